package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// LOT: the drawing of lots (or a play-off) entered by the user (docs/tiebreaks.md §9.5).
// The engine never draws lots itself.

// tbLOT orders a tied group by the first recorded order (Options.Lots)
// that lists at least two of its members: those members take the recorded
// order, one place each; members the order does not list stay tied after
// them. Without such an order the group stays tied and the values are
// undefined. The value shown is the member's position in the recorded
// order.
func tbLOT(c *calc, d Descriptor, g []int, res *column) [][]int {
	idx := map[int]int{}
	for j, i := range g {
		idx[c.start[i]] = j
	}
	for _, order := range c.lots {
		var listed []int
		seen := map[int]bool{}
		for _, s := range order {
			if j, ok := idx[s]; ok && !seen[s] {
				seen[s] = true
				listed = append(listed, g[j])
			}
		}
		if len(listed) < 2 {
			continue
		}
		var parts [][]int
		for pos, i := range listed {
			res.set(i, IntValue(int64(pos+1)), 0)
			parts = append(parts, []int{i})
			if c.wantExplain(i) {
				ex := explanation(d, c.ed, nil)
				ex.Notes = []Note{msg.New(msg.NoteLotPosition, pos+1)}
				res.explain(i, ex)
			}
		}
		var rest []int
		for _, i := range g {
			if !seen[c.start[i]] {
				rest = append(rest, i)
			}
		}
		if len(rest) > 0 {
			parts = append(parts, rest)
		}
		return parts
	}
	return [][]int{g}
}
