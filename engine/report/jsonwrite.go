package report

import (
	"io"
	"runtime"
	"sync/atomic"

	"github.com/spareggi/spareggi/engine"
)

// chunkRows is the number of rows WriteJSON formats into one buffer before
// writing it.
const chunkRows = 128

// WriteJSON writes the document JSONWith returns to w, byte for byte the
// same, without holding it whole in memory: the rows are formatted in
// chunks of a few dozen kilobytes, on up to four goroutines for a large
// standings, and written in order as they are ready. It is what the
// command-line tool uses; a standings of thousands of rows then touches a
// few small buffers instead of a document of a megabyte.
func WriteJSON(w io.Writer, st *engine.Standings, opt JSONOptions) error {
	opt = withStepOwners(st, opt)
	keys := keysOf(st)
	if _, err := w.Write(appendHead(nil, st, opt)); err != nil {
		return err
	}
	if err := writeRows(w, st, keys, opt); err != nil {
		return err
	}
	_, err := w.Write(appendTail(nil, st, opt))
	return err
}

// chunk is one formatted run of rows, or the error that stopped it.
type chunk struct {
	b   []byte
	err error
}

// writeRows writes every row of the standings, separated by commas, in
// chunks of chunkRows rows.
//
// With several processors and at least parallelRows rows, workers format
// the chunks while this goroutine writes them in order. A worker takes a
// free buffer before it takes the next chunk number, so the chunk the
// writer waits for always has its buffer and the workers can never hold
// every buffer for later chunks.
func writeRows(w io.Writer, st *engine.Standings, keys [][]byte, opt JSONOptions) error {
	n := len(st.Rows)
	m := (n + chunkRows - 1) / chunkRows
	format := func(k int, buf []byte) ([]byte, error) {
		lo, hi := k*chunkRows, min((k+1)*chunkRows, n)
		if k > 0 {
			buf = append(buf, ',')
		}
		return appendRows(buf, st, keys, opt, lo, hi)
	}
	// a buffer holds a chunk of usual rows without growing
	size := jsonSize(st, keys) / n * chunkRows
	workers := min(runtime.GOMAXPROCS(0), 4, m)
	if n < parallelRows || workers < 2 {
		buf := make([]byte, 0, size)
		for k := range m {
			var err error
			if buf, err = format(k, buf[:0]); err != nil {
				return err
			}
			if _, err = w.Write(buf); err != nil {
				return err
			}
		}
		return nil
	}
	free := make(chan []byte, 2*workers)
	for range cap(free) {
		free <- make([]byte, 0, size)
	}
	ready := make([]chan chunk, m)
	for k := range ready {
		ready[k] = make(chan chunk, 1)
	}
	var next atomic.Int64
	stop := make(chan struct{})
	defer close(stop) // the workers end at the next chunk number
	for range workers {
		go func() {
			for {
				var buf []byte
				select {
				case buf = <-free:
				case <-stop:
					return
				}
				k := int(next.Add(1) - 1)
				if k >= m {
					return
				}
				b, err := format(k, buf[:0])
				ready[k] <- chunk{b, err}
			}
		}()
	}
	for k := range m {
		c := <-ready[k]
		if c.err != nil {
			return c.err
		}
		if _, err := w.Write(c.b); err != nil {
			return err
		}
		free <- c.b
	}
	return nil
}
