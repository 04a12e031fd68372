package engine

import (
	"fmt"
	"slices"
)

// SEQ: sequential elimination, the "sistema FIDE" of seed 000 (spec §7.4).

// tbSEQ computes, for every participant, the vector of points scored
// against the participants still in the count after eliminating, in turn,
// every participant on the lowest remaining final score: one component per
// distinct final score ℓ (ascending), the points against the opponents
// whose score is above ℓ. Games and forfeits count with their recorded
// points; rounds without an opponent never count. Compared
// lexicographically, higher first.
func tbSEQ(c *calc, d Descriptor, out *column) {
	var levels []Score
	for _, s := range c.score {
		if !slices.Contains(levels, s) {
			levels = append(levels, s)
		}
	}
	slices.Sort(levels)
	for i := 0; i < c.np; i++ {
		vec := make([]Value, len(levels))
		for l, lv := range levels {
			var s Score
			for r := 0; r < c.n; r++ {
				k := c.at(i, r)
				if o := c.opp[k]; o >= 0 && c.kind[k] != NotYet && c.score[o] > lv {
					s += c.pts[k]
				}
			}
			vec[l] = s.Value()
		}
		out.setVector(i, vec, 1)
		if c.wantExplain(i) {
			ex := &Explanation{Key: d.Key, Article: "spec §7.4", Edition: c.ed, Sum: c.score[i].Value()}
			for r := 0; r < c.n; r++ {
				k := c.at(i, r)
				if o := c.opp[k]; o >= 0 && c.kind[k] != NotYet {
					ex.Elements = append(ex.Elements, Element{Round: r + 1, Kind: c.kind[k], Opponent: c.start[o], Source: SourceGame,
						Raw: c.score[o].Value(), Score: c.score[o].Value(), Points: c.pts[k].Value(),
						Contribution: c.pts[k].Value(), Counted: true, Article: "spec §7.4"})
				}
			}
			for l, lv := range levels {
				ex.Notes = append(ex.Notes, Note{Code: "seq-level", Args: []string{lv.String(), vec[l].Format(1)},
					Text: fmt.Sprintf("without the participants on %s or less: %s", lv, vec[l].Format(1))})
			}
			out.explain(i, ex)
		}
	}
}
