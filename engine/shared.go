package engine

import "sort"

// Helpers shared by the non-FIDE tie-breaks (uscf.go, avu.go).

// under returns a calc that shares c's data but computes under edition ed,
// memoised in c (the USCF codes, which always use the uscf edition).
func (c *calc) under(ed Edition) *calc {
	if ed == c.ed {
		return c
	}
	// quiet copies share c.memo
	return memoized(&c.memo.under, underKey{ed, c.explain}, func() *calc { return c.withEdition(ed) })
}

// groupByValue orders the group g by val (higher first), records the step,
// and reapplies recur to every part of two or more members. A group that
// stays whole is returned as it is.
func groupByValue(c *calc, g []int, val func(i int) Value, met []int, rule string, steps *[]Step, recur func([]int) [][]int) [][]int {
	vals := make([]Value, len(g))
	group := make([]int, len(g))
	for j, i := range g {
		vals[j], group[j] = val(i), c.start[i]
	}
	order := append([]int(nil), g...)
	sort.SliceStable(order, func(a, b int) bool { return val(order[a]).Cmp(val(order[b])) > 0 })
	var parts [][]int
	for x := 0; x < len(order); {
		y := x + 1
		for y < len(order) && val(order[y]).Cmp(val(order[x])) == 0 {
			y++
		}
		parts = append(parts, order[x:y:y])
		x = y
	}
	step := Step{Group: group, Values: vals, Met: met, Rule: rule, Outcome: StepSplit}
	if len(parts) == 1 {
		step.Outcome = StepTied
		addStep(steps, step)
		return [][]int{g}
	}
	addStep(steps, step)
	var out [][]int
	for _, p := range parts {
		if len(p) == 1 {
			out = append(out, p)
		} else {
			out = append(out, recur(p)...)
		}
	}
	return out
}
