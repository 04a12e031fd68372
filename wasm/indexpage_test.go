//go:build !(js && wasm)

package main

import (
	"bytes"
	"os"
	"testing"
)

// TestIndexHTMLFresh renders the entry page in memory and compares it with
// the committed index.html, so that the file cannot go stale when the page,
// its format picker or its examples change.
func TestIndexHTMLFresh(t *testing.T) {
	routes()
	got, err := indexHTML()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../index.html")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		g, w := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
		i := 0
		for i < len(g) && i < len(w) && bytes.Equal(g[i], w[i]) {
			i++
		}
		line := func(ls [][]byte) string {
			if i < len(ls) {
				return string(ls[i])
			}
			return "(end of file)"
		}
		t.Errorf("index.html is not the page the code renders: line %d reads\n%s\nrendered\n%s\nrun: go generate ./wasm", i+1, line(w), line(g))
	}
}
