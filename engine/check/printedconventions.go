package check

import (
	"math"

	"github.com/spareggi/spareggi/engine"
)

// This file holds, as data, the conventions of the programs that print
// tie-break columns, which the check of printed tie-breaks reads them with
// (docs/tiebreaks.md §15): how each rounds a value to the decimals it
// prints. A column's program comes from its reader (DeclaredColumn.Program:
// the name it is printed under, or the format's layout).

// Rounding is how a program rounds a value to the decimals it prints.
type Rounding int

const (
	// RoundHalfUp rounds a half up, towards +∞ (14.75 → 14.8, 2.25 →
	// 2.3; Value.RoundTo): the check's default, for the programs not
	// listed.
	RoundHalfUp Rounding = iota
	// RoundHalfEven rounds a half to the even digit (14.75 → 14.8, 2.25
	// → 2.2).
	RoundHalfEven
	// RoundHalfEvenOrUp is a program seen to print both: a value agrees
	// when either rounding gives the printed one (2.25 printed 2.2 or
	// 2.3), and is a difference only when neither does.
	RoundHalfEvenOrUp
)

// PrintingProgram is a program that prints tie-break columns and its
// conventions.
type PrintingProgram struct {
	ID       string // DeclaredColumn.Program: "vega"
	Name     string // as messages name it: "Vega"
	Rounding Rounding
}

// PrintingPrograms are the programs whose conventions differ from the
// default (half up). Vega's published pages round a half both ways: to
// even on one (2.25 printed 2.2, 14.75 printed 14.8), up on another page
// of the same club and year (23.25 printed 23.3); nothing on the page
// tells which, so either agrees (docs/tiebreaks.md §15, decision 52).
var PrintingPrograms = []PrintingProgram{
	{ID: "vega", Name: "Vega", Rounding: RoundHalfEvenOrUp},
}

// printingProgram returns the program of an id, and whether it is known.
func printingProgram(id string) (PrintingProgram, bool) {
	for _, p := range PrintingPrograms {
		if p.ID == id {
			return p, true
		}
	}
	return PrintingProgram{}, false
}

// roundsTo reports whether v rounded to the given decimals as mode says
// is printed.
func roundsTo(v engine.Value, decimals int, mode Rounding, printed engine.Value) bool {
	if exactIn(v, decimals) { // nothing to round, in any mode
		return v.Cmp(printed) == 0
	}
	if mode == RoundHalfEvenOrUp {
		return roundAs(v, decimals, RoundHalfEven).Cmp(printed) == 0 || roundAs(v, decimals, RoundHalfUp).Cmp(printed) == 0
	}
	return roundAs(v, decimals, mode).Cmp(printed) == 0
}

// roundAs rounds v to the given decimals as mode says (RoundHalfEven or
// RoundHalfUp).
func roundAs(v engine.Value, decimals int, mode Rounding) engine.Value {
	if mode != RoundHalfEven {
		return v.RoundTo(decimals)
	}
	p := int64(1)
	for i := 0; i < decimals; i++ {
		p *= 10
	}
	x := v.Mul(engine.IntValue(p)) // round x to an integer, a half to the even one
	n, d := x.Num(), x.Den()
	q := n / d
	if n%d != 0 && n < 0 {
		q-- // floor
	}
	frac := x.Sub(engine.IntValue(q)) // in [0, 1)
	switch frac.Cmp(engine.NewValue(1, 2)) {
	case 1:
		q++
	case 0:
		if q%2 != 0 {
			q++
		}
	}
	return engine.NewValue(q, p)
}

// exactIn reports whether v is written exactly with the given decimals
// (its denominator divides 10^decimals), so that rounding it to them, in
// any mode, gives v: the common case of a printed value, compared
// without rounding. Its numerator times 10^decimals must stay within 64
// bits, as the rounding's own arithmetic needs.
func exactIn(v engine.Value, decimals int) bool {
	if decimals < 0 || decimals >= len(pow10) {
		return false
	}
	p, n := pow10[decimals], v.Num()
	return p%v.Den() == 0 && n <= math.MaxInt64/p && n >= -math.MaxInt64/p
}
