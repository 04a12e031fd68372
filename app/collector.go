package app

import (
	"runtime"
	"runtime/debug"
	"sync"
)

// The printed check is the one computation that still holds the garbage
// collector while it runs (job.startHeld). It compares every candidate
// rule set and list with the print, and the values it keeps for its report
// grow the live heap of a 2,000-player event to hundreds of megabytes: a
// collection falling during it marks them all in one task of 0.3-0.6 s,
// twice the 300 ms its end-to-end test (TestPrintedProgress) allows, and
// the check took 11.1 s instead of 5.8 s (measured on h-jobs). What would
// let it go: the check sharing one calculation's data among its
// candidates instead of building it for each (newCalcData, newColumns,
// buildRated: 88, 57 and 41 MB of the 337 MB it allocates on that event).
// The what-if, the paste and the drawing of tables do not hold it.

// backgroundHeap is how much the heap may grow while the check runs
// before the collector runs anyway: more than the printed check of 2,000
// players × 10 columns allocates (issue 23).
const backgroundHeap = 512 << 20

// heapNow is the memory the Go heap holds now.
func heapNow() int64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// collectorHeld counts the checks running; the collector's settings of
// before the first are restored when the last ends, however their runs
// overlap (a panel drawn anew while an old run finishes).
var collectorHeld struct {
	sync.Mutex
	n       int
	percent int
	limit   int64
}

// holdCollector makes the collector wait until releaseCollector, or until
// the heap has grown by backgroundHeap.
func holdCollector() {
	c := &collectorHeld
	c.Lock()
	defer c.Unlock()
	if c.n++; c.n == 1 {
		c.percent = debug.SetGCPercent(-1)
		c.limit = debug.SetMemoryLimit(heapNow() + backgroundHeap)
	}
}

// releaseCollector ends a holdCollector.
func releaseCollector() {
	c := &collectorHeld
	c.Lock()
	defer c.Unlock()
	if c.n--; c.n == 0 {
		debug.SetGCPercent(c.percent)
		debug.SetMemoryLimit(c.limit)
	}
}
