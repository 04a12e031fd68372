package app

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// TestRowsDrawnChunks: of 100 rows, the first drawing is one chunk of 40;
// each chunk added makes one more, the last one of 20; new standings start
// again from the first chunk.
func TestRowsDrawnChunks(t *testing.T) {
	a, b := standingsOf(t, 100), standingsOf(t, 90)
	shown := make([]int, 100)
	for i := range shown {
		shown[i] = i
	}
	var d rowsDrawn
	sizes := func(chunks [][]int) (out []int) {
		for _, c := range chunks {
			out = append(out, len(c))
		}
		return out
	}
	for _, step := range []struct {
		st   *engine.Standings
		add  bool
		want string
	}{{a, false, "[40]"}, {a, true, "[40 40]"}, {a, true, "[40 40 20]"}, {a, true, "[40 40 20]"}, {b, false, "[40]"}} {
		if step.add {
			d.n += chunkRows
		}
		got := sizes(d.chunks(step.st, shown[:len(step.st.Rows)]))
		if fmtInts(got) != step.want {
			t.Errorf("chunks %v, want %s", got, step.want)
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
// rows in three table bodies, no longer busy; new standings are drawn whole
// again; "show all" past the 300-row limit draws the rest the same way.
func TestTableDrawsInChunks(t *testing.T) {
	h := &tableHost{St: standingsOf(t, 100)}
	d := mount(t, h)
	rows := func() int { return strings.Count(app.HTMLString(h), " data-start=") }
	waitRows(t, d, rows, 100)
	if html := app.HTMLString(h); !strings.Contains(html, `aria-busy="false"`) || strings.Count(html, "<tbody") != 3 {
		t.Errorf("all drawn: still busy, or not three table bodies of at most %d rows", chunkRows)
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
