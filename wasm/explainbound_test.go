package main

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/internal/gen"
)

// Spareggi.compute (and the embedded page's "compute" message, which
// calls it) refuses explain "all" past the bound on explanations
// (engine.MaxExplained) with a coded error, not a usage one, that names
// the count and the bound, before anything is explained; one
// participant's explanation of the same list is given (issue 33, item 2).
func TestComputeExplainAllBounded(t *testing.T) {
	text := string(gen.TRF(gen.Swiss(400, 9, 1, false)))
	opts := func(explain string, tbs int) string {
		b, _ := json.Marshal(map[string]any{"tiebreaks": gen.TieBreakKeys(tbs), "explain": json.RawMessage(explain)})
		return string(b)
	}
	out, err := Compute(text, opts(`"all"`, 60))
	var ae *APIError
	if out != "" || !errors.As(err, &ae) || ae.Code != "explain-too-large" || ae.Usage ||
		!strings.Contains(ae.Message, "400 participants × 60 tie-breaks × 9 rounds = 216000 elements: at most 200000 are explained at once") {
		t.Fatalf("past the bound: %d bytes, %#v", len(out), err)
	}
	for _, o := range []string{opts("7", 60), opts(`"all"`, 5)} {
		out, err := Compute(text, o)
		if err != nil || !strings.Contains(out, `"details":{`) {
			t.Errorf("%s: %v", o[:40], err)
		}
	}
}

// BenchmarkComputeExplainAll is the JS API's cost at the bound on
// explanations, natively: the input of issue 33 (2,000 × 11 with 60
// tie-breaks, 1,320,000 participants × tie-breaks × rounds) refused, and
// the largest allowed (2,000 × 11 with 9 tie-breaks, 198,000) explained.
// The text is read once before the timing starts and kept between calls,
// as the page keeps it: the numbers are the refusal's and the
// explanation's own.
func BenchmarkComputeExplainAll(b *testing.B) {
	text := string(gen.TRF(gen.Swiss(2000, 11, 1, false)))
	if _, err := Compute(text, `{"tiebreaks": "BH"}`); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		tbs     int
		refused bool
	}{{"refused-2000x11x60", 60, true}, {"allowed-2000x11x9", 9, false}} {
		b.Run(c.name, func(b *testing.B) {
			o, _ := json.Marshal(map[string]any{"rules": "fide2024", "tiebreaks": gen.TieBreakKeys(c.tbs), "explain": "all"})
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Compute(text, string(o)); (err != nil) != c.refused {
					b.Fatalf("%v, want refused %v", err, c.refused)
				}
			}
		})
	}
}
