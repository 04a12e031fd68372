package engine

import (
	"runtime"
	"sync"
	"unsafe"
)

// minHalvesWork is the number of player-rounds from which inHalves splits
// the work: below it, starting a goroutine costs more than it saves.
const minHalvesWork = 8192

// inHalves calls f(0, n), or, when there are two processors and work (a
// count of player-rounds) is large, f(0, n/2) and f(n/2, n) concurrently.
// f must write only what belongs to its own range. It returns once both
// halves are done; a panic in either is raised in the caller's goroutine.
//
// Design: newCalc flattens every round of every player before anything
// else can start, so it is the longest serial step of Compute; each
// player's rounds and totals depend on nothing but his own record, so two
// halves of the players are independent.
func inHalves(n, work int, f func(lo, hi int)) {
	if work < minHalvesWork || n < 2 || runtime.GOMAXPROCS(0) < 2 {
		f(0, n)
		return
	}
	h := n / 2
	var wg sync.WaitGroup
	var failure any
	wg.Add(1)
	go func() {
		defer func() {
			failure = recover()
			wg.Done()
		}()
		f(h, n)
	}()
	func() {
		defer wg.Wait() // even when the first half panics
		f(0, h)
	}()
	if failure != nil {
		panic(failure)
	}
}

// touchPages writes a zero into every 4 KB page of the matrix m, in two
// halves concurrently when inHalves does (the matrix is zero already, so
// nothing changes).
//
// Design: the matrix is the largest allocation of Compute (players × keys
// × 32 bytes) and, in a fresh process, every page of it faults when it is
// first written. The first keys of the list all write their columns from
// the first player to the last, so they met at the same pages and faulted
// them in turn, not in parallel; here each processor faults its own half.
func touchPages(m []Result) {
	const perPage = 4096 / int(unsafe.Sizeof(Result{})) // Results per page
	inHalves(len(m)/perPage+1, len(m), func(lo, hi int) {
		for p := lo; p < hi && p*perPage < len(m); p++ {
			m[p*perPage].Tier = 0
		}
	})
}
