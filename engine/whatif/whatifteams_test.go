package whatif_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/whatif"
	"github.com/spareggi/spareggi/internal/gen"
)

// teamBoard is one board of a generated team event's last round: the line
// of the home team's player, and of his opponent, in the TRF text.
type teamBoard struct{ home, away int }

// blankTeamBoards returns the text of a generated team Swiss (6 teams × 4
// boards × 4 rounds, MP 2/1/0) with the results of some boards of its last
// round removed: every board of the first match, boards 3 and 4 of the
// second, board 1 of the third; and the start numbers of the players on
// each board of those matches, White's team first (board order).
func blankTeamBoards(t *testing.T) (text string, boards map[int][4][2]int, blank map[int]bool) {
	t.Helper()
	orig := string(gen.TeamSwissTRF(6, 4, 4, 7, false))
	ev, _, err := formats.ReadTRF([]byte(orig), "team.trf")
	if err != nil {
		t.Fatal(err)
	}
	matches := engine.LastRoundGames(ev)
	if len(matches) < 3 || !matches[0].Match {
		t.Fatalf("matches of the last round: %v", matches)
	}
	boards, blank = map[int][4][2]int{}, map[int]bool{}
	which := [][]int{{0, 1, 2, 3}, {2, 3}, {0}}
	for m, bs := range which {
		g := matches[m]
		var b [4][2]int
		home := ev.Teams.Teams[g.White-1].Members
		for k := 0; k < 4; k++ {
			p := home[k]
			b[k] = [2]int{p, ev.Players[p-1].Rounds[3].Opponent}
		}
		boards[m] = b
		for _, k := range bs {
			blank[b[k][0]], blank[b[k][1]] = true, true
		}
	}
	return setResults(orig, func(p int) (byte, bool) { return ' ', blank[p] }), boards, blank
}

// setResults writes the result character of round 4 (the last of the
// line) of the players f names.
func setResults(text string, f func(p int) (byte, bool)) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, "001 ") {
			continue
		}
		var p int
		fmt.Sscan(l[4:8], &p)
		if c, ok := f(p); ok {
			lines[i] = l[:len(l)-1] + string(c)
		}
	}
	return strings.Join(lines, "\n")
}

// TestWhatIfTeamMatches is the exactness test of team what-if: the pending
// units of a team event are its matches with a board still being played;
// each combination of their outcomes, written into the TRF text as board
// results by the rule of docs/tiebreaks.md §9.8 (White's team's
// half-points on its boards still being played from board 1 down) and
// read again, ranks every team as what-if ranks it. Under match points
// each match has the results still possible, with the narrowest margin
// (3, 2 and 2 here: the finished boards leave one result out of the
// second and third matches, 12 combinations); under game points every
// split (9, 5 and 3: 135 combinations).
func TestWhatIfTeamMatches(t *testing.T) {
	text, boards, blank := blankTeamBoards(t)
	for _, gp := range []bool{false, true} {
		read := func(s string) *engine.Event {
			ev, _, err := formats.ReadTRF([]byte(s), "team.trf")
			if err != nil {
				t.Fatal(err)
			}
			ev.Teams.ByGamePoints = gp
			return ev
		}
		ev := read(text)
		opt := engine.Options{Preset: "fide-team-swiss"}
		res, err := whatif.Compute(ev, opt)
		if err != nil {
			t.Fatal(err)
		}
		_, starts, ranks, err := whatif.WhatIfRanks(ev, opt)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Units) != 3 {
			t.Fatalf("gp %v: %d pending matches, want 3", gp, len(res.Units))
		}
		// the points of the finished boards, White's team's and Black's
		orig := read(string(gen.TeamSwissTRF(6, 4, 4, 7, false)))
		want := 1
		for m, u := range res.Units {
			if !u.Match || u.WhiteName == "" || u.BlackName == "" {
				t.Errorf("unit %d: %+v", m, u)
			}
			pend := 0
			for k := 0; k < 4; k++ {
				if blank[boards[m][k][0]] {
					pend++
				}
			}
			n := len(u.Outcomes)
			if gp && n != 2*pend+1 {
				t.Errorf("gp: match %d with %d boards pending has %d outcomes", m, pend, n)
			}
			if !gp {
				for _, o := range u.Outcomes {
					if d := o.White - o.Black; d > 10 || d < -10 || o.Result != engine.MatchResult(o.White, o.Black) {
						t.Errorf("mp: match %d outcome %+v is not the narrowest", m, o)
					}
				}
			}
			want *= n
		}
		if res.Scenarios != want {
			t.Fatalf("gp %v: %d scenarios, want %d", gp, res.Scenarios, want)
		}
		if total := map[bool]int{false: 12, true: 135}[gp]; res.Scenarios != total {
			t.Errorf("gp %v: %d combinations, want %d", gp, res.Scenarios, total)
		}
		varied := false
		for s := 0; s < res.Scenarios; s++ {
			res4 := map[int]byte{}
			x := s
			for m, u := range res.Units {
				o := u.Outcomes[x%len(u.Outcomes)]
				x /= len(u.Outcomes)
				var fin engine.Score
				for k := 0; k < 4; k++ {
					if p := boards[m][k][0]; !blank[p] {
						fin += orig.Scoring.Points(orig.Players[p-1].Rounds[3])
					}
				}
				h := int(o.White-fin) / 5
				for k := 0; k < 4; k++ {
					b := boards[m][k]
					if !blank[b[0]] {
						continue
					}
					v := min(2, h)
					h -= v
					res4[b[0]], res4[b[1]] = "0=1"[v], "1=0"[v]
				}
			}
			st, err := engine.Compute(read(setResults(text, func(p int) (byte, bool) { c, ok := res4[p]; return c, ok })), opt)
			if err != nil {
				t.Fatal(err)
			}
			got := map[int]int{}
			for _, r := range st.Rows {
				got[r.Player.StartNo] = r.Rank
			}
			for i, start := range starts {
				if ranks[i][s] != got[start] {
					t.Fatalf("gp %v, scenario %d: team %d ranked %d by what-if, %d by Compute", gp, s, start, ranks[i][s], got[start])
				}
				varied = varied || ranks[i][s] != ranks[i][0]
			}
		}
		if !varied {
			t.Errorf("gp %v: the ranks never change: the check proves little", gp)
		}
	}
}

// TestWhatIfBounds: past MaxScenarios combinations of match outcomes,
// past MaxWhatIfSize participants × combinations, or past MaxWhatIfWork
// participants × combinations × rounds (MaxWhatIfWholeWork with a list
// that makes every combination ranked whole), WhatIf refuses with a coded
// error naming the numbers; Units refuses as well, but for the list.
func TestWhatIfBounds(t *testing.T) {
	ev := blankRound(gen.Swiss(1600, 2, 3, false), 2, 8)
	if _, n, err := whatif.Units(ev); err != nil || n != 6561 {
		t.Errorf("1600 players × 6,561 × 2 rounds, the units: %d, %v", n, err)
	}
	ks, _ := engine.ParseList("KS,DE")
	_, err := whatif.Compute(ev, engine.Options{TieBreaks: ks})
	var ce *engine.CodedError
	if !errors.As(err, &ce) || ce.Code() != "whatif-work" || strings.Join(ce.Args, " ") != "1600 6561 2 20995200 10000000" {
		t.Errorf("1600 players × 6,561 × 2 rounds, KS ranked whole: %v %+v", err, ce)
	}
	for _, c := range []struct {
		ev         *engine.Event
		code, args string
	}{
		{blankRound(gen.Swiss(2300, 1, 3, false), 1, 8), "whatif-size", "2300 6561 15090300 15000000"},
		{blankRound(gen.Swiss(2100, 11, 3, false), 11, 8), "whatif-work", "2100 6561 11 151559100 150000000"},
	} {
		_, _, err := whatif.Units(c.ev)
		if !errors.As(err, &ce) || ce.Code() != c.code || strings.Join(ce.Args, " ") != c.args {
			t.Errorf("%d players × %d rounds: %v %+v, want %s %s", len(c.ev.Players), c.ev.PlayedRounds, err, ce, c.code, c.args)
		}
	}
	// Five whole matches of four boards decided by game points: 9⁵.
	tev, _, err := formats.ReadTRF(gen.TeamSwissTRF(10, 4, 3, 1, false), "team.trf")
	if err != nil {
		t.Fatal(err)
	}
	tev.Teams.ByGamePoints = true
	work := whatif.Unfinished(tev, engine.LastRoundGames(tev))
	if n := len(engine.PendingGames(work)); n != 5 {
		t.Fatalf("%d matches pending, want 5", n)
	}
	if _, err := whatif.Compute(work, engine.Options{Preset: "fide-team-swiss"}); !errors.As(err, &ce) || ce.Code() != "whatif-too-many-matches" {
		t.Errorf("5 matches of 9 outcomes: %v", err)
	}
	// Decided by match points: 3⁵ = 243 combinations.
	tev.Teams.ByGamePoints = false
	res, err := whatif.Compute(whatif.Unfinished(tev, engine.LastRoundGames(tev)), engine.Options{Preset: "fide-team-swiss"})
	if err != nil || res.Scenarios != 243 {
		t.Errorf("5 matches by match points: %v %v", err, res)
	}
}

// TestWhatIfWideMatch: a match of ten boards decided by game points has 21
// outcomes (more than 16: a condition's outcomes are the bits of a
// uint64); each team's conditions hold exactly in the combinations of its
// best rank.
func TestWhatIfWideMatch(t *testing.T) {
	ev, _, err := formats.ReadTRF(gen.TeamSwissTRF(6, 10, 3, 2, false), "team.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev.Teams.ByGamePoints = true
	work := whatif.Unfinished(ev, engine.LastRoundGames(ev)[:2])
	opt := engine.Options{Preset: "fide-team-swiss"}
	res, err := whatif.Compute(work, opt)
	if err != nil || res.Scenarios != 21*21 || len(res.Units[0].Outcomes) != 21 {
		t.Fatalf("%v %+v", err, res)
	}
	_, _, ranks, err := whatif.WhatIfRanks(work, opt)
	if err != nil {
		t.Fatal(err)
	}
	for x, p := range res.Players {
		for s, r := range ranks[x] {
			held := false
			for _, c := range p.Needs {
				ok, y := true, s
				for g, outs := range c {
					found := false
					for _, o := range outs {
						found = found || int(o) == y%len(res.Units[g].Outcomes)
					}
					ok, y = ok && found, y/len(res.Units[g].Outcomes)
				}
				held = held || ok
			}
			if held != (r == p.Best) {
				t.Fatalf("team %d, combination %d: rank %d (best %d), conditions hold %v", p.Start, s, r, p.Best, held)
			}
		}
	}
	if l := res.Units[0].Label(0, work.Teams); l != "10-0" {
		t.Errorf("the first outcome of a whole ten-board match is %q", l)
	}
}
