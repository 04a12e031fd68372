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
	return withBody(el("div", "id", "season-events", "class", "season-events"),
		textT(app.Elem("h3"), l, "season.events"),
		empty,
		withBody(el("ol", "class", "season-list"), each(len(events), func(i int) app.UI {
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
			return withBody(el("li", "data-event", itoa(i+1)),
				spanClass("season-event-name", seasonEventName(l, i, e)),
				app.Text(" "),
				spanClass("hint", seasonPlayers(l, e.Players)),
				errUI,
				withBody(classSpan("season-event-tools no-print"),
					label(id, i18n.T(l, "season.weight")),
					typedInput("text", id, "class", "season-weight", "inputmode", "decimal", "size", "4", "placeholder", "1", "value", w).
						OnChange(func(ctx app.Context, ev app.Event) {
							sp.page.onSeasonWeight(ctx, i, ctx.JSSrc().Get("value").String())
						}, i),
					el("button", "type", "button", "class", "season-remove", "aria-label", i18n.T(l, "season.remove.event", seasonEventName(l, i, e))).
						Text(i18n.T(l, "season.remove")).
						OnClick(func(ctx app.Context, ev app.Event) { sp.page.onSeasonRemove(ctx, i) }, i),
				),
			)
		})),
		divClass("buttons file-row no-print",
			withText(el("label", "for", "season-file", "class", "button file-button"), i18n.T(l, "season.addfiles")),
			typedInput("file", "season-file", "class", "visually-hidden", "accept", ".trf,.txt,text/plain,.html,.htm,text/html,.json,application/json,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").
				Attr("multiple", true).OnChange(func(ctx app.Context, ev app.Event) {
				files := ctx.JSSrc().Get("files")
				if files.Truthy() && files.Length() > 0 {
					sp.page.onSeasonFiles(ctx, files)
				}
				ctx.JSSrc().Set("value", "") // the same files may be chosen again
			}),
			clickT(button("season-add-current").Attr("disabled", !sp.CanAdd),
				func(ctx app.Context, ev app.Event) { sp.page.onSeasonAdd(ctx) }, l, "season.addcurrent"),
		),
		withText(el("p", "id", "season-status", "class", "status no-print", "aria-live", "polite"), sp.Status),
	)
}

// seasonPlayers is an event's count of players in lang: "1 player", "12
// players".
func seasonPlayers(l string, n int) string {
	if n == 1 {
		return i18n.T(l, "season.players.one")
	}
	return i18n.T(l, "season.players", n)
}
