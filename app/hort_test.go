package app

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
)

// TestParsePrizesDecimalMark: the decimal mark follows the page's language
// and a number that reads two ways is an error, never a guess.
func TestParsePrizesDecimalMark(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"it", "1000,50 500", "1000.5 500"},
		{"es", "1000,50; 500", "1000.5 500"},
		{"it", "900.50 400", "900.5 400"},
		{"it", "1000, 600, 400", "1000 600 400"},
		{"en", "1000.50 500", "1000.5 500"},
		{"en", "1000, 600, 400", "1000 600 400"},
		{"it", "1.000 500", "error"},
		{"it", "1.000,50", "error"},
		{"en", "1000,50 500", "error"},
		{"en", "1,000", "error"},
	} {
		v, err := ParsePrizes(c.lang, c.in)
		got := "error"
		if err == nil {
			var parts []string
			for _, x := range v {
				parts = append(parts, x.String())
			}
			got = strings.Join(parts, " ")
		}
		if got != c.want {
			t.Errorf("ParsePrizes(%s, %q) = %s (%v), want %s", c.lang, c.in, got, err, c.want)
		}
	}
	if s := formatAmount("it", engine.IntValue(900)); s != "900,00" {
		t.Errorf("Italian amount %q", s)
	}
	if s := formatAmount("en", engine.IntValue(900)); s != "900.00" {
		t.Errorf("English amount %q", s)
	}
}

// TestConvertPrizes: a language switch rewrites the decimal mark of the
// amounts typed, so that they keep their prizes (issue 33, item 4:
// "1000,50 500" typed in Italian was refused in English and the prize list
// emptied).
func TestConvertPrizes(t *testing.T) {
	for _, c := range []struct{ from, to, in, want string }{
		{"it", "en", "1000,50 500", "1000.50 500"},
		{"it", "en", "1000, 600, 400", "1000, 600, 400"},
		{"en", "es", "1000.50; 500 0.5", "1000,50; 500 0,5"},
		{"it", "es", "1000,50 500", "1000,50 500"},
		{"en", "it", "1,000", "1,000"}, // refused in English: left as typed
		{"es", "en", "", ""},
	} {
		got := ConvertPrizes(c.from, c.to, c.in)
		if got != c.want {
			t.Errorf("ConvertPrizes(%s, %s, %q) = %q, want %q", c.from, c.to, c.in, got, c.want)
		}
		if got == c.in {
			continue
		}
		a, errA := ParsePrizes(c.from, c.in)
		b, errB := ParsePrizes(c.to, got)
		if errA != nil || errB != nil || len(a) != len(b) {
			t.Fatalf("%q in %s and %q in %s: %v %v", c.in, c.from, got, c.to, errA, errB)
		}
		for i := range a {
			if a[i].Cmp(b[i]) != 0 {
				t.Errorf("amount %d: %s became %s", i+1, a[i], b[i])
			}
		}
	}
}

// TestHortPanelNumbers: in Spanish every number of the prize list (points,
// place prizes, exact shares in the tooltips, amounts, the note) has a
// decimal comma; the rounding note says "more" or "less" in words; a rank
// the tie-breaks leave shared reads its places as a range (issue 33,
// item 4).
func TestHortPanelNumbers(t *testing.T) {
	st := table() // Bravo and Charlie share rank 2 on 2.0 points
	for _, c := range []struct{ lang, amounts, unit, note, bad string }{
		{"es", "100,50 80 60,25 40", "1", "El redondeo paga 0,25 más que la bolsa de premios.", `\d\.\d`},
		{"en", "100.50 80 60.25 40", "1", "Rounding pays 0.25 more than the prize fund.", `\d,\d`},
		{"it", "100 80 60 40,01", "1", "arrotondamento paga 0,01 meno del montepremi.", `\d\.\d`},
	} {
		s := State{Prizes: c.amounts, PrizeUnit: c.unit, Lang: c.lang}
		h := &HortPanel{Lang: c.lang, Prizes: c.amounts, Unit: c.unit, Result: SharePrizes(st, s)}
		if h.Result.Err != nil {
			t.Fatalf("%s: %v", c.lang, h.Result.Err)
		}
		mount(t, h)
		html := app.HTMLString(h)
		if m := regexp.MustCompile(`>[^<]*` + c.bad + `[^<]*<|title="[^"]*` + c.bad).FindString(html); m != "" {
			t.Errorf("%s: a number with the other decimal mark: %s", c.lang, m)
		}
		if !strings.Contains(html, c.note) {
			t.Errorf("%s: no note %q in %s", c.lang, c.note, html)
		}
		if strings.Count(html, ">2–3<") != 4 { // the places and the tied places of Bravo and Charlie
			t.Errorf("%s: the shared places 2–3 are not each shared row's: %s", c.lang, html)
		}
	}
}
