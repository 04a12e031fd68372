package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/spareggi/spareggi/engine"
)

// ExplainPanel shows how one value was derived: per round the opponent,
// the raw and the counted score, caps with their rule, the points, the
// contribution, cuts with their reason and the article; the steps of a
// group operation such as DE; the engine's notes.
type ExplainPanel struct {
	app.Compo
	Lang    string
	Key     string
	Col     int
	Row     *engine.Row
	Event   *engine.Event
	Err     string
	OnClose func(ctx app.Context)
}

// Render draws the panel as a modal dialog; Escape closes it.
func (x *ExplainPanel) Render() app.UI {
	l := x.Lang
	var body []app.UI
	title := T(l, "explain.title")
	if x.Row != nil && x.Row.Player != nil && x.Col < len(x.Row.Values) {
		p := x.Row.Player
		res := x.Row.Values[x.Col]
		title = T(l, "explain.heading", x.Key, p.Name, p.StartNo, dash(res.String()))
		body = x.body(res)
	}
	return app.Div().Class("overlay").OnClick(x.close).Body(
		app.Div().ID("explain").Class("dialog").Role("dialog").Aria("modal", "true").
			Aria("labelledby", "explain-title").TabIndex(-1).
			OnClick(func(ctx app.Context, e app.Event) { e.Call("stopPropagation") }).
			OnKeyDown(func(ctx app.Context, e app.Event) {
				switch e.Get("key").String() {
				case "Escape":
					x.close(ctx, e)
				case "Tab":
					// The close button is the dialog's only control: keep
					// the focus inside the modal dialog.
					e.PreventDefault()
					if el := app.Window().GetElementByID("explain-close"); !el.IsNull() && !el.IsUndefined() {
						el.Call("focus")
					}
				}
			}).Body(
			app.Div().Class("dialog-head").Body(
				app.H2().ID("explain-title").Text(title),
				app.Button().Type("button").ID("explain-close").Class("icon").
					Aria("label", T(l, "explain.close")).Title(T(l, "explain.close")).Text("✕").
					OnClick(x.close),
			),
			app.If(x.Err != "", app.P().Class("error").Text(x.Err)),
			app.Div().Class("dialog-body").Body(body...),
		),
	)
}

// OnMount focuses the dialog so that Escape and Tab work at once.
func (x *ExplainPanel) OnMount(ctx app.Context) {
	ctx.Defer(func(ctx app.Context) {
		if el := app.Window().GetElementByID("explain"); !el.IsNull() && !el.IsUndefined() {
			el.Call("focus")
		}
	})
}

func (x *ExplainPanel) close(ctx app.Context, e app.Event) {
	if x.OnClose != nil {
		x.OnClose(ctx)
	}
}

func (x *ExplainPanel) body(res engine.Result) []app.UI {
	l := x.Lang
	ex := res.Explanation()
	if ex == nil {
		return []app.UI{app.P().Class("hint").Text(T(l, "explain.none"))}
	}
	var out []app.UI
	meta := []string{}
	if ex.Article != "" {
		meta = append(meta, T(l, "explain.article", ex.Article))
	}
	meta = append(meta, T(l, "explain.edition", T(l, "edition."+ex.Edition.String())))
	out = append(out, app.P().Class("meta").Text(strings.Join(meta, " · ")))
	if len(ex.Elements) > 0 {
		out = append(out, x.elements(ex.Elements))
	}
	var sums []string
	if ex.Count > 0 {
		sums = append(sums, T(l, "explain.sumcount", ex.Sum.String(), ex.Count))
	} else if len(ex.Elements) > 0 {
		sums = append(sums, T(l, "explain.sum", ex.Sum.String()))
	}
	if ex.Percent != 0 || ex.Dp != 0 {
		sums = append(sums, T(l, "explain.tpr", ex.Percent, ex.Dp))
	}
	if ex.Limit.Sign() != 0 {
		sums = append(sums, T(l, "explain.limit", ex.Limit.String()))
	}
	for _, s := range sums {
		out = append(out, app.P().Class("sum").Text(s))
	}
	for i, s := range ex.Steps {
		out = append(out, x.step(i, s))
	}
	if len(ex.Notes) > 0 {
		out = append(out, app.Ul().Class("notes").Body(app.Range(ex.Notes).Slice(func(i int) app.UI {
			n := ex.Notes[i]
			text := n.Text
			if HasKey("note." + n.Code) {
				args := make([]any, len(n.Args))
				for j, a := range n.Args {
					args[j] = a
				}
				text = T(l, "note."+n.Code, args...)
			}
			return app.Li().Text(text)
		})))
	}
	return out
}

func (x *ExplainPanel) elements(els []engine.Element) app.UI {
	l := x.Lang
	head := []string{"ex.round", "ex.kind", "ex.opponent", "ex.raw", "ex.score", "ex.points", "ex.contribution", "ex.cut", "ex.article"}
	return app.Div().Class("table-scroll").Body(app.Table().Class("elements").Body(
		app.THead().Body(app.Tr().Body(app.Range(head).Slice(func(i int) app.UI {
			return app.Th().Scope("col").Text(T(l, head[i]))
		}))),
		app.TBody().Body(app.Range(els).Slice(func(i int) app.UI {
			e := els[i]
			tr := app.Tr()
			if e.Cut != engine.NotCut {
				tr = tr.Class("cut")
			}
			if !e.Counted {
				tr = tr.Class("not-counted")
			}
			score := e.Score.String()
			if e.Capped {
				score = T(l, "ex.capped", e.CapRule, e.Raw.String(), e.Cap.String(), e.Score.String())
			}
			cut := ""
			if e.Cut != engine.NotCut {
				cut = T(l, "cut."+itoa(int(e.Cut)))
			} else if !e.Counted {
				cut = T(l, "ex.notcounted")
			}
			kind := T(l, "kind."+itoa(int(e.Kind)))
			if e.VUR {
				kind += " · " + T(l, "ex.vur")
			}
			return tr.Body(
				app.Td().Class("num").Text(e.Round),
				app.Td().Text(kind),
				app.Td().Text(x.opponent(e)),
				app.Td().Class("num").Text(e.Raw.String()),
				app.Td().Class("num").Text(score),
				app.Td().Class("num").Text(e.Points.String()),
				app.Td().Class("num").Text(e.Contribution.String()),
				app.Td().Text(cut),
				app.Td().Text(e.Article),
			)
		})),
	))
}

func (x *ExplainPanel) opponent(e engine.Element) string {
	l := x.Lang
	if e.Opponent == 0 {
		return T(l, "source."+itoa(int(e.Source)))
	}
	s := "#" + itoa(e.Opponent)
	if x.Event != nil {
		if p := x.Event.Player(e.Opponent); p != nil {
			s += " " + p.Name
		}
	}
	if e.Source != engine.SourceGame {
		s += " (" + T(l, "source."+itoa(int(e.Source))) + ")"
	}
	return s
}

func (x *ExplainPanel) step(i int, s engine.Step) app.UI {
	l := x.Lang
	var members []app.UI
	for j, m := range s.Group {
		name := "#" + itoa(m)
		if x.Event != nil {
			if p := x.Event.Player(m); p != nil {
				name += " " + p.Name
			}
		}
		parts := []string{name}
		if j < len(s.Values) {
			parts = append(parts, T(l, "step.value", s.Values[j].String()))
		}
		if j < len(s.Max) {
			parts = append(parts, T(l, "step.max", s.Max[j].String()))
		}
		if j < len(s.Met) {
			parts = append(parts, T(l, "step.met", s.Met[j]))
		}
		members = append(members, app.Li().Text(strings.Join(parts, " · ")))
	}
	fixed := make([]string, len(s.Fixed))
	for j, f := range s.Fixed {
		fixed[j] = "#" + itoa(f)
	}
	return app.Div().Class("step").Body(
		app.H3().Text(T(l, "step.title", i+1, s.Rule)),
		app.Ul().Body(members...),
		app.P().Text(T(l, "step.outcome."+s.Outcome)+" "+strings.Join(fixed, ", ")),
	)
}
