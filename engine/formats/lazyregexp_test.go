package formats

import "testing"

// Every pattern compiles, and compiles once.
func TestLazyRegexps(t *testing.T) {
	if len(lazyRegexps) < 20 {
		t.Fatalf("%d lazy expressions registered, want the readers' 21", len(lazyRegexps))
	}
	for _, l := range lazyRegexps {
		re := l.re()
		if re == nil || re.String() != l.pattern || l.re() != re {
			t.Errorf("%q: compiled to %v", l.pattern, re)
		}
	}
}
