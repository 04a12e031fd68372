package engine_test

import (
	"errors"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// A computation whose vectors would hold more components than
// Options.MaxComponents stops with a *TooLargeError before it allocates
// them, so that the page never runs out of memory (issue 15 item 5: 5,000
// tied players with TPN,RRO killed the WebAssembly runtime).
func TestMaxComponents(t *testing.T) {
	ev := gen.Tied(1000)
	for _, list := range []string{"TPN,RRO", "SEQ", "KSX/L+500.0"} {
		l, _ := engine.ParseList(list)
		if _, err := engine.Compute(ev, engine.Options{TieBreaks: l}); err != nil {
			t.Fatalf("%s without a limit: %v", list, err)
		}
	}
	l, _ := engine.ParseList("TPN,RRO")
	_, err := engine.Compute(ev, engine.Options{TieBreaks: l, MaxComponents: 100000})
	var tl *engine.TooLargeError
	if !errors.As(err, &tl) || tl.Key != "RRO" || tl.Components != 1000*1000 || tl.Limit != 100000 {
		t.Errorf("TPN,RRO on 1,000 players, limit 100,000: %v", err)
	}
	if _, err := engine.Compute(ev, engine.Options{TieBreaks: l, MaxComponents: 1000 * 1000}); err != nil {
		t.Errorf("at the limit: %v", err)
	}
}

// An event whose scoring gives a result more points than the readers
// accept (an event built in code, or a reader's bug) is refused with
// ErrOverflow, never computed with sums that wrap around (issue 15 item 7:
// XXS W=999999999 gave a negative SB).
func TestHugeScoringRefused(t *testing.T) {
	for _, set := range []func(ev *engine.Event){
		func(ev *engine.Event) { ev.Scoring.WinWhite, ev.Scoring.WinBlack = 9999999990, 9999999990 },
		func(ev *engine.Event) { ev.Scoring.LossBlack = -20000 },
		func(ev *engine.Event) {
			ev.Players[0].Rounds[0].HasOverride, ev.Players[0].Rounds[0].Override = true, 1<<40
		},
	} {
		ev := gen.Swiss(40, 5, 1, false)
		set(ev)
		l, _ := engine.ParseList("SB,OBH,BH,KS,ARO")
		if _, err := engine.Compute(ev, engine.Options{TieBreaks: l}); !errors.Is(err, engine.ErrOverflow) {
			t.Errorf("got %v, want ErrOverflow", err)
		}
	}
	ev := gen.Swiss(40, 5, 1, false)
	ev.Scoring.WinWhite, ev.Scoring.WinBlack = 1000, 1000 // 100 points: allowed
	l, _ := engine.ParseList("SB,OBH,BH,KS,ARO")
	if _, err := engine.Compute(ev, engine.Options{TieBreaks: l}); err != nil {
		t.Errorf("100 points a win: %v", err)
	}
}
