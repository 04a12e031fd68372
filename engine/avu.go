package engine

// AVU: classifica avulsa, the mini-tournament among the tied participants
// (docs/tiebreaks.md §7.5).

// tbAVU orders a tied group by the points each member scored in every
// meeting with the other members (games and forfeits as recorded, all
// meetings summed), recursively on the parts left equal. A group in which
// some pair never met is left tied (docs/tiebreaks.md, decision 28).
func tbAVU(c *calc, d Descriptor, g []int, res *column) [][]int {
	return explainedGroup(c, d, g, res, func(steps *[]Step) [][]int { return c.avu(g, res, steps) })
}

func (c *calc) avu(g []int, res *column, steps *[]Step) [][]int {
	in := make(map[int32]int, len(g))
	for j, i := range g {
		in[int32(i)] = j
	}
	m := len(g)
	val := make(map[int]Score, m)
	met := make([]int, m)
	seen := make([]bool, m*m)
	for j, i := range g {
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			q, ok := in[c.opp[k]]
			if !ok || c.opp[k] < 0 || c.kind[k] == NotYet {
				continue
			}
			val[i] += c.pts[k]
			if !seen[j*m+q] {
				seen[j*m+q] = true
				met[j]++
			}
		}
	}
	complete := true
	for j := range g {
		if met[j] != m-1 {
			complete = false
		}
	}
	for _, i := range g {
		res.set(i, val[i].Value(), 1)
	}
	if !complete {
		vals := make([]Value, m)
		group := make([]int, m)
		for j, i := range g {
			vals[j], group[j] = val[i].Value(), c.start[i]
		}
		addStep(steps, Step{Group: group, Values: vals, Met: met, Rule: "docs/tiebreaks.md §7.5 (some never met)", Outcome: StepTied})
		return [][]int{g}
	}
	return groupByValue(c, g, func(i int) Value { return val[i].Value() }, met, "docs/tiebreaks.md §7.5", steps,
		func(sub []int) [][]int { return c.avu(sub, res, steps) })
}
