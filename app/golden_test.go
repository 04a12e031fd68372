package app

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/golden"
)

// updateGolden rewrites testdata/golden/page/ from the current exports:
// go test ./app -run TestGoldenExports -update-golden. Do it only for a
// change of output you mean; reshaping the code must leave them as they are.
var updateGolden = flag.Bool("update-golden", false, "rewrite the golden exports of TestGoldenExports")

// TestGoldenExports keeps the page's exports byte for byte — the CSV and
// JSON downloads, the TRF download and its message, the copied table and
// the share link — for states a user sets on the fixtures and examples:
// with the CLI's and the JS API's golden tests, the check that a
// reshaping changes no output (issue 21).
func TestGoldenExports(t *testing.T) {
	dir := filepath.Join("..", "testdata", "golden", "page")
	text := func(path string) string {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	campionato := text("../examples/campionato-italiano-2009.trf")
	cases := []struct {
		name string
		s    State
	}{
		{"campionato", State{Text: campionato, Example: "campionato-2009", Lang: "it"}},
		{"campionato.r7.fide2012", State{Text: campionato, Edition: "fide2012", Round: 7, Lang: "en",
			List: []string{"BH/C1", "SB", "ARO", "DE"}, ListSet: true, SortCol: SortTB + 1, SortDesc: true}},
		{"campionato.preset", State{Text: campionato, Preset: "fide-swiss", Lang: "es", Compare: []string{"fide2026", "fide2024"},
			Prizes: "100,80,60", PrizeUnit: "1"}},
		{"pending", State{Text: text("../testdata/campionato-2009-pending.trf"), Name: "pending.trf", Lang: "en"}},
		{"pending.r5.it", State{Text: text("../testdata/campionato-2009-pending.trf"), Name: "pending.trf", Round: 5, Lang: "it"}},
		{"forlano.printed", State{Text: text("../testdata/forlano-9.printed.csv"), Name: "forlano.csv", Lang: "en",
			Answers: map[string]string{"Q-BYE/r3/p3": "fpb", "Q-BYE/r3/p6": "fpb", "Q-BYE/r4/p7": "fpb", "Q-BYE/r4/p8": "fpb"}}},
		{"team2026", State{Text: text("../testdata/fide-team-2026.trf"), Lang: "en"}},
		{"team2024.it", State{Text: text("../testdata/fide-team-2024.trf"), Lang: "it", Edition: "fide2024"}},
		{"koya", State{Text: text("../testdata/koya-rr-8.trf"), Lang: "en", List: []string{"SB", "KS", "DE"}, ListSet: true}},
		{"sp-rwswiss", State{Text: text("../testdata/real/sp-rwswiss-2009.txt"), Name: "rwswiss.txt", Lang: "en"}},
	}
	for _, c := range cases {
		var b strings.Builder
		fmt.Fprintf(&b, "state %s\n", c.name)
		o := Run(c.s)
		fmt.Fprintf(&b, "== read: format %q %q version %q failed %v err %q diags %d questions %d last %d played %d\n",
			o.Format, o.FormatID, o.Version, o.Failed, o.Err, len(o.Diags), len(o.Questions), o.LastRound, o.PlayedRound)
		if st := o.Standings; st != nil {
			csv, err := PageCSV(st, c.s.Lang)
			if err != nil {
				fmt.Fprintf(&b, "== csv error %v\n", err)
			}
			fmt.Fprintf(&b, "== csv\n%s", csv)
			js, err := report.JSON(st)
			fmt.Fprintf(&b, "== json (err %v)\n%s\n", err, js)
			trf, said, err := writeTRF(st, c.s.Lang)
			fmt.Fprintf(&b, "== trf (err %v) said %q\n%s", err, said, trf)
			fmt.Fprintf(&b, "== copy\n%s", TSV(st, c.s.Lang))
		}
		frag, err := EncodeState(shareable(c.s))
		fmt.Fprintf(&b, "== share (err %v)\n%s\n", err, frag)
		got := b.String()
		golden.File(t, dir, c.name, got, *updateGolden, "go test ./app -run TestGoldenExports -update-golden")
	}
}
