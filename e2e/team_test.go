//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/spareggi/spareggi/internal/gen"
)

// TestTeamEvent pastes the FIDE team exercise (TRF26 team records) into the
// page as an arbiter would: the standings rank the 14 teams by the
// fide-team-swiss preset, the preset menu and the list editor offer the
// team codes, a chosen list gives the published values (BH:MP/C1 of team 1
// is 54 under the 2026 rules), a value opens its explanation, and the page
// still answers.
func TestTeamEvent(t *testing.T) {
	s := newSite(t)
	b := s.b
	data, err := os.ReadFile("../testdata/fide-team-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/", false)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	s.setValue(t, "input-text", string(data), "input")
	waitFor(t, b, "the team standings", `document.querySelectorAll('#standings tbody tr').length === 14`)
	if status := eval[string](t, b, `document.querySelector('.input').textContent`); !strings.Contains(status, "14 teams of 4 boards") {
		t.Errorf("the summary does not count the teams: %q", status)
	}
	first := eval[string](t, b, `document.querySelector('#standings tbody tr').textContent`)
	if !strings.Contains(first, "Team 4") {
		t.Errorf("first row %q, want Team 4 (EDET orders 4, 2, 1, 3, 5)", first)
	}
	head := eval[string](t, b, `document.querySelector('#standings thead').textContent`)
	if !strings.Contains(head, "EDET/P") || !strings.Contains(head, "MPvGP") {
		t.Errorf("columns %q, want the fide-team-swiss list", head)
	}
	if !eval[bool](t, b, `!!document.querySelector('#rules-preset option[value="fide-team-swiss"]') && !document.querySelector('#rules-preset option[value="fide-swiss"]')`) {
		t.Errorf("the preset menu does not offer the team presets only")
	}
	if !eval[bool](t, b, `[...document.querySelectorAll('datalist option')].some(o => o.value === 'EMGSB') && ![...document.querySelectorAll('datalist option')].some(o => o.value === 'ARO')`) {
		t.Errorf("the list editor does not suggest the team codes only")
	}
	s.answers(t, "the team standings")
	// The arbiter adds BH:MP/C1 to the list: team 1 has the published 54.
	cols := eval[int](t, b, `document.querySelectorAll('#standings thead th').length`)
	s.setValue(t, "tb-add-input", "BH:MP/C1", "input")
	b.do(t, "add BH:MP/C1", chromedp.Click(chromedp.ID("tb-add")))
	waitFor(t, b, "the new column", `document.querySelectorAll('#standings thead th').length === `+itoa(cols+1))
	got := eval[string](t, b, `(() => { const r = document.querySelector('#standings tbody tr[data-start="1"]');
		const cells = r.querySelectorAll('button.cell'); return cells[cells.length - 1].textContent; })()`)
	if got != "54.0" && got != "54" {
		t.Errorf("BH:MP/C1 of team 1 = %q, want 54 (2026 rules)", got)
	}
	screenshot(t, b, "team-1280", 1280)
	b.do(t, "leave the add field", chromedp.KeyEvent(kb.Escape), chromedp.Blur(chromedp.ID("tb-add-input")))
	s.answers(t, "adding BH:MP/C1")

	// The team example, one click away and at its own address.
	s.open(t, "/?example=fide-team", true)
	if n := eval[int](t, b, `document.querySelectorAll('#standings tbody tr').length`); n != 14 {
		t.Errorf("/?example=fide-team: %d rows, want the 14 teams", n)
	}
	if first := eval[string](t, b, `document.querySelector('#standings tbody tr').textContent`); !strings.Contains(first, "Team 4") {
		t.Errorf("/?example=fide-team: first row %q, want Team 4", first)
	}
	s.answers(t, "the team example")

	// The measure: 200 teams × 10 boards × 13 rounds, every team
	// code, through the page's JavaScript API (the text read once, then
	// computed again as a change of the list does).
	big := string(gen.TeamSwissTRF(200, 10, 13, 1, false))
	codes := strings.Join(gen.TeamCodes(), ",")
	jsBig, _ := json.Marshal(big)
	jsCodes, _ := json.Marshal(codes)
	eval[bool](t, b, `(() => { window.__team = `+string(jsBig)+`; window.__codes = `+string(jsCodes)+`; return true; })()`)
	var ms []float64
	for i := 0; i < 6; i++ {
		r := eval[map[string]any](t, b, `(() => { const t0 = performance.now();
			const j = JSON.parse(Spareggi.compute(window.__team, {tiebreaks: window.__codes}));
			return {ms: performance.now() - t0, rows: j.standings ? j.standings.length : 0, cols: j.tiebreaks ? j.tiebreaks.length : 0, err: j.error || ''}; })()`)
		if r["rows"].(float64) != 200 || r["cols"].(float64) != float64(len(gen.TeamCodes())) {
			t.Fatalf("200-team event: %v", r)
		}
		if i > 0 {
			ms = append(ms, r["ms"].(float64))
		}
	}
	sort.Float64s(ms)
	t.Logf("Spareggi.compute 200 teams × 10 boards × 13 rounds, %d team codes, 5 runs after the first: %.0f ms (median %.0f; target < 150 ms)",
		len(gen.TeamCodes()), ms, ms[2])
	if ms[2] > 150 {
		t.Logf("NOTE: the median is above the 150 ms target")
	}
	// The arbiter pastes it: the page shows the 200 teams and answers.
	s.setValue(t, "input-text", big, "input")
	waitFor(t, b, "the 200 teams", `document.querySelectorAll('#standings tbody tr').length === 200`)
	s.answers(t, "200 teams pasted")
}
