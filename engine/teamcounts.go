package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// The counting codes of C.07 Art. 7 (WIN, WON, BPG, BWG, REP, STD) in a
// team event, with game points (docs/tiebreaks.md §8.3, decision 49):
// Art. 13 lets "points" mean match or game points, and the game points
// are the board games, so with :GP (or without a suffix in an event
// decided by game points) each code counts the team's board games by its
// own definition, as it counts an individual's rounds: WIN:GP the boards
// worth a win, WON:GP the boards won over the board, BPG:GP the boards
// played with Black, and so on. With :MP they count the matches.

// countsBoards reports whether descriptor d, computed on c (the calc of
// the score d refers to), counts board games: in a team event, when d
// refers to game points.
func (c *calc) countsBoards(d Descriptor) bool { return c.team != nil && c.team.byGP(d.Score) }

// boardGame is one board of a team's round as the counting codes see it:
// the board's kind (the player's own, or the team's for a round without a
// match), whether the team's player had Black, whether its points are
// worth a win (1), and its points compared with a draw (½): 1, 0 or −1.
type boardGame struct {
	kind  Kind
	black bool
	win   bool
	vsD   int
}

// boardGames returns the board games of team i in round r (0-based), and
// false when a match's boards are unknown. A played match gives each
// board its points (TeamRound.Boards) and the kind and colour of the
// player the team fielded on it (as Event.Fielded finds him: the line-up,
// or the members who played, in member order); a board nobody occupied is
// a forfeit loss or win by its points. A round without a match gives
// every board the team's kind and an equal share of its game points (a
// PAB worth a drawn match is ½ a board, docs/tiebreaks.md §8.1). A round
// not played yet has no board games.
func (c *calc) boardGames(i, r int) ([]boardGame, bool) {
	ev := c.team.ev
	ts := ev.Teams
	t := &ts.Teams[i]
	if r >= len(t.Rounds) || t.Rounds[r].Kind == NotYet {
		return nil, true
	}
	tr := t.Rounds[r]
	out := make([]boardGame, ts.Boards)
	if !tr.Kind.OTB() {
		gp, boards := ts.Score(tr).GP, Score(ts.Boards)
		for k := range out {
			out[k] = boardGame{kind: tr.Kind, win: gp == 10*boards, vsD: cmp64(int64(gp), int64(5*boards))}
		}
		return out, true
	}
	if len(tr.Boards) != ts.Boards {
		return nil, false
	}
	on, _ := ev.Fielded(t, r)
	for k, p := range tr.Boards {
		g := boardGame{win: p == 10, vsD: cmp64(int64(p), 5)}
		switch g.vsD {
		case 1:
			g.kind = ForfeitWin
		case 0:
			g.kind = Draw
		default:
			g.kind = ForfeitLoss
		}
		if k < len(on) && on[k] != 0 {
			if pl := ev.Player(on[k]); pl != nil && r < len(pl.Rounds) && pl.Rounds[r].Kind != NotYet {
				g.kind, g.black = pl.Rounds[r].Kind, pl.Rounds[r].Colour == Black
			}
		}
		out[k] = g
	}
	return out, true
}

// boardCountKey is countKey over the board games (countsBoards): each
// round contributes the number of its boards for which unit gives 1 (in
// units of 1/den: STD counts half-points), explained round by round with
// the match's opponent and game points.
func boardCountKey(c *calc, d Descriptor, den int64, unit func(g boardGame) int64, out *column) {
	article, decimals := d.row().article, d.row().decimals
	per := make([]int64, c.n)
	for i := 0; i < c.np; i++ {
		if !out.wanted(i) {
			continue
		}
		var sum int64
		known := true
		for r := 0; r < c.n; r++ {
			games, ok := c.boardGames(i, r)
			known = known && ok
			per[r] = 0
			for _, g := range games {
				per[r] += unit(g)
			}
			sum += per[r]
		}
		if !known {
			continue // a match whose boards the source does not give
		}
		v := NewValue(sum, den)
		out.set(i, v, decimals)
		if !c.wantExplain(i) || c.n == 0 {
			continue
		}
		els := make([]Element, 0, c.n)
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			el := c.element(r, k, article)
			el.Colour, el.Counted, el.Contribution = c.col[k], per[r] > 0, NewValue(per[r], den)
			els = append(els, el)
		}
		c.explainSum(out, i, d, c.ed, SumDetail{Elements: els, Total: v, Scores: ScoresNone}, msg.New(msg.NoteCountBoards, d.Code))
	}
}
