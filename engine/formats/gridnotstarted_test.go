package formats

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestGridNotStarted: a round-robin grid before its first game — the
// diagonal markers and every other cell empty — is E-NOT-STARTED, for
// players as for teams (docs/formats.md §4.4), instead of standings "after
// round 0" in which every participant ties. The team grid is the real
// chess-results page of an event in its Polish interface
// (testdata/real/cr-page-team-rr-not-started-pl-1236660.txt: M-sce, Drużyna);
// before, its team heading was not known and the page read as a grid of
// six players with no game. The players' grid is also a real Vega page
// published at round 0 (testdata/real/vega-hbcc-western-major-2025-round0.txt:
// the empty diagonal, `.` in every other cell, `Pts` 0.0).
func TestGridNotStarted(t *testing.T) {
	vega, err := os.ReadFile("../../testdata/real/vega-hbcc-western-major-2025-round0.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, text, id string
		line           int
	}{
		{"players", "Nr. | Name | 1 | 2 | 3 | 4 | Pkt |\n" +
			"1 | Rossi Mario | * | | | | 0 |\n" +
			"2 | Bianchi Luca | | * | | | 0 |\n" +
			"3 | Verdi Paolo | | | * | | 0 |\n" +
			"4 | Neri Carlo | | | | * | 0 |\n", "players", 1},
		{"players, no header", "1\tRossi Mario\t*\t\t\t0\n" +
			"2\tBianchi Luca\t\t*\t\t0\n" +
			"3\tVerdi Paolo\t\t\t*\t0\n", "players", 1},
		{"teams in Polish", "Tabela wg zajętych miejsc (Pkt)\nM-sce | Drużyna | 1 | 2 | 3 | 4 | TB 1 |\n" +
			"1 | Tribschen 4 | * | | | | 0 |\n" +
			"2 | Sursee 3 | | * | | | 0 |\n" +
			"3 | Emmenbrücke 3 | | | * | | 0 |\n" +
			"4 | Sarnen 1 | | | | * | 0 |\n", "teams", 2},
		{"players, Vega at round 0", string(vega), "6 players", 1},
	} {
		_, _, err := Read([]byte(tc.text), Options{})
		var fe *scan.Error
		if !errors.As(err, &fe) || len(fe.Diags) == 0 || fe.Diags[0].Code != scan.ENotStarted || fe.Diags[0].Line != tc.line ||
			!strings.Contains(fe.Diags[0].Message, tc.id) {
			t.Errorf("%s: want E-NOT-STARTED at line %d naming the %s, got %v", tc.name, tc.line, tc.id, err)
		}
	}
}
