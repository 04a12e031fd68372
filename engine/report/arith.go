package report

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// Arithmetic returns the closing lines of an explanation, the one renderer
// of its arithmetic (the page shows them under the elements; the
// arithmetic is read from the explanation's typed Arith, not its code): the arithmetic
// that leads from its elements to the value shown (res), with the article,
// so that a student can check a hand computation. Each line is a chain
// "a + b + … = S", "S ÷ n = q", "rounded half up: v", in the page's
// language. It returns nil when the elements alone do not give the value
// (a vector key, a product, a value the notes explain).
func Arithmetic(lang string, ex *engine.Explanation, res engine.Result) []string {
	if ex == nil || !res.Defined || res.Vector() != nil {
		return nil
	}
	val := res.String()
	art := ""
	if ex.Article != "" {
		art = " (" + ex.Article + ")"
	}
	terms, sum := countedTerms(ex)
	switch {
	case ex.Arith == engine.ArithPerformance && ex.Count > 0:
		return arithTPR(lang, ex, terms, sum, val, art)
	case ex.Arith == engine.ArithPerfect && ex.Count > 0 && ex.Target.Sign() == 0:
		return arithPTPZero(lang, ex, val, art)
	case ex.Arith == engine.ArithPerfect && ex.Count > 0 && ex.Reached.Sign() > 0:
		return arithPTPReached(lang, ex, val, art)
	case ex.Count > 0:
		return arithMean(lang, ex, res, terms, sum, art)
	case len(ex.Elements) > 0:
		if sum.Cmp(ex.Sum) != 0 || sum.Cmp(res.Value) != 0 {
			return nil
		}
		key := "arith.sum"
		switch ex.Scores {
		case engine.ScoresRunning:
			key = "arith.running"
		case engine.ScoresNone:
			key = "arith.count"
		}
		return []string{i18n.T(lang, key, plus(terms, sum)) + art}
	}
	return nil
}

// arithTPR is the arithmetic of a performance rating: the average rating
// of the opponents, the percentage scored with its dp, and their sum; nil
// when they do not give val.
func arithTPR(lang string, ex *engine.Explanation, terms []engine.Value, sum engine.Value, val, art string) []string {
	aro := ex.Mean
	lines := []string{i18n.T(lang, "arith.aro", plus(terms, sum), sum.String(), ex.Count, aro.String())}
	score := pointsOf(ex)
	lines = append(lines, i18n.T(lang, "arith.percent", score.String(), ex.Count, ex.Percent, signedInt(ex.Dp)))
	lines = append(lines, i18n.T(lang, "arith.tpr", aro.String(), signedIntOp(ex.Dp), val)+art)
	if aro.Add(engine.IntValue(int64(ex.Dp))).String() != val {
		return nil
	}
	return lines
}

// arithPTPZero is the arithmetic of a perfect tournament performance for
// no points: the lowest opponent's rating less 800; nil when it is not val.
func arithPTPZero(lang string, ex *engine.Explanation, val, art string) []string {
	low := ex.Elements[0].Score
	for _, e := range ex.Elements {
		if e.Score.Cmp(low) < 0 {
			low = e.Score
		}
	}
	if low.Sub(engine.IntValue(800)).String() != val {
		return nil
	}
	return []string{i18n.T(lang, "arith.ptp.zero", low.String(), val) + art}
}

// arithPTPReached is the arithmetic of a perfect tournament performance:
// the expected scores at val reach the target, those one point below do
// not; nil when the elements do not add up to the reached score.
func arithPTPReached(lang string, ex *engine.Explanation, val, art string) []string {
	exp := make([]engine.Value, len(ex.Elements))
	var at engine.Value
	for i, e := range ex.Elements {
		exp[i] = e.Expected
		at = at.Add(e.Expected)
	}
	if at.Cmp(ex.Reached) != 0 {
		return nil
	}
	below := engine.IntValue(0)
	if v, ok := intOf(val); ok {
		below = engine.IntValue(v - 1)
	}
	return []string{
		i18n.T(lang, "arith.ptp.at", val, plus(exp, at), ex.Target.String()),
		i18n.T(lang, "arith.ptp.below", below.String(), ex.Below.String(), ex.Target.String(), val) + art,
	}
}

// arithMean is the arithmetic of an average: the sum of the counted terms,
// its quotient and, when the value is rounded, the rounding; nil when they
// do not give the value of res.
func arithMean(lang string, ex *engine.Explanation, res engine.Result, terms []engine.Value, sum engine.Value, art string) []string {
	val := res.String()
	if ex.Count != len(terms) || sum.Cmp(ex.Sum) != 0 {
		return nil
	}
	q := sum.Div(engine.IntValue(int64(ex.Count)))
	exact := q.RoundTo(2).Cmp(q) == 0
	approx := "="
	if !exact {
		approx = "≈"
	}
	lines := []string{
		i18n.T(lang, "arith.sum", plus(terms, sum)),
		i18n.T(lang, "arith.mean", sum.String(), ex.Count, approx, q.RoundTo(2).Format(0)),
	}
	if engine.IntValue(q.RoundHalfUp()).String() == val {
		lines = append(lines, i18n.T(lang, "arith.rounded", val)+art)
	} else if q.RoundTo(2).Format(int(res.Decimals)) == val || q.RoundTo(2).String() == val {
		lines[1] += art
	} else {
		return nil
	}
	return lines
}

// countedTerms returns the contributions of the elements left after the
// cuts, and their sum.
func countedTerms(ex *engine.Explanation) ([]engine.Value, engine.Value) {
	var terms []engine.Value
	var sum engine.Value
	for _, e := range ex.Elements {
		if e.Counted && e.Cut == engine.NotCut {
			terms = append(terms, e.Contribution)
			sum = sum.Add(e.Contribution)
		}
	}
	return terms, sum
}

// pointsOf is the player's score in the rounds of the elements.
func pointsOf(ex *engine.Explanation) engine.Value {
	var s engine.Value
	for _, e := range ex.Elements {
		s = s.Add(e.Points)
	}
	return s
}

// plus writes "a + b + c = s"; a single term "a = s", none "0".
func plus(terms []engine.Value, sum engine.Value) string {
	if len(terms) == 0 {
		return "0"
	}
	parts := make([]string, len(terms))
	for i, t := range terms {
		parts[i] = t.String()
	}
	return strings.Join(parts, " + ") + " = " + sum.String()
}

// signedInt writes +133, −20 or 0.
func signedInt(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

// signedIntOp writes "+ 133" or "− 20", an addition in a chain.
func signedIntOp(n int) string {
	if n < 0 {
		return "− " + strconv.Itoa(-n)
	}
	return "+ " + strconv.Itoa(n)
}

// intOf reads a whole number.
func intOf(s string) (int64, bool) {
	var n int64
	if s == "" {
		return 0, false
	}
	neg := s[0] == '-'
	if neg {
		s = s[1:]
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = 10*n + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// GroupArithmetic returns the closing line of a group operation (DE) for
// participant start: the points start scored in the games against the
// others of the last group it was examined in, added up to the value shown,
// with the article. It returns nil when the games do not give the value.
func GroupArithmetic(lang string, ex *engine.Explanation, res engine.Result, start int) []string {
	if ex == nil || !res.Defined {
		return nil
	}
	for i := len(ex.Steps) - 1; i >= 0; i-- {
		s := ex.Steps[i]
		j := slices.Index(s.Group, start)
		if j < 0 || j >= len(s.Values) {
			continue
		}
		var terms []engine.Value
		var sum engine.Value
		for _, g := range s.Games {
			switch start {
			case g.A:
				terms, sum = append(terms, g.PointsA), sum.Add(g.PointsA)
			case g.B:
				terms, sum = append(terms, g.PointsB), sum.Add(g.PointsB)
			}
		}
		if sum.Cmp(s.Values[j]) != 0 || sum.Cmp(res.Value) != 0 {
			return nil
		}
		return []string{i18n.T(lang, "arith.group", i+1, plus(terms, sum)) + " (C.07 " + s.Rule + ")"}
	}
	return nil
}
