package prizes

import (
	"errors"
	"os"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// readEvent reads a file of the repository.
func readEvent(t *testing.T, path string) *engine.Event {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: path})
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// boardRow is what a test checks of a player on a board.
type boardRow struct {
	board, start, rank, games, forfeits int
	points, percent                     string
	ra, perf                            int64 // perf 0: no performance
}

// checkBoardRows finds each row's player on its board and compares.
func checkBoardRows(t *testing.T, rep *BoardReport, rows []boardRow) {
	t.Helper()
	for _, w := range rows {
		if w.board > len(rep.Boards) {
			t.Errorf("board %d: the report has %d boards", w.board, len(rep.Boards))
			continue
		}
		var got *BoardPlayer
		for j := range rep.Boards[w.board-1].Players {
			if p := &rep.Boards[w.board-1].Players[j]; p.Player.StartNo == w.start {
				got = p
			}
		}
		if got == nil {
			t.Errorf("board %d: player %d missing", w.board, w.start)
			continue
		}
		perf := int64(0)
		if got.HasRating {
			perf = got.Performance
		}
		if got.Rank != w.rank || got.Games != w.games || got.Forfeits != w.forfeits || got.Points.Format(1) != w.points ||
			got.Percent.Format(0) != w.percent || got.HasRating && got.Ra != w.ra || perf != w.perf {
			t.Errorf("board %d, player %d: rank %d, %d games, %d forfeits, %s points, %s %%, Ra %d, performance %d (%v); want rank %d, %d games, %d forfeits, %s points, %s %%, Ra %d, performance %d",
				w.board, w.start, got.Rank, got.Games, got.Forfeits, got.Points.Format(1), got.Percent.Format(0), got.Ra, got.Performance, got.HasRating,
				w.rank, w.games, w.forfeits, w.points, w.percent, w.ra, w.perf)
		}
	}
}

// TestBoardPrizesFIDETeam: the board prizes of the FIDE team exercise
// (docs/tiebreaks.md §14.13, §16), every player rated 2000, so that Ra is
// 2000 and the performance 2000 + dp(p) (Appendix A, table 1). No line-up:
// each team's four members sit on boards 1–4 in member order.
//
//   - Player 1 (team 1, board 1): won R1–R5 and R7 over the board; R6 is
//     the match team 6 forfeited (record 330), his record "21 w +": a
//     forfeit win on board 1, a point but no game. 6 games, 7 points,
//     6/6 = 100 % → dp 800 → 2800, rank 1.
//   - Player 25 (team 7, board 1): W W L W W W, R7 a team bye (no board).
//     6 games, 5 points, 5/6 = 83.33 % → 83 → dp 273 → 2273, rank 2.
//   - Players 5 and 9 (teams 2 and 3, board 1): 5/7 = 71.43 % → 71 → dp
//     158 → 2158, equal in performance, percentage and games: both rank 3,
//     5 listed first by start number.
//   - Player 21 (team 6, board 1): R6 the forfeit loss "1 b -", no game,
//     no point. 6 games, 4 points, 4/6 = 66.67 % → 67 → dp 125 → 2125,
//     rank 5.
//   - Player 3 (team 1, board 3): ½ 0 1 ½ 0, R6 forfeit win, R7 ½.
//     6 games, 2.5 + 1 = 3.5 points, 2.5/6 = 41.67 % → 42 → dp −57 →
//     1943, rank 9 with player 23 (2.5/6 too).
//   - Player 56 (team 14, board 4): 5 wins in 5 games (R5 half-point bye
//     and R7 PAB of his team, no board) → 2800, rank 1 ahead of player 36
//     (6/7 = 85.71 % → 86 → dp 309 → 2309).
func TestBoardPrizesFIDETeam(t *testing.T) {
	ev := readEvent(t, "../../testdata/fide-team-2026.trf")
	rep, err := Boards(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Round != 7 || len(rep.Boards) != 4 || rep.MinGames != 1 || len(rep.Notes) != 0 {
		t.Fatalf("round %d, %d boards, min %d, notes %v; want 7, 4, 1, none", rep.Round, len(rep.Boards), rep.MinGames, rep.Notes)
	}
	for _, b := range rep.Boards {
		if len(b.Players) != 14 {
			t.Errorf("board %d has %d players, want one per team", b.Number, len(b.Players))
		}
	}
	checkBoardRows(t, rep, []boardRow{
		{board: 1, start: 1, rank: 1, games: 6, forfeits: 1, points: "7.0", percent: "100", ra: 2000, perf: 2800},
		{board: 1, start: 25, rank: 2, games: 6, points: "5.0", percent: "83.3333", ra: 2000, perf: 2273},
		{board: 1, start: 5, rank: 3, games: 7, points: "5.0", percent: "71.4286", ra: 2000, perf: 2158},
		{board: 1, start: 9, rank: 3, games: 7, points: "5.0", percent: "71.4286", ra: 2000, perf: 2158},
		{board: 1, start: 21, rank: 5, games: 6, forfeits: 1, points: "4.0", percent: "66.6667", ra: 2000, perf: 2125},
		{board: 3, start: 3, rank: 9, games: 6, forfeits: 1, points: "3.5", percent: "41.6667", ra: 2000, perf: 1943},
		{board: 4, start: 56, rank: 1, games: 5, points: "5.0", percent: "100", ra: 2000, perf: 2800},
		{board: 4, start: 36, rank: 2, games: 7, points: "6.0", percent: "85.7143", ra: 2000, perf: 2309},
	})
	b1 := rep.Boards[0].Players
	if b1[0].Player.StartNo != 1 || b1[2].Player.StartNo != 5 || b1[3].Player.StartNo != 9 {
		t.Errorf("board 1 order %d, %d, %d, %d", b1[0].Player.StartNo, b1[1].Player.StartNo, b1[2].Player.StartNo, b1[3].Player.StartNo)
	}
	// Player 1's rounds explain his line: R6 a forfeit, not a game.
	p1 := b1[0]
	if len(p1.Rounds) != 7 || p1.Rounds[5].Game || p1.Rounds[5].Kind != engine.ForfeitWin || p1.Rounds[5].Opponent != 21 ||
		!p1.Rounds[0].Game || p1.Rounds[0].Opponent != 29 || p1.Rounds[0].Rating != 2000 || p1.Rounds[0].Points.String() != "1" ||
		p1.RatingSum != 12000 || p1.P != 100 || p1.Dp != 800 || p1.Team.StartNo != 1 {
		t.Errorf("player 1's rounds %+v, sum %d, p %d, dp %d", p1.Rounds, p1.RatingSum, p1.P, p1.Dp)
	}

	// Olympiad style: at least 7 games. Players 1 and 25 played 6 on
	// board 1: not ranked, listed after the others.
	rep, err = Boards(ev, engine.Options{MinGames: 7})
	if err != nil {
		t.Fatal(err)
	}
	checkBoardRows(t, rep, []boardRow{
		{board: 1, start: 5, rank: 1, games: 7, points: "5.0", percent: "71.4286", ra: 2000, perf: 2158},
		{board: 1, start: 9, rank: 1, games: 7, points: "5.0", percent: "71.4286", ra: 2000, perf: 2158},
		{board: 1, start: 1, rank: 0, games: 6, forfeits: 1, points: "7.0", percent: "100", ra: 2000, perf: 2800},
		{board: 1, start: 25, rank: 0, games: 6, points: "5.0", percent: "83.3333", ra: 2000, perf: 2273},
	})
	if b := rep.Boards[0].Players; b[len(b)-1].Rank != 0 || b[0].Rank != 1 {
		t.Errorf("board 1 with 7 games: first rank %d, last %d", b[0].Rank, b[len(b)-1].Rank)
	}

	// After round 3: player 1 has 3 wins.
	rep, err = Boards(ev, engine.Options{Round: 3})
	if err != nil {
		t.Fatal(err)
	}
	checkBoardRows(t, rep, []boardRow{{board: 1, start: 1, rank: 1, games: 3, points: "3.0", percent: "100", ra: 2000, perf: 2800}})

	// Board 4's game of round 1 (4–32) taken out of the players' records
	// after the teams were assembled: teams 1 and 8 had three members on
	// four boards and no line-up, so their boards are a guess in member
	// order, and the note says which matches.
	ev.Player(4).Rounds[0] = engine.Entry{Kind: engine.ZPB}
	ev.Player(32).Rounds[0] = engine.Entry{Kind: engine.ZPB}
	rep, err = Boards(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Notes) != 1 || rep.Notes[0].Code() != "boards-guess" || rep.Notes[0].Args[0] != "1:1, 8:1" {
		t.Errorf("notes %v, want boards-guess for 1:1, 8:1", rep.Notes)
	}
	checkBoardRows(t, rep, []boardRow{{board: 4, start: 4, rank: 14, games: 5, forfeits: 1, points: "1.0", percent: "0", ra: 2000, perf: 1200}})
}

// TestBoardPrizesLineup: the line-up sample (docs/formats.md §5.15), whose
// records 300 put team Alfa's players out of member order: in R2 Alfa
// fields 2, 4, 1 on boards 1–3, in R3 1, 2 and board 3 empty. Nobody has
// a rating: with -unrated 1500 every opponent counts at 1500, and the
// performance is 1500 + dp(p).
//
//   - Alfa, Due (2): board 2 in R1 (draw with 6) and R3 (won against 14),
//     board 1 in R2 (won against 9). Board 1: 1 game, 1 point, 100 % →
//     1500 + 800 = 2300, rank 1. Board 2: 2 games, 1.5 points, 75 % → dp
//     193 → 1693, rank 2 behind Gamma, Due (10: 2.5/3 = 83.33 % → 83 → dp
//     273 → 1773).
//   - Alfa, Uno (1): board 1 in R1 (won against 5) and R3 (drew with 13):
//     1.5/2 → 1693, rank 2; board 3 in R2 (lost to 11): 0/1 → dp −800 →
//     700, rank 4 with Alfa, Tre (3), who lost his only game on board 3.
//   - Alfa, Riserva (4): board 2 in R2 only (drew with 10): 50 % → 1500.
//   - Delta, Tre (15): board 3 lost R1 and R2, and R3 won by forfeit
//     against the board Alfa left empty: 2 games, 1 point, 1 forfeit, 0 %
//     → 700, rank 3.
//
// Without a rating for unrated players nobody has a performance: the
// board is ranked by percentage, and a note says why.
func TestBoardPrizesLineup(t *testing.T) {
	ev := readEvent(t, "../formats/testdata/x-team-lineup.trf")
	rep, err := Boards(ev, engine.Options{Unrated: 1500, HasUnrated: true})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Round != 3 || len(rep.Boards) != 3 || len(rep.Notes) != 0 {
		t.Fatalf("round %d, %d boards, notes %v", rep.Round, len(rep.Boards), rep.Notes)
	}
	checkBoardRows(t, rep, []boardRow{
		{board: 1, start: 2, rank: 1, games: 1, points: "1.0", percent: "100", ra: 1500, perf: 2300},
		{board: 1, start: 1, rank: 2, games: 2, points: "1.5", percent: "75", ra: 1500, perf: 1693},
		{board: 2, start: 10, rank: 1, games: 3, points: "2.5", percent: "83.3333", ra: 1500, perf: 1773},
		{board: 2, start: 2, rank: 2, games: 2, points: "1.5", percent: "75", ra: 1500, perf: 1693},
		{board: 2, start: 4, rank: 3, games: 1, points: "0.5", percent: "50", ra: 1500, perf: 1500},
		{board: 3, start: 15, rank: 3, games: 2, forfeits: 1, points: "1.0", percent: "0", ra: 1500, perf: 700},
		{board: 3, start: 1, rank: 4, games: 1, points: "0.0", percent: "0", ra: 1500, perf: 700},
		{board: 3, start: 3, rank: 4, games: 1, points: "0.0", percent: "0", ra: 1500, perf: 700},
	})
	var due *BoardPlayer
	for j := range rep.Boards[0].Players {
		if p := &rep.Boards[0].Players[j]; p.Player.StartNo == 2 {
			due = p
		}
	}
	if due == nil || len(due.Rounds) != 1 || due.Rounds[0].Round != 2 || due.Rounds[0].Opponent != 9 || due.Rounds[0].OpponentName != "Gamma, Uno" {
		t.Errorf("Alfa, Due on board 1: %+v, want round 2 against 9 only", due)
	}
	// Alfa's empty board 3 in R3 puts nobody of Alfa on it.
	for _, p := range rep.Boards[2].Players {
		for _, r := range p.Rounds {
			if p.Team.StartNo == 1 && r.Round == 3 {
				t.Errorf("board 3, R3: %d of Alfa listed, the board was empty", p.Player.StartNo)
			}
		}
	}
	// A minimum of 2 games leaves Alfa, Due unranked on board 1.
	rep, err = Boards(ev, engine.Options{Unrated: 1500, HasUnrated: true, MinGames: 2})
	if err != nil {
		t.Fatal(err)
	}
	checkBoardRows(t, rep, []boardRow{
		{board: 1, start: 1, rank: 1, games: 2, points: "1.5", percent: "75", ra: 1500, perf: 1693},
		{board: 1, start: 2, rank: 0, games: 1, points: "1.0", percent: "100", ra: 1500, perf: 2300},
	})

	rep, err = Boards(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkBoardRows(t, rep, []boardRow{
		{board: 1, start: 2, rank: 1, games: 1, points: "1.0", percent: "100"},
		{board: 3, start: 15, rank: 3, games: 2, forfeits: 1, points: "1.0", percent: "0"},
	})
	// Every player with a game is without a performance: 16 less the
	// reserves of Beta, Gamma and Delta.
	if len(rep.Notes) != 1 || rep.Notes[0].Code() != "boards-unrated" || rep.Notes[0].Args[0] != "13" {
		t.Errorf("notes %v, want boards-unrated", rep.Notes)
	}
}

// TestBoardPrizesRefused: an individual event, a team crosstable (match
// results only) and a team event without players are refused with coded
// errors; a negative minimum and a round out of range are usage errors.
func TestBoardPrizesRefused(t *testing.T) {
	code := func(err error) string {
		var ce *engine.CodedError
		var ue *engine.UsageError
		switch {
		case errors.As(err, &ce):
			return ce.Code()
		case errors.As(err, &ue):
			return "usage:" + ue.Error()
		}
		return ""
	}
	for _, c := range []struct {
		path, want string
	}{
		{"../../testdata/tec-swiss-5-2026.trf", "boards-individual"},
		{"../formats/testdata/x-team-cr-coppa.csv", "boards-none"},
	} {
		_, err := Boards(readEvent(t, c.path), engine.Options{})
		if got := code(err); got != c.want {
			t.Errorf("%s: %v (%s), want %s", c.path, err, got, c.want)
		}
	}
	if _, err := Boards(&engine.Event{Teams: &engine.Teams{Boards: 4}}, engine.Options{}); code(err) != "boards-none" {
		t.Errorf("a team event without players: %v, want boards-none", err)
	}
	ev := readEvent(t, "../../testdata/fide-team-2026.trf")
	for _, opt := range []engine.Options{{MinGames: -1}, {Round: 8}, {Unrated: -5, HasUnrated: true}} {
		if _, err := Boards(ev, opt); !errors.As(err, new(*engine.UsageError)) {
			t.Errorf("%+v: %v, want a usage error", opt, err)
		}
	}
}
