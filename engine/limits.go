package engine

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/shopspring/decimal"
	"github.com/spareggi/spareggi/internal/msg"
)

// The limits of the numbers a user gives that feed the arithmetic. The
// CLI, the JS API and the page check them with the same functions, so the
// three accept the same inputs; inside these limits the exact arithmetic
// cannot overflow on any event the readers accept.
const (
	// MaxUnrated is the highest rating for unrated players (Options.Unrated).
	MaxUnrated = 4000
	// MaxAmount is the largest prize amount and rounding unit: one billion.
	MaxAmount = 1_000_000_000
	// AmountDecimals is the number of decimals a prize amount may have.
	AmountDecimals = 2
	// MaxResultScore is the most points one result may give, in either
	// sign: 100 points. The readers refuse scoring records beyond it, and
	// Compute refuses an event beyond it with ErrOverflow: within it, every
	// sum and product of points over any event the readers accept stays
	// far inside the 64 bits of the integer paths.
	MaxResultScore Score = 1000
)

// RangeError is a number given by the user outside its limits, or not a
// number. What names the input ("unrated", "prize", "prize-unit"); the
// page renders it in the reader's language from these fields.
type RangeError struct {
	What     string
	Input    string
	Min, Max string
}

// Error returns the error in English.
func (e *RangeError) Error() string { return e.Message().English() }

// Message returns the error as a declared message, which the front ends
// word in their language.
func (e *RangeError) Message() msg.Message {
	switch e.What {
	case "unrated":
		return msg.New(msg.ErrRangeUnrated, e.Input, e.Min, e.Max)
	case "prize-unit":
		return msg.New(msg.ErrRangeUnit, e.Input, e.Min, e.Max, AmountDecimals)
	}
	return msg.New(msg.ErrRangeAmount, e.Input, e.Min, e.Max, AmountDecimals)
}

// CheckUnrated returns a *RangeError unless 0 ≤ n ≤ MaxUnrated.
func CheckUnrated(n int) error {
	if n < 0 || n > MaxUnrated {
		return &RangeError{What: "unrated", Input: fmt.Sprint(n), Min: "0", Max: fmt.Sprint(MaxUnrated)}
	}
	return nil
}

// ParseAmount reads a prize amount: a decimal from 0 to MaxAmount with at
// most AmountDecimals decimals ("1000", "12.50", "1e3").
func ParseAmount(s string) (Value, error) {
	return parseAmount(s, "prize", decimal.Zero)
}

// ParsePrizeUnit reads the rounding unit of the prizes: an amount from
// 0.01 to MaxAmount.
func ParsePrizeUnit(s string) (Value, error) {
	return parseAmount(s, "prize-unit", decimal.New(1, -AmountDecimals))
}

func parseAmount(s, what string, least decimal.Decimal) (Value, error) {
	bad := &RangeError{What: what, Input: s, Min: least.String(), Max: fmt.Sprint(MaxAmount)}
	t := strings.TrimSpace(s)
	if t == "" || len(t) > 40 {
		return Value{}, bad
	}
	d, err := decimal.NewFromString(t)
	// The exponent first: comparing 1e999999999 would expand it.
	if err != nil || d.Exponent() > 12 || d.Exponent() < -40 || d.LessThan(least) || d.GreaterThan(decimal.NewFromInt(MaxAmount)) {
		return Value{}, bad
	}
	cents := d.Shift(AmountDecimals)
	if !cents.IsInteger() {
		return Value{}, bad
	}
	return NewValue(cents.IntPart(), 100), nil
}

// checkScores returns ErrOverflow when the scoring of ev, or the points
// or minor score of one of its games, passes MaxResultScore.
func checkScores(ev *Event) error {
	sc := ev.Scoring
	for _, v := range []Score{sc.WinWhite, sc.WinBlack, sc.DrawWhite, sc.DrawBlack, sc.LossWhite, sc.LossBlack,
		sc.ForfeitWin, sc.ForfeitLoss, sc.PAB, sc.FPB, sc.HPB, sc.ZPB, sc.Pending} {
		if v > MaxResultScore || v < -MaxResultScore {
			return ErrOverflow
		}
	}
	for i := range ev.Players {
		for _, e := range ev.Players[i].Rounds {
			if e.HasOverride && (e.Override > MaxResultScore || e.Override < -MaxResultScore) ||
				e.HasMinor && (e.Minor > MaxResultScore || e.Minor < -MaxResultScore) {
				return ErrOverflow
			}
		}
	}
	return nil
}

// The limits of the lists a user gives: a share link, the JavaScript API,
// a postMessage "compute" and the command line carry them, and each front
// end refuses a longer list at its boundary, before it reads the list's
// entries, with the same numbers. A real event never reaches them; past
// them a crafted list of a few kilobytes (BH a hundred thousand times)
// would freeze the page or exhaust its memory.
const (
	// MaxTieBreaks is the most tie-breaks in one list: more than every
	// code of the registry once, where real lists have 2 to 8
	// (TestListBoundsRoom keeps the room).
	MaxTieBreaks = 64
	// MaxCompare is the most columns of a comparison (the page's compare
	// view, -compare): every edition and every preset side by side,
	// with room for a few lists (TestListBoundsRoom). Each column is a
	// whole computation.
	MaxCompare = 32
	// MaxAnswers is the most answers to the reader's questions: a question
	// is about a line, a round or a participant, and a wildcard
	// ("Q-BYE/*") answers a whole family.
	MaxAnswers = 10_000
	// MaxLots is the most start numbers in the recorded drawings of lots,
	// all groups together: a group lists participants tied to the end.
	MaxLots = 10_000
	// MaxPrizes is the most prizes shared by place (-prizes, the page's
	// prize field): a prize for each of the first thousand places.
	MaxPrizes = 1_000
)

// CheckTieBreaks refuses a tie-break list of n entries past MaxTieBreaks.
func CheckTieBreaks(n int) error {
	if n > MaxTieBreaks {
		return usage(msg.ErrTooManyTiebreaks, n, MaxTieBreaks)
	}
	return nil
}

// CheckCompare refuses a comparison of n columns past MaxCompare.
func CheckCompare(n int) error {
	if n > MaxCompare {
		return usage(msg.ErrTooManyCompare, n, MaxCompare)
	}
	return nil
}

// CheckCompareColumns refuses a comparison of n columns: none (nothing to
// compare), or more than MaxCompare.
func CheckCompareColumns(n int) error {
	if n == 0 {
		return usage(msg.ErrCompareNothing)
	}
	return CheckCompare(n)
}

// CheckAnswers refuses n answers to the reader's questions past MaxAnswers.
func CheckAnswers(n int) error {
	if n > MaxAnswers {
		return usage(msg.ErrTooManyAnswers, n, MaxAnswers)
	}
	return nil
}

// CheckLots refuses drawings of lots listing n start numbers past MaxLots.
func CheckLots(n int) error {
	if n > MaxLots {
		return usage(msg.ErrTooManyLots, n, MaxLots)
	}
	return nil
}

// CheckPrizes refuses a list of n prizes past MaxPrizes.
func CheckPrizes(n int) error {
	if n > MaxPrizes {
		return usage(msg.ErrTooManyPrizes, n, MaxPrizes)
	}
	return nil
}

// MaxExplained bounds the explanations of every value (Options.Explain =
// ExplainAll), counted before any is produced as participants × tie-breaks
// × rounds (at least one round): an upper bound of the elements they hold,
// each a round of one value, and of their time and memory (a JSON
// document takes about 200 bytes an element). 200,000 allows 2,000
// participants × 11 rounds × 9 tie-breaks, 500 × 11 × 36, every preset
// (at most 5 codes) on 3,600 × 11; 2,000 × 11 with 60 tie-breaks, which
// ran 42 s in a browser tab for a 217 MB document, is refused
// (docs/tiebreaks.md, decision 68). The explanation of one participant is
// not bounded: it holds no more than his row of the table computed anyway
// (decision 69).
const MaxExplained = 200_000

// CheckExplainAll refuses the explanations of every value of participants
// × tieBreaks × rounds (a round at least) past MaxExplained, a coded error
// citing the three numbers, their product and the bound.
func CheckExplainAll(participants, tieBreaks, rounds int) error {
	rounds = max(rounds, 1)
	// In big integers: three counts a caller did not bound cannot
	// overflow the product into an allowed one.
	n := new(big.Int).Mul(big.NewInt(int64(participants)), big.NewInt(int64(tieBreaks)))
	n.Mul(n, big.NewInt(int64(rounds)))
	if n.Cmp(big.NewInt(MaxExplained)) > 0 {
		return coded(msg.ErrExplainTooLarge, participants, tieBreaks, rounds, n.String(), MaxExplained)
	}
	return nil
}

// lotsCount is the number of start numbers in the drawings of lots.
func lotsCount(lots [][]int) int {
	n := 0
	for _, g := range lots {
		n += len(g)
	}
	return n
}

// CountFields counts the fields of s separated by isSep, as
// strings.FieldsFunc would split them, without splitting: a list is
// counted before its entries are read.
func CountFields(s string, isSep func(rune) bool) int {
	n, in := 0, false
	for _, r := range s {
		if isSep(r) {
			in = false
		} else if !in {
			in = true
			n++
		}
	}
	return n
}
