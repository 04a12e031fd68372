// Package prizes shares prize funds over the engine's standings: the Hort
// system and equal sharing among participants tied on points
// (docs/tiebreaks.md §10). It reads only the engine's exported API.
package prizes

import (
	"errors"
	"strconv"

	"github.com/spareggi/spareggi/engine"
)

// Award is one participant's share of the prize fund under the Hort system
// (docs/tiebreaks.md §10), or under equal sharing.
type Award struct {
	Start  int          // start number
	Name   string       // the participant's name
	Place  int          // place in the final ranking, 1-based
	Points engine.Value // the participant's points
	// First and Last are the places occupied by the participant's prize
	// group: the participants tied on points (docs/tiebreaks.md §9.7).
	First, Last int
	// PlaceFirst and PlaceLast are the places of the participant's rank:
	// his own place (PlaceFirst == PlaceLast == Place), or, when the whole
	// tie-break list leaves him level with others (the standings' "2="),
	// the places they share (docs/tiebreaks.md §10).
	PlaceFirst, PlaceLast int
	// PlacePrize is the prize of the participant's place (0 beyond the
	// list of prizes); for a shared rank, the mean of the prizes of the
	// places shared, the same for each of them.
	PlacePrize engine.Value
	// Exact is the amount before rounding; Amount is rounded half up to the
	// configured unit (docs/tiebreaks.md, decision 35).
	Exact, Amount engine.Value
}

// Hort shares the prizes of st's final ranking (prizes[0] for place 1 …)
// among participants tied on points. With equal false it is the Hort
// system: each tied participant keeps half the prize of the place the
// tie-breaks gave him, and the other half of the prizes of all the tied
// places is divided equally among all of them; with equal set the whole
// prizes of the tied places are divided equally. A participant alone on his
// points receives his place's prize. Participants who share a rank after
// the whole tie-break list share the halves of their places equally
// (decision: the ranking does not separate them).
//
// Each amount is computed exactly and rounded half up to a multiple of unit
// (e.g. 0.01, or 1 for whole currency units). The second result is the
// rounding difference: the total paid minus the prizes of the places that
// exist.
//
// The prizes and the unit must lie within the limits of engine.ParseAmount and
// engine.ParsePrizeUnit; a computation that would still leave 64 bits returns
// engine.ErrOverflow, never a wrong amount.
func Hort(st *engine.Standings, prizes []engine.Value, unit engine.Value, equal bool) (_ []Award, _ engine.Value, err error) {
	if st == nil {
		return nil, engine.Value{}, errors.New("hort: no standings")
	}
	if err := checkHort(prizes, unit); err != nil {
		return nil, engine.Value{}, err
	}
	defer func() {
		if p := recover(); p != nil {
			if p != engine.ErrOverflow {
				panic(p)
			}
			err = engine.ErrOverflow
		}
	}()
	h := hort{rows: st.Rows, prizes: prizes, unit: unit, equal: equal, out: make([]Award, len(st.Rows))}
	for a := 0; a < len(h.rows); {
		b := a + 1
		for b < len(h.rows) && h.rows[b].Points.Cmp(h.rows[a].Points) == 0 {
			b++
		}
		h.group(a, b)
		a = b
	}
	return h.out, h.paid.Sub(h.fund), nil
}

// checkHort checks the prizes and the rounding unit against their limits.
func checkHort(prizes []engine.Value, unit engine.Value) error {
	if err := engine.CheckPrizes(len(prizes)); err != nil {
		return err
	}
	maxAmount := engine.IntValue(engine.MaxAmount)
	if unit.Cmp(engine.NewValue(1, 100)) < 0 || unit.Cmp(maxAmount) > 0 {
		return &engine.RangeError{What: "prize-unit", Input: unit.String(), Min: "0.01", Max: strconv.Itoa(engine.MaxAmount)}
	}
	for _, p := range prizes {
		if p.Sign() < 0 || p.Cmp(maxAmount) > 0 {
			return &engine.RangeError{What: "prize", Input: p.String(), Min: "0", Max: strconv.Itoa(engine.MaxAmount)}
		}
	}
	return nil
}

// hort is the sharing in progress: the standings' rows, the prizes, and
// the awards, the fund and the total paid so far.
type hort struct {
	rows       []engine.Row
	prizes     []engine.Value
	unit       engine.Value
	equal      bool
	out        []Award
	fund, paid engine.Value
}

// prize returns the prize of a place (1-based), zero past the last.
func (h *hort) prize(place int) engine.Value {
	if place-1 < len(h.prizes) {
		return h.prizes[place-1]
	}
	return engine.Value{}
}

// sum returns the sum of the prizes of the places from..to-1 (0-based).
func (h *hort) sum(from, to int) engine.Value {
	var v engine.Value
	for z := from; z < to; z++ {
		v = v.Add(h.prize(z + 1))
	}
	return v
}

// group shares the prizes of the rows a..b-1, tied on points.
func (h *hort) group(a, b int) {
	rows := h.rows
	m := int64(b - a)
	pool := h.sum(a, b)
	h.fund = h.fund.Add(pool)
	own := make([]engine.Value, b-a) // the part that follows the tie-break order
	share := pool.Div(engine.IntValue(m))
	if !h.equal && m > 1 {
		share = pool.Div(engine.IntValue(2 * m))
		for x := a; x < b; {
			y := x + 1
			for y < b && rows[y].Rank == rows[x].Rank {
				y++
			}
			var half engine.Value
			for z := x; z < y; z++ {
				half = half.Add(h.prize(z + 1).Div(engine.IntValue(2)))
			}
			half = half.Div(engine.IntValue(int64(y - x)))
			for z := x; z < y; z++ {
				own[z-a] = half
			}
			x = y
		}
	}
	if m == 1 {
		share = engine.Value{}
		own[0] = h.prize(a + 1)
	}
	for x := a; x < b; x++ {
		first, last := x, x+1 // the places of x's rank, 0-based and half open
		for first > a && rows[first-1].Rank == rows[x].Rank {
			first--
		}
		for last < b && rows[last].Rank == rows[x].Rank {
			last++
		}
		placePrize := h.sum(first, last).Div(engine.IntValue(int64(last - first)))
		exact := own[x-a].Add(share)
		amount := engine.NewValue(exact.Div(h.unit).RoundHalfUp(), 1).Mul(h.unit)
		h.paid = h.paid.Add(amount)
		p := rows[x].Player
		h.out[x] = Award{Start: p.StartNo, Name: p.Name, Place: x + 1, Points: rows[x].Points, First: a + 1, Last: b,
			PlaceFirst: first + 1, PlaceLast: last, PlacePrize: placePrize, Exact: exact, Amount: amount}
	}
}
