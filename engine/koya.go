package engine

// koyaMax is the maximum possible score for the Koya limit (docs/tiebreaks.md §6.14,
// docs/tiebreaks.md, decision 19): W × N in a Swiss; in a round robin the rounds in which a
// participant cannot be paired and the participants never paired at all are
// subtracted.
func (c *calc) koyaMax() Score {
	g := c.n
	if c.rr {
		if c.np > 0 && c.n%c.np == 0 {
			g -= c.n / c.np
		}
		for i := 0; i < c.np; i++ {
			paired := false
			for r := 0; r < c.n; r++ {
				if c.opp[c.at(i, r)] >= 0 {
					paired = true
					break
				}
			}
			if !paired {
				g--
			}
		}
	}
	if g < 0 {
		g = 0
	}
	return c.w * Score(g)
}

// koyaLimit returns the qualification limit of a Koya descriptor, in points.
func (c *calc) koyaLimit(d Descriptor) Value {
	pct := int64(50)
	if d.HasLimit {
		pct = int64(d.LimitPct)
	}
	return c.koyaMax().Value().Mul(NewValue(pct, 100)).Add(d.LimitShift)
}

// koyaAt writes KS of every participant at the given limit into out, with
// the elements when explanations are wanted.
func koyaAt(c *calc, d Descriptor, limit Value, out *column) {
	qualified := make([]bool, c.np) // the opponent's final score reaches the limit
	for o := range qualified {
		qualified[o] = c.score[o].Value().Cmp(limit) >= 0
	}
	for i := 0; i < c.np; i++ {
		var sum Score
		kinds, opps, pts := c.rounds(i)
		for r, kind := range kinds {
			if o := opps[r]; o >= 0 && kind != NotYet && qualified[o] {
				sum += pts[r]
			}
		}
		out.set(i, sum.Value(), 1)
		if !c.wantExplain(i) || c.n == 0 {
			continue
		}
		els := make([]Element, 0, c.n)
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			o := c.opp[k]
			if o < 0 || c.kind[k] == NotYet {
				els = append(els, Element{Round: r + 1, Kind: c.kind[k], Points: c.pts[k].Value(), Article: "C.07 9.2"})
				continue
			}
			q := qualified[o]
			var contrib Value
			if q {
				contrib = c.pts[k].Value()
			}
			el := c.gameElement(r, k, "C.07 9.2")
			el.Contribution, el.Counted = contrib, q
			els = append(els, el)
		}
		out.explain(i, &Explanation{Key: d.Key, Article: "C.07 9.2", Edition: c.ed,
			Detail: &KoyaDetail{SumDetail: SumDetail{Elements: els, Total: sum.Value()}, Limit: limit}})
	}
}

// tbKS is the Koya system (C.07 9.2) with an optional limit change (14.5):
// the points scored against the opponents whose final score reaches the limit.
func tbKS(c *calc, d Descriptor, out *column) { koyaAt(c, d, c.koyaLimit(d), out) }
