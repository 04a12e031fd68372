package engine

import "math"

// column is where one tie-break writes the results of every participant:
// participant i's result is at(i).
//
// All results of a computation live in one matrix of players × list
// positions, row-major by player index: participant i's result for list
// position j is m[i*stride+j]. A tie-break writes its column in place and
// the rows of the standings slice the matrix (rows in rank order, each
// pointing at its player's row of the matrix), so a result is written once
// and never copied, and the matrix is the only allocation of results
// whatever the length of the list. The matrix starts zeroed: set writes
// only the fields without pointers, which costs the garbage collector
// nothing; the pointer to a vector or an explanation is written only by
// the keys that have them.
type column struct {
	// steps counts the steps of the group operation under way
	// (explainedGroup), as its explanation counts them: the direct
	// encounter stamps its values with it (Result.Step).
	steps  int
	m      []Result
	stride int
	off    int
	// only, when set, tells by player index whose values are needed: a
	// key may leave the others' out. Ranking alone (Options.ranksOnly)
	// needs only the values of participants still tied with others.
	only []bool
	// kept, when set, tells by player index which values the column
	// already holds, still right, from an earlier computation (what-if
	// keeps the values of a local key across scenarios); need is the
	// buffer of toCompute.
	kept, need []bool
	// code is the registry code of the column's descriptor, given to its
	// explanations (Explanation.Code); "" for a stand-alone column.
	code string
}

// newColumns returns the columns of a matrix of np participants × n list
// positions, and the matrix.
func newColumns(np, n int) ([]*column, []Result) {
	m := make([]Result, np*n)
	return columnsOf(m, n), m
}

// columnsOf returns the columns of the matrix m of n list positions, every
// result of it undefined.
func columnsOf(m []Result, n int) []*column {
	cols := make([]*column, n)
	for j := range cols {
		cols[j] = &column{m: m, stride: n, off: j}
	}
	return cols
}

// newColumn returns a stand-alone column of np participants, for values
// computed as the input of another value (the limits of KSX).
func newColumn(np int) *column { return &column{m: make([]Result, np), stride: 1} }

// wanted reports whether participant i's value is needed (see only).
func (o *column) wanted(i int) bool { return o.only == nil || o.only[i] }

// toCompute narrows the values wanted (only, nil for everybody's) to those
// the column does not keep, and keeps them from now on: the key is about
// to compute them. Without kept the values wanted are unchanged.
func (o *column) toCompute(only []bool) []bool {
	if o.kept == nil {
		return only
	}
	for i, k := range o.kept {
		w := !k && (only == nil || only[i])
		o.need[i], o.kept[i] = w, k || w
	}
	return o.need
}

// forget empties the results of the given participants, and no longer
// keeps them; a column that keeps nothing is emptied whole.
func (o *column) forget(players []int) {
	if o.kept == nil {
		for k := o.off; k < len(o.m); k += o.stride {
			o.m[k].empty()
		}
		return
	}
	for _, i := range players {
		o.at(i).empty()
		o.kept[i] = false
	}
}

// empty makes r the zero Result. Its fields are written one by one, the
// pointer only when set: writing a whole Result, which holds a pointer,
// costs a call of the garbage collector's write barrier every time.
func (r *Result) empty() {
	if r.more != nil {
		r.more = nil
	}
	r.Value, r.Defined, r.Decimals, r.Tier, r.Step = Value{}, false, 0, 0, 0
}

// at returns participant i's result.
func (o *column) at(i int) *Result { return &o.m[i*o.stride+o.off] }

// set records participant i's defined value and its minimum number of
// decimals.
func (o *column) set(i int, v Value, decimals int) {
	r := o.at(i)
	r.Defined, r.Value, r.Decimals = true, v, int8(decimals)
}

// newStep counts one more step of the group operation under way and
// returns its number, as Result.Step holds it.
func (o *column) newStep() int16 {
	if o.steps < math.MaxInt16 {
		o.steps++
	}
	return int16(o.steps)
}

// unset makes participant i's value undefined again.
func (o *column) unset(i int) {
	r := o.at(i)
	r.Defined, r.Value, r.Step = false, Value{}, 0
}

// setDecimals sets the minimum number of decimals of participant i's value
// (defined or not).
func (o *column) setDecimals(i, decimals int) { o.at(i).Decimals = int8(decimals) }

// setVector records participant i's defined vector value.
func (o *column) setVector(i int, vec []Value, decimals int) {
	r := o.at(i)
	r.Defined, r.Decimals = true, int8(decimals)
	if r.more == nil {
		r.more = &resultMore{}
	}
	r.more.vector = vec
}

// setSparse records participant i's defined vector value of length
// components, given by its non-zero components in increasing position
// (RRO's one component per rank class).
func (o *column) setSparse(i int, comps []sparseComp, length int, decimals int) {
	r := o.at(i)
	r.Defined, r.Decimals = true, int8(decimals)
	if r.more == nil {
		r.more = &resultMore{}
	}
	if comps == nil {
		comps = []sparseComp{}
	}
	r.more.vector, r.more.sparse, r.more.length = nil, comps, length
}

// compareResultVectors compares two vector values lexicographically, a
// missing component past the end of the shorter ranking it lower, without
// writing a sparse vector out.
func compareResultVectors(a, b Result) int {
	la, lb := 0, 0
	if a.isVector() {
		la = a.vectorLen()
	}
	if b.isVector() {
		lb = b.vectorLen()
	}
	if a.isVector() && b.isVector() && a.more.sparse != nil && b.more.sparse != nil {
		// Merge the non-zero components: the first position where the two
		// differ decides.
		sa, sb := a.more.sparse, b.more.sparse
		for len(sa) > 0 || len(sb) > 0 {
			var at int32
			var va, vb Value
			switch {
			case len(sb) == 0 || len(sa) > 0 && sa[0].at < sb[0].at:
				at, va, sa = sa[0].at, sa[0].v, sa[1:]
			case len(sa) == 0 || sb[0].at < sa[0].at:
				at, vb, sb = sb[0].at, sb[0].v, sb[1:]
			default:
				at, va, vb, sa, sb = sa[0].at, sa[0].v, sb[0].v, sa[1:], sb[1:]
			}
			if int(at) >= min(la, lb) {
				break
			}
			if x := va.Cmp(vb); x != 0 {
				return x
			}
		}
		return la - lb
	}
	va, vb := a.Vector(), b.Vector()
	for k := 0; k < len(va) && k < len(vb); k++ {
		if x := va[k].Cmp(vb[k]); x != 0 {
			return x
		}
	}
	return len(va) - len(vb)
}

// setTier puts participant i in a tier: a lower tier ranks first, before
// the value is compared.
func (o *column) setTier(i, tier int) { o.at(i).Tier = int8(tier) }

// explain attaches an explanation to participant i's value, with the code
// of the column's descriptor.
func (o *column) explain(i int, ex *Explanation) {
	if ex != nil && o.code != "" {
		ex.Code = o.code
	}
	r := o.at(i)
	if r.more == nil {
		r.more = &resultMore{}
	}
	r.more.explanation = ex
}

func (o *column) value(i int) Value              { return o.at(i).Value }
func (o *column) defined(i int) bool             { return o.at(i).Defined }
func (o *column) vector(i int) []Value           { return o.at(i).Vector() }
func (o *column) explanation(i int) *Explanation { return o.at(i).Explanation() }

// compare orders participants a and b, higher first for sign 1: defined
// values before undefined ones, a lower tier first, vectors
// lexicographically.
func (o *column) compare(a, b int, sign int) int {
	ra, rb := o.at(a), o.at(b)
	if ra.Defined != rb.Defined {
		if ra.Defined {
			return 1
		}
		return -1
	}
	if !ra.Defined {
		return 0
	}
	if ra.Tier != rb.Tier {
		return cmp64(int64(rb.Tier), int64(ra.Tier))
	}
	if ra.isVector() || rb.isVector() {
		return sign * compareResultVectors(*ra, *rb)
	}
	return sign * ra.Value.Cmp(rb.Value)
}
