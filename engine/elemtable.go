package engine

import (
	"fmt"
	"slices"
)

// elemTable holds every participant's elements of one variant of a calc
// (edition, /P), each in one int32 at the flat index of its round: the
// score counted over 50 (every score counted is a multiple of 50
// thousandths), shifted left 3, or'ed with the flags below; 0 for a round
// that is no element. The Sonneborn-Berger multiplier is the round's
// points (c.pts), or the draw value with tabSelf.
//
// Design: the table is built once per variant and read by every key of
// the variant (BH, BH/C1, BH/C2, BH/M1, SB, SB/C1 …), which otherwise
// would each build the elements again. A fresh 4 KB page costs as much as
// thousands of elements on this machine: 4 bytes per round (2,000 × 11:
// 88 KB) costs half the pages of an 8-byte element, and no offsets.
type elemTable []int32

// The flags of an elemTable entry.
const (
	tabElement = 1 << iota // the round is an element
	tabVUR                 // elem.vur
	tabSelf                // the draw against oneself: the multiplier is the draw value (SourceSelf)
	tabShift   = 3         // the score counted over 50 is shifted left by tabShift
	tabUnit    = 50        // the score counted is stored in units of tabUnit thousandths
)

// elemSource gives participants' elements of one variant, from the table
// or, when some element does not fit the table, built again each time.
type elemSource struct {
	c      *calc
	tab    elemTable // nil: built by build, each time
	ed     Edition
	oppS   []Score
	asGame bool
}

// elemSourceOf returns the source of the elements of variant o (o.sb is
// ignored: the elements are the same for BH and SB), building the table
// the first time it is asked for.
func (c *calc) elemSourceOf(o elemOpts) elemSource {
	src := elemSource{c: c, ed: o.ed, oppS: c.oppScores(o.ed),
		asGame: o.played || o.ed == Italian || o.ed == None || o.ed == Barq}
	key := fmt.Sprintf("elemtab:%d:%v", o.ed, o.played)
	src.tab = c.cached(key, func() any { return src.buildTable() }).(elemTable)
	return src
}

// buildTable builds the table, or returns nil when some score counted is
// not a multiple of tabUnit or too large for the entry.
func (src elemSource) buildTable() elemTable {
	c := src.c
	tab := make(elemTable, c.np*c.n)
	buf := make([]sumElem, 0, c.n)
	for i := 0; i < c.np; i++ {
		buf = src.build(i, buf[:0])
		k := i * c.n
		for _, e := range buf {
			q := e.s / tabUnit
			if e.s%tabUnit != 0 || q >= 1<<(31-tabShift) || q < -1<<(31-tabShift) {
				return nil
			}
			v := int32(q)<<tabShift | tabElement
			if e.vur {
				v |= tabVUR
			}
			if e.self {
				v |= tabSelf
			}
			tab[k+int(e.round)] = v
		}
	}
	return tab
}

// elements returns participant i's elements in round order in buf.
func (src elemSource) elements(i int, buf []sumElem) []sumElem {
	if src.tab == nil {
		return src.build(i, buf)
	}
	c := src.c
	a, b := i*c.n, (i+1)*c.n
	tab, pts := src.tab[a:b:b], c.pts[a:b:b]
	buf = slices.Grow(buf[:0], len(tab))[:len(tab)]
	x := 0
	for r, v := range tab {
		if v&tabElement == 0 {
			continue
		}
		m := int64(pts[r])
		if v&tabSelf != 0 {
			m = int64(c.d)
		}
		buf[x] = sumElem{s: int64(v>>tabShift) * tabUnit, m: m, vur: v&tabVUR != 0}
		x++
	}
	return buf[:x]
}

// build returns participant i's elements in buf, as elements builds them:
// a game is the opponent's value as an opponent; the own unplayed rounds,
// rare, are built by ownUnplayed itself.
func (src elemSource) build(i int, buf []sumElem) []sumElem {
	c := src.c
	a, b := i*c.n, (i+1)*c.n
	kinds, opps, pts := c.kind[a:b:b], c.opp[a:b:b], c.pts[a:b:b]
	buf = slices.Grow(buf[:0], len(kinds))[:len(kinds)]
	x := 0
	if c.rr { // every scheduled game, at the opponent's score (§3.11)
		score := c.score
		for r, kind := range kinds {
			if op := opps[r]; kind != NotYet && op >= 0 {
				buf[x] = sumElem{s: int64(score[op]) * milli, m: int64(pts[r]), round: int32(r)}
				x++
			}
		}
		return buf[:x]
	}
	oppS, asGame := src.oppS, src.asGame
	for r, kind := range kinds {
		op := opps[r]
		switch {
		case kind == NotYet:
			continue
		case kind.OTB() || (kind.Forfeit() && op >= 0 && asGame):
			buf[x] = sumElem{s: int64(oppS[op]) * milli, m: int64(pts[r]), round: int32(r)}
		default:
			buf[x] = c.unplayedElem(i, r, src.ed)
		}
		x++
	}
	return buf[:x]
}

// unplayedElem returns the element of player i's own unplayed round r
// under edition ed, by ownUnplayed (kept out of the loop of build, which
// it would slow down).
func (c *calc) unplayedElem(i, r int, ed Edition) sumElem {
	var e elem
	c.ownUnplayed(i, r, ed, &e)
	m := int64(c.pts[c.at(i, r)])
	self := e.src == SourceSelf
	if self {
		m = int64(c.d) // the draw against oneself (see elements)
	}
	return sumElem{s: e.s, m: m, vur: e.vur, self: self, round: int32(r)}
}

// bhLows appends participant i's Buchholz elements, read from the table
// (src.tab is not nil), to buf as their low orders of sigElems: s, plus
// bhNotVUR for an element that is not a VUR under the 16.5 rule. The
// scores of the table are below 2³⁴ in magnitude, so the two ranges do not
// meet and bhKey recovers s.
func (src elemSource) bhLows(i int, vurRule bool, buf []int64) []int64 {
	n := src.c.n
	tab := src.tab[i*n : (i+1)*n : (i+1)*n]
	buf = slices.Grow(buf[:0], len(tab))[:len(tab)]
	x := 0
	for _, v := range tab {
		if v&tabElement == 0 {
			continue
		}
		low := int64(v>>tabShift) * tabUnit
		if vurRule && v&tabVUR == 0 {
			low += bhNotVUR
		}
		buf[x] = low
		x++
	}
	return buf[:x]
}

// bhNotVUR is added to the low order of a Buchholz element that is not a
// VUR under the 16.5 rule (see sigElems).
const bhNotVUR = 1 << 62

// bhKey returns the score counted of a Buchholz element from its low
// order (bhLows).
func bhKey(low int64) int64 { return low - (low+bhNotVUR/2)>>62<<62 }

// cutBH is cutBySignificance for the Buchholz elements of bhLows: the
// contribution is 10 s and the order of significance s.
func cutBH(es []int64, low, high int) int64 {
	if low+high >= len(es) {
		return 0 // every element is gone (decision 14)
	}
	for n := 0; n < low; n++ {
		m, best := 0, es[0]
		for j := 1; j < len(es); j++ {
			if k := es[j]; k < best {
				m, best = j, k
			}
		}
		es[m] = es[len(es)-1]
		es = es[:len(es)-1]
	}
	for n := 0; n < high; n++ {
		m, best := 0, bhKey(es[0])
		for j := 1; j < len(es); j++ {
			if k := bhKey(es[j]); k > best {
				m, best = j, k
			}
		}
		es[m] = es[len(es)-1]
		es = es[:len(es)-1]
	}
	var s int64
	for _, e := range es {
		s += bhKey(e)
	}
	return s * tenthK
}
