//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// skippedText is a pairing list of two rounds whose names carry a
// nickname in quotes and a suffix in parentheses, and whose last line is
// a note no reader takes (docs/formats.md §12): line 5, column 3.
const skippedText = "Round 1\n1 Smith, John \"Johnny\" - Neil (Jr) 1-0\nRound 2\n1 Neil (Jr) - Smith, John \"Johnny\" ½-½\n  Ore 20:30, sala grande\n"

// TestSkippedLineOnThePage pastes that list as an arbiter does, with
// Ctrl+V: both players are read with their names whole, and the line no
// reader takes is a warning at its line and column, in the page's
// language (Italian, chosen), with a button that selects it in the text (issue 31, item 7:
// no line dropped silently). The page still answers.
func TestSkippedLineOnThePage(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "Italian", `document.documentElement.lang === 'it'`)
	pasteClipboard(t, s, skippedText)
	waitFor(t, b, "the two players", `document.querySelectorAll('#standings tbody tr').length === 2`)
	names := eval[string](t, b, `document.getElementById('standings').textContent`)
	for _, want := range []string{`Smith, John "Johnny"`, "Neil (Jr)"} {
		if !strings.Contains(names, want) {
			t.Errorf("standings %q, want %s whole", names, want)
		}
	}
	const warning = `document.querySelector('.diag.warning[data-code="W-LINE-SKIPPED"]')`
	waitFor(t, b, "the warning", `!!`+warning)
	if pos := eval[string](t, b, warning+`.dataset.line + ':' + `+warning+`.dataset.col`); pos != "5:3" {
		t.Errorf("the warning at %s, want 5:3", pos)
	}
	if text := eval[string](t, b, warning+`.querySelector('.msg').textContent`); !strings.Contains(text, "è stata saltata") {
		t.Errorf("the warning %q, want it in Italian (the page's language)", text)
	}
	b.do(t, "select the line", chromedp.Click(chromedp.CSS(`.diag.warning[data-code="W-LINE-SKIPPED"] button.goto`)))
	if sel := eval[string](t, b, `(() => { const a = document.getElementById('input-text'); return a.value.substring(a.selectionStart, a.selectionEnd); })()`); !strings.Contains(sel, "Ore 20:30") {
		t.Errorf("the button selected %q, want the skipped line", sel)
	}
	s.answers(t, "the skipped line")
}

// TestSkippedLineByPostMessage sends the same list to the embedded page
// from a host page, as a federation's site does: the answer's document
// lists the skipped line among its warnings, at line 5, column 3, and
// both players (issue 31, item 7, the postMessage front).
func TestSkippedLineByPostMessage(t *testing.T) {
	t.Parallel()
	b := embedHost(t)
	hostSends(t, b, `{spareggi: "compute", id: 301, text: `+jsString(skippedText)+`, options: {format: "pairings"}}`)
	waitFor(t, b, "the answer", `!!window.__replies[301]`)
	got := eval[string](t, b, `(() => { const r = window.__replies[301]; if (!r.json) return 'no document: ' + JSON.stringify(r.error);
		const d = JSON.parse(r.json);
		return (d.standings || []).length + ' ' + (d.warnings || []).filter(w => w.code === 'W-LINE-SKIPPED').map(w => w.line + ':' + w.column).join(','); })()`)
	if got != "2 5:3" {
		t.Errorf("the answer: %q, want 2 players and the skipped line at 5:3", got)
	}
}
