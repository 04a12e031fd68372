package app

import (
	"errors"
	"html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// TestEmbedStateKeepsTheRefusal: options the API refuses are not dropped
// silently: the state carries the refusal, the very error ParseJS gives
// Spareggi.compute, and the language of a lang read before the refusal.
// The page words it when drawn, in its language after a switch; a change
// of the rules or the text drops it, a language switch does not.
func TestEmbedStateKeepsTheRefusal(t *testing.T) {
	for _, opts := range []string{
		`{"rules": "fide2099", "tiebreaks": "BH,SB"}`,
		`{"rules": "fide2024", "tiebreaks": "BH,XYZ"}`,
		`{"rules": "fide2024", "tiebreak": "BH"}`,
	} {
		_, want := request.ParseJS(opts)
		s := EmbedState("T", opts, "it")
		if s.OptionsErr == nil || want == nil || s.OptionsErr.Error() != want.Error() {
			t.Errorf("%s: the state carries %v, the API answers %v", opts, s.OptionsErr, want)
		}
	}
	if s := EmbedState("T", `{"rules": "fide2099", "lang": "es"}`, "it"); s.Lang != "es" || s.OptionsErr == nil {
		t.Errorf("a refused edition with lang es: the frame speaks %q (%v)", s.Lang, s.OptionsErr)
	}
	if s := EmbedState("T", `{"rules": "fide2024"}`, "it"); s.OptionsErr != nil {
		t.Errorf("good options refused: %v", s.OptionsErr)
	}

	p := &Page{}
	d := mount(t, p)
	base, _ := ExampleState("campionato-2009")
	base.Lang = "it"
	do(d, p, func(ctx app.Context) { p.setState(ctx, base) })
	refused := EmbedState("T", `{"rules": "fide2099"}`, "it").OptionsErr
	do(d, p, func(ctx app.Context) { p.update(ctx, func(s *State) { s.OptionsErr = refused }) })
	for _, lang := range []string{"it", "en"} {
		if lang != p.state.Lang {
			do(d, p, func(ctx app.Context) { p.onLang(ctx, lang) })
		}
		if !errors.Is(p.state.OptionsErr, refused) {
			t.Fatalf("%s: the refusal went", lang)
		}
		want := i18n.T(lang, "embed.refused", errorText(lang, refused))
		if !strings.Contains(html.UnescapeString(app.HTMLString(p)), want) {
			t.Errorf("%s: the page does not say %q", lang, want)
		}
	}
	if p.view.Out.Standings == nil {
		t.Error("the standings shown went with the refusal")
	}
	do(d, p, func(ctx app.Context) { p.update(ctx, func(s *State) { s.Edition = "fide2024" }) })
	if p.state.OptionsErr != nil {
		t.Error("a change of the rules kept the host's refusal")
	}
}
