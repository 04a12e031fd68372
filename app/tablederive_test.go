package app

import (
	"testing"

	"github.com/spareggi/spareggi/internal/gen"
)

// TestTableDerivesOncePerOrder: the standings table sorts its rows and
// derives its sets once per change of the standings, the sort or the
// exercise mode, not at each drawing (issue 32, item 2: a table of up to
// 2,000 rows was sorted again at every update of the page).
func TestTableDerivesOncePerOrder(t *testing.T) {
	o := Run(State{Lang: "en", Text: string(gen.TRF(gen.Swiss(40, 5, 1, false)))})
	if o.Standings == nil {
		t.Fatalf("no standings: %q", o.Err)
	}
	tb := &StandingsTable{Lang: "en", St: o.Standings, SortCol: SortRank}
	tb.Render()
	first := &tb.derived.order[0]
	tb.Render()
	if &tb.derived.order[0] != first {
		t.Error("the same standings and order sorted again")
	}
	tb.SortCol = SortName
	tb.Render()
	if &tb.derived.order[0] == first {
		t.Error("a new sort column kept the old order")
	}
	byName := tb.derived.order
	tb.SortCol, tb.Exercise = SortRank, true
	tb.Render()
	if tb.tied != nil || tb.derived.order[0] != SortRows(o.Standings, SortStart, false)[0] {
		t.Errorf("exercise mode: ties %v, first row %d", tb.tied, tb.derived.order[0])
	}
	tb.Exercise = false
	tb.St = Run(State{Lang: "en", Text: string(gen.TRF(gen.Swiss(40, 5, 2, false)))}).Standings
	tb.Render()
	if &tb.derived.order[0] == &byName[0] {
		t.Error("new standings kept the old order")
	}
}
