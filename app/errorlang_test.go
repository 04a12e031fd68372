package app

import (
	"strings"
	"testing"
)

// TestCompareErrorInPageLanguage: an edition the page does not know in the
// compare list of a link is refused in the page's language (it was the
// engine's English sentence).
func TestCompareErrorInPageLanguage(t *testing.T) {
	p, _ := openExample(t, "campionato-2009")
	p.state.Lang, p.state.Compare = "it", []string{"fide2024", "fide2099"}
	p.recompute()
	if got := errorText("it", p.view.CompareErr); !strings.Contains(got, "edizione delle regole sconosciuta \"fide2099\"") || strings.Contains(got, "unknown") {
		t.Errorf("compare error %q, want it in Italian", got)
	}
}

// TestExplainLinkOutOfRange: a share link asking to explain a tie-break
// column or a participant that does not exist (xc=-3, a start number not
// in the event) is refused in the page's language, with the number the
// link gave (it said "no tie-break -2", in English).
func TestExplainLinkOutOfRange(t *testing.T) {
	p, _ := openExample(t, "campionato-2009")
	for _, c := range []struct {
		start, col int
		want       string
	}{
		{1, -3, "non c'è uno spareggio numero -2 da spiegare: la lista ne ha 8"},
		{1, 40, "non c'è uno spareggio numero 41 da spiegare"},
		{999, 0, "non c'è un partecipante con numero di partenza 999 da spiegare"},
	} {
		p.state.Lang, p.state.Explain, p.state.ExplainCol = "it", c.start, c.col
		p.recompute()
		if got := errorText("it", p.view.Explain.err); !strings.Contains(got, c.want) {
			t.Errorf("explain %d/%d: %q, want %q", c.start, c.col, got, c.want)
		}
	}
}
