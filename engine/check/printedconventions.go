package check

import (
	"math"
	"slices"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
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
	// RoundTowardZero truncates the decimals not printed (14.79 → 14.7,
	// −2.25 → −2.2).
	RoundTowardZero
	// RoundFloor rounds down, towards −∞ (14.79 → 14.7, −2.25 → −2.3):
	// truncation but for negative values.
	RoundFloor
)

// String returns the convention's stable id, as the JSON documents carry
// it: "half-up", "half-even", "half-even-or-up", "toward-zero", "floor".
func (r Rounding) String() string {
	switch r {
	case RoundHalfEven:
		return "half-even"
	case RoundHalfEvenOrUp:
		return "half-even-or-up"
	case RoundTowardZero:
		return "toward-zero"
	case RoundFloor:
		return "floor"
	}
	return "half-up"
}

// roundings are the conventions the check tries on every column, one for
// the whole column (docs/tiebreaks.md §15, decision 61), in the order
// they are preferred in when several reproduce as many values: the
// default, then half to even, then truncation and the floor.
var roundings = []Rounding{RoundHalfUp, RoundHalfEven, RoundTowardZero, RoundFloor}

// note returns the message naming a single convention ("half to even"),
// cited by the notes printed-rounding-found and printed-rounding-alike.
func (r Rounding) note() msg.Message {
	switch r {
	case RoundHalfEven:
		return msg.New(msg.RoundingHalfEven)
	case RoundTowardZero:
		return msg.New(msg.RoundingTowardZero)
	case RoundFloor:
		return msg.New(msg.RoundingFloor)
	}
	return msg.New(msg.RoundingHalfUp)
}

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

// knownFor reports whether the program is known to round as r, a single
// convention: Vega, which rounds a half both ways, for half up and half to
// even.
func (p PrintingProgram) knownFor(r Rounding) bool {
	return r == p.Rounding || p.Rounding == RoundHalfEvenOrUp && (r == RoundHalfUp || r == RoundHalfEven)
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

// roundAs rounds v to the given decimals as mode says, one of the single
// conventions (RoundHalfEvenOrUp rounds half up here), in exact
// arithmetic; past the decimals of pow10, which no printed value has,
// half up.
func roundAs(v engine.Value, decimals int, mode Rounding) engine.Value {
	if decimals < 0 || decimals >= len(pow10) {
		return v.RoundTo(decimals)
	}
	q, rem, d := floorUnits(v, decimals)
	return engine.NewValue(roundUnits(q, rem, d, v.Sign() < 0, mode), pow10[decimals])
}

// floorUnits returns v in units of the given decimals' last digit
// (v × 10^decimals = q + rem/d) as its floor q and the remainder rem/d,
// 0 ≤ rem < d; decimals is below len(pow10).
func floorUnits(v engine.Value, decimals int) (q, rem, d int64) {
	x := v.Mul(engine.IntValue(pow10[decimals]))
	n, d := x.Num(), x.Den()
	q, rem = n/d, n%d
	if rem < 0 {
		q, rem = q-1, rem+d
	}
	return q, rem, d
}

// roundUnits rounds q + rem/d (floorUnits; neg: the value is below zero)
// to a whole number of units as mode says: q or q + 1.
func roundUnits(q, rem, d int64, neg bool, mode Rounding) int64 {
	if rem == 0 {
		return q
	}
	switch mode {
	case RoundFloor:
		return q
	case RoundTowardZero:
		if neg {
			return q + 1
		}
		return q
	case RoundHalfEven:
		if rem > d-rem || rem == d-rem && q%2 != 0 {
			return q + 1
		}
		return q
	}
	if rem >= d-rem { // half up, towards +∞
		return q + 1
	}
	return q
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

// columnRoundings returns the conventions tried on a column printed by
// prog (known: whether PrintingPrograms lists it), in the order of
// preference: the single conventions the program is known for, the
// others of roundings, and last the program's own when it is not a single
// one (Vega's either way), which a column then needs only where no single
// convention reproduces as many values (decision 61).
func columnRoundings(prog PrintingProgram, known bool) []Rounding {
	if !known {
		return roundings
	}
	var out, rest []Rounding
	for _, r := range roundings {
		if prog.knownFor(r) {
			out = append(out, r)
		} else {
			rest = append(rest, r)
		}
	}
	out = append(out, rest...)
	if !slices.Contains(out, prog.Rounding) {
		out = append(out, prog.Rounding)
	}
	return out
}

// roundingNote returns the note on the rounding of a column whose best
// candidate is best, when one of its values needs rounding to the printed
// decimals (ok is false otherwise): printed-rounding when it needs the
// program's rounding of a half both ways; else the convention that
// reproduces the most values (printed-rounding-found) or, when several
// reproduce every value, those the program is known for, or all of them
// (printed-rounding-alike). The floor is named apart from truncation only
// where they differ, on a negative value (decision 61).
func (pc *printedChecker) roundingNote(best scoredCandidate, cells []printedCell, prog PrintingProgram, known bool) (engine.Note, []Rounding, bool) {
	dec, needs := 0, false
	for _, c := range cells {
		if r := best.values[c.at]; c.ok && r.Defined && !exactIn(r.Value, c.decimals) {
			dec, needs = max(dec, c.decimals), true
		}
	}
	if !needs {
		return engine.Note{}, nil, false
	}
	if best.rounding == RoundHalfEvenOrUp {
		return msg.New(msg.PrintedRounding, prog.Name), []Rounding{RoundHalfEvenOrUp}, true
	}
	var top []Rounding
	for m, r := range pc.roundings {
		if r != RoundHalfEvenOrUp && best.counts[m] == best.cand.Agree {
			top = append(top, r)
		}
	}
	if slices.Contains(top, RoundTowardZero) && !negativeRounded(best, cells) {
		top = slices.DeleteFunc(top, func(r Rounding) bool { return r == RoundFloor })
	}
	if len(top) > 1 && known {
		if mine := slices.DeleteFunc(slices.Clone(top), func(r Rounding) bool { return !prog.knownFor(r) }); len(mine) > 0 {
			top = mine
		}
	}
	if len(top) > 1 && best.cand.Agree < best.cand.Of {
		// Several give as many values, not all: the preferred one.
		top = top[:1]
	}
	to := msg.New(msg.RoundingToDecimals, dec)
	switch dec {
	case 0:
		to = msg.New(msg.RoundingToUnits)
	case 1:
		to = msg.New(msg.RoundingToOne)
	}
	if len(top) == 1 {
		return msg.New(msg.PrintedRoundingFound, best.cand.Key(), top[0].note().Cite(), to.Cite(), best.cand.Agree, best.cand.Of), top, true
	}
	names := make([]string, len(top))
	for i, r := range top {
		names[i] = r.note().Cite()
	}
	return msg.New(msg.PrintedRoundingAlike, best.cand.Key(), msg.Or(names...), to.Cite(), best.cand.Agree, best.cand.Of), top, true
}

// negativeRounded reports whether a value of best below zero needs
// rounding to its printed decimals: the only values that truncation and
// the floor round differently.
func negativeRounded(best scoredCandidate, cells []printedCell) bool {
	for _, c := range cells {
		if r := best.values[c.at]; c.ok && r.Defined && r.Value.Sign() < 0 && !exactIn(r.Value, c.decimals) {
			return true
		}
	}
	return false
}
