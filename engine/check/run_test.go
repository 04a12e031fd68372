package check

import (
	"errors"
	"os"
	"reflect"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
)

// TestRunSteps: Run with a Step gives Printed's report, on an individual
// event (ten columns) and a team one (three match-point scorings), and
// tells a progress that never goes back nor past its total, and ends at
// it.
func TestRunSteps(t *testing.T) {
	team := func() *engine.Event {
		data, err := os.ReadFile("../formats/testdata/x-team-cr-printed.csv")
		if err != nil {
			t.Fatal(err)
		}
		ev, _, err := formats.Read(data, formats.Options{FileName: "x-team-cr-printed.csv"})
		if err != nil {
			t.Fatal(err)
		}
		return ev
	}
	for name, ev := range map[string]*engine.Event{
		"individual": printedEvent(t, 40, 7, printedColumns10, 10),
		"team":       team(),
	} {
		want, err := Printed(ev, engine.Options{})
		if err != nil {
			t.Fatal(err)
		}
		calls, last, lastTotal := 0, -1, -1
		got, err := Run(ev, engine.Options{}, func(done, total int) error {
			calls++
			if done < last || done > total || total <= 0 || lastTotal >= 0 && total != lastTotal {
				t.Errorf("%s: step %d of %d after %d of %d", name, done, total, last, lastTotal)
			}
			last, lastTotal = done, total
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: Run's report differs from Printed's", name)
		}
		if calls < 2 || last != lastTotal {
			t.Errorf("%s: %d steps, the last %d of %d", name, calls, last, lastTotal)
		}
	}
}

// TestRunStops: an error of the Step stops the check and is returned as
// it is, even a coded one, which the check would otherwise take for a
// tie-break refused under an edition.
func TestRunStops(t *testing.T) {
	ev := printedEvent(t, 40, 7, printedColumns10, 10)
	for _, stop := range []error{errors.New("cancelled"), engine.Coded(msg.ErrPrintedNone)} {
		for _, after := range []int{0, 1, 5, 40} {
			calls := 0
			rep, err := Run(ev, engine.Options{}, func(done, total int) error {
				if calls++; calls > after {
					return stop
				}
				return nil
			})
			if err != stop || rep != nil {
				t.Errorf("stopped after %d steps with %v: report %v, error %v", after, stop, rep != nil, err)
			}
			if calls != after+1 {
				t.Errorf("stopped after %d steps with %v: %d steps", after, stop, calls)
			}
		}
	}
}

// BenchmarkCheckRun2000x10 is BenchmarkCheckPrinted2000x10 with a Step,
// and reports the longest time between two of its calls (max-gap-ms): the
// page stays that long without drawing (issue 23: about 50 ms natively).
func BenchmarkCheckRun2000x10(b *testing.B) {
	ev := printedEvent(b, 2000, 11, printedColumns10, 10)
	var gap time.Duration
	steps := 0
	for b.Loop() {
		last := time.Now()
		if _, err := Run(ev, engine.Options{}, func(done, total int) error {
			gap, last = max(gap, time.Since(last)), time.Now()
			steps++
			return nil
		}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(gap.Microseconds())/1000, "max-gap-ms")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
}

// BenchmarkCheckLive2000x10 is BenchmarkCheckPrinted2000x10 with a Step
// that collects the garbage and reports the most heap left live at a step
// (live-MB, less the event's before the check): what a collection falling
// during the check marks (issue 32: the page's collector is not held).
func BenchmarkCheckLive2000x10(b *testing.B) {
	ev := printedEvent(b, 2000, 11, printedColumns10, 10)
	live := func() uint64 {
		var m runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	var peak uint64
	for b.Loop() {
		base := live()
		if _, err := Run(ev, engine.Options{}, func(done, total int) error {
			l := live()
			peak = max(peak, l-min(base, l))
			return nil
		}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(peak)/(1<<20), "live-MB")
}

// TestKeepAlike: a scalar candidate's values equal to those kept under
// another edition are those very values (one slice kept for both), values
// that differ in one participant, or of a group operation, are a copy.
func TestKeepAlike(t *testing.T) {
	one, half := engine.Result{Value: engine.IntValue(1), Defined: true}, engine.Result{Value: engine.NewValue(1, 2), Defined: true}
	pc := &printedChecker{editions: []engine.Edition{engine.Fide2024, engine.Fide2012},
		scalars: map[variantEdition][][]engine.Result{{0, engine.Fide2024}: {{one, half}, {one, one}}}}
	kept := pc.scalars[variantEdition{0, engine.Fide2024}]
	buf := []engine.Result{one, half}
	if got := pc.keep(0, 0, buf, true); &got[0] != &kept[0][0] {
		t.Error("equal values kept twice")
	}
	if got := pc.keep(0, 0, buf, false); &got[0] == &kept[0][0] || &got[0] == &buf[0] || !slices.Equal(got, buf) {
		t.Error("a group operation's values not copied")
	}
	if got := pc.keep(0, 1, buf, true); &got[0] == &kept[1][0] || &got[0] == &buf[0] || got[1] != half {
		t.Errorf("different values shared: %v", got)
	}
}
