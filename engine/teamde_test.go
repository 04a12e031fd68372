package engine_test

import (
	"os"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// TestTeamDirectEncounterByScore checks DE:MP and DE:GP directly (not only
// inside EDE) on a constructed team round robin, computed by hand
// (testdata/team-cycle.trf): Alfa beat Beta 1½–½, Beta beat Gamma 2–0,
// Gamma beat Alfa 1½–½, and all three beat Delta, so Alfa, Beta and Gamma
// have 4 match points each.
//
//   - Match points primary: among the three, DE:MP is 2 each (one mutual
//     win each) and leaves them tied; DE:GP is the mutual game points,
//     Alfa 1½ + ½ = 2, Beta ½ + 2 = 2½, Gamma 0 + 1½ = 1½: Beta, Alfa,
//     Gamma.
//   - Game points primary (Alfa and Beta 4, Gamma 3, Delta 1): Alfa and
//     Beta are tied; DE:MP, now the secondary score, gives Alfa 2 and Beta
//     0 (Alfa won their match); DE:GP gives 1½ and ½.
func TestTeamDirectEncounterByScore(t *testing.T) {
	data, err := os.ReadFile("testdata/team-cycle.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: "team-cycle.trf"})
	if err != nil {
		t.Fatal(err)
	}
	if ev.Teams == nil {
		t.Fatal("not read as a team event")
	}
	type want struct {
		rank  int
		value string
	}
	check := func(name, list string, byGP bool, wants map[int]want) {
		t.Helper()
		ev.Teams.ByGamePoints = byGP
		l, err := engine.ParseList(list)
		if err != nil {
			t.Fatal(err)
		}
		for _, ed := range []engine.Edition{engine.Fide2024, engine.Fide2026} {
			st, err := engine.Compute(ev, engine.Options{Edition: ed, TieBreaks: l})
			if err != nil {
				t.Fatalf("%s %s: %v", name, ed, err)
			}
			for _, r := range st.Rows {
				w, ok := wants[r.Player.StartNo]
				if !ok {
					continue
				}
				if r.Rank != w.rank || r.Values[0].String() != w.value {
					t.Errorf("%s %s: team %d rank %d value %q, want %d %q", name, ed, r.Player.StartNo, r.Rank, r.Values[0].String(), w.rank, w.value)
				}
			}
		}
	}
	// Teams: 1 Alfa, 2 Beta, 3 Gamma, 4 Delta.
	check("MP primary, DE:MP", "DE:MP", false, map[int]want{1: {1, "2.0"}, 2: {1, "2.0"}, 3: {1, "2.0"}, 4: {4, ""}})
	check("MP primary, DE:GP", "DE:GP", false, map[int]want{2: {1, "2.5"}, 1: {2, "2.0"}, 3: {3, "1.5"}, 4: {4, ""}})
	check("GP primary, DE:MP", "DE:MP", true, map[int]want{1: {1, "2.0"}, 2: {2, "0.0"}, 3: {3, ""}, 4: {4, ""}})
	check("GP primary, DE:GP", "DE:GP", true, map[int]want{1: {1, "1.5"}, 2: {2, "0.5"}, 3: {3, ""}, 4: {4, ""}})
}
