package app

import (
	"strings"
	"testing"

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
