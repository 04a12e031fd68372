package app

import (
	"runtime/debug"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/gen"
)

// TestPasteStepsLeaveCollector: a pasted text is read, computed and drawn
// in steps (Page.takeText, steps in jobs.go), and the page never switches
// the collector off meanwhile (it did, globally, until issue 32: the
// former holdCollector), also when a newer text comes before the first
// one is read or between its reading and its computing; the standings are
// then the newer text's.
func TestPasteStepsLeaveCollector(t *testing.T) {
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	percent := func() int { p := debug.SetGCPercent(-1); debug.SetGCPercent(p); return p }
	a, b := string(gen.TRF(gen.Swiss(30, 5, 1, false))), string(gen.TRF(gen.Swiss(31, 5, 2, false)))
	p := &Page{}
	d := mount(t, p)
	released := func(what string, want int) {
		t.Helper()
		if p.view.Out.Standings == nil || len(p.view.Out.Standings.Rows) != want {
			t.Errorf("%s: standings %v, want %d rows", what, p.view.Out.Standings != nil, want)
		}
		if pc := percent(); pc != 100 {
			t.Errorf("%s: GC percent %d, want 100", what, pc)
		}
	}
	// read is true once the page has read the older text a+"\n" and not
	// yet computed it; the collector is as it was.
	read := func() bool {
		if pc := percent(); pc != 100 {
			t.Fatalf("while a text is taken: GC percent %d, want 100", pc)
		}
		reader.Lock()
		defer reader.Unlock()
		return reader.c.Holds(a + "\n")
	}
	do(d, p, func(ctx app.Context) { p.onText(ctx, a, "", TextNew) })
	released("one paste", 30)
	do(d, p, func(ctx app.Context) { p.onText(ctx, b, "", TextNew); p.onText(ctx, a, "", TextNew) })
	released("a paste over another not read yet", 30)
	do(d, p, func(ctx app.Context) { p.onText(ctx, b+"\n", "", TextTyped) })
	released("a typed edit", 31)

	// A paste over one read but not computed yet: the page's steps one at
	// a time (ConsumeNext, which waits for a step when none is there) until
	// the older text is read, then the newer paste,
	// and its steps until standings are computed. The computing step
	// comes 1 ms after the reading (yield), so the newer text is almost
	// always handled first; the check is repeated when it was not.
	step := func(until func() bool) {
		t.Helper()
		for i := 0; !until(); i++ {
			if i == 20 {
				t.Fatal("the page's steps did not come")
			}
			d.ConsumeNext()
		}
	}
	for try := 0; ; try++ {
		d.Dispatch(app.Dispatch{Mode: app.Update, Source: p, Function: func(ctx app.Context) { p.onText(ctx, a+"\n", "", TextNew) }})
		step(read)
		d.Dispatch(app.Dispatch{Mode: app.Update, Source: p, Function: func(ctx app.Context) { p.onText(ctx, b, "", TextNew) }})
		p.view.Out.Standings = nil
		step(func() bool { return p.view.Out.Standings != nil })
		overtaken := len(p.view.Out.Standings.Rows) == 31 // else the older text was computed first
		d.Consume()
		released("a paste over one read", 31)
		if overtaken || try == 5 {
			if !overtaken {
				t.Error("the newer text was never handled between the older one's reading and computing")
			}
			break
		}
	}
}
