//go:build e2e

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestPasteOverText pastes a crosstable of 1,000 players × 11 rounds (200
// KB: large enough for the page to empty the text area first, small
// enough to be the text area's own, app/pastebig.go) over the example the
// page opened with, as an arbiter replaces it with their own event (Ctrl+A,
// Ctrl+V): the standings of the paste are shown, one undo (Ctrl+Z) shows
// the text area emptied before the paste, and a second gives the example's
// text and standings back.
// The page empties the text area before such a paste (app/pasteempty.go),
// so the browser's insertion costs what it costs in an empty text area
// (logged: the first long task from the key). A larger text is not the
// text area's: TestPasteBigCrosstable pastes 5,000 × 13 over the example,
// and one undo gives it back.
func TestPasteOverText(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)
	before := eval[string](t, b, `document.getElementById('input-text').value`)
	rows := eval[int](t, b, `document.querySelectorAll('#standings tbody tr').length`)
	text := swissTRF(1000, 11)
	pt := userPastesClipboard(t, b, s.srv.URL, text, 1000)
	insertion := 0.0
	if len(pt.Tasks) > 0 {
		insertion = pt.Tasks[0][1]
	}
	t.Logf("%d KB pasted over the example: the browser's insertion %.0f ms, standings painted after %.0f ms", len(text)/1024, insertion, pt.Shown)
	if got := eval[int](t, b, `document.getElementById('input-text').value.length`); got != len(text) {
		t.Errorf("the text area holds %d characters, the paste was %d", got, len(text))
	}
	// The first undo takes the paste back and shows the emptied text area
	// (the page's deletion before the paste); the second, the example.
	b.do(t, "Ctrl+Z", chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	waitFor(t, b, "the emptied text area after one undo", `document.getElementById('input-text').value === ''`)
	b.do(t, "Ctrl+Z", chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	waitFor(t, b, "the example back after two undos", `document.getElementById('input-text').value.length === `+jsString(before)+`.length
		&& document.querySelectorAll('#standings tbody tr').length === `+itoa(rows))
	if got := eval[string](t, b, `document.getElementById('input-text').value`); got != before {
		t.Errorf("after two undos the text area holds %.60q…, want the example's text %.60q…", got, before)
	}
	s.answers(t, "the undos")
}
