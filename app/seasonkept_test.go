package app

import (
	"net/url"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestExampleKeepsSeason: the season being combined stays when an
// example is opened, by the example's link (go-app follows it as a
// navigation, OnNav) or by its handler (onExample), so that "Add the
// event open on the page" adds a second example to it (docs/season.md
// §10). Before, both made the example's state anew without the season
// (e2e TestControlsSeasonEditing).
func TestExampleKeepsSeason(t *testing.T) {
	p, d := openExample(t, "campionato-2009")
	do(d, p, func(ctx app.Context) { p.onSeasonAdd(ctx) })
	if n := seasonEvents(p.state); n != 1 {
		t.Fatalf("%d events after adding the example, want 1", n)
	}
	u, _ := url.Parse("/?example=forlano-9")
	d.Nav(u)
	d.Consume()
	if p.state.Example != "forlano-9" || seasonEvents(p.state) != 1 {
		t.Fatalf("after the example's link: example %q, %d events in the season, want forlano-9 and 1", p.state.Example, seasonEvents(p.state))
	}
	do(d, p, func(ctx app.Context) { p.onExample(ctx, "fide-exercise") })
	if p.state.Example != "fide-exercise" || seasonEvents(p.state) != 1 {
		t.Fatalf("after the example's handler: example %q, %d events in the season, want fide-exercise and 1", p.state.Example, seasonEvents(p.state))
	}
	do(d, p, func(ctx app.Context) { p.onSeasonAdd(ctx) })
	if n := seasonEvents(p.state); n != 2 {
		t.Errorf("%d events after adding a second example, want 2", n)
	}
}
