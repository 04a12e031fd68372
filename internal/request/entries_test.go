package request

import (
	"errors"
	"os"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/whatif"
)

// TestParseJS: the options object of Spareggi.compute and of an embedded
// page's message read and validated by one function, with the errors of
// each step (an object refused, a field refused) and the language read
// before a field is refused, to word the refusal in it.
func TestParseJS(t *testing.T) {
	js, err := ParseJS(`{"rules": "fide2024", "tiebreaks": ["BH", "SB"], "lang": "it"}`)
	if err != nil || js.Lang != "it" || js.Request.Options.Edition.String() != "fide2024" || len(js.Request.Options.TieBreaks) != 2 || !js.Fields.Browser {
		t.Fatalf("%+v %v", js, err)
	}
	var oe *OptionError
	if _, err := ParseJS(`{"tiebreak": "BH"}`); !errors.As(err, &oe) {
		t.Errorf("an unknown option: %v, want an *OptionError", err)
	}
	js, err = ParseJS(`{"rules": "fide2099", "lang": "es"}`)
	var fe *FieldError
	var ce *engine.CodedError
	if !errors.As(err, &fe) || fe.Field != FieldRules || !errors.As(err, &ce) || js.Lang != "es" {
		t.Errorf("an unknown edition: %v (lang %q), want the rules' coded *FieldError with the lang read", err, js.Lang)
	}
	if _, err := ParseJS(`{"tiebreaks": "BH,XYZ"}`); !errors.As(err, &fe) || fe.Field != FieldTieBreaks {
		t.Errorf("an unknown tie-break: %v, want the list's *FieldError", err)
	}
}

// TestReadFields: the page reads through the cache with its fields: the
// reading kept is the one a run of the same fields takes (one reading),
// a refused format is the field's error, and Forget drops the standings
// kept but not the reading.
func TestReadFields(t *testing.T) {
	text := fixture(t)
	var c Cache
	f := Fields{Format: "trf", TextOnly: true, Browser: true}
	read, err := c.ReadFields(text, f)
	if err != nil || read.Event == nil || read.Report == nil {
		t.Fatalf("%+v %v", read, err)
	}
	req, err := Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	a, err := c.Run(text, req)
	if err != nil || a.Event != read.Event {
		t.Fatalf("the run read the text again (%v)", err)
	}
	b, _ := c.Run(text, req)
	if b.Standings != a.Standings {
		t.Error("the same standings were computed again")
	}
	c.Forget()
	d, _ := c.Run(text, req)
	if d.Event != a.Event || d.Standings == a.Standings || d.Standings == nil {
		t.Errorf("after Forget: event kept %v, standings computed again %v", d.Event == a.Event, d.Standings != a.Standings)
	}
	var fe *FieldError
	if _, err := c.ReadFields(text, Fields{Format: "nosuchformat"}); !errors.As(err, &fe) || fe.Field != FieldFormat {
		t.Errorf("an unknown format: %v", err)
	}
}

// TestAnswerStepsWhatIf: the what-if of games marked as still being
// played (Request.Marks) combines them, telling the step how far it is;
// the step's error stops it with that error; no mark and no pending game
// is the engine's refusal.
func TestAnswerStepsWhatIf(t *testing.T) {
	text := fixture(t)
	var c Cache
	read, err := c.ReadFields(text, Fields{})
	if err != nil {
		t.Fatal(err)
	}
	ev := read.Event
	games := engine.LastRoundGames(ev)
	if len(games) < 2 || len(engine.PendingGames(ev)) != 0 {
		t.Fatalf("the fixture's last round: %d games, %d pending", len(games), len(engine.PendingGames(ev)))
	}
	r, err := Parse(Fields{Mode: "whatif"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := AnswerSteps(ev, r, nil); err == nil {
		t.Error("a what-if without a pending game or a mark: no error")
	}
	r.Marks = games[:2]
	steps := 0
	res, err := AnswerSteps(ev, r, func(done, total int) error { steps++; return nil })
	if err != nil || res.WhatIf == nil || len(res.WhatIf.Pending) != 2 || res.WhatIf.Scenarios != 9 || steps == 0 {
		t.Fatalf("two games marked: %+v, %d steps, %v", res.WhatIf, steps, err)
	}
	direct, err := whatif.Compute(whatif.Unfinished(ev, games[:2]), engine.Options{})
	if err != nil || len(direct.Players) != len(res.WhatIf.Players) {
		t.Fatalf("the engine's what-if: %v", err)
	}
	for i, p := range direct.Players {
		if q := res.WhatIf.Players[i]; p.Start != q.Start || p.Best != q.Best || p.Worst != q.Worst {
			t.Errorf("player %d: the request's what-if %+v, the engine's %+v", p.Start, q, p)
		}
	}
	if len(engine.PendingGames(ev)) != 0 {
		t.Error("the marks changed the event read")
	}
	stop := errors.New("stop")
	if _, err := AnswerSteps(ev, r, func(done, total int) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("a step's error: %v, want it returned", err)
	}
}

// TestAnswerStepsCheck: the printed check with a step gives the report of
// the check without one, and the step's error stops it.
func TestAnswerStepsCheck(t *testing.T) {
	data, err := os.ReadFile("../../testdata/real/cr-srs-km-2026-round4.csv")
	if err != nil {
		t.Fatal(err)
	}
	var c Cache
	read, err := c.ReadFields(string(data), Fields{Name: "cr-srs-km-2026-round4.csv"})
	if err != nil {
		t.Fatal(err)
	}
	if len(read.Event.DeclaredColumns) == 0 {
		t.Fatal("the export prints no tie-break columns")
	}
	r, err := Parse(Fields{Mode: "check"})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Answer(read.Event, r)
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	res, err := AnswerSteps(read.Event, r, func(done, total int) error { steps++; return nil })
	if err != nil || steps == 0 || len(res.Printed.Columns) != len(plain.Printed.Columns) || res.Printed.Reproduced() != plain.Printed.Reproduced() {
		t.Errorf("with a step: %d steps, %v", steps, err)
	}
	stop := errors.New("stop")
	if _, err := AnswerSteps(read.Event, r, func(done, total int) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("a step's error: %v, want it returned", err)
	}
}

// TestShare: the prizes of standings already computed (the page's) are
// those a Prizes run shares, and a refusal of the sharing is its error.
func TestShare(t *testing.T) {
	text := fixture(t)
	var c Cache
	r, err := Parse(Fields{Mode: "prizes", Prizes: "100,50.50,25", PrizeUnit: "1"})
	if err != nil {
		t.Fatal(err)
	}
	run, err := c.Run(text, r)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Share(run.Standings, r)
	if err != nil || len(res.Awards) != len(run.Awards) || res.Diff.Cmp(run.Diff) != 0 || res.Event != run.Event {
		t.Fatalf("shared %+v (%v), the run shared %+v", res.Awards, err, run.Awards)
	}
	for i, a := range res.Awards {
		if b := run.Awards[i]; a.Name != b.Name || a.Amount.Cmp(b.Amount) != 0 {
			t.Errorf("award %d: %s %s, the run's %s %s", i, a.Name, a.Amount, b.Name, b.Amount)
		}
	}
	if _, err := Share(nil, r); err == nil {
		t.Error("no standings: no error")
	}
}

// TestCacheEmptyListNotDefault: the standings kept under the default list
// (no list given) are not those of an empty list (PTS alone), though the
// two options print alike: removing the last tie-break on the page showed
// the default list's standings, and no group left tied.
func TestCacheEmptyListNotDefault(t *testing.T) {
	text := fixture(t)
	var c Cache
	def, err := Parse(Fields{})
	if err != nil {
		t.Fatal(err)
	}
	empty, err := Parse(Fields{ListSet: true})
	if err != nil {
		t.Fatal(err)
	}
	a, err := c.Run(text, def)
	if err != nil || len(a.Standings.TieBreaks) == 0 {
		t.Fatalf("the default list: %v", err)
	}
	b, err := c.Run(text, empty)
	if err != nil || len(b.Standings.TieBreaks) != 0 {
		t.Errorf("an empty list gave %d tie-breaks (%v), want PTS alone", len(b.Standings.TieBreaks), err)
	}
}
