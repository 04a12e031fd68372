package whatif_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/whatif"
)

// TestRunSteps: Run calls its Step once before each combination, in
// order, with their total, and gives Compute's result; an error of the
// Step stops it at once and is returned.
func TestRunSteps(t *testing.T) {
	text, _ := pending2009(t)
	ev, _, err := formats.ReadTRF([]byte(text), "pending.trf")
	if err != nil {
		t.Fatal(err)
	}
	want, err := whatif.Compute(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var seen []int
	got, err := whatif.Run(ev, engine.Options{}, func(done, total int) error {
		if total != want.Scenarios {
			t.Fatalf("step total %d, want %d", total, want.Scenarios)
		}
		seen = append(seen, done)
		return nil
	})
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("Run with a step differs from Compute (err %v)", err)
	}
	if len(seen) != want.Scenarios || seen[0] != 0 || seen[len(seen)-1] != want.Scenarios-1 {
		t.Errorf("steps %d (first %v), want %d from 0", len(seen), seen[:min(3, len(seen))], want.Scenarios)
	}
	stop := errors.New("cancelled")
	calls := 0
	res, err := whatif.Run(ev, engine.Options{}, func(done, total int) error {
		calls++
		if done == 100 {
			return stop
		}
		return nil
	})
	if res != nil || !errors.Is(err, stop) || calls != 101 {
		t.Errorf("a step's error: result %v, err %v after %d calls, want nil, %v after 101", res != nil, err, calls, stop)
	}
}
