package app

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// TestDrawingChunks: of 100 rows, the first drawing is one chunk of
// firstRows; each chunk added (drawing.more adds an end) makes one more,
// the last one cut at the rows; new data start again from the first chunk.
func TestDrawingChunks(t *testing.T) {
	a, b := standingsOf(t, 100), standingsOf(t, 90)
	shown := make([]int, 100)
	for i := range shown {
		shown[i] = i
	}
	var d drawing
	sizes := func(chunks []app.UI) (out []int) {
		for _, c := range chunks {
			out = append(out, len(c.(*chunk).Rows))
		}
		return out
	}
	for _, step := range []struct {
		st   *engine.Standings
		add  int
		want string
		busy bool
	}{{a, 0, "[40]", true}, {a, 25, "[40 25]", true}, {a, 50, "[40 25 35]", false}, {a, 0, "[40 25 35]", false}, {b, 0, "[40]", true}} {
		if step.add > 0 {
			d.ends = append(d.ends, d.drawn()+step.add)
		}
		got := sizes(d.chunks(step.st, nil, shown[:len(step.st.Rows)], nil))
		if fmtInts(got) != step.want || d.busy() != step.busy {
			t.Errorf("chunks %v busy %v, want %s busy %v", got, d.busy(), step.want, step.busy)
		}
	}
}

// TestNextChunk: the next chunk is sized to take about slice to draw, at
// most twice or half the last one, between 10 and maxChunk rows.
func TestNextChunk(t *testing.T) {
	for _, c := range []struct {
		per  int
		took time.Duration
		want int
	}{{40, slice, 40}, {40, slice / 4, 80}, {40, 2 * slice, 20}, {40, 10 * slice, 20}, {12, 10 * slice, 10}, {60, slice / 10, maxChunk}, {40, 0, 80}} {
		if got := nextChunk(c.per, c.took); got != c.want {
			t.Errorf("nextChunk(%d, %v) = %d, want %d", c.per, c.took, got, c.want)
		}
	}
}

func fmtInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = itoa(x)
	}
	return "[" + strings.Join(s, " ") + "]"
}

// tableHost is a page holding a standings table, as Page does: a change
// of its standings reaches the table as go-app's update of a child.
type tableHost struct {
	app.Compo
	St *engine.Standings

	tb *StandingsTable // the table mounted
}

func (h *tableHost) Render() app.UI {
	tb := &StandingsTable{Lang: "en", St: h.St}
	if h.tb == nil {
		h.tb = tb
	}
	return app.Div().Body(tb)
}

// TestTableDrawsInChunks: a table of 100 players ends up with its 100
// rows in several table bodies, the first of firstRows rows, no longer
// busy; new standings are drawn whole again; "show all" past the 300-row
// limit draws the rest the same way.
func TestTableDrawsInChunks(t *testing.T) {
	h := &tableHost{St: standingsOf(t, 100)}
	d := mount(t, h)
	rows := func() int { return strings.Count(app.HTMLString(h), " data-start=") }
	waitRows(t, d, rows, 100)
	html := app.HTMLString(h)
	first := html[strings.Index(html, "<tbody"):]
	first = first[:strings.Index(first, "</tbody>")]
	if !strings.Contains(html, `aria-busy="false"`) || strings.Count(html, "<tbody") < 2 || strings.Count(first, " data-start=") != firstRows {
		t.Errorf("all drawn: still busy, or not several table bodies, the first of %d rows:\n%.300s", firstRows, html)
	}
	do(d, h, func(ctx app.Context) { h.St = standingsOf(t, 90) })
	waitRows(t, d, rows, 90)
	do(d, h, func(ctx app.Context) { h.St = standingsOf(t, RowLimit+50) })
	waitRows(t, d, rows, RowLimit)
	if !strings.Contains(app.HTMLString(h), "Show all 350") {
		t.Errorf("no show-all button")
	}
	do(d, h.tb, func(ctx app.Context) { h.tb.onShowAll(ctx, app.Event{}) })
	waitRows(t, d, rows, RowLimit+50)
}

// waitRows lets the tester run the chunks drawn after a yield until the
// table holds want rows.
func waitRows(t *testing.T, d app.ClientDispatcher, rows func() int, want int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for rows() < want && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
		d.Consume()
	}
	if n := rows(); n != want {
		t.Fatalf("%d rows drawn, want %d", n, want)
	}
}

// standingsOf computes a generated Swiss of n players.
func standingsOf(t *testing.T, n int) *engine.Standings {
	t.Helper()
	st, err := engine.Compute(gen.Swiss(n, 5, 1, false), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestTablesCompareTheirFields: the long tables' components and their
// chunks have no exported callback: go-app compares a component's
// exported fields to tell whether to draw it again, and a function never
// compares equal, so one exported callback drew the standings again at
// every update of the page (issue 32, item 2).
func TestTablesCompareTheirFields(t *testing.T) {
	for _, c := range []any{StandingsTable{}, WhatIfPanel{}, whatIfTable{}, PrintedPanel{}, chunk{}, htmlChunk{}} {
		ty := reflect.TypeOf(c)
		for i := 0; i < ty.NumField(); i++ {
			if f := ty.Field(i); f.IsExported() && f.Type.Kind() == reflect.Func {
				t.Errorf("%s.%s is an exported callback", ty.Name(), f.Name)
			}
		}
	}
}

// sortHost is a page holding a standings table whose language and order
// it changes, with a callback as the page gives it (a method value).
type sortHost struct {
	app.Compo
	St      *engine.Standings
	Lang    string
	SortCol int

	tb *StandingsTable // the table mounted
}

func (h *sortHost) onSort(ctx app.Context, col int) { h.SortCol = col }

func (h *sortHost) Render() app.UI {
	tb := &StandingsTable{Lang: h.Lang, St: h.St, SortCol: h.SortCol, onSort: h.onSort}
	if h.tb == nil {
		h.tb = tb
	}
	return app.Elem("div").Body(tb)
}

// TestTableSortsOncePerOrder: the table sorts its rows once per change of
// its standings or its order: drawn again in another language it keeps
// the order it had (the same slice), sorted by another column it sorts
// again, and given the same standings and column again it keeps that.
func TestTableSortsOncePerOrder(t *testing.T) {
	h := &sortHost{St: standingsOf(t, 100), Lang: "en", SortCol: SortName}
	d := mount(t, h)
	order := func() *int { return &h.tb.derived.order[0] }
	first := order()
	do(d, h, func(ctx app.Context) { h.Lang = "it" })
	if order() != first {
		t.Errorf("the language changed and the table sorted its rows again")
	}
	do(d, h, func(ctx app.Context) { h.SortCol = SortRating })
	second := order()
	if second == first {
		t.Errorf("sorted by another column, the table kept its order")
	}
	do(d, h, func(ctx app.Context) { h.Lang = "es" })
	if order() != second {
		t.Errorf("the table sorted its rows again for the same standings and column")
	}
}
