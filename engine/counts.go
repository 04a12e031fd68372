package engine

// countKey writes a per-participant count of the rounds for which pred
// holds, explained round by round; in a team event with game points, of
// the board games (teamcounts.go, docs/tiebreaks.md, decision 49).
func countKey(c *calc, d Descriptor, pred roundPred, out *column) {
	article := d.row().article
	if c.countsBoards(d) {
		boardCountKey(c, d, 1, func(g boardGame) int64 { return b2i(pred(g.kind, g.black, g.win)) }, out)
		return
	}
	counted := func(k int) bool { return pred(c.kind[k], c.col[k] == Black, c.pts[k] == c.w) }
	for i := 0; i < c.np; i++ {
		if !out.wanted(i) {
			continue
		}
		var cnt int64
		for k, end := c.at(i, 0), c.at(i+1, 0); k < end; k++ {
			cnt += b2i(counted(k))
		}
		out.set(i, IntValue(cnt), 0)
		if !c.wantExplain(i) || c.n == 0 {
			continue
		}
		els := make([]Element, 0, c.n)
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			ok := counted(k)
			el := c.element(r, k, article)
			el.Colour, el.Counted, el.Contribution = c.col[k], ok, IntValue(b2i(ok))
			els = append(els, el)
		}
		c.explainSum(out, i, d, c.ed, SumDetail{Elements: els, Total: IntValue(cnt), Scores: ScoresNone, Colours: d.Code == "BPG" || d.Code == "BWG"})
	}
}

// roundPred is the condition of a count key on one round: the kind, whether
// the round is played (or scheduled) with Black, and whether it is worth a
// win (its points equal W).
type roundPred func(kind Kind, black, win bool) bool

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// tbPoints is PTS: the score.
func tbPoints(c *calc, d Descriptor, out *column) {
	for i := 0; i < c.np; i++ {
		out.set(i, c.score[i].Value(), 1)
	}
}

// tbWIN counts the rounds worth a win, played or not (C.07 7.1). Under
// fide-pre2009 a forfeit win or bye counts as a draw, so only wins over the
// board count; under swissmanager a forfeit win does not count
// (docs/tiebreaks.md §3.13).
func tbWIN(c *calc, d Descriptor, out *column) {
	r := c.ed.rules()
	countKey(c, d, func(kind Kind, _, win bool) bool {
		if r.winOTBOnly {
			return kind == Win || kind == WinUnrated
		}
		if r.winNoForfeit && kind == ForfeitWin {
			return false
		}
		if kind.OTB() {
			return kind == Win || kind == WinUnrated
		}
		return kind != NotYet && win
	}, out)
}

// tbWON counts games won over the board (C.07 7.2).
func tbWON(c *calc, d Descriptor, out *column) {
	countKey(c, d, func(kind Kind, _, _ bool) bool {
		return kind == Win || kind == WinUnrated
	}, out)
}

// tbBPG counts games played over the board with Black (C.07 7.3).
func tbBPG(c *calc, d Descriptor, out *column) {
	countKey(c, d, func(kind Kind, black, _ bool) bool {
		return kind.OTB() && black
	}, out)
}

// tbBWG counts games won over the board with Black (C.07 7.4).
func tbBWG(c *calc, d Descriptor, out *column) {
	countKey(c, d, func(kind Kind, black, _ bool) bool {
		return (kind == Win || kind == WinUnrated) && black
	}, out)
}

// tbREP counts the rounds one elected to play: N minus the half- and
// zero-point byes and the forfeit losses (C.07 7.6; docs/tiebreaks.md, decision 15).
func tbREP(c *calc, d Descriptor, out *column) {
	countKey(c, d, func(kind Kind, _, _ bool) bool { return !kind.VUR() }, out)
}

// tbSTD is the score converted to 1 / ½ / 0 by comparing each round with the
// draw value (C.07 7.7; docs/tiebreaks.md, decision 16); in a team event
// with game points each board game against ½ (decision 49).
func tbSTD(c *calc, d Descriptor, out *column) {
	if c.countsBoards(d) {
		boardCountKey(c, d, 2, func(g boardGame) int64 { return int64(g.vsD + 1) }, out)
		return
	}
	half := func(k int) int64 {
		switch p := c.pts[k]; {
		case c.kind[k] == NotYet:
		case p > c.d:
			return 2
		case p == c.d:
			return 1
		}
		return 0
	}
	for i := 0; i < c.np; i++ {
		if !out.wanted(i) {
			continue
		}
		var sum int64
		for k, end := c.at(i, 0), c.at(i+1, 0); k < end; k++ {
			sum += half(k)
		}
		v := NewValue(sum, 2)
		out.set(i, v, 1)
		if !c.wantExplain(i) || c.n == 0 {
			continue
		}
		els := make([]Element, 0, c.n)
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			el := c.element(r, k, d.row().article)
			el.Contribution, el.Counted = NewValue(half(k), 2), true
			els = append(els, el)
		}
		c.explainSum(out, i, d, c.ed, SumDetail{Elements: els, Total: v})
	}
}

// tbTPN is the start number; a lower number ranks higher (C.07 7.8).
func tbTPN(c *calc, d Descriptor, out *column) {
	for i := 0; i < c.np; i++ {
		out.set(i, IntValue(int64(c.start[i])), 0)
	}
}

// tbABH is a diagnostic: each participant's value as an opponent under the
// edition (the 16.3 adjusted score in the FIDE editions).
func tbABH(c *calc, d Descriptor, out *column) {
	ed := c.ed
	if d.Version != EditionDefault {
		ed = d.Version
	}
	s := c.oppScores(ed)
	for i := 0; i < c.np; i++ {
		out.set(i, s[i].Value(), 1)
	}
}

// tbPS is the sum of progressive scores (C.07 7.5); /Cn drops the first n terms.
func tbPS(c *calc, d Descriptor, out *column) {
	for i := 0; i < c.np; i++ {
		if !out.wanted(i) {
			continue
		}
		var run, sum Score
		for r := 0; r < c.n; r++ {
			run += c.pts[c.at(i, r)]
			if r >= d.CutLow {
				sum += run
			}
		}
		out.set(i, sum.Value(), 1)
		if !c.wantExplain(i) || c.n == 0 {
			continue
		}
		els := make([]Element, 0, c.n)
		run = 0
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			run += c.pts[k]
			counted := r >= d.CutLow
			el := c.element(r, k, d.row().article)
			el.Score, el.Contribution, el.Counted = run.Value(), run.Value(), counted
			if !counted {
				el.Cut = CutLowest
			}
			els = append(els, el)
		}
		c.explainSum(out, i, d, c.ed, SumDetail{Elements: els, Total: sum.Value(), Scores: ScoresRunning})
	}
}
