//go:build e2e

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/internal/i18n"
)

// TestWhatIfResultKept: the what-if's result is the page's (its View),
// not the panel's (issue 32, item 2). The arbiter marks a game of the
// finished 2009 championship as still being played and computes the
// what-if; switched to Italian, the page draws the result again in
// Italian without running the engine; the season view hides the panels,
// and back on the event the result is there again as it was, still
// without computing; marking another game drops it.
func TestWhatIfResultKept(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	waitFor(t, b, "the last round's games in English", `document.documentElement.lang === 'en' && document.querySelectorAll('#whatif .whatif-games input').length === 6`)
	b.do(t, "mark game 6", chromedp.Click(chromedp.ID("whatif-game-6")))
	waitFor(t, b, "the mark taken", `document.querySelectorAll('#whatif-pending li').length === 1 && !document.getElementById('whatif-run').disabled`)
	b.do(t, "compute the combinations", chromedp.Click(chromedp.ID("whatif-run")))
	table := `document.querySelectorAll('#whatif-table > tbody > tr').length === 12`
	caption := func(l string) string {
		return `document.getElementById('whatif-caption') && document.getElementById('whatif-caption').textContent === ` + jsonOf(i18n.T(l, "whatif.caption", 3))
	}
	waitFor(t, b, "the what-if table in English", table+` && `+caption("en"))
	runs := func() int { return eval[int](t, b, `window.spareggiEngineRuns || 0`) }
	before := runs()

	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the what-if table in Italian", `document.documentElement.lang === 'it' && `+table+` && `+caption("it"))
	b.do(t, "show the season", chromedp.Click(chromedp.ID("mode-season")))
	waitFor(t, b, "the season view: the panels gone", `document.getElementById('mode-season').getAttribute('aria-pressed') === 'true' && !document.getElementById('whatif')`)
	b.do(t, "back to the event", chromedp.Click(chromedp.ID("mode-event")))
	waitFor(t, b, "the event again: the result back", `document.getElementById('mode-event').getAttribute('aria-pressed') === 'true' && `+table+` && `+caption("it"))
	if n := runs() - before; n != 0 {
		t.Errorf("the language switch and the season view ran the engine %d times", n)
	}
	s.answers(t, "the result drawn again")

	b.do(t, "mark game 7", chromedp.Click(chromedp.ID("whatif-game-7")))
	waitFor(t, b, "another game marked: the result gone", `document.querySelectorAll('#whatif-pending li').length === 2 && !document.getElementById('whatif-table')`)
	s.answers(t, "another game marked")
}

// TestExportStatusRedrawn: the exports' status is kept as its key and
// worded when drawn: after a click on "Copy table" it says the table was
// copied, and a switch to Italian, then German, says it again in that
// language (it stayed in the language of the click).
func TestExportStatusRedrawn(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	grantClipboard(t, b, s.srv.URL)
	s.open(t, "/?example=campionato-2009", true)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	waitFor(t, b, "the page in English", `document.documentElement.lang === 'en'`)
	b.do(t, "copy the table", chromedp.Click(chromedp.ID("action-copy")))
	status := func(l string) string {
		return `document.getElementById('export-status').textContent === ` + jsonOf(i18n.T(l, "export.copied"))
	}
	waitFor(t, b, "the status in English", status("en"))
	for _, l := range []string{"it", "de"} {
		b.do(t, "switch to "+l, chromedp.Click(chromedp.ID("lang-"+l)))
		waitFor(t, b, "the status in "+l, `document.documentElement.lang === '`+l+`' && `+status(l))
	}
	s.answers(t, "the status redrawn")
}
