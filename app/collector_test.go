package app

import (
	"runtime/debug"
	"testing"
)

// TestCollectorHeldNested: two printed checks whose runs overlap hold the
// collector until the last ends, then its settings of before are back.
func TestCollectorHeldNested(t *testing.T) {
	percent := func() int { p := debug.SetGCPercent(-1); debug.SetGCPercent(p); return p }
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	holdCollector()
	holdCollector()
	releaseCollector()
	if p := percent(); p != -1 {
		t.Errorf("one run still computing: GC percent %d, want -1 (held)", p)
	}
	releaseCollector()
	if p := percent(); p != 100 {
		t.Errorf("after the last run: GC percent %d, want 100", p)
	}
	if l := debug.SetMemoryLimit(-1); l != collectorHeld.limit {
		t.Errorf("memory limit %d, want the one of before, %d", l, collectorHeld.limit)
	}
}
