package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/spareggi/spareggi/engine/formats"
)

// Questions shows what the reader could not decide alone (formats.md §13):
// open questions wait for an answer; settled ones say which default was
// applied, and can be changed.
type Questions struct {
	app.Compo
	Lang      string
	Questions []formats.Question
	Open      bool // the import waits for answers
	OnAnswer  func(ctx app.Context, id, option string)
}

// Render draws one box per question with one button per option. The
// question and its answers are in the page's language when the catalogues
// know the question's code, with the reader's English text below (and in
// the answers' titles).
func (q *Questions) Render() app.UI {
	l := q.Lang
	if len(q.Questions) == 0 {
		return app.Div().Class("questions empty")
	}
	title := "questions.assumed"
	if q.Open {
		title = "questions.open"
	}
	return app.Div().Class("questions").Body(
		app.P().Class("questions-title").Text(T(l, title)),
		app.Range(q.Questions).Slice(func(i int) app.UI {
			qu := q.Questions[i]
			text, translated := CodeText(l, qu.ID)
			if !translated {
				text = qu.Text
			}
			return app.Div().Class("question").DataSet("id", qu.ID).Body(
				app.P().Body(
					app.If(qu.Line > 0, app.Span().Class("pos").Text(LineLabel(l, qu.Line, qu.Col)+": ")),
					app.Span().Class("msg").Text(text),
				),
				app.If(translated, DetailLine(l, "", qu.Text, true)),
				app.Div().Class("buttons").Role("group").Body(
					app.Range(qu.Options).Slice(func(j int) app.UI {
						o := qu.Options[j]
						return app.Button().Type("button").Class("answer").
							Aria("pressed", boolAttr(qu.Default == o.ID)).
							Title(o.Text).Text(o.ID+" — "+OptionText(l, o.ID, o.Text)).
							OnClick(func(ctx app.Context, e app.Event) {
								if q.OnAnswer != nil {
									q.OnAnswer(ctx, qu.ID, o.ID)
								}
							}, qu.ID, o.ID) // the scope replaces the handler when the question changes
					}),
				),
			)
		}),
	)
}
