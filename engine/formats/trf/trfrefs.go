package trf

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// refCheck applies checks C2 and C3 of docs/formats.md §14 to the rounds of a
// TRF while assemble writes them: check sees each round after it is
// written, row by row, so the findings and their order are those of a pass
// over the finished rows, without reading the rounds again.
type refCheck struct {
	r       *trfReader
	idx     table.IndexOf // the start numbers of the rows
	missing map[int][]refCite
	order   []int // the missing start numbers, in order of first citation
}

// refCite is a round that cites a missing opponent.
type refCite struct {
	line, col, player, round int
	row                      string
}

// newRefCheck indexes the start numbers of r.players, the rows to be.
func (r *trfReader) newRefCheck() *refCheck {
	return &refCheck{r: r, idx: table.StartIndexFunc(len(r.players), func(i int) int { return r.players[i].StartNo }),
		missing: map[int][]refCite{}}
}

// check applies C3 (E-SELF-PAIRING) to round k of p and notes a missing
// opponent for C2.
func (c *refCheck) check(p *trfPlayer, k int) {
	e := &p.Rounds[k]
	switch {
	case e.Opponent == 0:
	case e.Opponent == p.StartNo:
		c.r.fail(scan.ESelfPairing, e.Pos.Line, e.Pos.Col, e.Pos.Col+3, scan.LabelOf(p.StartNo, p.Name), k+1,
			"another player's start number", strconv.Itoa(e.Opponent), scan.MsgI(&msg.ReaderTRFSelf, p.StartNo, k+1))
	case c.idx.Of(e.Opponent) < 0 && !c.r.badStartNo:
		if c.missing[e.Opponent] == nil {
			c.order = append(c.order, e.Opponent)
		}
		c.missing[e.Opponent] = append(c.missing[e.Opponent], refCite{e.Pos.Line, e.Pos.Col, p.StartNo, k + 1, scan.LabelOf(p.StartNo, p.Name)})
	}
}

// report applies C2: one E-REF-MISSING per missing start number.
func (c *refCheck) report() {
	for _, n := range c.order {
		cs := c.missing[n]
		var list []string
		for i, x := range cs {
			if i == table.MaxListed {
				list = append(list, "and "+strconv.Itoa(len(cs)-i)+" more")
				break
			}
			list = append(list, "line "+strconv.Itoa(x.line)+", column "+strconv.Itoa(x.col)+" (player "+strconv.Itoa(x.player)+", round "+strconv.Itoa(x.round)+")")
		}
		c.r.fail(scan.ERefMissing, cs[0].line, cs[0].col, cs[0].col+3, cs[0].row, cs[0].round, "the start number of a player", strconv.Itoa(n),
			scan.MsgIS(&msg.ReaderTRFRefMissing, n, strings.Join(list, "; ")))
	}
}
