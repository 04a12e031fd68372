package engine_test

import (
	"runtime"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// TestRROCompact: RRO after TPN on 3,000 tied players has 3,000 rank
// classes, nine million components written in full; kept by the classes
// each player met, the standings take a few megabytes (they took 150 MB).
func TestRROCompact(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates a 3,000-player event")
	}
	ev := gen.Tied(3000)
	l, err := engine.ParseList("TPN,RRO")
	if err != nil {
		t.Fatal(err)
	}
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	st, err := engine.Compute(ev, engine.Options{TieBreaks: l})
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&b)
	if mb := (b.TotalAlloc - a.TotalAlloc) >> 20; mb > 40 {
		t.Errorf("TPN,RRO on 3,000 tied players allocated %d MB", mb)
	}
	if v := st.Rows[0].Values[1]; len(v.Vector()) != 3000 {
		t.Errorf("RRO has %d components, want one per rank class (3,000)", len(v.Vector()))
	}
}
