package engine

import "testing"

// TestParseValueOverflow: a number past the 64 bits of the exact
// arithmetic is refused, never wrapped around (32 nines read as
// -8814407033341083649).
func TestParseValueOverflow(t *testing.T) {
	for _, s := range []string{"99999999999999999999999999999999", "-99999999999999999999", "9999999999999999999.5", "1e30"} {
		if v, ok := ParseValue(s); ok {
			t.Errorf("ParseValue(%q) = %s, want a refusal", s, v.Format(1))
		}
	}
	for s, want := range map[string]string{"9223372036854775807": "9223372036854775807", "-12.25": "-12.25", "0.5": "0.5"} {
		if v, ok := ParseValue(s); !ok || v.Format(0) != want && v.Format(2) != want && v.Format(1) != want {
			t.Errorf("ParseValue(%q) = %v, %v", s, v, ok)
		}
	}
}
