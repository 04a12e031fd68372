package engine

import "github.com/spareggi/spareggi/internal/msg"

// ratedGame is one game counted by a rating tie-break.
type ratedGame struct {
	round  int32 // 0-based
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
	return memoized(&c.memo.rated, c.unratedValue(d), func() *ratedSet {
		k := ratedKey{ownRating: c.ed.rules().ownRating}
		if d.HasUnrated || c.hasUnrated {
			k.unrated = c.unratedValue(d) // else unrated participants count at 0 (ratingOf)
		}
		return memoized(&c.shared().rated, k, func() *ratedSet { return c.buildRated(d) })
	})
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
				rs.games = append(rs.games, ratedGame{round: int32(r), opp: o, rating: rt, half: h})
			case c.ed.rules().ownRating && kind.Unplayed():
				rt, _ := c.ratingOf(i, d)
				rs.games = append(rs.games, ratedGame{round: int32(r), opp: -1, rating: rt, half: 1})
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
// is configured (docs/tiebreaks.md, decision 21).
func (c *calc) ratingsDropped(d Descriptor) bool {
	return c.anyUnrated() && !d.HasUnrated && !c.hasUnrated
}

// nullAll leaves every result undefined, with a note saying why.
func nullAll(c *calc, d Descriptor, out *column) {
	for i := 0; i < c.np; i++ {
		if c.wantExplain(i) {
			out.explain(i, &Explanation{Key: d.Key, Edition: c.ed, Notes: []Note{msg.New(msg.NoteUnratedDropped)}})
		}
	}
}

func (c *calc) ratingElements(i int, gs []ratedGame, article string, cut []Cut) []Element {
	els := make([]Element, len(gs))
	for j, g := range gs {
		el := Element{Round: int(g.round) + 1, Kind: c.kind[c.at(i, int(g.round))], Opponent: c.startNo(g.opp), Colour: c.col[c.at(i, int(g.round))],
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

// ratingCut returns how many of participant i's lowest ratings a cut of d
// removes: Cn or Mn, less his unplayed rounds under an edition that cuts
// them first (they have no rating).
func (c *calc) ratingCut(i int, d Descriptor) int {
	if c.ed.rules().cutUnplayedFirst {
		return max(0, d.CutLow-c.unpl[i])
	}
	return d.CutLow
}

// meanRounded returns round_half_up(sum / n).
func meanRounded(sum, n int64) int64 { return roundHalfUpDiv(sum, n) }

// tbARO is the average rating of the opponents (C.07 10.1), rounded half up,
// with optional cuts of the lowest and highest ratings.
func tbARO(c *calc, d Descriptor, out *column) {
	if c.ratingsDropped(d) {
		nullAll(c, d, out)
		return
	}
	var cut []Cut
	rs := c.rated(d)
	for i := 0; i < c.np; i++ {
		gs := rs.of(i)
		cut = cutRatings(gs, c.ratingCut(i, d), d.CutHigh, cut)
		var sum, n int64
		for j, g := range gs {
			if cut[j] == NotCut {
				sum += int64(g.rating)
				n++
			}
		}
		if n > 0 {
			out.set(i, IntValue(meanRounded(sum, n)), 0)
		}
		if c.wantExplain(i) {
			out.explain(i, explanation(d, c.ed, &MeanDetail{Elements: c.ratingElements(i, gs, d.row().article, append([]Cut(nil), cut...)), Sum: IntValue(sum), Count: int(n), Scores: ScoresRating}))
		}
	}
}

// tprOf returns TPR (C.07 10.2): the rounded ARO plus dp of the whole
// percentage, rounded half up (docs/tiebreaks.md, decision 22). ok is false without games.
func (c *calc) tprOf(i int, d Descriptor) (tpr int64, aro int64, pct int, ok bool) {
	return tprOfGames(c.ratedGames(i, d))
}

// RatedGame is one game of a performance: the opponent's rating and the
// result in half points (2 a win, 1 a draw, 0 a loss).
type RatedGame struct {
	Rating int
	Half   int64
}

// Performance returns the performance rating of games (C.07 10.2: the
// average rating of the opponents, rounded, plus the dp of the percentage
// scored), that average, the percentage and its dp; ok is false without
// games.
func Performance(games []RatedGame) (tpr, aro int64, pct, dpOf int, ok bool) {
	gs := make([]ratedGame, len(games))
	for i, g := range games {
		gs[i] = ratedGame{round: int32(i), opp: -1, rating: g.Rating, half: g.Half}
	}
	tpr, aro, pct, ok = tprOfGames(gs)
	return tpr, aro, pct, dp(pct), ok
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
	pct = int(roundHalfUpDiv(100*half, 2*n))
	return aro + int64(dp(pct)), aro, pct, true
}

// tbTPR is the tournament performance rating (C.07 10.2).
func tbTPR(c *calc, d Descriptor, out *column) {
	if c.ratingsDropped(d) {
		nullAll(c, d, out)
		return
	}
	rs := c.rated(d)
	for i := 0; i < c.np; i++ {
		tpr, aro, pct, ok := tprOfGames(rs.of(i))
		if ok {
			out.set(i, IntValue(tpr), 0)
		}
		if c.wantExplain(i) {
			gs := rs.of(i)
			var sum int64
			for _, g := range gs {
				sum += int64(g.rating)
			}
			out.explain(i, explanation(d, c.ed, &PerformanceDetail{Elements: c.ratingElements(i, gs, d.row().article, nil), Sum: IntValue(sum), Count: len(gs),
				Mean: IntValue(aro), Percent: pct, Dp: dp(pct)}))
		}
	}
	c.tprTiers(out)
}

// ptpOf returns the perfect tournament performance (C.07 10.3): the lowest
// integer rating whose expected score against the opponents reaches the
// score. The expected scores are FIDE B.02 table 2 as printed (spec
// Appendix A); TestPTPTableBands checks the band edges.
func (c *calc) ptpOf(i int, d Descriptor) (int64, bool) {
	return ptpOfGames(c.ratedGames(i, d))
}

func ptpOfGames(gs []ratedGame) (int64, bool) {
	if len(gs) == 0 {
		return 0, false
	}
	var half, sum int64
	lo, hi := gs[0].rating, gs[0].rating
	for _, g := range gs {
		half += g.half
		sum += int64(g.rating)
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
	// The answer is the least rp in [a, b] with sumAt(rp) ≥ target (sumAt
	// is nondecreasing, and sumAt(b) is the maximum, n × 100 ≥ target). It
	// is bracketed from an estimate, the mean rating plus dp of the
	// percentage, by steps that double, then bisected: the same answer as
	// bisecting [a, b] itself, with fewer sums.
	a, b := lo-800, hi+800
	n := int64(len(gs))
	g := min(max(int(meanRounded(sum, n))+dp(int(roundHalfUpDiv(100*half, 2*n))), a), b)
	if sumAt(g) >= target {
		b = g
		for step := 8; b-step > a; step *= 2 {
			if sumAt(b-step) < target {
				a = b - step + 1
				break
			}
			b -= step
		}
	} else {
		a = g + 1
		for step := 8; a+step-1 < b; step *= 2 {
			if x := a + step - 1; sumAt(x) >= target {
				b = x
				break
			}
			a += step
		}
	}
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
func tbPTP(c *calc, d Descriptor, out *column) {
	if c.ratingsDropped(d) {
		nullAll(c, d, out)
		return
	}
	val, def := c.ptpAll(d)
	for i := 0; i < c.np; i++ {
		if def[i] {
			out.set(i, IntValue(val[i]), 0)
		}
		if c.wantExplain(i) {
			out.explain(i, ptpExplanation(c, d, i, val[i], def[i]))
		}
	}
}

// opponentsMean averages a per-participant value over player i's opponents
// over the board, rounded half up.
func opponentsMean(c *calc, d Descriptor, of func(j int) (int64, bool), out *column) {
	article := d.row().article
	if c.ratingsDropped(d) {
		nullAll(c, d, out)
		return
	}
	val := make([]int64, c.np)
	def := make([]bool, c.np)
	for j := 0; j < c.np; j++ {
		val[j], def[j] = of(j)
	}
	for i := 0; i < c.np; i++ {
		var sum, n int64
		kinds, opps, _ := c.rounds(i)
		for r, kind := range kinds {
			if o := opps[r]; kind.OTB() && o >= 0 && def[o] {
				sum += val[o]
				n++
			}
		}
		if n > 0 {
			out.set(i, IntValue(meanRounded(sum, n)), 0)
		}
		if !c.wantExplain(i) {
			continue
		}
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			if o := c.opp[k]; c.kind[k].OTB() && o >= 0 && def[o] {
				el := c.element(r, k, article)
				el.Colour, el.Score, el.Contribution, el.Counted = c.col[k], IntValue(val[o]), IntValue(val[o]), true
				els = append(els, el)
			}
		}
		out.explain(i, explanation(d, c.ed, &MeanDetail{Elements: els, Sum: IntValue(sum), Count: int(n), Scores: ScoresPerformance}))
	}
}

// tbAPRO is the average of the opponents' TPR (C.07 10.4).
func tbAPRO(c *calc, d Descriptor, out *column) {
	rs := c.rated(d)
	opponentsMean(c, d, func(j int) (int64, bool) {
		v, _, _, ok := tprOfGames(rs.of(j))
		return v, ok
	}, out)
}

// ptpAll memoises PTP of every participant (used by PTP and APPO).
func (c *calc) ptpAll(d Descriptor) ([]int64, []bool) {
	v := memoized(&c.memo.ptp, c.unratedValue(d), func() ptpValues {
		v := ptpValues{make([]int64, c.np), make([]bool, c.np)}
		rs := c.rated(d)
		for i := range v.val {
			v.val[i], v.def[i] = ptpOfGames(rs.of(i))
		}
		return v
	})
	return v.val, v.def
}

// tbAPPO is the average of the opponents' PTP (C.07 10.5).
func tbAPPO(c *calc, d Descriptor, out *column) {
	val, def := c.ptpAll(d)
	opponentsMean(c, d, func(j int) (int64, bool) { return val[j], def[j] }, out)
}

// tbRTNG is the participant's own rating (C.07 10.6).
func tbRTNG(c *calc, d Descriptor, out *column) {
	if c.ratingsDropped(d) {
		nullAll(c, d, out)
		return
	}
	for i := 0; i < c.np; i++ {
		if r, ok := c.ratingOf(i, d); ok {
			out.set(i, IntValue(int64(r)), 0)
		}
	}
}

// ptpExplanation explains PTP of player i, whose value is v (def false:
// undefined): each game's rating difference and expected score at v, and
// the expected scores at v and at v − 1 against the player's score.
func ptpExplanation(c *calc, d Descriptor, i int, v int64, def bool) *Explanation {
	gs := c.ratedGames(i, d)
	p := &PerfectDetail{Elements: c.ratingElements(i, gs, d.row().article, nil), Count: len(gs)}
	ex := explanation(d, c.ed, p)
	if !def {
		return ex
	}
	var half, at, below int64
	for j, g := range gs {
		half += g.half
		e := expected(int(v), g.rating)
		at += int64(e)
		below += int64(expected(int(v)-1, g.rating))
		p.Elements[j].Diff = int(v) - g.rating
		p.Elements[j].Expected = NewValue(int64(e), 100)
	}
	p.Target, p.Reached, p.Below = NewValue(half, 2), NewValue(at, 100), NewValue(below, 100)
	return ex
}
