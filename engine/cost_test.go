package engine_test

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/gen"
)

// costLists is every tie-break code of individual events, each alone after
// PTS, with the largest modifiers the parser allows where they change the
// work.
func costLists() []string {
	var out []string
	for _, c := range engine.Codes() {
		if !c.Team {
			out = append(out, c.Code)
		}
	}
	return append(out, "KS/L+1000", "KSX/L+500.0", "KSR/L-500.0", "BH/C5/M5", "SB/P/V2", "ARO/C5/U4000")
}

// costShapes are the pathological shapes of issue 15 next to an ordinary
// Swiss of the same size.
func costShapes(n int) map[string]*engine.Event {
	return map[string]*engine.Event{
		"ordinary": gen.Swiss(n, 11, 1, false),
		"tied":     gen.Tied(n),
		"levels":   gen.Levels(n, 11, 1),
	}
}

// costOf computes list on ev with every explanation and writes the JSON
// document, as `spareggi -o json -explain all` does; it returns the bytes
// allocated and the size of the result in units: one per participant and
// one per vector component.
func costOf(t testing.TB, ev *engine.Event, list string) (bytes uint64, units int) {
	l, err := engine.ParseList(list)
	if err != nil {
		t.Fatal(err)
	}
	// TotalAlloc counts every byte allocated, collected or not: no
	// runtime.GC is needed around the measurement. (The cost tests are not
	// parallel: no other test allocates while they measure.)
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	st, err := engine.Compute(ev, engine.Options{TieBreaks: l, Explain: engine.ExplainAll, Lots: [][]int{{1, 2}},
		Unrated: engine.MaxUnrated, HasUnrated: true})
	if err != nil {
		t.Fatalf("%s: %v", list, err)
	}
	if _, err := report.JSONWith(st, report.JSONOptions{Details: true}); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&b)
	units = len(st.Rows)
	for _, r := range st.Rows {
		for _, v := range r.Values {
			units += len(v.Vector())
		}
	}
	return b.TotalAlloc - a.TotalAlloc, units
}

// TestCostPathological runs every code, with its largest modifiers and
// every explanation, on thousands of tied players, one round, thousands of
// score levels: the bytes allocated per unit of result (a participant or
// a vector component) stay within a small multiple of the same code on an
// ordinary Swiss of the same size. With -short the event is smaller and
// each list meets one of the two shapes, in turn (every list and both
// shapes still checked).
func TestCostPathological(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 400
	}
	shapes := costShapes(n)
	for i, list := range costLists() {
		if testing.Short() && i%3 != 0 {
			continue // a third of the lists under -short; all of them in ./test.sh
		}
		base, baseUnits := costOf(t, shapes["ordinary"], list)
		perBase := float64(base) / float64(baseUnits)
		for j, shape := range []string{"tied", "levels"} {
			if testing.Short() && (i/3)%2 != j {
				continue
			}
			got, units := costOf(t, shapes[shape], list)
			per := float64(got) / float64(units)
			if per > 8*perBase+2048 {
				t.Errorf("%s on %d %s: %.0f bytes per unit of result (%d units), ordinary %.0f (%d units)",
					list, n, shape, per, units, perBase, baseUnits)
			}
			if testing.Verbose() {
				fmt.Printf("%-14s %-8s %8.0f B/unit (%7d units)  ordinary %8.0f B/unit (%7d units)\n", list, shape, per, units, perBase, baseUnits)
			}
		}
	}
}

// BenchmarkPathological gives the figures of the pathological shapes next
// to the ordinary Swiss of the same size (2,000 players), and of 200 teams
// × 10 boards × 13 rounds all drawn next to an ordinary team Swiss, every
// explanation included: go test ./engine -run X -bench Pathological.
func BenchmarkPathological(b *testing.B) {
	shapes := costShapes(2000)
	teams := map[string]*engine.Event{"ordinary": teamEvent(b, 200, 10, 13, false), "tied": teamEvent(b, 200, 10, 13, true)}
	for _, list := range []string{"EDE", "EDEBT", "DE:GP", "EMGSB,BH:MP/C1,MPvGP", "BC,TBR,BBE"} {
		for _, shape := range []string{"ordinary", "tied"} {
			l, _ := engine.ParseList(list)
			b.Run("teams/"+list+"/"+shape, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					st, err := engine.Compute(teams[shape], engine.Options{TieBreaks: l, Explain: engine.ExplainAll})
					if err != nil {
						b.Fatal(err)
					}
					if _, err := report.JSONWith(st, report.JSONOptions{Details: true}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
	for _, list := range []string{"TPN,RRO", "SEQ", "DE", "AVU", "RBT", "KSX/L+500.0", "BH/C1,BH,DE,WIN,RRO"} {
		for _, shape := range []string{"ordinary", "tied", "levels"} {
			l, _ := engine.ParseList(list)
			b.Run(list+"/"+shape, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					st, err := engine.Compute(shapes[shape], engine.Options{TieBreaks: l, Explain: engine.ExplainAll})
					if err != nil {
						b.Fatal(err)
					}
					if _, err := report.JSONWith(st, report.JSONOptions{Details: true}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// TestCostPathologicalTeams does the same for team events: every team code
// (gen.TeamCodes) alone, every explanation, on a team Swiss whose every
// game is drawn — all teams tied on every score, the worst case of EDE and
// the direct encounters — next to an ordinary team Swiss of the same size.
func TestCostPathologicalTeams(t *testing.T) {
	teams := 200
	if testing.Short() {
		teams = 60
	}
	ordinary, tied := teamEvent(t, teams, 10, 13, false), teamEvent(t, teams, 10, 13, true)
	for i, code := range gen.TeamCodes() {
		if testing.Short() && i%2 != 0 {
			continue // half of the codes under -short; all of them in ./test.sh
		}
		base, baseUnits := costOf(t, ordinary, code)
		perBase := float64(base) / float64(baseUnits)
		got, units := costOf(t, tied, code)
		per := float64(got) / float64(units)
		if per > 8*perBase+2048 {
			t.Errorf("%s on %d tied teams: %.0f bytes per unit of result (%d units), ordinary %.0f (%d units)",
				code, teams, per, units, perBase, baseUnits)
		}
		if testing.Verbose() {
			fmt.Printf("%-14s tied     %8.0f B/unit (%7d units)  ordinary %8.0f B/unit (%7d units)\n", code, per, units, perBase, baseUnits)
		}
	}
}
