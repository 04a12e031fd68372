package app

import "testing"

// The page's prize field accepts what the CLI accepts and nothing more
// (engine.ParseAmount): absurd amounts are refused, never paid.
func TestParsePrizesLimits(t *testing.T) {
	for _, lang := range []string{"en", "it"} {
		for _, s := range []string{"100000000000000000", "1e18", "1000 1e308", "10.005", "10,005", "-5"} {
			if v, err := ParsePrizes(lang, s); err == nil {
				t.Errorf("%s: ParsePrizes(%q) = %v, want an error", lang, s, v)
			}
		}
	}
	if v, err := ParsePrizes("en", "1000000000; 500 0.5"); err != nil || len(v) != 3 {
		t.Errorf("ParsePrizes: %v %v", v, err)
	}
	if v, err := ParsePrizes("it", "1000000000; 500 0,5"); err != nil || len(v) != 3 {
		t.Errorf("ParsePrizes: %v %v", v, err)
	}
}
