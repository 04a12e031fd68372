package engine

// ORS and OPS: the sums of the opponents' ratings and of their performance
// ratings (seed 000; spec §6.16, §6.19). Not C.07 tie-breaks.

var (
	_ = addExtra(tieBreak{code: "ORS", name: "sum of opponents' ratings", article: "spec §6.16",
		modifiers: "CMU", scalar: tbORS, rating: true})
	_ = addExtra(tieBreak{code: "OPS", name: "sum of opponents' performance ratings", article: "spec §6.19",
		modifiers: "U", scalar: tbOPS, rating: true})
)

// tbORS is the sum of the ratings that ARO averages: the opponents over the
// board, one per game (under fide-pre2009 also the player's own rating per
// unplayed round), with the cuts of /Cn and /Mn on the lowest and highest
// ratings. Decision: a participant without games (or with every rating cut)
// has the sum 0.
func tbORS(c *calc, d Descriptor) []Result {
	if c.ratingsDropped(d) {
		return nullAll(c, d)
	}
	rs := c.rated(d)
	out := make([]Result, c.np)
	for i := 0; i < c.np; i++ {
		gs := rs.of(i)
		cut := ratingCuts(gs, d.CutLow, d.CutHigh)
		var sum int64
		for j, g := range gs {
			if cut[j] == NotCut {
				sum += int64(g.rating)
			}
		}
		out[i] = Result{Defined: true, Value: IntValue(sum)}
		if c.wantExplain(i) {
			out[i].Explanation = &Explanation{Key: d.Key, Article: "spec §6.16", Edition: c.ed,
				Elements: c.ratingElements(i, gs, "spec §6.16", cut), Sum: IntValue(sum)}
		}
	}
	return out
}

// ratingCuts marks the low lowest and then the high highest ratings of gs
// (stable among equal ratings: the earliest round is cut first).
func ratingCuts(gs []ratedGame, low, high int) []Cut {
	cut := make([]Cut, len(gs))
	order := make([]int, len(gs))
	for j := range order {
		order[j] = j
	}
	for a := 1; a < len(order); a++ {
		for b := a; b > 0 && gs[order[b]].rating < gs[order[b-1]].rating; b-- {
			order[b], order[b-1] = order[b-1], order[b]
		}
	}
	for j := 0; j < low && j < len(order); j++ {
		cut[order[j]] = CutLowest
	}
	for j := 0; j < high && len(order)-1-j >= low; j++ {
		cut[order[len(order)-1-j]] = CutHighest
	}
	return cut
}

// tbOPS is the sum of the TPR (C.07 10.2) of the opponents met over the
// board, one term per game. An opponent without a TPR adds nothing.
func tbOPS(c *calc, d Descriptor) []Result {
	if c.ratingsDropped(d) {
		return nullAll(c, d)
	}
	rs := c.rated(d)
	tpr := make([]int64, c.np)
	def := make([]bool, c.np)
	for j := range tpr {
		tpr[j], _, _, def[j] = tprOfGames(rs.of(j))
	}
	out := make([]Result, c.np)
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
				els = append(els, Element{Round: r + 1, Kind: c.kind[k], Opponent: c.start[o], Raw: IntValue(tpr[o]), Score: IntValue(tpr[o]),
					Contribution: IntValue(tpr[o]), Points: c.pts[k].Value(), Counted: def[o], Article: "spec §6.19"})
			}
		}
		out[i] = Result{Defined: true, Value: IntValue(sum)}
		if c.wantExplain(i) {
			out[i].Explanation = &Explanation{Key: d.Key, Article: "spec §6.19", Edition: c.ed, Elements: els,
				Sum: IntValue(sum)}
		}
	}
	return out
}
