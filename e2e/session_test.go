//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// reloadPage reloads the page as a user does (F5) and waits for the app.
func reloadPage(t *testing.T, b *browser) {
	t.Helper()
	b.do(t, "reload", chromedp.Reload())
	waitFor(t, b, "the app after the reload", `window.spareggiReady === true`)
}

// waitKept waits until the page has kept its state on the device after
// the last change: a kept session newer than since (Unix ms).
func waitKept(t *testing.T, b *browser, since int64) {
	t.Helper()
	waitFor(t, b, "the work kept", `Object.keys(localStorage).some(k => k.startsWith('spareggi.session.') &&
		JSON.parse(localStorage.getItem(k)).at > `+itoa(int(since))+`)`)
}

// nowMs is the page's clock, in Unix milliseconds.
func nowMs(t *testing.T, b *browser) int64 { return int64(eval[float64](t, b, `Date.now()`)) }

// TestSessionSurvivesReload does what an arbiter does at the end of a
// round (issue 33, item 1; README, "The web page"): on the Italian page he
// pastes a chess-results export with Ctrl+V, answers its four bye
// questions, chooses the 2012 rules, ticks "keep these rules", types the
// prize amounts, and reloads the tab: the text, the answers, the edition,
// the box and the amounts are all back, with the line that says the work
// was restored. He pastes the 2009 championship and marks a last-round
// game as still being played: reloaded, the mark is back. A second tab
// opens on the same work and starts afresh there, which does not touch
// the first tab's work; "Start afresh" in the first tab empties the page,
// and a reload then finds nothing; the page still answers.
func TestSessionSurvivesReload(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	csv := repoFile(t, "testdata/forlano-9.printed.csv")
	pasteClipboard(t, s, csv)
	for _, q := range []string{"Q-BYE/r3/p3", "Q-BYE/r3/p6", "Q-BYE/r4/p7", "Q-BYE/r4/p8"} {
		answerBye(t, b, q, "fpb")
	}
	waitFor(t, b, "the standings", `document.querySelectorAll('#standings tbody tr').length === 9`)
	s.setValue(t, "rules-edition", "fide2012", "change")
	waitFor(t, b, "the 2012 rules", `document.getElementById('used-edition').textContent.includes('fide2012')`)
	b.do(t, "tick keep these rules", chromedp.Click(chromedp.ID("rules-keep")))
	waitFor(t, b, "the box ticked", `document.getElementById('rules-keep').checked`)
	b.do(t, "open the prizes", chromedp.Click(chromedp.CSS("#prizes > summary")))
	since := nowMs(t, b)
	s.setValue(t, "prizes-input", "100,50", "input")
	waitFor(t, b, "the prizes shared", `document.querySelectorAll('#prizes table tbody tr').length > 0`)
	waitKept(t, b, since)

	reloadPage(t, b)
	waitFor(t, b, "the restored standings", `document.querySelectorAll('#standings tbody tr').length === 9`)
	got := eval[map[string]any](t, b, `(() => ({
		text: document.getElementById('input-text').value,
		edition: document.getElementById('rules-edition').value,
		keep: document.getElementById('rules-keep').checked,
		prizes: document.getElementById('prizes-input').value,
		lang: document.documentElement.lang,
		answered: document.querySelectorAll('.question button.answer[data-answer="fpb"][aria-pressed="true"]').length,
		restored: (document.getElementById('session-restored') || {textContent: ''}).textContent,
	}))()`)
	if got["text"] != csv {
		t.Errorf("the text area after the reload holds %.60q…, want the pasted export", got["text"])
	}
	if got["edition"] != "fide2012" || got["keep"] != true || got["prizes"] != "100,50" || got["lang"] != "it" {
		t.Errorf("after the reload: %v", got)
	}
	if n, _ := got["answered"].(float64); n != 4 {
		t.Errorf("%v answers restored, want 4", got["answered"])
	}
	if r, _ := got["restored"].(string); !strings.Contains(r, "Il lavoro è stato ripristinato da questo dispositivo") || !strings.Contains(r, "Ricomincia da capo") {
		t.Errorf("restored line %q", r)
	}

	// The 2009 championship, a game of its last round marked as still
	// being played.
	pasteClipboard(t, s, repoFile(t, "web/examples/campionato-2009.trf"))
	waitFor(t, b, "the last round's games", `document.querySelectorAll('#whatif .whatif-games input').length === 6`)
	if eval[bool](t, b, `!!document.getElementById('session-restored')`) {
		t.Errorf("the restored line stays after a new text")
	}
	since = nowMs(t, b)
	b.do(t, "mark a game", chromedp.Click(chromedp.ID("whatif-game-6")))
	waitFor(t, b, "the mark taken", `document.querySelectorAll('#whatif-pending li').length === 1`)
	waitKept(t, b, since)
	reloadPage(t, b)
	waitFor(t, b, "the mark restored", `document.querySelectorAll('#whatif-pending li').length === 1 && document.getElementById('whatif-game-6').checked`)
	if ed := eval[string](t, b, `document.getElementById('rules-edition').value`); ed != "fide2012" {
		t.Errorf("edition %q after the second text and the reload, want the kept fide2012", ed)
	}

	// A second tab starts from the same work, and starting afresh there
	// leaves the first tab's alone.
	tab2, cancel := chromedp.NewContext(b.ctx)
	defer cancel()
	second := &browser{ctx: tab2}
	second.do(t, "open the page in a second tab", chromedp.Navigate(s.srv.URL+"/"))
	waitFor(t, second, "the second tab's standings", `window.spareggiReady === true && document.querySelectorAll('#standings tbody tr').length === 12`)
	second.do(t, "start afresh in the second tab", chromedp.Click(chromedp.ID("session-afresh")))
	waitFor(t, second, "the second tab emptied", `document.getElementById('input-text').value === '' && !document.getElementById('standings')`)
	time.Sleep(600 * time.Millisecond) // past the page's moment before it keeps a change
	reloadPage(t, b)
	waitFor(t, b, "the first tab's work", `document.querySelectorAll('#standings tbody tr').length === 12 && document.querySelectorAll('#whatif-pending li').length === 1`)

	// Start afresh: the page empties, and a reload finds nothing.
	b.do(t, "start afresh", chromedp.Click(chromedp.ID("session-afresh")))
	waitFor(t, b, "the page emptied", `document.getElementById('input-text').value === '' && !document.getElementById('standings')`)
	time.Sleep(600 * time.Millisecond)
	reloadPage(t, b)
	if v := eval[string](t, b, `document.getElementById('input-text').value`); v != "" || eval[bool](t, b, `!!document.getElementById('session-restored')`) {
		t.Errorf("after starting afresh and reloading: text %.40q, restored line shown", v)
	}
	stillAnswers(t, b, csv+"\n")
}
