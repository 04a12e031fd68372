package engine

import (
	"fmt"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// RRO: results against the participants in ranking order, the Italian "cc"
// criterion and the FSI round-robin rule (docs/tiebreaks.md §7.3).

// tbRRO computes, for every participant, the vector of points scored
// against each rank class of the standings in force at RRO's position in
// the list (docs/tiebreaks.md, decision 27): one component per class, best class first, games
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
	c.reserve(d, c.np*len(groups))
	var classes []rroClass // the notes' text of each class, made once
	for i := 0; i < c.np; i++ {
		// The vector has a component per class but a player meets at most
		// one class a round: it is kept sparse, by the classes met.
		var met []rroMet
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			o := c.opp[k]
			if o < 0 || c.kind[k] == NotYet {
				continue
			}
			met = addMet(met, block[o], c.pts[k])
			if c.wantExplain(i) {
				el := c.gameElement(r, k, d.row().article)
				el.Contribution, el.Counted = el.Points, true
				els = append(els, el)
			}
		}
		sort.SliceStable(met, func(a, b int) bool { return met[a].class < met[b].class }) // one sorting code for every type (app.wasm's size)
		var comps []sparseComp
		var total Score
		for _, m := range met {
			total += m.pts
			if m.pts != 0 {
				comps = append(comps, sparseComp{at: int32(m.class), v: m.pts.Value()})
			}
		}
		out.setSparse(i, comps, len(groups), 1)
		if c.wantExplain(i) {
			ex := explanation(d, c.ed, &SumDetail{Elements: els, Total: total.Value()})
			if classes == nil {
				classes = rroClasses(c, groups, rankOf)
			}
			// A note per class the participant met; the other classes
			// give 0 and share one note.
			for _, m := range met {
				cl, val := classes[m.class], m.pts.Value().Format(1)
				if cl.large {
					ex.Notes = append(ex.Notes, msg.New(msg.NoteRROClass, cl.rank, cl.members, val))
					continue
				}
				ex.Notes = append(ex.Notes, msg.New(msg.NoteRROBlock, cl.rank, cl.text, val))
			}
			if len(met) < len(classes) {
				ex.Notes = append(ex.Notes, msg.New(msg.NoteRRORest, "0.0"))
			}
			out.explain(i, ex)
		}
	}
}

// rroMet is what a player scored against one rank class he met.
type rroMet struct {
	class int
	pts   Score
}

// addMet adds pts scored against class to met (a few entries: one a round
// at most).
func addMet(met []rroMet, class int, pts Score) []rroMet {
	for j := range met {
		if met[j].class == class {
			met[j].pts += pts
			return met
		}
	}
	return append(met, rroMet{class, pts})
}

// maxListedClass is the largest rank class whose members an RRO note
// lists; a larger class is named by its size, so that the notes of every
// participant do not repeat a large tied group (issue 15).
const maxListedClass = 12

// rroClass is the text of one rank class in the notes of RRO.
type rroClass struct {
	rank    string // the class's rank
	members string // start numbers separated by spaces, or the size of a large class
	text    string // start numbers separated by commas
	large   bool
}

// rroClasses returns the text of every rank class, for the notes.
func rroClasses(c *calc, groups [][]int, rankOf []int) []rroClass {
	out := make([]rroClass, len(groups))
	for b, g := range groups {
		out[b].rank = fmt.Sprint(rankOf[b])
		if len(g) > maxListedClass {
			out[b].members, out[b].large = fmt.Sprint(len(g)), true
			continue
		}
		starts := make([]string, len(g))
		for x, j := range g {
			starts[x] = fmt.Sprint(c.start[j])
		}
		out[b].members, out[b].text = strings.Join(starts, " "), strings.Join(starts, ", ")
	}
	return out
}
