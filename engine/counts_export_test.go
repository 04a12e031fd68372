package engine

import "fmt"

// countRefs are the count keys as they were defined before countKey
// tabulated them: predicates on the flat index of a round, evaluated
// round by round.
func countRefs(c *calc) map[string]func(k int) bool {
	return map[string]func(k int) bool{
		"WIN": func(k int) bool {
			if c.ed == FidePre2009 {
				return c.kind[k] == Win || c.kind[k] == WinUnrated
			}
			if c.kind[k].OTB() {
				return c.kind[k] == Win || c.kind[k] == WinUnrated
			}
			return c.kind[k] != NotYet && c.pts[k] == c.w
		},
		"WON": func(k int) bool { return c.kind[k] == Win || c.kind[k] == WinUnrated },
		"BPG": func(k int) bool { return c.kind[k].OTB() && c.col[k] == Black },
		"BWG": func(k int) bool { return (c.kind[k] == Win || c.kind[k] == WinUnrated) && c.col[k] == Black },
		"REP": func(k int) bool { return !c.kind[k].VUR() },
	}
}

// CompareCounts computes WIN, WON, BPG, BWG and REP with every
// explanation, and checks every value and every round's Counted against
// countRefs. It returns how many values and flags it compared.
func CompareCounts(ev *Event, ed Edition, sys System, n int) (compared int, err error) {
	c := newCalc(ev, ed, sys, n, false)
	c.explain = ExplainAll
	for code, ref := range countRefs(c) {
		col := newColumn(c.np)
		lookup(code).scalar(c, Descriptor{Key: code, Code: code}, col)
		for i := 0; i < c.np; i++ {
			var want int64
			for r := 0; r < c.n; r++ {
				ok := ref(c.at(i, r))
				want += b2i(ok)
				if ex := col.explanation(i); ex != nil && ex.Elements[r].Counted != ok {
					return compared, fmt.Errorf("%s %s player %d round %d: counted %v, want %v", ed, code, c.start[i], r+1, !ok, ok)
				}
				compared++
			}
			if got := col.value(i); got != IntValue(want) {
				return compared, fmt.Errorf("%s %s player %d: %v, want %d", ed, code, c.start[i], got, want)
			}
			compared++
		}
	}
	return compared, nil
}
