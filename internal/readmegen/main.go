// Command readmegen writes the parts of README.md that come from the code:
// the tables of tie-break codes, from the engine's registry. Run it with
//
//	go generate ./internal/readmegen
//
// after changing the registry (docs/tiebreaks.md describes the codes);
// TestREADMEFresh fails while README.md differs from what it writes.
package main

//go:generate go run . -readme ../../README.md

import (
	"flag"
	"log"
	"os"
)

func main() {
	path := flag.String("readme", "README.md", "the README to update")
	flag.Parse()
	log.SetFlags(0)
	b, err := os.ReadFile(*path)
	if err != nil {
		log.Fatal(err)
	}
	s, err := update(string(b), sections())
	if err != nil {
		log.Fatalf("%s: %v", *path, err)
	}
	if s == string(b) {
		return
	}
	if err := os.WriteFile(*path, []byte(s), 0o644); err != nil {
		log.Fatal(err)
	}
}
