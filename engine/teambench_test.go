package engine_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/gen"
)

// teamCodes is gen.TeamCodes parsed.
func teamCodes(t testing.TB) []engine.Descriptor {
	t.Helper()
	list, err := engine.ParseList(strings.Join(gen.TeamCodes(), ","))
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// teamEvent reads a generated team Swiss.
func teamEvent(t testing.TB, teams, boards, rounds int, drawn bool) *engine.Event {
	t.Helper()
	ev, _, err := formats.Read(gen.TeamSwissTRF(teams, boards, rounds, 1, drawn), formats.Options{FileName: "team.trf"})
	if err != nil {
		t.Fatal(err)
	}
	if ev.Teams == nil {
		t.Fatal("the generated team Swiss is read as an individual event")
	}
	return ev
}

// TestGeneratedTeamSwiss: the generator's team Swiss reads without a
// warning (its declared points and team totals add up) and every team
// code computes on it.
func TestGeneratedTeamSwiss(t *testing.T) {
	data := gen.TeamSwissTRF(31, 6, 9, 7, false)
	ev, rep, err := formats.Read(data, formats.Options{FileName: "team.trf"})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Diagnostics {
		if d.Severity != formats.SeverityInfo {
			t.Errorf("%s", d.Message)
		}
	}
	if ev.Teams == nil || len(ev.Teams.Teams) != 31 {
		t.Fatalf("teams %+v", ev.Teams)
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: teamCodes(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Rows) != 31 {
		t.Errorf("%d rows, want 31 teams", len(st.Rows))
	}
}

// BenchmarkTeamCodes computes every team code (gen.TeamCodes: the team
// codes and every :MP/:GP code with its variants) on the 200 teams × 10
// boards × 13 rounds, under both FIDE editions.
func BenchmarkTeamCodes(b *testing.B) {
	ev := teamEvent(b, 200, 10, 13, false)
	list := teamCodes(b)
	for _, ed := range []engine.Edition{engine.Fide2024, engine.Fide2026} {
		b.Run(fmt.Sprintf("200x13x10/%d-codes/%s", len(list), ed), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := engine.Compute(ev, engine.Options{Edition: ed, TieBreaks: list}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
