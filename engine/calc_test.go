package engine

import (
	"errors"
	"testing"
)

// Every calc derived from Compute's (the Fore Buchholz transformation, a
// calc of another edition, the other team score) counts its vector
// components against the one budget of the request: under a tiny budget
// each refuses (issue 21, item 4a: two derived calcs used to have none, a
// latent bypass of the browser's guard).
func TestDerivedCalcsKeepTheBudget(t *testing.T) {
	ev := heldRR(t) // 5 rounds, all played: the Fore calc is derived from c
	d := Descriptor{Key: "RRO", Code: "RRO"}
	fresh := func() *calc {
		c := newCalc(ev, RoundRobin, 5, false, settings{ed: Fide2024, budget: &budget{limit: 10}, explain: 3, unrated: 1000, hasUnrated: true})
		c.team = &teamData{ev: &Event{Teams: &Teams{}}, mp: ev, gp: ev}
		return c
	}
	for name, derived := range map[string]func(c *calc) *calc{
		"fore":        func(c *calc) *calc { return c.foreCalc() },
		"edition":     func(c *calc) *calc { return c.under(Fide2012) },
		"team score":  func(c *calc) *calc { return c.teamScore(true) },
		"quiet":       func(c *calc) *calc { return c.quiet() },
		"fore, quiet": func(c *calc) *calc { return c.quiet().foreCalc() },
	} {
		c := fresh()
		dc := derived(c)
		if dc == c {
			t.Fatalf("%s: not a derived calc", name)
		}
		if name != "quiet" && name != "fore, quiet" && (dc.explain != 3 || dc.unrated != 1000 || !dc.hasUnrated) {
			t.Errorf("%s: settings lost: explain %d, unrated %d %v", name, dc.explain, dc.unrated, dc.hasUnrated)
		}
		err := func() (err error) {
			defer func() {
				if p := recover(); p != nil {
					err, _ = p.(error)
				}
			}()
			dc.reserve(d, 11)
			return nil
		}()
		var tl *TooLargeError
		if !errors.As(err, &tl) || tl.Limit != 10 {
			t.Errorf("%s: 11 components under a budget of 10: %v, want a *TooLargeError", name, err)
		}
	}
}
