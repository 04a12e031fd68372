//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestShareLinkCarriesPanels does what an arbiter does before sending a
// colleague the state of his page: on the 2009 championship he marks two
// games of the last round as still being played for the what-if, and on
// the FIDE team example he opens the board prizes, types a minimum of 5
// games, shows board 3 and opens a player's line. Each time he clicks
// "share", opens the link he was given, and finds the same marks, the same
// board, the same minimum and the same line; the page still answers.
func TestShareLinkCarriesPanels(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	share := func(what string) string {
		t.Helper()
		b.do(t, what+": click share", chromedp.Click(chromedp.ID("action-share")))
		waitFor(t, b, what+": the share link", `!!document.getElementById('share-url') && document.getElementById('share-url').value.includes('#s=')`)
		link := eval[string](t, b, `document.getElementById('share-url').value`)
		if !strings.HasPrefix(link, s.srv.URL) {
			t.Fatalf("%s: the link %q is not on the site %s", what, link, s.srv.URL)
		}
		return link[len(s.srv.URL):]
	}

	t.Run("what-if marks", func(t *testing.T) {
		s.open(t, "/?example=campionato-2009", true)
		waitFor(t, b, "the last round's games", `document.querySelectorAll('#whatif .whatif-games input').length > 2`)
		ids := eval[[]string](t, b, `[...document.querySelectorAll('#whatif .whatif-games input')].slice(0, 2).map(i => i.id)`)
		for i, id := range ids {
			b.do(t, "mark "+id, chromedp.Click(chromedp.ID(id)))
			waitFor(t, b, id+" marked", `document.querySelectorAll('#whatif-pending li').length === `+itoa(i+1))
		}
		pending := eval[[]string](t, b, `[...document.querySelectorAll('#whatif-pending li')].map(li => li.textContent)`)
		link := share("the what-if marks")
		s.open(t, link, true)
		waitFor(t, b, "the marks from the link", `document.querySelectorAll('#whatif-pending li').length === 2`)
		for _, id := range ids {
			if !eval[bool](t, b, `document.getElementById('`+id+`').checked`) {
				t.Errorf("the link opens with %s not marked", id)
			}
		}
		if got := eval[[]string](t, b, `[...document.querySelectorAll('#whatif-pending li')].map(li => li.textContent)`); strings.Join(got, "|") != strings.Join(pending, "|") {
			t.Errorf("the link's pending games %q, want %q", got, pending)
		}
		b.do(t, "compute the combinations", chromedp.Click(chromedp.ID("whatif-run")))
		waitFor(t, b, "the what-if table", `document.querySelectorAll('#whatif-table > tbody > tr').length > 0`)
		s.answers(t, "the what-if link")
	})

	t.Run("board prizes", func(t *testing.T) {
		s.open(t, "/?example=fide-team", true)
		b.do(t, "show the board prizes", chromedp.Click(chromedp.ID("boards-run")))
		waitFor(t, b, "board 1", `document.querySelectorAll('#boards-table tbody tr').length > 0`)
		s.setValue(t, "boards-min", "5", "input")
		waitFor(t, b, "the minimum taken", `document.getElementById('boards-min').value === '5' && !!document.getElementById('boards-table')`)
		b.do(t, "board 3", chromedp.Click(chromedp.ID("boards-tab-3")))
		waitFor(t, b, "board 3", `document.getElementById('boards-table').dataset.board === '3'`)
		rows := eval[[]string](t, b, `[...document.querySelectorAll('#boards-table tbody tr')].map(r => r.textContent)`)
		b.do(t, "open the first line", chromedp.Click(chromedp.CSS(`#boards-table tbody tr:first-child button.cell`)))
		waitFor(t, b, "the line", `!!document.getElementById('boards-detail')`)
		detail := eval[string](t, b, `document.getElementById('boards-detail').getAttribute('aria-label')`)
		link := share("the board prizes")
		s.open(t, link, true)
		waitFor(t, b, "the board prizes from the link", `!!document.getElementById('boards-table') && document.getElementById('boards-table').dataset.board === '3'`)
		if v := eval[string](t, b, `document.getElementById('boards-min').value`); v != "5" {
			t.Errorf("the link opens with the minimum %q, want 5", v)
		}
		if sel := eval[string](t, b, `document.getElementById('boards-tab-3').getAttribute('aria-selected')`); sel != "true" {
			t.Errorf("board 3's tab is not selected: aria-selected=%q", sel)
		}
		if got := eval[[]string](t, b, `[...document.querySelectorAll('#boards-table tbody tr')].map(r => r.textContent)`); strings.Join(got, "|") != strings.Join(rows, "|") {
			t.Errorf("board 3 from the link:\n%q\nwant\n%q", got, rows)
		}
		waitFor(t, b, "the line from the link", `!!document.getElementById('boards-detail')`)
		if got := eval[string](t, b, `document.getElementById('boards-detail').getAttribute('aria-label')`); got != detail {
			t.Errorf("the link opens the line %q, want %q", got, detail)
		}
		s.answers(t, "the board prizes link")
	})
}
