package table

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// The pairing checks of CheckEvent: C4–C7 and C10 (docs/formats.md §14).

// Complementary reports whether kinds a and b of the two sides of a pairing
// agree (§14, C4).
func Complementary(a, b engine.Kind) bool {
	switch a {
	case engine.Win:
		return b == engine.Loss
	case engine.Loss:
		return b == engine.Win
	case engine.WinUnrated:
		return b == engine.LossUnrated
	case engine.LossUnrated:
		return b == engine.WinUnrated
	case engine.ForfeitWin:
		return b == engine.ForfeitLoss
	case engine.ForfeitLoss:
		return b == engine.ForfeitWin || b == engine.ForfeitLoss
	}
	return a == b
}

// entryText names an entry, "win with Black against 9", as a value a
// message cites (msg.ResultOf, ValueWhite, ValueBlack, ValueAgainst).
func entryText(e engine.Entry) string {
	m := msg.ResultOf(e.Kind.Name())
	switch e.Colour {
	case engine.White:
		m = scan.MsgS(&msg.ValueWhite, m.Cite())
	case engine.Black:
		m = scan.MsgS(&msg.ValueBlack, m.Cite())
	}
	if e.Opponent > 0 {
		m = scan.MsgSI(&msg.ValueAgainst, m.Cite(), e.Opponent)
	}
	return m.Cite()
}

// pairings applies C4–C7 and C10.
func (c *checker) pairings() {
	ps := c.ev.Players
	pabs := make([][]int, longestRow(ps))
	var repeats []repeatPair
	var met []int // the opponents player p met, in round order
	for i := range ps {
		p := &ps[i]
		for k := range p.Rounds {
			e := &p.Rounds[k]
			if e.Kind == engine.PAB {
				pabs[k] = append(pabs[k], p.StartNo)
			}
			if c.pairing(p, k, e) && e.Kind != engine.NotYet && !e.Kind.Bye() {
				met = append(met, e.Opponent)
			}
		}
		if c.ev.System == engine.Swiss {
			repeats = appendRepeats(repeats, p.StartNo, met)
		}
		met = met[:0]
	}
	c.notePABs(pabs)
	if c.ev.System == engine.Swiss {
		c.noteRepeats(repeats)
	}
}

// repeatPair is a pair of players, a < b, who met n times.
type repeatPair struct{ a, b, n int }

// knownColour reports whether x is White or Black.
func knownColour(x engine.Colour) bool { return x == engine.White || x == engine.Black }

// pairing checks entry e of player p in round index k against the
// opponent's entry once per pair (from the lower start number): one-sided
// pairings, results that disagree, colour clashes, and fills in a colour
// known on one side only. It reports whether the pair was checked from
// this side.
func (c *checker) pairing(p *engine.Player, k int, e *engine.Entry) bool {
	if e.Opponent == 0 {
		return false
	}
	j := c.idx.Of(e.Opponent)
	if j < 0 {
		return false
	}
	o := &c.ev.Players[j]
	oe := entryAt(o, k)
	oOpp, oKind, oColour := oe.Opponent, oe.Kind, oe.Colour
	if oOpp != p.StartNo {
		c.note(scan.SeverityWarning, scan.WOneSided, e.Pos, c.item(scan.WOneSided, func() scan.NoteItem {
			return scan.ItemMsg(scan.MsgA(&msg.ItemOneSided, pairArgs(k, p, *e, o, entryAt(o, k))...))
		}), scan.Grouped(&msg.GroupOneSidedOne, &msg.GroupOneSided))
		return false
	}
	if p.StartNo > e.Opponent {
		return false
	}
	if !Complementary(e.Kind, oKind) {
		c.note(scan.SeverityWarning, scan.WReciprocity, e.Pos, c.item(scan.WReciprocity, func() scan.NoteItem {
			return scan.ItemMsg(scan.MsgA(&msg.ItemReciprocity, pairArgs(k, p, *e, o, entryAt(o, k))...))
		}), scan.Grouped(&msg.GroupReciprocityOne, &msg.GroupReciprocity))
	}
	switch {
	case knownColour(e.Colour) && e.Colour == oColour:
		c.note(scan.SeverityWarning, scan.WColourClash, e.Pos, c.item(scan.WColourClash, func() scan.NoteItem {
			return scan.ItemMsg(scan.MsgIS(&msg.ItemColourClash, k+1, c.label(p), c.label(o)))
		}), scan.Grouped(&msg.GroupColourClashOne, &msg.GroupColourClash))
	case c.opt.NoFill:
	case e.Colour == engine.UnknownColour && knownColour(oColour) && e.Kind.OTB():
		e.Colour = engine.White + engine.Black - oColour
		c.noteFilled(e.Pos)
	case oColour == engine.UnknownColour && knownColour(e.Colour) && oKind.OTB():
		oep := &o.Rounds[k]
		oep.Colour = engine.White + engine.Black - e.Colour
		c.noteFilled(oep.Pos)
	}
	return true
}

// appendRepeats adds the pairs that player no met more than once, given
// the opponents met in round order, each pair counted once from the lower
// start number.
func appendRepeats(repeats []repeatPair, no int, met []int) []repeatPair {
	for a, x := range met {
		if x < no || slices.Contains(met[:a], x) {
			continue
		}
		if n := 1 + countOf(met[a+1:], x); n > 1 {
			repeats = append(repeats, repeatPair{no, x, n})
		}
	}
	return repeats
}

// notePABs reports the rounds with more than one pairing-allocated bye
// (W-PAB-COUNT), except in team events.
func (c *checker) notePABs(pabs [][]int) {
	ps := c.ev.Players
	for k, list := range pabs {
		if len(list) > 1 && !c.opt.Team {
			var nos []string
			for _, n := range list {
				nos = append(nos, strconv.Itoa(n))
			}
			c.note(scan.SeverityWarning, scan.WPabCount, ps[c.idx.Of(list[1])].Rounds[k].Pos,
				scan.ItemMsg(scan.MsgIS(&msg.ItemPabCount, k+1, strings.Join(nos, ", "))),
				scan.Grouped(&msg.GroupPabCountOne, &msg.GroupPabCount))
		}
	}
}

// noteRepeats reports the pairs of a Swiss event who met more than once
// (I-REPEAT), by start numbers.
func (c *checker) noteRepeats(repeats []repeatPair) {
	sort.Slice(repeats, func(i, j int) bool {
		return repeats[i].a < repeats[j].a || repeats[i].a == repeats[j].a && repeats[i].b < repeats[j].b
	})
	for _, m := range repeats {
		c.note(scan.SeverityInfo, scan.IRepeat, c.ev.Players[c.idx.Of(m.a)].Pos,
			scan.ItemMsg(scan.MsgI(&msg.ItemRepeat, m.a, m.b, m.n)),
			scan.Grouped(&msg.GroupRepeatOne, &msg.GroupRepeat))
	}
}

// pairArgs are the values of an item about the pairing of p and o in
// round index k: the round, and each one's line, label and entry
// (entryText).
func pairArgs(k int, p *engine.Player, e engine.Entry, o *engine.Player, oe engine.Entry) []any {
	return []any{k + 1, e.Pos.Line, scan.LabelOf(p.StartNo, p.Name), entryText(e), oe.Pos.Line, scan.LabelOf(o.StartNo, o.Name), entryText(oe)}
}

// entryAt returns round index k of q, or the zero Entry past its rounds.
func entryAt(q *engine.Player, k int) engine.Entry {
	if k < len(q.Rounds) {
		return q.Rounds[k]
	}
	return engine.Entry{}
}

func (c *checker) noteFilled(pos engine.Pos) {
	item := c.item(scan.IColourFilled, func() scan.NoteItem {
		return scan.ItemMsg(scan.MsgI(&msg.ItemColourFilled, pos.Line, pos.Col))
	})
	c.note(scan.SeverityInfo, scan.IColourFilled, pos, item, scan.Grouped(&msg.GroupColourFilledOne, &msg.GroupColourFilled))
}

// countOf counts x in s.
func countOf(s []int, x int) int {
	n := 0
	for _, y := range s {
		if y == x {
			n++
		}
	}
	return n
}
