//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/app"
)

// bigPaste is what the page measured of one paste through the clipboard:
// from the Ctrl+V key to the text taken (taken: its condition first true at
// an animation frame), to its effect drawn (done: standings, or a
// refusal, painted), the longest task of the main thread in between, and
// every long task (over 50 ms: start from the key, duration).
type bigPaste struct {
	Taken   float64      `json:"taken"`
	Done    float64      `json:"done"`
	Longest float64      `json:"longest"`
	Tasks   [][2]float64 `json:"tasks"`
}

func (p bigPaste) String() string {
	return fmt.Sprintf("text taken after %.0f ms, drawn after %.0f ms, longest task %.0f ms; long tasks (start, duration) %.0f", p.Taken, p.Done, p.Longest, p.Tasks)
}

// pasteBig pastes the text the JavaScript expression textJS makes in the
// page (a text of megabytes is made there, or sent once into a variable,
// not once per paste) as an arbiter does: into the system clipboard, then
// the text area's focus, Ctrl+A and Ctrl+V. Unlike pasteClipboard it does
// not wait for the text area to hold the text (a large text is shown in a
// bounded view, app/pastebig.go): it waits for the JavaScript condition
// done, and measures from the key to the condition taken and to done.
func pasteBig(t *testing.T, s *site, textJS, taken, done string) bigPaste {
	t.Helper()
	b := s.b
	grantClipboard(t, b, s.srv.URL)
	focusPage(t, b)
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`navigator.clipboard.writeText(`+textJS+`).then(() => true)`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("writing the clipboard: %v", err)
	}
	eval[bool](t, b, `(() => {
		const a = document.getElementById('input-text');
		window.__big = null;
		let t0 = 0, longest = 0, taken = -1;
		const tasks = [];
		const po = new PerformanceObserver(l => {
			for (const e of l.getEntries()) {
				if (t0 > 0 && e.startTime >= t0 - 20) {
					longest = Math.max(longest, e.duration);
					tasks.push([e.startTime - t0, e.duration]);
				}
			}
		});
		po.observe({type: 'longtask'});
		const cond = f => { try { return !!f(); } catch (e) { return false; } };
		a.addEventListener('keydown', ev => {
			if (ev.key !== 'v') return;
			t0 = performance.now();
			const poll = () => {
				if (taken < 0 && cond(() => (`+taken+`))) taken = performance.now() - t0;
				if (!cond(() => (`+done+`))) { requestAnimationFrame(poll); return; }
				if (taken < 0) taken = performance.now() - t0;
				requestAnimationFrame(() => setTimeout(() => {
					po.disconnect();
					window.__big = {taken, done: performance.now() - t0, longest, tasks};
				}));
			};
			requestAnimationFrame(poll);
		}, {capture: true});
		return true;
	})()`)
	b.do(t, "focus the text", chromedp.Focus(chromedp.ID("input-text")))
	b.do(t, "Ctrl+A", chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	b.do(t, "Ctrl+V", chromedp.KeyEvent("v", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	waitFor(t, b, "the paste's effect", `window.__big !== null`)
	return eval[bigPaste](t, b, `window.__big`)
}

// junkLinesJS makes, in the page, n lines of a few characters that are no
// crosstable: 200,000 of them are 1.2 MB, the text whose layout takes a
// bare text area 7–8 s (issue 32, item 3).
func junkLinesJS(n int) string {
	return `'12 34\n'.repeat(` + itoa(n) + `)`
}

// engineRan is a condition that holds once the page has run the engine
// more times than it had when the call was made: the text pasted after the
// call has been read and computed.
func engineRan(t *testing.T, b *browser) string {
	t.Helper()
	return `(window.spareggiEngineRuns || 0) > ` + itoa(eval[int](t, b, `window.spareggiEngineRuns || 0`))
}

// refusalShown is the condition of a text refused by the readers: an
// error drawn and the input's status written.
const refusalShown = `!!document.querySelector('.diags .error, [role=alert]') && document.getElementById('input-status').textContent !== ''`

// standingsOf is the condition of the standings of a text of n
// participants drawn: the input's status names them, and rows are drawn.
func standingsOf(n int) string {
	return `document.getElementById('input-status').textContent.includes(' ` + itoa(n) + ` ') && document.querySelectorAll('#standings tbody tr').length > 0`
}

// TestPasteBigMeasure pastes, over the 2009 example, the 5,000 × 13
// reference crosstable (1.1 MB, 5,000 lines), 200,000 lines of junk (1.2
// MB) and 15,000 long lines of junk (1.2 MB) through the clipboard, and
// logs from the key to the text taken and to the standings or the refusal
// drawn, with the longest task of the main thread: the numbers of the
// README's performance notes. It checks no time (the machine is shared),
// only that each paste has its effect and the page still answers.
func TestPasteBigMeasure(t *testing.T) {
	s := newSite(t)
	b := s.b
	text := swissTRF(5000, 13)
	cases := []struct {
		name, textJS string
		want         func() (taken, done string)
	}{
		{"5,000 × 13 crosstable", "window.__trf", func() (string, string) { return engineRan(t, b), standingsOf(5000) }},
		{"200,000 lines of junk", junkLinesJS(200_000), func() (string, string) { return refusalShown, refusalShown }},
		{"1.2 MB of long junk lines", junkJS(1_200_000), func() (string, string) { return refusalShown, refusalShown }},
	}
	for _, c := range cases {
		for run := 0; run < 2; run++ {
			s.open(t, "/?example=campionato-2009", true)
			eval[bool](t, b, `(window.__trf = `+jsString(text)+`, true)`)
			taken, done := c.want()
			p := pasteBig(t, s, c.textJS, taken, done)
			t.Logf("%s pasted over the example (run %d): %s", c.name, run+1, p)
		}
	}
	stillAnswers(t, b, repoFile(t, "examples/campionato-italiano-2009.trf"))
	s.noProblems(t, "the big pastes")
}

// bigHeadLines is how many lines the bounded view shows (app/pastebig.go).
const bigHeadLines = 200

// bigText reports whether the page shows text in a bounded view: more
// than 2,000 lines or 256 KB (app/pastebig.go, isLarge).
func bigText(text string) bool {
	n := strings.Count(text, "\n")
	if text != "" && !strings.HasSuffix(text, "\n") {
		n++
	}
	return len(text) > 256<<10 || n > 2000
}

// firstLines returns the first n lines of text, each with its line break.
func firstLines(text string, n int) string {
	end := 0
	for i := 0; i < n; i++ {
		j := strings.IndexByte(text[end:], '\n')
		if j < 0 {
			return text
		}
		end += j + 1
	}
	return text[:end]
}

// groupedEn writes n as the English page does: 200,000.
func groupedEn(n int) string {
	s := itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// boundedShows checks that the text area shows the bounded view of text:
// its first lines, not the megabyte, and the count of its lines under it.
func boundedShows(t *testing.T, b *browser, what, text string) {
	t.Helper()
	want := groupedEn(bigHeadLines) + " of " + groupedEn(lineCountOf(text)) + " lines shown."
	waitFor(t, b, what+": the bounded view", `!!document.getElementById('input-bounded-count') && document.getElementById('input-bounded-count').textContent.includes(`+jsString(want)+`)`)
	got := eval[string](t, b, `document.getElementById('input-text').value`)
	if head := firstLines(text, bigHeadLines); got != head {
		t.Errorf("%s: the text area holds %d characters (%.60q…), want the text's first %d lines (%d characters)", what, len(got), got, bigHeadLines, len(head))
	}
	if !eval[bool](t, b, `!!document.getElementById('input-edit-whole')`) {
		t.Errorf("%s: no button to edit the whole text", what)
	}
}

// TestPasteBigCrosstable pastes the 5,000 × 13 reference crosstable (1.1
// MB, 5,005 lines) over the 2009 example with Ctrl+V, as an arbiter
// replaces the example with their open (issue 32, item 3; docs/
// tiebreaks.md, decision 77): the standings of the 5,000 players are
// drawn, the text area holds the text's first 200 lines and says "200 of
// 5,005 lines shown", not the megabyte. Ctrl+Z gives the example back;
// the paste again, then a name typed into the first line shown changes
// the event's name and keeps the rest of the text; "Edit the whole text"
// puts all of it in the text area; a small paste over it replaces it and
// the text area is the plain one again. The page still answers.
func TestPasteBigCrosstable(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)
	before := eval[string](t, b, `document.getElementById('input-text').value`)
	rows := eval[int](t, b, `document.querySelectorAll('#standings tbody tr').length`)
	text := swissTRF(5000, 13)
	eval[bool](t, b, `(window.__trf = `+jsString(text)+`, true)`)
	p := pasteBig(t, s, "window.__trf", engineRan(t, b), standingsOf(5000))
	t.Logf("5,000 × 13 (%d KB, %d lines) pasted over the example: %s", len(text)/1024, strings.Count(text, "\n"), p)
	boundedShows(t, b, "the paste", text)
	if n := eval[int](t, b, `document.querySelectorAll('#standings tbody tr').length`); n == 0 {
		t.Errorf("no standings after the paste")
	}
	s.answers(t, "the big paste")

	// Ctrl+Z right after the paste: the example back.
	b.do(t, "focus the text", chromedp.Focus(chromedp.ID("input-text")))
	b.do(t, "Ctrl+Z", chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	waitFor(t, b, "the example back after the undo", `document.getElementById('input-text').value.length === `+itoa(len([]rune(before)))+`
		&& !document.getElementById('input-bounded') && document.querySelectorAll('#standings tbody tr').length === `+itoa(rows))
	if got := eval[string](t, b, `document.getElementById('input-text').value`); got != before {
		t.Errorf("after the undo the text area holds %.60q…, want the example's text", got)
	}

	// The paste again; a name typed at the end of the first line.
	pasteBig(t, s, "window.__trf", engineRan(t, b), standingsOf(5000))
	boundedShows(t, b, "the paste again", text)
	taken := engineRan(t, b)
	first := strings.Index(text, "\n")
	b.do(t, "the caret at the end of the first line", chromedp.Focus(chromedp.ID("input-text")),
		chromedp.Evaluate[chromedp.Void](`document.getElementById('input-text').setSelectionRange(`+itoa(first)+`, `+itoa(first)+`)`))
	b.do(t, "type", chromedp.SendKeys(chromedp.ID("input-text"), " Open"))
	waitFor(t, b, "the new name", taken+` && document.getElementById('input-status').textContent.includes('Generated Swiss (performance test) Open')
		&& document.getElementById('input-status').textContent.includes(' 5000 ')`)
	edited := text[:first] + " Open" + text[first:]
	boundedShows(t, b, "the edit", edited)

	// The whole text on request.
	b.do(t, "edit the whole text", chromedp.Click(chromedp.ID("input-edit-whole")))
	waitFor(t, b, "the whole text in the text area", `document.getElementById('input-text').value.length === `+itoa(len(edited))+` && !document.getElementById('input-bounded')`)
	if got := eval[string](t, b, `document.getElementById('input-text').value`); got != edited {
		t.Errorf("the whole text: %d characters, want the edited text's %d", len(got), len(edited))
	}

	// A small paste over it: the plain text area again.
	small := swissTRF(4, 1)
	pasteClipboard(t, s, small)
	waitFor(t, b, "the small text's standings", standingsOf(4)+` && !document.getElementById('input-bounded')`)
	s.answers(t, "the small paste")
}

// TestPasteBigJunk pastes 200,000 lines of junk (1.2 MB) over the 2009
// example with Ctrl+V: the page refuses them with the reader's message,
// shows their first 200 lines and their count; Ctrl+A, Ctrl+C copies all
// of them, and Ctrl+A and a key replace them; the page still answers; then a
// text longer than the readers accept (17 MB): refused as too large,
// never copied into the WebAssembly, its first lines and its length shown.
func TestPasteBigJunk(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)
	p := pasteBig(t, s, junkLinesJS(200_000), refusalShown, refusalShown)
	t.Logf("200,000 lines of junk pasted over the example: %s", p)
	boundedShows(t, b, "the junk", strings.Repeat("12 34\n", 200_000))
	if n := eval[int](t, b, `document.querySelectorAll('#standings tbody tr').length`); n != 0 {
		t.Errorf("%d rows of standings after the junk", n)
	}
	if e := eval[string](t, b, `document.querySelector('.diags .error, [role=alert]').textContent`); e == "" {
		t.Errorf("no message for the junk")
	}
	// Ctrl+A, Ctrl+C copies the whole text, not the lines shown.
	b.do(t, "focus the text", chromedp.Focus(chromedp.ID("input-text")))
	b.do(t, "Ctrl+A", chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	b.do(t, "Ctrl+C", chromedp.KeyEvent("c", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	if got := len(clipboard(t, b)); got != 6*200_000 {
		t.Errorf("Ctrl+A, Ctrl+C in the bounded view copied %d characters, want the whole text's %d", got, 6*200_000)
	}
	// Ctrl+A and a key: the whole text replaced by it.
	b.do(t, "Ctrl+A", chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	b.do(t, "type", chromedp.KeyEvent("x"))
	waitFor(t, b, "the text replaced by the key", `document.getElementById('input-text').value === 'x' && !document.getElementById('input-bounded')`)
	stillAnswers(t, b, repoFile(t, "examples/campionato-italiano-2009.trf"))

	const huge = 17 << 20
	p = pasteBig(t, s, `'x'.repeat(`+itoa(huge)+`)`, refusalShown, refusalShown+` && !!document.getElementById('input-bounded')`)
	t.Logf("%d characters pasted: %s", huge, p)
	if got := eval[string](t, b, `document.getElementById('input-bounded-count').textContent`); !strings.Contains(got, groupedEn(huge)+" characters") {
		t.Errorf("the bounded view of the text too long says %q", got)
	}
	if n := eval[int](t, b, `document.getElementById('input-text').value.length`); n > 64<<10 {
		t.Errorf("the text area holds %d characters of the text too long, want its beginning (at most 64 KB)", n)
	}
	stillAnswers(t, b, repoFile(t, "examples/campionato-italiano-2009.trf"))
	s.noProblems(t, "the junk")
}

// TestPasteBigKeptAndShared pastes the 5,000 × 13 reference crosstable,
// reloads the page, and opens a share link that carries it: the work kept
// on the device and the link each show the standings of the 5,000 players
// and the text in the bounded view, its first 200 lines and their count,
// not the megabyte in the text area; the page still answers. On a 360 px
// phone in Italian the line under the view is Italian and fits.
func TestPasteBigKeptAndShared(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	text := swissTRF(5000, 13)
	eval[bool](t, b, `(window.__trf = `+jsString(text)+`, true)`)
	pasteBig(t, s, "window.__trf", engineRan(t, b), standingsOf(5000))
	boundedShows(t, b, "the paste", text)
	waitKept(t, b)
	reloadPage(t, b)
	waitFor(t, b, "the work restored", `!!document.getElementById('session-restored') && `+standingsOf(5000))
	boundedShows(t, b, "the work restored", text)
	s.answers(t, "the restored work")

	frag, err := app.EncodeState(app.State{Text: text})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the share link: %d characters", len(frag))
	b.do(t, "leave", chromedp.Navigate("about:blank"))
	b.do(t, "open the share link", chromedp.Navigate(s.srv.URL+"/#"+frag))
	waitFor(t, b, "the shared standings", `window.spareggiReady === true && `+standingsOf(5000))
	boundedShows(t, b, "the share link", text)
	s.answers(t, "the share link")

	// On a 360 px phone, in Italian: the line under the view in the
	// page's language, and no wider than the screen.
	b.do(t, "switch to Italian", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the Italian count", `document.getElementById('input-bounded-count').textContent.includes('Mostrate 200 righe su 5.006.')
		&& document.getElementById('input-edit-whole').textContent === 'Modifica tutto il testo'`)
	screenshot(t, b, "bounded-view", 360)
	if w := eval[float64](t, b, `document.documentElement.scrollWidth`); w > 360 {
		t.Errorf("360 px: the page with the bounded view is %.0f px wide", w)
	}
	if r := eval[float64](t, b, `document.getElementById('input-bounded').getBoundingClientRect().right`); r > 360 {
		t.Errorf("360 px: the line under the bounded view ends at %.0f px", r)
	}
}

// userDropsText drags text from another application onto the text area
// and drops it there (the browser's drag events, with the text as
// text/plain).
func userDropsText(t *testing.T, b *browser, text string) {
	t.Helper()
	userDrops(t, b, &input.DragData{Items: []*input.DragDataItem{{MimeType: "text/plain", Data: text}}, DragOperationsMask: 1})
}

// userDrops drags data onto the middle of the text area and drops it
// there: the browser's drag events, enter, over and drop.
func userDrops(t *testing.T, b *browser, data *input.DragData) {
	t.Helper()
	pos := eval[[]float64](t, b, `(() => { const r = document.getElementById('input-text').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)
	for _, typ := range []input.DispatchDragEventType{input.DispatchDragEventTypeDragEnter, input.DispatchDragEventTypeDragOver, input.DispatchDragEventTypeDrop} {
		ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
		_, err := chromedp.Call(ctx, input.DispatchDragEvent, input.DispatchDragEventParams{Type: typ, X: pos[0], Y: pos[1], Data: data})
		cancel()
		if err != nil {
			t.Fatalf("drag: %s: %v", typ, err)
		}
	}
}

// TestDropBigText drops the 5,000 × 13 reference crosstable from another
// application onto the 2009 example's text: the page takes the text from
// the drop, draws the standings of the 5,000 players and shows the text in
// the bounded view; a small text dropped on the bounded view then
// replaces it, and the page still answers.
func TestDropBigText(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)
	text := swissTRF(5000, 13)
	taken := engineRan(t, b)
	userDropsText(t, b, text)
	waitFor(t, b, "the dropped text's standings", taken+` && `+standingsOf(5000))
	boundedShows(t, b, "the drop", text)
	small := swissTRF(4, 1)
	taken = engineRan(t, b)
	userDropsText(t, b, small)
	waitFor(t, b, "the small text's standings", taken+` && `+standingsOf(4)+` && !document.getElementById('input-bounded')`)
	if got := eval[string](t, b, `document.getElementById('input-text').value`); got != small {
		t.Errorf("after the small drop the text area holds %.60q…, want the small text", got)
	}
	s.answers(t, "the drops")
}
