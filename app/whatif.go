package app

import (
	"errors"
	stdhtml "html"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/whatif"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
	"github.com/spareggi/spareggi/internal/request"
)

// WhatIfPanel is the what-if of the last paired round: its games, those
// without a result in the text and those the user marks as still being
// played (State.WhatIfMarks); on request, the standings for every
// combination of their results (engine.WhatIf), each participant's best
// and worst rank and when he has his best. The games are the View's
// (deriveWhatIf), and so is the run and its result (View.WhatIfRun,
// Page.runWhatIf), kept while the page's outcome and the marks stay.
type WhatIfPanel struct {
	app.Compo
	Lang  string
	Event *engine.Event
	View  whatIfView
	Run   panelRun // the what-if run (View.WhatIfRun)
	// Round is the round the user chose for the standings (State.Round,
	// 0: the last complete one): the what-if is of the last paired round
	// whatever it is, and says so when it is an earlier one (decision 85).
	Round int

	// The callbacks are unexported (handlers.go): go-app draws a
	// component again only when an exported field changed.
	// onChange changes the page's State (Page.update), onRun runs the
	// what-if of the page's State (Page.runWhatIf).
	onChange func(ctx app.Context, f func(s *State))
	onRun    func(ctx app.Context)

	// showAll shows every game of the last round to mark, not the first
	// ListLimit only: the panel's own widget state.
	showAll bool
}

// whatIfView is the what-if's games derived from the State: the games of
// the last round, those marked, the games whose results are combined and
// their units, or why they cannot be.
type whatIfView struct {
	games    []engine.Pending
	marked   map[engine.Pending]bool // games with a result marked as still being played
	open     map[engine.Pending]bool // games without a result in the text
	finished []engine.Pending        // the games with a result, to mark
	units    []whatif.Unit
	n        int
	planErr  error
}

// deriveWhatIf finds the games of ev's last round and the units of its
// what-if with the games of marks (State.WhatIfMarks) unfinished, through
// the page's one cache and its panic boundary (request.Cache.WhatIfGames).
func deriveWhatIf(ev *engine.Event, marks string) whatIfView {
	reader.Lock()
	g, err := reader.c.WhatIfGames(ev, marks)
	reader.Unlock()
	if err != nil {
		return whatIfView{planErr: err}
	}
	return whatIfView{games: g.Last, marked: g.Marked, open: g.Open, finished: g.Finished, units: g.Units, n: g.N, planErr: g.Plan}
}

// pending returns the games whose results are combined: those without a
// result and those marked.
func (v whatIfView) pending() []engine.Pending {
	var out []engine.Pending
	for _, g := range v.games {
		if v.open[g] || v.marked[g] {
			out = append(out, g)
		}
	}
	return out
}

// markedGames returns the games with a result marked as still being
// played, in the order of the games: the request's Marks.
func (v whatIfView) markedGames() []engine.Pending {
	var out []engine.Pending
	for _, g := range v.games {
		if v.marked[g] {
			out = append(out, g)
		}
	}
	return out
}

// withMark is the marks of v with g marked (on) or not, in the order of
// the games: the State's WhatIfMarks.
func (v whatIfView) withMark(g engine.Pending, on bool) string {
	var t []string
	for _, x := range v.games {
		if x == g && on || x != g && v.marked[x] {
			t = append(t, request.GameToken(x))
		}
	}
	return strings.Join(t, " ")
}

// Render draws the games or matches combined (numbered: the conditions
// refer to them by number), the games with a result the user may mark as
// still being played, the button and the result.
func (w *WhatIfPanel) Render() app.UI {
	l := w.Lang
	v := w.View
	if len(v.games) == 0 {
		return app.Elem("div")
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
	units, planErr := v.units, v.planErr
	intro, markText, mark := "whatif.intro", "whatif.mark.games", i18n.T(l, "whatif.mark", whatif.MaxPendingGames)
	if team {
		intro, markText, mark = "whatif.intro.matches", "whatif.mark.matches", i18n.T(l, "whatif.mark.team")
	}
	var ce *engine.CodedError
	refused := planErr != nil && !(errors.As(planErr, &ce) && ce.ID == msg.ErrWhatifNone)
	pending, run := len(v.pending()), w.Run
	// The games combined have no control: their list is written as HTML.
	var pendingList app.UI
	if len(units) > 0 {
		ol := `<ol id="whatif-pending" class="whatif-pending">`
		for i, u := range units {
			// One number for the game, the one the conditions cite
			// ("game 1 1-0"); the start numbers follow the names
			// (issue 33: "1. 1 Alyx – 4 David" was numbered twice).
			ol += `<li data-white="` + itoa(u.White) + `">` +
				escT(l, pick(team, "whatif.pending.match", "whatif.pending.game"), i+1, u.WhiteName, u.White, u.BlackName, u.Black)
			if v.marked[u.Pending] {
				ol += `<span class="whatif-marked">` + esc(" ("+i18n.T(l, "whatif.marked")+")") + "</span>"
			}
			ol += "</li>"
		}
		pendingList = app.Raw(ol + "</ol>")
	}
	return withBody(el("section", "id", "whatif", "class", "whatif no-print", "aria-label", i18n.T(l, "whatif.title")),
		textT(app.Elem("h2"), l, "whatif.title"),
		only(pending == 0, pText(mark)),
		only(planErr == nil, pText(whatIfIntro(l, intro, len(units), v.n))),
		shown(w.Round > 0 && w.Round < v.games[0].Round, withText(pID("whatif-round", "whatif-round"), i18n.T(l, "whatif.round", w.Round, v.games[0].Round))),
		only(len(units) > 0, pClass("whatif-pending-title", i18n.T(l, "whatif.pending"))),
		pendingList,
		only(team && len(units) > 0, pClass("whatif-note", i18n.T(l, pick(team && w.Event.Teams.ByGamePoints, "whatif.match.gp", "whatif.match.mp")))),
		only(len(v.finished) > 0, withBody(el("div", "class", "whatif-mark", "role", "group", "aria-labelledby", "whatif-mark-title"),
			textT(el("p", "id", "whatif-mark-title"), l, markText),
			withBody(el("ul", "class", "whatif-games"),
				each(len(w.shownGames()), func(i int) app.UI {
					g := v.finished[i]
					id := "whatif-game-" + itoa(g.White)
					return withBody(app.Elem("li"),
						typedInput("checkbox", id).Attr("checked", v.marked[g]).
							OnChange(func(ctx app.Context, e app.Event) { w.mark(ctx, g, ctx.JSSrc().Get("checked").Bool()) }, g),
						label(id, i18n.T(l, "whatif.game", g.White, names[g.White], g.Black, names[g.Black])),
					)
				}),
			),
			only(len(w.shownGames()) < len(v.finished), clickT(button("whatif-showall", "class", "show-all"),
				func(ctx app.Context, e app.Event) { w.showAll = true }, l, "whatif.showall", len(v.finished))),
		)),
		clickT(button("whatif-run").Attr("disabled", run.busy || planErr != nil), w.run, l, "whatif.run"),
		when(refused, func() app.UI {
			return withText(pID("whatif-refused", "error"), i18n.ErrorText(l, planErr))
		}),
		shown(run.busy, progressBlock(l, "whatif", run.done, run.total, run.stop)),
		only(run.err != nil, alert("error", errorText(l, run.err))),
		when(run.res.WhatIf != nil, func() app.UI { return w.table(l, run.res.WhatIf) }),
	)
}

// mark marks a game as still being played, or not, in the page's State.
func (w *WhatIfPanel) mark(ctx app.Context, g engine.Pending, on bool) {
	marks := w.View.withMark(g, on)
	if w.onChange != nil {
		w.onChange(ctx, func(s *State) { s.WhatIfMarks = marks })
	}
}

// ListLimit is how many entries the what-if's games to mark and the
// lots' tied groups show before "show all": a page of 2,000 players has a
// thousand games in its last round, and drawing them all is most of the
// time the page takes to show a pasted text.
const ListLimit = 20

// shownGames is the games of the last round drawn to be marked: the first
// ListLimit, or all of them once asked, and always every game marked.
func (w *WhatIfPanel) shownGames() []engine.Pending {
	f := w.View.finished
	if w.showAll || len(f) <= ListLimit {
		return f
	}
	last := ListLimit
	for i := ListLimit; i < len(f); i++ {
		if w.View.marked[f[i]] {
			last = i + 1
		}
	}
	return f[:last]
}

// run asks the page to compute every combination (Page.runWhatIf).
func (w *WhatIfPanel) run(ctx app.Context, e app.Event) {
	if w.onRun != nil {
		w.onRun(ctx)
	}
}

// runWhatIf computes every combination of the what-if of the page's
// State in the background (runPanel): every stepEvery the panel shows how
// many combinations are done, and a click on Cancel stops the
// computation at the next combination. The run and its result are the
// View's (View.WhatIfRun).
func (p *Page) runWhatIf(ctx app.Context) {
	p.runPanel(ctx, &p.vm.v.WhatIfRun, request.WhatIf, p.view.WhatIf.markedGames(),
		func() string { return p.vm.whatIf.key }, "whatif.cancelled")
}

// stop cancels the run going on.
func (r panelRun) stop(ctx app.Context, e app.Event) { r.job.cancel() }

// table is the result: the caption and the cue above a box that scrolls
// sideways on a phone, the table of best and worst ranks and, for each
// participant, the conditions of his best rank as a small table.
func (w *WhatIfPanel) table(l string, res *whatif.Result) app.UI {
	return divClass("whatif-result",
		textT(pID("whatif-caption", "whatif-caption"), l, "whatif.caption", res.Scenarios),
		textT(el("p", "id", "whatif-cue", "class", "whatif-cue", "aria-hidden", "true"), l, "whatif.cue"),
		scrollBox("table-scroll whatif-scroll", i18n.T(l, "whatif.caption", res.Scenarios),
			&whatIfTable{Of: whatIfRowsOf{Res: res, Lang: l, Event: w.Event}}),
	)
}

// whatIfTable is the table of the result, a component of its own that
// draws its rows a chunk at a time (drawing, jobs.go): only it is drawn
// again as a chunk is added, not the panel.
type whatIfTable struct {
	app.Compo
	Of whatIfRowsOf

	rows drawing
	all  []int // the indices of the result's rows
}

// Render draws the table's head and its rows drawn so far.
func (t *whatIfTable) Render() app.UI {
	l, res := t.Of.Lang, t.Of.Res
	if len(t.all) != len(res.Players) {
		t.all = upTo(len(res.Players))
	}
	chunks := t.rows.htmlChunks(res, t.Of, t.all, whatIfRowsHTML)
	return withBody(el("table", "id", "whatif-table", "class", "whatif-table", "aria-labelledby", "whatif-caption", "aria-busy", boolAttr(t.rows.busy())),
		htmlPart("thead", "", `<tr><th scope="col">`+escT(l, "whatif.start")+`</th><th scope="col" class="name">`+escT(l, "whatif.name")+
			`</th><th scope="col">`+escT(l, "whatif.best")+`</th><th scope="col">`+escT(l, "whatif.worst")+
			`</th><th scope="col">`+escT(l, "whatif.when")+"</th></tr>"),
		only(true, chunks...),
	)
}

// OnMount and OnUpdate go on drawing the rows not drawn yet.
func (t *whatIfTable) OnMount(ctx app.Context)  { t.rows.more(ctx) }
func (t *whatIfTable) OnUpdate(ctx app.Context) { t.rows.more(ctx) }

// whatIfRowsOf is what a row of the what-if's result depends on (the
// chunks' Of, which go-app compares).
type whatIfRowsOf struct {
	Res   *whatif.Result
	Lang  string
	Event *engine.Event
}

// whatIfRowsHTML writes rows of a result's table (indices of its
// Players) as HTML, every text escaped; of is a whatIfRowsOf.
func whatIfRowsHTML(of any, rows []int) string {
	o := of.(whatIfRowsOf)
	l, res := o.Lang, o.Res
	var ts *engine.Teams
	if o.Event != nil {
		ts = o.Event.Teams
	}
	var b strings.Builder
	b.Grow(1024 * len(rows))
	for _, i := range rows {
		p := res.Players[i]
		b.WriteString(`<tr data-start="` + itoa(p.Start) + `"><td class="num">` + itoa(p.Start) + `</td><th scope="row" class="name">` + stdhtml.EscapeString(p.Name) +
			`</th><td class="num best">` + itoa(p.Best) + `</td><td class="num worst">` + itoa(p.Worst) + `</td><td class="needs">`)
		needsHTML(&b, l, p.Name, p.Needs, res.Units, ts)
		b.WriteString("</td></tr>")
	}
	return b.String()
}

// upTo is the indices below n.
func upTo(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// needsHTML writes the conditions of a best rank in lang: "always", or a
// small table with a column per game or match that matters (headed by
// its number in the list, its players or teams as the title), a row per
// alternative, in each cell the results the alternative allows ("any"
// when it leaves the game free). Every text is escaped.
func needsHTML(b *strings.Builder, l, name string, needs [][][]engine.Outcome, units []whatif.Unit, ts *engine.Teams) {
	esc := stdhtml.EscapeString
	cols := whatif.NeedsColumns(needs, units)
	if len(cols) == 0 {
		b.WriteString(escT(l, "whatif.always"))
		return
	}
	b.WriteString(`<table class="whatif-needs" aria-label="` + escT(l, "whatif.needs", name) + `"><thead><tr>`)
	for _, c := range cols {
		u := units[c]
		b.WriteString(`<th scope="col" title="` + escT(l, "whatif.unit", c+1, u.WhiteName+" – "+u.BlackName) + `">#` + itoa(c+1) + `</th>`)
	}
	b.WriteString("</tr></thead><tbody>")
	for r := range needs {
		b.WriteString("<tr>")
		for _, c := range cols {
			if t := units[c].Cell(needs[r][c], ts); t != "" {
				b.WriteString("<td>" + esc(t) + "</td>")
			} else {
				b.WriteString(`<td class="any">` + escT(l, "whatif.any") + "</td>")
			}
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</tbody></table>")
}

// whatIfIntro words the what-if's introduction, key "whatif.intro" or
// "whatif.intro.matches", for n games or matches and their combinations:
// one game or match in the singular ("1 game of the last round has no
// result yet").
func whatIfIntro(l, key string, n, combinations int) string {
	switch {
	case n != 1:
		return i18n.T(l, key, n, combinations)
	case key == "whatif.intro.matches":
		return i18n.T(l, "whatif.intro.matches.one", combinations)
	}
	return i18n.T(l, "whatif.intro.one", combinations)
}
