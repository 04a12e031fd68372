package app

import (
	"os"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// TestTooLargeRefusedUntaken: a text longer than the readers accept is
// refused from its length alone (the page does not take it); the page
// shows E-INPUT-TOO-LARGE in its language in place of the standings, and
// the next text it takes computes again.
func TestTooLargeRefusedUntaken(t *testing.T) {
	p, d := openExample(t, "campionato-2009")
	do(d, p, func(ctx app.Context) { p.onLang(ctx, "it") })
	do(d, p, func(ctx app.Context) { p.onTooLarge(ctx, 64<<20) })
	if p.state.Text != "" || p.view.Out.Standings != nil || !p.view.Out.Failed {
		t.Fatalf("after a too large text: text %d bytes, standings %v, failed %v", len(p.state.Text), p.view.Out.Standings != nil, p.view.Out.Failed)
	}
	if len(p.view.Out.Diags) != 1 || p.view.Out.Diags[0].Code != formats.EInputTooLarge {
		t.Fatalf("diagnostics %+v, want one E-INPUT-TOO-LARGE", p.view.Out.Diags)
	}
	html := app.HTMLString(p)
	if want := i18n.T("it", "input.failed"); !strings.Contains(html, want) {
		t.Errorf("the status does not say %q", want)
	}
	if !strings.Contains(html, "16777216") || strings.Contains(html, "The input has") {
		t.Errorf("the refusal is not in Italian with the limit:\n%s", html[:min(len(html), 2000)])
	}
	data, err := os.ReadFile("../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	do(d, p, func(ctx app.Context) { p.onText(ctx, text, "", TextNew) })
	if p.state.TooLarge != 0 || p.view.Out.Standings == nil {
		t.Errorf("the next text: too large %d, standings %v", p.state.TooLarge, p.view.Out.Standings != nil)
	}
}
