//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSwissPerfectPublishedPage pastes Swiss Perfect's published page of
// RW Swiss 2009 (testdata/real/sp-rwswiss-2009.txt: the standings block
// and the cross table, cells not under their round numbers;
// docs/formats.md §9.1) as a user copies it: the page reads it detected, with
// the 22 players and iwulu first on 6 points; the printed-column check
// identifies M-Buch., Buch. and Progr. as BH/M1, BH and PS and lists the
// participants whose ':' rounds Swiss Perfect valued its own way; the
// page still answers.
func TestSwissPerfectPublishedPage(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	userPastes(t, b, repoFile(t, "testdata/real/sp-rwswiss-2009.txt"))
	waitFor(t, b, "the 22 players", `document.querySelectorAll('#standings tbody tr').length === 22`)
	first := eval[string](t, b, `document.querySelector('#standings tbody tr').textContent`)
	if !strings.Contains(first, "iwulu") || !strings.Contains(first, "6") {
		t.Errorf("first row %q, want iwulu on 6 points", first)
	}
	if n := eval[int](t, b, `[...document.querySelectorAll('#standings tbody tr')].filter(r => r.textContent.includes(',')).length`); n != 0 {
		t.Errorf("%d names keep Swiss Perfect's trailing comma", n)
	}
	b.do(t, "check the printed columns", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report", `document.querySelectorAll('#printed-report .printed-column').length === 3`)
	verdicts := eval[[]string](t, b, `[...document.querySelectorAll('#printed-report .printed-column h3')].map(h => h.textContent)`)
	for k, want := range []struct{ name, tb, of string }{{"M-Buch.", "BH/M1", "4 of 22"}, {"Buch.", "BH", "4 of 22"}, {"Progr.", "PS", "9 of 22"}} {
		if !strings.HasPrefix(verdicts[k], want.name+" equals "+want.tb+" ") || !strings.Contains(verdicts[k], want.of) {
			t.Errorf("column %d: %q, want %s as %s for %s", k+1, verdicts[k], want.name, want.tb, want.of)
		}
	}
	if n := eval[int](t, b, `document.querySelectorAll('#printed-report .printed-column[data-column="Progr."] tbody tr').length`); n != 13 {
		t.Errorf("Progr.: %d differences listed, want 13", n)
	}
	why := eval[string](t, b, `document.querySelector('#printed-report .printed-column[data-column="Progr."] tbody tr[data-start="11"] .why').textContent`)
	if !strings.Contains(why, "unplayed rounds") {
		t.Errorf("NatIn's Progr. difference %q, want its unplayed rounds named", why)
	}
	s.answers(t, "Swiss Perfect's published page")
	stillAnswers(t, b, "")
}
