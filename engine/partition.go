package engine

// partition is the ordered partition of the participants that ranking
// refines: perm lists player indices in rank order and group g is
// perm[ends[g-1]:ends[g]] (from 0 for the first group). The members of a
// group are in start-number order. Refining a partition moves indices inside
// perm; it allocates nothing but its scratch buffers, once.
type partition struct {
	perm  []int
	ends  []int
	next  []int // the ends being built
	tmp   []int
	start []int  // start numbers by player index
	tied  []bool // tiedOnly's result
}

// newPartition returns one group of every participant, by start number.
func newPartition(start []int) *partition {
	np := len(start)
	p := &partition{perm: make([]int, np), ends: make([]int, 0, np), next: make([]int, 0, np), start: start}
	for i := range p.perm {
		p.perm[i] = i
	}
	byStart := func(a, b int) int { return start[a] - start[b] }
	sortIndices(p.perm, byStart) // players are usually listed by start number: sorted already

	if np > 0 {
		p.ends = append(p.ends, np)
	}
	return p
}

// resetTo makes p one group of every participant again, in the order of
// first (a copy of a new partition's perm, taken before any split), keeping
// its buffers: what-if ranks thousands of scenarios with one partition.
func (p *partition) resetTo(first []int) {
	copy(p.perm, first)
	p.ends = p.ends[:0]
	if len(first) > 0 {
		p.ends = append(p.ends, len(first))
	}
}

// decided reports whether every group has one member.
func (p *partition) decided() bool { return len(p.ends) == len(p.perm) }

// tiedOnly returns, by player index, whether each participant is in a
// group of two or more, or nil when every participant is (nothing to
// leave out). The slice is p's and changes with the next call.
func (p *partition) tiedOnly() []bool {
	if len(p.ends) == 1 || p.decided() {
		return nil
	}
	if p.tied == nil {
		p.tied = make([]bool, len(p.perm))
	}
	alone, from := false, 0
	for _, to := range p.ends {
		for _, i := range p.perm[from:to] {
			p.tied[i] = to-from > 1
		}
		alone = alone || to-from == 1
		from = to
	}
	if !alone {
		return nil
	}
	return p.tied
}

// groups returns the groups as slices of perm (for keys that depend on the
// standings so far).
func (p *partition) groups() [][]int {
	out := make([][]int, len(p.ends))
	from := 0
	for g, to := range p.ends {
		out[g] = p.perm[from:to:to]
		from = to
	}
	return out
}

// splitBy orders every group by cmp, higher first, and cuts it where the
// values differ; equal values keep start-number order.
func (p *partition) splitBy(cmp func(a, b int) int) {
	start := p.start
	p.regroup(func(from, to int, next []int) []int {
		g := p.perm[from:to]
		sortIndices(g, func(x, y int) int {
			if v := cmp(x, y); v != 0 {
				return -v
			}
			return start[x] - start[y]
		})
		for x := 1; x < len(g); x++ {
			if cmp(g[x-1], g[x]) != 0 {
				next = append(next, from+x)
			}
		}
		return append(next, to)
	})
}

// regroup rebuilds the ends of the groups: a group of one member stays as
// it is, and split reorders the members of every other group, perm[from:to],
// and appends the ends of its parts to next.
func (p *partition) regroup(split func(from, to int, next []int) []int) {
	next := p.next[:0]
	from := 0
	for _, to := range p.ends {
		if to-from < 2 {
			next = append(next, to)
		} else {
			next = split(from, to, next)
		}
		from = to
	}
	p.ends, p.next = next, p.ends
}

// splitGroups replaces every group of two or more members by the ordered
// parts that split returns for it (a group operation); each part is put in
// start-number order.
func (p *partition) splitGroups(split func(g []int) [][]int) {
	start := p.start
	p.regroup(func(from, to int, next []int) []int {
		p.tmp, next = placeParts(split(p.perm[from:to]), p.perm[from:to], p.tmp, start, from, next)
		return next
	})
}

// placeParts puts the parts a group operation returned for the group grp,
// which begins at from in the permutation, in place of grp: each part in
// start-number order, one after the other, and appends the end of each
// non-empty part to next. The parts may alias grp: they are copied through
// tmp first, which placeParts returns for reuse.
func placeParts(parts [][]int, grp, tmp, start []int, from int, next []int) ([]int, []int) {
	tmp = tmp[:0]
	for _, part := range parts {
		if len(part) == 0 {
			continue
		}
		a := len(tmp)
		tmp = append(tmp, part...)
		sortIndices(tmp[a:], func(x, y int) int { return start[x] - start[y] })
		next = append(next, from+len(tmp))
	}
	if len(tmp) != len(grp) {
		panic("engine: a group operation lost or added members")
	}
	copy(grp, tmp)
	return tmp, next
}

// splitByColumn splits every group by the values of a column, higher first
// for sign 1 (lower first for −1).
func (p *partition) splitByColumn(col *column, sign int) {
	p.splitBy(func(a, b int) int { return col.compare(a, b, sign) })
}

// sortIndices sorts the player indices s by cmp, a total order (every
// caller's ends with the start number), so that any correct sort gives the
// same order. It is written here, not slices.SortFunc: the page would link
// a copy of slices' sorting code for []int for these calls alone (16 KB of
// app.wasm), and sort.Sort would allocate at each of the what-if's many
// calls. A slice already in order (players are usually listed by start
// number) costs one pass; a short one is sorted by insertion, a longer
// one by heapsort.
func sortIndices(s []int, cmp func(a, b int) int) {
	sorted := true
	for i := 1; i < len(s) && sorted; i++ {
		sorted = cmp(s[i-1], s[i]) <= 0
	}
	switch {
	case sorted:
	case len(s) <= 12:
		for i := 1; i < len(s); i++ {
			for j := i; j > 0 && cmp(s[j-1], s[j]) > 0; j-- {
				s[j-1], s[j] = s[j], s[j-1]
			}
		}
	default:
		for i := len(s)/2 - 1; i >= 0; i-- {
			siftDown(s, i, len(s), cmp)
		}
		for end := len(s) - 1; end > 0; end-- {
			s[0], s[end] = s[end], s[0]
			siftDown(s, 0, end, cmp)
		}
	}
}

// siftDown moves s[root] down the max-heap s[:end] ordered by cmp.
func siftDown(s []int, root, end int, cmp func(a, b int) int) {
	for {
		child := 2*root + 1
		if child >= end {
			return
		}
		if child+1 < end && cmp(s[child], s[child+1]) < 0 {
			child++
		}
		if cmp(s[root], s[child]) >= 0 {
			return
		}
		s[root], s[child] = s[child], s[root]
		root = child
	}
}
