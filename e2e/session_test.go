//go:build e2e

package e2e

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// reloadPage reloads the page as a user does (F5) and waits for the app.
func reloadPage(t *testing.T, b *browser) {
	t.Helper()
	b.do(t, "reload", chromedp.Reload())
	waitFor(t, b, "the app after the reload", `window.spareggiReady === true`)
}

// waitKept waits until the page has kept its last change on the device
// (app/session.go sets window.spareggiKept once the state of the last
// change is written, or refused).
func waitKept(t *testing.T, b *browser) {
	t.Helper()
	waitFor(t, b, "the work kept", `window.spareggiKept === true`)
}

// keptReload waits until the work is kept, reloads, and waits for the
// line that says it was restored, in Italian.
func keptReload(t *testing.T, b *browser, after string) {
	t.Helper()
	waitKept(t, b)
	reloadPage(t, b)
	waitFor(t, b, "the restored line after "+after, `!!document.getElementById('session-restored')`)
	if r := eval[string](t, b, `document.getElementById('session-restored').textContent`); !strings.Contains(r, "Il lavoro è stato ripristinato da questo dispositivo") || !strings.Contains(r, "Ricomincia da capo") {
		t.Errorf("after %s, the restored line says %q", after, r)
	}
}

// TestSessionSurvivesReload does what an arbiter does during an event
// (issue 33, item 1; README, "The web page"), reloading the tab after each
// step, and finds each step again, on the Italian page: he pastes a
// chess-results export with Ctrl+V; answers a bye question, then the three
// others; chooses the 2012 rules; removes the tie-breaks from the list;
// draws lots for a tied group; adds BH back; ticks "keep these rules"; types the prize
// amounts; pastes the 2009 championship and marks a last-round game as
// still being played in what-if; switches the exercise on and types a
// value. A duplicate of the tab (its sessionStorage, and so its tab id, a
// copy of the first's) opens on the same work and starts afresh, which
// leaves the first tab's work alone; "Start afresh" in the first tab
// empties the page, and a reload then finds nothing. With the browser's
// storage full, a pasted text is said not to be kept, and a reload does not
// bring it back; the page still answers.
func TestSessionSurvivesReload(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the Italian page", `document.documentElement.lang === 'it'`)
	if eval[bool](t, b, `!!document.getElementById('session-restored')`) {
		t.Errorf("a first visit says that work was restored")
	}

	// The text, pasted with the clipboard.
	csv := repoFile(t, "testdata/forlano-9.printed.csv")
	pasteClipboard(t, s, csv)
	waitFor(t, b, "the bye questions", `document.querySelectorAll('.question[data-id^="Q-BYE"]').length >= 4`)
	keptReload(t, b, "the paste")
	if got := eval[string](t, b, `document.getElementById('input-text').value`); got != csv {
		t.Errorf("the text area after the reload holds %.60q…, want the pasted export", got)
	}
	if l := eval[string](t, b, `document.documentElement.lang`); l != "it" {
		t.Errorf("language %q after the reload", l)
	}

	// A bye question answered, then the others.
	answered := `document.querySelectorAll('.question button.answer[data-answer="fpb"][aria-pressed="true"]').length`
	answerBye(t, b, "Q-BYE/r3/p3", "fpb")
	keptReload(t, b, "an answer")
	waitFor(t, b, "the answer restored", answered+` === 1 && document.querySelector('.question[data-id="Q-BYE/r3/p3"] button.answer[data-answer="fpb"]').getAttribute('aria-pressed') === 'true'`)
	for _, q := range []string{"Q-BYE/r3/p6", "Q-BYE/r4/p7", "Q-BYE/r4/p8"} {
		answerBye(t, b, q, "fpb")
	}
	waitFor(t, b, "the standings", `document.querySelectorAll('#standings tbody tr').length === 9`)
	keptReload(t, b, "the answers")
	waitFor(t, b, "the answers restored", answered+` === 4 && document.querySelectorAll('#standings tbody tr').length === 9`)

	// The edition.
	s.setValue(t, "rules-edition", "fide2012", "change")
	waitFor(t, b, "the 2012 rules", `document.getElementById('used-edition').textContent.includes('fide2012')`)
	keptReload(t, b, "the edition")
	if ed := eval[string](t, b, `document.getElementById('rules-edition').value`); ed != "fide2012" {
		t.Errorf("edition %q after the reload, want fide2012", ed)
	}

	// The list: every tie-break removed, points alone.
	for n := eval[int](t, b, `document.querySelectorAll('[id^="tb-remove-"]').length`); n > 0; n-- {
		b.do(t, "remove a tie-break", chromedp.Click(chromedp.ID("tb-remove-0")))
		waitFor(t, b, "the list to shrink", `document.querySelectorAll('[id^="tb-remove-"]').length === `+itoa(n-1))
	}
	keptReload(t, b, "the list")
	waitFor(t, b, "the empty list restored", `document.querySelectorAll('[id^="tb-remove-"]').length === 0 && !!document.getElementById('lots-0')`)

	// Lots drawn for the first tied group: its order reversed.
	ids := strings.Fields(eval[string](t, b, `document.getElementById('lots-0').value`))
	for i, j := 0, len(ids)-1; i < j; i, j = i+1, j-1 {
		ids[i], ids[j] = ids[j], ids[i]
	}
	b.do(t, "type the drawn order", chromedp.Focus(chromedp.ID("lots-0")),
		chromedp.Evaluate[chromedp.Void](`document.getElementById('lots-0').select()`), chromedp.SendKeys(chromedp.ID("lots-0"), strings.Join(ids, " ")),
		chromedp.Click(chromedp.ID("lots-0-apply")))
	waitFor(t, b, "LOT in the list", `document.getElementById('used-list').textContent.endsWith('LOT')`)
	drawn := `[...document.querySelectorAll('#standings tbody tr')].map(tr => +tr.dataset.start).filter(n => [` + strings.Join(ids, ",") + `].includes(n)).join(' ')`
	keptReload(t, b, "the lots")
	waitFor(t, b, "the drawn order restored", `document.getElementById('used-list').textContent.endsWith('LOT') && `+drawn+` === '`+strings.Join(ids, " ")+`'`)

	// A tie-break added back to the list, after the drawing of lots.
	b.do(t, "type BH", chromedp.SendKeys(chromedp.ID("tb-add-input"), "BH"), chromedp.Click(chromedp.ID("tb-add")))
	waitFor(t, b, "BH in the list", `document.getElementById('used-list').textContent.includes('BH')`)
	list := eval[string](t, b, `document.getElementById('used-list').textContent`)
	keptReload(t, b, "the tie-break added")
	if l := eval[string](t, b, `document.getElementById('used-list').textContent`); l != list {
		t.Errorf("the list after the reload is %q, want %q", l, list)
	}

	// "Keep these rules for the next file".
	b.do(t, "tick keep these rules", chromedp.Click(chromedp.ID("rules-keep")))
	waitFor(t, b, "the box ticked", `document.getElementById('rules-keep').checked`)
	keptReload(t, b, "keep these rules")
	if !eval[bool](t, b, `document.getElementById('rules-keep').checked`) {
		t.Errorf("'keep these rules' unticked after the reload")
	}

	// The prize amounts.
	b.do(t, "open the prizes", chromedp.Click(chromedp.CSS("#prizes > summary")))
	s.setValue(t, "prizes-input", "100,50", "input")
	waitFor(t, b, "the prizes shared", `document.querySelectorAll('#prizes table tbody tr').length > 0`)
	keptReload(t, b, "the prizes")
	if v := eval[string](t, b, `document.getElementById('prizes-input').value`); v != "100,50" {
		t.Errorf("prize amounts %q after the reload, want 100,50", v)
	}

	// The 2009 championship, a game of its last round marked as still
	// being played; the rules kept from the export.
	pasteClipboard(t, s, repoFile(t, "web/examples/campionato-2009.trf"))
	waitFor(t, b, "the last round's games", `document.querySelectorAll('#whatif .whatif-games input').length === 6`)
	if eval[bool](t, b, `!!document.getElementById('session-restored')`) {
		t.Errorf("the restored line stays after a new text")
	}
	b.do(t, "mark a game", chromedp.Click(chromedp.ID("whatif-game-6")))
	waitFor(t, b, "the mark taken", `document.querySelectorAll('#whatif-pending li').length === 1`)
	keptReload(t, b, "the game marked")
	waitFor(t, b, "the mark restored", `document.querySelectorAll('#whatif-pending li').length === 1 && document.getElementById('whatif-game-6').checked`)
	if ed := eval[string](t, b, `document.getElementById('rules-edition').value`); ed != "fide2012" {
		t.Errorf("edition %q after the second text and the reload, want the kept fide2012", ed)
	}

	// The exercise: switched on, a value typed.
	b.do(t, "exercise on", chromedp.Click(chromedp.ID("exercise-toggle")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	cell := "ex-1-" + exCol(t, b, "BH")
	s.exType(t, cell, "33,00")
	keptReload(t, b, "the exercise")
	waitFor(t, b, "the exercise restored", `!!document.getElementById('`+cell+`') && document.getElementById('`+cell+`').value === '33,00' && document.getElementById('exercise-toggle').getAttribute('aria-pressed') === 'true'`)
	b.do(t, "exercise off", chromedp.Click(chromedp.ID("exercise-toggle")))
	waitFor(t, b, "the values", `document.querySelectorAll('#standings button.cell').length > 0`)
	waitKept(t, b)
	first := eval[string](t, b, `sessionStorage.getItem('spareggi.tab')`)

	// A duplicate of the tab: a second tab whose sessionStorage holds the
	// first tab's id, as the browser's "Duplicate" copies it. It opens on
	// the first tab's work, under an id of its own, and starting afresh
	// there leaves the first tab's work alone.
	second := newTab(t, b)
	second.do(t, "open the page in a second tab", chromedp.Navigate(s.srv.URL+"/"))
	waitFor(t, second, "the second tab's page", `window.spareggiReady === true`)
	eval[bool](t, second, `(sessionStorage.setItem('spareggi.tab', `+jsString(first)+`), true)`)
	reloadPage(t, second)
	waitFor(t, second, "the first tab's work in the duplicate", `document.querySelectorAll('#standings tbody tr').length === 12 && document.querySelectorAll('#whatif-pending li').length === 1 && !!document.getElementById('session-restored')`)
	if id := eval[string](t, second, `sessionStorage.getItem('spareggi.tab')`); id == first {
		t.Errorf("the duplicated tab kept the first tab's id %s", id)
	}
	second.do(t, "start afresh in the second tab", chromedp.Click(chromedp.ID("session-afresh")))
	waitFor(t, second, "the second tab emptied", `document.getElementById('input-text').value === '' && !document.getElementById('standings') && !document.getElementById('session-restored')`)
	waitKept(t, second)
	reloadPage(t, second)
	if eval[bool](t, second, `document.getElementById('input-text').value !== '' || !!document.getElementById('session-restored')`) {
		t.Errorf("the second tab, started afresh and reloaded, shows work again")
	}
	noProblems(t, second)
	reloadPage(t, b)
	waitFor(t, b, "the first tab's work", `document.querySelectorAll('#standings tbody tr').length === 12 && document.querySelectorAll('#whatif-pending li').length === 1`)

	// Start afresh: the page empties, and a reload finds nothing.
	b.do(t, "start afresh", chromedp.Click(chromedp.ID("session-afresh")))
	waitFor(t, b, "the page emptied", `document.getElementById('input-text').value === '' && !document.getElementById('standings')`)
	waitKept(t, b)
	reloadPage(t, b)
	if v := eval[string](t, b, `document.getElementById('input-text').value`); v != "" || eval[bool](t, b, `!!document.getElementById('session-restored')`) {
		t.Errorf("after starting afresh and reloading: text %.40q, restored line shown", v)
	}

	// The browser's storage full (other data of the site fills it): the
	// pasted text is said not to be kept, and a reload does not bring it
	// back.
	filled := eval[int](t, b, `(() => {
		let n = 0, chars = 0;
		for (let size = 1 << 20; size >= 16; size >>= 1) {
			const chunk = 'x'.repeat(size);
			for (;;) {
				try { localStorage.setItem('filler.' + n, chunk); n++; chars += size; } catch (e) { break; }
			}
		}
		return chars;
	})()`)
	t.Logf("the site's storage filled with %d more characters", filled)
	pasteClipboard(t, s, csv)
	waitFor(t, b, "the line that says the text is not kept", `!!document.getElementById('session-not-kept')`)
	if m := eval[string](t, b, `document.getElementById('session-not-kept').textContent`); !strings.Contains(m, "troppo grande") || !strings.Contains(m, "non sopravviverà") {
		t.Errorf("the not-kept line says %q", m)
	}
	waitKept(t, b)
	reloadPage(t, b)
	if v := eval[string](t, b, `document.getElementById('input-text').value`); v != "" || eval[bool](t, b, `!!document.getElementById('session-restored')`) {
		t.Errorf("a text the browser refused to keep came back after the reload: %.40q", v)
	}
	eval[bool](t, b, `(Object.keys(localStorage).filter(k => k.startsWith('filler.')).forEach(k => localStorage.removeItem(k)), true)`)
	stillAnswers(t, b, repoFile(t, "web/examples/campionato-2009.trf"))
	waitFor(t, b, "the line gone once the text is kept", `window.spareggiKept === true && !document.getElementById('session-not-kept')`)
}

// TestSessionKeepsAWorkbook: a chess-results workbook opened with "Choose a
// file…" comes back after a reload as the standings it gave, its sheet's
// text kept as a share link keeps it (app/session.go; before, its bytes
// were kept raw in the JSON and came back as "not a valid zip archive").
func TestSessionKeepsAWorkbook(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	waitFor(t, b, "English", `document.documentElement.lang === 'en'`)
	path := filepath.Join(repoRoot(t), "testdata", "real", "cr-keshmat-winter-open-2026.xlsx")
	b.do(t, "choose the workbook", chromedp.SetUploadFiles(chromedp.ID("input-file"), []string{path}))
	rows := `document.querySelectorAll('#standings tbody tr').length === 30`
	waitFor(t, b, "the workbook's 30 players", rows)
	first := eval[string](t, b, `document.querySelector('#standings tbody tr').textContent`)
	waitKept(t, b)
	reloadPage(t, b)
	waitFor(t, b, "the workbook's standings after the reload", `!!document.getElementById('session-restored') && `+rows)
	if got := eval[string](t, b, `document.querySelector('#standings tbody tr').textContent`); got != first {
		t.Errorf("the first row after the reload is %q, want %q", got, first)
	}
	if status := eval[string](t, b, `document.getElementById('input-status').textContent`); strings.Contains(status, "zip") {
		t.Errorf("after the reload the input says %q", status)
	}
	s.noProblems(t, "the workbook kept")
}
