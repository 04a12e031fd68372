package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// SeasonEvents is the list of the season's events, with their weights and
// a way to remove each, and the two ways of adding events: files chosen
// (several at once, added in the order chosen) and the event open on the
// page (a file, a paste or an example, with the rules chosen for it).
type SeasonEvents struct {
	app.Compo
	Lang     string
	Events   []seasonEventInfo
	Weights  []string // as typed, by event
	CanAdd   bool     // the page has an event with standings
	Status   string   // what the last addition did
	onFiles  func(ctx app.Context, files app.Value)
	onAdd    func(ctx app.Context)
	onRemove func(ctx app.Context, i int)
	onWeight func(ctx app.Context, i int, w string)
}

// Render draws the list and the buttons.
func (se *SeasonEvents) Render() app.UI {
	l := se.Lang
	return idDiv("season-events").Class("season-events").Body(
		app.H3().Text(i18n.T(l, "season.events")),
		when(len(se.Events) == 0, func() app.UI { return pClass("hint", i18n.T(l, "season.empty")) }),
		app.Ol().Class("season-list").Body(each(se.Events, func(i int) app.UI {
			e := se.Events[i]
			w := ""
			if i < len(se.Weights) {
				w = se.Weights[i]
			}
			id := "season-weight-" + itoa(i+1)
			return app.Li().DataSet("event", i+1).Body(
				spanClass("season-event-name", seasonEventName(l, i, e)),
				app.Text(" "),
				spanClass("hint", i18n.T(l, "season.players", e.Players)),
				when(e.Err != nil, func() app.UI { return pClass("error", errorText(l, e.Err)) }),
				classSpan("season-event-tools no-print").Body(
					label(id, i18n.T(l, "season.weight")),
					typedInput("text", id).Class("season-weight").Attr("inputmode", "decimal").
						Attr("size", 4).Placeholder("1").Value(w).
						OnChange(func(ctx app.Context, ev app.Event) {
							if se.onWeight != nil {
								se.onWeight(ctx, i, ctx.JSSrc().Get("value").String())
							}
						}, i),
					classButton("season-remove").Text(i18n.T(l, "season.remove")).
						Aria("label", i18n.T(l, "season.remove.event", seasonEventName(l, i, e))).
						OnClick(func(ctx app.Context, ev app.Event) {
							if se.onRemove != nil {
								se.onRemove(ctx, i)
							}
						}, i),
				),
			)
		})),
		divClass("buttons file-row no-print",
			label("season-file", i18n.T(l, "season.addfiles")).Class("button file-button"),
			typedInput("file", "season-file").Class("visually-hidden").Multiple(true).
				Accept(".trf,.txt,text/plain,.html,.htm,text/html,.json,application/json,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").
				OnChange(func(ctx app.Context, ev app.Event) {
					files := ctx.JSSrc().Get("files")
					if se.onFiles != nil && files.Truthy() && files.Length() > 0 {
						se.onFiles(ctx, files)
					}
					ctx.JSSrc().Set("value", "") // the same files may be chosen again
				}),
			button("season-add-current").Disabled(!se.CanAdd).Text(i18n.T(l, "season.addcurrent")).
				OnClick(func(ctx app.Context, ev app.Event) {
					if se.onAdd != nil {
						se.onAdd(ctx)
					}
				}),
		),
		pID("season-status", "status no-print").Aria("live", "polite").Text(se.Status),
	)
}
