package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
)

// SeasonOptions is the organiser's choices (docs/season.md §3–§6): how an
// event is worth points (the score, or a table of points by place, tied
// places shared or each the higher), the participation bonus, the best N
// of the events, the minimum K, the season's tie-breaks, the drawing of
// lots and the category. A field is taken when it changes (Enter or
// leaving it); what it says wrong is the season's error, shown with the
// table.
type SeasonOptions struct {
	app.Compo
	Lang      string
	Best, Min int
	Places    string
	Higher    bool
	Bonus     string
	TieBreaks string
	Lots      string
	Women     bool
	Born      int
	Rating    string
	onChange  func(ctx app.Context, f func(ss *SeasonState))
}

// Render draws the form.
func (so *SeasonOptions) Render() app.UI {
	l := so.Lang
	change := func(ctx app.Context, f func(ss *SeasonState)) {
		if so.onChange != nil {
			so.onChange(ctx, f)
		}
	}
	text := func(id, label, value, placeholder string, f func(ss *SeasonState, v string)) app.UI {
		return app.Div().Class("field").Body(
			app.Label().For(id).Text(i18n.T(l, label)),
			app.Input().Type("text").ID(id).Value(value).Placeholder(placeholder).
				OnChange(func(ctx app.Context, e app.Event) {
					v := strings.TrimSpace(ctx.JSSrc().Get("value").String())
					change(ctx, func(ss *SeasonState) { f(ss, v) })
				}),
		)
	}
	number := func(id, label string, value, max int, f func(ss *SeasonState, n int)) app.UI {
		shown := ""
		if value != 0 {
			shown = strconv.Itoa(value)
		}
		return app.Div().Class("field").Body(
			app.Label().For(id).Text(i18n.T(l, label)),
			app.Input().Type("number").ID(id).Attr("min", 0).Attr("max", max).Attr("inputmode", "numeric").
				Placeholder("0").Value(shown).
				OnChange(func(ctx app.Context, e app.Event) {
					// A number input gives "" for what is not a number: 0.
					n, _ := strconv.Atoi(strings.TrimSpace(ctx.JSSrc().Get("value").String()))
					change(ctx, func(ss *SeasonState) { f(ss, n) })
				}),
		)
	}
	check := func(id, label string, value bool, f func(ss *SeasonState, b bool)) app.UI {
		return app.Label().Class("check").Body(
			app.Input().Type("checkbox").ID(id).Checked(value).
				OnChange(func(ctx app.Context, e app.Event) {
					b := ctx.JSSrc().Get("checked").Bool()
					change(ctx, func(ss *SeasonState) { f(ss, b) })
				}),
			app.Text(i18n.T(l, label)),
		)
	}
	return app.Details().ID("season-options").Class("season-options no-print").Open(true).Body(
		app.Summary().Text(i18n.T(l, "season.options")),
		app.Div().Class("season-form").Body(
			number("season-best", "season.best", so.Best, season.MaxEvents, func(ss *SeasonState, n int) { ss.Best = n }),
			number("season-min", "season.min", so.Min, season.MaxEvents, func(ss *SeasonState, n int) { ss.Min = n }),
			text("season-places", "season.places", so.Places, "25,20,16,13,11", func(ss *SeasonState, v string) { ss.Places = v }),
			check("season-higher", "season.higher", so.Higher, func(ss *SeasonState, b bool) { ss.Higher = b }),
			text("season-bonus", "season.bonus", so.Bonus, "0", func(ss *SeasonState, v string) { ss.Bonus = v }),
			text("season-tb", "season.tb", so.TieBreaks, season.KeyList(), func(ss *SeasonState, v string) { ss.TieBreaks = v }),
			text("season-lots", "season.lots", so.Lots, "e3.1,e1.7", func(ss *SeasonState, v string) { ss.Lots = v }),
			check("season-women", "season.women", so.Women, func(ss *SeasonState, b bool) { ss.Women = b }),
			number("season-born", "season.born", so.Born, 9999, func(ss *SeasonState, n int) { ss.Born = n }),
			text("season-rating", "season.rating", so.Rating, "1600-1799", func(ss *SeasonState, v string) { ss.Rating = v }),
		),
	)
}
