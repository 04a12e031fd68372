package formats

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/trf"
)

// TestTeamRecords reads the FIDE team exercise as a TRF26 team file (310
// teams, 320 PAB, 330 forfeited match, 240 byes, 352 boards, 362 match
// points, the players' games) and checks the team results assembled from
// it: the matches, their kinds and game points, the byes, the forfeited
// match, the boards of a match, and no warning (the 310 totals agree).
func TestTeamRecords(t *testing.T) {
	data, err := os.ReadFile("../../testdata/fide-team-2024.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, diags, err := ReadTRF(data, "fide-team-2024.trf")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range diags {
		if d.Severity != scan.SeverityInfo {
			t.Errorf("unexpected %s", d.Error())
		}
	}
	ts := ev.Teams
	if ts == nil || len(ts.Teams) != 14 || ts.Boards != 4 || ts.MatchPoints != engine.DefaultMatchScoring() {
		t.Fatalf("teams %+v", ts)
	}
	round := func(team, r int) engine.TeamRound { return ts.Teams[team-1].Rounds[r-1] }
	checks := []struct {
		team, r  int
		kind     engine.Kind
		opp      int
		gp       engine.Score
		describe string
	}{
		{1, 1, engine.Win, 8, 25, "a match won 2.5-1.5"},
		{1, 2, engine.Loss, 4, 15, "a match lost"},
		{2, 4, engine.Loss, 1, 15, "the other side"},
		{11, 3, engine.Draw, 14, 20, "a drawn match"},
		{1, 6, engine.ForfeitWin, 6, 0, "the match won by forfeit (330)"},
		{6, 6, engine.ForfeitLoss, 1, 0, "the match lost by forfeit (330)"},
		{12, 5, engine.PAB, 0, 0, "the PAB of 320"},
		{14, 5, engine.HPB, 0, 0, "a half-point bye (240)"},
		{7, 7, engine.ZPB, 0, 0, "a zero-point bye (240)"},
	}
	for _, c := range checks {
		tr := round(c.team, c.r)
		if tr.Kind != c.kind || tr.Opponent != c.opp || (c.kind.OTB() && tr.GP != c.gp) {
			t.Errorf("team %d round %d (%s): %v against %d, GP %s", c.team, c.r, c.describe, tr.Kind, tr.Opponent, tr.GP)
		}
	}
	var b []string
	for _, s := range round(11, 3).Boards {
		b = append(b, s.String())
	}
	if strings.Join(b, " ") != "1.0 0.5 0.5 0.0" {
		t.Errorf("boards of team 11 in round 3: %v, want W D D L", b)
	}
	if ts.PAB != (engine.TeamScore{MP: 10, GP: 20}) {
		t.Errorf("PAB scores %+v, want a drawn match (320)", ts.PAB)
	}
}

// TestTeamScoreDeclared checks W-TEAM-SCORE: a 310 record whose declared
// match points differ from the computed ones is reported; the computed
// ones are used.
func TestTeamScoreDeclared(t *testing.T) {
	data, err := os.ReadFile("../../testdata/fide-team-2024.trf")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), "T1             10.0   17.5", "T1             11.0   17.5", 1)
	_, diags, err := ReadTRF([]byte(bad), "bad.trf")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, d := range diags {
		found = found || string(d.Code) == "W-TEAM-SCORE" && strings.Contains(d.Message, "team 1:")
	}
	if !found {
		t.Errorf("no W-TEAM-SCORE for team 1's declared 11 match points: %v", diags)
	}
}

// TestTeamRoundTrip writes the team exercise back to TRF and reads it
// again: the same teams, members, matches (kind, opponent, game points,
// boards), byes and PAB, and the same team standings; written again, the
// file is byte for byte the same (docs/formats.md §16.8).
func TestTeamRoundTrip(t *testing.T) {
	data, err := os.ReadFile("../../testdata/fide-team-2024.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := ReadTRF(data, "fide-team-2024.trf")
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if _, err := trf.WriteTRF(&out, ev, []string{"EDE", "BH:MP/C1"}); err != nil {
		t.Fatal(err)
	}
	back, diags, err := ReadTRF([]byte(out.String()), "written.trf")
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	for _, d := range diags {
		if d.Severity != scan.SeverityInfo {
			t.Errorf("reading the written file: %s", d.Error())
		}
	}
	a, b := ev.Teams, back.Teams
	if b == nil || len(a.Teams) != len(b.Teams) || a.Boards != b.Boards || a.PAB != b.PAB || a.MatchPoints != b.MatchPoints {
		t.Fatalf("teams read back: %+v", b)
	}
	for i := range a.Teams {
		x, y := a.Teams[i], b.Teams[i]
		if x.StartNo != y.StartNo || x.Name != y.Name || fmt.Sprint(x.Members) != fmt.Sprint(y.Members) {
			t.Errorf("team %d: %s %v read back as %d %s %v", x.StartNo, x.Name, x.Members, y.StartNo, y.Name, y.Members)
		}
		for r := range x.Rounds {
			p, q := x.Rounds[r], y.Rounds[r]
			if p.Kind != q.Kind || p.Opponent != q.Opponent || p.GP != q.GP || fmt.Sprint(p.Boards) != fmt.Sprint(q.Boards) {
				t.Errorf("team %d round %d: %+v read back as %+v", x.StartNo, r+1, p, q)
			}
		}
	}
	var again strings.Builder
	if _, err := trf.WriteTRF(&again, back, []string{"EDE", "BH:MP/C1"}); err != nil {
		t.Fatal(err)
	}
	if again.String() != out.String() {
		t.Errorf("written twice, the files differ")
	}
	if !strings.Contains(out.String(), "310   1 Team 1") || !strings.Contains(out.String(), "330 +-   6   1   6") {
		t.Errorf("the written file lacks the team records:\n%s", out.String())
	}
}

// TestTeam013 reads the exercise as a TRF16 file — teams by 013 records,
// no 240, 320, 330, 352 or 362 — and finds the same team results: the
// PAB, the byes and the forfeited match from the members' records.
func TestTeam013(t *testing.T) {
	data, err := os.ReadFile("../../testdata/fide-team-2024.trf")
	if err != nil {
		t.Fatal(err)
	}
	want, _, err := ReadTRF(data, "fide-team-2024.trf")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(l, "310"):
			rs := []rune(l)
			lines = append(lines, fmt.Sprintf("013 %-32s%s", strings.TrimSpace(string(rs[8:40])), string(rs[73:])))
		case strings.HasPrefix(l, "240"), strings.HasPrefix(l, "320"), strings.HasPrefix(l, "330"),
			strings.HasPrefix(l, "352"), strings.HasPrefix(l, "362"), strings.HasPrefix(l, "142"), strings.HasPrefix(l, "192"):
		default:
			lines = append(lines, l)
		}
	}
	got, diags, err := ReadTRF([]byte(strings.Join(lines, "\n")), "trf16.trf")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range diags {
		if d.Severity == scan.SeverityError {
			t.Errorf("%s", d.Error())
		}
	}
	if got.Teams == nil || got.Teams.Boards != 4 || len(got.Teams.Teams) != 14 {
		t.Fatalf("teams %+v", got.Teams)
	}
	for i, x := range want.Teams.Teams {
		y := got.Teams.Teams[i]
		for r := range x.Rounds {
			p, q := x.Rounds[r], y.Rounds[r]
			if p.Kind != q.Kind || p.Opponent != q.Opponent || p.GP != q.GP {
				t.Errorf("team %d round %d: TRF26 %v vs %d GP %s, TRF16 %v vs %d GP %s", x.StartNo, r+1, p.Kind, p.Opponent, p.GP, q.Kind, q.Opponent, q.GP)
			}
		}
	}
}

// TestTeamCoppa reads the constructed team sample of docs/formats.md §5.15:
// round 1 Alfa beat Beta 1.5–0.5 and Gamma had the PAB (2 MP, 2.0 GP from
// record 320); round 2 Alfa won by forfeit against Gamma (330 -+) and Beta
// had the PAB; the totals equal the 310 records (4 / 3.5, 2 / 2.5,
// 2 / 2.0), so no W-TEAM-SCORE.
func TestTeamCoppa(t *testing.T) {
	data, err := os.ReadFile("testdata/sample-team.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, diags, err := ReadTRF(data, "sample-team.trf")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range diags {
		if string(d.Code) == "W-TEAM-SCORE" || d.Severity == scan.SeverityError {
			t.Errorf("%s", d.Error())
		}
	}
	ts := ev.Teams
	if ts == nil || ts.Boards != 2 || ts.PAB != (engine.TeamScore{MP: 20, GP: 20}) {
		t.Fatalf("teams %+v", ts)
	}
	want := [][2]string{{"win 2", "forfeit win 3"}, {"loss 1", "pairing-allocated bye 0"}, {"pairing-allocated bye 0", "forfeit loss 1"}}
	totals := []string{"4.0/3.5", "2.0/2.5", "2.0/2.0"}
	for i, tm := range ts.Teams {
		var mp, gp engine.Score
		for r, tr := range tm.Rounds {
			if got := fmt.Sprintf("%v %d", tr.Kind, tr.Opponent); got != want[i][r] {
				t.Errorf("%s round %d: %s, want %s", tm.Name, r+1, got, want[i][r])
			}
			s := ts.Score(tr)
			mp, gp = mp+s.MP, gp+s.GP
		}
		if got := mp.String() + "/" + gp.String(); got != totals[i] {
			t.Errorf("%s: %s, want %s", tm.Name, got, totals[i])
		}
	}
}

// TestTeamChecks checks the team warnings: records 013 and 310 that list
// different members (W-TEAM-013-310, the 310 records are used), and a
// player with games who is in no team (W-TEAM-NONE).
func TestTeamChecks(t *testing.T) {
	data, err := os.ReadFile("testdata/sample-team.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data) + "013 Alfa                               1    3\n013 Beta                               2    4\n013 Gamma                              5    6\n"
	text = strings.Replace(text, "310   3 Gamma                            GAM             2.0    2.0   2     5    6", "310   3 Gamma                            GAM             2.0    2.0   2     5", 1)
	ev, diags, err := ReadTRF([]byte(text), "checks.trf")
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string]string{}
	for _, d := range diags {
		codes[string(d.Code)] = d.Message
	}
	if m := codes["W-TEAM-013-310"]; !strings.Contains(m, "team 1") || !strings.Contains(m, "team 2") {
		t.Errorf("W-TEAM-013-310: %q, want teams 1 and 2", m)
	}
	if m := codes["W-TEAM-NONE"]; !strings.Contains(m, "start numbers 6") {
		t.Errorf("W-TEAM-NONE: %q, want player 6", m)
	}
	if got := fmt.Sprint(ev.Teams.Teams[0].Members); got != "[1 2]" {
		t.Errorf("team 1's members %s, want those of 310", got)
	}
}

// TestTeamBoardForfeitWin: a member's forfeit win without an opponent
// (0000 - +, the other team left the board empty) is a board of the
// team's match, won (docs/formats.md §5.11 rule 4): Alfa scores 2.0 on
// its two boards, not 1.0, and its boards are known.
func TestTeamBoardForfeitWin(t *testing.T) {
	text := `012 Board forfeit (constructed)
092 Team Swiss System
142 1
352 WB
001    1      Alfa, Uno                                                          1.0    1     3 w 1
001    2      Alfa, Due                                                          1.0    1  0000 - +
001    3      Beta, Uno                                                          0.0    2     1 b 0
001    4      Beta, Due                                                          0.0    2  0000 - -
310   1 Alfa                                             2.0    2.0         1    2
310   2 Beta                                             0.0    0.0         3    4
`
	ev, diags, err := ReadTRF([]byte(text), "forfeit.trf")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range diags {
		if d.Severity != scan.SeverityInfo {
			t.Errorf("%s", d.Error())
		}
	}
	a := ev.Teams.Teams[0].Rounds[0]
	if a.Kind != engine.Win || a.Opponent != 2 || a.GP != 20 || fmt.Sprint(a.Boards) != "[1.0 1.0]" || a.Colour != engine.White {
		t.Errorf("Alfa's round: %+v, want a win against 2, 2.0 GP on boards [1.0 1.0], White", a)
	}
}
