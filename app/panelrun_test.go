package app

import (
	stdhtml "html"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// waitRun consumes the page's dispatches until the run at *run is no
// longer busy.
func waitRun(t *testing.T, d app.ClientDispatcher, run *panelRun) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); run.busy; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the run did not end")
		}
		d.Consume()
	}
	d.Consume()
}

// pageHTML is the page drawn, its entities unescaped.
func pageHTML(p *Page) string { return stdhtml.UnescapeString(app.HTMLString(p)) }

// TestWhatIfRunInView: the what-if's result is the page's View's, not the
// panel's: after a language switch the panel draws it again in the new
// language without computing anything; it stays while the exercise mode
// hides the panels and is drawn again when they come back; another game
// marked drops it.
func TestWhatIfRunInView(t *testing.T) {
	b, err := os.ReadFile("../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	frag, err := EncodeState(State{Text: string(b), Name: "pending.trf", Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	p, d := openLink(t, frag)
	games := p.view.WhatIf.finished
	if len(games) < 2 {
		t.Fatal("no finished games to mark")
	}
	do(d, p, func(ctx app.Context) { p.update(ctx, func(s *State) { s.WhatIfMarks = request.GameToken(games[1]) }) })
	do(d, p, func(ctx app.Context) { p.runWhatIf(ctx) })
	waitRun(t, d, &p.vm.v.WhatIfRun)
	res := p.view.WhatIfRun.res.WhatIf
	if res == nil || p.view.WhatIfRun.err != nil {
		t.Fatalf("no what-if result: %+v", p.view.WhatIfRun)
	}
	caption := func(l string) string { return i18n.T(l, "whatif.caption", res.Scenarios) }
	if html := pageHTML(p); !strings.Contains(html, caption("en")) {
		t.Fatalf("the result is not drawn: %q missing", caption("en"))
	}
	runs := engineRuns.Load()
	do(d, p, func(ctx app.Context) { p.onLang(ctx, "it") })
	if html := pageHTML(p); !strings.Contains(html, caption("it")) || strings.Contains(html, caption("en")) {
		t.Errorf("after the switch to Italian the result is not drawn in Italian (%q)", caption("it"))
	}
	for _, on := range []bool{true, false} {
		do(d, p, func(ctx app.Context) { p.update(ctx, func(s *State) { s.Exercise = on }) })
		if html := pageHTML(p); strings.Contains(html, caption("it")) == on {
			t.Errorf("exercise mode %v: the result drawn %v", on, !on)
		}
	}
	if n := engineRuns.Load() - runs; n != 0 || p.view.WhatIfRun.res.WhatIf != res {
		t.Errorf("the switch and the exercise mode ran the engine %d times; the result kept: %v", n, p.view.WhatIfRun.res.WhatIf == res)
	}
	do(d, p, func(ctx app.Context) {
		p.update(ctx, func(s *State) { s.WhatIfMarks = p.view.WhatIf.withMark(games[0], true) })
	})
	if p.view.WhatIfRun.res.WhatIf != nil || strings.Contains(pageHTML(p), caption("it")) {
		t.Errorf("a game marked: the result of the games before stays")
	}
}

// TestPrintedRunInView: the printed check's report is the View's: a
// language switch draws it again in the new language without computing;
// a new rule edition drops it.
func TestPrintedRunInView(t *testing.T) {
	p, d := openExample(t, "forlano-printed")
	do(d, p, func(ctx app.Context) { p.onLang(ctx, "en") })
	do(d, p, func(ctx app.Context) { p.runPrinted(ctx) })
	waitRun(t, d, &p.vm.v.PrintedRun)
	rep := p.view.PrintedRun.res.Printed
	if rep == nil || p.view.PrintedRun.err != nil {
		t.Fatalf("no report: %+v", p.view.PrintedRun)
	}
	summary := func(l string) string { return i18n.T(l, pick(rep.Reproduced(), "printed.all", "printed.notall")) }
	if !strings.Contains(pageHTML(p), summary("en")) {
		t.Fatalf("the report is not drawn: %q missing", summary("en"))
	}
	runs := engineRuns.Load()
	do(d, p, func(ctx app.Context) { p.onLang(ctx, "de") })
	if html := pageHTML(p); !strings.Contains(html, summary("de")) || engineRuns.Load() != runs {
		t.Errorf("after the switch to German: report in German %v, engine runs %d", strings.Contains(html, summary("de")), engineRuns.Load()-runs)
	}
	do(d, p, func(ctx app.Context) { p.onEdition(ctx, "fide2012") })
	if p.view.PrintedRun.res.Printed != nil {
		t.Errorf("another edition: the report of the rules before stays")
	}
}

// TestWhatIfRunEndsHidden: a what-if run ends, its result kept, though
// the panel that started it is gone meanwhile (the exercise mode turned
// on hides it): the run is the page's, dispatched on the page's context.
func TestWhatIfRunEndsHidden(t *testing.T) {
	p, d := openExample(t, "campionato-2009")
	games := p.view.WhatIf.finished
	do(d, p, func(ctx app.Context) { p.update(ctx, func(s *State) { s.WhatIfMarks = request.GameToken(games[0]) }) })
	// A panel's context, the panel then gone.
	w := &WhatIfPanel{}
	dw := app.NewClientTester(w)
	var panelCtx app.Context
	dw.Dispatch(app.Dispatch{Mode: app.Next, Source: w, Function: func(ctx app.Context) { panelCtx = ctx }})
	dw.Consume()
	dw.Close()
	do(d, p, func(app.Context) { p.runWhatIf(panelCtx) })
	waitRun(t, d, &p.vm.v.WhatIfRun)
	if p.view.WhatIfRun.res.WhatIf == nil {
		t.Errorf("the run ended without its result: %+v", p.view.WhatIfRun)
	}
}
