package engine

// Re-ranking only what can change (docs/tiebreaks.md §9.8, issue 23).
//
// When the caller says beforehand which players' rounds will change
// (Replay.Varying), and the list holds only local keys (registry: a value
// that depends on the player's own rounds and his opponents') and group
// operations on the tied group alone (registry: groupLocal), the players who
// are neither varying nor an opponent of one (the still players) keep their
// score and every value in every ranking. Ranking is then, exactly:
//
//   - the classes: the participants ordered by score and by the keys before
//     the first group operation, each class the participants equal on all
//     of them (refine's groups at that position, in the same order);
//   - each class of two or more refined by the rest of the list (the group
//     operation on its members alone, then the keys after it).
//
// The still players' classes and their refinement are computed once. Each
// ranking computes the values of the touched players (the others), sorts
// them, finds by binary search the class of the still players each one
// joins or precedes, and refines again only the classes a touched player
// is in; a class of still players alone keeps its refinement, and its
// members' ranks are shifted by the number of touched players ahead.

// fastRank is the state of the fast ranking of a Replay (nil: every
// ranking refines the whole partition).
type fastRank struct {
	op      int    // list position of the first group operation (len(list): none)
	sign    []int  // by list position: 1 higher first, −1 lower first
	varying []bool // by player index: rounds that Changed may name
	touched []bool // by player index: varying or an opponent of a varying player
	tl      []int  // the touched players
	ready   bool   // the still players' classes are computed
	// still holds the still players class by class, each class in the
	// order of its refinement; cls the ends of the classes in still, ahead
	// by player index the position in still of the first member of the
	// player's final group.
	still []int
	cls   []int
	ahead []int32
	// scratch of a ranking
	ts []int // the touched players in order
	// at and join, by player index of a touched player: the class of
	// still players he precedes or joins (join), kept from one ranking to
	// the next while his values do not change.
	at   []int
	join []bool
	// joined, by class of still players: the touched players who joined
	// it last time (by), its members then (memb) and their ranks counted
	// from the class's first place (rank): kept while the same players
	// join it with the same values.
	joined []*joinedClass
	// changed, by player index: a touched player whose values changed
	// in this ranking, listed in fresh.
	changed []bool
	fresh   []int
	perm    []int
	ends    []int
	next    []int
	tmp     []int
	ranks   []int32 // by player index
}

// joinedClass is a class of still players with the touched players who
// joined it in the last ranking (fastRank.joined).
type joinedClass struct {
	by, memb []int
	rank     []int32
}

// Varying tells the replay that, from now on, Changed names only players of
// these start numbers: Rank then re-ranks only the classes of players whose
// score or values can change, when the list allows it (see fastRank), and
// Varying reports whether it does; otherwise nothing changes and every
// ranking stays a whole one. Changed naming another player makes every
// later ranking a whole one again.
func (r *Replay) Varying(starts ...int) bool {
	c := r.c
	if c.team != nil {
		return false
	}
	list := r.st.TieBreaks
	f := &fastRank{op: len(list), sign: make([]int, len(list))}
	for j, d := range list {
		tb := d.row()
		switch {
		case tb == nil:
			return false
		case tb.kind == groupOp:
			if !tb.groupLocal {
				return false
			}
			f.op = min(f.op, j)
		case !tb.local || tb.ranked != nil || tb.scalar == nil:
			return false
		}
		f.sign[j] = 1
		if tb.lowerWins {
			f.sign[j] = -1
		}
		if d.Reverse {
			f.sign[j] = -f.sign[j]
		}
	}
	f.varying, f.touched = make([]bool, c.np), make([]bool, c.np)
	for _, s := range starts {
		i, ok := r.at[s]
		if !ok {
			continue
		}
		f.varying[i], f.touched[i] = true, true
		for _, o := range r.rev[i] {
			f.touched[o] = true
		}
	}
	for i, t := range f.touched {
		if t {
			f.tl = append(f.tl, i)
		}
	}
	f.ranks, f.at, f.join, f.changed = make([]int32, c.np), make([]int, c.np), make([]bool, c.np), make([]bool, c.np)
	r.fast = f
	return true
}

// keyCmp compares a and b by score and by the keys before the first group
// operation: positive when a ranks ahead.
func (r *Replay) keyCmp(a, b int) int {
	if v := cmp64(int64(r.c.score[a]), int64(r.c.score[b])); v != 0 {
		return v
	}
	f := r.fast
	for j := 0; j < f.op; j++ {
		if v := r.cols[j].compare(a, b, f.sign[j]); v != 0 {
			return v
		}
	}
	return 0
}

// byKey orders a and b as refine does: ahead first, then by start number.
func (r *Replay) byKey(a, b int) int {
	if v := r.keyCmp(a, b); v != 0 {
		return -v
	}
	return r.c.start[a] - r.c.start[b]
}

// fastValues computes every value of the list's keys not kept.
func (r *Replay) fastValues() {
	for j, d := range r.st.TieBreaks {
		tb := d.row()
		if tb.kind == groupOp {
			continue
		}
		col := r.cols[j]
		col.code = tb.code
		col.only = col.toCompute(nil)
		tb.scalar(r.c, d, col)
		col.only = nil
	}
}

// rankFast is Rank with fastRank: ranks by player index into f.ranks.
func (r *Replay) rankFast() {
	f := r.fast
	if r.ranked {
		for _, col := range r.cols {
			col.forget(r.dirty)
		}
	}
	r.fastValues()
	for _, i := range f.fresh {
		f.changed[i] = false
	}
	f.fresh = f.fresh[:0]
	if !f.ready {
		r.fastStill()
		for _, t := range f.tl {
			r.fastPlace(t)
			f.changed[t] = true
			f.fresh = append(f.fresh, t)
		}
	} else {
		for _, i := range r.dirty {
			r.fastPlace(i)
			if !f.changed[i] {
				f.changed[i] = true
				f.fresh = append(f.fresh, i)
			}
		}
	}
	r.ranked, r.dirty = true, r.dirty[:0]
	r.fastOrderTouched()
	r.fastMerge()
}

// fastPlace finds where the touched player t, whose values changed, goes
// among the classes: the first class not ahead of him, and whether he
// joins it.
func (r *Replay) fastPlace(t int) {
	f := r.fast
	ncls := len(f.cls)
	lo, hi := 0, ncls
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if r.keyCmp(f.still[r.clsFrom(m)], t) > 0 {
			lo = m + 1
		} else {
			hi = m
		}
	}
	f.at[t], f.join[t] = lo, lo < ncls && r.keyCmp(f.still[r.clsFrom(lo)], t) == 0
}

// fastOrderTouched puts the touched players in order into f.ts: by class,
// those before a class first, then as refine orders them.
func (r *Replay) fastOrderTouched() {
	f := r.fast
	f.ts = append(f.ts[:0], f.tl...)
	sortIndices(f.ts, func(a, b int) int {
		if f.at[a] != f.at[b] {
			return f.at[a] - f.at[b]
		}
		if f.join[a] != f.join[b] {
			if f.join[b] {
				return -1
			}
			return 1
		}
		return r.byKey(a, b)
	})
}

// fastMerge ranks the classes of the still players and the touched players
// in order (f.ts) into f.ranks.
func (r *Replay) fastMerge() {
	f := r.fast
	ncls := len(f.cls)
	pos, x := 0, 0
	for k := 0; k <= ncls; k++ {
		// touched players before class k, in classes of their own
		for x < len(f.ts) && f.at[f.ts[x]] == k && !f.join[f.ts[x]] {
			y := x + 1
			for y < len(f.ts) && f.at[f.ts[y]] == k && !f.join[f.ts[y]] && r.keyCmp(f.ts[x], f.ts[y]) == 0 {
				y++
			}
			pos = r.rankClass(f.ts[x:y], pos)
			x = y
		}
		if k == ncls {
			break
		}
		if x < len(f.ts) && f.at[f.ts[x]] == k {
			x, pos = r.fastJoined(k, x, pos)
			continue
		}
		from, to := r.clsFrom(k), f.cls[k]
		shift := int32(pos - from + 1)
		for _, i := range f.still[from:to] {
			f.ranks[i] = f.ahead[i] + shift
		}
		pos += to - from
	}
}

// fastJoined ranks class k joined by the touched players from f.ts[x]:
// refined again, unless the same ones joined it last time with the same
// values. It returns the next touched player's index and the next
// position.
func (r *Replay) fastJoined(k, x, pos int) (int, int) {
	f := r.fast
	from, to := r.clsFrom(k), f.cls[k]
	y, same := x, true
	jc := f.joined[k]
	for ; y < len(f.ts) && f.at[f.ts[y]] == k; y++ {
		t := f.ts[y]
		same = same && y-x < len(jc.by) && jc.by[y-x] == t && !f.changed[t]
	}
	if same && y-x == len(jc.by) {
		for z, i := range jc.memb {
			f.ranks[i] = int32(pos) + jc.rank[z]
		}
		return y, pos + len(jc.memb)
	}
	jc.by = append(jc.by[:0], f.ts[x:y]...)
	jc.memb = append(append(jc.memb[:0], f.still[from:to]...), f.ts[x:y]...)
	start := r.c.start
	sortIndices(jc.memb, func(a, b int) int { return start[a] - start[b] })
	r.rankClass(jc.memb, pos)
	jc.rank = jc.rank[:0]
	for _, i := range jc.memb {
		jc.rank = append(jc.rank, f.ranks[i]-int32(pos))
	}
	return y, pos + len(jc.memb)
}

// clsFrom returns the position in still of class k's first member.
func (r *Replay) clsFrom(k int) int {
	if k == 0 {
		return 0
	}
	return r.fast.cls[k-1]
}

// fastStill computes the classes of the still players and their
// refinement.
func (r *Replay) fastStill() {
	f, c := r.fast, r.c
	f.ahead = make([]int32, c.np)
	for i := 0; i < c.np; i++ {
		if !f.touched[i] {
			f.still = append(f.still, i)
		}
	}
	sortIndices(f.still, r.byKey)
	for x := 1; x <= len(f.still); x++ {
		if x == len(f.still) || r.keyCmp(f.still[x-1], f.still[x]) != 0 {
			f.cls = append(f.cls, x)
		}
	}
	for k, to := range f.cls {
		from := r.clsFrom(k)
		g := f.still[from:to]
		if len(g) == 1 {
			f.ahead[g[0]] = int32(from)
			continue
		}
		start := c.start
		sortIndices(g, func(a, b int) int { return start[a] - start[b] })
		perm, ends := r.refineClass(g)
		copy(g, perm)
		gf := 0
		for _, gt := range ends {
			for _, i := range g[gf:gt] {
				f.ahead[i] = int32(from + gf)
			}
			gf = gt
		}
	}
	f.joined = make([]*joinedClass, len(f.cls))
	for k := range f.joined {
		f.joined[k] = &joinedClass{}
	}
	f.ready = true
}

// rankClass refines a class (members in start-number order) placed after
// pos participants, writes its members' ranks and returns pos past it.
func (r *Replay) rankClass(g []int, pos int) int {
	f := r.fast
	if len(g) == 1 {
		f.ranks[g[0]] = int32(pos + 1)
		return pos + 1
	}
	perm, ends := r.refineClass(g)
	from := 0
	for _, to := range ends {
		for _, i := range perm[from:to] {
			f.ranks[i] = int32(pos + from + 1)
		}
		from = to
	}
	return pos + len(g)
}

// refineClass refines a class of two or more (members in start-number
// order, all equal up to the first group operation) by the rest of the
// list, as refine does: the ordered parts as a permutation and the ends of
// its groups, both buffers of the replay until the next call.
func (r *Replay) refineClass(g []int) (perm, ends []int) {
	f, c := r.fast, r.c
	list := r.st.TieBreaks
	perm = append(f.perm[:0], g...)
	ends = append(f.ends[:0], len(g))
	next := f.next
	start := c.start
	for j := f.op; j < len(list) && len(ends) < len(perm); j++ {
		d := list[j]
		tb := d.row()
		col := r.cols[j]
		col.code = tb.code
		next = next[:0]
		from := 0
		for _, to := range ends {
			if to-from < 2 {
				next = append(next, to)
				from = to
				continue
			}
			grp := perm[from:to]
			if tb.kind == groupOp {
				f.tmp, next = placeParts(tb.group(c, d, grp, col), grp, f.tmp, start, from, next)
			} else {
				sign := f.sign[j]
				sortIndices(grp, func(x, y int) int {
					if v := col.compare(x, y, sign); v != 0 {
						return -v
					}
					return start[x] - start[y]
				})
				for x := 1; x < len(grp); x++ {
					if col.compare(grp[x-1], grp[x], sign) != 0 {
						next = append(next, from+x)
					}
				}
				next = append(next, to)
			}
			from = to
		}
		ends, next = next, ends
	}
	f.perm, f.ends, f.next = perm, ends, next
	return perm, ends
}
