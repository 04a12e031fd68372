package engine

import (
	"runtime"
	"testing"
)

// TestKeyPanicReachesCaller checks that a key that panics while rank
// computes the list concurrently panics in the caller's goroutine, after
// every other key has stopped, whether the splits reached it or not.
func TestKeyPanicReachesCaller(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	registry = append(registry, tieBreak{code: "XPANIC", modifiers: "", scalar: func(*calc, Descriptor, *column) { panic("boom") }})
	defer func() { registry = registry[:len(registry)-1] }()
	for _, l := range []string{"XPANIC,BH,SB", "BH,SB,BH/C1,XPANIC", "WIN,XPANIC,DE,ARO,TPR"} {
		list, err := ParseList(l)
		if err != nil {
			t.Fatal(err)
		}
		func() {
			defer func() {
				if p := recover(); p != "boom" {
					t.Errorf("%s: recovered %v, want boom", l, p)
				}
			}()
			Compute(heldSwiss(t, "2024/05/01"), Options{TieBreaks: list})
		}()
	}
}
