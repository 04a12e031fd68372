package report

import (
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
)

// TestPrintedAlso: the other candidates of a column, grouped by tie-break
// in their first order, each with its editions; a tie-break every edition
// computes alike alone; a match-point scoring not the event's after the key.
func TestPrintedAlso(t *testing.T) {
	d := func(key string) engine.Descriptor {
		x, err := engine.ParseDescriptor(key)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	cs := []check.Candidate{
		{Edition: engine.SwissManager, TieBreak: d("BH")},
		{Edition: engine.Fide2012, TieBreak: d("BH/P")},
		{Edition: engine.SwissManager, TieBreak: d("BH/P")},
		{TieBreak: d("WIN")},
		{Edition: engine.Fide2026, TieBreak: d("EGMSB"), MatchPoints: engine.MatchScoring{Win: 10, Draw: 5}},
	}
	want := "BH swissmanager; BH/P fide2012, swissmanager; WIN; EGMSB (MP 1-½-0) fide2026"
	if got := PrintedAlso(cs); got != want {
		t.Errorf("PrintedAlso = %q, want %q", got, want)
	}
	if got := PrintedAlso(nil); got != "" {
		t.Errorf("no candidate: %q", got)
	}
}
