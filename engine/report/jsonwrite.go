package report

import (
	"io"

	"github.com/spareggi/spareggi/engine"
)

// chunkRows is the number of rows WriteJSON formats into one buffer before
// writing it.
const chunkRows = 128

// WriteJSON writes the document JSONWith returns to w, byte for byte the
// same, without holding it whole in memory: the rows are formatted in
// chunks of a few dozen kilobytes, each written as soon as it is ready. It is what the
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

// writeRows writes every row of the standings, separated by commas, in
// chunks of chunkRows rows formatted into one buffer.
func writeRows(w io.Writer, st *engine.Standings, keys [][]byte, opt JSONOptions) error {
	n := len(st.Rows)
	if n == 0 {
		return nil
	}
	buf := make([]byte, 0, jsonSize(st, keys)/n*chunkRows) // a chunk of usual rows without growing
	for lo := 0; lo < n; lo += chunkRows {
		buf = buf[:0]
		if lo > 0 {
			buf = append(buf, ',')
		}
		var err error
		if buf, err = appendRows(buf, st, keys, opt, lo, min(lo+chunkRows, n)); err != nil {
			return err
		}
		if _, err = w.Write(buf); err != nil {
			return err
		}
	}
	return nil
}
