package formats

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestTeamGridNameColumn: the teams' names of a delimited team grid come
// from the column headed by a team heading in the page's language (the
// real chess-results page in Chinese, testdata/real/cr-page-team-rr-zh-985901.txt,
// heads it 队), else from the first column outside the cells, headed by no
// other role, whose values are names, one per row (club names included:
// a team is a club's); a grid none of whose columns holds names is
// E-NAMES-EMPTY at its header, never a table of nameless teams. Before,
// the names came out empty with no message.
func TestTeamGridNameColumn(t *testing.T) {
	const rows = "1 | BŠK Banjaluka | * | 2 | 2½ | 4 | 7 |\n" +
		"2 | OŠK \"9. JANUAR\" Foča | 2 | * | 2 | 4 | 5 |\n" +
		"3 | ŠK \"GAMBIT\" Banjaluka | 1½ | 2 | * | 4 | 3 |\n" +
		"4 | ŠK \"DRINA\" Zvornik | 0 | 0 | 0 | * | 0 |\n"
	for _, tc := range []struct{ name, heading string }{
		{"Chinese heading", "队"},
		{"Russian heading", "Команда"},
		{"unknown heading", "Società sportiva"},
	} {
		text := "名次 | " + tc.heading + " | 1 | 2 | 3 | 4 | TB1 |\n" + rows
		ev, rep, err := Read([]byte(text), Options{Format: FormatTeamGrid})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var names []string
		for _, tm := range ev.Teams.Teams {
			names = append(names, tm.Name)
		}
		if got := strings.Join(names, "; "); got != `BŠK Banjaluka; OŠK "9. JANUAR" Foča; ŠK "GAMBIT" Banjaluka; ŠK "DRINA" Zvornik` {
			t.Errorf("%s: names %q (%s)", tc.name, got, xcodes(rep, err))
		}
	}
	// No column holds names: the numbers beside the cells are no teams.
	text := "名次 | 号 | 1 | 2 | 3 | TB1 |\n" +
		"1 | 11 | * | 2 | 3 | 5 |\n" +
		"2 | 12 | 2 | * | 2 | 3 |\n" +
		"3 | 13 | 1 | 2 | * | 2 |\n"
	_, rep, err := Read([]byte(text), Options{Format: FormatTeamGrid})
	if err == nil {
		t.Fatalf("nameless teams read: %+v", rep)
	}
	var fe *scan.Error
	if !errors.As(err, &fe) || len(fe.Diags) == 0 || fe.Diags[0].Code != scan.ENamesEmpty || fe.Diags[0].Line != 1 ||
		!strings.Contains(fe.Diags[0].Message, "team") {
		t.Errorf("want E-NAMES-EMPTY at the header naming the teams, got %v", err)
	}
}
