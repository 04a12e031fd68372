package engine_test

import (
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// TestListEqualsCodesAlone checks that computing a whole list gives every
// value that each code gives alone, in every edition: a value never depends
// on the other codes of the list (defect D2 of the reference checker,
// docs/tiebreaks.md §13.2).
func TestListEqualsCodesAlone(t *testing.T) {
	t.Parallel()
	ev := gen.Swiss(120, 9, 7, true)
	list, err := engine.ParseList(allFIDE + ",ABH,MM,SOLK,MED,CUM,OCUM,KASH,KSX,KSR,ORS,OPS,ARZ,OBH,BARQ,BQ,SEQ")
	if err != nil {
		t.Fatal(err)
	}
	for _, ed := range engine.Editions {
		opt := engine.Options{Edition: ed, TieBreaks: list, Unrated: 1400, HasUnrated: true}
		all, err := engine.Compute(ev, opt)
		if err != nil {
			t.Fatal(err)
		}
		got := map[int][]string{}
		for _, r := range all.Rows {
			for _, v := range r.Values {
				got[r.Player.StartNo] = append(got[r.Player.StartNo], v.String())
			}
		}
		for j, d := range list {
			if d.Code == "DE" {
				continue // a group operation: its value depends on the groups before it
			}
			opt.TieBreaks = list[j : j+1]
			one, err := engine.Compute(ev, opt)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range one.Rows {
				if w := r.Values[0].String(); got[r.Player.StartNo][j] != w {
					t.Errorf("%s %s player %d: %q in the list, %q alone", ed, d.Key, r.Player.StartNo, got[r.Player.StartNo][j], w)
				}
			}
		}
	}
}
