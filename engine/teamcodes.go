package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// The team tie-breaks that read both team scores (docs/tiebreaks.md §8.2,
// §8.4, §8.7). Each is computed on the calc of the primary score; the
// other score's calc comes from teamScore.

// tbMPvGP is the secondary score (C.07 13.1): game points in an event
// decided by match points, match points in one decided by game points.
func tbMPvGP(c *calc, d Descriptor, out *column) { teamScoreKey(c, c.secondary(), d, out) }

// tbMP is the team's match points as a tie-break (MP, MPTS, PTS:MP).
func tbMP(c *calc, d Descriptor, out *column) {
	teamScoreKey(c, c.teamScore(false), d, out)
}

// tbGP is the team's game points as a tie-break (GP, GPTS, PTS:GP).
func tbGP(c *calc, d Descriptor, out *column) {
	teamScoreKey(c, c.teamScore(true), d, out)
}

// teamScoreKey writes a team score as a value: the total of s (the teams
// scored in MP or in GP), explained match by match: the round, the
// opposing team and what the team scored.
func teamScoreKey(c, s *calc, d Descriptor, out *column) {
	article := d.row().article
	for i := 0; i < c.np; i++ {
		out.set(i, s.score[i].Value(), 1)
		if !c.wantExplain(i) || s.n == 0 {
			continue
		}
		els := make([]Element, 0, s.n)
		for r := 0; r < s.n; r++ {
			k := s.at(i, r)
			el := s.element(r, k, article)
			el.Colour, el.Counted, el.Contribution = s.col[k], el.Kind != NotYet, el.Points
			els = append(els, el)
		}
		c.explainSum(out, i, d, c.ed, SumDetail{Elements: els, Total: s.score[i].Value(), Scores: ScoresNone})
	}
}

// extendedSB returns the function of an extended Sonneborn-Berger code
// (C.07 13.2): the sum over the elements of the opponent's total in score
// x (its adjusted score; a dummy for an own unplayed round) times the
// points the team scored against him in score y. Cuts take the elements
// of the lowest total in score x (then the lowest product), with the 16.5
// rule.
func extendedSB(xGP, yGP bool) func(c *calc, d Descriptor, out *column) {
	return func(c *calc, d Descriptor, out *column) {
		cx, o := c.teamScore(xGP).elementCalc(d, true)
		o.mult = c.teamScore(yGP)
		if o.ed != c.ed {
			o.mult = o.mult.under(o.ed)
		}
		elementKeyWith(cx, d, o, out)
	}
}

// tbSSSC is the score and schedule strength combination (C.07 13.4): the
// secondary score plus the primary Buchholz (Fore Buchholz with /F)
// divided by NF, rounded half up to two decimals. NF is the highest
// primary score that can be achieved (N rounds) divided by the highest
// secondary score of one match, rounded down, and at least 1 (an event
// of more boards than the match points of all its rounds would divide by
// 0, docs/tiebreaks.md §8.7); /K sets it.
func tbSSSC(c *calc, d Descriptor, out *column) {
	ts := c.team.ev.Teams
	nf := IntValue(max(int64(c.w)*int64(c.n)/int64(max(c.secondary().w, 1)), 1))
	if d.HasK {
		nf = d.K
	}
	bh := c.buchholzOf(Descriptor{Fore: d.Fore, Version: d.Version}) // ten-thousandths
	sec := c.secondary()
	for i := 0; i < c.np; i++ {
		v := sec.score[i].Value().Add(NewValue(bh[i], 10000).Div(nf)).RoundTo(2)
		out.set(i, v, 2)
		if c.wantExplain(i) {
			c.explainSum(out, i, d, c.editionFor(d), SumDetail{Total: v},
				msg.New(msg.NoteSSSC, sec.score[i].String(), NewValue(bh[i], 10000).Format(1), nf.Format(0), ts.Boards))
		}
	}
}
