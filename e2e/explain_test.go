//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// explanationOf opens the explanation of column col of the first row with
// a click and returns its headers, the closing lines and its whole text;
// it closes it with Escape.
func explanationOf(t *testing.T, b *browser, col string) map[string]any {
	t.Helper()
	b.do(t, "open the value of column "+col, chromedp.Click(chromedp.CSS(`#standings tbody tr:first-child button.cell[data-col="`+col+`"]`)))
	waitFor(t, b, "the explanation", `!!document.getElementById('explain')`)
	got := eval[map[string]any](t, b, `(() => { const x = document.getElementById('explain');
		return {title: document.getElementById('explain-title').textContent,
			heads: [...x.querySelectorAll('table.elements:not(.dp-table):not(.games) th')].map(th => th.textContent),
			arith: [...x.querySelectorAll('.arith')].map(p => p.textContent),
			dp: x.querySelectorAll('.dp-table tr.used').length, games: x.querySelectorAll('table.games tbody tr').length,
			outcome: [...x.querySelectorAll('.step .outcome')].map(p => p.textContent),
			text: x.innerText}; })()`)
	b.do(t, "close it", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, "the explanation to close", `!document.getElementById('explain')`)
	return got
}

func strs(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

// TestExplanationsLetAStudentCheck opens the explanations of the 2009
// exercise list (SB,KS,PS,ARO,TPR,WIN,BPG,DE) on the course example, then
// DE first (fide-rr): each shows the columns of its definition and closes
// with the arithmetic that gives the value shown.
func TestExplanationsLetAStudentCheck(t *testing.T) {
	t.Parallel()
	srv, b := userSite(t)
	freshPage(t, srv, b, "/?example=campionato-2009")
	waitFor(t, b, "the standings", `document.querySelectorAll('#standings tbody tr').length === 12`)
	if got := eval[string](t, b, `document.getElementById('used-list').textContent`); got != "PTS, "+strings.ReplaceAll(example2009, ",", ", ") {
		t.Fatalf("tie-break list %q", got)
	}
	has := func(what string, list []string, want string) {
		t.Helper()
		for _, s := range list {
			if strings.Contains(s, want) {
				return
			}
		}
		t.Errorf("%s: %q lacks %q", what, list, want)
	}
	for _, c := range []struct {
		col, code  string
		heads      []string
		arith      []string
		notHead    string
		dp, onlyIn bool
	}{
		{col: "0", code: "SB", heads: []string{"Opp. score", "Adds"}, arith: []string{"= 37.75 (C.07 9.1)"}},
		{col: "1", code: "KS", heads: []string{"Opp. score", "Cut"}, arith: []string{"= 3 (C.07 9.2)"}},
		{col: "2", code: "PS", heads: []string{"Running total"}, arith: []string{"0.5 + 1 + 2 + 2.5 + 3.5 + 4.5 + 5.5 + 5.5 + 6.5 + 7 + 7.5 = 46 (C.07 7.5)"}},
		{col: "3", code: "ARO", heads: []string{"Rating"}, arith: []string{"27060 ÷ 11 = 2460", "Rounded half up: 2460 (C.07 10.1)"}},
		{col: "4", code: "TPR", heads: []string{"Rating"}, arith: []string{"= 27060", "68 %", "TPR = ARO + dp = 2460 + 133 = 2593 (C.07 10.2)"}, dp: true},
		{col: "6", code: "BPG", heads: []string{"Colour"}, arith: []string{"1 + 1 + 1 + 1 + 1 = 5 (C.07 7.3)"}},
	} {
		got := explanationOf(t, b, c.col)
		what := c.code + " (" + got["title"].(string) + ")"
		heads := strs(got["heads"])
		for _, h := range c.heads {
			has(what+" headers", heads, h)
		}
		for _, h := range heads {
			if h == "Raw" {
				t.Errorf("%s: a Raw column", what)
			}
		}
		if strings.Contains(got["text"].(string), "Sum 2460") {
			t.Errorf("%s: TPR's sum is its average", what)
		}
		for _, a := range c.arith {
			has(what+" arithmetic", strs(got["arith"]), a)
		}
		if c.dp && got["dp"].(float64) != 1 {
			t.Errorf("%s: the rating-difference table does not mark the row used", what)
		}
	}
	de := explanationOf(t, b, "7")
	if !strings.Contains(de["text"].(string), "no longer tied") || strings.Contains(de["text"].(string), "No derivation") {
		t.Errorf("DE last: %q", de["text"])
	}
	// DE first.
	eval[bool](t, b, `(() => { const s = document.getElementById('rules-preset'); s.value = 'fide-rr'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`)
	waitFor(t, b, "the fide-rr list", `document.getElementById('used-list').textContent === 'PTS, DE, WIN, SB, KS'`)
	de = explanationOf(t, b, "0")
	if de["games"].(float64) == 0 {
		t.Errorf("DE first: no games between the members: %q", de["text"])
	}
	for _, o := range strs(de["outcome"]) {
		if strings.TrimSpace(strings.TrimSuffix(o, ":")) == "Split" || !strings.Contains(o, "#") {
			t.Errorf("DE first: the step says %q", o)
		}
	}
	t.Logf("DE first: %q", de["outcome"])
	has("DE first arithmetic", strs(de["arith"]), "Points against the others of the group in step 1: ")
	// Italian: the closing lines are Italian (column 2 is SB in fide-rr).
	b.do(t, "Italian", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "Italian", `document.documentElement.lang === 'it'`)
	it := explanationOf(t, b, "2")
	has("Italian SB", strs(it["arith"]), "Somma dei contributi")
	stillAnswers(t, b, "")
	noProblems(t, b)
}
