package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// The explanation in exercise mode: the rounds of the value with their
// opponent and points, and a field for the student's contribution of each
// round, marked right or wrong; the derivation itself only on request.

// practicing reports whether the panel asks for the student's
// contributions instead of showing the derivation.
func (x *ExplainPanel) practicing(res engine.Result) bool {
	ex := res.Explanation()
	return x.Exercise && !x.revealed && ex != nil && len(ex.Elements()) > 0
}

// practice draws the rounds with a field for each contribution.
func (x *ExplainPanel) practice(res engine.Result) []app.UI {
	l := x.Lang
	ex := res.Explanation()
	var cols []exColumn
	for _, c := range x.columns(ex) {
		switch c.head {
		case "ex.round", "ex.kind", "ex.colour", "ex.opponent", "ex.points":
			cols = append(cols, c)
		}
	}
	start := x.Row.Player.StartNo
	els := ex.Elements()
	right := 0
	for _, e := range els {
		if CheckTyped(x.Typed[roundKey(start, x.Col, e.Round)], engine.Result{Value: e.Contribution, Defined: true}) == MarkRight {
			right++
		}
	}
	return []app.UI{
		pClass("hint", i18n.T(l, "exercise.rounds")),
		scrollBox("table-scroll", i18n.T(l, "ex.table"), classTable("elements practice",
			app.THead().Body(tr(
				each(cols, func(i int) app.UI { return colTh("", i18n.T(l, cols[i].head)) }),
				colTh("", i18n.T(l, "exercise.yours")),
			)),
			tbody(each(els, func(i int) app.UI {
				e := els[i]
				key := roundKey(start, x.Col, e.Round)
				typed := x.Typed[key]
				mark := CheckTyped(typed, engine.Result{Value: e.Contribution, Defined: true})
				class := markClass(mark)
				return app.Tr().DataSet("round", e.Round).Body(
					each(cols, func(j int) app.UI {
						td := app.Td()
						if cols[j].num {
							td = td.Class("num")
						}
						return td.Text(cols[j].cell(e))
					}),
					classTd("num exercise "+class).Body(
						app.Input().Type("text").Class("ex-input").Attr("inputmode", "decimal").
							ID("ex-round-"+strconv.Itoa(e.Round)).
							Aria("label", i18n.T(l, "exercise.round", e.Round)).Aria("invalid", boolAttr(mark == MarkWrong || mark == MarkUnread)).
							Value(typed).
							OnChange(func(ctx app.Context, ev app.Event) {
								if x.onTyped != nil {
									x.onTyped(ctx, key, ctx.JSSrc().Get("value").String())
								}
							}, key),
						exMark(l, mark),
						app.If(mark == MarkUnread, classDiv("ex-cell-hint").Text(i18n.T(l, "exercise.nan"))),
					),
				)
			})),
		)),
		app.P().Class("ex-progress").Role("status").Text(exProgressRounds(l, right, len(els))),
		button("ex-reveal-full").Text(i18n.T(l, "exercise.reveal")).
			OnClick(func(ctx app.Context, e app.Event) {
				// The button goes away: the dialog takes the focus first, so
				// that Escape and Tab keep working.
				if el := byID("explain"); !el.IsNull() && !el.IsUndefined() {
					el.Call("focus")
				}
				x.revealed = true
			}),
	}
}

// roundKey is the key in State.Typed of a round's contribution typed for
// a value: "START/COL/ROUND".
func roundKey(start, col, round int) string { return typedKey(start, col) + "/" + strconv.Itoa(round) }

// exProgressRounds is the count of right contributions in lang.
func exProgressRounds(l string, right, total int) string {
	if right == 1 {
		return i18n.T(l, "exercise.rounds.one", total)
	}
	return i18n.T(l, "exercise.rounds.right", right, total)
}
