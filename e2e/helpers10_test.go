//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine"
)

// userSite starts the site (built once per test binary) and a fresh
// browser on it; a test skips in -short mode.
func userSite(t *testing.T) (*server, *browser) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	findChromium(t)
	srv := startServer(t, buildSite(t))
	return srv, newBrowser(t)
}

// freshPage opens path on a fresh page load and waits for the WebAssembly.
func freshPage(t *testing.T, srv *server, b *browser, path string) {
	t.Helper()
	forgetSessions(t, b)
	b.do(t, "leave", chromedp.Navigate("about:blank"))
	b.do(t, "open "+path, chromedp.Navigate(srv.URL+path))
	waitFor(t, b, "the app", `window.spareggiReady === true`)
}

// userPastes puts text in the text area as a paste does (an input event).
func userPastes(t *testing.T, b *browser, text string) {
	t.Helper()
	js, _ := json.Marshal(text)
	eval[bool](t, b, `(() => { const a = document.getElementById('input-text'); a.focus(); a.value = `+string(js)+`; a.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste'})); return true; })()`)
}

// repoFile reads a file of the repository.
func repoFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot(t), path))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// textTaken returns a condition for waitFor that holds once the page has
// read and computed a new text given after the call: two more engine runs
// (app/view.go, runEngine). The page draws the text's standings in a later
// task; what is drawn before is the previous text's.
func textTaken(t *testing.T, b *browser) string {
	t.Helper()
	return `(window.spareggiEngineRuns || 0) >= ` + itoa(eval[int](t, b, `window.spareggiEngineRuns || 0`)+2)
}

// stillAnswers checks that the page still works after an action: a value
// of the standings opens its explanation, which closes again. A text
// given (another than the page's) is pasted first, and the value opened
// once the page has taken it: a value of the previous standings would be
// closed by the new ones.
func stillAnswers(t *testing.T, b *browser, text string) {
	t.Helper()
	taken := "true"
	if strings.TrimSpace(text) != "" {
		taken = textTaken(t, b)
		userPastes(t, b, text)
	}
	waitFor(t, b, "the standings", taken+` && document.querySelectorAll('#standings tbody tr button.cell').length > 0`)
	b.do(t, "open a value", chromedp.Click(chromedp.CSS(`#standings tbody tr:first-child button.cell`)))
	waitFor(t, b, "its explanation", `!!document.getElementById('explain')`)
	b.do(t, "close it", chromedp.Click(chromedp.ID("explain-close")))
	waitFor(t, b, "the explanation to close", `!document.getElementById('explain')`)
}

// noProblems fails on exceptions and console errors (a Go panic prints
// one).
func noProblems(t *testing.T, b *browser) {
	t.Helper()
	for _, p := range b.takeProblems() {
		t.Errorf("browser reported: %s", p)
	}
}

// usedRules returns the tie-break list and the edition's code the page says
// it used (its "rules used" line: #used-list, #used-edition).
func usedRules(t *testing.T, b *browser) (list []string, edition string) {
	t.Helper()
	list = strings.Split(eval[string](t, b, `document.getElementById('used-list').textContent`), ", ")[1:]
	ed := eval[string](t, b, `document.getElementById('used-edition').textContent`)
	return list, ed[strings.LastIndex(ed, "(")+1 : len(ed)-1]
}

// engineStandings computes ev's standings under a tie-break list and an
// edition's code: the engine's own answer a test compares the page with.
func engineStandings(t *testing.T, ev *engine.Event, list []string, edition string) *engine.Standings {
	t.Helper()
	ds, err := engine.ParseList(strings.Join(list, ","))
	if err != nil {
		t.Fatal(err)
	}
	ed, err := engine.ParseEdition(edition)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: ds, Edition: ed})
	if err != nil {
		t.Fatalf("computing %v under %s: %v", list, edition, err)
	}
	return st
}

// userChoosesFile opens the repository's file rel with "Choose a file…",
// as a user picks it in the file dialog.
func userChoosesFile(t *testing.T, b *browser, what, rel string) {
	t.Helper()
	b.do(t, "choose "+what, chromedp.SetUploadFiles(chromedp.ID("input-file"), []string{filepath.Join(repoRoot(t), filepath.FromSlash(rel))}))
}
