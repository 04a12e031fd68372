package engine

import (
	"fmt"
	"strings"
)

// RRO: results against the participants in ranking order, the Italian "cc"
// criterion and the FSI round-robin rule (spec §7.3).

// tbRRO computes, for every participant, the vector of points scored
// against each rank class of the standings in force at RRO's position in
// the list (decision 27): one component per class, best class first, games
// and forfeits with their recorded points, the participant himself
// excluded. Participants sharing a rank form one class, so the result does
// not depend on how a shared rank is listed.
func tbRRO(c *calc, d Descriptor, groups [][]int, out *column) {
	block := make([]int, c.np)
	for b, g := range groups {
		for _, i := range g {
			block[i] = b
		}
	}
	rankOf := make([]int, len(groups))
	pos := 1
	for b, g := range groups {
		rankOf[b] = pos
		pos += len(g)
	}
	for i := 0; i < c.np; i++ {
		vec := make([]Score, len(groups))
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			o := c.opp[k]
			if o < 0 || c.kind[k] == NotYet {
				continue
			}
			vec[block[o]] += c.pts[k]
			if c.wantExplain(i) {
				els = append(els, Element{Round: r + 1, Kind: c.kind[k], Opponent: c.start[o], Source: SourceGame,
					Raw: c.score[o].Value(), Score: c.score[o].Value(), Points: c.pts[k].Value(),
					Contribution: c.pts[k].Value(), Counted: true, Article: "spec §7.3"})
			}
		}
		v := make([]Value, len(vec))
		for b, s := range vec {
			v[b] = s.Value()
		}
		out.setVector(i, v, 1)
		if c.wantExplain(i) {
			var total Score
			for _, s := range vec {
				total += s
			}
			ex := &Explanation{Key: d.Key, Article: "spec §7.3", Edition: c.ed, Elements: els, Sum: total.Value()}
			for b, g := range groups {
				starts := make([]string, len(g))
				for x, j := range g {
					starts[x] = fmt.Sprint(c.start[j])
				}
				ex.Notes = append(ex.Notes, Note{Code: "rro-block", Args: []string{fmt.Sprint(rankOf[b]), strings.Join(starts, " "), v[b].Format(1)},
					Text: fmt.Sprintf("rank %d (%s): %s", rankOf[b], strings.Join(starts, ", "), v[b].Format(1))})
			}
			out.explain(i, ex)
		}
	}
}
