package corpus

import (
	"slices"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestUSChessMSAWhole: US Chess's crosstable (uschess-msa-tournamentinfo.txt,
// line ends CR CR LF) opens with the corpus row's answers and no line
// skipped: each row's second line, directly under it once CR CR LF is one
// line end (docs/formats.md §3.3), gives the colour of every game over the
// board. Read as a lone CR and a CRLF, all 64 second lines were skipped
// with W-LINE-SKIPPED and every colour was lost.
func TestUSChessMSAWhole(t *testing.T) {
	const file = "uschess-msa-tournamentinfo.txt"
	i := slices.IndexFunc(corpus, func(p published) bool { return p.file == file })
	if i < 0 {
		t.Fatalf("%s: no corpus row", file)
	}
	ev, rep, err := read(t, file, corpus[i].answers)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Diagnostics {
		if d.Code == "W-LINE-SKIPPED" {
			t.Errorf("line %d skipped: %s", d.Line, d.Message)
		}
	}
	games, unknown := 0, 0
	for _, p := range ev.Players {
		for r, e := range p.Rounds {
			if !e.Kind.OTB() {
				continue
			}
			games++
			if e.Colour != engine.White && e.Colour != engine.Black {
				unknown++
				if unknown <= 3 {
					t.Errorf("%d %s, round %d: colour %v", p.StartNo, p.Name, r+1, e.Colour)
				}
			}
		}
	}
	if games == 0 || unknown > 0 {
		t.Errorf("%d of %d games over the board without a colour", unknown, games)
	}
	if ev.Provenance.Colours != "known" {
		t.Errorf("colours %q, want known", ev.Provenance.Colours)
	}
}
