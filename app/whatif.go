package app

import (
	"errors"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// WhatIfPanel is the what-if of the last paired round: its games, those
// without a result in the text and those the user marks as still being
// played; on request, the standings for every combination of their
// results (engine.WhatIf), each participant's best and worst rank and when
// he has his best.
type WhatIfPanel struct {
	app.Compo
	Lang  string
	Event *engine.Event
	State State
	Of    string // what Event and its standings were computed from (the page's outcome)

	marked map[engine.Pending]bool // games marked as still being played
	games  string                  // the games marked belongs to (gamesKey)
	res    *engine.WhatIfResult
	of     string // what res was computed from (computedFor)
	err    string
	busy   bool
}

// Render draws the games or matches combined (numbered: the conditions
// refer to them by number), the games with a result the user may mark as
// still being played, the button and the result.
func (w *WhatIfPanel) Render() app.UI {
	l := w.Lang
	games := engine.LastRoundGames(w.Event)
	if len(games) == 0 {
		return app.Div()
	}
	// The same text parsed again keeps the marks; another round or
	// another event drops them.
	if k := gamesKey(games); k != w.games {
		w.marked, w.games = nil, k
	}
	if w.res != nil && w.of != computedFor(w.Of, gamesKey(w.pending())) {
		w.res, w.err = nil, ""
	}
	team := w.Event.Teams != nil
	names := map[int]string{}
	if team {
		for _, t := range w.Event.Teams.Teams {
			names[t.StartNo] = t.Name
		}
	} else {
		for _, p := range w.Event.Players {
			names[p.StartNo] = p.Name
		}
	}
	work := w.Event
	if m := w.markedList(); len(m) > 0 {
		work = engine.Unfinished(w.Event, m)
	}
	units, n, planErr := engine.WhatIfUnits(work)
	var finished []engine.Pending
	for _, g := range games {
		if !w.open(g) {
			finished = append(finished, g)
		}
	}
	intro, markText := "whatif.intro", "whatif.mark.games"
	if team {
		intro, markText = "whatif.intro.matches", "whatif.mark.matches"
	}
	var ce *engine.CodedError
	refused := planErr != nil && !(errors.As(planErr, &ce) && ce.Code == "whatif-none")
	return app.Section().ID("whatif").Class("whatif no-print").Aria("label", i18n.T(l, "whatif.title")).Body(
		app.H2().Text(i18n.T(l, "whatif.title")),
		app.If(len(w.pending()) == 0 && !team, app.P().Text(i18n.T(l, "whatif.mark", engine.MaxPendingGames))),
		app.If(len(w.pending()) == 0 && team, app.P().Text(i18n.T(l, "whatif.mark.team"))),
		app.If(planErr == nil, app.P().Text(i18n.T(l, intro, len(units), n))),
		app.If(len(units) > 0, app.P().Class("whatif-pending-title").Text(i18n.T(l, "whatif.pending"))),
		app.If(len(units) > 0, app.Ol().ID("whatif-pending").Class("whatif-pending").Body(
			app.Range(units).Slice(func(i int) app.UI {
				u := units[i]
				return app.Li().DataSet("white", u.White).Body(
					app.Text(i18n.T(l, "whatif.game", u.White, u.WhiteName, u.Black, u.BlackName)),
					app.If(w.marked[u.Pending], app.Span().Class("whatif-marked").Text(" ("+i18n.T(l, "whatif.marked")+")")),
				)
			}),
		)),
		app.If(team && len(units) > 0, app.P().Class("whatif-note").Text(i18n.T(l, map[bool]string{false: "whatif.match.mp", true: "whatif.match.gp"}[team && w.Event.Teams.ByGamePoints]))),
		app.If(len(finished) > 0, app.Div().Class("whatif-mark").Role("group").Aria("labelledby", "whatif-mark-title").Body(
			app.P().ID("whatif-mark-title").Text(i18n.T(l, markText)),
			app.Ul().Class("whatif-games").Body(
				app.Range(finished).Slice(func(i int) app.UI {
					g := finished[i]
					id := "whatif-game-" + itoa(g.White)
					return app.Li().Body(
						app.Input().Type("checkbox").ID(id).Checked(w.marked[g]).
							OnChange(func(ctx app.Context, e app.Event) { w.mark(g, ctx.JSSrc().Get("checked").Bool()) }, g),
						app.Label().For(id).Text(i18n.T(l, "whatif.game", g.White, names[g.White], g.Black, names[g.Black])),
					)
				}),
			),
		)),
		app.Button().Type("button").ID("whatif-run").Disabled(w.busy || planErr != nil).
			Text(i18n.T(l, "whatif.run")).OnClick(w.run),
		when(refused, func() app.UI { return app.P().Class("error").ID("whatif-refused").Text(i18n.ErrorText(l, planErr)) }),
		app.If(w.busy, app.P().Role("status").Text(i18n.T(l, "whatif.busy"))),
		app.If(w.err != "", app.P().Class("error").Role("alert").Text(w.err)),
		when(w.res != nil, func() app.UI { return w.table(l, w.res) }),
	)
}

// markedList returns the games marked as still being played.
func (w *WhatIfPanel) markedList() []engine.Pending {
	var out []engine.Pending
	for _, g := range engine.LastRoundGames(w.Event) {
		if w.marked[g] && !w.open(g) {
			out = append(out, g)
		}
	}
	return out
}

// open reports whether a game has no result in the text.
func (w *WhatIfPanel) open(g engine.Pending) bool {
	for _, p := range engine.PendingGames(w.Event) {
		if p == g {
			return true
		}
	}
	return false
}

// pending returns the games whose results are combined: those without a
// result and those marked.
func (w *WhatIfPanel) pending() []engine.Pending {
	var out []engine.Pending
	for _, g := range engine.LastRoundGames(w.Event) {
		if w.open(g) || w.marked[g] {
			out = append(out, g)
		}
	}
	return out
}

// mark marks a game as still being played, or not.
func (w *WhatIfPanel) mark(g engine.Pending, on bool) {
	if w.marked == nil {
		w.marked = map[engine.Pending]bool{}
	}
	w.marked[g], w.res = on, nil
}

// gamesKey names a list of games, to tell whether the marks still apply.
func gamesKey(games []engine.Pending) string {
	var b strings.Builder
	for _, g := range games {
		b.WriteString(itoa(g.Round) + ":" + itoa(g.White) + "-" + itoa(g.Black) + " ")
	}
	return b.String()
}

// run computes every combination after the page has shown that it is busy.
func (w *WhatIfPanel) run(ctx app.Context, e app.Event) {
	w.busy, w.err = true, ""
	ev, s, of := w.Event, w.State, computedFor(w.Of, gamesKey(w.pending()))
	marked := w.markedList()
	ctx.After(20*time.Millisecond, func(ctx app.Context) {
		defer func() { w.busy = false }()
		opt, err := Options(s)
		if err == nil {
			w.res, err = engine.WhatIf(engine.Unfinished(ev, marked), opt)
			w.of = of
		}
		if err != nil {
			w.err = i18n.ErrorText(w.Lang, err)
		}
	})
}

// table is the result: the caption and the cue above a box that scrolls
// sideways on a phone, the table of best and worst ranks and, for each
// participant, the conditions of his best rank as a small table.
func (w *WhatIfPanel) table(l string, res *engine.WhatIfResult) app.UI {
	var ts *engine.Teams
	if w.Event != nil {
		ts = w.Event.Teams
	}
	return app.Div().Class("whatif-result").Body(
		app.P().ID("whatif-caption").Class("whatif-caption").Text(i18n.T(l, "whatif.caption", res.Scenarios)),
		app.P().ID("whatif-cue").Class("whatif-cue").Aria("hidden", "true").Text(i18n.T(l, "whatif.cue")),
		scrollBox("table-scroll whatif-scroll", i18n.T(l, "whatif.caption", res.Scenarios), app.Table().ID("whatif-table").Class("whatif-table").Aria("labelledby", "whatif-caption").Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text(i18n.T(l, "whatif.start")),
				app.Th().Scope("col").Class("name").Text(i18n.T(l, "whatif.name")),
				app.Th().Scope("col").Text(i18n.T(l, "whatif.best")),
				app.Th().Scope("col").Text(i18n.T(l, "whatif.worst")),
				app.Th().Scope("col").Text(i18n.T(l, "whatif.when")),
			)),
			app.TBody().Body(app.Range(res.Players).Slice(func(i int) app.UI {
				p := res.Players[i]
				return app.Tr().DataSet("start", p.Start).Body(
					app.Td().Class("num").Text(p.Start),
					app.Th().Scope("row").Class("name").Text(p.Name),
					app.Td().Class("num best").Text(p.Best),
					app.Td().Class("num worst").Text(p.Worst),
					app.Td().Class("needs").Body(NeedsTable(l, p.Name, p.Needs, res.Units, ts)),
				)
			})),
		)),
	)
}

// NeedsTable draws the conditions of a best rank in lang: "always", or a
// small table with a column per game or match that matters (headed by
// its number in the list, its players or teams as the title), a row per
// alternative, in each cell the results the alternative allows ("any"
// when it leaves the game free).
func NeedsTable(l, name string, needs [][][]engine.Outcome, units []engine.WhatIfUnit, ts *engine.Teams) app.UI {
	cols := engine.NeedsColumns(needs, units)
	if len(cols) == 0 {
		return app.Text(i18n.T(l, "whatif.always"))
	}
	return app.Table().Class("whatif-needs").Aria("label", i18n.T(l, "whatif.needs", name)).Body(
		app.THead().Body(app.Tr().Body(
			app.Range(cols).Slice(func(i int) app.UI {
				u := units[cols[i]]
				return app.Th().Scope("col").Title(i18n.T(l, "whatif.unit", cols[i]+1, u.WhiteName+" – "+u.BlackName)).Text("#" + itoa(cols[i]+1))
			}),
		)),
		app.TBody().Body(app.Range(needs).Slice(func(r int) app.UI {
			return app.Tr().Body(app.Range(cols).Slice(func(i int) app.UI {
				t := units[cols[i]].Cell(needs[r][cols[i]], ts)
				if t == "" {
					return app.Td().Class("any").Text(i18n.T(l, "whatif.any"))
				}
				return app.Td().Text(t)
			}))
		})),
	)
}
