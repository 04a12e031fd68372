package formats

import "github.com/spareggi/spareggi/engine"

// pairView is a compact copy of what the pairing checks (checker.pairings)
// read of the opponent's entry of each game: its opponent, kind and colour.
// These reads go to the opponent's row, at a different place of the large
// array of entries for every game, and cost a cache miss each on large
// events; the view holds 4 bytes per entry instead of an Entry, so that far
// more of it stays in the cache. The checks write every colour they fill
// in to both, so the view always agrees with the entries. When an opponent
// number does not fit the view, there is no view and get reads the entries.
type pairView struct {
	slots  []pairSlot // players × rounds, row by row; nil: read the entries
	rounds int
}

// pairSlot is one entry of a pairView. The zero slot stands for a round the
// player's row does not have, read as the zero Entry.
type pairSlot struct {
	opp    uint16
	kind   engine.Kind
	colour engine.Colour
}

// newPairView copies the entries of ps; rounds is the longest row.
func newPairView(ps []engine.Player, rounds int) pairView {
	if !fastPaths {
		return pairView{}
	}
	v := pairView{slots: make([]pairSlot, len(ps)*rounds), rounds: rounds}
	for i := range ps {
		for k := range ps[i].Rounds {
			v.set(i, k, &ps[i].Rounds[k])
		}
	}
	return v
}

// set copies e, round k of player i, into the view. When its opponent does
// not fit, the view is dropped: get then reads the entries.
func (v *pairView) set(i, k int, e *engine.Entry) {
	switch {
	case v.slots == nil:
	case e.Opponent < 0 || e.Opponent > 0xFFFF:
		v.slots = nil
	default:
		v.slots[i*v.rounds+k] = pairSlot{opp: uint16(e.Opponent), kind: e.Kind, colour: e.Colour}
	}
}

// get returns the opponent, kind and colour of round k of player j, as
// ps[j].Rounds[k] has them (the zero values when the row is shorter).
func (v pairView) get(ps []engine.Player, j, k int) (int, engine.Kind, engine.Colour) {
	if v.slots == nil {
		if k >= len(ps[j].Rounds) {
			return 0, engine.NotYet, engine.NoColour
		}
		e := &ps[j].Rounds[k]
		return e.Opponent, e.Kind, e.Colour
	}
	s := v.slots[j*v.rounds+k]
	return int(s.opp), s.kind, s.colour
}

// setColour records the colour filled in for round k of player j.
func (v pairView) setColour(j, k int, c engine.Colour) {
	if v.slots != nil {
		v.slots[j*v.rounds+k].colour = c
	}
}
