package app

import (
	"net/url"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// A share link's language is one of it, en, es or nothing: anything else
// never reaches <html lang> (issue 15 item 11).
func TestSharedLangValidated(t *testing.T) {
	for lang, want := range map[string]string{"it": "it", "es": "es", "en": "en", "": "",
		`en" onload="x`: "", "pt": "", "IT": "it", strings.Repeat("e", 100): ""} {
		frag, err := EncodeState(State{Lang: lang, Text: "x"})
		if err != nil {
			t.Fatal(err)
		}
		s, err := DecodeState(frag)
		if err != nil || s.Lang != want {
			t.Errorf("lang %q: decoded %q (%v), want %q", lang, s.Lang, err, want)
		}
	}
}

// A share link that cannot be opened says so, in the page's language,
// instead of showing an empty page.
func TestBrokenShareLinkSaysSo(t *testing.T) {
	for _, frag := range []string{"s=!!!", "s=AAAA", "s="} {
		_, _, ok, broken := stateFromURL(frag, "")
		if ok || !broken {
			t.Errorf("%q: ok %v, broken %v; want a broken link", frag, ok, broken)
		}
	}
	good, _ := EncodeState(State{Lang: "en", Text: "x"})
	if _, _, ok, broken := stateFromURL(good, ""); !ok || broken {
		t.Errorf("a good link: ok %v, broken %v", ok, broken)
	}
	if _, _, ok, broken := stateFromURL("", "campionato-2009"); !ok || broken {
		t.Errorf("an example: ok %v, broken %v", ok, broken)
	}
	p := &Page{}
	d := mount(t, p)
	u, _ := url.Parse("/#s=!!!")
	d.Nav(u)
	d.Consume()
	html := app.HTMLString(p)
	l := i18n.MatchLang(p.state.Lang)
	if !strings.Contains(html, `id="link-error"`) || !strings.Contains(html, i18n.T(l, "share.broken")) || i18n.T("it", "share.broken") == i18n.T("en", "share.broken") {
		t.Errorf("no message for a broken link:\n%s", html)
	}
}
