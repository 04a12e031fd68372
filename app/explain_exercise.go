package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// The explanation in exercise mode: the rounds of the value with their
// opponent and points, and a field for the student's contribution of each
// round, marked right or wrong; the derivation itself only on request.

// practicing reports whether the panel asks for the student's
// contributions instead of showing the derivation: a value made of rounds,
// or a direct encounter (DE) with games between the tied players.
func (x *ExplainPanel) practicing(res engine.Result) bool {
	if !x.Exercise || x.revealed || x.Row == nil || x.Row.Player == nil {
		return false
	}
	_, rows := x.practiceRows(res)
	return len(rows) > 0
}

// practiceRow is one row of the table the student fills: its round, the
// cells shown, and the number he types.
type practiceRow struct {
	round int
	cells []string
	want  engine.Value
}

// practiceRows returns the columns shown and the rows to fill: for a value
// made of rounds, each round with its kind, colour, opponent and points,
// the contribution to type; for a direct encounter, the games of the
// player against the other members of the tied group his value counts
// (the last step that ordered him), the points he scored to type. Nothing
// of the value itself is shown.
func (x *ExplainPanel) practiceRows(res engine.Result) (heads []string, rows []practiceRow) {
	ex := res.Explanation()
	if ex == nil {
		return nil, nil
	}
	if els := ex.Elements(); len(els) > 0 {
		for _, c := range x.columns(ex) {
			switch c {
			case "ex.round", "ex.kind", "ex.colour", "ex.opponent", "ex.points":
				heads = append(heads, c)
			}
		}
		for _, e := range els {
			r := practiceRow{round: e.Round, want: e.Contribution}
			for _, c := range heads {
				r.cells = append(r.cells, x.cell(c, e))
			}
			rows = append(rows, r)
		}
		return heads, rows
	}
	start := x.Row.Player.StartNo
	step, ok := deStep(ex, start)
	if !ok {
		return nil, nil
	}
	for _, g := range step.Games {
		switch start {
		case g.A:
			rows = append(rows, practiceRow{round: g.Round, cells: []string{itoa(g.Round), x.name(g.B)}, want: g.PointsA})
		case g.B:
			rows = append(rows, practiceRow{round: g.Round, cells: []string{itoa(g.Round), x.name(g.A)}, want: g.PointsB})
		}
	}
	return []string{"ex.round", "ex.opponent"}, rows
}

// deStep is the last step of a group operation's explanation that holds
// the player start: the direct encounter writes his value at each step
// that orders him, so the last one gives it.
func deStep(ex *engine.Explanation, start int) (engine.Step, bool) {
	steps := ex.Steps()
	for i := len(steps) - 1; i >= 0; i-- {
		for _, m := range steps[i].Group {
			if m == start {
				return steps[i], true
			}
		}
	}
	return engine.Step{}, false
}

// practice draws the rounds (or, for DE, the games between the tied
// players) with a field for each contribution.
func (x *ExplainPanel) practice(res engine.Result) []app.UI {
	l := x.Lang
	ex := res.Explanation()
	heads, rows := x.practiceRows(res)
	start := x.Row.Player.StartNo
	rd := Reading{Lang: l, Rating: x.Rating}
	intro, yours, label := i18n.T(l, "exercise.rounds"), i18n.T(l, "exercise.yours"), "exercise.round"
	if len(ex.Elements()) == 0 {
		// Points scored in a game are never a rating.
		rd.Rating = false
		step, _ := deStep(ex, start)
		names := make([]string, len(step.Group))
		for i, m := range step.Group {
			names[i] = x.name(m)
		}
		intro = i18n.T(l, "exercise.de.rounds", strings.Join(names, ", "), x.Row.Player.Name)
		yours, label = i18n.T(l, "exercise.de.yours"), "exercise.de.round"
	}
	head := "<tr>"
	for _, h := range heads {
		head += `<th scope="col">` + escT(l, h) + "</th>"
	}
	right := 0
	for _, r := range rows {
		if rd.Check(x.Typed[roundKey(start, x.Col, r.round)], engine.Result{Value: r.want, Defined: true}) == MarkRight {
			right++
		}
	}
	return []app.UI{
		pClass("hint", intro),
		scrollBox("table-scroll", i18n.T(l, "ex.table"), withBody(el("table", "class", "elements practice"),
			htmlPart("thead", "", head+`<th scope="col">`+esc(yours)+"</th></tr>"),
			withBody(app.Elem("tbody"), each(len(rows), func(i int) app.UI {
				r := rows[i]
				key := roundKey(start, x.Col, r.round)
				typed := x.Typed[key]
				mark := rd.Check(typed, engine.Result{Value: r.want, Defined: true})
				class := markClass(mark)
				return withBody(el("tr", "data-round", itoa(r.round)),
					each(len(r.cells), func(j int) app.UI {
						return cell(pick(numeric(heads[j]), "num", ""), r.cells[j])
					}),
					withBody(classTd("num exercise "+class),
						exInput("ex-round-"+strconv.Itoa(r.round), i18n.T(l, label, r.round), typed, mark).
							OnChange(func(ctx app.Context, ev app.Event) {
								if x.onTyped != nil {
									x.onTyped(ctx, key, ctx.JSSrc().Get("value").String())
								}
							}, key),
						exMark(l, mark),
						only(mark == MarkUnread, textT(classDiv("ex-cell-hint"), l, "exercise.nan")),
					),
				)
			})),
		)),
		withText(el("p", "class", "ex-progress", "role", "status"), exProgressRounds(l, right, len(rows))),
		clickT(button("ex-reveal-full"), func(ctx app.Context, e app.Event) {
			// The button goes away: the dialog takes the focus first, so
			// that Escape and Tab keep working.
			if el := byID("explain"); !el.IsNull() && !el.IsUndefined() {
				el.Call("focus")
			}
			x.revealed = true
		}, l, "exercise.reveal"),
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
