package app

import (
	"net/url"
	"strings"
	"testing"
)

// TestCompareErrorInPageLanguage: an edition the page does not know in the
// compare list of a link is refused in the page's language (it was the
// engine's English sentence).
func TestCompareErrorInPageLanguage(t *testing.T) {
	p := &Page{}
	d := mount(t, p)
	u, _ := url.Parse("/?example=campionato-2009")
	d.Nav(u)
	d.Consume()
	p.state.Lang, p.state.Compare = "it", []string{"fide2024", "fide2099"}
	p.recompute()
	if !strings.Contains(p.compareErr, "edizione delle regole sconosciuta \"fide2099\"") || strings.Contains(p.compareErr, "unknown") {
		t.Errorf("compare error %q, want it in Italian", p.compareErr)
	}
}
