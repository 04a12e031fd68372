package engine

import (
	"testing"
	"unsafe"
)

// A Result takes 32 bytes on 64-bit machines: the standings matrix holds
// players × tie-breaks of them (compute.go).
func TestResultSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) == 8 && unsafe.Sizeof(Result{}) != 32 {
		t.Errorf("Result is %d bytes, want 32", unsafe.Sizeof(Result{}))
	}
}
