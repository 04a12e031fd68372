//go:build e2e

package e2e

import (
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

var (
	// an article's points ("C.07 9.1", "§7.3") are no decimal marks
	articleRe = regexp.MustCompile(`C\.07 \d+(\.\d+)?|§\d+(\.\d+)*`)
	pointRe   = regexp.MustCompile(`\d\.\d`)
)

// decimalPoints returns the numbers of text written with a decimal point,
// each with its surroundings, articles left out.
func decimalPoints(text string) []string {
	text = articleRe.ReplaceAllString(text, "")
	var out []string
	for _, m := range pointRe.FindAllStringIndex(text, -1) {
		out = append(out, strings.TrimSpace(text[max(0, m[0]-30):min(len(text), m[1]+10)]))
	}
	return out
}

// TestExplanationNumbersInItalian opens the course example (the Italian
// championship 2009) on the Italian page (?lang=it) and, as a student
// checking his hand computation, the explanations of the first player's
// Sonneborn-Berger (37,75, from opponents' scores such as 3,25) and
// Koya (limit 5,5): every number of the dialog, its title, the table of
// rounds, the limit and the closing arithmetic, is written with the
// decimal comma the standings use, none with a point. The page still
// answers afterwards.
func TestExplanationNumbersInItalian(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&lang=it", true)
	if l := eval[string](t, b, `document.documentElement.lang`); l != "it" {
		t.Fatalf("?lang=it opens the page in %q", l)
	}
	for _, c := range []struct {
		col  string
		want []string
	}{
		{"0", []string{"37,75", "3,25", "= 37,75 (C.07 9.1)"}},
		{"1", []string{"5,5"}},
	} {
		cell := eval[string](t, b, `document.querySelector('#standings tbody tr:first-child button.cell[data-col="`+c.col+`"]').textContent`)
		got := explanationOf(t, b, c.col)
		text := got["title"].(string) + "\n" + got["text"].(string)
		if p := decimalPoints(text); len(p) > 0 {
			t.Errorf("column %s: the Italian explanation writes numbers with a decimal point: %q\n%s", c.col, p, text)
		}
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("column %s: the Italian explanation lacks %q:\n%s", c.col, w, text)
			}
		}
		if !strings.Contains(got["title"].(string), cell) {
			t.Errorf("column %s: the title %q does not write the value as the standings do (%q)", c.col, got["title"], cell)
		}
	}
	s.answers(t, "the Italian explanations")
}

// TestBoardPrizesNumbersInSpanish opens the FIDE team example on the
// Spanish page (?lang=es), shows the board prizes and opens the first
// player's line: the points ("7,0"), the percentages ("100,0") and the
// line's arithmetic are written with a decimal comma, none with a point.
// The page still answers afterwards.
func TestBoardPrizesNumbersInSpanish(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=fide-team&lang=es", true)
	waitFor(t, b, "the board prizes button", `document.documentElement.lang === 'es' && !!document.getElementById('boards-run')`)
	b.do(t, "show the board prizes", chromedp.Click(chromedp.ID("boards-run")))
	waitFor(t, b, "board 1", `document.querySelectorAll('#boards-table tbody tr').length === 14`)
	b.do(t, "open player 1's line", chromedp.Click(chromedp.CSS(`#boards-table tbody tr:first-child button.cell`)))
	waitFor(t, b, "player 1's line", `!!document.getElementById('boards-detail')`)
	text := eval[string](t, b, `document.getElementById('boards').innerText`)
	if p := decimalPoints(text); len(p) > 0 {
		t.Errorf("the Spanish board prizes write numbers with a decimal point: %q\n%s", p, text)
	}
	first := eval[[]string](t, b, `[...document.querySelectorAll('#boards-table tbody tr:first-child > *')].map(c => c.textContent.trim())`)
	if len(first) < 7 || !strings.HasPrefix(first[5], "7,0") || first[6] != "100,0" {
		t.Errorf("board 1's first row %q, want 7,0 points and 100,0 %%", first)
	}
	s.answers(t, "the Spanish board prizes")
}
