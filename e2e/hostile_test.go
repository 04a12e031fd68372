//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/app"
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
	"github.com/spareggi/spareggi/internal/i18n"
)

// TestHostileLinks opens crafted share links as a user who was sent them
// (issue 15 item 5): each shows a clear message, keeps the text, and
// leaves the page working: the user then opens an example and gets its
// standings. The WebAssembly runtime never dies.
func TestHostileLinks(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	findChromium(t)
	dist := buildSite(t)
	srv := startServer(t, dist)
	b := newBrowser(t)

	stillWorks := func(what string) {
		t.Helper()
		b.do(t, what+": open an example", chromedp.Click(chromedp.ID("example-campionato-2009")))
		waitFor(t, b, what+": the example's standings", `document.querySelectorAll('#standings tbody tr').length === 12`)
	}

	// 1. A link of a few kilobytes that inflates to a 10 MB line.
	long := strings.Repeat("1 ½ 0 * ", (10<<20)/9)
	frag, err := app.EncodeState(app.State{Lang: "en", Text: long})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("link 1: %d bytes, inflating to %d bytes", len(frag), len(long))
	b.do(t, "open link 1", chromedp.Navigate(srv.URL+"/?link=1#"+frag))
	waitFor(t, b, "the overlong-line error", `window.spareggiReady === true && !!document.querySelector('[data-code="E-INPUT-LINE-TOO-LONG"]')`)
	// The text is the link's, shown bounded (decision 77): its first
	// characters, and how many it has.
	if got := eval[string](t, b, `document.getElementById('`+app.InputID+`').value`); got == "" || !strings.HasPrefix(long, got) {
		t.Errorf("the text area holds %d characters, not the beginning of the link's text", len(got))
	}
	if note := eval[string](t, b, `(document.getElementById('input-bounded-count') || {}).textContent || ''`); !strings.Contains(note, " of "+groupedEn(len([]rune(long)))+" characters shown") {
		t.Errorf("the bounded view says %q, want the %d characters of the link", note, len([]rune(long)))
	}
	stillWorks("link 1")

	// 2. 5,000 tied players with TPN,RRO: 25 million values.
	text := string(gen.TRF(gen.Tied(5000)))
	frag, err = app.EncodeState(app.State{Lang: "it", Text: text, ListSet: true, List: []string{"TPN", "RRO"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("link 2: %d bytes, %d players", len(frag), 5000)
	b.do(t, "open link 2", chromedp.Navigate(srv.URL+"/?link=2#"+frag))
	want := i18n.T("it", "engine.too-large", "RRO", engine.BrowserMaxComponents)
	waitFor(t, b, "the too-large message", `window.spareggiReady === true && [...document.querySelectorAll('.diag.error')].some(e => e.textContent === `+jsString(want)+`)`)
	if got := eval[string](t, b, `document.getElementById('`+app.InputID+`').value`); got != firstLines(text, bigHeadLines) {
		t.Errorf("the text area holds %d characters, want the text's first %d lines", len(got), bigHeadLines)
	}
	if note, want := eval[string](t, b, `(document.getElementById('input-bounded-count') || {}).textContent || ''`), strings.ReplaceAll(groupedEn(lineCountOf(text)), ",", "."); !strings.Contains(note, want) {
		t.Errorf("the bounded view says %q, want the text's %s lines", note, want)
	}
	stillWorks("link 2")

	// 2b. The user adds RRO to the list of 2,100 tied players: the message
	// comes, and the last good standings stay.
	frag, err = app.EncodeState(app.State{Lang: "en", Text: string(gen.TRF(gen.Tied(2100))), ListSet: true, List: []string{"TPN"}})
	if err != nil {
		t.Fatal(err)
	}
	b.do(t, "open link 2b", chromedp.Navigate(srv.URL+"/?link=2b#"+frag))
	waitFor(t, b, "the TPN standings", `window.spareggiReady === true && document.querySelectorAll('#standings tbody tr').length > 0 && `+tableDrawn)
	rows := eval[int](t, b, `document.querySelectorAll('#standings tbody tr').length`)
	t.Logf("link 2b: %d rows", rows)
	b.do(t, "add RRO", chromedp.SendKeys(chromedp.ID("tb-add-input"), "RRO"), chromedp.Click(chromedp.ID("tb-add")))
	want = i18n.T("en", "engine.too-large", "RRO", engine.BrowserMaxComponents)
	waitFor(t, b, "the too-large message", `[...document.querySelectorAll('.diag.error')].some(e => e.textContent === `+jsString(want)+`)`)
	if n := eval[int](t, b, `document.querySelectorAll('#standings tbody tr').length`); n != rows {
		t.Errorf("after adding RRO the page shows %d rows, want the %d of the last good standings", n, rows)
	}
	stillWorks("link 2b")

	// 3. A damaged link.
	b.do(t, "open link 3", chromedp.Navigate(srv.URL+"/?link=3#s=AAAAAAAA"))
	waitFor(t, b, "the broken-link message", `window.spareggiReady === true && !!document.getElementById('link-error')`)
	stillWorks("link 3")

	for _, p := range b.takeProblems() {
		t.Errorf("browser: %s", p)
	}
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, "`", "\\`", "$", `\$`)
	return "`" + r.Replace(s) + "`"
}

// lineCountOf is the number of lines of text, a last one without a line
// break counted.
func lineCountOf(text string) int {
	n := strings.Count(text, "\n")
	if text != "" && !strings.HasSuffix(text, "\n") {
		n++
	}
	return n
}
