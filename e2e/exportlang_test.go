//go:build e2e

package e2e

import (
	"bytes"
	"encoding/csv"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// headings are the page's export headings in lang: the table's on screen.
func headings(lang string) []string {
	var out []string
	for _, k := range []string{"rank", "start", "title", "name", "rating", "fed", "points"} {
		out = append(out, i18n.T(lang, "col."+k))
	}
	return out
}

// spreadsheetNumber reads a cell as a spreadsheet set to lang reads a
// number: with the decimal comma in Italian (a "7.5" there is text or a
// date, never a number), the decimal point in English; ok false when the
// cell is not a number in that language.
func spreadsheetNumber(lang, cell string) (engine.Value, bool) {
	pat := `^-?\d+(\.\d+)?$`
	if lang == "it" || lang == "es" {
		pat = `^-?\d+(,\d+)?$`
	}
	if !regexp.MustCompile(pat).MatchString(cell) {
		return engine.Value{}, false
	}
	return engine.ParseValue(strings.Replace(cell, ",", ".", 1))
}

// TestExportsInPageLanguage: on the Italian page the CSV download and the
// copied table are what a spreadsheet set to Italian reads (issue 33, item
// 5; decision 62): the CSV's cells separated by ";", the headings of the
// table on screen in Italian, points and values with the decimal comma,
// each the number the page shows; the copied table (TAB-separated) the
// same; the standings on screen write the decimal comma too. The English
// page keeps "," and the decimal point.
func TestExportsInPageLanguage(t *testing.T) {
	s := newSite(t)
	b := s.b
	dl := enableDownloads(t, b)
	grantClipboard(t, b, s.srv.URL)
	for _, c := range []struct {
		lang string
		sep  rune
	}{{"it", ';'}, {"en", ','}} {
		s.open(t, "/?example=campionato-2009", true)
		b.do(t, "switch to "+c.lang, chromedp.Click(chromedp.ID("lang-"+c.lang)))
		waitFor(t, b, c.lang, `document.documentElement.lang === '`+c.lang+`'`)
		// The standings on screen, as shown (not normalised as pageRows is).
		shown := eval[[][]string](t, b, `[...document.querySelectorAll('#standings tbody tr')].map(tr =>
			[tr.dataset.start, tr.querySelector('td.pts').textContent.trim(), ...[...tr.querySelectorAll('td.tbv')].map(td => td.textContent.trim())])`)
		codes := eval[[]string](t, b, `[...document.querySelectorAll('#standings thead th.tbv')].map(th => th.textContent.trim().split(/\s/)[0])`)
		if len(shown) == 0 || len(codes) == 0 {
			t.Fatalf("%s: no standings (%d rows, %d codes)", c.lang, len(shown), len(codes))
		}
		decimals := 0
		for _, r := range shown {
			for _, cell := range r[1:] {
				if cell == "–" {
					continue
				}
				if _, ok := spreadsheetNumber(c.lang, cell); !ok {
					t.Errorf("%s: the table shows %q, not a number written the language's way", c.lang, cell)
				}
				if strings.ContainsAny(cell, ".,") {
					decimals++
				}
			}
		}
		if decimals == 0 {
			t.Fatalf("%s: no value with decimals on screen: the test proves nothing", c.lang)
		}
		want := append(headings(c.lang), codes...)

		// check reads delimited text as the spreadsheet does and compares
		// it with the standings on screen.
		check := func(what string, data string, sep rune) {
			t.Helper()
			r := csv.NewReader(bytes.NewReader([]byte(data)))
			r.Comma = sep
			recs, err := r.ReadAll()
			if err != nil {
				t.Fatalf("%s %s does not parse with %q: %v\n%s", c.lang, what, sep, err, data)
			}
			if strings.Join(recs[0], "|") != strings.Join(want, "|") {
				t.Errorf("%s %s headings %q, want %q", c.lang, what, recs[0], want)
			}
			if len(recs)-1 != len(shown) {
				t.Fatalf("%s %s has %d rows, the page %d", c.lang, what, len(recs)-1, len(shown))
			}
			for i, page := range shown {
				rec := recs[i+1]
				if len(rec) != 7+len(codes) || rec[1] != page[0] {
					t.Errorf("%s %s row %d = %q, page %q", c.lang, what, i+1, rec, page)
					continue
				}
				for j, cell := range append([]string{rec[6]}, rec[7:]...) {
					if cell == "" && page[1+j] == "–" {
						continue
					}
					got, ok := spreadsheetNumber(c.lang, cell)
					if !ok {
						t.Errorf("%s %s row %d: %q is not a number to a spreadsheet in %s", c.lang, what, i+1, cell, c.lang)
						continue
					}
					if onPage, _ := spreadsheetNumber(c.lang, page[1+j]); got.Cmp(onPage) != 0 || cell != page[1+j] {
						t.Errorf("%s %s row %d: %q, the page %q", c.lang, what, i+1, cell, page[1+j])
					}
				}
			}
		}

		b.do(t, c.lang+": click CSV", chromedp.Click(chromedp.ID("action-csv")))
		name, data := dl.wait(t, c.lang+" CSV")
		if !strings.HasSuffix(name, ".csv") {
			t.Errorf("CSV saved as %q", name)
		}
		first, _, _ := strings.Cut(string(data), "\n")
		if other := map[rune]string{';': ",", ',': ";"}[c.sep]; strings.Contains(first, other) {
			t.Errorf("%s CSV heading line %q holds %q", c.lang, first, other)
		}
		check("CSV", string(data), c.sep)

		b.do(t, c.lang+": click copy", chromedp.Click(chromedp.ID("action-copy")))
		waitFor(t, b, c.lang+": the copy status", `document.getElementById('export-status').textContent !== ''`)
		check("copied table", clipboard(t, b), '\t')
		s.answers(t, c.lang+" exports")
	}
}
