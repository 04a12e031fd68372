package app

import (
	"os"
	"strings"
	"testing"
)

// TestTypedLimit: the page's own limit of typed exercise values (MaxTyped,
// out of the engine, issue 32 item 7) refuses one more, and the README's
// Limits paragraph gives it.
func TestTypedLimit(t *testing.T) {
	if err := CheckTypedCount(MaxTyped); err != nil {
		t.Errorf("at the limit: %v", err)
	}
	if err := CheckTypedCount(MaxTyped + 1); err == nil || !strings.Contains(err.Error(), "10000") {
		t.Errorf("past the limit: %v", err)
	}
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if readme := strings.Join(strings.Fields(string(b)), " "); !strings.Contains(readme, "typed exercise values at most 10,000") {
		t.Error("README.md, Limits: no \"typed exercise values at most 10,000\"")
	}
}
