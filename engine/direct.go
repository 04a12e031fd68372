package engine

import (
	"slices"
	"sort"
)

// deCounts reports whether a round between two members counts for DE
// (C.07 6.1.1): games over the board; forfeits only in a round robin, with
// /P, or under the italian edition.
func (c *calc) deCounts(kind Kind, d Descriptor) bool {
	if kind.OTB() {
		return true
	}
	return kind.Forfeit() && (c.rr || d.Played || c.ed.rules().deForfeits)
}

// tbDE is the direct encounter (C.07 6): a group operation that orders the
// members of a tied group by their results against each other, recursively
// (docs/tiebreaks.md §6.15).
func tbDE(c *calc, d Descriptor, g []int, res *column) [][]int {
	return explainedGroup(c, d, g, res, func(steps *[]Step) [][]int { return c.de(d, g, res, steps) })
}

// explainedGroup runs a group operation and gives every member that wants
// an explanation the steps it took. When none does, run gets nil steps
// and need not describe them (what-if runs group operations thousands of
// times for the ranks alone).
func explainedGroup(c *calc, d Descriptor, g []int, res *column, run func(steps *[]Step) [][]int) [][]int {
	var steps *[]Step
	for _, i := range g {
		if c.wantExplain(i) {
			steps = new([]Step)
			break
		}
	}
	res.steps = 0 // the steps of this group, numbered from 1 (Result.Step)
	parts := run(steps)
	if steps == nil {
		return parts
	}
	for _, i := range g {
		if c.wantExplain(i) {
			res.explain(i, explanation(d, c.ed, &GroupDetail{Steps: *steps}))
		}
	}
	return parts
}

// addStep records a step of a group operation, unless nobody wants the
// steps (steps nil).
func addStep(steps *[]Step, step Step) {
	if steps != nil {
		*steps = append(*steps, step)
	}
}

func (c *calc) de(d Descriptor, g []int, res *column, steps *[]Step) [][]int {
	if len(g) < 2 {
		return [][]int{g}
	}
	dg := c.deTally(d, g, res)
	var step Step
	if steps != nil {
		step = Step{Group: dg.starts(dg.all()), Values: dg.val, Met: dg.met}
		for _, i := range g {
			if c.wantExplain(i) {
				step.Games = c.deGames(d, g)
				break
			}
		}
	}
	if c.rr || dg.allMet {
		return c.deSeparate(d, dg, step, res, steps)
	}
	if c.ed.rules().deAllMetOnly { // not all met: no effect, no value
		for _, i := range g {
			res.unset(i)
		}
		step.Rule, step.Outcome = "6.2", StepTied
		addStep(steps, step)
		return [][]int{g}
	}
	return c.deCertain(d, dg, step, res, steps)
}

// deGroup is a group under the direct encounter: each member's points
// against the others (val), his maximum if he won every missing game
// (maxv), and how many of the others he met; indices are positions in g.
type deGroup struct {
	c      *calc
	g      []int
	val    []Value
	maxv   []Value
	met    []int
	allMet bool
}

// all returns the positions 0 … len(g)−1.
func (dg *deGroup) all() []int {
	out := make([]int, len(dg.g))
	for j := range out {
		out[j] = j
	}
	return out
}

// starts returns the start numbers of the members at positions idx.
func (dg *deGroup) starts(idx []int) []int {
	out := make([]int, len(idx))
	for x, j := range idx {
		out[x] = dg.c.start[dg.g[j]]
	}
	return out
}

// members returns the player indices of the members at positions idx.
func (dg *deGroup) members(idx []int) []int {
	out := make([]int, len(idx))
	for x, j := range idx {
		out[x] = dg.g[j]
	}
	return out
}

// deTally counts each member's games against the other members that DE
// counts (C.07 6.1), averaging repeated meetings per opponent (6.1.2), and
// writes each member's points into res.
func (c *calc) deTally(d Descriptor, g []int, res *column) *deGroup {
	in := c.groupPositions(g)
	m := len(g)
	step := res.newStep() // this tally is the next step the caller records
	dg := &deGroup{c: c, g: g, val: make([]Value, m), maxv: make([]Value, m), met: make([]int, m), allMet: true}
	// Each member's counting games against each other member (sum of the
	// points, count), kept per member in a short list: a member meets at
	// most N others, so a large group costs no m × m table.
	type meeting struct {
		q   int // the other member's index in g
		sum Score
		cnt int64
	}
	var ms []meeting
	for j, i := range g {
		ms = ms[:0]
		kinds, opps, pts := c.rounds(i)
		for r, kind := range kinds {
			if opps[r] < 0 || in[opps[r]] < 0 || !c.deCounts(kind, d) {
				continue
			}
			q := int(in[opps[r]])
			x := slices.IndexFunc(ms, func(e meeting) bool { return e.q == q })
			if x < 0 {
				x = len(ms)
				ms = append(ms, meeting{q: q})
			}
			ms[x].sum += pts[r]
			ms[x].cnt++
		}
		// By position in the group (q unique): an insertion sort, with
		// no allocation on what-if's path and no sorting code of its own
		// in app.wasm (a few meetings a player).
		for x := 1; x < len(ms); x++ {
			for y := x; y > 0 && ms[y].q < ms[y-1].q; y-- {
				ms[y], ms[y-1] = ms[y-1], ms[y]
			}
		}
		var v Value
		for _, e := range ms {
			v = v.Add(NewValue(int64(e.sum), 10*e.cnt))
		}
		dg.met[j], dg.val[j] = len(ms), v
		dg.maxv[j] = v.Add(c.w.Value().Mul(IntValue(int64(m - 1 - len(ms)))))
		dg.allMet = dg.allMet && len(ms) == m-1
		res.set(i, v, 1)
		res.at(i).Step = step
	}
	for _, i := range g {
		in[i] = -1
	}
	return dg
}

// groupPositions returns, by player index, each member's position in g and
// −1 for the others: a buffer of c, all −1 again once the caller is done
// (a panic abandons the calc anyway).
func (c *calc) groupPositions(g []int) []int32 {
	if c.inGroup == nil {
		c.inGroup = make([]int32, c.np)
		for i := range c.inGroup {
			c.inGroup[i] = -1
		}
	}
	for j, i := range g {
		c.inGroup[i] = int32(j)
	}
	return c.inGroup
}

// deSeparate applies C.07 6.2 (everybody met, or a round robin): the
// members ordered by their points against each other, DE applied again to
// every part of two or more.
func (c *calc) deSeparate(d Descriptor, dg *deGroup, step Step, res *column, steps *[]Step) [][]int {
	val, m := dg.val, len(dg.g)
	step.Rule = "6.2"
	order := dg.all()
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
		step.Outcome = StepTied
		addStep(steps, step)
		return [][]int{dg.g}
	}
	step.Outcome = StepSplit
	for _, p := range parts {
		if steps != nil {
			step.Parts = append(step.Parts, dg.starts(p))
		}
	}
	addStep(steps, step)
	var out [][]int
	for _, p := range parts {
		if members := dg.members(p); len(members) == 1 {
			out = append(out, members)
		} else {
			out = append(out, c.de(d, members, res, steps)...)
		}
	}
	return out
}

// deCertain applies C.07 6.3 (a Swiss where not everybody met): the member
// with the most points is placed when even losing every missing game he
// stays above every other's maximum, then the next; DE is applied again to
// the members left.
func (c *calc) deCertain(d Descriptor, dg *deGroup, step Step, res *column, steps *[]Step) [][]int {
	val, maxv := dg.val, dg.maxv
	step.Rule = "6.3"
	step.Max = maxv
	rest := dg.all()
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
		certain := !shared
		for _, j := range rest {
			certain = certain && (j == best || val[best].Cmp(maxv[j]) > 0)
		}
		if !certain {
			break
		}
		fixed = append(fixed, best)
		rest = slices.DeleteFunc(rest, func(j int) bool { return j == best })
	}
	if steps != nil {
		step.Fixed = dg.starts(fixed)
	}
	if len(fixed) == 0 {
		step.Outcome = StepTied
		addStep(steps, step)
		return [][]int{dg.g}
	}
	step.Outcome = StepPartial
	addStep(steps, step)
	var out [][]int
	for _, j := range fixed {
		out = append(out, []int{dg.g[j]})
	}
	switch members := dg.members(rest); len(members) {
	case 0:
	case 1:
		out = append(out, members)
	default:
		out = append(out, c.de(d, members, res, steps)...)
	}
	return out
}

// deGames lists the games of group g that count for DE, each once, in
// round order: the explanation shows them so that the members' points
// against each other can be checked by hand.
func (c *calc) deGames(d Descriptor, g []int) []Game {
	in := make(map[int32]bool, len(g))
	for _, i := range g {
		in[int32(i)] = true
	}
	var games []Game
	for _, i := range g {
		kinds, opps, pts := c.rounds(i)
		for r, kind := range kinds {
			o := opps[r]
			if o < 0 || !in[o] || c.start[i] > c.start[o] || !c.deCounts(kind, d) {
				continue
			}
			_, _, opts := c.rounds(int(o))
			games = append(games, Game{Round: r + 1, A: c.start[i], B: c.start[o], PointsA: pts[r].Value(), PointsB: opts[r].Value()})
		}
	}
	// sort.Slice, not slices.SortFunc: one sorting code for every type
	// (app.wasm's size), where the order is total and the list short.
	sort.Slice(games, func(i, j int) bool {
		if games[i].Round != games[j].Round {
			return games[i].Round < games[j].Round
		}
		return games[i].A < games[j].A
	})
	return games
}
