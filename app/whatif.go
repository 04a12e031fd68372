package app

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/spareggi/spareggi/engine"
)

// WhatIfPanel is shown while games of the last paired round have no
// result: it lists them and, on request, computes the standings for every
// combination of their results (engine.WhatIf) and shows each
// participant's best and worst rank and when he has his best.
type WhatIfPanel struct {
	app.Compo
	Lang  string
	Event *engine.Event
	State State

	res  *engine.WhatIfResult
	of   *engine.Event // the event res belongs to
	err  string
	busy bool
}

// Render draws the pending games, the button and the result.
func (w *WhatIfPanel) Render() app.UI {
	l := w.Lang
	games := engine.PendingGames(w.Event)
	if len(games) == 0 {
		return app.Div()
	}
	names := map[int]string{}
	for _, p := range w.Event.Players {
		names[p.StartNo] = p.Name
	}
	res := w.res
	if w.of != w.Event {
		res = nil
	}
	return app.Section().ID("whatif").Class("whatif no-print").Aria("label", T(l, "whatif.title")).Body(
		app.H2().Text(T(l, "whatif.title")),
		app.P().Text(T(l, "whatif.intro", len(games), pow3(len(games)))),
		app.Ol().Class("whatif-games").Body(
			app.Range(games).Slice(func(i int) app.UI {
				g := games[i]
				return app.Li().Text(T(l, "whatif.game", g.White, names[g.White], g.Black, names[g.Black]))
			}),
		),
		app.Button().Type("button").ID("whatif-run").Disabled(w.busy).Text(T(l, "whatif.run")).OnClick(w.run),
		app.If(w.busy, app.P().Role("status").Text(T(l, "whatif.busy"))),
		app.If(w.err != "", app.P().Class("error").Role("alert").Text(w.err)),
		when(res != nil, func() app.UI { return w.table(l, res) }),
	)
}

// run computes every combination after the page has shown that it is busy.
func (w *WhatIfPanel) run(ctx app.Context, e app.Event) {
	w.busy, w.err = true, ""
	ev, s := w.Event, w.State
	ctx.After(20*time.Millisecond, func(ctx app.Context) {
		defer func() { w.busy = false }()
		opt, err := Options(s)
		if err == nil {
			w.res, err = engine.WhatIf(ev, opt)
			w.of = ev
		}
		if err != nil {
			w.err = ErrorText(w.Lang, err)
		}
	})
}

func (w *WhatIfPanel) table(l string, res *engine.WhatIfResult) app.UI {
	return app.Table().ID("whatif-table").Class("whatif-table").Body(
		app.Caption().Text(T(l, "whatif.caption", res.Scenarios)),
		app.THead().Body(app.Tr().Body(
			app.Th().Scope("col").Text(T(l, "whatif.start")),
			app.Th().Scope("col").Text(T(l, "whatif.name")),
			app.Th().Scope("col").Text(T(l, "whatif.best")),
			app.Th().Scope("col").Text(T(l, "whatif.worst")),
			app.Th().Scope("col").Text(T(l, "whatif.when")),
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
			parts = append(parts, T(l, "whatif.result", g+1, strings.Join(rs, " "+T(l, "whatif.or")+" ")))
		}
		if len(parts) == 0 {
			return T(l, "whatif.always")
		}
		conds = append(conds, strings.Join(parts, " "+T(l, "whatif.and")+" "))
	}
	return strings.Join(conds, "; "+T(l, "whatif.or")+" ")
}

func pow3(k int) int {
	n := 1
	for ; k > 0; k-- {
		n *= 3
	}
	return n
}
