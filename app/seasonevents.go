package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// events draws the list of the season's events, with their weights and
// a way to remove each, and the two ways of adding events: files chosen
// (several at once, added in the order chosen) and the event open on the
// page (a file, a paste or an example, with the rules chosen for it).
func (sp *SeasonPanel) events(l string, ss *SeasonState) app.UI {
	events := sp.View.Events
	var empty app.UI = app.Text("")
	if len(events) == 0 {
		empty = pClass("hint", i18n.T(l, "season.empty"))
	}
	return idDiv("season-events").Class("season-events").Body(
		textT(app.Elem("h3"), l, "season.events"),
		empty,
		app.Elem("ol").Class("season-list").Body(each(len(events), func(i int) app.UI {
			e := events[i]
			w := ""
			if i < len(ss.Events) {
				w = ss.Events[i].Weight
			}
			var errUI app.UI = app.Text("")
			if e.Err != nil {
				errUI = pClass("error", errorText(l, e.Err))
			}
			id := "season-weight-" + itoa(i+1)
			return app.Elem("li").DataSet("event", i+1).Body(
				spanClass("season-event-name", seasonEventName(l, i, e)),
				app.Text(" "),
				spanClass("hint", i18n.T(l, "season.players", e.Players)),
				errUI,
				classSpan("season-event-tools no-print").Body(
					label(id, i18n.T(l, "season.weight")),
					typedInput("text", id).Class("season-weight").Attr("inputmode", "decimal").
						Attr("size", 4).Attr("placeholder", "1").Attr("value", w).
						OnChange(func(ctx app.Context, ev app.Event) {
							sp.page.onSeasonWeight(ctx, i, ctx.JSSrc().Get("value").String())
						}, i),
					classButton("season-remove").Text(i18n.T(l, "season.remove")).
						Aria("label", i18n.T(l, "season.remove.event", seasonEventName(l, i, e))).
						OnClick(func(ctx app.Context, ev app.Event) { sp.page.onSeasonRemove(ctx, i) }, i),
				),
			)
		})),
		divClass("buttons file-row no-print",
			label("season-file", i18n.T(l, "season.addfiles")).Class("button file-button"),
			typedInput("file", "season-file").Class("visually-hidden").Attr("multiple", true).
				Attr("accept", ".trf,.txt,text/plain,.html,.htm,text/html,.json,application/json,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").
				OnChange(func(ctx app.Context, ev app.Event) {
					files := ctx.JSSrc().Get("files")
					if files.Truthy() && files.Length() > 0 {
						sp.page.onSeasonFiles(ctx, files)
					}
					ctx.JSSrc().Set("value", "") // the same files may be chosen again
				}),
			button("season-add-current").Attr("disabled", !sp.CanAdd).Text(i18n.T(l, "season.addcurrent")).
				OnClick(func(ctx app.Context, ev app.Event) { sp.page.onSeasonAdd(ctx) }),
		),
		pID("season-status", "status no-print").Aria("live", "polite").Text(sp.Status),
	)
}
