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
