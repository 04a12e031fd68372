package engine

import "sort"

// ratedGame is one game counted by a rating tie-break.
type ratedGame struct {
	round  int
	opp    int32 // −1 for the player's own rating (fide-pre2009 unplayed round)
	rating int
	half   int64 // result in half points: 2 win, 1 draw, 0 loss
}

// ratedGames returns the games of player i that rating tie-breaks count:
// games over the board only (C.07 10, 15.2 [2026]); under fide-pre2009 also
// a draw against the player's own rating per unplayed round. ok is false
// when a rating is undefined (an unrated player without a configured rating).
func (c *calc) ratedGames(i int, d Descriptor) (gs []ratedGame, ok bool) {
	ok = true
	for r := 0; r < c.n; r++ {
		k := c.at(i, r)
		kind, o := c.kind[k], c.opp[k]
		switch {
		case kind.OTB() && o >= 0:
			rt, def := c.ratingOf(int(o), d)
			ok = ok && def
			var h int64
			switch kind {
			case Win, WinUnrated:
				h = 2
			case Draw, DrawUnrated:
				h = 1
			}
			gs = append(gs, ratedGame{round: r, opp: o, rating: rt, half: h})
		case c.ed == FidePre2009 && kind.Unplayed():
			rt, def := c.ratingOf(i, d)
			ok = ok && def
			gs = append(gs, ratedGame{round: r, opp: -1, rating: rt, half: 1})
		}
	}
	return gs, ok
}

// ratingsDropped reports whether rating tie-breaks are undefined for
// everybody: some participant is unrated and no rating for unrated players
// is configured (decision 21).
func (c *calc) ratingsDropped(d Descriptor) bool {
	return c.anyUnrated() && !d.HasUnrated && !c.hasUnrated
}

// nullAll returns undefined results with a note saying why.
func nullAll(c *calc, d Descriptor) []Result {
	out := make([]Result, c.np)
	for i := range out {
		if c.wantExplain(i) {
			out[i].Explanation = &Explanation{Key: d.Key, Edition: c.ed, Notes: []Note{{Code: "unrated-dropped",
				Text: "Some participants are unrated and no rating for unrated players was given, so rating tie-breaks are not used (C.07 10)."}}}
		}
	}
	return out
}

func (c *calc) ratingElements(i int, gs []ratedGame, article string, cut map[int]Cut) []Element {
	els := make([]Element, len(gs))
	for j, g := range gs {
		el := Element{Round: g.round + 1, Kind: c.kind[c.at(i, g.round)], Opponent: c.startNo(g.opp),
			Score: IntValue(int64(g.rating)), Points: NewValue(g.half, 2), Contribution: IntValue(int64(g.rating)),
			Counted: cut[j] == NotCut, Cut: cut[j], Article: article}
		if g.opp < 0 {
			el.Source = SourceSelf
		}
		els[j] = el
	}
	return els
}

// meanRounded returns round_half_up(sum / n).
func meanRounded(sum, n int64) int64 { return NewValue(sum, n).RoundHalfUp() }

// tbARO is the average rating of the opponents (C.07 10.1), rounded half up,
// with optional cuts of the lowest and highest ratings.
func tbARO(c *calc, d Descriptor) []Result {
	if c.ratingsDropped(d) {
		return nullAll(c, d)
	}
	out := make([]Result, c.np)
	for i := 0; i < c.np; i++ {
		gs, _ := c.ratedGames(i, d)
		order := make([]int, len(gs))
		for j := range order {
			order[j] = j
		}
		sort.SliceStable(order, func(a, b int) bool { return gs[order[a]].rating < gs[order[b]].rating })
		cut := map[int]Cut{}
		for j := 0; j < d.CutLow && j < len(order); j++ {
			cut[order[j]] = CutLowest
		}
		for j := 0; j < d.CutHigh && len(order)-1-j >= d.CutLow; j++ {
			cut[order[len(order)-1-j]] = CutHighest
		}
		var sum, n int64
		for j, g := range gs {
			if cut[j] == NotCut {
				sum += int64(g.rating)
				n++
			}
		}
		if n > 0 {
			out[i] = Result{Defined: true, Value: IntValue(meanRounded(sum, n))}
		}
		if c.wantExplain(i) {
			out[i].Explanation = &Explanation{Key: d.Key, Article: "C.07 10.1", Edition: c.ed,
				Elements: c.ratingElements(i, gs, "C.07 10.1", cut), Sum: IntValue(sum), Count: int(n)}
		}
	}
	return out
}

// tprOf returns TPR (C.07 10.2): the rounded ARO plus dp of the whole
// percentage, rounded half up (decision 22). ok is false without games.
func (c *calc) tprOf(i int, d Descriptor) (tpr int64, aro int64, pct int, ok bool) {
	gs, _ := c.ratedGames(i, d)
	if len(gs) == 0 {
		return 0, 0, 0, false
	}
	var sum, half int64
	for _, g := range gs {
		sum += int64(g.rating)
		half += g.half
	}
	n := int64(len(gs))
	aro = meanRounded(sum, n)
	pct = int(NewValue(100*half, 2*n).RoundHalfUp())
	return aro + int64(dp(pct)), aro, pct, true
}

// tbTPR is the tournament performance rating (C.07 10.2).
func tbTPR(c *calc, d Descriptor) []Result {
	if c.ratingsDropped(d) {
		return nullAll(c, d)
	}
	out := make([]Result, c.np)
	for i := 0; i < c.np; i++ {
		tpr, aro, pct, ok := c.tprOf(i, d)
		if ok {
			out[i] = Result{Defined: true, Value: IntValue(tpr)}
		}
		if c.wantExplain(i) {
			gs, _ := c.ratedGames(i, d)
			out[i].Explanation = &Explanation{Key: d.Key, Article: "C.07 10.2", Edition: c.ed,
				Elements: c.ratingElements(i, gs, "C.07 10.2", nil), Sum: IntValue(aro), Count: len(gs),
				Percent: pct, Dp: dp(pct)}
		}
	}
	return out
}

// ptpOf returns the perfect tournament performance (C.07 10.3): the lowest
// integer rating whose expected score against the opponents reaches the
// score.
func (c *calc) ptpOf(i int, d Descriptor) (int64, bool) {
	gs, _ := c.ratedGames(i, d)
	if len(gs) == 0 {
		return 0, false
	}
	var half int64
	lo, hi := gs[0].rating, gs[0].rating
	for _, g := range gs {
		half += g.half
		lo, hi = min(lo, g.rating), max(hi, g.rating)
	}
	if half == 0 {
		return int64(lo - 800), true
	}
	target := half * 50 // hundredths
	sumAt := func(rp int) int64 {
		var s int64
		for _, g := range gs {
			s += int64(expected(rp, g.rating))
		}
		return s
	}
	a, b := lo-800, hi+800 // sumAt(b) is the maximum, n × 100 ≥ target
	for a < b {
		m := a + (b-a)/2
		if sumAt(m) >= target {
			b = m
		} else {
			a = m + 1
		}
	}
	return int64(a), true
}

// tbPTP is the perfect tournament performance (C.07 10.3).
func tbPTP(c *calc, d Descriptor) []Result {
	if c.ratingsDropped(d) {
		return nullAll(c, d)
	}
	out := make([]Result, c.np)
	for i := 0; i < c.np; i++ {
		if v, ok := c.ptpOf(i, d); ok {
			out[i] = Result{Defined: true, Value: IntValue(v)}
		}
		if c.wantExplain(i) {
			gs, _ := c.ratedGames(i, d)
			out[i].Explanation = &Explanation{Key: d.Key, Article: "C.07 10.3", Edition: c.ed,
				Elements: c.ratingElements(i, gs, "C.07 10.3", nil), Count: len(gs)}
		}
	}
	return out
}

// opponentsMean averages a per-participant value over player i's opponents
// over the board, rounded half up.
func opponentsMean(c *calc, d Descriptor, article string, of func(j int) (int64, bool)) []Result {
	if c.ratingsDropped(d) {
		return nullAll(c, d)
	}
	val := make([]int64, c.np)
	def := make([]bool, c.np)
	for j := 0; j < c.np; j++ {
		val[j], def[j] = of(j)
	}
	out := make([]Result, c.np)
	for i := 0; i < c.np; i++ {
		var sum, n int64
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			o := c.opp[k]
			if !c.kind[k].OTB() || o < 0 || !def[o] {
				continue
			}
			sum += val[o]
			n++
			if c.wantExplain(i) {
				els = append(els, Element{Round: r + 1, Kind: c.kind[k], Opponent: c.start[o], Score: IntValue(val[o]),
					Contribution: IntValue(val[o]), Points: c.pts[k].Value(), Counted: true, Article: article})
			}
		}
		if n > 0 {
			out[i] = Result{Defined: true, Value: IntValue(meanRounded(sum, n))}
		}
		if c.wantExplain(i) {
			out[i].Explanation = &Explanation{Key: d.Key, Article: article, Edition: c.ed, Elements: els,
				Sum: IntValue(sum), Count: int(n)}
		}
	}
	return out
}

// tbAPRO is the average of the opponents' TPR (C.07 10.4).
func tbAPRO(c *calc, d Descriptor) []Result {
	return opponentsMean(c, d, "C.07 10.4", func(j int) (int64, bool) {
		v, _, _, ok := c.tprOf(j, d)
		return v, ok
	})
}

// tbAPPO is the average of the opponents' PTP (C.07 10.5).
func tbAPPO(c *calc, d Descriptor) []Result {
	return opponentsMean(c, d, "C.07 10.5", func(j int) (int64, bool) { return c.ptpOf(j, d) })
}

// tbRTNG is the participant's own rating (C.07 10.6).
func tbRTNG(c *calc, d Descriptor) []Result {
	if c.ratingsDropped(d) {
		return nullAll(c, d)
	}
	out := make([]Result, c.np)
	for i := range out {
		if r, ok := c.ratingOf(i, d); ok {
			out[i] = Result{Defined: true, Value: IntValue(int64(r))}
		}
	}
	return out
}
