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
// arithmetic follows the type of the explanation's detail, not its code):
// the arithmetic that leads from its elements to the value shown (res),
// with the article, so that a student can check a hand computation. Each
// line is a chain "a + b + … = S", "S ÷ n = q", "rounded half up: v", in
// the page's language, its numbers written with the language's decimal mark
// (i18n.Number: "37,75" in Italian). It returns nil when the elements alone
// do not give the value (a vector key, a product, a value the notes
// explain).
func Arithmetic(lang string, ex *engine.Explanation, res engine.Result) []string {
	if ex == nil || !res.Defined || res.Vector() != nil {
		return nil
	}
	a := arith{lang: lang, num: i18n.Number(lang), res: res, val: res.String()}
	if ex.Article != "" {
		a.art = " (" + ex.Article + ")"
	}
	switch d := ex.Detail.(type) {
	case *engine.SumDetail:
		return a.sum(d.Elements, d.Total, d.Scores)
	case *engine.KoyaDetail:
		return a.sum(d.Elements, d.Total, d.Scores)
	case *engine.MeanDetail:
		if d.Count > 0 {
			return a.mean(d.Elements, d.Sum, d.Count)
		}
		return a.sum(d.Elements, d.Sum, d.Scores)
	case *engine.PerformanceDetail:
		if d.Count > 0 {
			return a.tpr(d)
		}
	case *engine.PerfectDetail:
		switch {
		case d.Count > 0 && d.Target.Sign() == 0:
			return a.ptpZero(d)
		case d.Count > 0 && d.Reached.Sign() > 0:
			return a.ptpReached(d)
		case d.Count > 0:
			return a.mean(d.Elements, engine.Value{}, d.Count)
		}
	}
	return nil
}

// arith writes the arithmetic of one value: res, shown as val (with a
// decimal point, as the comparisons read it), under the article art
// (" (C.07 8.1)" or ""), its numbers in the format num.
type arith struct {
	lang     string
	num      i18n.NumberFormat
	res      engine.Result
	val, art string
}

// n writes v in the language's format.
func (a arith) n(v engine.Value) string { return a.num.Local(v.String()) }

// shown is the value as the lines write it.
func (a arith) shown() string { return a.num.Local(a.val) }

// sum is the arithmetic of a sum of elements: the counted contributions
// added up to total, the value; nil when they do not give it.
func (a arith) sum(els []engine.Element, total engine.Value, scores engine.Scores) []string {
	if len(els) == 0 {
		return nil
	}
	terms, sum := countedTerms(els)
	if sum.Cmp(total) != 0 || sum.Cmp(a.res.Value) != 0 {
		return nil
	}
	key := "arith.sum"
	switch scores {
	case engine.ScoresRunning:
		key = "arith.running"
	case engine.ScoresNone:
		key = "arith.count"
	}
	return []string{i18n.T(a.lang, key, plus(a.num, terms, sum)) + a.art}
}

// tpr is the arithmetic of a performance rating: the average rating of
// the opponents, the percentage scored with its dp, and their sum; nil
// when they do not give the value.
func (a arith) tpr(d *engine.PerformanceDetail) []string {
	terms, sum := countedTerms(d.Elements)
	aro := d.Mean
	lines := []string{i18n.T(a.lang, "arith.aro", plus(a.num, terms, sum), a.n(sum), d.Count, a.n(aro))}
	score := pointsOf(d.Elements)
	percent := i18n.T(a.lang, "arith.percent", a.n(score), d.Count, d.Percent, Signed(d.Dp))
	if d.Count == 1 { // one game, in the singular
		percent = i18n.T(a.lang, "arith.percent.one", a.n(score), d.Percent, Signed(d.Dp))
	}
	lines = append(lines, percent)
	lines = append(lines, i18n.T(a.lang, "arith.tpr", a.n(aro), SignedOp(d.Dp), a.shown())+a.art)
	if aro.Add(engine.IntValue(int64(d.Dp))).String() != a.val {
		return nil
	}
	return lines
}

// ptpZero is the arithmetic of a perfect tournament performance for no
// points: the lowest opponent's rating less 800; nil when it is not the
// value.
func (a arith) ptpZero(d *engine.PerfectDetail) []string {
	low := d.Elements[0].Score
	for _, e := range d.Elements {
		if e.Score.Cmp(low) < 0 {
			low = e.Score
		}
	}
	if low.Sub(engine.IntValue(800)).String() != a.val {
		return nil
	}
	return []string{i18n.T(a.lang, "arith.ptp.zero", a.n(low), a.shown()) + a.art}
}

// ptpReached is the arithmetic of a perfect tournament performance: the
// expected scores at the value reach the target, those one point below do
// not; nil when the elements do not add up to the reached score.
func (a arith) ptpReached(d *engine.PerfectDetail) []string {
	exp := make([]engine.Value, len(d.Elements))
	var at engine.Value
	for i, e := range d.Elements {
		exp[i] = e.Expected
		at = at.Add(e.Expected)
	}
	if at.Cmp(d.Reached) != 0 {
		return nil
	}
	below := engine.IntValue(0)
	if v, ok := intOf(a.val); ok {
		below = engine.IntValue(v - 1)
	}
	return []string{
		i18n.T(a.lang, "arith.ptp.at", a.shown(), plus(a.num, exp, at), a.n(d.Target)),
		i18n.T(a.lang, "arith.ptp.below", a.n(below), a.n(d.Below), a.n(d.Target), a.shown()) + a.art,
	}
}

// mean is the arithmetic of an average of count terms adding up to
// total: the sum of the counted terms, its quotient and, when the value is
// rounded, the rounding; nil when they do not give the value.
func (a arith) mean(els []engine.Element, total engine.Value, count int) []string {
	terms, sum := countedTerms(els)
	if count != len(terms) || sum.Cmp(total) != 0 {
		return nil
	}
	q := sum.Div(engine.IntValue(int64(count)))
	exact := q.RoundTo(2).Cmp(q) == 0
	approx := "="
	if !exact {
		approx = "≈"
	}
	lines := []string{
		i18n.T(a.lang, "arith.sum", plus(a.num, terms, sum)),
		i18n.T(a.lang, "arith.mean", a.n(sum), count, approx, a.n(q.RoundTo(2))),
	}
	if engine.IntValue(q.RoundHalfUp()).String() == a.val {
		lines = append(lines, i18n.T(a.lang, "arith.rounded", a.shown())+a.art)
	} else if q.RoundTo(2).Format(int(a.res.Decimals)) == a.val || q.RoundTo(2).String() == a.val {
		lines[1] += a.art
	} else {
		return nil
	}
	return lines
}

// countedTerms returns the contributions of the elements left after the
// cuts, and their sum.
func countedTerms(els []engine.Element) ([]engine.Value, engine.Value) {
	var terms []engine.Value
	var sum engine.Value
	for _, e := range els {
		if e.Counted && e.Cut == engine.NotCut {
			terms = append(terms, e.Contribution)
			sum = sum.Add(e.Contribution)
		}
	}
	return terms, sum
}

// pointsOf is the player's score in the rounds of the elements.
func pointsOf(els []engine.Element) engine.Value {
	var s engine.Value
	for _, e := range els {
		s = s.Add(e.Points)
	}
	return s
}

// plus writes "a + b + c = s" in the format num; a single term "a = s",
// none "0".
func plus(num i18n.NumberFormat, terms []engine.Value, sum engine.Value) string {
	if len(terms) == 0 {
		return "0"
	}
	parts := make([]string, len(terms))
	for i, t := range terms {
		parts[i] = t.String()
	}
	return num.Local(strings.Join(parts, " + ") + " = " + sum.String())
}

// Signed writes +133, −20 or 0 (a rating difference), for every front end.
func Signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

// SignedOp writes "+ 133" or "− 20", an addition in a chain.
func SignedOp(n int) string {
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
	steps := ex.Steps()
	for i := len(steps) - 1; i >= 0; i-- {
		s := steps[i]
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
		return []string{i18n.T(lang, "arith.group", i+1, plus(i18n.Number(lang), terms, sum)) + " (C.07 " + s.Rule + ")"}
	}
	return nil
}
