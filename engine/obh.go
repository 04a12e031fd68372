package engine

import "fmt"

// OBH: Bruno Buchholz's original proposal of 1932 (seed 001; spec §7.9).

var _ = addExtra(tieBreak{code: "OBH", name: "original Buchholz (1932): Buchholz × own score", article: "spec §7.9",
	scalar: tbOBH, decimals: 1})

// tbOBH is the Buchholz under the global edition multiplied by the
// participant's own score. Among equal scores it orders exactly like BH.
func tbOBH(c *calc, d Descriptor) []Result {
	bh := tbBH(c, Descriptor{Key: d.Key, Code: "BH"})
	out := make([]Result, c.np)
	for i := range out {
		v := bh[i].Value.Mul(c.score[i].Value())
		out[i] = Result{Defined: true, Value: v, Decimals: 1}
		if ex := bh[i].Explanation; ex != nil {
			ex.Article = "spec §7.9"
			ex.Notes = append(ex.Notes, Note{Code: "obh-product", Args: []string{bh[i].Value.Format(1), c.score[i].String()},
				Text: fmt.Sprintf("Buchholz %s × own score %s = %s", bh[i].Value.Format(1), c.score[i], v.Format(1))})
			out[i].Explanation = ex
		}
	}
	return out
}
