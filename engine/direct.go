package engine

import "sort"

// deCounts reports whether a round between two members counts for DE
// (C.07 6.1.1): games over the board; forfeits only in a round robin, with
// /P, or under the italian edition.
func (c *calc) deCounts(kind Kind, d Descriptor) bool {
	if kind.OTB() {
		return true
	}
	return kind.Forfeit() && (c.rr || d.Played || c.ed == Italian)
}

// tbDE is the direct encounter (C.07 6): a group operation that orders the
// members of a tied group by their results against each other, recursively
// (spec §6.15).
func tbDE(c *calc, d Descriptor, g []int, res []Result) [][]int {
	return explainedGroup(c, d, g, res, "C.07 6", func(steps *[]Step) [][]int { return c.de(d, g, res, steps) })
}

// explainedGroup runs a group operation and gives every member that wants
// an explanation the steps it took.
func explainedGroup(c *calc, d Descriptor, g []int, res []Result, article string, run func(steps *[]Step) [][]int) [][]int {
	var steps []Step
	parts := run(&steps)
	for _, i := range g {
		if c.wantExplain(i) {
			res[i].Explanation = &Explanation{Key: d.Key, Article: article, Edition: c.ed, Steps: steps}
		}
	}
	return parts
}

func (c *calc) de(d Descriptor, g []int, res []Result, steps *[]Step) [][]int {
	if len(g) < 2 {
		return [][]int{g}
	}
	in := make(map[int32]int, len(g))
	for j, i := range g {
		in[int32(i)] = j
	}
	m := len(g)
	// sums[p][q] and counts[p][q] of the counting games of p against q.
	sums := make([]Score, m*m)
	cnts := make([]int64, m*m)
	for j, i := range g {
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			q, ok := in[c.opp[k]]
			if !ok || c.opp[k] < 0 || !c.deCounts(c.kind[k], d) {
				continue
			}
			sums[j*m+q] += c.pts[k]
			cnts[j*m+q]++
		}
	}
	val := make([]Value, m)
	maxv := make([]Value, m)
	met := make([]int, m)
	allMet := true
	for j := 0; j < m; j++ {
		var v Value
		for q := 0; q < m; q++ {
			if cnts[j*m+q] > 0 {
				v = v.Add(NewValue(int64(sums[j*m+q]), 10*cnts[j*m+q]))
				met[j]++
			}
		}
		val[j] = v
		maxv[j] = v.Add(c.w.Value().Mul(IntValue(int64(m - 1 - met[j]))))
		if met[j] != m-1 {
			allMet = false
		}
		res[g[j]] = Result{Defined: true, Value: v, Decimals: 1}
	}
	starts := func(idx []int) []int {
		out := make([]int, len(idx))
		for x, j := range idx {
			out[x] = c.start[g[j]]
		}
		return out
	}
	all := make([]int, m)
	for j := range all {
		all[j] = j
	}
	step := Step{Group: starts(all), Values: val, Met: met}
	if c.rr || allMet {
		step.Rule = "6.2"
		order := append([]int(nil), all...)
		sort.SliceStable(order, func(a, b int) bool { return val[order[a]].Cmp(val[order[b]]) > 0 })
		var parts [][]int
		for x := 0; x < m; {
			y := x + 1
			for y < m && val[order[y]].Cmp(val[order[x]]) == 0 {
				y++
			}
			parts = append(parts, order[x:y])
			x = y
		}
		if len(parts) == 1 {
			step.Outcome = "tied"
			*steps = append(*steps, step)
			return [][]int{g}
		}
		step.Outcome = "split"
		*steps = append(*steps, step)
		var out [][]int
		for _, p := range parts {
			members := make([]int, len(p))
			for x, j := range p {
				members[x] = g[j]
			}
			if len(members) == 1 {
				out = append(out, members)
			} else {
				out = append(out, c.de(d, members, res, steps)...)
			}
		}
		return out
	}
	// 6.3: Swiss, not everybody met.
	step.Rule = "6.3"
	step.Max = maxv
	rest := append([]int(nil), all...)
	var fixed []int
	for len(rest) >= 2 {
		best, shared := rest[0], false
		for _, j := range rest[1:] {
			switch val[j].Cmp(val[best]) {
			case 1:
				best, shared = j, false
			case 0:
				shared = true
			}
		}
		if shared {
			break
		}
		certain := true
		for _, j := range rest {
			if j != best && val[best].Cmp(maxv[j]) <= 0 {
				certain = false
				break
			}
		}
		if !certain {
			break
		}
		fixed = append(fixed, best)
		next := rest[:0:0]
		for _, j := range rest {
			if j != best {
				next = append(next, j)
			}
		}
		rest = next
	}
	step.Fixed = starts(fixed)
	if len(fixed) == 0 {
		step.Outcome = "tied"
		*steps = append(*steps, step)
		return [][]int{g}
	}
	step.Outcome = "partial"
	*steps = append(*steps, step)
	var out [][]int
	for _, j := range fixed {
		out = append(out, []int{g[j]})
	}
	members := make([]int, len(rest))
	for x, j := range rest {
		members[x] = g[j]
	}
	if len(members) >= 2 {
		out = append(out, c.de(d, members, res, steps)...)
	} else if len(members) == 1 {
		out = append(out, members)
	}
	return out
}
