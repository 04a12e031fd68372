package engine

// countKey returns a per-participant count of the rounds for which pred
// holds, explained round by round.
func countKey(c *calc, d Descriptor, article string, pred func(i, r int) bool) []Result {
	out := make([]Result, c.np)
	for i := 0; i < c.np; i++ {
		var n int64
		var els []Element
		for r := 0; r < c.n; r++ {
			ok := pred(i, r)
			if ok {
				n++
			}
			if c.wantExplain(i) {
				k := c.at(i, r)
				els = append(els, Element{Round: r + 1, Kind: c.kind[k], Opponent: c.startNo(c.opp[k]),
					Points: c.pts[k].Value(), Counted: ok, Contribution: IntValue(b2i(ok)), Article: article})
			}
		}
		out[i] = Result{Defined: true, Value: IntValue(n)}
		if els != nil {
			out[i].Explanation = &Explanation{Key: d.Key, Article: article, Edition: c.ed, Elements: els, Sum: IntValue(n)}
		}
	}
	return out
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// tbPoints is PTS: the score.
func tbPoints(c *calc, d Descriptor) []Result {
	out := make([]Result, c.np)
	for i := range out {
		out[i] = Result{Defined: true, Value: c.score[i].Value(), Decimals: 1}
	}
	return out
}

// tbWIN counts the rounds worth a win, played or not (C.07 7.1). Under
// fide-pre2009 a forfeit win or bye counts as a draw, so only wins over the
// board count.
func tbWIN(c *calc, d Descriptor) []Result {
	return countKey(c, d, "C.07 7.1", func(i, r int) bool {
		k := c.at(i, r)
		if c.ed == FidePre2009 {
			return c.kind[k] == Win || c.kind[k] == WinUnrated
		}
		if c.kind[k].OTB() {
			return c.kind[k] == Win || c.kind[k] == WinUnrated
		}
		return c.kind[k] != NotYet && c.pts[k] == c.w
	})
}

// tbWON counts games won over the board (C.07 7.2).
func tbWON(c *calc, d Descriptor) []Result {
	return countKey(c, d, "C.07 7.2", func(i, r int) bool {
		k := c.kind[c.at(i, r)]
		return k == Win || k == WinUnrated
	})
}

// tbBPG counts games played over the board with Black (C.07 7.3).
func tbBPG(c *calc, d Descriptor) []Result {
	return countKey(c, d, "C.07 7.3", func(i, r int) bool {
		k := c.at(i, r)
		return c.kind[k].OTB() && c.col[k] == Black
	})
}

// tbBWG counts games won over the board with Black (C.07 7.4).
func tbBWG(c *calc, d Descriptor) []Result {
	return countKey(c, d, "C.07 7.4", func(i, r int) bool {
		k := c.at(i, r)
		return (c.kind[k] == Win || c.kind[k] == WinUnrated) && c.col[k] == Black
	})
}

// tbREP counts the rounds one elected to play: N minus the half- and
// zero-point byes and the forfeit losses (C.07 7.6; decision 15).
func tbREP(c *calc, d Descriptor) []Result {
	return countKey(c, d, "C.07 7.6", func(i, r int) bool {
		k := c.kind[c.at(i, r)]
		return !k.VUR()
	})
}

// tbSTD is the score converted to 1 / ½ / 0 by comparing each round with the
// draw value (C.07 7.7; decision 16).
func tbSTD(c *calc, d Descriptor) []Result {
	out := make([]Result, c.np)
	for i := 0; i < c.np; i++ {
		var half int64
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			var h int64
			switch p := c.pts[k]; {
			case c.kind[k] == NotYet:
			case p > c.d:
				h = 2
			case p == c.d:
				h = 1
			}
			half += h
			if c.wantExplain(i) {
				els = append(els, Element{Round: r + 1, Kind: c.kind[k], Opponent: c.startNo(c.opp[k]),
					Points: c.pts[k].Value(), Contribution: NewValue(h, 2), Counted: true, Article: "C.07 7.7"})
			}
		}
		out[i] = Result{Defined: true, Value: NewValue(half, 2), Decimals: 1}
		if els != nil {
			out[i].Explanation = &Explanation{Key: d.Key, Article: "C.07 7.7", Edition: c.ed, Elements: els, Sum: out[i].Value}
		}
	}
	return out
}

// tbTPN is the start number; a lower number ranks higher (C.07 7.8).
func tbTPN(c *calc, d Descriptor) []Result {
	out := make([]Result, c.np)
	for i := range out {
		out[i] = Result{Defined: true, Value: IntValue(int64(c.start[i]))}
	}
	return out
}

// tbABH is a diagnostic: each participant's value as an opponent under the
// edition (the 16.3 adjusted score in the FIDE editions).
func tbABH(c *calc, d Descriptor) []Result {
	ed := c.ed
	if d.Version != EditionDefault {
		ed = d.Version
	}
	s := c.oppScores(ed)
	out := make([]Result, c.np)
	for i := range out {
		out[i] = Result{Defined: true, Value: s[i].Value(), Decimals: 1}
	}
	return out
}

// tbPS is the sum of progressive scores (C.07 7.5); /Cn drops the first n terms.
func tbPS(c *calc, d Descriptor) []Result {
	out := make([]Result, c.np)
	for i := 0; i < c.np; i++ {
		var run, sum Score
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			run += c.pts[k]
			counted := r >= d.CutLow
			if counted {
				sum += run
			}
			if c.wantExplain(i) {
				el := Element{Round: r + 1, Kind: c.kind[k], Opponent: c.startNo(c.opp[k]),
					Points: c.pts[k].Value(), Score: run.Value(), Contribution: run.Value(), Counted: counted, Article: "C.07 7.5"}
				if !counted {
					el.Cut = CutLowest
				}
				els = append(els, el)
			}
		}
		out[i] = Result{Defined: true, Value: sum.Value(), Decimals: 1}
		if els != nil {
			out[i].Explanation = &Explanation{Key: d.Key, Article: "C.07 7.5", Edition: c.ed, Elements: els, Sum: sum.Value()}
		}
	}
	return out
}
