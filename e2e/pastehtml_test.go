//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine/formats"
)

// TestPasteHTMLFromClipboard pastes a Vega page as a browser copies it,
// its markup (text/html) and its text (text/plain) on the clipboard, with
// Ctrl+V in the empty text area: the page reads the markup's text, which
// the text area shows (docs/formats.md §3.10), and draws the standings of
// the six players; then it still answers.
func TestPasteHTMLFromClipboard(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	page := repoFile(t, "testdata/real/vega-hbcc-western-masters-2025.html")
	plain := repoFile(t, "testdata/real/vega-hbcc-western-masters-2025.txt")
	userPastesHTML(t, s, page, plain)
	waitFor(t, b, "the standings of the pasted page",
		`document.getElementById('input-status').textContent.includes(' 6 ') && document.querySelectorAll('#standings tbody tr').length === 6`)
	got := eval[string](t, b, `document.getElementById('input-text').value`)
	// The page's text, not the clipboard's plain text: the navigation
	// above the table is in it (the copy holds the table alone), and it
	// is what formats.HTMLText gives of the markup the browser hands over.
	if !strings.HasPrefix(got, "Info\n") || !strings.Contains(got, "1\t4\tLingineni,Khushal\t1606\t\t\t4.0\t\t1\t½\t½\t1\t+") {
		t.Errorf("the text area holds %q, want the page's text", got)
	}
	if got == plain {
		t.Error("the text area holds the clipboard's plain text")
	}
	if strings.Contains(got, "<") {
		t.Errorf("the text area holds markup: %q", got)
	}
	if formats.IsHTML(got) {
		t.Error("the text area's text is taken for HTML")
	}
	name := eval[string](t, b, `document.querySelector('#standings tbody tr:first-child').textContent`)
	if !strings.Contains(name, "Lingineni") && !strings.Contains(name, "Hogg") {
		t.Errorf("first row of the standings: %q", name)
	}
	stillAnswers(t, b, "")
	s.noProblems(t, "the HTML paste")
}

// userPastesHTML pastes a page as a browser copies it: its markup
// (text/html) and its text (text/plain) go on the clipboard, the text area
// is emptied and gets the focus, and Ctrl+V pastes.
func userPastesHTML(t *testing.T, s *site, page, plain string) {
	t.Helper()
	b := s.b
	grantClipboard(t, b, s.srv.URL)
	focusPage(t, b)
	h, _ := json.Marshal(page)
	p, _ := json.Marshal(plain)
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`navigator.clipboard.write([new ClipboardItem({
		'text/html': new Blob([`+string(h)+`], {type: 'text/html'}),
		'text/plain': new Blob([`+string(p)+`], {type: 'text/plain'}),
	})]).then(() => true)`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("writing the clipboard: %v", err)
	}
	// Writing HTML to the clipboard, Chromium parses the markup in the
	// page to sanitise it, and the page's Content Security Policy blocks
	// the markup's style attributes: the test's doing, not the page's.
	time.Sleep(200 * time.Millisecond)
	for _, m := range b.takeProblems() {
		if !strings.Contains(m, "Applying inline style violates") {
			t.Errorf("writing the clipboard, the browser reported: %s", m)
		}
	}
	eval[bool](t, b, `(() => { const a = document.getElementById('input-text'); a.value = ''; a.focus(); a.select(); return true; })()`)
	b.do(t, "Ctrl+V", chromedp.KeyEvent("v", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
}
