package check

import (
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestRoundAs: the roundings of PrintingPrograms, to one decimal: Vega's
// half to even (14.75 → 14.8, 2.25 → 2.2) and the default half up
// (towards +∞, as Value.RoundTo).
func TestRoundAs(t *testing.T) {
	for _, tc := range []struct {
		num, den int64
		even, up string
	}{
		{1475, 100, "14.8", "14.8"}, {225, 100, "2.2", "2.3"}, {235, 100, "2.4", "2.4"},
		{-225, 100, "-2.2", "-2.2"}, {5, 100, "0.0", "0.1"}, {1, 3, "0.3", "0.3"}, {26, 100, "0.3", "0.3"},
		{7, 1, "7.0", "7.0"},
	} {
		v := engine.NewValue(tc.num, tc.den)
		if got := roundAs(v, 1, RoundHalfEven).Format(1); got != tc.even {
			t.Errorf("%d/%d half even: %s, want %s", tc.num, tc.den, got, tc.even)
		}
		if got := roundAs(v, 1, RoundHalfUp).Format(1); got != tc.up {
			t.Errorf("%d/%d half up: %s, want %s", tc.num, tc.den, got, tc.up)
		}
	}
}
