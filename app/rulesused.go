package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// RulesUsed states the rules the standings were computed with: edition,
// list and its source, round, system and why, and the engine's warnings,
// each message in the page's language. It is the only part printed besides
// the table.
type RulesUsed struct {
	app.Compo
	Lang string
	St   *engine.Standings
}

// Render draws the summary.
func (r *RulesUsed) Render() app.UI {
	l, st := r.Lang, r.St
	if st == nil {
		return app.Div()
	}
	list := append([]string{"PTS"}, engine.Keys(st.TieBreaks)...)
	title := ""
	if st.Event != nil {
		title = st.Event.Name
	}
	return app.Div().Class("rules-used").ID("rules-used").Body(
		app.If(title != "", app.P().Class("event-name").Text(title)),
		app.Dl().Body(
			app.Dt().Text(i18n.T(l, "used.edition")),
			app.Dd().ID("used-edition").Text(i18n.T(l, "edition."+st.Edition.String())+" ("+st.Edition.String()+")"),
			app.Dt().Text(i18n.T(l, "used.list")),
			app.Dd().Body(
				app.Span().ID("used-list").Text(strings.Join(list, ", ")),
				app.If(!st.ListSource.ID.IsZero(), app.Span().Class("reason").ID("used-list-source").Text(" ("+st.ListSource.Text(l)+")")),
			),
			app.Dt().Text(i18n.T(l, "used.round")),
			app.Dd().ID("used-round").Text(st.Round),
			app.Dt().Text(i18n.T(l, "used.system")),
			app.Dd().ID("used-system").Body(
				app.Text(i18n.T(l, "system."+st.System.String())),
				app.If(!st.SystemReason.ID.IsZero(), app.Span().Class("reason").ID("used-system-reason").Text(" ("+st.SystemReason.Text(l)+")")),
			),
		),
		app.If(len(st.Notices) > 0, app.Ul().Class("warnings").Body(
			app.Range(st.Notices).Slice(func(i int) app.UI {
				return app.Li().Class("warning").DataSet("code", st.Notices[i].Code()).Body(
					app.Span().Class("msg").Text(st.Notices[i].Text(l)),
				)
			}),
		)),
	)
}
