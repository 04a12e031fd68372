package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// ModeTabs switches the page between the event and the season
// (docs/season.md §10): two buttons, the one shown pressed.
type ModeTabs struct {
	app.Compo
	Lang   string
	Season bool // the season is shown
	Events int  // the season's events, named on its button
	onMode func(ctx app.Context, season bool)
}

// Render draws the two buttons.
func (m *ModeTabs) Render() app.UI {
	l := m.Lang
	season := i18n.T(l, "mode.season")
	if m.Events > 0 {
		season = i18n.T(l, "mode.season.n", m.Events)
	}
	button := func(id, text string, on bool) app.UI {
		return app.Button().Type("button").ID(id).Class("mode-tab").Aria("pressed", boolAttr(m.Season == on)).Text(text).
			OnClick(func(ctx app.Context, e app.Event) {
				if m.onMode != nil {
					m.onMode(ctx, on)
				}
			})
	}
	return app.Div().Class("mode-tabs buttons no-print").Role("group").Aria("label", i18n.T(l, "mode.label")).Body(
		button("mode-event", i18n.T(l, "mode.event"), false),
		button("mode-season", season, true),
	)
}
