package formats

import (
	"testing"

	"github.com/spareggi/spareggi/engine/formats/pairings"
)

// TestHeadingRunColumnNumbers: a grid's header stored with its cells run
// together writes its column numbers one after the other
// ("Rk.Team12345678910", the real chess-results page of the 22nd Mitropa
// Cup, testdata/real/cr-page-team-grid-joined-1189.txt): the run 1 2 … N
// counts as N headings after a heading word, so the page is E-CELLS-JOINED
// (docs/formats.md §4.4) instead of E-FORMAT-UNKNOWN. A number alone, or
// digits that do not count 1 2 3 … from 1, are no headings.
func TestHeadingRunColumnNumbers(t *testing.T) {
	for s, want := range map[string]int{
		"Rk.Team12345678910": 12,
		"Rk.SNoTeamGames":    4,
		"Team123":            4,
		"12345678910":        0, // digits only: a number, not a header
		"1234":               0,
		"Rk.Team2023":        0,
		"Team12":             0, // two column numbers are no run
		"Rk.Name1":           0,
	} {
		if got := pairings.HeadingRun(s); got != want {
			t.Errorf("headingRun(%q) = %d, want %d", s, got, want)
		}
	}
}
