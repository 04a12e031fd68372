package formats

import (
	"os"
	"strings"
	"testing"
)

// TestTeamCrosstableDeclared: a chess-results team crosstable keeps its
// printed tie-break columns (docs/formats.md §2.9) as the individual one
// does: names and positions from the header, titles from the notes lines,
// each team's values as printed.
func TestTeamCrosstableDeclared(t *testing.T) {
	data, err := os.ReadFile("testdata/x-team-cr-printed.csv")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := Read(data, Options{FileName: "x-team-cr-printed.csv"})
	if err != nil {
		t.Fatal(err)
	}
	cols := ev.DeclaredColumns
	if len(cols) != 2 || cols[0].Name != "TB1" || cols[1].Name != "TB2" ||
		cols[0].Title != "Matchpoints (2 for wins, 1 for Draws)" || cols[1].Title != "points (game-points)" ||
		cols[0].Pos.Line != 3 || cols[0].Pos.Col != 34 {
		t.Fatalf("declared columns %+v", cols)
	}
	want := map[string]string{"Alfa": "7|11,5", "Beta": "6|10", "Gamma": "3|7", "Delta": "2|6", "Epsilon": "2|5,5"}
	for _, tm := range ev.Teams.Teams {
		if got := strings.Join(tm.DeclaredTieBreaks, "|"); got != want[tm.Name] {
			t.Errorf("%s: printed %q, want %q", tm.Name, got, want[tm.Name])
		}
	}
}

// TestTeamGridDeclared: a delimited team grid keeps the tie-break columns
// printed after its cells, as the team crosstable does.
func TestTeamGridDeclared(t *testing.T) {
	data, err := os.ReadFile("testdata/x-team-grid-printed.csv")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := Read(data, Options{FileName: "x-team-grid-printed.csv"})
	if err != nil {
		t.Fatal(err)
	}
	cols := ev.DeclaredColumns
	if ev.Teams == nil || len(cols) != 2 || cols[0].Name != "TB1" || cols[1].Title != "points (game-points)" || cols[0].Pos.Line != 2 {
		t.Fatalf("teams %v, declared columns %+v", ev.Teams != nil, cols)
	}
	want := map[string]string{"Torino": "7|11", "Milano": "5|10,5", "Roma": "3|8,5", "Napoli": "5|8", "Bari": "0|2"}
	for _, tm := range ev.Teams.Teams {
		if got := strings.Join(tm.DeclaredTieBreaks, "|"); got != want[tm.Name] {
			t.Errorf("%s: printed %q, want %q", tm.Name, got, want[tm.Name])
		}
	}
}
