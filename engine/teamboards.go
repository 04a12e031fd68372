package engine

import "sort"

// The team tie-breaks on the boards (C.07 Art. 12; docs/tiebreaks.md
// §8.6, §8.8): board count, top-board results, bottom-board elimination,
// board-weighted points and first-board priority. They need the points of
// every board; a team whose boards the source does not give has no value.

// boardsOf returns the points team i scored on each board in round r
// (0-based), and whether they are known. A played match gives each board
// its points. A round without a match gives every board an equal share of
// the game points the round is worth (docs/tiebreaks.md §8.1, §8.6,
// decision 59): a forfeit win and a full-point bye a win, a half-point
// bye a draw, a forfeit loss and a zero-point bye nothing, and a PAB what
// Teams.PAB gives (½ a board for the default drawn match), so that the
// boards add up to the game points, as C.07 12.1 counts "game points"
// and as the counts of Art. 7 with game points read the boards (decision
// 49). A round not played yet has no boards.
func (c *calc) boardsOf(i, r int) ([]Value, bool) {
	ts := c.team.ev.Teams
	tr := ts.Teams[i].Rounds[r]
	if tr.Kind.OTB() {
		if len(tr.Boards) != ts.Boards {
			return nil, false
		}
		b := make([]Value, ts.Boards)
		for k, p := range tr.Boards {
			b[k] = p.Value()
		}
		return b, true
	}
	if tr.Kind == NotYet {
		return nil, false
	}
	each := NewValue(int64(ts.Score(tr).GP), 10*int64(ts.Boards))
	b := make([]Value, ts.Boards)
	for k := range b {
		b[k] = each
	}
	return b, true
}

// boardTotals returns team i's points on each board over rounds 1..N, or
// false when some round's boards are unknown. With against ≥ 0 only the
// matches against that team count (the mutual matches of two teams).
func (c *calc) boardTotals(i int, against int32) ([]Value, bool) {
	tot := make([]Value, c.team.ev.Teams.Boards)
	for r := 0; r < c.n; r++ {
		if against >= 0 && (c.opp[c.at(i, r)] != against || !c.kind[c.at(i, r)].OTB()) {
			continue
		}
		b, ok := c.boardsOf(i, r)
		if !ok && c.kind[c.at(i, r)] != NotYet {
			return nil, false
		}
		for k, p := range b {
			tot[k] = tot[k].Add(p)
		}
	}
	return tot, true
}

// boardCount is Σ b × points on board b (BC, C.07 12.1).
func boardCount(tot []Value) Value {
	var s Value
	for k, p := range tot {
		s = s.Add(IntValue(int64(k + 1)).Mul(p))
	}
	return s
}

// topBoards is the vector of the points on board 1, 2, … (TBR, 12.2).
func topBoards(tot []Value) []Value {
	return append([]Value(nil), tot...)
}

// bottomElimination is the vector of the points on every board but the
// last, but the last two, …, on board 1 only (BBE, 12.3).
func bottomElimination(tot []Value) []Value {
	var v []Value
	for n := len(tot) - 1; n >= 1; n-- {
		var s Value
		for _, p := range tot[:n] {
			s = s.Add(p)
		}
		v = append(v, s)
	}
	return v
}

// boardVector writes a vector of every team's board totals over the whole
// event (TBR, BBE).
func boardVector(of func([]Value) []Value) func(c *calc, d Descriptor, out *column) {
	return func(c *calc, d Descriptor, out *column) {
		for i := 0; i < c.np; i++ {
			if tot, ok := c.boardTotals(i, -1); ok {
				out.setVector(i, of(tot), 1)
			}
		}
	}
}

// tbBCValues writes every team's board count (C.07 12.1) over every
// match, whether or not a tie reaches it; a team with a match whose
// boards are unknown has none.
func tbBCValues(c *calc, d Descriptor, out *column) {
	for i := 0; i < c.np; i++ {
		if tot, ok := c.boardTotals(i, -1); ok && out.wanted(i) {
			out.set(i, boardCount(tot), 1)
		}
	}
}

// tbBC orders a tied group by the board count (C.07 12.1; docs/tiebreaks.md
// §8.6, decision 48): the lower count ranks higher, and only among teams
// with the same game points, the case of Art. 12's knockout match (a
// drawn match). A group whose members have different game points, or a
// member without every board, stays tied.
func tbBC(c *calc, d Descriptor, g []int, res *column) [][]int {
	gp := c.teamScore(true).score
	bc := make([]Value, len(g))
	same := true
	for j, i := range g {
		tot, ok := c.boardTotals(i, -1)
		if !ok {
			return [][]int{g}
		}
		bc[j] = boardCount(tot)
		res.set(i, bc[j], 1)
		same = same && gp[i] == gp[g[0]]
	}
	step := Step{Values: bc, Rule: "12.1", Outcome: StepTied}
	for _, i := range g {
		step.Group = append(step.Group, c.start[i])
	}
	parts := [][]int{g}
	if same {
		parts = orderByCount(g, bc)
	}
	if len(parts) > 1 {
		step.Outcome = StepSplit
	}
	return explainedGroup(c, d, g, res, func(steps *[]Step) [][]int {
		addStep(steps, step)
		return parts
	})
}

// orderByCount splits g by the board counts bc (bc[j] is g[j]'s), the
// lower first.
func orderByCount(g []int, bc []Value) [][]int {
	order := make([]int, len(g))
	for j := range order {
		order[j] = j
	}
	sort.SliceStable(order, func(a, b int) bool { return bc[order[a]].Cmp(bc[order[b]]) < 0 })
	var parts [][]int
	for x := 0; x < len(order); {
		y := x + 1
		for y < len(order) && bc[order[y]].Cmp(bc[order[x]]) == 0 {
			y++
		}
		var part []int
		for _, j := range order[x:y] {
			part = append(part, g[j])
		}
		parts = append(parts, part)
		x = y
	}
	return parts
}

// tbBWP is the board-weighted points (docs/tiebreaks.md §8.8): Σ weight(b)
// × points on board b over every match, with the weights n, n − 1, …, 1
// for n boards.
func tbBWP(c *calc, d Descriptor, out *column) {
	for i := 0; i < c.np; i++ {
		tot, ok := c.boardTotals(i, -1)
		if !ok {
			continue
		}
		var s Value
		for k, p := range tot {
			s = s.Add(IntValue(int64(len(tot) - k)).Mul(p))
		}
		out.set(i, s, 1)
	}
}

// tbFBP is the first-board priority of the Italian team championship
// (docs/tiebreaks.md §8.8): of two tied teams that met, the one with more
// points on board 1 of their matches ranks higher; on equality board 2
// decides, and so on. Other groups stay tied.
func tbFBP(c *calc, d Descriptor, g []int, res *column) [][]int {
	return explainedGroup(c, d, g, res, func(steps *[]Step) [][]int {
		return c.knockout(g, res, steps, "FBP", topBoards)
	})
}

// knockout orders two tied teams by a vector of the boards of their mutual
// matches, compared lexicographically (higher first; BC's sum is negated
// so that the lower ranks higher). Groups of another size, teams that
// never met, or matches without their boards leave the group tied.
func (c *calc) knockout(g []int, res *column, steps *[]Step, rule string, of func([]Value) []Value) [][]int {
	if len(g) != 2 {
		return [][]int{g}
	}
	var vecs [2][]Value
	for j, i := range g {
		tot, ok := c.boardTotals(i, int32(g[1-j]))
		if !ok || !c.met(g[0], g[1]) {
			return [][]int{g}
		}
		vecs[j] = of(tot)
	}
	if len(vecs[0]) == 0 || len(vecs[1]) == 0 {
		// BBE of a one-board event: no board is left once the last is
		// eliminated, so there is nothing to compare (C.07 12.3).
		return [][]int{g}
	}
	cmp := compareVectors(vecs[0], vecs[1])
	res.newStep() // recorded below: the next value's step follows it
	step := Step{Group: []int{c.start[g[0]], c.start[g[1]]}, Rule: rule, Outcome: StepTied}
	for j := range g {
		step.Values = append(step.Values, vecs[j][0])
	}
	if cmp == 0 {
		addStep(steps, step)
		return [][]int{g}
	}
	step.Outcome = StepSplit
	addStep(steps, step)
	if cmp > 0 {
		return [][]int{{g[0]}, {g[1]}}
	}
	return [][]int{{g[1]}, {g[0]}}
}

// met reports whether teams a and b played a match against each other.
func (c *calc) met(a, b int) bool {
	for r := 0; r < c.n; r++ {
		if c.opp[c.at(a, r)] == int32(b) && c.kind[c.at(a, r)].OTB() {
			return true
		}
	}
	return false
}

// compareVectors compares two vectors lexicographically.
func compareVectors(a, b []Value) int {
	for k := 0; k < len(a) && k < len(b); k++ {
		if x := a[k].Cmp(b[k]); x != 0 {
			return x
		}
	}
	return len(a) - len(b)
}

// negatedCount is the board count as a one-component vector, negated: in
// knockout, a lower count ranks higher.
func negatedCount(tot []Value) []Value { return []Value{boardCount(tot).Mul(IntValue(-1))} }
