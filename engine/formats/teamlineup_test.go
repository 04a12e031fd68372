package formats

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/trf"
)

// The line-up sample (testdata/x-team-lineup.trf, docs/formats.md §5.11):
// four teams of three boards and a reserve, a round robin of three
// rounds, 352 WBW. Alfa (1–4, 4 the reserve) has a line-up in every
// round: R1 1 2 3 (its member order); R2 2 4 1 (the reserve on board 2,
// its first player on board 3, player 3 not fielded); R3 1 2 0000
// (board 3 left empty, written "0", left-aligned). Delta has one, R3 13
// 14 15; Beta and Gamma none (their boards are their members in member
// order). The games, board by board (Alfa's points first):
//
//	R1 Alfa–Beta  1–0  ½–½  0–1   1.5–1.5   Gamma–Delta ½–½  1–0  1–0   2.5–0.5
//	R2 Alfa–Gamma 1–0  ½–½  0–1   1.5–1.5   Beta–Delta  1–0  0–1  1–0   2.0–1.0
//	R3 Alfa–Delta ½–½  1–0  0–1F  1.5–1.5   Gamma–Beta  ½–½  1–0  ½–½   2.0–1.0
//
// (R3 board 3: Delta's 15 wins by forfeit against Alfa's empty board,
// 0000 - +.) Match points: Gamma 5, Alfa 3, Beta 3, Delta 1; Alfa and
// Beta both have 4.5 game points, and the board tie-breaks (C.07 12)
// separate them. Points per board over the three rounds:
//
//	Alfa  b1 1 + 1 + ½ = 2.5   b2 ½ + ½ + 1 = 2.0   b3 0 + 0 + 0 = 0.0
//	Beta  b1 0 + 1 + ½ = 1.5   b2 ½ + 0 + 0 = 0.5   b3 1 + 1 + ½ = 2.5
//	Gamma b1 ½ + 0 + ½ = 1.0   b2 1 + ½ + 1 = 2.5   b3 1 + 1 + ½ = 2.5
//	Delta b1 ½ + 0 + ½ = 1.0   b2 0 + 1 + 0 = 1.0   b3 0 + 0 + 1 = 1.0
//
// BC (Σ board × points, among teams with equal GP): Alfa 1×2.5 + 2×2.0 +
// 3×0 = 6.5, Beta 1×1.5 + 2×0.5 + 3×2.5 = 10.0 — the lower, Alfa, ranks
// higher; Gamma 1×1.0 + 2×2.5 + 3×2.5 = 13.5 and Delta 1×1.0 + 2×1.0 +
// 3×1.0 = 6.0, alone on their scores, have their count all the same
// (docs/tiebreaks.md, decision 48). TBR (the
// points of board 1, 2, 3): Alfa 2.5 2.0 0.0, Beta 1.5 0.5 2.5, Gamma 1.0
// 2.5 2.5, Delta 1.0 1.0 1.0. BBE (boards 1–2, board 1): Alfa 4.5 2.5,
// Beta 2.0 1.5, Gamma 3.5 1.0, Delta 2.0 1.0. Alfa ranks ahead of Beta
// on each of the three.
//
// Without the line-ups Alfa's R2 boards would be 1 2 4 in member order
// (0, 1, ½) and its R3 two boards of three (no board values at all).

// lineupSample reads the line-up sample, or the sample changed by edit.
func lineupSample(t *testing.T, edit func(string) string) (*engine.Event, []scan.Diagnostic) {
	t.Helper()
	text := string(xreadFile(t, "x-team-lineup.trf"))
	if edit != nil {
		text = edit(text)
	}
	ev, diags, err := ReadTRF([]byte(text), "x-team-lineup.trf")
	if err != nil {
		t.Fatal(err)
	}
	return ev, diags
}

// roundsOf renders a team's rounds: the opponent, the boards' points and
// the line-up of each.
func roundsOf(tm engine.Team) string {
	var rs []string
	for _, tr := range tm.Rounds {
		rs = append(rs, fmt.Sprintf("%v %d %v %v", tr.Kind, tr.Opponent, tr.Boards, tr.Lineup))
	}
	return strings.Join(rs, " | ")
}

// TestTeamLineup reads the line-up sample: the boards of every match in
// line-up order (an empty board scores nothing), the other teams' in
// member order; no warning; and the board tie-breaks that engine.Compute
// gives equal the hand computation above.
func TestTeamLineup(t *testing.T) {
	ev, diags := lineupSample(t, nil)
	for _, d := range diags {
		t.Errorf("unexpected %s %s", d.Code, d.Error())
	}
	want := map[string]string{
		"Alfa":  "draw 2 [1.0 0.5 0.0] [1 2 3] | draw 3 [1.0 0.5 0.0] [2 4 1] | draw 4 [0.5 1.0 0.0] [1 2 0]",
		"Beta":  "draw 1 [0.0 0.5 1.0] [] | win 4 [1.0 0.0 1.0] [] | loss 3 [0.5 0.0 0.5] []",
		"Gamma": "win 4 [0.5 1.0 1.0] [] | draw 1 [0.0 0.5 1.0] [] | win 2 [0.5 1.0 0.5] []",
		"Delta": "loss 3 [0.5 0.0 0.0] [] | loss 2 [0.0 1.0 0.0] [] | draw 1 [0.5 0.0 1.0] [13 14 15]",
	}
	for _, tm := range ev.Teams.Teams {
		if got := roundsOf(tm); got != want[tm.Name] {
			t.Errorf("%s:\n got %s\nwant %s", tm.Name, got, want[tm.Name])
		}
	}
	if c := ev.Teams.Teams[0].Rounds[1].Colour; c != engine.Black {
		t.Errorf("Alfa's colour in round 2: %v, want b (its board 1, player 2, had Black)", c)
	}
	rows, order := teamStandings(t, ev, "BC,TBR,BBE")
	wantRows := map[string]string{
		"Gamma": "rank 1, 5.0: 13.5 1.0 2.5 2.5 3.5 1.0",
		"Alfa":  "rank 2, 3.0: 6.5 2.5 2.0 0.0 4.5 2.5",
		"Beta":  "rank 3, 3.0: 10.0 1.5 0.5 2.5 2.0 1.5",
		"Delta": "rank 4, 1.0: 6.0 1.0 1.0 1.0 2.0 1.0",
	}
	if strings.Join(order, " ") != "Gamma Alfa Beta Delta" {
		t.Errorf("order %v, want Gamma Alfa Beta Delta", order)
	}
	for name, w := range wantRows {
		if rows[name] != w {
			t.Errorf("%s: %q, want %q", name, rows[name], w)
		}
	}
}

// TestTeamLineupAbsent: the same file without its 300 records keeps the
// rule of member order (docs/formats.md §5.11 rule 4): Alfa's round 2
// boards are its members 1, 2, 4, and round 3, with two boards of three,
// has no board values; Alfa's BC has then no value either.
func TestTeamLineupAbsent(t *testing.T) {
	ev, diags := lineupSample(t, func(s string) string {
		var keep []string
		for _, l := range strings.Split(s, "\n") {
			if !strings.HasPrefix(l, "300") {
				keep = append(keep, l)
			}
		}
		return strings.Join(keep, "\n")
	})
	for _, d := range diags {
		t.Errorf("unexpected %s", d.Error())
	}
	want := "draw 2 [1.0 0.5 0.0] [] | draw 3 [0.0 1.0 0.5] [] | draw 4 [] []"
	if got := roundsOf(ev.Teams.Teams[0]); got != want {
		t.Errorf("Alfa without line-ups:\n got %s\nwant %s", got, want)
	}
	rows, _ := teamStandings(t, ev, "BC")
	if rows["Alfa"] != "rank 2, 3.0: " {
		t.Errorf("Alfa's BC without its boards: %q", rows["Alfa"])
	}
}

// TestTeamLineupRoundTrip writes the line-up sample and reads it back:
// the same teams, matches, boards and line-ups and the same players'
// rounds; the written file holds the 300 records, right-aligned with
// 0000 for the empty board, and written again it is byte for byte the
// same (docs/formats.md §16.6, §16.8 RT1, RT2).
func TestTeamLineupRoundTrip(t *testing.T) {
	ev, _ := lineupSample(t, nil)
	list := []string{"BC", "TBR", "BBE"}
	var out strings.Builder
	if _, err := trf.WriteTRF(&out, ev, list); err != nil {
		t.Fatal(err)
	}
	back, diags, err := ReadTRF([]byte(out.String()), "written.trf")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range diags {
		t.Errorf("reading the written file: %s", d.Error())
	}
	if !reflect.DeepEqual(ev.Teams, back.Teams) {
		for i := range ev.Teams.Teams {
			t.Errorf("%s\n%s", roundsOf(ev.Teams.Teams[i]), roundsOf(back.Teams.Teams[i]))
		}
	}
	for i, p := range ev.Players {
		for k, e := range p.Rounds {
			f := back.Players[i].Rounds[k]
			if e.Kind != f.Kind || e.Opponent != f.Opponent || e.Colour != f.Colour {
				t.Errorf("player %d round %d: %+v read back as %+v", p.StartNo, k+1, e, f)
			}
		}
	}
	for _, l := range []string{"300   1   1   2    1    2    3", "300   2   1   3    2    4    1",
		"300   3   1   4    1    2 0000", "300   3   4   1   13   14   15"} {
		if !strings.Contains(out.String(), l+"\r\n") {
			t.Errorf("the written file lacks %q:\n%s", l, out.String())
		}
	}
	if n := strings.Count(out.String(), "\n300 "); n != 4 {
		t.Errorf("%d records 300 written, want 4", n)
	}
	var again strings.Builder
	if _, err := trf.WriteTRF(&again, back, list); err != nil {
		t.Fatal(err)
	}
	if again.String() != out.String() {
		t.Errorf("written twice, the files differ:\n%s\n%s", out.String(), again.String())
	}
}

// TestTeamLineupWarnings changes the sample's 300 records (lines 29–32)
// and checks each finding: its code, line and column, a part of its
// message, and whether Alfa's line-up of that round is still used (the
// games win: a line-up that disagrees with them leaves the boards in
// member order).
func TestTeamLineupWarnings(t *testing.T) {
	cases := []struct {
		name     string
		from, to string // a line of the sample and its replacement
		code     scan.Code
		line     int
		col      int
		message  string
		round    int  // Alfa's round whose line-up is checked
		used     bool // whether it is used
		diags    int  // the number of findings
		boardsOK bool // whether Alfa's round still has its boards
	}{
		{"listed but not playing", "300   3   1   4 1    2    0", "300   3   1   4 1    2    3",
			scan.WTeamLineup, 31, 27, "player 3, listed on board 3, did not play in round 3 (line 11: zero-point bye)", 3, false, 1, false},
		{"a member of another team", "300   2   1   3    2    4    1", "300   2   1   3    2    4    5",
			scan.WTeamLineup, 30, 27, "player 5, listed on board 3, is a member of team 2", 2, false, 2, true},
		{"played, not listed", "300   2   1   3    2    4    1", "300   2   1   3    2    0    1",
			scan.WTeamLineup, 30, 17, "player 4 played in this match (line 12) but is not in the line-up", 2, false, 1, true},
		{"listed twice", "300   1   1   2    1    2    3", "300   1   1   2    1    1    3",
			scan.WTeamLineup, 29, 22, "player 1 is listed on boards 1 and 2", 1, false, 2, true},
		{"not a player", "300   1   1   2    1    2    3", "300   1   1   2    1    2   99",
			scan.WTeamLineup, 29, 27, "board 3 lists 99, which is not a player's start number", 1, false, 2, true},
		{"beyond the boards", "300   1   1   2    1    2    3", "300   1   1   2    1    2    3    4",
			scan.WTeamLineup, 29, 32, "player 4 is listed on board 4, but a match has 3 boards", 1, false, 1, true},
		{"another opponent", "300   2   1   3    2    4    1", "300   2   1   4    2    4    1",
			scan.WTeamLineup, 30, 13, "names team 4 as the opponent, but the team's games were against team 3; team 3 was kept", 2, true, 1, true},
		{"unknown team", "300   3   4   1   13   14   15", "300   3   9   1   13   14   15",
			scan.WTeamLineup, 32, 9, "team 9, which no record 310 or 013 defines", 3, true, 1, true},
		{"repeated", "300   3   4   1   13   14   15", "300   3   4   1   13   14   15\n300   3   4   1   14   13   15",
			scan.WTrfDuplicate, 33, 1, "repeats the line-up of team 4 in round 3 given in line 32", 3, true, 1, true},
		{"bad round", "300   3   4   1   13   14   15", "300   x   4   1   13   14   15",
			scan.WTrfField, 32, 5, "a round from 1 to 3 in columns 5–7", 3, true, 1, true},
		{"round too high", "300   3   4   1   13   14   15", "300   4   4   1   13   14   15",
			scan.WTrfField, 32, 5, `found "  4"`, 3, true, 1, true},
		{"bad team", "300   3   4   1   13   14   15", "300   3       1   13   14   15",
			scan.WTrfField, 32, 9, "a team number in columns 9–11", 3, true, 1, true},
		{"bad opponent", "300   3   4   1   13   14   15", "300   3   4  -1   13   14   15",
			scan.WTrfField, 32, 13, "opposing team's number in columns 13–15", 3, true, 1, true},
		{"bad board", "300   2   1   3    2    4    1", "300   2   1   3    2   4x    1",
			scan.WTrfField, 30, 22, `board 2, or 0000 for an empty board, in columns 22–25; found "  4x"`, 2, false, 1, true},
		{"no separator", "300   2   1   3    2    4    1", "300   2   1   3    2    41234",
			scan.WTrfField, 30, 26, "a blank in column 26", 2, false, 1, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ev, diags := lineupSample(t, func(s string) string {
				if !strings.Contains(s, c.from) {
					t.Fatalf("no %q in the sample", c.from)
				}
				return strings.Replace(s, c.from, c.to, 1)
			})
			var found []string
			ok := false
			for _, d := range diags {
				found = append(found, fmt.Sprintf("%s %d:%d %s", d.Code, d.Line, d.Col, d.Message))
				ok = ok || d.Code == c.code && d.Line == c.line && d.Col == c.col && strings.Contains(d.Message, c.message)
			}
			if !ok || len(diags) != c.diags {
				t.Errorf("want %d findings with %s %d:%d %q; got\n%s", c.diags, c.code, c.line, c.col, c.message, strings.Join(found, "\n"))
			}
			tr := ev.Teams.Teams[0].Rounds[c.round-1]
			if used := tr.Lineup != nil; used != c.used || (tr.Boards != nil) != c.boardsOK {
				t.Errorf("Alfa's round %d: line-up %v, boards %v", c.round, tr.Lineup, tr.Boards)
			}
		})
	}
}

// TestTeamLineupBye: a line-up of a team that has the PAB of its round
// (record 320) is ignored with W-TEAM-LINEUP at the team's column; the
// line-up of a match forfeited (330) is ignored without one.
func TestTeamLineupBye(t *testing.T) {
	text := string(xreadFile(t, "sample-team.trf")) + "300   1   3   0    5    6\n300   2   3   1    5    6\n"
	ev, diags, err := ReadTRF([]byte(text), "bye.trf")
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) != 1 || diags[0].Code != scan.WTeamLineup || diags[0].Line != 21 || diags[0].Col != 9 ||
		!strings.Contains(diags[0].Message, "team 3 in round 1, but the team has a pairing-allocated bye") {
		t.Errorf("want one W-TEAM-LINEUP at 21:9 for Gamma's PAB; got %v", diags)
	}
	for _, tr := range ev.Teams.Teams[2].Rounds {
		if tr.Lineup != nil {
			t.Errorf("Gamma's round %+v keeps a line-up", tr)
		}
	}
}

// TestTeamLineupColour: Alfa's round 3 line-up with board 1 empty (0, 2,
// 1) is used, its boards 0, 1, ½ (player 2's win on board 2, player 1's
// draw on board 3, docs/formats.md §5.11 rule 4), and the team's colour
// is that of board 1 from board 2's: player 2 had Black on board 2, and
// 352 WBW gives board 2 the other colour than board 1, so White.
func TestTeamLineupColour(t *testing.T) {
	ev, diags := lineupSample(t, func(s string) string {
		return strings.Replace(s, "300   3   1   4 1    2    0", "300   3   1   4 0000    2    1", 1)
	})
	for _, d := range diags {
		t.Errorf("unexpected %s", d.Error())
	}
	tr := ev.Teams.Teams[0].Rounds[2]
	if fmt.Sprint(tr.Boards, tr.Lineup) != "[0.0 1.0 0.5] [0 2 1]" || tr.Colour != engine.White || tr.GP != 15 {
		t.Errorf("Alfa's round 3: %+v", tr)
	}
}
