//go:build e2e

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestControlsExplainDialog performs the explanation dialog's controls
// that no other test touched (e2e/CONTROLS.md): Tab inside the dialog (its
// one control, the close button, keeps the focus: a modal dialog), Enter
// on the close button (the dialog closes and the focus goes back to the
// value that opened it), and a click on the dimmed page around the dialog
// (its overlay), which closes it too; a click inside the dialog does not.
// The page still answers.
func TestControlsExplainDialog(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&lang=en", true)
	b.do(t, "desktop", chromedp.EmulateViewport(1280, 900))
	const cell = `#standings tbody tr:nth-child(3) button.cell[data-col="1"]`

	b.do(t, "open an explanation", chromedp.Click(chromedp.CSS(cell)))
	waitFor(t, b, "the dialog's focus", `!!document.activeElement && !!document.activeElement.closest('#explain')`)
	for i := 0; i < 3; i++ {
		b.do(t, "Tab", chromedp.KeyEvent(kb.Tab))
		waitFor(t, b, "the focus on the close button", `!!document.activeElement && document.activeElement.id === 'explain-close'`)
	}
	b.do(t, "Shift+Tab", chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)))
	waitFor(t, b, "the focus still in the dialog", `!!document.activeElement && !!document.activeElement.closest('#explain')`)
	b.do(t, "Enter on the close button", chromedp.Focus(chromedp.ID("explain-close")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, b, "the dialog closed, the focus on the value", `!document.getElementById('explain') && !!document.activeElement && document.activeElement.matches(`+jsString(cell)+`)`)

	b.do(t, "open it again", chromedp.Click(chromedp.CSS(cell)))
	waitFor(t, b, "the explanation", `!!document.getElementById('explain-title') && document.getElementById('explain-title').textContent !== ''`)
	b.do(t, "click inside the dialog", chromedp.Click(chromedp.ID("explain-title")))
	if !eval[bool](t, b, `new Promise(r => setTimeout(() => r(!!document.getElementById('explain')), 300))`) {
		t.Fatal("a click inside the dialog closed it")
	}
	b.do(t, "click the page around the dialog", chromedp.MouseClickXY(5, 5))
	waitFor(t, b, "the dialog closed by its overlay", `!document.getElementById('explain') && !document.querySelector('.overlay')`)
	s.answers(t, "the explanation dialog's controls")
}
