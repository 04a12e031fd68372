package app

import (
	"errors"
	"net/url"
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
	p := &Page{}
	d := mount(t, p)
	u, _ := url.Parse("/?example=campionato-2009")
	d.Nav(u)
	d.Consume()
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
