//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"sort"
	"testing"

	"github.com/spareggi/spareggi/app"
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// TestSortRunsNoEngine opens a share link of the 2009 championship with
// the compare view on four editions, an explanation, prizes and a game of
// the last round marked for the what-if: the page shows each. Sort clicks
// and values typed in exercise mode run no engine computation (the page's
// count, window.spareggiEngineRuns, stays); a change of the rule edition
// runs the engine again.
func TestSortRunsNoEngine(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	text, err := os.ReadFile("../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.ReadTRF(text, "campionato-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	g := engine.LastRoundGames(ev)[2]
	frag, err := app.EncodeState(app.State{Text: string(text), Name: "campionato-2009.trf", Lang: "en",
		Compare: []string{"fide2026", "fide2024", "fide2012", "fide-pre2009"}, Explain: 1, ExplainCol: 0,
		Prizes: "1000 600 400", WhatIfMarks: fmt.Sprintf("%d:%d-%d", g.Round, g.White, g.Black)})
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/#"+frag, true)
	waitFor(t, b, "the link's panels", `document.querySelectorAll('#compare tbody tr').length === 12 && !!document.getElementById('explain')`+
		` && document.querySelectorAll('#prizes tbody tr').length > 0 && document.getElementById('whatif-game-`+itoa(g.White)+`').checked`)
	runs := func() int { return eval[int](t, b, `window.spareggiEngineRuns || 0`) }
	opened := runs()
	if opened == 0 {
		t.Fatalf("the page counted no engine computation")
	}
	// The headings are clicked by script: the explanation is a modal
	// dialog over them.
	for _, c := range []struct{ col, sort string }{{"2", "ascending"}, {"2", "descending"}, {"5", "descending"}} {
		eval[bool](t, b, `(() => { document.querySelector('#standings thead button.sort[data-col="`+c.col+`"]').click(); return true; })()`)
		waitFor(t, b, "sorted by column "+c.col, `document.querySelector('#standings thead button.sort[data-col="`+c.col+`"]').parentElement.getAttribute('aria-sort') === '`+c.sort+`'`)
	}
	eval[bool](t, b, `(() => { document.getElementById('exercise-toggle').click(); return true; })()`)
	waitFor(t, b, "exercise mode", `!!document.getElementById('ex-1-0')`)
	// Each value is taken before the next: not a number (its message),
	// nothing (no mark), a number (a mark).
	td := `document.getElementById('ex-1-0').closest('td').classList`
	for _, v := range []struct{ value, taken string }{
		{"abc", `!!document.getElementById('ex-1-0-hint')`},
		{"", `!document.getElementById('ex-1-0-hint') && !` + td + `.contains('wrong')`},
		{"3", td + `.contains('wrong') || ` + td + `.contains('right')`},
	} {
		s.setValue(t, "ex-1-0", v.value, "change")
		waitFor(t, b, "the value "+v.value+" taken", v.taken)
	}
	if n := runs() - opened; n != 0 {
		t.Errorf("sorting and typing ran the engine %d times", n)
	}
	eval[bool](t, b, `(() => { document.getElementById('exercise-toggle').click(); return true; })()`)
	eval[bool](t, b, `(() => { const s = document.getElementById('rules-edition'); s.value = 'fide2012'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`)
	waitFor(t, b, "the standings under the 2012 rules", `window.spareggiEngineRuns > `+itoa(opened))
	s.noProblems(t, "sorting and typing")
}

// TestSortClick1000 times sort clicks in WebAssembly on a 1,000-player
// Swiss with the compare view on four editions and an explanation open:
// from the click to the heading's new aria-sort, measured in the page.
// The last click leaves the names sorted descending: Player 999 first.
func TestSortClick1000(t *testing.T) {
	s := newSite(t)
	b := s.b
	frag, err := app.EncodeState(app.State{Text: swissTRF(1000, 9), Name: "swiss-1000.trf", Lang: "en",
		Compare: []string{"fide2026", "fide2024", "fide2012", "fide-pre2009"}, Explain: 1, ExplainCol: 0})
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/#"+frag, true)
	waitFor(t, b, "the compare view", `document.querySelectorAll('#compare tbody tr').length === 1000 && !!document.getElementById('explain')`)
	var times []float64
	for _, c := range []struct{ col, sort string }{{"2", "ascending"}, {"2", "descending"}, {"0", "ascending"}, {"2", "ascending"}, {"2", "descending"}} {
		ms := eval[float64](t, b, `new Promise(done => {
			const btn = document.querySelector('#standings thead button.sort[data-col="`+c.col+`"]'), th = btn.parentElement;
			const t0 = performance.now();
			const mo = new MutationObserver(() => {
				if (th.getAttribute('aria-sort') === '`+c.sort+`') { mo.disconnect(); done(performance.now() - t0); }
			});
			mo.observe(th, {attributes: true});
			btn.click();
		})`)
		times = append(times, ms)
	}
	if first := eval[string](t, b, `document.querySelector('#standings tbody tr th.name').textContent`); first != "Player 999" {
		t.Errorf("the first row sorted by name descending: %q, want Player 999", first)
	}
	sort.Float64s(times)
	t.Logf("sort click, 1,000 players, compare view on 4 editions and an explanation open: median %.0f ms (of %v)", times[len(times)/2], times)
	s.noProblems(t, "sorting 1,000 players")
}
