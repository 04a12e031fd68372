package check

import (
	"math/big"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestRoundAs: the conventions the check tries, to one decimal: half to
// even (14.75 → 14.8, 2.25 → 2.2), the default half up (towards +∞, as
// Value.RoundTo), truncation (towards zero) and the floor (towards −∞),
// which differ on negative values only.
func TestRoundAs(t *testing.T) {
	for _, tc := range []struct {
		num, den              int64
		even, up, zero, floor string
	}{
		{1475, 100, "14.8", "14.8", "14.7", "14.7"}, {225, 100, "2.2", "2.3", "2.2", "2.2"}, {235, 100, "2.4", "2.4", "2.3", "2.3"},
		{-225, 100, "-2.2", "-2.2", "-2.2", "-2.3"}, {-1475, 100, "-14.8", "-14.7", "-14.7", "-14.8"},
		{5, 100, "0.0", "0.1", "0.0", "0.0"}, {1, 3, "0.3", "0.3", "0.3", "0.3"}, {26, 100, "0.3", "0.3", "0.2", "0.2"},
		{2, 3, "0.7", "0.7", "0.6", "0.6"}, {-2, 3, "-0.7", "-0.7", "-0.6", "-0.7"}, {7, 1, "7.0", "7.0", "7.0", "7.0"},
	} {
		v := engine.NewValue(tc.num, tc.den)
		for _, m := range []struct {
			mode Rounding
			want string
		}{{RoundHalfEven, tc.even}, {RoundHalfUp, tc.up}, {RoundTowardZero, tc.zero}, {RoundFloor, tc.floor}} {
			if got := roundAs(v, 1, m.mode).Format(1); got != m.want {
				t.Errorf("%d/%d %s: %s, want %s", tc.num, tc.den, m.mode, got, m.want)
			}
		}
	}
}

// TestRoundingsAgainstBigRat: every convention, on the fractions n/d
// (|n| ≤ 400, 50 under -short; d up to 1000) to 0, 1 and 2 decimals, against the same
// rounding in math/big's exact rationals; and the check's count of the
// conventions that give a printed value (countAgreeing, which compares
// whole units of the last digit) against roundsTo, for each value the
// conventions print and its neighbours.
func TestRoundingsAgainstBigRat(t *testing.T) {
	ref := func(n, d int64, decimals int, mode Rounding) *big.Rat {
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)
		x := new(big.Rat).Mul(big.NewRat(n, d), new(big.Rat).SetInt(p))
		fl := new(big.Int).Div(x.Num(), x.Denom()) // Euclidean: the floor, the denominator being positive
		frac := new(big.Rat).Sub(x, new(big.Rat).SetInt(fl))
		up := false
		if frac.Sign() != 0 {
			half := frac.Cmp(big.NewRat(1, 2))
			switch mode {
			case RoundHalfUp:
				up = half >= 0
			case RoundHalfEven:
				up = half > 0 || half == 0 && fl.Bit(0) == 1
			case RoundTowardZero:
				up = n < 0
			}
		}
		if up {
			fl.Add(fl, big.NewInt(1))
		}
		return new(big.Rat).SetFrac(fl, p)
	}
	modes := []Rounding{RoundHalfUp, RoundHalfEven, RoundTowardZero, RoundFloor, RoundHalfEvenOrUp}
	lim := int64(400)
	if testing.Short() {
		lim = 50
	}
	for _, d := range []int64{1, 2, 3, 4, 6, 7, 8, 12, 16, 40, 100, 1000} {
		for n := -lim; n <= lim; n++ {
			v := engine.NewValue(n, d)
			for decimals := 0; decimals <= 2; decimals++ {
				var printed []engine.Value
				for _, mode := range modes[:4] {
					got := roundAs(v, decimals, mode)
					want := ref(n, d, decimals, mode)
					if got.Num() != want.Num().Int64() || got.Den() != want.Denom().Int64() {
						t.Fatalf("%d/%d to %d decimals %s: %s, want %s", n, d, decimals, mode, got.Format(decimals), want.FloatString(decimals))
					}
					unit := engine.NewValue(1, pow10[decimals])
					printed = append(printed, got, got.Add(unit), got.Sub(unit))
				}
				for _, pv := range printed {
					c := printedCell{value: pv, decimals: decimals, ok: true, unitsOK: true, units: pv.Mul(engine.IntValue(pow10[decimals])).Num()}
					counts := make([]int, len(modes))
					countAgreeing(c, engine.Result{Defined: true, Value: v}, false, modes, counts)
					for m, mode := range modes {
						if want := roundsTo(v, decimals, mode, pv); (counts[m] == 1) != want {
							t.Fatalf("%d/%d printed %s %s: counted %d, roundsTo %v", n, d, pv.Format(decimals), mode, counts[m], want)
						}
					}
				}
			}
		}
	}
}
