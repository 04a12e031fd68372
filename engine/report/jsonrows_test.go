package report

import (
	"bytes"
	"encoding/json"
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
		opt := JSONOptions{Details: explain != 0}
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
