package engine

import (
	"strings"
	"testing"
)

// A vector result formats in time and memory linear in its length: RRO has
// up to one component per player, and the standings print every one of them
// (issue 15, item 1). Formatting a 5,000-component vector allocates a few
// times its text, not the square of it.
func TestVectorStringLinear(t *testing.T) {
	const n = 5000
	vec := make([]Value, n)
	for i := range vec {
		vec[i] = NewValue(int64(i%3), 2)
	}
	r := Result{Defined: true, more: &resultMore{vector: vec}}
	s := r.String()
	if got := strings.Count(s, " ") + 1; got != n {
		t.Fatalf("String has %d components, want %d", got, n)
	}
	if !strings.HasPrefix(s, "0.0 0.5 1.0 0.0") {
		t.Fatalf("String starts %q", s[:20])
	}
	if b := string(r.AppendString([]byte("x"))); b != "x"+s {
		t.Fatalf("AppendString differs from String")
	}
	allocs := testing.AllocsPerRun(5, func() { _ = r.String() })
	if allocs > 4 {
		t.Errorf("String of a %d-component vector makes %.0f allocations, want at most 4", n, allocs)
	}
	dst := make([]byte, 0, 8*n)
	allocs = testing.AllocsPerRun(5, func() { _ = r.AppendString(dst[:0]) })
	if allocs > 0 {
		t.Errorf("AppendString into a large enough buffer makes %.0f allocations, want 0", allocs)
	}
}
