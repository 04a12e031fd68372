package engine

import (
	"fmt"
	"sync/atomic"
)

// BrowserMaxComponents is the Options.MaxComponents the page and the JS
// API set: 4,000,000 components (64 MB of values, and their text in the
// table) fit the WebAssembly memory of a browser tab with room to spare,
// and allow RRO after TPN on 2,000 players.
const BrowserMaxComponents = 4_000_000

// TooLargeError is returned by Compute when the vectors of a computation
// (RRO, SEQ, KSX, KSR) would hold more components than
// Options.MaxComponents: the computation stops before allocating them.
type TooLargeError struct {
	Key        string // the tie-break whose vectors passed the limit
	Components int64  // the components the computation needed so far
	Limit      int64  // Options.MaxComponents
}

// Error returns the error in English.
func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s would give %d values, more than the %d this computation allows: choose fewer vector tie-breaks or a smaller event",
		e.Key, e.Components, e.Limit)
}

// budget counts the vector components a computation allocates, shared by
// the quiet copies of a calc.
type budget struct {
	used  atomic.Int64
	limit int64 // 0: no limit
}

// reserve counts n more components for the vectors of d, or panics with a
// *TooLargeError (recovered by Compute) when they pass the limit.
func (c *calc) reserve(d Descriptor, n int) {
	if c.budget == nil || c.budget.limit <= 0 {
		return
	}
	if used := c.budget.used.Add(int64(n)); used > c.budget.limit {
		panic(&TooLargeError{Key: d.Key, Components: used, Limit: c.budget.limit})
	}
}
