package report

import (
	"bytes"
	"encoding/json"
	"errors"
	"runtime"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// The rows formatted in parts on several goroutines are the rows formatted
// one after the other, byte for byte, for every number of processors and
// with the details of every value.
func TestAppendAllRowsParallel(t *testing.T) {
	ev := gen.Swiss(2101, 5, 3, false)
	list, _ := engine.ParseList("BH/C1,SB,DE,ARO,TPR,KS")
	for _, explain := range []int{0, engine.ExplainAll} {
		st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Explain: explain})
		if err != nil {
			t.Fatal(err)
		}
		opt := withStepOwners(st, JSONOptions{Details: explain != 0})
		keys := keysOf(st)
		want, err := appendRows(nil, st, keys, opt, 0, len(st.Rows))
		if err != nil {
			t.Fatal(err)
		}
		for _, procs := range []int{1, 2, 3, 4, 8} {
			prev := runtime.GOMAXPROCS(procs)
			got, err := appendAllRows([]byte{}, st, keys, opt)
			runtime.GOMAXPROCS(prev)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("explain %d, GOMAXPROCS %d: %d bytes (err %v), want the %d bytes of one pass", explain, procs, len(got), err, len(want))
			}
		}
		doc, err := JSONWith(st, opt)
		if err != nil || !json.Valid(doc) || !bytes.Contains(doc, want) {
			t.Errorf("explain %d: the document is not valid JSON holding the rows (err %v)", explain, err)
		}
	}
}

// WriteJSON writes the document JSONWith returns, byte for byte, for small
// and large standings, every number of processors and with the details of
// every value.
func TestWriteJSONEqualsJSONWith(t *testing.T) {
	list, _ := engine.ParseList("BH/C1,SB,DE,ARO,TPR,KS")
	for _, np := range []int{3, chunkRows, parallelRows - 1, 2101} {
		ev := gen.Swiss(np, 5, 3, false)
		for _, explain := range []int{0, engine.ExplainAll} {
			st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Explain: explain})
			if err != nil {
				t.Fatal(err)
			}
			opt := JSONOptions{Format: "trf", Details: explain != 0, Warnings: []Warning{{Line: 3, Column: 1, Message: "w"}}}
			want, err := JSONWith(st, opt)
			if err != nil {
				t.Fatal(err)
			}
			for _, procs := range []int{1, 2, 3, 8} {
				prev := runtime.GOMAXPROCS(procs)
				var got bytes.Buffer
				err := WriteJSON(&got, st, opt)
				runtime.GOMAXPROCS(prev)
				if err != nil || !bytes.Equal(got.Bytes(), want) {
					t.Fatalf("%d players, explain %d, GOMAXPROCS %d: %d bytes (err %v), want the %d bytes of JSONWith", np, explain, procs, got.Len(), err, len(want))
				}
			}
		}
	}
}

// failAfter accepts n writes, then fails.
type failAfter struct{ n int }

func (f *failAfter) Write(p []byte) (int, error) {
	if f.n == 0 {
		return 0, errors.New("disk full")
	}
	f.n--
	return len(p), nil
}

// A write error stops WriteJSON and is returned, wherever it happens.
func TestWriteJSONWriteError(t *testing.T) {
	st, err := engine.Compute(gen.Swiss(2101, 5, 3, false), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 1, 5, 10} {
		if err := WriteJSON(&failAfter{n: n}, st, JSONOptions{}); err == nil || err.Error() != "disk full" {
			t.Errorf("failing after %d writes: err %v, want disk full", n, err)
		}
	}
}
