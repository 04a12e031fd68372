package prizes

import (
	"cmp"
	"fmt"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

// Board prizes of a team event (docs/tiebreaks.md §16): the individual
// results inside the matches, board by board, ranked by performance
// rating. Not a tie-break: a list of its own, computed from the players'
// games and the boards the teams fielded them on.

// BoardReport is the result of Boards: the players of every board.
type BoardReport struct {
	// Round is the last round counted (engine.Options.Round, or the last complete
	// round, docs/tiebreaks.md §9.6).
	Round int
	// MinGames is the fewest games over the board that rank a player
	// (engine.Options.MinGames, at least 1).
	MinGames int
	// Boards are board 1, 2, … of the event, each with its players.
	Boards []Board
	// Notes are remarks on the whole report (codes boards-guess,
	// boards-unrated), for user interfaces to word.
	Notes []engine.Note
}

// Board is one board's players, in prize order: those ranked first, then
// those with fewer games than MinGames (Rank 0), in the same order.
type Board struct {
	Number  int
	Players []BoardPlayer
}

// BoardPlayer is one player's results on one board.
type BoardPlayer struct {
	// Rank is the place on the board, shared by players equal in
	// performance, percentage and games; 0 for a player with fewer games
	// than the report's MinGames, who is not ranked.
	Rank   int
	Player *engine.Player
	Team   *engine.Team // the team that fielded him on this board
	// Games counts his games over the board on this board; forfeits and
	// byes are not games.
	Games int
	// Points are every point he scored on this board, as the event scores
	// them: his games and his forfeits (a forfeit win counts, as it does
	// in his team's game points).
	Points engine.Value
	// Forfeits counts the rounds on this board that were forfeit wins or
	// losses (in Points, not in Games); ForfeitsWon those he won (the
	// others, Forfeits − ForfeitsWon, he lost).
	Forfeits, ForfeitsWon int
	// Percent is the score of his games over the board in percent, exact:
	// 100 × (wins + ½ draws) / Games (200/3 for 2 of 3). Zero without games.
	Percent engine.Value
	// HasRating is set when every opponent of his games has a rating (a
	// rated player, or an unrated one counted at engine.Options.Unrated): then Ra,
	// P, Dp and Performance are defined.
	HasRating bool
	// RatingSum is the sum of the opponents' ratings.
	RatingSum int64
	// Ra is the opponents' average rating, rounded half up.
	Ra int64
	// P is Percent rounded half up to a whole percent, the row of FIDE
	// B.02 table 1 that gives Dp (docs/tiebreaks.md Appendix A).
	P  int
	Dp int
	// Performance is Ra + Dp, as TPR (docs/tiebreaks.md §6.17).
	Performance int64
	// Rounds are his rounds on this board, in order.
	Rounds []BoardRound
}

// BoardRound is one round of a player on a board.
type BoardRound struct {
	Round  int // 1-based
	Kind   engine.Kind
	Colour engine.Colour
	// Opponent is the opponent's start number, 0 for a forfeit win against
	// a board the other team left empty.
	Opponent     int
	OpponentName string
	// Rating is the opponent's rating as counted (engine.Options.Unrated for an
	// unrated one when it is set); Rated is false for an unrated opponent
	// without it, and for a forfeit.
	Rating int
	Rated  bool
	// Points are what the round scored; Game is set for a game over the
	// board, which counts in the percentage and the performance.
	Points engine.Value
	Game   bool
}

// HasPercent reports whether the player has a percentage: at least one
// game over the board.
func (bp *BoardPlayer) HasPercent() bool { return bp.Games > 0 }

// Boards lists, for each board of a team event, every player who
// played at least one round on it, with his games, points, percentage,
// the average rating of his opponents and his performance rating (FIDE
// B.02, rounded as TPR), ranked by performance, then percentage, then
// games; start numbers order equal players (docs/tiebreaks.md §16). opt
// gives the round (Round), the rating of unrated players (Unrated,
// HasUnrated) and MinGames; its edition and list are not used.
//
// A player's board in a round is the one his team's line-up gives him
// (TeamRound.Lineup), or without one his place among the members who
// played, in member order (docs/tiebreaks.md §8.6); a player who played
// on several boards appears under each with the rounds of that board
// only. A match forfeited as a whole counts on the boards of the members
// whose records show the forfeit, in member order; byes are on no board
// (docs/tiebreaks.md, decision 45).
func Boards(ev *engine.Event, opt engine.Options) (*BoardReport, error) {
	if ev == nil || ev.Teams == nil {
		return nil, engine.Coded(msg.ErrBoardsIndividual)
	}
	ts := ev.Teams
	if len(ev.Players) == 0 || ts.Boards <= 0 || ev.Provenance.BoardResults == engine.BoardResultsUnknown {
		return nil, engine.Coded(msg.ErrBoardsNone)
	}
	if opt.MinGames < 0 {
		return nil, engine.Usage(msg.ErrBoardsMin, opt.MinGames)
	}
	if opt.HasUnrated {
		if err := engine.CheckUnrated(opt.Unrated); err != nil {
			return nil, engine.Usage(msg.ErrUnratedRange, err.Error())
		}
	}
	n, err := boardsRound(ev, opt.Round)
	if err != nil {
		return nil, err
	}
	b := &boardBuilder{ev: ev, opt: opt, at: map[[2]int]int{}}
	rep := &BoardReport{Round: n, MinGames: max(1, opt.MinGames), Boards: make([]Board, ts.Boards)}
	for k := range rep.Boards {
		rep.Boards[k].Number = k + 1
	}
	var guessed []string
	for i := range ts.Teams {
		t := &ts.Teams[i]
		for r := 0; r < n && r < len(t.Rounds); r++ {
			on, guess := ev.Fielded(t, r)
			if guess {
				guessed = append(guessed, fmt.Sprintf("%d:%d", t.StartNo, r+1))
			}
			for k, s := range on {
				if s != 0 {
					b.add(rep, k, t, s, r)
				}
			}
		}
	}
	unrated := map[int]bool{} // the players without a performance for want of a rating
	for k := range rep.Boards {
		for j := range rep.Boards[k].Players {
			bp := &rep.Boards[k].Players[j]
			bp.finish()
			if bp.Games > 0 && !bp.HasRating {
				unrated[bp.Player.StartNo] = true
			}
		}
		rep.Boards[k].rank(rep.MinGames)
	}
	if len(guessed) > 0 {
		list := strings.Join(guessed, ", ")
		rep.Notes = append(rep.Notes, msg.New(msg.NoteBoardsGuess, list))
	}
	if len(unrated) > 0 {
		rep.Notes = append(rep.Notes, msg.New(msg.NoteBoardsUnrated, len(unrated)))
	}
	return rep, nil
}

// boardsRound returns the last round counted: round, or by default the
// last complete round of the teams' matches, as the standings take it
// (docs/tiebreaks.md §9.6).
func boardsRound(ev *engine.Event, round int) (int, error) {
	last := engine.LastCompleteTeamRound(ev)
	switch {
	case round < 0 || round > ev.Rounds:
		return 0, engine.Usage(msg.ErrRoundRange, round, ev.Rounds)
	case round > last:
		return 0, engine.Usage(msg.ErrRoundIncomplete, round, last)
	case round == 0:
		return last, nil
	}
	return round, nil
}

// boardBuilder gathers the players of every board.
type boardBuilder struct {
	ev  *engine.Event
	opt engine.Options
	at  map[[2]int]int // board index, start number → index in the board's Players
}

// add counts round r of player s, fielded by team t on board index k.
func (b *boardBuilder) add(rep *BoardReport, k int, t *engine.Team, s, r int) {
	p := b.ev.Player(s)
	if p == nil || r >= len(p.Rounds) {
		return
	}
	e := p.Rounds[r]
	if !e.Kind.OTB() && !e.Kind.Forfeit() {
		return // a bye or a game without result: nothing on the board
	}
	key := [2]int{k, s}
	j, ok := b.at[key]
	if !ok {
		j = len(rep.Boards[k].Players)
		b.at[key] = j
		rep.Boards[k].Players = append(rep.Boards[k].Players, BoardPlayer{Player: p, Team: t})
	}
	br := BoardRound{Round: r + 1, Kind: e.Kind, Colour: e.Colour, Opponent: e.Opponent,
		Points: b.ev.Scoring.Points(e).Value(), Game: e.Kind.OTB() && e.Opponent > 0}
	if o := b.ev.Player(e.Opponent); o != nil {
		br.OpponentName = o.Name
		if br.Game {
			br.Rating, br.Rated = o.Rating, o.Rating > 0
			if !br.Rated && b.opt.HasUnrated {
				br.Rating, br.Rated = b.opt.Unrated, true
			}
		}
	}
	bp := &rep.Boards[k].Players[j]
	bp.Rounds = append(bp.Rounds, br)
}

// finish computes a player's totals from his rounds: the performance as
// TPR computes it (engine.Performance, docs/tiebreaks.md §6.17); none when an
// opponent has no rating to count (docs/tiebreaks.md, decision 47).
func (bp *BoardPlayer) finish() {
	sort.SliceStable(bp.Rounds, func(a, c int) bool { return bp.Rounds[a].Round < bp.Rounds[c].Round })
	var pts engine.Value
	var half int64
	var gs []engine.RatedGame
	bp.HasRating = true
	for _, r := range bp.Rounds {
		pts = pts.Add(r.Points)
		if !r.Game {
			bp.Forfeits++
			if r.Kind == engine.ForfeitWin {
				bp.ForfeitsWon++
			}
			continue
		}
		bp.Games++
		h := int64(0)
		switch r.Kind {
		case engine.Win, engine.WinUnrated:
			h = 2
		case engine.Draw, engine.DrawUnrated:
			h = 1
		}
		half += h
		bp.HasRating = bp.HasRating && r.Rated
		bp.RatingSum += int64(r.Rating)
		gs = append(gs, engine.RatedGame{Rating: r.Rating, Half: h})
	}
	bp.Points = pts
	if bp.Games == 0 {
		bp.HasRating = false
		return
	}
	bp.Percent = engine.NewValue(100*half, 2*int64(bp.Games))
	if !bp.HasRating {
		bp.RatingSum = 0
		return
	}
	bp.Performance, bp.Ra, bp.P, bp.Dp, _ = engine.Performance(gs)
}

// cmp compares two players of a board: > 0 when a ranks ahead of c (a
// performance before none, then the higher performance, the higher
// percentage, more games), 0 when they share a rank (docs/tiebreaks.md,
// decision 46).
func (a *BoardPlayer) cmp(c *BoardPlayer) int {
	switch {
	case a.HasRating != c.HasRating:
		if a.HasRating {
			return 1
		}
		return -1
	case a.Performance != c.Performance:
		return cmp.Compare(a.Performance, c.Performance)
	}
	if x := a.Percent.Cmp(c.Percent); x != 0 {
		return x
	}
	return cmp.Compare(a.Games, c.Games)
}

// rank orders a board's players (those with at least minGames games
// first) and gives the ranked ones their places.
func (bd *Board) rank(minGames int) {
	ps := bd.Players
	sort.SliceStable(ps, func(i, j int) bool {
		a, c := &ps[i], &ps[j]
		if ea, ec := a.Games >= minGames, c.Games >= minGames; ea != ec {
			return ea
		}
		if x := a.cmp(c); x != 0 {
			return x > 0
		}
		return a.Player.StartNo < c.Player.StartNo
	})
	for j := range ps {
		switch {
		case ps[j].Games < minGames:
			ps[j].Rank = 0
		case j > 0 && ps[j-1].Rank != 0 && ps[j].cmp(&ps[j-1]) == 0:
			ps[j].Rank = ps[j-1].Rank
		default:
			ps[j].Rank = j + 1
		}
	}
}
