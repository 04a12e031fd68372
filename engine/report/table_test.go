package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestTableUnratedBlank: an unrated player's rating is blank in the table,
// not 0.
func TestTableUnratedBlank(t *testing.T) {
	st := &engine.Standings{Edition: engine.Fide2024, Round: 1, Rows: []engine.Row{
		{Rank: 1, Player: &engine.Player{StartNo: 1, Name: "Rated", Rating: 1850}, Points: engine.IntValue(1)},
		{Rank: 2, Player: &engine.Player{StartNo: 2, Name: "Unrated"}, Points: engine.IntValue(0)},
	}}
	var b bytes.Buffer
	if err := Table(&b, st); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	if !strings.Contains(b.String(), "1850") {
		t.Errorf("the rated player's rating is missing:\n%s", b.String())
	}
	for _, l := range lines {
		if strings.Contains(l, "Unrated") {
			f := strings.Fields(l)
			// Rk SNo Name Pts: no rating field.
			if len(f) != 4 {
				t.Errorf("unrated line %q has fields %q", l, f)
			}
		}
	}
}
