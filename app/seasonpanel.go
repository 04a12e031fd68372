package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
)

// SeasonPanel is the season view (docs/season.md §10): the events, the
// organiser's choices, the ranking, the matcher's questions and its
// report, and the exports.
type SeasonPanel struct {
	app.Compo
	Lang     string
	Season   *SeasonState
	View     seasonView
	CanAdd   bool
	Status   string // what the last addition did
	ShareURL string
	Export   string // the exports' status
	onFiles  func(ctx app.Context, files app.Value)
	onAdd    func(ctx app.Context)
	onRemove func(ctx app.Context, i int)
	onWeight func(ctx app.Context, i int, w string)
	onChange func(ctx app.Context, f func(ss *SeasonState))
	onAnswer func(ctx app.Context, id, option string)
	onCell   func(ctx app.Context, event, entry int)
	onAction func(ctx app.Context, action string)
}

// Render draws the season.
func (sp *SeasonPanel) Render() app.UI {
	l := sp.Lang
	ss := sp.Season
	if ss == nil {
		ss = &SeasonState{}
	}
	weights := make([]string, len(ss.Events))
	for i, e := range ss.Events {
		weights[i] = e.Weight
	}
	st := sp.View.St
	keys, _ := season.ParseKeys(ss.TieBreaks)
	return app.Section().ID("season").Class("season results").Aria("label", i18n.T(l, "season.title")).Body(
		app.H2().Text(i18n.T(l, "season.title")),
		pClass("hint no-print", i18n.T(l, "season.hint")),
		&SeasonEvents{Lang: l, Events: sp.View.Events, Weights: weights, CanAdd: sp.CanAdd, Status: sp.Status,
			onFiles: sp.onFiles, onAdd: sp.onAdd, onRemove: sp.onRemove, onWeight: sp.onWeight},
		&SeasonOptions{Lang: l, Best: ss.Best, Min: ss.Min, Places: ss.Places, Higher: ss.Higher, Bonus: ss.Bonus,
			TieBreaks: ss.TieBreaks, Lots: ss.Lots, Women: ss.Women, Born: ss.Born, Rating: ss.Rating, onChange: sp.onChange},
		when(sp.View.Err != nil, func() app.UI {
			return pID("season-error", "error").Role("alert").Text(errorText(l, sp.View.Err))
		}),
		when(st != nil, func() app.UI {
			return app.Div().Body(
				pID("season-used", "rules-used").Text(seasonUsed(l, ss)),
				&SeasonTable{Lang: l, St: st, Events: sp.View.Events, Keys: keys, Min: ss.Min, onCell: sp.onCell},
				pID("season-matched", "season-matched").Text(i18n.T(l, "cli.season.matched",
					st.Matched[season.ByFide], st.Matched[season.ByNation], st.Matched[season.ByName], st.Matched[season.ByAnswer], st.Matched[season.First])),
				when(len(st.Questions) > 0, func() app.UI {
					return idDiv("season-questions").Class("no-print").Body(
						&Questions{Lang: l, Questions: st.Questions, TitleKey: "cli.season.questions", OnAnswer: sp.onAnswer},
					)
				}),
				&Exports{Lang: l, ShareURL: sp.ShareURL, Status: sp.Export, OnAction: sp.onAction,
					Actions: []string{ActionCSV, ActionJSON, ActionPrint, ActionShare}},
			)
		}),
	)
}

// seasonUsed states the season's rules, for the screen and the print.
func seasonUsed(l string, ss *SeasonState) string {
	points := i18n.T(l, "season.used.score")
	if ss.Places != "" {
		points = i18n.T(l, "season.used.places", ss.Places)
	}
	best := i18n.T(l, "season.used.all")
	if ss.Best > 0 {
		best = i18n.T(l, "season.used.best", ss.Best)
	}
	return i18n.T(l, "season.used", len(ss.Events), points, best)
}
