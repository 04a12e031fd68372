package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
)

// chunkRows is how many rows of the standings one table body (rowChunk)
// holds. The table draws the first chunk with the standings and each
// further one in a browser task of its own (drawMore), so that a long
// table never holds the page for long. In the browser a row of four
// tie-breaks takes about 2 ms to draw: 40 rows fill a laptop's screen at
// once and keep each task near 100 ms.
const chunkRows = 40

// rowsDrawn is how far the table has drawn its rows: n rows of the
// standings st, of want to draw; growing while the next chunk is on its
// way.
type rowsDrawn struct {
	st      *engine.Standings
	n, want int
	growing bool
}

// chunks splits the rows to show into the chunks to draw now.
func (d *rowsDrawn) chunks(st *engine.Standings, shown []int) [][]int {
	if d.st != st {
		d.st, d.n = st, chunkRows
	}
	d.want = len(shown)
	shown = shown[:min(d.n, len(shown))]
	var out [][]int
	for len(shown) > 0 {
		k := min(chunkRows, len(shown))
		out = append(out, shown[:k])
		shown = shown[k:]
	}
	return out
}

// rowChunk is one table body of the standings: the rows Rows (indices of
// the standings' rows), drawn by the table t. go-app draws a component
// again only when one of its exported fields changed, so they are all a
// row depends on (the columns, ties and shared ranks derive from St);
// adding a chunk leaves the others as they are.
type rowChunk struct {
	app.Compo
	St       *engine.Standings
	Rows     []int
	Lang     string
	Exercise bool
	Typed    map[string]string
	Hints    []string
	HintCell [2]int

	t *StandingsTable
}

// newChunk is the chunk of the rows rows of t.
func (t *StandingsTable) newChunk(rows []int) *rowChunk {
	return &rowChunk{t: t, St: t.St, Rows: rows, Lang: t.Lang, Exercise: t.Exercise, Typed: t.Typed, Hints: t.Hints, HintCell: t.HintCell}
}

// Render draws the chunk's rows.
func (c *rowChunk) Render() app.UI {
	rows := make([]app.UI, 0, len(c.Rows))
	for _, i := range c.Rows {
		r := &c.St.Rows[i]
		rows = append(rows, c.t.row(r))
		if h := c.t.hintRow(r); h != nil {
			rows = append(rows, h) // exercise mode: the hints of the row's values
		}
	}
	return app.Elem("tbody").Body(rows...)
}

// OnMount and OnUpdate go on drawing the rows not drawn yet.
func (t *StandingsTable) OnMount(ctx app.Context)  { t.drawMore(ctx) }
func (t *StandingsTable) OnUpdate(ctx app.Context) { t.drawMore(ctx) }

// drawMore adds the next chunk of rows, if any, after the browser has had
// its turn (yield: it paints the rows drawn so far and takes clicks), and
// so on, a chunk per frame, until every row is drawn. New standings start
// again from the first chunk (rowsDrawn.chunks).
func (t *StandingsTable) drawMore(ctx app.Context) {
	d := &t.rows
	if d.growing || d.n >= d.want {
		return
	}
	d.growing = true
	afterBrowser(ctx, func(ctx app.Context) {
		d.n += chunkRows
		// go-app draws at the next animation frame: the next chunk waits
		// for this one to be drawn, not only for a timeout, which would
		// come first and add several chunks to one frame.
		ctx.Defer(func(ctx app.Context) {
			d.growing = false
			t.drawMore(ctx)
		})
	})
}

// onShowAll shows every row past the first RowLimit: once the table has
// drawn itself with them to draw, it draws them a chunk at a time.
func (t *StandingsTable) onShowAll(ctx app.Context, e app.Event) {
	t.showAll = true
	ctx.Defer(t.drawMore)
}

// onCell opens the explanation of the value whose button was clicked (or
// pressed with Enter or Space): one handler for the whole table rather
// than one per value, which the browser would have to create for every
// cell drawn.
func (t *StandingsTable) onCell(ctx app.Context, e app.Event) {
	b := e.Get("target").Call("closest", "button.cell")
	if t.OnExplain == nil || !b.Truthy() {
		return
	}
	col, err1 := strconv.Atoi(b.Get("dataset").Get("col").String())
	start, err2 := strconv.Atoi(b.Call("closest", "tr").Get("dataset").Get("start").String())
	if err1 == nil && err2 == nil {
		t.OnExplain(ctx, start, col)
	}
}
