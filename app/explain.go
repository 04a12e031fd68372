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
	// The derivation has no control: it is written as HTML (body); the
	// exercise's rounds have the student's fields (practice).
	body := htmlPart("div", "dialog-body", "")
	title := i18n.T(l, "explain.title")
	if x.Row != nil && x.Row.Player != nil && x.Col < len(x.Row.Values) {
		p := x.Row.Player
		res := x.Row.Values[x.Col]
		title = i18n.T(l, "explain.heading", x.Key, p.Name, p.StartNo, dash(formatResult(l, res)))
		body = htmlPart("div", "dialog-body", x.body(res))
		if x.practicing(res) {
			title = i18n.T(l, "exercise.heading", x.Key, p.Name, p.StartNo)
			body = divClass("dialog-body", x.practice(res)...)
		}
	}
	return withBody(classDiv("overlay").OnClick(x.close),
		withBody(el("div", "id", "explain", "class", "dialog", "role", "dialog", "aria-modal", "true", "aria-labelledby", "explain-title", "tabindex", "-1").
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
			}),
			divClass("dialog-head",
				withText(el("h2", "id", "explain-title"), title),
				clickText(button("explain-close", "class", "icon", "aria-label", i18n.T(l, "explain.close"), "title", i18n.T(l, "explain.close")),
					x.close, "✕"),
			),
			only(x.Err != "", pClass("error", x.Err)),
			body,
		),
	)
}

// OnMount focuses the dialog so that Escape and Tab work at once.
func (x *ExplainPanel) OnMount(ctx app.Context) { focusLater(ctx, "explain") }

func (x *ExplainPanel) close(ctx app.Context, e app.Event) {
	if x.onClose != nil {
		x.onClose(ctx)
	}
}

// body is the derivation of the value res, as HTML.
func (x *ExplainPanel) body(res engine.Result) string {
	l := x.Lang
	ex := res.Explanation()
	if ex == nil {
		if !res.Defined && x.Group {
			return pHTML("hint", i18n.T(l, "explain.notreached"))
		}
		return pHTML("hint", i18n.T(l, "explain.none"))
	}
	meta := []string{}
	if ex.Article != "" {
		meta = append(meta, i18n.T(l, "explain.article", ex.Article))
	}
	meta = append(meta, i18n.T(l, "explain.edition", i18n.T(l, "edition."+ex.Edition.String())))
	out := pHTML("meta", strings.Join(meta, " · ")) + x.detail(ex)
	arith := report.Arithmetic(l, ex, res)
	if len(ex.Steps()) > 0 && x.Row != nil && x.Row.Player != nil {
		arith = append(arith, report.GroupArithmetic(l, ex, res, x.Row.Player.StartNo)...)
	}
	for _, s := range arith {
		out += pHTML("sum arith", s)
	}
	if len(ex.Notes) > 0 {
		out += `<ul class="notes">`
		for _, n := range ex.Notes {
			out += "<li>" + esc(noteText(l, n)) + "</li>"
		}
		out += "</ul>"
	}
	return out
}

// detail is the part of an explanation proper to its kind, as HTML: the
// limit of KS, the table of elements, the steps of a group operation,
// the rows of the rating-difference table a performance reads.
func (x *ExplainPanel) detail(ex *engine.Explanation) string {
	out := ""
	if d, ok := ex.Detail.(*engine.KoyaDetail); ok && d.Limit.Sign() != 0 {
		out += pHTML("sum limit", i18n.T(x.Lang, "explain.limit", formatNumber(x.Lang, d.Limit, 0)))
	}
	if len(ex.Elements()) > 0 {
		out += x.elements(ex)
	}
	switch d := ex.Detail.(type) {
	case *engine.GroupDetail:
		for i, s := range d.Steps {
			out += x.step(i, s)
		}
	case *engine.PerformanceDetail:
		if d.Count > 0 {
			out += dpTable(x.Lang, d.Percent)
		}
	}
	return out
}

// numeric reports whether the column of the table of elements headed
// head (columns) holds numbers: all but the kind, the colour, the
// opponent, the cut and the article.
func numeric(head string) bool {
	switch head {
	case "ex.kind", "ex.colour", "ex.opponent", "ex.cut", "ex.article":
		return false
	}
	return true
}

// columns returns the headers (interface keys) of the columns the
// definition of the explained value uses: the colour for BPG and BWG; the opponent's score (and the adjusted one
// when it differs), rating, performance or running total, as the
// elements' scores stand for; the rating difference and expected score
// for PTP; the cuts and the articles only when there are any.
func (x *ExplainPanel) columns(ex *engine.Explanation) []string {
	cols := []string{"ex.round", "ex.kind"}
	if d, ok := ex.Detail.(*engine.SumDetail); ok && d.Colours {
		cols = append(cols, "ex.colour")
	}
	cols = append(cols, "ex.opponent")
	adjusted, cut, articles := false, false, false
	for _, e := range ex.Elements() {
		adjusted = adjusted || e.Source == engine.SourceGame && e.Opponent > 0 && e.Raw.Cmp(e.Score) != 0 && e.Raw.Sign() != 0 || e.Source != engine.SourceGame
		cut = cut || e.Cut != engine.NotCut || !e.Counted
		articles = articles || e.Article != ex.Article
	}
	switch ex.Scores() {
	case engine.ScoresOpponent:
		if adjusted {
			cols = append(cols, "ex.raw", "ex.score")
		} else {
			cols = append(cols, "ex.oppscore")
		}
	case engine.ScoresRating:
		cols = append(cols, "ex.rating")
	case engine.ScoresPerformance:
		cols = append(cols, "ex.performance")
	case engine.ScoresBuchholz:
		cols = append(cols, "ex.buchholz")
	}
	cols = append(cols, "ex.points")
	if ex.Scores() == engine.ScoresRunning {
		cols = append(cols, "ex.running")
	}
	if d, ok := ex.Detail.(*engine.PerfectDetail); ok && d.Reached.Sign() > 0 {
		cols = append(cols, "ex.diff", "ex.expected")
	} else {
		cols = append(cols, "ex.contribution")
	}
	if cut {
		cols = append(cols, "ex.cut")
	}
	if articles {
		cols = append(cols, "ex.article")
	}
	return cols
}

// cell is the text of element e in the column of the header head
// (columns): the score columns (the opponent's score, rating,
// performance, running total) show the score counted, with the cap that
// made it when there is one.
func (x *ExplainPanel) cell(head string, e engine.Element) string {
	l := x.Lang
	n := func(v engine.Value) string { return formatNumber(l, v, 0) }
	switch head {
	case "ex.round":
		return itoa(e.Round)
	case "ex.kind":
		k := i18n.KindText(l, e.Kind)
		if e.VUR {
			k += " · " + i18n.T(l, "ex.vur")
		}
		return k
	case "ex.colour":
		return i18n.ColourText(l, e.Colour)
	case "ex.opponent":
		return x.opponent(e)
	case "ex.raw":
		return n(e.Raw)
	case "ex.points":
		return n(e.Points)
	case "ex.diff":
		return report.Signed(e.Diff)
	case "ex.expected":
		return n(e.Expected)
	case "ex.contribution":
		return n(e.Contribution)
	case "ex.cut":
		switch {
		case e.Cut != engine.NotCut:
			return i18n.CutText(l, e.Cut)
		case !e.Counted:
			return i18n.T(l, "ex.notcounted")
		}
		return ""
	case "ex.article":
		return e.Article
	}
	// ex.score, ex.oppscore, ex.rating, ex.performance, ex.buchholz,
	// ex.running
	if e.Capped {
		return i18n.T(l, "ex.capped", e.CapRule, n(e.Raw), n(e.Cap), n(e.Score))
	}
	return n(e.Score)
}

// elements is the table of an explanation's elements, as HTML: a row
// per element, a column per header of columns.
func (x *ExplainPanel) elements(ex *engine.Explanation) string {
	l := x.Lang
	cols := x.columns(ex)
	t := `<table class="elements"><thead><tr>`
	for _, c := range cols {
		t += `<th scope="col" data-col="` + c + `">` + escT(l, c) + "</th>"
	}
	t += "</tr></thead><tbody>"
	for _, e := range ex.Elements() {
		class := ""
		if e.Cut != engine.NotCut {
			class = "cut"
		}
		if !e.Counted {
			class = strings.TrimSpace(class + " not-counted")
		}
		t += "<tr" + classAttr(class) + ">"
		for _, c := range cols {
			t += `<td data-col="` + c + `"` + classAttr(pick(numeric(c), "num", "")) + ">" + esc(x.cell(c, e)) + "</td>"
		}
		t += "</tr>"
	}
	return scrollBoxHTML("table-scroll", i18n.T(l, "ex.table"), t+"</tbody></table>")
}

// dpTable shows the rows of the rating-difference table (FIDE B.02, C.07
// 10.2) around the percentage p, the row used marked, as HTML.
func dpTable(l string, p int) string {
	return scrollBoxHTML("table-scroll", i18n.T(l, "dp.title"), `<table class="elements dp-table">`+dpRows(l, p)+"</table>")
}

// dpRows is the content of dpTable's table: its caption, head and rows.
func dpRows(l string, p int) string {
	t := "<caption>" + escT(l, "dp.title") + "</caption>" + headHTML(l, "dp.p", "dp.dp") + "<tbody>"
	for q := max(0, p-2); q <= min(100, p+2); q++ {
		t += "<tr" + pick(q == p, ` class="used" aria-current="true"`, "") + ">" +
			tdHTML("num", itoa(q)+" %") + tdHTML("num", report.Signed(engine.RatingDifference(q))) + "</tr>"
	}
	return t + "</tbody>"
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

// step is one step of a group operation, as HTML: the members with their points
// against each other, the games between them, and the order the step
// gives (the sub-groups of a split, the members a partial split placed).
func (x *ExplainPanel) step(i int, s engine.Step) string {
	l := x.Lang
	members := ""
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
		members += "<li>" + esc(strings.Join(parts, " · ")) + "</li>"
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
	games := ""
	if len(s.Games) > 0 {
		games = x.games(s.Games)
	}
	return `<div class="step"><h3>` + escT(l, "step.title", i+1, s.Rule) + "</h3><ul>" + members + "</ul>" +
		games + pHTML("outcome", outcome) + "</div>"
}

// games lists the games between the members of a group, with each one's
// points.
func (x *ExplainPanel) games(gs []engine.Game) string {
	l := x.Lang
	t := `<table class="elements games"><caption>` + escT(l, "step.games") + "</caption>" +
		headHTML(l, "ex.round", "step.player", "ex.points", "step.player", "ex.points") + "<tbody>"
	for _, g := range gs {
		t += "<tr>" + tdHTML("num", itoa(g.Round)) + tdHTML("", x.name(g.A)) + tdHTML("num", formatNumber(l, g.PointsA, 0)) +
			tdHTML("", x.name(g.B)) + tdHTML("num", formatNumber(l, g.PointsB, 0)) + "</tr>"
	}
	return scrollBoxHTML("table-scroll", i18n.T(l, "step.games"), t+"</tbody></table>")
}
