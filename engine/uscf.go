package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// US Chess tie-breaks (rule 34E, docs/tiebreaks.md §7.1). Every code of this file is
// computed under the uscf edition whatever the global one (§3.10): each
// opponent counts at his score over the board plus a draw for each of his
// unplayed games, and each of the player's own unplayed rounds is a zero
// element that takes part in the discards.

// uscfDiscards returns how many elements Modified Median discards at the
// low and at the high end for player i (34E1): plus scores drop the lowest,
// even scores both ends, minus scores the highest; two at each discarded end
// from 9 rounds on.
func (c *calc) uscfDiscards(i int) (low, high int, class string) {
	k := 1
	if c.n >= 9 {
		k = 2
	}
	twice, max := 2*int64(c.score[i]), int64(c.w)*int64(c.n)
	switch {
	case twice > max:
		return k, 0, "plus"
	case twice == max:
		return k, k, "even"
	}
	return 0, k, "minus"
}

// uscfElementKey sums player i's uscf elements after the discards that
// cuts(i) asks for.
func uscfElementKey(c *calc, d Descriptor, cuts func(i int) (int, int, string), out *column) {
	article := d.row().article
	u := c.under(USCF)
	buf := make([]elem, 0, c.n)
	for i := 0; i < c.np; i++ {
		buf = u.elements(i, elemOpts{ed: USCF}, buf[:0])
		low, high, class := cuts(i)
		cutElements(buf, low, high, false, false)
		v := NewValue(sumElements(buf), 10000)
		out.set(i, v, 1)
		if c.wantExplain(i) {
			ex := explanation(d, USCF, &SumDetail{Elements: u.explainElements(buf, article), Total: v})
			if class != "" {
				ex.Notes = append(ex.Notes, msg.New(uscfDiscards[class], low, high))
			}
			out.explain(i, ex)
		}
	}
}

// tbMM is the USCF Modified Median (34E1).
func tbMM(c *calc, d Descriptor, out *column) {
	uscfElementKey(c, d, c.uscfDiscards, out)
}

// tbSOLK is the USCF Solkoff (34E2): every element, nothing discarded.
func tbSOLK(c *calc, d Descriptor, out *column) {
	uscfElementKey(c, d, func(int) (int, int, string) { return 0, 0, "" }, out)
}

// tbMED is the USCF Median, Harkness system (34E4): the highest and the
// lowest element discarded, two of each from 9 rounds on.
func tbMED(c *calc, d Descriptor, out *column) {
	k := 1
	if c.n >= 9 {
		k = 2
	}
	uscfElementKey(c, d, func(int) (int, int, string) { return k, k, "" }, out)
}

// wonUnplayed reports whether round r of player i was won without playing
// (a forfeit win, a pairing-allocated or full-point bye worth a win), which
// USCF Cumulative subtracts (34E3; docs/tiebreaks.md, decision 24: a half-point bye is not).
func (c *calc) wonUnplayed(i, r int) bool {
	k := c.at(i, r)
	switch c.kind[k] {
	case ForfeitWin, PAB, FPB:
		return c.pts[k] == c.w
	}
	return false
}

// cumAll returns every participant's USCF Cumulative in tenths.
func (c *calc) cumAll() []Score {
	if c.memo.cum == nil {
		c.memo.cum = c.buildCum()
	}
	return c.memo.cum
}

func (c *calc) buildCum() []Score {
	out := make([]Score, c.np)
	for i := range out {
		var run, sum Score
		for r := 0; r < c.n; r++ {
			run += c.pts[c.at(i, r)]
			sum += run
			if c.wonUnplayed(i, r) {
				sum -= c.w
			}
		}
		out[i] = sum
	}
	return out
}

// tbCUM is the USCF Cumulative (34E3): the sum of the running scores minus
// a win for every round won without playing.
func tbCUM(c *calc, d Descriptor, out *column) {
	cum := c.cumAll()
	for i := 0; i < c.np; i++ {
		out.set(i, cum[i].Value(), 1)
		if !c.wantExplain(i) {
			continue
		}
		var els []Element
		var run Score
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			run += c.pts[k]
			el := c.element(r, k, d.row().article)
			el.Score, el.Contribution, el.Counted = run.Value(), run.Value(), true
			if c.wonUnplayed(i, r) {
				el.Contribution = (run - c.w).Value()
			}
			els = append(els, el)
		}
		c.explainSum(out, i, d, USCF, SumDetail{Elements: els, Total: out.value(i)}, msg.New(msg.NoteCumUnplayedWin))
	}
}

// tbOCUM is the sum of the Cumulative of the opponents met over the board
// (34E9); the player's own unplayed rounds add nothing.
func tbOCUM(c *calc, d Descriptor, out *column) {
	cum := c.cumAll()
	for i := 0; i < c.np; i++ {
		var sum Score
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			o := c.opp[k]
			counted := c.kind[k].OTB() && o >= 0
			var v Score
			if counted {
				v = cum[o]
				sum += v
			}
			if c.wantExplain(i) {
				el := c.element(r, k, d.row().article)
				el.Source, el.Score, el.Contribution, el.Counted = SourceGame, v.Value(), v.Value(), counted
				els = append(els, el)
			}
		}
		out.set(i, sum.Value(), 1)
		if els != nil {
			c.explainSum(out, i, d, USCF, SumDetail{Elements: els, Total: sum.Value()})
		}
	}
}

// tbKASH is the Kashdan system (34E7): 4 for a win, 2 for a draw and 1 for
// a loss over the board, 0 for an unplayed round.
func tbKASH(c *calc, d Descriptor, out *column) {
	for i := 0; i < c.np; i++ {
		var sum int64
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			var v int64
			switch c.kind[k] {
			case Win, WinUnrated:
				v = 4
			case Draw, DrawUnrated:
				v = 2
			case Loss, LossUnrated:
				v = 1
			}
			sum += v
			if c.wantExplain(i) {
				el := c.element(r, k, d.row().article)
				el.Contribution, el.Counted = IntValue(v), el.Kind.OTB()
				els = append(els, el)
			}
		}
		out.set(i, IntValue(sum), 0)
		if els != nil {
			c.explainSum(out, i, d, USCF, SumDetail{Elements: els, Total: IntValue(sum)})
		}
	}
}

// tbRBT is the USCF result between tied players (34E5), a group operation:
// each member's wins minus losses in games over the board against the other
// members, higher first; members left equal are reapplied as a subgroup
// (docs/tiebreaks.md, decision 25: forfeits do not count; a member who met nobody has 0).
func tbRBT(c *calc, d Descriptor, g []int, res *column) [][]int {
	return explainedGroup(c, d, g, res, func(steps *[]Step) [][]int { return c.rbt(g, res, steps) })
}

func (c *calc) rbt(g []int, res *column, steps *[]Step) [][]int {
	val := map[int]int64{}
	met := make([]int, len(g))
	in := map[int32]bool{}
	for _, i := range g {
		in[int32(i)] = true
	}
	for j, i := range g {
		seen := map[int32]bool{}
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			o := c.opp[k]
			if o < 0 || !in[o] || !c.kind[k].OTB() {
				continue
			}
			switch c.kind[k] {
			case Win, WinUnrated:
				val[i]++
			case Loss, LossUnrated:
				val[i]--
			}
			if !seen[o] {
				seen[o] = true
				met[j]++
			}
		}
		res.set(i, IntValue(val[i]), 0)
	}
	return groupByValue(c, g, func(i int) Value { return IntValue(val[i]) }, met, "USCF 34E5", steps,
		func(sub []int) [][]int { return c.rbt(sub, res, steps) })
}

// uscfDiscards is the note of each score class of 34E1 on the discarded
// values.
var uscfDiscards = map[string]msg.ID{"plus": msg.NoteUSCFDiscardsPlus, "even": msg.NoteUSCFDiscardsEven, "minus": msg.NoteUSCFDiscardsMinus}
