package report

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// WriteJSON writes the document JSONWith returns, byte for byte, for small
// and large standings (one chunk, chunks and a last partial chunk) and with
// the details of every value; the document is valid JSON.
func TestWriteJSONEqualsJSONWith(t *testing.T) {
	list, _ := engine.ParseList("BH/C1,SB,DE,ARO,TPR,KS")
	sizes := []int{3, chunkRows, 2101}
	if testing.Short() {
		sizes[2] = 2*chunkRows + 5 // three chunks, the last one short
	}
	for _, np := range sizes {
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
			if !json.Valid(want) {
				t.Fatalf("%d players, explain %d: JSONWith is not valid JSON", np, explain)
			}
			var got bytes.Buffer
			if err := WriteJSON(&got, st, opt); err != nil || !bytes.Equal(got.Bytes(), want) {
				t.Fatalf("%d players, explain %d: %d bytes (err %v), want the %d bytes of JSONWith", np, explain, got.Len(), err, len(want))
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
