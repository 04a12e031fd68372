package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// TestLangOption: the embed's lang option chooses the frame's language (an
// unknown one leaves the frame's own); the page's example links carry
// ?lang= when the address chose the language (issue 33, item 7).
func TestLangOption(t *testing.T) {
	for opts, want := range map[string]string{`{"lang":"it"}`: "it", `{"lang":"ES"}`: "es", `{"lang":"pt"}`: "en", `{}`: "en", `{"lang":5}`: "en"} {
		if s := EmbedState("x", opts, "en"); s.Lang != want {
			t.Errorf("%s: the frame speaks %q, want %q", opts, s.Lang, want)
		}
	}
	for tag, want := range map[string]string{"it": "it", " EN ": "en", "es": "es", "it-IT": "", "pt": "", "": ""} {
		if got, ok := i18n.Supported(tag); got != want || ok != (want != "") {
			t.Errorf("Supported(%q) = %q %v", tag, got, ok)
		}
	}
	ex := &Examples{Lang: "it", LinkLang: "it"}
	mount(t, ex)
	html := app.HTMLString(ex)
	if !strings.Contains(html, `href="/?example=`+ExampleList[0].ID+`&lang=it"`) {
		t.Errorf("the example links do not keep ?lang=it:\n%.400s", html)
	}
	plain := &Examples{Lang: "it"}
	mount(t, plain)
	if strings.Contains(app.HTMLString(plain), "lang=") {
		t.Error("a link carries ?lang= the address did not choose")
	}
}
