package engine

import (
	"strings"
	"testing"
)

// Both forms of a Koya limit shift are capped alike: 1,000 half-points
// or 500 points; an absurd value is a clear error (issue 15 item 2).
func TestKoyaLimitParse(t *testing.T) {
	for _, s := range []string{"KSX/L+5000.0", "KSX/L+500.5", "KSR/L-1001", "KS/L+99999999999999999999.0", "KSX/L+1.25"} {
		if _, err := ParseDescriptor(s); err == nil {
			t.Errorf("%s accepted", s)
		}
	}
	for _, s := range []string{"KSX/L+500.0", "KSX/L+1000", "KSR/L-2.5", "KS/L+1", "KS/L60"} {
		if _, err := ParseDescriptor(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
}

// A limit beyond what the event can reach adds no components: the
// vector of KSX and KSR stays within the event's scores, whatever the
// limit, and the limits the event reaches are computed as before.
func TestKoyaVectorCapped(t *testing.T) {
	ev := championship2009(t)
	plain := values(t, ev, EditionDefault, "KSX,KSR")
	for _, list := range []string{"KSX/L+500.0,KSR/L-1000", "KSX/L+1000,KSR/L-500.0"} {
		v := values(t, ev, EditionDefault, list)
		for s := range v {
			for k, code := range []string{"KSX", "KSR"} {
				n := len(strings.Fields(v[s][k]))
				if n > 2*11+3 {
					t.Errorf("%s of player %d has %d components, want at most %d (the 11 points the event can reach)", code, s, n, 2*11+3)
				}
				// The tail computed at the ordinary limits is the same.
				if p := plain[s][k]; code == "KSX" && !strings.HasSuffix(v[s][k], p) || code == "KSR" && !strings.HasSuffix(v[s][k], p) {
					t.Errorf("%s of player %d: %q does not end with %q", code, s, v[s][k], p)
				}
			}
		}
	}
}
