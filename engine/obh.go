package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// OBH: Bruno Buchholz's original proposal of 1932 (docs/tiebreaks.md §7.9).

// tbOBH is the Buchholz under the global edition multiplied by the
// participant's own score. Among equal scores it orders exactly like BH.
func tbOBH(c *calc, d Descriptor, out *column) {
	tbBH(c, Descriptor{Key: d.Key, Code: "BH"}, out) // then multiplied in place
	for i := 0; i < c.np; i++ {
		bh := out.value(i)
		v := bh.Mul(c.score[i].Value())
		out.set(i, v, 1)
		if ex := out.explanation(i); ex != nil {
			ex.Article = d.row().article
			ex.Notes = append(ex.Notes, msg.New(msg.NoteOBHProduct, bh.Format(1), c.score[i].String(), v.Format(1)))
		}
	}
}
