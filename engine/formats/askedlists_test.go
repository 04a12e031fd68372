package formats

import (
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/pgn"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/table"
)

// TestAskedLists: Q-TABLE and Q-EVENT are declared questions whose
// English lists the tables and events as before (asked), and whose
// Italian cites the same list in its own words.
func TestAskedLists(t *testing.T) {
	in := &chessresults.Input{Input: grid.Input{Reader: table.Reader{Input: &scan.Input{}}}}
	(&strip.Input{Reader: in.Reader}).ChooseTable(2, func(i int, sub *strip.Input) (*engine.Event, int, string) {
		return &engine.Event{}, 3 + 10*i, []string{"1 Rossi", "1 Verdi"}[i]
	})
	mk := func(ev string, line int) *pgn.Game {
		return &pgn.Game{Tags: map[string]string{"Event": ev, "Site": "Roma", "Date": "2025.01.01"}, Line: line}
	}
	(&pgn.Input{Reader: in.Reader}).PgnPickEvent([]*pgn.Game{mk("A", 1), mk("B", 9), mk("B", 20)})
	want := map[string]string{
		"Q-TABLE": `The input holds 2 tables that can be read: line 3 ("1 Rossi"), line 13 ("1 Verdi"). Which one is the crosstable?`,
		"Q-EVENT": `The file holds games of several events: e1: A | Roma | 2025 (1 game); e2: B | Roma | 2025 (2 games). Which event?`,
	}
	if len(in.Questions) != 2 {
		t.Fatalf("questions %v", in.Questions)
	}
	for _, q := range in.Questions {
		if q.Text != want[q.ID] {
			t.Errorf("%s:\n got %q\nwant %q", q.ID, q.Text, want[q.ID])
		}
		if q.Key != q.ID || len(q.Args) == 0 {
			t.Errorf("%s: key %q args %q", q.ID, q.Key, q.Args)
		}
	}
}
