package e2e

import (
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
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
}
