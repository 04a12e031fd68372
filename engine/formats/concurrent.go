package formats

import (
	"runtime"
	"sync"
)

// With the fast paths, the work of reading a large input is shared among
// the processors: the TRF reader reads its players and writes their rounds
// in chunks on several goroutines (trfparallel.go), and checkEvent runs the
// name and points checks beside the pairing checks (checkConcurrently).
// Every chunk finds what the sequential code finds, which stays in place as
// the reference for small inputs and for WebAssembly: TestConcurrentRead
// and FuzzConcurrentRead compare the two on every input of the tests.

// parallelMin is the number of player rows from which the reader works on
// several goroutines (workersFor). A variable: the tests lower it so that
// small inputs take the concurrent path too.
var parallelMin = 256

// parallelWorkers is the number of goroutines that share the work on a large
// file; 0 means one per processor (GOMAXPROCS). The tests set it.
var parallelWorkers = 0

// workersFor returns the number of goroutines that share the work on n rows:
// 1 without the fast paths or below parallelMin, else one per processor,
// with about parallelMin/2 rows each at least.
func workersFor(n int) int {
	if !fastPaths || n < parallelMin || n < 2 {
		return 1
	}
	workers := parallelWorkers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	return max(1, min(workers, n, 2*n/max(parallelMin, 1)))
}

// chunkMin is the smallest number of rows of a chunk (chunksFor); the
// tests lower it.
var chunkMin = 64

// chunksFor returns the number of chunks in which workers goroutines share
// n rows: about eight per worker, of at least chunkMin rows, so that a
// worker that starts late or is slowed down takes fewer (inChunks).
func chunksFor(n, workers int) int {
	return max(1, min(n, 8*workers, max(workers, n/max(chunkMin, 1))))
}

// inChunks runs work(0), …, work(n−1) on the caller's goroutine and on
// workers−1 more, each taking the next chunk as it comes free: a goroutine
// that starts late (waking a processor can take a long time) or is slowed
// down takes fewer chunks, and when the others take none, the caller runs
// them all. The chunks must be independent. It returns when every chunk is
// done; a goroutine that found no chunk left ends on its own. A panic in a
// chunk is raised again in the caller's goroutine, where Read recovers it,
// once every chunk has ended: the panic of the lowest chunk, the one a
// sequential run meets first.
func inChunks(n, workers int, work func(i int)) {
	panics := make([]any, n)
	var mu sync.Mutex
	var busy sync.WaitGroup // the chunks taken and not done
	next := 0
	take := func() int { // the next chunk, or −1
		mu.Lock()
		defer mu.Unlock()
		if next >= n {
			return -1
		}
		next++
		busy.Add(1)
		return next - 1
	}
	run := func() {
		for i := take(); i >= 0; i = take() {
			func() {
				defer busy.Done()
				defer func() {
					if p := recover(); p != nil {
						panics[i] = p
					}
				}()
				work(i)
			}()
		}
	}
	for range min(workers, n) - 1 {
		go run()
	}
	run()
	busy.Wait() // no chunk is taken after take returned −1 to the caller
	for _, p := range panics {
		if p != nil {
			panic(p)
		}
	}
}
