package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/spareggi/spareggi/internal/golden"
)

// updateGolden rewrites testdata/golden/api/ from the current answers:
// go test ./wasm -run TestGoldenAPI -update-golden. Do it only for a change
// of output you mean; reshaping the code must leave them as they are.
var updateGolden = flag.Bool("update-golden", false, "rewrite the golden answers of TestGoldenAPI")

// TestGoldenAPI keeps the JS API's answers (Spareggi.compute) byte for
// byte on the fixtures and examples, its errors included: with the CLI's
// TestGoldenCLI, the check that a reshaping changes no output (issue 21).
func TestGoldenAPI(t *testing.T) {
	dir := filepath.Join("..", "testdata", "golden", "api")
	cases := []struct{ name, file, opts string }{
		{"campionato", "../examples/campionato-italiano-2009.trf", ``},
		{"campionato.sb", "../examples/campionato-italiano-2009.trf", `{"rules":"fide2024","tiebreaks":"SB,KS,PS,ARO,TPR,WIN,BPG,DE","round":10}`},
		{"campionato.explain", "../examples/campionato-italiano-2009.trf", `{"rules":"fide2012","tiebreaks":["BH/C1","SB","ARO"],"explain":"all","round":7}`},
		{"campionato.unrated", "../examples/campionato-italiano-2009.trf", `{"preset":"fide-swiss","unrated":1400,"system":"swiss"}`},
		{"pending.whatif", "../testdata/campionato-2009-pending.trf", `{"whatif":true}`},
		{"pending", "../testdata/campionato-2009-pending.trf", `{"name":"pending.trf"}`},
		{"forlano", "../testdata/forlano-9.trf", `{"explain":3}`},
		{"forlano.printed.questions", "../testdata/forlano-9.printed.csv", `{"name":"forlano.csv"}`},
		{"forlano.printed", "../testdata/forlano-9.printed.csv", `{"name":"forlano.csv","answers":{"Q-BYE/r3/p3":"fpb","Q-BYE/r3/p6":"fpb","Q-BYE/r4/p7":"fpb","Q-BYE/r4/p8":"fpb"}}`},
		{"team2026", "../testdata/fide-team-2026.trf", ``},
		{"team2024.explain", "../testdata/fide-team-2024.trf", `{"explain":"all"}`},
		{"koya", "../testdata/koya-rr-8.trf", `{"tiebreaks":"SB,KS,DE"}`},
		{"tec-rr-6", "../testdata/tec-rr-6.trf", `{"rules":"fide2026"}`},
		{"tec-swiss-9", "../testdata/tec-swiss-9.trf", `{"preset":"fide-swiss"}`},
		{"pl-2026", "../testdata/pl-2026-swiss.trf", ``},
		{"sp-rwswiss", "../testdata/real/sp-rwswiss-2009.txt", `{"name":"rwswiss.txt"}`},
		{"vega-hbcc", "../testdata/real/vega-hbcc-club-championship-2025.txt", `{"name":"hbcc.txt"}`},
		{"error.options", "../testdata/forlano-9.trf", `{"rules":"fide1999"}`},
		{"error.optiontype", "../testdata/forlano-9.trf", `{"round":"five"}`},
		{"error.tiebreak", "../testdata/forlano-9.trf", `{"tiebreaks":"BH/X9"}`},
		{"error.text", "", `{}`},
		{"error.junk", "", `{"name":"junk.txt"}`},
	}
	for _, c := range cases {
		var text string
		if c.file != "" {
			data, err := os.ReadFile(c.file)
			if err != nil {
				t.Fatal(err)
			}
			text = string(data)
		} else if c.name == "error.junk" {
			text = "this is not a crosstable\nnor is this line\n"
		}
		out, err := Compute(text, c.opts)
		got := fmt.Sprintf("compute(%s, %s)\n== answer\n%s\n== error\n", c.file, c.opts, out)
		if err != nil {
			b, _ := json.MarshalIndent(err, "", " ")
			got += fmt.Sprintf("%s\n%s\n", err.Error(), b)
		}
		golden.File(t, dir, c.name, got, *updateGolden, "go test ./wasm -run TestGoldenAPI -update-golden")
	}
}
