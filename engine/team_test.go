package engine_test

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// teamExercise reads the FIDE team exercise of testdata: 14 teams × 4
// boards × 7 rounds, as a team event (Teams only: the exercise gives no
// individual games).
func teamExercise(t *testing.T) *engine.Event {
	t.Helper()
	f, err := os.Open("testdata/fide-team-exercise.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ts := &engine.Teams{Boards: 4, MatchPoints: engine.DefaultMatchScoring(), PAB: engine.TeamScore{MP: 10, GP: 20}}
	ev := &engine.Event{Name: "FIDE team exercise", System: engine.Swiss, StartDate: engine.Date{Y: 2025, M: 1, D: 1}, Teams: ts}
	gp := map[[2]int]engine.Score{} // team, round → game points
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		if fields[0] == "boards" {
			team, _ := strconv.Atoi(fields[1])
			r, _ := strconv.Atoi(fields[2])
			tr := &ts.Teams[team-1].Rounds[r-1]
			for _, b := range fields[3:] {
				tr.Boards = append(tr.Boards, tenths(t, b))
			}
			continue
		}
		no, _ := strconv.Atoi(fields[0])
		team := engine.Team{StartNo: no, Name: "Team " + fields[0]}
		for r, cell := range fields[1:] {
			var tr engine.TeamRound
			switch {
			case cell == "PAB" || cell == "HPB" || cell == "ZPB":
				tr.Kind = map[string]engine.Kind{"PAB": engine.PAB, "HPB": engine.HPB, "ZPB": engine.ZPB}[cell]
			case cell[0] == '+' || cell[0] == '-':
				tr.Kind = engine.ForfeitWin
				if cell[0] == '-' {
					tr.Kind = engine.ForfeitLoss
				}
				tr.Opponent, _ = strconv.Atoi(cell[1:])
			default:
				x := strings.IndexAny(cell, "wb")
				tr.Opponent, _ = strconv.Atoi(cell[:x])
				tr.Colour = engine.White
				if cell[x] == 'b' {
					tr.Colour = engine.Black
				}
				tr.GP = tenths(t, cell[x+1:])
				gp[[2]int{no, r}] = tr.GP
			}
			team.Rounds = append(team.Rounds, tr)
		}
		ts.Teams = append(ts.Teams, team)
	}
	ev.Rounds, ev.PlayedRounds = 7, 7
	// The result of each played match, from both teams' game points.
	for i := range ts.Teams {
		for r := range ts.Teams[i].Rounds {
			tr := &ts.Teams[i].Rounds[r]
			if tr.Kind != engine.NotYet || tr.Opponent == 0 {
				continue
			}
			tr.Kind = engine.MatchResult(tr.GP, gp[[2]int{tr.Opponent, r}])
		}
	}
	return ev
}

func tenths(t *testing.T, s string) engine.Score {
	v, ok := engine.ParseValue(s)
	if !ok {
		t.Fatalf("bad number %q", s)
	}
	return engine.Score(v.Mul(engine.IntValue(10)).RoundHalfUp())
}

// TestTeamExercise computes the FIDE team exercise under both editions and
// compares every published value: match and game points, the Buchholz in
// both scores with and without a cut, SSSC and the four extended
// Sonneborn-Berger codes.
func TestTeamExercise(t *testing.T) {
	ev := teamExercise(t)
	head, rows := readTSV(t, "testdata/fide-team-exercise.expected.tsv")
	want := map[string][]string{} // edition/team → values
	for _, r := range rows {
		want[r[0]+"/"+r[1]] = r[2:]
	}
	list, err := engine.ParseList(strings.Join(head[3:], ","))
	if err != nil {
		t.Fatal(err)
	}
	for _, ed := range []engine.Edition{engine.Fide2024, engine.Fide2026} {
		st, err := engine.Compute(ev, engine.Options{Edition: ed, TieBreaks: list})
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range st.Rows {
			team := strconv.Itoa(row.Player.StartNo)
			w, ok := want[ed.String()+"/"+team]
			if !ok {
				w = want["fide2024/"+team]
			}
			if !sameNumber(row.Points.Format(1), w[0]) {
				t.Errorf("%s team %s: PTS %s, want %s", ed, team, row.Points.Format(1), w[0])
			}
			for k, v := range row.Values {
				if !sameNumber(v.String(), w[k+1]) {
					t.Errorf("%s team %s: %s = %s, want %s", ed, team, list[k].Key, v.String(), w[k+1])
				}
			}
		}
	}
}

// TestTeamExerciseOrders checks the published orders of the exercise:
// match points then game points, and game points then match points (an
// event decided by game points).
func TestTeamExerciseOrders(t *testing.T) {
	ev := teamExercise(t)
	list, _ := engine.ParseList("MPvGP")
	for _, tc := range []struct {
		byGP bool
		want string
	}{
		{false, "5 1 2 4 3 8 6 9 7 13 10 11 14 12"},
		{true, "5 1 2 4 3 8 9 10 6 7 13 11 14 12"},
	} {
		ev.Teams.ByGamePoints = tc.byGP
		st, err := engine.Compute(ev, engine.Options{Edition: engine.Fide2024, TieBreaks: list})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range st.Rows {
			got = append(got, strconv.Itoa(r.Player.StartNo))
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("decided by game points %v: order %s, want %s", tc.byGP, strings.Join(got, " "), tc.want)
		}
	}
}

// TestTeamExerciseEDE checks the published answers of the extended direct
// encounter (Ex. 42–48): with PTS then EDE, the teams on 10 match points
// are ordered 4, 2, 1, 3, 5, team 6 ranks ahead of team 8, and teams 7,
// 9, 13 and teams 11, 14 stay tied; EDET, EDEB and EDEBT put 11 ahead of
// 14 by the boards of their drawn match (board 1 won, board count 3.5
// against 6.5, 2.0 against 1.0 without board 4). Team 11 vs 14 under
// EDEBB likewise, and BC, TBR, BBE, BWP and FBP need every board and give
// nothing without them.
func TestTeamExerciseEDE(t *testing.T) {
	ev := teamExercise(t)
	rank := func(list string) map[int]int {
		l, err := engine.ParseList(list)
		if err != nil {
			t.Fatal(err)
		}
		st, err := engine.Compute(ev, engine.Options{Edition: engine.Fide2024, TieBreaks: l})
		if err != nil {
			t.Fatal(err)
		}
		out := map[int]int{}
		for _, r := range st.Rows {
			out[r.Player.StartNo] = r.Rank
		}
		return out
	}
	r := rank("EDE")
	order := []int{4, 2, 1, 3, 5}
	for k, team := range order {
		if r[team] != k+1 {
			t.Errorf("EDE: team %d ranks %d, want %d (order 4, 2, 1, 3, 5)", team, r[team], k+1)
		}
	}
	if r[6] >= r[8] {
		t.Errorf("EDE: team 6 ranks %d, team 8 %d; want 6 ahead", r[6], r[8])
	}
	if r[7] != r[9] || r[9] != r[13] {
		t.Errorf("EDE: teams 7, 9, 13 rank %d, %d, %d; want them tied", r[7], r[9], r[13])
	}
	if r[11] != r[14] {
		t.Errorf("EDE: teams 11 and 14 rank %d and %d; want them tied", r[11], r[14])
	}
	for _, code := range []string{"EDET", "EDEB", "EDEBT", "EDEBB"} {
		if r := rank(code); r[11] >= r[14] {
			t.Errorf("%s: team 11 ranks %d, team 14 %d; want 11 ahead", code, r[11], r[14])
		}
	}
	if r := rank("FBP"); r[11] >= r[14] {
		t.Errorf("FBP: team 11 ranks %d, team 14 %d; want 11 ahead (board 1 won)", r[11], r[14])
	}
	// The exercise gives the boards of one match only: the codes over every
	// match have no value.
	l, _ := engine.ParseList("BC,TBR,BBE,BWP")
	st, err := engine.Compute(ev, engine.Options{Edition: engine.Fide2024, TieBreaks: l})
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range st.Rows {
		for k, v := range row.Values {
			if v.Defined {
				t.Errorf("team %d: %s = %s without the boards of every match", row.Player.StartNo, l[k].Key, v.String())
			}
		}
	}
}
