package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
)

// SeasonPanel is the season view (docs/season.md §10): the events
// (seasonevents.go), the organiser's choices (seasonoptions.go), the
// ranking (seasontable.go), the matcher's questions and its report, and
// the exports. It is one component, its parts drawn by its methods: each
// component type brings its own copy of go-app's component methods
// (app.wasm's size).
type SeasonPanel struct {
	app.Compo
	Lang     string
	Season   *SeasonState
	View     seasonView
	CanAdd   bool
	Status   string // what the last addition did
	ShareURL string
	Export   string // the exports' status
	page     *Page  // the page, whose handlers change the season
	// all: the table draws all its players (seasonRowsShown).
	all bool
}

// seasonActions are the season's exports.
var seasonActions = []string{ActionCSV, ActionJSON, ActionPrint, ActionShare}

// Render draws the season.
func (sp *SeasonPanel) Render() app.UI {
	l := sp.Lang
	ss := sp.Season
	if ss == nil {
		ss = &SeasonState{}
	}
	st := sp.View.St
	var errUI, stUI app.UI = app.Text(""), app.Text("")
	if sp.View.Err != nil {
		errUI = el("p", "id", "season-error", "class", "error", "role", "alert").Text(errorText(l, sp.View.Err))
	}
	if st == nil {
		sp.all = false // the table is drawn anew when the season is back
	} else {
		var questions app.UI = app.Text("")
		if len(st.Questions) > 0 {
			questions = el("div", "id", "season-questions", "class", "no-print").Body(
				&Questions{Lang: l, Questions: st.Questions, TitleKey: "cli.season.questions", OnAnswer: sp.page.onSeasonAnswer},
			)
		}
		stUI = app.Elem("div").Body(
			withText(pID("season-used", "rules-used"), seasonUsed(l, ss)),
			sp.table(l, st, ss),
			withText(pID("season-matched", "season-matched"), i18n.T(l, "cli.season.matched",
				st.Matched[season.ByFide], st.Matched[season.ByNation], st.Matched[season.ByName], st.Matched[season.ByAnswer], st.Matched[season.First])),
			questions,
			&Exports{Lang: l, ShareURL: sp.ShareURL, Status: sp.Export, OnAction: sp.page.onSeasonExport, Actions: seasonActions},
		)
	}
	return withBody(el("section", "id", "season", "class", "season results", "aria-label", i18n.T(l, "season.title")),
		textT(app.Elem("h2"), l, "season.title"),
		pClass("hint no-print", i18n.T(l, "season.hint")),
		sp.events(l, ss),
		sp.options(l, ss),
		errUI,
		stUI,
	)
}

// seasonUsed states the season's rules, for the screen and the print.
func seasonUsed(l string, ss *SeasonState) string {
	points := i18n.T(l, "season.used.score")
	if ss.Places != "" {
		points = i18n.T(l, "season.used.places", ss.Places)
	}
	best := i18n.T(l, "season.used.all")
	if ss.Best == 1 {
		best = i18n.T(l, "season.used.best.one")
	} else if ss.Best > 0 {
		best = i18n.T(l, "season.used.best", ss.Best)
	}
	if len(ss.Events) == 1 {
		return i18n.T(l, "season.used.one", points, best)
	}
	return i18n.T(l, "season.used", len(ss.Events), points, best)
}
