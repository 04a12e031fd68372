//go:build e2e

package e2e

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
)

// swissTRF generates a TRF16 file of a Swiss tournament with n players
// (n even) and the given rounds: players are paired by score group with no
// rematches, results drawn from a fixed seed weighted by rating.
func swissTRF(n, rounds int) string {
	rng := rand.New(rand.NewSource(2026))
	type player struct {
		start, rating int
		score         int // half points
		opp           []int
		col           []byte
		res           []byte
		met           map[int]bool
		whites        int
	}
	ps := make([]*player, n)
	for i := range ps {
		ps[i] = &player{start: i + 1, rating: 2600 - i*1000/n, met: map[int]bool{}}
	}
	for r := 0; r < rounds; r++ {
		order := append([]*player(nil), ps...)
		sort.SliceStable(order, func(a, b int) bool {
			if order[a].score != order[b].score {
				return order[a].score > order[b].score
			}
			return order[a].start < order[b].start
		})
		paired := make([]bool, n+1)
		for i, a := range order {
			if paired[a.start] {
				continue
			}
			var b *player
			for _, c := range order[i+1:] {
				if !paired[c.start] && !a.met[c.start] {
					b = c
					break
				}
			}
			if b == nil { // only rematches left: take the next free one
				for _, c := range order[i+1:] {
					if !paired[c.start] {
						b = c
						break
					}
				}
			}
			paired[a.start], paired[b.start] = true, true
			a.met[b.start], b.met[a.start] = true, true
			w, bl := a, b
			if a.whites > b.whites {
				w, bl = b, a
			}
			w.whites++
			// White's chance grows with the rating difference.
			p := 0.5 + float64(w.rating-bl.rating)/2000
			x := rng.Float64()
			var rw, rb byte
			switch {
			case x < p*0.7:
				rw, rb = '1', '0'
				w.score += 2
			case x < p*0.7+0.3:
				rw, rb = '=', '='
				w.score++
				bl.score++
			default:
				rw, rb = '0', '1'
				bl.score += 2
			}
			w.opp, w.col, w.res = append(w.opp, bl.start), append(w.col, 'w'), append(w.res, rw)
			bl.opp, bl.col, bl.res = append(bl.opp, w.start), append(bl.col, 'b'), append(bl.res, rb)
		}
	}
	var b strings.Builder
	b.WriteString("012 Generated Swiss (performance test)\n022 Nowhere\n042 2026/04/01\n052 2026/04/13\n092 Individual: Swiss-System\n")
	fmt.Fprintf(&b, "XXR %d\n", rounds)
	for _, p := range ps {
		pts := fmt.Sprintf("%d.%d", p.score/2, 5*(p.score%2))
		fmt.Fprintf(&b, "001 %4d %1s%3s %-33s %4d %3s %11s %10s %4s %4d", p.start, "m", "",
			fmt.Sprintf("Player %d", p.start), p.rating, "ITA", "", "", pts, 0)
		for r := range p.opp {
			fmt.Fprintf(&b, "  %4d %c %c", p.opp[r], p.col[r], p.res[r])
		}
		b.WriteString("\n")
	}
	return b.String()
}
