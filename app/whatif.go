package app

import (
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

// Render draws the games, the button and the result.
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
	names := map[int]string{}
	for _, p := range w.Event.Players {
		names[p.StartNo] = p.Name
	}
	pending := w.pending()
	return app.Section().ID("whatif").Class("whatif no-print").Aria("label", i18n.T(l, "whatif.title")).Body(
		app.H2().Text(i18n.T(l, "whatif.title")),
		app.If(len(pending) == 0, app.P().Text(i18n.T(l, "whatif.mark", engine.MaxPendingGames))),
		app.If(len(pending) > 0, app.P().Text(i18n.T(l, "whatif.intro", len(pending), pow3(len(pending))))),
		app.Ul().Class("whatif-games").Body(
			app.Range(games).Slice(func(i int) app.UI {
				g := games[i]
				open := w.open(g)
				id := "whatif-game-" + itoa(g.White)
				return app.Li().Body(
					app.Input().Type("checkbox").ID(id).Checked(open || w.marked[g]).Disabled(open).
						OnChange(func(ctx app.Context, e app.Event) { w.mark(g, ctx.JSSrc().Get("checked").Bool()) }, g),
					app.Label().For(id).Text(i18n.T(l, "whatif.game", g.White, names[g.White], g.Black, names[g.Black])),
				)
			}),
		),
		app.Button().Type("button").ID("whatif-run").Disabled(w.busy || len(pending) == 0 || len(pending) > engine.MaxPendingGames).
			Text(i18n.T(l, "whatif.run")).OnClick(w.run),
		app.If(len(pending) > engine.MaxPendingGames, app.P().Class("error").Text(i18n.T(l, "err.whatif-too-many", itoa(len(pending)), itoa(engine.MaxPendingGames), itoa(pow3(engine.MaxPendingGames))))),
		app.If(w.busy, app.P().Role("status").Text(i18n.T(l, "whatif.busy"))),
		app.If(w.err != "", app.P().Class("error").Role("alert").Text(w.err)),
		when(w.res != nil, func() app.UI { return w.table(l, w.res) }),
	)
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
	var marked []engine.Pending
	for g, on := range w.marked {
		if on {
			marked = append(marked, g)
		}
	}
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

func (w *WhatIfPanel) table(l string, res *engine.WhatIfResult) app.UI {
	return app.Table().ID("whatif-table").Class("whatif-table").Body(
		app.Caption().Text(i18n.T(l, "whatif.caption", res.Scenarios)),
		app.THead().Body(app.Tr().Body(
			app.Th().Scope("col").Text(i18n.T(l, "whatif.start")),
			app.Th().Scope("col").Text(i18n.T(l, "whatif.name")),
			app.Th().Scope("col").Text(i18n.T(l, "whatif.best")),
			app.Th().Scope("col").Text(i18n.T(l, "whatif.worst")),
			app.Th().Scope("col").Text(i18n.T(l, "whatif.when")),
		)),
		app.TBody().Body(app.Range(res.Players).Slice(func(i int) app.UI {
			p := res.Players[i]
			return app.Tr().DataSet("start", p.Start).Body(
				app.Td().Class("num").Text(p.Start),
				app.Th().Scope("row").Text(p.Name),
				app.Td().Class("num best").Text(p.Best),
				app.Td().Class("num worst").Text(p.Worst),
				app.Td().Class("needs").Text(NeedsText(l, p.Needs)),
			)
		})),
	)
}

// NeedsText words the conditions of a best rank in lang: "always", or the
// conditions joined by "or", each the games that matter and their results.
func NeedsText(l string, needs [][][]engine.Outcome) string {
	var conds []string
	for _, c := range needs {
		var parts []string
		for g, outs := range c {
			if len(outs) == 3 {
				continue
			}
			var rs []string
			for _, o := range outs {
				rs = append(rs, o.String())
			}
			parts = append(parts, i18n.T(l, "whatif.result", g+1, strings.Join(rs, " "+i18n.T(l, "whatif.or")+" ")))
		}
		if len(parts) == 0 {
			return i18n.T(l, "whatif.always")
		}
		conds = append(conds, strings.Join(parts, " "+i18n.T(l, "whatif.and")+" "))
	}
	return strings.Join(conds, "; "+i18n.T(l, "whatif.or")+" ")
}

func pow3(k int) int {
	n := 1
	for ; k > 0; k-- {
		n *= 3
	}
	return n
}
