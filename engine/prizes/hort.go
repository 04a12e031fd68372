// Package prizes shares prize funds over the engine's standings: the Hort
// system and equal sharing among participants tied on points
// (docs/tiebreaks.md §10). It reads only the engine's exported API.
package prizes

import (
	"errors"
	"fmt"

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
	if err := engine.CheckPrizes(len(prizes)); err != nil {
		return nil, engine.Value{}, err
	}
	maxAmount := engine.IntValue(engine.MaxAmount)
	if unit.Cmp(engine.NewValue(1, 100)) < 0 || unit.Cmp(maxAmount) > 0 {
		return nil, engine.Value{}, fmt.Errorf("hort: the rounding unit must be from 0.01 to %d, not %s", engine.MaxAmount, unit)
	}
	for i, p := range prizes {
		if p.Sign() < 0 || p.Cmp(maxAmount) > 0 {
			return nil, engine.Value{}, fmt.Errorf("hort: prize %d (%s) is outside 0 to %d", i+1, p, engine.MaxAmount)
		}
	}
	defer func() {
		if p := recover(); p != nil {
			if p != engine.ErrOverflow {
				panic(p)
			}
			err = engine.ErrOverflow
		}
	}()
	prize := func(place int) engine.Value {
		if place-1 < len(prizes) {
			return prizes[place-1]
		}
		return engine.Value{}
	}
	rows := st.Rows
	out := make([]Award, len(rows))
	var fund, paid engine.Value
	for a := 0; a < len(rows); {
		b := a + 1
		for b < len(rows) && rows[b].Points.Cmp(rows[a].Points) == 0 {
			b++
		}
		m := int64(b - a)
		var pool engine.Value
		for x := a; x < b; x++ {
			pool = pool.Add(prize(x + 1))
		}
		fund = fund.Add(pool)
		own := make([]engine.Value, b-a) // the part that follows the tie-break order
		share := pool.Div(engine.IntValue(m))
		if !equal && m > 1 {
			share = pool.Div(engine.IntValue(2 * m))
			for x := a; x < b; {
				y := x + 1
				for y < b && rows[y].Rank == rows[x].Rank {
					y++
				}
				var half engine.Value
				for z := x; z < y; z++ {
					half = half.Add(prize(z + 1).Div(engine.IntValue(2)))
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
			own[0] = prize(a + 1)
		}
		for x := a; x < b; x++ {
			first, last := x, x+1 // the places of x's rank, 0-based and half open
			for first > a && rows[first-1].Rank == rows[x].Rank {
				first--
			}
			for last < b && rows[last].Rank == rows[x].Rank {
				last++
			}
			var placePrize engine.Value
			for z := first; z < last; z++ {
				placePrize = placePrize.Add(prize(z + 1))
			}
			placePrize = placePrize.Div(engine.IntValue(int64(last - first)))
			exact := own[x-a].Add(share)
			amount := engine.NewValue(exact.Div(unit).RoundHalfUp(), 1).Mul(unit)
			paid = paid.Add(amount)
			p := rows[x].Player
			out[x] = Award{Start: p.StartNo, Name: p.Name, Place: x + 1, Points: rows[x].Points, First: a + 1, Last: b,
				PlaceFirst: first + 1, PlaceLast: last, PlacePrize: placePrize, Exact: exact, Amount: amount}
		}
		a = b
	}
	return out, paid.Sub(fund), nil
}
