package engine

import (
	"slices"
	"sort"

	"github.com/spareggi/spareggi/internal/msg"
)

// SEQ: sequential elimination, the Italian arbiters' "sistema FIDE" (docs/tiebreaks.md §7.4).

// tbSEQ computes, for every participant, the vector of points scored
// against the participants still in the count after eliminating, in turn,
// every participant on the lowest remaining final score: one component per
// distinct final score ℓ (ascending), the points against the opponents
// whose score is above ℓ. Games and forfeits count with their recorded
// points; rounds without an opponent never count. Compared
// lexicographically, higher first.
func tbSEQ(c *calc, d Descriptor, out *column) {
	levels := slices.Clone(c.score[:c.np])
	sort.Slice(levels, func(a, b int) bool { return levels[a] < levels[b] }) // one sorting code for every type (app.wasm's size)
	levels = slices.Compact(levels)
	// Each participant's games sorted by the opponent's score: as the level
	// rises, the games against opponents at or below it leave the sum, so
	// a vector costs its rounds and its components, not their product.
	type game struct{ opp, pts Score }
	games := make([]game, 0, c.n)
	c.reserve(d, c.np*len(levels))
	vecs := make([]Value, c.np*len(levels)) // one backing array for every vector
	for i := 0; i < c.np; i++ {
		games = games[:0]
		var s Score
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			if o := c.opp[k]; o >= 0 && c.kind[k] != NotYet {
				games = append(games, game{c.score[o], c.pts[k]})
				s += c.pts[k]
			}
		}
		sort.SliceStable(games, func(a, b int) bool { return games[a].opp < games[b].opp }) // one sorting code for every type (app.wasm's size)
		vec := vecs[i*len(levels) : (i+1)*len(levels) : (i+1)*len(levels)]
		g := 0
		for l, lv := range levels {
			for g < len(games) && games[g].opp <= lv {
				s -= games[g].pts
				g++
			}
			vec[l] = s.Value()
		}
		out.setVector(i, vec, 1)
		if c.wantExplain(i) {
			sum := &SumDetail{Total: c.score[i].Value()}
			ex := explanation(d, c.ed, sum)
			for r := 0; r < c.n; r++ {
				k := c.at(i, r)
				if o := c.opp[k]; o >= 0 && c.kind[k] != NotYet {
					el := c.gameElement(r, k, d.row().article)
					el.Contribution, el.Counted = el.Points, true
					sum.Elements = append(sum.Elements, el)
				}
			}
			// A note where the component changes: the levels between two
			// notes keep the value of the first (one note per game at most,
			// however many levels the event has).
			for l, lv := range levels {
				if l > 0 && vec[l].Cmp(vec[l-1]) == 0 {
					continue
				}
				ex.Notes = append(ex.Notes, msg.New(msg.NoteSEQLevel, lv.String(), vec[l].Format(1)))
			}
			out.explain(i, ex)
		}
	}
}
