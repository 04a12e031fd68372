package formats

import "github.com/spareggi/spareggi/engine"

// checkConcurrently applies the checks of checkEvent after C1–C3 on two
// goroutines: the pairing checks (C4–C7, C10) on the caller's, and on the
// other a checker of its own runs C11, which reads only the names and
// positions, and C8 when the points of the scoring do not depend on the
// colour (colourFree): then C8 reads no colour, which the pairing checks
// fill in (C5), and E-SCORING-COLOUR cannot occur. Otherwise C8 runs with
// the pairing checks, as in checkEvent. The other checker's findings are
// absorbed after c's; each kind of finding is made by one checker only, so
// the diagnostics, once sorted, are those of the checks in sequence.
func (c *checker) checkConcurrently(rowByRow bool) {
	other := &checker{ev: c.ev, opt: c.opt, agg: map[string]*aggregate{}}
	pt := newPointsTable(c.ev.Scoring)
	free := pt.colourFree()
	inChunks(2, 2, func(i int) {
		switch {
		case i == 0 && free:
			c.pairings(false)
		case i == 0:
			c.pairsAndPoints(rowByRow)
		default:
			other.names()
			if free {
				for j := range c.ev.Players {
					other.pointsFree(j, pt)
				}
			}
		}
	})
	c.absorb(other)
}

// absorb appends the findings of checker o, made after those of c.
func (c *checker) absorb(o *checker) {
	c.out = append(c.out, o.out...)
	for _, code := range o.order {
		oa, a := o.agg[code], c.agg[code]
		if a == nil {
			c.agg[code] = oa
			c.order = append(c.order, code)
			continue
		}
		a.n += oa.n
		a.items = append(a.items, oa.items[:min(len(oa.items), max(maxListed-len(a.items), 0))]...)
	}
}

// colourFree reports whether the points of every kind in the table are the
// same with every colour. Scoring.Points gives the kinds outside the table,
// and the entries with an override, the same points whatever the colour
// (TestColourFree).
func (t *pointsTable) colourFree() bool {
	for k := range t.pts {
		for _, v := range t.pts[k] {
			if v != t.pts[k][0] {
				return false
			}
		}
	}
	return true
}

// pointsFree is points (C8) for a colour-free scoring: it reads no colour.
// E-SCORING-COLOUR needs a scoring whose points for White and Black differ.
func (c *checker) pointsFree(i int, pt *pointsTable) {
	p := &c.ev.Players[i]
	var sum, announced engine.Score
	for k := range p.Rounds {
		e := &p.Rounds[k]
		var v engine.Score
		if int(e.Kind) < len(pt.pts) && !e.HasOverride {
			v = pt.pts[e.Kind][engine.NoColour]
		} else { // the entry without its colour
			v = pt.sc.Points(engine.Entry{Kind: e.Kind, HasOverride: e.HasOverride, HasMinor: e.HasMinor,
				Opponent: e.Opponent, Override: e.Override, Minor: e.Minor, Detail: e.Detail, Pos: e.Pos})
		}
		if e.Detail == engine.DetailAnnounced {
			announced += v
		} else {
			sum += v
		}
	}
	c.notePoints(p, sum, announced)
}
