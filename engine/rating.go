package engine

import "fmt"

// ratedGame is one game counted by a rating tie-break.
type ratedGame struct {
	round  int
	opp    int32 // −1 for the player's own rating (fide-pre2009 unplayed round)
	rating int
	half   int64 // result in half points: 2 win, 1 draw, 0 loss
}

// ratedSet holds every participant's rated games, flattened: the games of
// player i are games[off[i]:off[i+1]].
type ratedSet struct {
	off   []int32
	games []ratedGame
}

// unratedValue returns the rating used for unrated participants by d.
func (c *calc) unratedValue(d Descriptor) int {
	if d.HasUnrated {
		return d.Unrated
	}
	return c.unrated
}

// rated returns the games that rating tie-breaks count, for every
// participant: games over the board only (C.07 10, 15.2 [2026]); under
// fide-pre2009 also a draw against the player's own rating per unplayed
// round. Unrated participants count at the configured rating.
func (c *calc) rated(d Descriptor) *ratedSet {
	key := fmt.Sprintf("rated:%d", c.unratedValue(d))
	return c.cached(key, func() any { return c.buildRated(d) }).(*ratedSet)
}

func (c *calc) buildRated(d Descriptor) *ratedSet {
	rs := &ratedSet{off: make([]int32, c.np+1), games: make([]ratedGame, 0, c.np*c.n)}
	for i := 0; i < c.np; i++ {
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			kind, o := c.kind[k], c.opp[k]
			switch {
			case kind.OTB() && o >= 0:
				rt, _ := c.ratingOf(int(o), d)
				var h int64
				switch kind {
				case Win, WinUnrated:
					h = 2
				case Draw, DrawUnrated:
					h = 1
				}
				rs.games = append(rs.games, ratedGame{round: r, opp: o, rating: rt, half: h})
			case c.ed == FidePre2009 && kind.Unplayed():
				rt, _ := c.ratingOf(i, d)
				rs.games = append(rs.games, ratedGame{round: r, opp: -1, rating: rt, half: 1})
			}
		}
		rs.off[i+1] = int32(len(rs.games))
	}
	return rs
}

// ratedGames returns player i's rated games.
func (c *calc) ratedGames(i int, d Descriptor) []ratedGame {
	return c.rated(d).of(i)
}

// of returns player i's games.
func (rs *ratedSet) of(i int) []ratedGame { return rs.games[rs.off[i]:rs.off[i+1]] }

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

func (c *calc) ratingElements(i int, gs []ratedGame, article string, cut []Cut) []Element {
	els := make([]Element, len(gs))
	for j, g := range gs {
		el := Element{Round: g.round + 1, Kind: c.kind[c.at(i, g.round)], Opponent: c.startNo(g.opp),
			Score: IntValue(int64(g.rating)), Points: NewValue(g.half, 2), Contribution: IntValue(int64(g.rating)),
			Counted: true, Article: article}
		if cut != nil {
			el.Cut, el.Counted = cut[j], cut[j] == NotCut
		}
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
	var order []int
	var cut []Cut
	rs := c.rated(d)
	for i := 0; i < c.np; i++ {
		gs := rs.of(i)
		order, cut = order[:0], cut[:0]
		for j := range gs {
			order = append(order, j)
			cut = append(cut, NotCut)
		}
		if d.CutLow+d.CutHigh > 0 {
			// insertion sort by rating, stable: the lists are a round long
			for a := 1; a < len(order); a++ {
				for b := a; b > 0 && gs[order[b]].rating < gs[order[b-1]].rating; b-- {
					order[b], order[b-1] = order[b-1], order[b]
				}
			}
			for j := 0; j < d.CutLow && j < len(order); j++ {
				cut[order[j]] = CutLowest
			}
			for j := 0; j < d.CutHigh && len(order)-1-j >= d.CutLow; j++ {
				cut[order[len(order)-1-j]] = CutHighest
			}
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
				Elements: c.ratingElements(i, gs, "C.07 10.1", append([]Cut(nil), cut...)), Sum: IntValue(sum), Count: int(n)}
		}
	}
	return out
}

// tprOf returns TPR (C.07 10.2): the rounded ARO plus dp of the whole
// percentage, rounded half up (decision 22). ok is false without games.
func (c *calc) tprOf(i int, d Descriptor) (tpr int64, aro int64, pct int, ok bool) {
	return tprOfGames(c.ratedGames(i, d))
}

func tprOfGames(gs []ratedGame) (tpr int64, aro int64, pct int, ok bool) {
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
	rs := c.rated(d)
	for i := 0; i < c.np; i++ {
		tpr, aro, pct, ok := tprOfGames(rs.of(i))
		if ok {
			out[i] = Result{Defined: true, Value: IntValue(tpr)}
		}
		if c.wantExplain(i) {
			gs := c.ratedGames(i, d)
			out[i].Explanation = &Explanation{Key: d.Key, Article: "C.07 10.2", Edition: c.ed,
				Elements: c.ratingElements(i, gs, "C.07 10.2", nil), Sum: IntValue(aro), Count: len(gs),
				Percent: pct, Dp: dp(pct)}
		}
	}
	c.tprTiers(out)
	return out
}

// ptpOf returns the perfect tournament performance (C.07 10.3): the lowest
// integer rating whose expected score against the opponents reaches the
// score. The expected scores are FIDE B.02 table 2 as printed (spec
// Appendix A). Decision: where the reference checker's own table is one
// band off (differences 411 and 610), the regulation's table wins; a
// differential run found 62 PTP/APPO values that differ for that reason
// (TestPTPTableBands).
func (c *calc) ptpOf(i int, d Descriptor) (int64, bool) {
	return ptpOfGames(c.ratedGames(i, d))
}

func ptpOfGames(gs []ratedGame) (int64, bool) {
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
		if val, def := c.ptpAll(d); def[i] {
			out[i] = Result{Defined: true, Value: IntValue(val[i])}
		}
		if c.wantExplain(i) {
			gs := c.ratedGames(i, d)
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
	rs := c.rated(d)
	return opponentsMean(c, d, "C.07 10.4", func(j int) (int64, bool) {
		v, _, _, ok := tprOfGames(rs.of(j))
		return v, ok
	})
}

// ptpAll memoises PTP of every participant (used by PTP and APPO).
func (c *calc) ptpAll(d Descriptor) ([]int64, []bool) {
	key := fmt.Sprintf("ptp:%d", c.unratedValue(d))
	v := c.cached(key, func() any {
		val, def := make([]int64, c.np), make([]bool, c.np)
		rs := c.rated(d)
		for i := range val {
			val[i], def[i] = ptpOfGames(rs.of(i))
		}
		return [2]any{val, def}
	}).([2]any)
	return v[0].([]int64), v[1].([]bool)
}

// tbAPPO is the average of the opponents' PTP (C.07 10.5).
func tbAPPO(c *calc, d Descriptor) []Result {
	val, def := c.ptpAll(d)
	return opponentsMean(c, d, "C.07 10.5", func(j int) (int64, bool) { return val[j], def[j] })
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
