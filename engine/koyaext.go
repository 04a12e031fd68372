package engine

import "fmt"

// KSX and KSR: the extended and reduced Koya systems, which move the Koya
// limit half a point at a time "until a solution is found" (C.07 14.5,
// seed 000; spec §6.14).

// tbKSX is the vector (KS at the limit, at the limit − ½, − 1, …) down to
// the first limit at or below 0.
func tbKSX(c *calc, d Descriptor, out *column) { koyaVector(c, d, -1, out) }

// tbKSR is the vector (KS at the limit, at the limit + ½, + 1, …) up to the
// first limit above the maximum score.
func tbKSR(c *calc, d Descriptor, out *column) { koyaVector(c, d, +1, out) }

// koyaVector computes KS at a sequence of limits, moving by half a point in
// the direction dir, and returns one vector per participant. The first
// component's elements explain the value; the notes list every limit.
func koyaVector(c *calc, d Descriptor, dir int64, out *column) {
	limit := c.koyaLimit(d)
	maxS := c.koyaMax().Value()
	step := NewValue(dir, 2)
	var limits []Value
	for l := limit; ; l = l.Add(step) {
		limits = append(limits, l)
		if (dir < 0 && l.Sign() <= 0) || (dir > 0 && l.Cmp(maxS) > 0) || len(limits) > 4000 {
			break
		}
	}
	m := len(limits)
	vecs := make([]Value, c.np*m) // one backing array for every vector
	for i := 0; i < c.np; i++ {
		out.setVector(i, vecs[i*m:(i+1)*m:(i+1)*m], 1)
	}
	q := c.quiet()
	ks := newColumn(c.np)
	for x, l := range limits {
		if x == 0 {
			koyaAt(c, d, l, ks)
		} else {
			koyaAt(q, d, l, ks)
		}
		for i := 0; i < c.np; i++ {
			v := ks.value(i)
			out.vector(i)[x] = v
			if x == 0 {
				if ex := ks.explanation(i); ex != nil {
					ex.Key, ex.Article = d.Key, "spec §6.14"
					out.explain(i, ex)
					ks.explain(i, nil) // only the first limit is explained
				}
			}
			if ex := out.explanation(i); ex != nil {
				ex.Notes = append(ex.Notes, Note{Code: "koya-limit", Args: []string{l.Format(1), v.Format(1)},
					Text: fmt.Sprintf("limit %s: %s", l.Format(1), v.Format(1))})
			}
		}
	}
}
