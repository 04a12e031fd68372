//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/prizes"
)

// TestControlsPrizeUnitAndEqual performs the two controls of the prize
// form that no other test touched (e2e/CONTROLS.md): the rounding unit
// (prizes-unit) and the box "share equally" (prizes-equal). On the 2009
// championship, whose first two places are tied on 7½ points, the
// arbiter types 1001 600 401: the amounts shown are the engine's Hort
// sharing of the standings shown (engine/prizes), at 0.01, then rounded
// to whole units once he chooses 1, then shared equally once he ticks the
// box; the sentence under the list says the rule and the unit each time,
// and the page still answers.
func TestControlsPrizeUnitAndEqual(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&lang=en", true)

	// The standings the page shows, computed again by the engine from the
	// example's file with the rules the page says it used.
	list, ed := usedRules(t, b)
	ev, _, err := formats.Read([]byte(repoFile(t, "web/examples/campionato-2009.trf")), formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	st := engineStandings(t, ev, list, ed)
	fund := []engine.Value{engine.IntValue(1001), engine.IntValue(600), engine.IntValue(401)}
	want := func(unit engine.Value, equal bool) map[string]string {
		t.Helper()
		awards, _, err := prizes.Hort(st, fund, unit, equal)
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		for _, a := range awards {
			m[a.Name] = a.Amount.Format(2)
		}
		return m
	}
	shown := `Object.fromEntries([...document.querySelectorAll('#prizes tbody tr')].map(tr => [tr.querySelector('th').textContent, tr.lastElementChild.textContent]))`
	check := func(what string, w map[string]string, rules ...string) {
		t.Helper()
		waitFor(t, b, what, `(() => { const m = `+shown+`; return Object.keys(m).length === `+itoa(len(w))+` && Object.entries(`+jsonOf(w)+`).every(([k, v]) => m[k] === v); })()`)
		got := eval[map[string]string](t, b, shown)
		for name, amount := range w {
			if got[name] != amount {
				t.Errorf("%s: %s is paid %q, the engine %q", what, name, got[name], amount)
			}
		}
		used := eval[string](t, b, `document.getElementById('prizes-used').textContent`)
		for _, r := range rules {
			if !strings.Contains(used, r) {
				t.Errorf("%s: the rules of the sharing read %q, want %q in them", what, used, r)
			}
		}
		t.Logf("%s: %v", what, got)
	}

	typePrizes(t, b, "1001 600 401")
	hort := want(engine.NewValue(1, 100), false)
	check("Hort at 0.01", hort, "Hort system", "rounded half up to 0.01)")

	s.setValue(t, "prizes-unit", "1", "change")
	whole := want(engine.IntValue(1), false)
	for name, a := range whole {
		if !strings.HasSuffix(a, ".00") {
			t.Errorf("the engine pays %s %s at a unit of 1", name, a)
		}
	}
	check("Hort in whole units", whole, "Hort system", "rounded half up to 1)")
	if jsonOf(whole) == jsonOf(hort) {
		t.Errorf("the unit changes no amount: the test shows nothing (%v)", whole)
	}

	b.do(t, "tick share equally", chromedp.Click(chromedp.ID("prizes-equal")))
	equal := want(engine.IntValue(1), true)
	check("shared equally in whole units", equal, "shared equally", "rounded half up to 1)")
	if jsonOf(equal) == jsonOf(whole) {
		t.Errorf("sharing equally changes no amount: the test shows nothing (%v)", equal)
	}
	if !eval[bool](t, b, `document.getElementById('prizes-equal').checked && document.getElementById('prizes-unit').value === '1'`) {
		t.Error("the form no longer shows the unit 1 and the box ticked")
	}
	s.answers(t, "the prize unit and equal sharing")
}
