package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
)

// The standings draw their first rows with the page and the others a
// chunk at a time, each in a browser task of its own (drawing, jobs.go),
// so that a long table never holds the page for long.

// rowsOf is everything a row of the standings depends on besides its
// index (the columns, ties and shared ranks derive from St): the chunks'
// Of, which go-app compares.
type rowsOf struct {
	St       *engine.Standings
	Lang     string
	Exercise bool
	Typed    map[string]string
	Hints    []string
	HintCell [2]int
}

// chunks is the table bodies of the rows shown, as far as drawn.
func (t *StandingsTable) chunks(shown []int) []app.UI {
	of := rowsOf{St: t.St, Lang: t.Lang, Exercise: t.Exercise, Typed: t.Typed, Hints: t.Hints, HintCell: t.HintCell}
	return t.rows.chunks(t.St, of, shown, t.drawRows)
}

// drawRows draws rows of the standings (indices of St.Rows) as a table
// body; of is the table's own fields (rowsOf).
func (t *StandingsTable) drawRows(of any, rows []int) app.UI {
	out := make([]app.UI, 0, len(rows))
	for _, i := range rows {
		r := &t.St.Rows[i]
		out = append(out, t.row(r))
		if h := t.hintRow(r); h != nil {
			out = append(out, h) // exercise mode: the hints of the row's values
		}
	}
	return app.Elem("tbody").Body(out...)
}

// OnMount and OnUpdate go on drawing the rows not drawn yet.
func (t *StandingsTable) OnMount(ctx app.Context)  { t.rows.more(ctx) }
func (t *StandingsTable) OnUpdate(ctx app.Context) { t.rows.more(ctx) }

// onShowAll shows every row past the first RowLimit: once the table has
// drawn itself with them to draw, it draws them a chunk at a time. The
// drawing is the table's, not the button's, which goes as it is clicked
// (a dispatch whose source is gone is dropped).
func (t *StandingsTable) onShowAll(ctx app.Context, e app.Event) {
	t.showAll = true
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Defer, Source: t, Function: t.rows.more})
}

// onSortClick sorts by the column of the header button clicked: one
// handler, a method of the table, for every header.
func (t *StandingsTable) onSortClick(ctx app.Context, e app.Event) {
	col, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("col").String())
	if err == nil && t.onSort != nil {
		t.onSort(ctx, col)
	}
}

// onCell opens the explanation of the value whose button was clicked (or
// pressed with Enter or Space): one handler for the whole table rather
// than one per value, which the browser would have to create for every
// cell drawn.
func (t *StandingsTable) onCell(ctx app.Context, e app.Event) {
	b := e.Get("target").Call("closest", "button.cell")
	if t.onExplain == nil || !b.Truthy() {
		return
	}
	col, err1 := strconv.Atoi(b.Get("dataset").Get("col").String())
	start, err2 := strconv.Atoi(b.Call("closest", "tr").Get("dataset").Get("start").String())
	if err1 == nil && err2 == nil {
		t.onExplain(ctx, start, col)
	}
}
