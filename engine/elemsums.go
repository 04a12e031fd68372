package engine

// The sums of the element-based keys (BH, SB, their cuts, AOB's Buchholz,
// BARQ) without elem: for each participant, his elements are put in a
// small buffer in the few fields that the sums and the cuts read (from the
// variant's element table, elemtable.go), then summed and cut there.
//
// Design: a list computes up to a dozen variants of the same elements
// (BH, BH/C1, BH/C2, BH/M1, SB, SB/C1 …). Building a 56-byte elem per
// round per participant for each of them, then cutting with cutElements,
// cost a third of Compute. Here the elements are built once per variant
// of the calc, and the cuts take the least significant elements by an
// integer key, without the 16.5 rule where it cannot apply. The
// explanations still build elem (cutElementsOf), and buildElementValues,
// the reference, is tested against this path value for value.

// sumElem is one element as the sums read it.
type sumElem struct {
	s     int64 // score counted, 1/1000 (elem.s)
	m     int64 // Sonneborn-Berger multiplier in tenths: the points scored, or the draw value against oneself
	round int32 // 0-based
	vur   bool  // elem.vur: a voluntary unplayed round under the C.07 16.5 rule
	self  bool  // the draw against oneself (SourceSelf)
}

// fastElementValues computes what buildElementValues computes: every
// participant's sum of the contributions left after the cuts of d, in
// ten-thousandths.
func (c *calc) fastElementValues(d Descriptor, o elemOpts) []int64 {
	sums := make([]int64, c.np)
	src := c.elemSourceOf(o)
	buf := make([]sumElem, 0, c.n)
	if d.CutLow == 0 && d.CutHigh == 0 {
		for i := range sums {
			buf = src.elements(i, buf[:0])
			var s int64
			if o.sb {
				for _, e := range buf {
					s += e.s * e.m
				}
			} else {
				for _, e := range buf {
					s += e.s * tenthK
				}
			}
			sums[i] = s
		}
		return sums
	}
	vurRule := o.ed.IsFIDE() && !c.rr
	if !o.sb && src.tab != nil {
		lows := make([]int64, 0, c.n)
		for i := range sums {
			lows = src.bhLows(i, vurRule, lows)
			sums[i] = cutBH(lows, d.CutLow, d.CutHigh)
		}
		return sums
	}
	keys := make([]sigElem, 0, c.n)
	var cut []elem
	for i := range sums {
		buf = src.elements(i, buf[:0])
		var ok bool
		if keys, ok = sigElems(buf, o.sb, vurRule, keys[:0]); ok {
			sums[i] = cutBySignificance(keys, d.CutLow, d.CutHigh)
			continue
		}
		cut = asElems(buf, o.sb, cut[:0]) // element by element, as the reference cuts
		cutElements(cut, d.CutLow, d.CutHigh, vurRule, o.sb)
		sums[i] = sumElements(cut)
	}
	return sums
}

// sigElem is an element reduced to its significance and its contribution,
// for the cuts by cutBySignificance.
type sigElem struct {
	key int64 // the order of lessSignificant: s, then c under the Sonneborn-Berger notion
	low int64 // the order in which the low cuts take the elements
	c   int64 // contribution, 1/10000
}

// sigElems appends the elements es to buf as sigElems. ok is false when
// cutBySignificance cannot cut them: under the Sonneborn-Berger notion
// with a VUR under the 16.5 rule, or with values too large for the key.
//
// The key orders as lessSignificant does. Buchholz: c = 10 s, so s orders
// like c. Sonneborn-Berger: by s, then by c = s × m, which for equal s
// orders like sign(s) × m; with |s| < 2⁴⁵ and |m| < 2¹⁵, (s, sign(s) × m)
// packs into s × 2¹⁷ + sign(s) × m + 2¹⁵ without overflow or collision.
// Equal keys mean equal s and equal c.
//
// The low order is the key, except for Buchholz under the 16.5 rule: there
// the least significant element has the least c of all, so a VUR left
// always has c at least as high and cutElements cuts it: every VUR, least
// s first, comes before every other element (low = s + bhNotVUR for the
// others, with |s| < 2⁵⁹ so that c = 10 s does not overflow). Under the
// Sonneborn-Berger notion a VUR may contribute less than the least
// significant element, and the caller cuts element by element instead.
func sigElems(es []sumElem, sb, vurRule bool, buf []sigElem) (_ []sigElem, ok bool) {
	const maxS, maxM = 1 << 45, 1 << 15
	for _, e := range es {
		s := e.s
		if !sb {
			if s >= 1<<59 || s <= -1<<59 { // 10 s would not fit
				return buf, false
			}
			low := s
			if vurRule && !e.vur {
				low += bhNotVUR
			}
			buf = append(buf, sigElem{key: s, low: low, c: s * tenthK})
			continue
		}
		m := e.m
		if (vurRule && e.vur) || s >= maxS || s <= -maxS || m >= maxM || m <= -maxM {
			return buf, false
		}
		sm := m
		switch {
		case s < 0:
			sm = -m
		case s == 0:
			sm = 0
		}
		k := s<<17 + sm + 1<<15
		buf = append(buf, sigElem{key: k, low: k, c: s * m})
	}
	return buf, true
}

// cutBySignificance returns the sum of the contributions left after
// removing the low elements first in the low order, then the high most
// significant of the others: the sum that cutElements leaves (elements of
// equal order are alike for the sum, so which one a cut takes does not
// matter). es is reordered.
func cutBySignificance(es []sigElem, low, high int) int64 {
	if low+high >= len(es) {
		return 0 // every element is gone (decision 14)
	}
	for n := 0; n < low; n++ {
		m, best := 0, es[0].low
		for j := 1; j < len(es); j++ {
			if k := es[j].low; k < best {
				m, best = j, k
			}
		}
		es[m] = es[len(es)-1]
		es = es[:len(es)-1]
	}
	for n := 0; n < high; n++ {
		m, best := 0, es[0].key
		for j := 1; j < len(es); j++ {
			if k := es[j].key; k > best {
				m, best = j, k
			}
		}
		es[m] = es[len(es)-1]
		es = es[:len(es)-1]
	}
	var s int64
	for _, e := range es {
		s += e.c
	}
	return s
}

// asElems appends the elements es to buf as elem with the fields that
// cutElements and sumElements read: the score, the contribution as
// elements computes it, the VUR flag.
func asElems(es []sumElem, sb bool, buf []elem) []elem {
	for _, e := range es {
		c := e.s * tenthK
		if sb {
			c = e.s * e.m
		}
		buf = append(buf, elem{s: e.s, c: c, vur: e.vur, round: e.round})
	}
	return buf
}
