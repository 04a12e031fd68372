package app

import (
	stdhtml "html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
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

// chunks is the table bodies of the rows shown, as far as drawn: written
// as HTML (rowsHTML), or drawn as go-app's elements in exercise mode,
// whose cells are fields with handlers of their own.
//
// The HTML rows are the page's first render: the course example's table
// took 0.2 s of a warm reload as go-app's elements, each cell, attribute
// and text a call from WebAssembly into the browser (BenchmarkStartup).
// The rows have no control of their own: a value's button is handled by
// the table's one handler (onCell).
func (t *StandingsTable) chunks(shown []int) []app.UI {
	of := rowsOf{St: t.St, Lang: t.Lang, Exercise: t.Exercise, Typed: t.Typed, Hints: t.Hints, HintCell: t.HintCell}
	if t.Exercise {
		return t.rows.chunks(t.St, of, shown, t.drawRows)
	}
	return t.rows.htmlChunks(t.St, of, shown, t.rowsHTML)
}

// rowsHTML writes rows of the standings (indices of St.Rows) as HTML, the
// same elements as row draws out of exercise mode; every text escaped.
func (t *StandingsTable) rowsHTML(of any, rows []int) string {
	var b strings.Builder
	b.Grow(256 * len(rows) * (1 + len(t.St.TieBreaks)))
	for _, i := range rows {
		t.rowHTML(&b, &t.St.Rows[i])
	}
	return b.String()
}

// rowHTML writes one row of rowsHTML.
func (t *StandingsTable) rowHTML(b *strings.Builder, r *engine.Row) {
	esc := stdhtml.EscapeString
	c := rowCells(r, t.shared[r.Rank])
	td := func(class, text string) { b.WriteString(`<td class="` + class + `">` + esc(text) + `</td>`) }
	b.WriteString(`<tr data-start="` + itoa(c.start) + `"`)
	if t.tied[c.start] {
		b.WriteString(` class="tied" title="` + escT(t.Lang, "table.tied") + `"`)
	}
	b.WriteString(`>`)
	td("rank", c.rank)
	td("num", itoa(c.start))
	if t.cols.title {
		td("title", c.title)
	}
	b.WriteString(`<th scope="row" class="name">` + esc(c.name) + `</th>`)
	if t.cols.rating {
		td("num rating", c.rating)
	}
	if t.cols.fed {
		td("fed", c.fed)
	}
	num := i18n.Number(t.Lang)
	td("num pts", num.Local(r.Points.Format(1)))
	for i := range r.Values {
		v, step, label, said := t.valueCell(r, i, c.name)
		b.WriteString(`<td class="num tbv"><button type="button" class="cell" data-col="` + itoa(i) + `"`)
		if step > 0 {
			b.WriteString(` data-step="` + itoa(step) + `"`)
		}
		b.WriteString(` aria-label="` + esc(label+": "+said) + `" title="` + esc(label) + `">` + esc(dash(v)) + `</button></td>`)
	}
	b.WriteString(`</tr>`)
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
	return withBody(app.Elem("tbody"), out...)
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
