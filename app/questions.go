package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// Questions shows what the reader could not decide alone (docs/formats.md §13):
// open questions wait for an answer; settled ones say which default was
// applied, and can be changed. Each question shows the cell it is about,
// with a caret under it and a link that selects it in the text, and one
// button per answer with a line saying what the answer does.
type Questions struct {
	app.Compo
	Lang      string
	Text      string // the input, for the excerpts
	Questions []formats.Question
	Open      bool // the import waits for answers
	// TitleKey, when set, is the key of the list's title (the season's
	// matcher asks after the reading).
	TitleKey string
	OnAnswer func(ctx app.Context, id, option string)
}

// Render draws one box per question, open ones first.
func (q *Questions) Render() app.UI {
	l := q.Lang
	if len(q.Questions) == 0 {
		return classDiv("questions empty")
	}
	// In the order of the text: an answer given does not move its
	// question from under the pointer.
	qs := q.Questions
	title := "questions.assumed"
	if q.Open {
		title = "questions.open"
	}
	if q.TitleKey != "" {
		title = q.TitleKey
	}
	return divClass("questions",
		pClass("questions-title", i18n.T(l, title)),
		each(len(qs), func(i int) app.UI { return q.question(qs[i]) }),
	)
}

// question draws one question: its position (a link selecting the cell),
// its text, the cell's line with a caret, and its answers.
func (q *Questions) question(qu formats.Question) app.UI {
	l := q.Lang
	qc, qe, label := qu.Col, qu.EndCol, LineLabel(l, qu.Line, qu.Col)
	if qu.Sheet > 0 { // a cell of a workbook: its characters in the sheet's text
		qc, qe = cellChars(lineText(q.Text, qu.Line), qu.Col, qu.EndCol)
		label = CellLabel(l, qu.Sheet, qu.Line, qu.Col)
	}
	line, col, endCol := Excerpt(lineText(q.Text, qu.Line), qc, qe)
	var excerpt app.UI = app.Text("") // its place held (when)
	if col > 0 {
		excerpt = snippet(i18n.T(l, "diag.excerpt", label), line, col, endCol)
	}
	cls := "question"
	if qu.Blocking {
		cls += " open"
	}
	return withBody(el("div", "class", cls, "data-id", qu.ID, "data-line", itoa(qu.Line), "data-col", itoa(qu.Col)),
		withBody(app.Elem("p"),
			only(qu.Line > 0, el("button", "type", "button", "class", "linkish goto", "title", i18n.T(l, "question.goto")).
				Text(label).
				OnClick(func(ctx app.Context, e app.Event) { selectLine(q.Text, qu.Line, qc, qe) }, qu.ID, qu.Line, qu.Col)),
			app.Raw(`<span class="msg" title="`+esc(qu.ID)+`">`+esc(i18n.QuestionText(l, qu))+"</span>"),
		),
		excerpt,
		withBody(el("div", "class", "buttons answers", "role", "group", "aria-label", i18n.QuestionText(l, qu)),
			each(len(qu.Options), func(j int) app.UI {
				o := qu.Options[j]
				effect := i18n.OptionEffect(l, o)
				return el("button", "type", "button", "class", "answer", "data-answer", o.ID, "aria-pressed", boolAttr(qu.Default == o.ID)).
					Body(
						spanClass("answer-label", i18n.OptionLabel(l, o)),
						only(effect != "", spanClass("answer-effect", effect)),
					).
					OnClick(func(ctx app.Context, e app.Event) {
						if q.OnAnswer != nil {
							q.OnAnswer(ctx, qu.ID, o.ID)
						}
					}, qu.ID, o.ID) // the scope replaces the handler when the question changes
			}),
		),
	)
}

// openQuestions counts the questions that wait for an answer.
func openQuestions(qs []formats.Question) int {
	n := 0
	for _, q := range qs {
		if q.Blocking {
			n++
		}
	}
	return n
}

// hasError reports whether some diagnostic is an error.
func hasError(ds []formats.Diagnostic) bool {
	for _, d := range ds {
		if d.Severity == formats.SeverityError {
			return true
		}
	}
	return false
}
