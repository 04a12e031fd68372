package engine_test

import (
	"errors"
	"os"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// teamCountsEvent reads testdata/team-counts.trf: three teams of two
// boards, three rounds, a team PAB in each round worth a drawn match (MP
// 1, GP 1: ½ a board). Board 1 of the first-named team has White (352 WB).
//
//	R1  Uno–Due 1½–½   b1 Uno One (W) 1–0 Due One; b2 Uno Two (B) ½–½ Due Two (W); Tre PAB
//	R2  Tre–Uno 1–1    b1 Tre One (W) 0–1 Uno One (B); b2 Tre Two (B) +/− Uno Two (W), a board forfeit; Due PAB
//	R3  Due–Tre +/−    the whole match forfeited to Due (330): both boards +/−; Uno PAB
//
// Uno 4 MP 3.5 GP, Due 3 MP 3.5 GP, Tre 2 MP 2 GP.
func teamCountsEvent(t *testing.T) *engine.Event {
	t.Helper()
	data, err := os.ReadFile("testdata/team-counts.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: "team-counts.trf"})
	if err != nil {
		t.Fatal(err)
	}
	if ev.Teams == nil {
		t.Fatal("team-counts.trf is read as an individual event")
	}
	return ev
}

// TestTeamCountsGPByHand: the counting codes of C.07 Art. 7 with :GP
// count the board games (docs/tiebreaks.md §8.3, decision 49), each by its
// own definition, board by board; with :MP (and in an event decided by
// match points without a suffix) the matches, as before. By hand on
// teamCountsEvent, fide2026 (per round: Uno, Due, Tre):
//
//	WIN:GP  boards worth a win, played or not:  Uno 1+1+0 = 2 (the PAB's boards are
//	        worth ½); Due 0+0+2 = 2 (forfeit wins); Tre 0+1+0 = 1 (board 2 by forfeit)
//	WON:GP  boards won over the board:          Uno 1+1+0 = 2; Due 0; Tre 0
//	BPG:GP  boards played with Black:           Uno 1+1+0 = 2; Due 1+0+0 = 1; Tre 0 (its
//	        Black board of R2 was a forfeit)
//	BWG:GP  boards won with Black:              Uno 0+1+0 = 1; Due 0; Tre 0
//	REP:GP  boards elected to play (not a forfeit loss, HPB or ZPB):
//	        Uno 2+1+2 = 5; Due 2+2+2 = 6; Tre 2+2+0 = 4
//	STD:GP  1 / ½ / 0 a board against ½:       Uno 1½+1+1 = 3.5; Due ½+1+2 = 3.5; Tre 1+1+0 = 2
//
// and the matches: WIN:MP 1, 1, 0 (a PAB worth a drawn match is no win);
// WON:MP 1, 0, 0; BPG:MP 1, 1, 0 (board 1's colour); BWG:MP 0, 0, 0;
// REP:MP 3, 3, 2; STD:MP 2, 1.5, 1.
func TestTeamCountsGPByHand(t *testing.T) {
	ev := teamCountsEvent(t)
	want := map[string][3]string{
		"WIN:GP": {"2", "2", "1"}, "WON:GP": {"2", "0", "0"}, "BPG:GP": {"2", "1", "0"},
		"BWG:GP": {"1", "0", "0"}, "REP:GP": {"5", "6", "4"}, "STD:GP": {"3.5", "3.5", "2"},
		"WIN:MP": {"1", "1", "0"}, "WON:MP": {"1", "0", "0"}, "BPG:MP": {"1", "1", "0"},
		"BWG:MP": {"0", "0", "0"}, "REP:MP": {"3", "3", "2"}, "STD:MP": {"2", "1.5", "1"},
		"WIN": {"1", "1", "0"}, "STD": {"2", "1.5", "1"},
	}
	for desc, w := range want {
		_, vals := teamStandings(t, ev, desc)
		for team := 1; team <= 3; team++ {
			v := vals[team][0]
			if !v.Defined || v.Value.Cmp(mustValue(t, w[team-1])) != 0 {
				t.Errorf("%s of team %d = %s (defined %v), by hand %s", desc, team, v.String(), v.Defined, w[team-1])
			}
		}
	}
	// Decided by game points, the code without a suffix counts the boards.
	ev.Teams.ByGamePoints = true
	for _, desc := range []string{"WIN", "REP"} {
		_, vals := teamStandings(t, ev, desc)
		_, gp := teamStandings(t, ev, desc+":GP")
		for team := 1; team <= 3; team++ {
			if vals[team][0].Value.Cmp(gp[team][0].Value) != 0 {
				t.Errorf("decided by GP: %s of team %d = %s, %s:GP %s", desc, team, vals[team][0].String(), desc, gp[team][0].String())
			}
		}
	}
}

// TestTeamCountsGPExplained: the derivation of a count over the boards
// keeps one element per round (the match: its round, opposing team and
// game points) whose contribution is the number of its boards counted
// (half-points for STD), and says so in a note (count-boards).
func TestTeamCountsGPExplained(t *testing.T) {
	ev := teamCountsEvent(t)
	for _, tc := range []struct {
		desc    string
		team    int
		contrib []string
		opp     []int
	}{
		{"WIN:GP", 1, []string{"1", "1", "0"}, []int{2, 3, 0}},
		{"REP:GP", 3, []string{"2", "2", "0"}, []int{0, 1, 2}},
		{"STD:GP", 1, []string{"1.5", "1", "1"}, []int{2, 3, 0}},
		{"BPG:GP", 2, []string{"1", "0", "0"}, []int{1, 0, 3}},
	} {
		l, _ := engine.ParseList(tc.desc)
		st, err := engine.Compute(ev, engine.Options{TieBreaks: l, Explain: engine.ExplainAll})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range st.Rows {
			if r.Player.StartNo != tc.team {
				continue
			}
			x := r.Values[0].Explanation()
			if x == nil || len(x.Elements()) != 3 {
				t.Fatalf("%s of team %d: explanation %+v, want three rounds", tc.desc, tc.team, x)
			}
			for k, e := range x.Elements() {
				if e.Round != k+1 || e.Opponent != tc.opp[k] || e.Contribution.Cmp(mustValue(t, tc.contrib[k])) != 0 {
					t.Errorf("%s of team %d, element %d: round %d opponent %d contribution %s; want round %d opponent %d contribution %s",
						tc.desc, tc.team, k, e.Round, e.Opponent, e.Contribution.String(), k+1, tc.opp[k], tc.contrib[k])
				}
			}
			if d, ok := x.Detail.(*engine.SumDetail); !ok || d.Total.Cmp(r.Values[0].Value) != 0 {
				t.Errorf("%s of team %d: detail %+v, want a sum of value %s", tc.desc, tc.team, x.Detail, r.Values[0].String())
			}
			if len(x.Notes) != 1 || x.Notes[0].Code() != "count-boards" {
				t.Errorf("%s of team %d: notes %+v, want count-boards", tc.desc, tc.team, x.Notes)
			}
		}
	}
}

// TestTeamCountsGPNeedBoards: without the boards (a team crosstable) a
// count over the boards is refused (needs-boards); over the matches it is
// computed.
func TestTeamCountsGPNeedBoards(t *testing.T) {
	ev := exerciseWithoutBoards(t)
	for _, desc := range []string{"WIN:GP", "WON:GP", "BPG:GP", "BWG:GP", "REP:GP", "STD:GP"} {
		l, _ := engine.ParseList(desc)
		_, err := engine.Compute(ev, engine.Options{TieBreaks: l})
		var ce *engine.CodedError
		if !errors.As(err, &ce) || ce.Code() != "needs-boards" {
			t.Errorf("%s without the boards: got %v, want needs-boards", desc, err)
		}
	}
	l, _ := engine.ParseList("WIN:MP,STD,REP:MP")
	if _, err := engine.Compute(ev, engine.Options{TieBreaks: l}); err != nil {
		t.Errorf("counts over the matches without the boards: %v", err)
	}
}
