package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
)

// ExplainPanel shows how one value was derived: per round the opponent,
// the raw and the counted score, caps with their rule, the points, the
// contribution, cuts with their reason and the article; the steps of a
// group operation such as DE; the engine's notes.
type ExplainPanel struct {
	app.Compo
	Lang  string
	Key   string
	Group bool // the descriptor's a group operation (DE), computed only for the tied groups that reach it
	// Rating: the descriptor is a rating tie-break, whose contributions
	// the exercise reads as ratings (Reading).
	Rating bool
	Col    int
	Row    *engine.Row
	Event  *engine.Event
	Err    string
	// Exercise mode (explain_exercise.go): the student types each round's
	// contribution (Typed, keys of roundKey); the derivation is revealed
	// on request.
	Exercise bool
	Typed    map[string]string

	// The callbacks are unexported (handlers.go): go-app draws a
	// component again only when an exported field changed.
	onClose func(ctx app.Context)
	onTyped func(ctx app.Context, key, text string)

	revealed bool
}

// Render draws the panel as a modal dialog; Escape closes it.
func (x *ExplainPanel) Render() app.UI {
	l := x.Lang
	var body []app.UI
	title := i18n.T(l, "explain.title")
	if x.Row != nil && x.Row.Player != nil && x.Col < len(x.Row.Values) {
		p := x.Row.Player
		res := x.Row.Values[x.Col]
		title = i18n.T(l, "explain.heading", x.Key, p.Name, p.StartNo, dash(formatResult(l, res)))
		body = x.body(res)
		if x.practicing(res) {
			title = i18n.T(l, "exercise.heading", x.Key, p.Name, p.StartNo)
			body = x.practice(res)
		}
	}
	return classDiv("overlay").OnClick(x.close).Body(
		idDiv("explain").Class("dialog").Role("dialog").Aria("modal", "true").
			Aria("labelledby", "explain-title").TabIndex(-1).
			OnClick(func(ctx app.Context, e app.Event) { e.Call("stopPropagation") }).
			OnKeyDown(func(ctx app.Context, e app.Event) {
				switch e.Get("key").String() {
				case "Escape":
					x.close(ctx, e)
				case "Tab":
					if x.Exercise {
						return // the fields of the rounds take the focus in turn
					}
					// The close button is the dialog's only control: keep
					// the focus inside the modal dialog.
					e.PreventDefault()
					if el := byID("explain-close"); !el.IsNull() && !el.IsUndefined() {
						el.Call("focus")
					}
				}
			}).Body(
			divClass("dialog-head",
				app.Elem("h2").ID("explain-title").Text(title),
				button("explain-close").Class("icon").
					Aria("label", i18n.T(l, "explain.close")).Title(i18n.T(l, "explain.close")).Text("✕").
					OnClick(x.close),
			),
			app.If(x.Err != "", pClass("error", x.Err)),
			divClass("dialog-body", body...),
		),
	)
}

// OnMount focuses the dialog so that Escape and Tab work at once.
func (x *ExplainPanel) OnMount(ctx app.Context) {
	ctx.Defer(func(ctx app.Context) {
		if el := byID("explain"); !el.IsNull() && !el.IsUndefined() {
			el.Call("focus")
		}
	})
}

func (x *ExplainPanel) close(ctx app.Context, e app.Event) {
	if x.onClose != nil {
		x.onClose(ctx)
	}
}

func (x *ExplainPanel) body(res engine.Result) []app.UI {
	l := x.Lang
	ex := res.Explanation()
	if ex == nil {
		if !res.Defined && x.Group {
			return []app.UI{pClass("hint", i18n.T(l, "explain.notreached"))}
		}
		return []app.UI{pClass("hint", i18n.T(l, "explain.none"))}
	}
	var out []app.UI
	meta := []string{}
	if ex.Article != "" {
		meta = append(meta, i18n.T(l, "explain.article", ex.Article))
	}
	meta = append(meta, i18n.T(l, "explain.edition", i18n.T(l, "edition."+ex.Edition.String())))
	out = append(out, pClass("meta", strings.Join(meta, " · ")))
	out = append(out, x.detail(ex)...)
	arith := report.Arithmetic(l, ex, res)
	if len(ex.Steps()) > 0 && x.Row != nil && x.Row.Player != nil {
		arith = append(arith, report.GroupArithmetic(l, ex, res, x.Row.Player.StartNo)...)
	}
	for _, s := range arith {
		out = append(out, pClass("sum arith", s))
	}
	if len(ex.Notes) > 0 {
		out = append(out, app.Elem("ul").Class("notes").Body(each(len(ex.Notes), func(i int) app.UI {
			return app.Elem("li").Text(noteText(l, ex.Notes[i]))
		})))
	}
	return out
}

// detail draws the part of an explanation proper to its kind: the limit
// of KS, the table of elements, the steps of a group operation, the rows
// of the rating-difference table a performance reads.
func (x *ExplainPanel) detail(ex *engine.Explanation) []app.UI {
	var out []app.UI
	if d, ok := ex.Detail.(*engine.KoyaDetail); ok && d.Limit.Sign() != 0 {
		out = append(out, pClass("sum limit", i18n.T(x.Lang, "explain.limit", formatNumber(x.Lang, d.Limit, 0))))
	}
	if len(ex.Elements()) > 0 {
		out = append(out, x.elements(ex))
	}
	switch d := ex.Detail.(type) {
	case *engine.GroupDetail:
		for i, s := range d.Steps {
			out = append(out, x.step(i, s))
		}
	case *engine.PerformanceDetail:
		if d.Count > 0 {
			out = append(out, dpTable(x.Lang, d.Percent))
		}
	}
	return out
}

// exColumn is one column of the table of elements: its header and its
// cell.
type exColumn struct {
	head string
	num  bool
	cell func(e engine.Element) string
}

// columns returns the columns the definition of the explained value uses:
// the colour for BPG and BWG; the opponent's score (and the adjusted one
// when it differs), rating, performance or running total, as the
// elements' scores stand for; the rating difference and expected score
// for PTP; the cuts and the articles only when there are any.
func (x *ExplainPanel) columns(ex *engine.Explanation) []exColumn {
	l := x.Lang
	cols := []exColumn{
		{head: "ex.round", num: true, cell: func(e engine.Element) string { return itoa(e.Round) }},
		{head: "ex.kind", cell: func(e engine.Element) string {
			k := i18n.KindText(l, e.Kind)
			if e.VUR {
				k += " · " + i18n.T(l, "ex.vur")
			}
			return k
		}},
	}
	if d, ok := ex.Detail.(*engine.SumDetail); ok && d.Colours {
		cols = append(cols, exColumn{head: "ex.colour", cell: func(e engine.Element) string { return i18n.ColourText(l, e.Colour) }})
	}
	cols = append(cols, exColumn{head: "ex.opponent", cell: x.opponent})
	adjusted, cut, articles := false, false, false
	for _, e := range ex.Elements() {
		adjusted = adjusted || e.Source == engine.SourceGame && e.Opponent > 0 && e.Raw.Cmp(e.Score) != 0 && e.Raw.Sign() != 0 || e.Source != engine.SourceGame
		cut = cut || e.Cut != engine.NotCut || !e.Counted
		articles = articles || e.Article != ex.Article
	}
	n := func(v engine.Value) string { return formatNumber(l, v, 0) }
	score := func(e engine.Element) string {
		if e.Capped {
			return i18n.T(l, "ex.capped", e.CapRule, n(e.Raw), n(e.Cap), n(e.Score))
		}
		return n(e.Score)
	}
	switch ex.Scores() {
	case engine.ScoresOpponent:
		if adjusted {
			cols = append(cols, exColumn{head: "ex.raw", num: true, cell: func(e engine.Element) string { return n(e.Raw) }},
				exColumn{head: "ex.score", num: true, cell: score})
		} else {
			cols = append(cols, exColumn{head: "ex.oppscore", num: true, cell: score})
		}
	case engine.ScoresRating:
		cols = append(cols, exColumn{head: "ex.rating", num: true, cell: score})
	case engine.ScoresPerformance:
		cols = append(cols, exColumn{head: "ex.performance", num: true, cell: score})
	case engine.ScoresBuchholz:
		cols = append(cols, exColumn{head: "ex.buchholz", num: true, cell: score})
	}
	cols = append(cols, exColumn{head: "ex.points", num: true, cell: func(e engine.Element) string { return n(e.Points) }})
	if ex.Scores() == engine.ScoresRunning {
		cols = append(cols, exColumn{head: "ex.running", num: true, cell: score})
	}
	if d, ok := ex.Detail.(*engine.PerfectDetail); ok && d.Reached.Sign() > 0 {
		cols = append(cols,
			exColumn{head: "ex.diff", num: true, cell: func(e engine.Element) string { return report.Signed(e.Diff) }},
			exColumn{head: "ex.expected", num: true, cell: func(e engine.Element) string { return n(e.Expected) }})
	} else {
		cols = append(cols, exColumn{head: "ex.contribution", num: true, cell: func(e engine.Element) string { return n(e.Contribution) }})
	}
	if cut {
		cols = append(cols, exColumn{head: "ex.cut", cell: func(e engine.Element) string {
			switch {
			case e.Cut != engine.NotCut:
				return i18n.CutText(l, e.Cut)
			case !e.Counted:
				return i18n.T(l, "ex.notcounted")
			}
			return ""
		}})
	}
	if articles {
		cols = append(cols, exColumn{head: "ex.article", cell: func(e engine.Element) string { return e.Article }})
	}
	return cols
}

func (x *ExplainPanel) elements(ex *engine.Explanation) app.UI {
	l := x.Lang
	cols := x.columns(ex)
	els := ex.Elements()
	return scrollBox("table-scroll", i18n.T(l, "ex.table"), classTable("elements",
		app.Elem("thead").Body(tr(each(len(cols), func(i int) app.UI {
			return textT(app.Elem("th").Attr("scope", "col").DataSet("col", cols[i].head), l, cols[i].head)
		}))),
		tbody(each(len(els), func(i int) app.UI {
			e := els[i]
			tr := app.Elem("tr")
			if e.Cut != engine.NotCut {
				tr = tr.Class("cut")
			}
			if !e.Counted {
				tr = tr.Class("not-counted")
			}
			return tr.Body(each(len(cols), func(j int) app.UI {
				td := app.Elem("td").DataSet("col", cols[j].head)
				if cols[j].num {
					td = td.Class("num")
				}
				return td.Text(cols[j].cell(e))
			}))
		})),
	))
}

// dpTable shows the rows of the rating-difference table (FIDE B.02, C.07
// 10.2) around the percentage p, the row used marked.
func dpTable(l string, p int) app.UI {
	var rows []int
	for q := max(0, p-2); q <= min(100, p+2); q++ {
		rows = append(rows, q)
	}
	return scrollBox("table-scroll", i18n.T(l, "dp.title"), classTable("elements dp-table",
		textT(app.Elem("caption"), l, "dp.title"),
		headRow(l, "dp.p", "dp.dp"),
		tbody(each(len(rows), func(i int) app.UI {
			q := rows[i]
			tr := app.Elem("tr")
			if q == p {
				tr = tr.Class("used").Aria("current", "true")
			}
			return tr.Body(cell("num", itoa(q)+" %"), cell("num", report.Signed(engine.RatingDifference(q))))
		})),
	))
}

func (x *ExplainPanel) opponent(e engine.Element) string {
	l := x.Lang
	if e.Opponent == 0 {
		return i18n.SourceText(l, e.Source)
	}
	s := x.name(e.Opponent)
	if e.Source != engine.SourceGame {
		s += " (" + i18n.SourceText(l, e.Source) + ")"
	}
	return s
}

// name is "#7 Russo, Elena", or "#7" without the event.
func (x *ExplainPanel) name(start int) string {
	s := "#" + itoa(start)
	if x.Event != nil {
		if p := x.Event.Player(start); p != nil {
			s += " " + p.Name
		}
	}
	return s
}

// step draws one step of a group operation: the members with their points
// against each other, the games between them, and the order the step
// gives (the sub-groups of a split, the members a partial split placed).
func (x *ExplainPanel) step(i int, s engine.Step) app.UI {
	l := x.Lang
	var members []app.UI
	for j, m := range s.Group {
		parts := []string{x.name(m)}
		if j < len(s.Values) {
			parts = append(parts, i18n.T(l, "step.value", formatNumber(l, s.Values[j], 0)))
		}
		if j < len(s.Max) {
			parts = append(parts, i18n.T(l, "step.max", formatNumber(l, s.Max[j], 0)))
		}
		if j < len(s.Met) {
			parts = append(parts, i18n.T(l, "step.met", s.Met[j]))
		}
		members = append(members, app.Elem("li").Text(strings.Join(parts, " · ")))
	}
	var order []string
	switch {
	case len(s.Parts) > 0:
		for _, p := range s.Parts {
			names := make([]string, len(p))
			for k, m := range p {
				names[k] = x.name(m)
			}
			order = append(order, strings.Join(names, " = "))
		}
	default:
		for _, f := range s.Fixed {
			order = append(order, x.name(f))
		}
	}
	outcome := ""
	if s.Outcome != "" {
		outcome = i18n.T(l, "step.outcome."+s.Outcome)
	}
	if len(order) > 0 {
		outcome += " " + strings.Join(order, " › ")
	}
	return divClass("step",
		textT(app.Elem("h3"), l, "step.title", i+1, s.Rule),
		app.Elem("ul").Body(members...),
		app.If(len(s.Games) > 0, x.games(s.Games)),
		pClass("outcome", outcome),
	)
}

// games lists the games between the members of a group, with each one's
// points.
func (x *ExplainPanel) games(gs []engine.Game) app.UI {
	l := x.Lang
	return scrollBox("table-scroll", i18n.T(l, "step.games"), classTable("elements games",
		textT(app.Elem("caption"), l, "step.games"),
		headRow(l, "ex.round", "step.player", "ex.points", "step.player", "ex.points"),
		tbody(each(len(gs), func(i int) app.UI {
			g := gs[i]
			return tr(
				cell("num", itoa(g.Round)),
				app.Elem("td").Text(x.name(g.A)),
				cell("num", formatNumber(l, g.PointsA, 0)),
				app.Elem("td").Text(x.name(g.B)),
				cell("num", formatNumber(l, g.PointsB, 0)),
			)
		})),
	))
}
