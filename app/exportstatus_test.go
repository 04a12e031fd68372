package app

import (
	"errors"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// TestExportStatusWordedWhenDrawn: the exports' status is kept as a key
// and worded when drawn: after a language switch it reads in the new
// language (the copy fails outside the browser: "export.copyfailed").
func TestExportStatusWordedWhenDrawn(t *testing.T) {
	p, d := openExample(t, "campionato-2009")
	do(d, p, func(ctx app.Context) { p.onLang(ctx, "en") })
	do(d, p, func(ctx app.Context) { p.onExport(ctx, ActionCopy) })
	d.Consume()
	for _, l := range []string{"en", "it", "de"} {
		do(d, p, func(ctx app.Context) { p.onLang(ctx, l) })
		want := i18n.T(l, "export.copyfailed")
		if html := pageHTML(p); !strings.Contains(html, want) {
			t.Errorf("%s: the status is not %q", l, want)
		}
	}
}

// TestExportPanicWorded: a panic of an export's writer, caught by the one
// panic boundary the exports are made behind (request.Protect), is the
// status, worded in the page's language when drawn.
func TestExportPanicWorded(t *testing.T) {
	err := request.Protect(func() error { panic("boom") })
	var pe *request.PanicError
	if !errors.As(err, &pe) {
		t.Fatalf("a panicking export gave %v", err)
	}
	for _, l := range []string{"it", "es"} {
		if got, want := (exportStatus{err: err}).text(l), i18n.T(l, "engine.internal", "boom"); got != want {
			t.Errorf("%s: the status is %q, want %q", l, got, want)
		}
	}
}

// TestSeasonStatusWordedWhenDrawn: what the last addition to the season
// did is kept as its key and values: a language switch words it again,
// the refusal's reason too.
func TestSeasonStatusWordedWhenDrawn(t *testing.T) {
	p, d := openExample(t, "campionato-2009")
	do(d, p, func(ctx app.Context) { p.onLang(ctx, "en") })
	text := p.state.Text
	do(d, p, func(ctx app.Context) { p.addSeason(ctx, []namedText{{name: "a.trf", state: State{Text: text}}}) })
	// One event is worded in the singular ("1 torneo", not "1 tornei").
	for l, want := range map[string]string{"it": "a.trf aggiunto: 1 torneo nella stagione.", "de": "a.trf hinzugefügt: 1 Turnier in der Saison."} {
		do(d, p, func(ctx app.Context) { p.onLang(ctx, l) })
		if !strings.Contains(pageHTML(p), want) {
			t.Errorf("%s: the season's status is not %q", l, want)
		}
	}
	do(d, p, func(ctx app.Context) {
		p.addSeason(ctx, []namedText{{name: "b.trf", state: State{Text: "no event here"}}})
	})
	refused := p.seasonStatus
	if refused.key != "season.refused" || refused.err == nil {
		t.Fatalf("a text that is no event: %+v", refused)
	}
	do(d, p, func(ctx app.Context) { p.onLang(ctx, "es") })
	if want := i18n.T("es", "season.refused", "b.trf", errorText("es", refused.err)); !strings.Contains(pageHTML(p), want) {
		t.Errorf("es: the refusal is not %q", want)
	}
}
