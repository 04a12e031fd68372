package engine

import (
	"slices"

	"github.com/spareggi/spareggi/internal/msg"
)

// rank applies PTS and the tie-break list (C.07 4.2, docs/tiebreaks.md §9) and fills the
// rows, ranks and ties of st.
//
// Every tie-break writes its results into its column of one matrix (see
// column), which the rows slice; once every group of the partition is a
// single participant the criteria are still computed (their values are
// displayed) but nothing is split any more.
//
// The rows, the matrix and the partition are those a Prepared was given
// back (Prepared.Release) when they fit; pp is nil for none.
func rank(c *calc, st *Standings, pp *Prepared) {
	np := c.np
	nl := len(st.TieBreaks)
	st.matrix, st.Rows = pp.spare(np*nl, np)
	cols := columnsOf(st.matrix, nl)
	p := c.byPoints(pp.partition())
	refineList(c, st.TieBreaks, p, cols, st)
	// The rows, in rank order, slice the matrix by player index.
	vals := st.matrix
	from := 0
	for _, to := range p.ends {
		g := p.perm[from:to]
		for x, i := range g {
			st.Rows[from+x] = Row{Rank: from + 1, Player: &c.ev.Players[i], Points: c.score[i].Value(),
				Values: vals[i*nl : (i+1)*nl : (i+1)*nl]}
		}
		if len(g) > 1 {
			t := make([]int, len(g))
			for x, i := range g {
				t[x] = c.start[i]
			}
			st.Ties = append(st.Ties, t)
		}
		from = to
	}
	if pp != nil {
		st.part = p // for the next computation, once given back (Release)
	}
}

// refine splits p, every participant in one group, by PTS and the list,
// each criterion writing every participant's value into its column of
// cols; with c.ranksOnly it stops once every participant is alone. The
// warnings about the list go to st, none when st is nil (what-if, which
// ranks one event many times).
func refine(c *calc, list []Descriptor, p *partition, cols []*column, st *Standings) {
	splitByPoints(c, p)
	refineList(c, list, p, cols, st)
}

// splitByPoints splits p by the points (PTS).
func splitByPoints(c *calc, p *partition) {
	p.splitBy(func(a, b int) int { return cmp64(int64(c.score[a]), int64(c.score[b])) })
}

// byPoints returns a partition of c's participants split by the points,
// a copy of the one made once for c's data (dataMemo): every computation
// of a Prepared event starts from it. The copy is made in spare, a
// partition of as many participants no longer used, when it is not nil.
func (c *calc) byPoints(spare *partition) *partition {
	m := c.shared()
	if m.points == nil {
		m.points = newPartition(c.start)
		splitByPoints(c, m.points)
	}
	np := len(c.start)
	if spare == nil || len(spare.perm) != np {
		return &partition{perm: slices.Clone(m.points.perm), ends: append(make([]int, 0, np), m.points.ends...),
			next: make([]int, 0, np), start: c.start}
	}
	copy(spare.perm, m.points.perm)
	spare.ends, spare.next, spare.start = append(spare.ends[:0], m.points.ends...), spare.next[:0], c.start
	return spare
}

// refineList is refine after the points.
func refineList(c *calc, list []Descriptor, p *partition, cols []*column, st *Standings) {
	np := c.np
	for j, d := range list {
		if c.ranksOnly && p.decided() {
			break
		}
		tb := d.row()
		if st != nil && tb.rating && c.ratingsDropped(d) {
			st.warn(msg.WarnUnrated, d.Key)
		}
		if st != nil && c.rr && tb.notInRR {
			st.warn(msg.WarnRRBuchholz, d.Key)
		}
		col := cols[j]
		col.code = tb.code
		cd := c.forScore(d) // the calc of the team score d refers to
		if tb.kind == groupOp {
			for i := 0; i < np && !c.ranksOnly; i++ { // decimals are for display
				col.setDecimals(i, tb.decimals)
			}
			if tb.scalar != nil && !c.ranksOnly { // every participant's value, reached or not (BC)
				tb.scalar(cd, d, col)
			}
			p.splitGroups(func(g []int) [][]int { return tb.group(cd, d, g, col) })
			continue
		}
		if c.ranksOnly { // the values of participants already alone rank nobody
			col.only = p.tiedOnly()
		}
		col.only = col.toCompute(col.only) // less the values kept from another scenario (what-if)
		if tb.ranked != nil {
			tb.ranked(cd, d, p.groups(), col)
		} else {
			tb.scalar(cd, d, col)
		}
		col.only = nil // p's, and about to change
		if p.decided() {
			continue
		}
		sign := 1
		if tb.lowerWins {
			sign = -1
		}
		if d.Reverse {
			sign = -sign
		}
		p.splitByColumn(col, sign)
	}
}
