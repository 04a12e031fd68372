package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// KSX and KSR: the extended and reduced Koya systems, which move the Koya
// limit half a point at a time "until a solution is found" (C.07 14.5;
// docs/tiebreaks.md §6.14).

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
	// Limits beyond what the event can reach (above the maximum score, or
	// below both 0 and every score) give identical components, as no one
	// or everyone qualifies: start at the last of them, on the half-point
	// grid of the limit, so that an absurd limit costs nothing.
	if lo := min(c.lowestScore(), 0).Value(); dir < 0 && limit.Cmp(maxS) > 0 {
		limit = limit.Sub(halves(limit.Sub(maxS)).Mul(NewValue(1, 2)))
	} else if dir > 0 && limit.Cmp(lo) < 0 {
		limit = limit.Add(halves(lo.Sub(limit)).Mul(NewValue(1, 2)))
	}
	var limits []Value
	for l := limit; ; l = l.Add(step) {
		limits = append(limits, l)
		if (dir < 0 && l.Sign() <= 0) || (dir > 0 && l.Cmp(maxS) > 0) || len(limits) > 4000 {
			break
		}
	}
	m := len(limits)
	c.reserve(d, c.np*m)
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
					ex.Key, ex.Article = d.Key, d.row().article
					out.explain(i, ex)
					ks.explain(i, nil) // only the first limit is explained
				}
			}
			// A note where the value changes: the limits between two notes
			// keep the value of the first.
			if ex := out.explanation(i); ex != nil && (x == 0 || v.Cmp(out.vector(i)[x-1]) != 0) {
				ex.Notes = append(ex.Notes, msg.New(msg.NoteKoyaLimit, l.Format(1), v.Format(1)))
			}
		}
	}
}

// halves returns the whole number of half-points in v ≥ 0, rounded down,
// less one: moving a limit by it stops one step short of v.
func halves(v Value) Value {
	n := v.Mul(IntValue(2))
	k := n.Num() / n.Den()
	if n.IsInt() {
		k--
	}
	return IntValue(max(k, 0))
}

// lowestScore returns the lowest final score of the participants.
func (c *calc) lowestScore() Score {
	var lo Score
	for i, s := range c.score[:c.np] {
		if i == 0 || s < lo {
			lo = s
		}
	}
	return lo
}
