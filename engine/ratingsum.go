package engine

// ORS and OPS: the sums of the opponents' ratings and of their performance
// ratings (docs/tiebreaks.md §6.16, §6.19). Not C.07 tie-breaks.

// tbORS is the sum of the ratings that ARO averages: the opponents over the
// board, one per game (under fide-pre2009 also the player's own rating per
// unplayed round), with the cuts of /Cn and /Mn on the lowest and highest
// ratings. Decision: a participant without games (or with every rating cut)
// has the sum 0.
func tbORS(c *calc, d Descriptor, out *column) {
	if c.ratingsDropped(d) {
		nullAll(c, d, out)
		return
	}
	rs := c.rated(d)
	var cut []Cut
	for i := 0; i < c.np; i++ {
		gs := rs.of(i)
		cut = cutRatings(gs, c.ratingCut(i, d), d.CutHigh, cut)
		var sum int64
		for j, g := range gs {
			if cut[j] == NotCut {
				sum += int64(g.rating)
			}
		}
		out.set(i, IntValue(sum), 0)
		if c.wantExplain(i) {
			c.explainSum(out, i, d, c.ed, SumDetail{Elements: c.ratingElements(i, gs, d.row().article, cut), Total: IntValue(sum), Scores: ScoresRating})
		}
	}
}

// cutRatings marks the low lowest and then the high highest ratings of gs,
// into buf (resized): the earliest round is cut first among equal lowest
// ratings, the latest among equal highest ones (the order of a stable sort
// by rating). The lists are a round long: each cut is one scan.
func cutRatings(gs []ratedGame, low, high int, buf []Cut) []Cut {
	cut := append(buf[:0], make([]Cut, len(gs))...)
	low = min(low, len(gs))
	for n := 0; n < low; n++ {
		best := -1
		for j := range gs {
			if cut[j] == NotCut && (best < 0 || gs[j].rating < gs[best].rating) {
				best = j
			}
		}
		cut[best] = CutLowest
	}
	high = min(high, len(gs)-low)
	for n := 0; n < high; n++ {
		best := -1
		for j := range gs {
			if cut[j] == NotCut && (best < 0 || gs[j].rating >= gs[best].rating) {
				best = j
			}
		}
		cut[best] = CutHighest
	}
	return cut
}

// tbOPS is the sum of the TPR (C.07 10.2) of the opponents met over the
// board, one term per game. An opponent without a TPR adds nothing.
func tbOPS(c *calc, d Descriptor, out *column) {
	if c.ratingsDropped(d) {
		nullAll(c, d, out)
		return
	}
	rs := c.rated(d)
	tpr := make([]int64, c.np)
	def := make([]bool, c.np)
	for j := range tpr {
		tpr[j], _, _, def[j] = tprOfGames(rs.of(j))
	}
	for i := 0; i < c.np; i++ {
		var sum int64
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			o := c.opp[k]
			if !c.kind[k].OTB() || o < 0 {
				continue
			}
			if def[o] {
				sum += tpr[o]
			}
			if c.wantExplain(i) {
				el := c.element(r, k, d.row().article)
				el.Raw, el.Score, el.Contribution, el.Counted = IntValue(tpr[o]), IntValue(tpr[o]), IntValue(tpr[o]), def[o]
				els = append(els, el)
			}
		}
		out.set(i, IntValue(sum), 0)
		if c.wantExplain(i) {
			c.explainSum(out, i, d, c.ed, SumDetail{Elements: els, Total: IntValue(sum), Scores: ScoresPerformance})
		}
	}
}
