package whatif_test

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/whatif"
	"github.com/spareggi/spareggi/internal/gen"
)

// What-if computes thousands of standings and may take shortcuts that a
// single Compute does not (docs/tiebreaks.md §9.6): whatever they are, the
// rank of every participant in every scenario must be the rank a plain
// Compute gives on the event completed with that scenario's results.
// These tests compare the two, scenario by scenario, on events with byes,
// forfeits, withdrawals and unrated players, a round robin, and the
// 100-player Swiss of the benchmark, under every individual preset and
// lists that reach the other families of tie-breaks.

// whatIfLists are the lists checked besides the presets: element keys with
// cuts, /P, /V and Fore Buchholz, the keys of the opponents' values, the
// counts, the vectors and the keys that depend on the standings so far.
var whatIfLists = []string{
	"FB,AOB,AOB/F,BH/M1,SB/C1/P,KS,DE",
	"BH/C2,BH/V2,SB/V1,BH/P,FB/C1,DE,TPN",
	"ARO/C1,TPR,PTP,APRO,APPO,RTNG,DE",
	"WON,BWG,REP,STD,PS/C1,BPG,WIN,TPN",
	"KSX,KSR,SEQ,RRO",
	"OBH,ORS,OPS,DE",
	"MED,RBT,KASH,CUM,OCUM",
	"ARZ,AVU,MSC,BARQ,BQ",
}

// completedWith returns a copy of ev in which the pending games have the
// results of scenario s, written here without the engine's own helpers.
func completedWith(ev *engine.Event, games []engine.Pending, s int) *engine.Event {
	out := *ev
	out.Players = slices.Clone(ev.Players)
	byStart := map[int]*engine.Player{}
	for i := range out.Players {
		byStart[out.Players[i].StartNo] = &out.Players[i]
	}
	kinds := [3][2]engine.Kind{{engine.Win, engine.Loss}, {engine.Draw, engine.Draw}, {engine.Loss, engine.Win}}
	for _, g := range games {
		k := kinds[s%3]
		s /= 3
		for side, start := range [2]int{g.White, g.Black} {
			p := byStart[start]
			p.Rounds = slices.Clone(p.Rounds)
			p.Rounds[g.Round-1].Kind = k[side]
		}
	}
	return &out
}

// checkWhatIfRanks compares the ranks of WhatIf's scenarios with Compute on
// the completed events, for the scenarios sample keeps, and WhatIf's best
// and worst ranks and conditions with the ranks of every scenario.
func checkWhatIfRanks(t *testing.T, name string, ev *engine.Event, opt engine.Options, sample func(s int) bool) {
	t.Helper()
	if checked, varied := compareWhatIfRanks(t, name, ev, opt, sample); checked > 1 && !varied {
		t.Errorf("%s: the ranks never change across %d scenarios: the check proves little", name, checked)
	}
}

// compareWhatIfRanks is checkWhatIfRanks, returning how many scenarios it
// compared and whether a rank differed from the first scenario's.
func compareWhatIfRanks(t *testing.T, name string, ev *engine.Event, opt engine.Options, sample func(s int) bool) (checked int, varied bool) {
	t.Helper()
	games, starts, ranks, res, err := whatif.WhatIfRanksResult(ev, opt, false)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !testing.Short() { // Compute on its own, which keeps no rank
		if res, err = whatif.Compute(ev, opt); err != nil {
			t.Fatalf("%s: WhatIf: %v", name, err)
		}
	}
	for x, p := range res.Players {
		if p.Start != starts[x] || p.Best != slices.Min(ranks[x]) || p.Worst != slices.Max(ranks[x]) {
			t.Fatalf("%s: player %d best %d worst %d, the scenarios' ranks %d..%d", name, p.Start, p.Best, p.Worst, slices.Min(ranks[x]), slices.Max(ranks[x]))
		}
		for s, r := range ranks[x] {
			if holds(p.Needs, s) != (r == p.Best) {
				t.Fatalf("%s: player %d, scenario %d: rank %d (best %d), his conditions hold: %v", name, p.Start, s, r, p.Best, holds(p.Needs, s))
			}
		}
	}
	for s := range ranks[0] {
		if !sample(s) {
			continue
		}
		st, err := engine.Compute(completedWith(ev, games, s), opt)
		if err != nil {
			t.Fatalf("%s, scenario %d: %v", name, s, err)
		}
		got := map[int]int{}
		for _, r := range st.Rows {
			got[r.Player.StartNo] = r.Rank
		}
		if len(got) != len(starts) {
			t.Fatalf("%s, scenario %d: %d participants ranked, what-if has %d", name, s, len(got), len(starts))
		}
		for x, start := range starts {
			if ranks[x][s] != got[start] {
				t.Fatalf("%s, scenario %d: player %d ranked %d by what-if, %d by Compute", name, s, start, ranks[x][s], got[start])
			}
			varied = varied || ranks[x][s] != ranks[x][0]
		}
		checked++
	}
	return checked, varied
}

// blankRound returns ev with the first k games of round r (1-based),
// in player order, without a result.
func blankRound(ev *engine.Event, r, k int) *engine.Event {
	for i := range ev.Players {
		e := &ev.Players[i].Rounds[r-1]
		if k > 0 && e.Opponent > 0 && e.Kind.OTB() && ev.Players[e.Opponent-1].Rounds[r-1].Kind.OTB() {
			e.Kind = engine.NotYet
			ev.Players[e.Opponent-1].Rounds[r-1].Kind = engine.NotYet
			k--
		}
	}
	return ev
}

// TestWhatIfRanksEveryScenario checks every scenario of small events under
// every individual preset, the lists above and several editions. With
// -short each list and each edition is checked on one of the events in
// turn (every list, edition and event still checked), the first event has
// 4 pending games instead of 5, the ranks of one scenario in 16 are
// compared with Compute (those of every scenario still with the best and
// worst ranks and conditions) and the result is made from the same ranks;
// ./test.sh checks every scenario of every list and edition on every
// event, and Compute on its own.
func TestWhatIfRanksEveryScenario(t *testing.T) {
	t.Parallel()
	pending30x7 := 5
	if testing.Short() { // 81 scenarios instead of 243
		pending30x7 = 4
	}
	early := gen.Swiss(30, 9, 7, true) // pending in round 7 of 9
	for i := range early.Players {
		early.Players[i].Rounds = early.Players[i].Rounds[:7]
	}
	early.PlayedRounds = 7
	events := []struct {
		name string
		ev   *engine.Event
	}{
		{"swiss 30x7", blankRound(gen.Swiss(30, 7, 3, true), 7, pending30x7)},
		{"swiss 24x6 levels", blankRound(gen.Levels(24, 6, 5), 6, 4)},
		{"swiss 30, round 7 of 9", blankRound(early, 7, 4)},
		{"round robin 10", blankRound(gen.RoundRobin(10, 12), 9, 4)},
	}
	var lists []string
	for _, p := range engine.Presets() {
		if !p.Team() {
			lists = append(lists, "preset "+p.ID)
		}
	}
	lists = append(lists, whatIfLists...)
	// Every code and variant alone: each decides the ties of points by
	// itself, so a value wrongly kept from another scenario shows.
	for _, c := range engine.Codes() {
		if !c.Team && c.Code != "LOT" {
			lists = append(lists, c.Code)
			lists = append(lists, c.Variants...)
		}
	}
	// With -short a sample of the scenarios is compared with Compute (one
	// in 16, a different one for each list, and the last): the ranks of
	// every scenario still give the best and worst ranks and conditions
	// checked against them.
	sample := func(li int) func(s int) bool {
		if !testing.Short() {
			return func(int) bool { return true }
		}
		return func(s int) bool { return s%16 == li%16 || s == 0 }
	}
	for ei, e := range events {
		if n := len(engine.PendingGames(e.ev)); n < 4 {
			t.Fatalf("%s: %d pending games", e.name, n)
		}
		for li, l := range lists {
			if testing.Short() && li%len(events) != ei {
				continue
			}
			opt := engine.Options{HasUnrated: true, Unrated: 1800}
			if id, ok := cutPrefix(l, "preset "); ok {
				opt.Preset = id
			} else {
				list, err := engine.ParseList(l)
				if err != nil {
					t.Fatalf("%s: %v", l, err)
				}
				opt.TieBreaks = list
			}
			checkWhatIfRanks(t, e.name+", "+l, e.ev, opt, sample(li))
		}
		for di, ed := range []engine.Edition{engine.Fide2024, engine.Fide2012, engine.FidePre2009, engine.Italian, engine.SwissManager} {
			if testing.Short() && di%len(events) != ei {
				continue
			}
			list, _ := engine.ParseList("BH/C1,BH,SB,FB,AOB,DE,WIN,ARO")
			opt := engine.Options{TieBreaks: list, Edition: ed, HasUnrated: true, Unrated: 1800}
			checkWhatIfRanks(t, fmt.Sprintf("%s, edition %v", e.name, ed), e.ev, opt, sample(di))
		}
	}
}

func cutPrefix(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && s[:len(prefix)] == prefix {
		return s[len(prefix):], true
	}
	return "", false
}

// TestWhatIfRanksBenchmarkEvent checks the event of BenchmarkWhatIf (100
// players, 8 pending games, 6,561 scenarios) on every 37th scenario and
// the last, under the FIDE Swiss preset and a longer list.
func TestWhatIfRanksBenchmarkEvent(t *testing.T) {
	if testing.Short() {
		t.Skip("6,561 scenarios, twice")
	}
	ev := benchmarkWhatIfEvent()
	sample := func(s int) bool { return s%37 == 0 || s == 6560 }
	checkWhatIfRanks(t, "fide-swiss", ev, engine.Options{Preset: "fide-swiss"}, sample)
	list, _ := engine.ParseList("SB/C1,FB,AOB,KS,WIN,BPG,DE,TPN")
	checkWhatIfRanks(t, "SB/C1…", ev, engine.Options{TieBreaks: list}, sample)
}

// TestWhatIfRanksTeamEvent marks three matches of the last round of FIDE's
// team sample as still being played: every board of each is pending, and
// by match points each has three outcomes (27 combinations), ranked as a
// full computation ranks them (TestWhatIfTeamMatches writes each
// combination into the text).
func TestWhatIfRanksTeamEvent(t *testing.T) {
	data, err := os.ReadFile("../../testdata/fide-team-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.ReadTRF(data, "fide-team-2026.trf")
	if err != nil || ev.Teams == nil {
		t.Fatalf("%v, teams %v", err, ev != nil && ev.Teams != nil)
	}
	work := whatif.Unfinished(ev, engine.LastRoundGames(ev)[:3])
	res, err := whatif.Compute(work, engine.Options{Preset: "fide-team-swiss"})
	if err != nil || res.Scenarios != 27 || len(res.Units) != 3 || !res.Units[0].Match {
		t.Fatalf("%v %+v", err, res)
	}
	if l := res.Units[0].Label(0, work.Teams); l != "2-0" {
		t.Errorf("a won match is labelled %q", l)
	}
}

// TestWhatIfRanksFastWhole compares, in every scenario, the ranks of the
// fast ranking (Replay.Varying: only the classes of players whose score or
// values can change are ranked again) with those of the whole ranking, on
// the benchmark's 100-player Swiss, a Swiss with byes and forfeits and a
// round robin, under lists of local keys and group operations.
func TestWhatIfRanksFastWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("every scenario, twice, of 6,561 scenarios")
	}
	events := []struct {
		name string
		ev   *engine.Event
	}{
		{"swiss 100x9", benchmarkWhatIfEvent()},
		{"swiss 30x7", blankRound(gen.Swiss(30, 7, 3, true), 7, 6)},
		{"round robin 10", blankRound(gen.RoundRobin(10, 12), 9, 5)},
	}
	lists := []string{"preset fide-swiss", "BH/C1,BH,DE,WIN", "SB/C1/P,DE,FB,WIN,BPG", "DE,AVU,BH", "WIN,RBT,PS/C1,BH/M1", "BH/V2,DE/P,STD,REP,BWG", "SB,WON"}
	for _, e := range events {
		for _, l := range lists {
			opt := engine.Options{HasUnrated: true, Unrated: 1800}
			if id, ok := cutPrefix(l, "preset "); ok {
				opt.Preset = id
			} else {
				list, err := engine.ParseList(l)
				if err != nil {
					t.Fatalf("%s: %v", l, err)
				}
				opt.TieBreaks = list
			}
			_, starts, fast, err := whatif.WhatIfRanks(e.ev, opt)
			if err != nil {
				t.Fatalf("%s, %s: %v", e.name, l, err)
			}
			_, _, whole, err := whatif.WhatIfRanksWhole(e.ev, opt)
			if err != nil {
				t.Fatalf("%s, %s: %v", e.name, l, err)
			}
			varied := false
			for x := range fast {
				for s, r := range fast[x] {
					if r != whole[x][s] {
						t.Fatalf("%s, %s, scenario %d: player %d ranked %d, whole %d", e.name, l, s, starts[x], r, whole[x][s])
					}
					varied = varied || r != fast[x][0]
				}
			}
			if !varied {
				t.Errorf("%s, %s: the ranks never change", e.name, l)
			}
		}
	}
}

// TestWhatIfRanks2000x11 checks the event of BenchmarkWhatIf2000x11 (2,000
// players, 8 pending games) on every 331st scenario and the last.
func TestWhatIfRanks2000x11(t *testing.T) {
	if testing.Short() {
		t.Skip("2,000 players, 6,561 scenarios")
	}
	sample := func(s int) bool { return s%331 == 0 || s == 6560 }
	checkWhatIfRanks(t, "fide-swiss", whatIf2000x11Event(), engine.Options{Preset: "fide-swiss"}, sample)
}
