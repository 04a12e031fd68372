//go:build e2e

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestControlsShareFieldAndCompareUncheck performs two controls of the
// exports that no other test touched (e2e/CONTROLS.md): the share link's
// field (share-url), which selects the whole link when clicked, so that
// Ctrl+C copies it; and a compare view's edition unticked (compare-ID),
// which takes its column out of the table. The page still answers.
func TestControlsShareFieldAndCompareUncheck(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&lang=en", true)

	b.do(t, "make the share link", chromedp.Click(chromedp.ID("action-share")))
	waitFor(t, b, "the share link", `!!document.getElementById('share-url') && document.getElementById('share-url').value.includes('#s=')`)
	b.do(t, "click the link's field", chromedp.Click(chromedp.ID("share-url")))
	waitFor(t, b, "the whole link selected", `(() => { const f = document.getElementById('share-url');
		return document.activeElement === f && f.selectionStart === 0 && f.selectionEnd === f.value.length && f.value.length > 0; })()`)
	s.answers(t, "the share link's field")

	b.do(t, "compare editions", chromedp.Click(chromedp.ID("action-compare")))
	waitFor(t, b, "the compare view", `document.querySelectorAll('#compare tbody tr').length === 12`)
	on := eval[[]string](t, b, `[...document.querySelectorAll('#compare thead th[data-edition]')].map(th => th.dataset.edition)`)
	if len(on) < 2 {
		t.Fatalf("the compare view opens on %v: fewer than two editions", on)
	}
	off := on[len(on)-1]
	b.do(t, "untick "+off, chromedp.Click(chromedp.ID("compare-"+off)))
	waitFor(t, b, off+"'s column gone", `!document.getElementById('compare-`+off+`').checked && !document.querySelector('#compare thead th[data-edition="`+off+`"]') && document.querySelectorAll('#compare thead th[data-edition]').length === `+itoa(len(on)-1)+` && document.querySelectorAll('#compare tbody tr').length === 12`)
	s.answers(t, "unticking an edition of the compare view")
}
