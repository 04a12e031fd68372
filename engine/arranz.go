package engine

import "github.com/spareggi/spareggi/internal/msg"

// ARZ: the Arranz system (docs/tiebreaks.md §7.6, its worked example §14.3),
// proposed by International Arbiter Pablo Arranz to discourage short draws.

// arranzValue returns the Arranz value of round r of player i in tenths: an
// over-the-board win 1, a draw with White 0.4, with Black 0.6, a loss 0; an
// unplayed round by its result category, 1 / 0.4 / 0 (docs/tiebreaks.md, decision 29: a
// draw-valued unplayed round counts like a draw with White). Decision: a
// drawn game whose colour is unknown counts 0.5 and the explanation says so.
func (c *calc) arranzValue(i, r int) (v int64, note bool) {
	k := c.at(i, r)
	switch kind := c.kind[k]; {
	case kind == NotYet:
		return 0, false
	case kind == Win || kind == WinUnrated:
		return 10, false
	case kind == Draw || kind == DrawUnrated:
		switch c.col[k] {
		case White:
			return 4, false
		case Black:
			return 6, false
		}
		return 5, true
	case kind.OTB():
		return 0, false
	}
	switch c.pts[k] {
	case c.w:
		return 10, false
	case c.d:
		return 4, false
	}
	return 0, false
}

// tbARZ is the Arranz system: the sum of the rounds' Arranz values.
func tbARZ(c *calc, d Descriptor, out *column) {
	for i := 0; i < c.np; i++ {
		var sum int64
		var els []Element
		unknown := false
		for r := 0; r < c.n; r++ {
			v, note := c.arranzValue(i, r)
			sum += v
			unknown = unknown || note
			if c.wantExplain(i) {
				k := c.at(i, r)
				el := c.element(r, k, d.row().article)
				el.Contribution, el.Counted = NewValue(v, 10), el.Kind != NotYet
				els = append(els, el)
			}
		}
		out.set(i, NewValue(sum, 10), 1)
		if c.wantExplain(i) {
			ex := explanation(d, c.ed, &SumDetail{Elements: els, Total: out.value(i)})
			if unknown {
				ex.Notes = append(ex.Notes, msg.New(msg.NoteArranzColourUnknown))
			}
			out.explain(i, ex)
		}
	}
}
