package main

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestComputeListBounds: Spareggi.compute (and so a host's "compute"
// message) refuses a tie-break list or answers past their limits
// (engine/limits.go) with a usage error that names the list, its length
// and the limit, before it reads any entry; at the limit it computes.
func TestComputeListBounds(t *testing.T) {
	data, err := os.ReadFile("../web/examples/campionato-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	bh := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = `"BH"`
		}
		return out
	}
	answers := func(n int) string {
		var parts []string
		for i := 1; i <= n; i++ {
			parts = append(parts, `"Q-BYE/r`+strconv.Itoa(i)+`": "pab"`)
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	for _, opts := range []string{
		`{"tiebreaks": [` + strings.Join(bh(engine.MaxTieBreaks), ",") + `]}`,
		`{"tiebreaks": ["PTS",` + strings.Join(bh(engine.MaxTieBreaks), ",") + `]}`,
		`{"tiebreaks": "` + strings.Repeat("BH ", engine.MaxTieBreaks) + `"}`,
		`{"answers": ` + answers(engine.MaxAnswers) + `}`,
	} {
		if _, err := Compute(text, opts); err != nil {
			t.Errorf("%.40s… at the limit: %v", opts, err)
		}
	}
	for _, c := range []struct {
		opts string
		want error
	}{
		{`{"tiebreaks": [` + strings.Join(bh(100_000), ",") + `]}`, engine.CheckTieBreaks(100_000)},
		{`{"tiebreaks": ["PTS",` + strings.Join(bh(engine.MaxTieBreaks+1), ",") + `]}`, engine.CheckTieBreaks(engine.MaxTieBreaks + 1)},
		{`{"tiebreaks": "` + strings.Repeat("BH,", 100_000) + `"}`, engine.CheckTieBreaks(100_000)},
		{`{"answers": ` + answers(engine.MaxAnswers+1) + `}`, engine.CheckAnswers(engine.MaxAnswers + 1)},
	} {
		_, err := Compute(text, c.opts)
		var ae *APIError
		if !errors.As(err, &ae) || !ae.Usage || ae.Message != c.want.Error() {
			t.Errorf("%.40s… past the limit: %#v, want the usage error %q", c.opts, err, c.want)
		}
	}
	// The refusal reads no entry: its cost is the decoding of the options.
	big := `{"tiebreaks": [` + strings.Join(bh(100_000), ",") + `]}`
	a := testing.AllocsPerRun(2, func() { Compute(text, big) })
	t.Logf("BH × 100,000 refused with %.0f allocations", a)
	if a > 1000 {
		t.Errorf("refusing BH × 100,000 allocates %.0f times: the entries are read", a)
	}
}
