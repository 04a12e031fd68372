//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestLangParam: ?lang=it on the address opens the page in Italian over
// the browser's English (issue 33, item 7); the links the page makes keep
// it (the examples, the share link), a language switch rewrites it in the
// address and the links, and the share link reopens in that language.
func TestLangParam(t *testing.T) {
	s := newSite(t)
	b := s.b
	grantClipboard(t, b, s.srv.URL)
	s.open(t, "/?example=fide-exercise&lang=it", true)
	if l := eval[string](t, b, `document.documentElement.lang`); l != "it" {
		t.Fatalf("?lang=it opens the page in %q", l)
	}
	links := func(lang string) {
		t.Helper()
		hrefs := eval[[]string](t, b, `[...document.querySelectorAll('a.example')].map(a => a.getAttribute('href'))`)
		if len(hrefs) == 0 {
			t.Fatal("no example links")
		}
		for _, h := range hrefs {
			if !strings.HasSuffix(h, "&lang="+lang) {
				t.Errorf("the example link %q does not keep lang=%s", h, lang)
			}
		}
	}
	links("it")
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	waitFor(t, b, "Spanish", `document.documentElement.lang === 'es'`)
	if q := eval[string](t, b, `new URL(location.href).searchParams.get('lang')`); q != "es" {
		t.Errorf("after switching to Spanish the address says lang=%q", q)
	}
	links("es")
	b.do(t, "click share", chromedp.Click(chromedp.ID("action-share")))
	waitFor(t, b, "the share link", `!!document.getElementById('share-url') && document.getElementById('share-url').value.includes('#s=')`)
	link := eval[string](t, b, `document.getElementById('share-url').value`)
	if !strings.Contains(link, "?lang=es#") {
		t.Errorf("the share link %q does not keep lang=es", link)
	}
	s.answers(t, "the Spanish page")
	s.open(t, link[len(s.srv.URL):], true)
	if l := eval[string](t, b, `document.documentElement.lang`); l != "es" {
		t.Errorf("the share link opens the page in %q", l)
	}
	// An example link followed opens in its language.
	s.open(t, "/?example=forlano-9&lang=it", true)
	if l := eval[string](t, b, `document.documentElement.lang`); l != "it" {
		t.Errorf("the example link opens the page in %q", l)
	}
	// A language the page does not speak is ignored: the visitor's own,
	// the one the switch above saved.
	s.open(t, "/?example=fide-exercise&lang=pt", true)
	if l := eval[string](t, b, `document.documentElement.lang`); l != "es" {
		t.Errorf("?lang=pt opens the page in %q, not the saved es", l)
	}
	s.answers(t, "?lang=pt")
	// French, the fifth language, opens from its link too.
	s.open(t, "/?example=fide-exercise&lang=fr", true)
	if l := eval[string](t, b, `document.documentElement.lang`); l != "fr" {
		t.Errorf("?lang=fr opens the page in %q", l)
	}
	s.answers(t, "?lang=fr")
}
