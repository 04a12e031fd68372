package app

import (
	"errors"
	"html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// TestPanelErrorsWordedWhenDrawn: an explanation refused as too large
// (2,100 tied players with TPN,RRO) is kept as the error and worded when
// the page is drawn: in Italian, then in Spanish after a switch of the
// language, with the tie-break and the limit (issue 32 item 2; it was the
// engine's English sentence in every language). A refusal of the page's
// own (an amount that reads two ways) and a panel's error follow the
// language too.
func TestPanelErrorsWordedWhenDrawn(t *testing.T) {
	p := &Page{}
	d := mount(t, p)
	s := State{Lang: "it", Text: string(gen.TRF(gen.Tied(2100))), ListSet: true, List: []string{"TPN", "RRO"}, Explain: 1, ExplainCol: 1}
	do(d, p, func(ctx app.Context) { p.setState(ctx, s) })
	var tl *engine.TooLargeError
	if !errors.As(p.view.Explain.err, &tl) {
		t.Fatalf("the explanation's error: %v, want the too-large refusal", p.view.Explain.err)
	}
	for _, lang := range []string{"it", "es"} {
		if lang != p.state.Lang {
			do(d, p, func(ctx app.Context) { p.onLang(ctx, lang) })
		}
		want := i18n.T(lang, "engine.too-large", "RRO", engine.BrowserMaxComponents)
		if got := p.explainPanel(lang).(*ExplainPanel).Err; got != want {
			t.Errorf("%s: the explanation says %q, want %q", lang, got, want)
		}
		if page := html.UnescapeString(app.HTMLString(p)); !strings.Contains(page, want) || strings.Contains(page, "would give") {
			t.Errorf("%s: the page does not show the refusal in its language", lang)
		}
	}

	bad := SharePrizes(table(), State{Prizes: "1.000 500", Lang: "it"})
	if bad.Err == nil {
		t.Fatal(`"1.000" in Italian: no error`)
	}
	for _, lang := range []string{"it", "en"} {
		h := &HortPanel{Lang: lang, Prizes: "1.000 500", Result: bad}
		mount(t, h)
		if want := i18n.T(lang, "prizes.bad", `"1.000"`, "1000000000"); !strings.Contains(html.UnescapeString(app.HTMLString(h)), want) {
			t.Errorf("%s: the prizes' refusal is not %q", lang, want)
		}
	}
	w := &WhatIfPanel{Lang: "es", Run: panelRun{err: &keyError{key: "whatif.cancelled"}}}
	if got, want := errorText("es", w.Run.err), i18n.T("es", "whatif.cancelled"); got != want || strings.Contains(got, "cancelled") {
		t.Errorf("a what-if cancelled, in Spanish: %q", got)
	}
	// A panic caught by the one panic boundary: the CLI's code, the
	// page's language.
	panicked := request.Protect(func() error { panic("boom") })
	for _, lang := range []string{"it", "es"} {
		if got, want := errorText(lang, panicked), i18n.T(lang, "engine.internal", "boom"); got != want || strings.Contains(got, "internal error") {
			t.Errorf("%s: a panic is worded %q, want %q", lang, got, want)
		}
	}
}
