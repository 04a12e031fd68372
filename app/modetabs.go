package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// modeTabs switches the page between the event and the season
// (docs/season.md §10): two buttons, the one shown (sv: the season)
// pressed, the season's naming its events. Drawn by the page, not a
// component of its own: a component type brings its own copy of go-app's
// component methods (app.wasm's size).
func (p *Page) modeTabs(l string, sv bool) app.UI {
	season := i18n.T(l, "mode.season")
	if n := seasonEvents(p.state); n == 1 {
		season = i18n.T(l, "mode.season.one")
	} else if n > 0 {
		season = i18n.T(l, "mode.season.n", n)
	}
	tab := func(id, text string, on bool) app.UI {
		return clickText(button(id, "class", "mode-tab", "aria-pressed", boolAttr(sv == on)),
			func(ctx app.Context, e app.Event) { p.onMode(ctx, on) }, text)
	}
	return withBody(el("div", "class", "mode-tabs buttons no-print", "role", "group", "aria-label", i18n.T(l, "mode.label")),
		tab("mode-event", i18n.T(l, "mode.event"), false),
		tab("mode-season", season, true),
	)
}
