//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestTruncatedTRFStops pastes the 2009 championship cut in the middle of
// its last line, then in the middle of the file: no standings, one
// positioned error saying the file looks truncated, the excerpt showing
// the caret without scrolling, and the "line N" link selecting the column.
func TestTruncatedTRFStops(t *testing.T) {
	t.Parallel()
	srv, b := userSite(t)
	text := strings.TrimRight(repoFile(t, "examples/campionato-italiano-2009.trf"), "\n")
	for _, c := range []struct {
		name      string
		cut       string
		line, col int
	}{
		{"last line cut", text[:len(text)-60], 20, 140},
		{"cut in the middle", text[:2000], 17, 198},
	} {
		freshPage(t, srv, b, "/")
		userPastes(t, b, c.cut)
		waitFor(t, b, c.name+": the error", `!!document.querySelector('.diag.error')`)
		got := eval[map[string]any](t, b, caretJS)
		t.Logf("%s: %v", c.name, got)
		if got["n"].(float64) != 1 || got["code"] != "E-TRF-TRUNCATED" || int(got["line"].(float64)) != c.line || int(got["col"].(float64)) != c.col {
			t.Errorf("%s: %v, want one E-TRF-TRUNCATED at %d:%d", c.name, got, c.line, c.col)
		}
		if !strings.Contains(got["text"].(string), "truncated") || got["rows"].(float64) != 0 {
			t.Errorf("%s: %q with %v standings rows", c.name, got["text"], got["rows"])
		}
		if got["caretVisible"] != true {
			t.Errorf("%s: the caret is off-screen in the excerpt (%v px into a %v px excerpt)", c.name, got["caretLeft"], got["preWidth"])
		}
		// On a phone too.
		b.do(t, "360 px", chromedp.EmulateViewport(360, 800, chromedp.EmulateMobile))
		if phone := eval[map[string]any](t, b, caretJS); phone["caretVisible"] != true {
			t.Errorf("%s, 360 px: the caret is off-screen in the excerpt (%v px into a %v px excerpt)", c.name, phone["caretLeft"], phone["preWidth"])
		}
		b.do(t, "desktop", chromedp.EmulateViewport(1280, 900))
		b.do(t, c.name+": follow the line link", chromedp.Click(chromedp.CSS(`.diag.error button.goto`)))
		sel := eval[map[string]any](t, b, `(() => { const a = document.getElementById('input-text');
			const before = a.value.slice(0, a.selectionStart).split('\n');
			return {focused: document.activeElement === a, line: before.length, col: before[before.length - 1].length + 1,
				scrollLeft: a.scrollLeft, clientWidth: a.clientWidth, scrollWidth: a.scrollWidth}; })()`)
		if sel["focused"] != true || int(sel["line"].(float64)) != c.line || int(sel["col"].(float64)) != c.col {
			t.Errorf("%s: the link selected %v, want line %d, column %d", c.name, sel, c.line, c.col)
		}
		// The column is in view: a monospace character is scrollWidth over
		// the longest line.
		cw := sel["scrollWidth"].(float64) / float64(longestLineOf(c.cut))
		x := cw*float64(c.col-1) - sel["scrollLeft"].(float64)
		if x < 0 || x > sel["clientWidth"].(float64) {
			t.Errorf("%s: column %d is %.0f px into a %v px text area", c.name, c.col, x, sel["clientWidth"])
		}
		if got := eval[string](t, b, `document.getElementById('input-text').value`); got != c.cut {
			t.Errorf("%s: the page altered the text", c.name)
		}
	}
	// Italian: the message is translated, with its line and column.
	b.do(t, "Italian", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the Italian message", `document.querySelector('.diag.error .msg').textContent.includes('troncato') && document.querySelector('.diag.error .msg').textContent.includes('17')`)
	stillAnswers(t, b, text)
	noProblems(t, b)
}

// caretJS finds the first error, and where its caret is in its excerpt.
const caretJS = `(() => {
	const errs = [...document.querySelectorAll('.diag.error')];
	const d = errs[0], pre = d.querySelector('.snippet'), caret = d.querySelector('.caret');
	const node = caret.firstChild, i = node.textContent.indexOf('^');
	const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
	const c = r.getBoundingClientRect(), p = pre.getBoundingClientRect();
	return {n: errs.length, code: d.dataset.code, line: +d.dataset.line, col: +d.dataset.col, text: d.querySelector('.msg').textContent,
		rows: document.querySelectorAll('#standings tbody tr').length,
		caretVisible: c.left >= p.left && c.right <= Math.min(p.right, window.innerWidth), caretLeft: c.left - p.left, preWidth: p.width};
})()`

func longestLineOf(s string) int {
	n := 0
	for _, l := range strings.Split(s, "\n") {
		n = max(n, len([]rune(l)))
	}
	return n
}
