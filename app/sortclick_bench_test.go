package app

import (
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/gen"
)

// bigState is the page's state on a generated Swiss event of 1,000
// players and 9 rounds, with the compare view open on four editions and
// the explanation of the first participant's first tie-break open.
func bigState(tb testing.TB) State {
	tb.Helper()
	ev := gen.Swiss(1000, 9, 1, false)
	return State{Text: string(gen.TRF(ev)), Name: "big.trf", Lang: "en",
		Compare: []string{"fide2026", "fide2024", "fide2012", "fide-pre2009"}, Explain: 1, ExplainCol: 0}
}

// bigPage is a page showing bigState.
func bigPage(b *testing.B) (*Page, app.ClientDispatcher) {
	p := &Page{}
	d := mount(b, p)
	s := bigState(b)
	do(d, p, func(ctx app.Context) { p.setState(ctx, s) })
	return p, d
}

// BenchmarkSortClick is a click on a column heading of the standings of
// bigState, through the page's own handler and rendering.
func BenchmarkSortClick(b *testing.B) {
	p, d := bigPage(b)
	cpu := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		do(d, p, func(ctx app.Context) { p.onSort(ctx, SortName) })
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkSortClickState is a sort click's change of the state and the
// computation of what the page shows, without the rendering.
func BenchmarkSortClickState(b *testing.B) {
	p, _ := bigPage(b)
	cpu := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.state.SortCol, p.state.SortDesc = SortName, i%2 == 0
		p.recompute()
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkPageUpdate is an update of the page, its table sorted by name,
// that changes nothing the standings table shows (a key typed in another panel does the same): the
// table is drawn again, as go-app draws a component whose callbacks are
// fields, but its order and sets are not derived again (table.go, derive).
func BenchmarkPageUpdate(b *testing.B) {
	p, d := bigPage(b)
	do(d, p, func(ctx app.Context) { p.onSort(ctx, SortName) })
	cpu := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		do(d, p, func(ctx app.Context) { p.Update() })
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
}
