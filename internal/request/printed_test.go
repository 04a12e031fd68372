package request

import (
	"os"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// readReal reads a file of the corpus (testdata/real).
func readReal(tb testing.TB, file string) *engine.Event {
	tb.Helper()
	data, err := os.ReadFile("../../testdata/real/" + file)
	if err != nil {
		tb.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: file})
	if err != nil {
		tb.Fatal(err)
	}
	return ev
}

// TestIdentifyPrintBudget reads a published chess-results export of 107
// players × 7 rounds printing TB1–TB3 (docs/tiebreaks.md, decision 55):
// without a budget its printed columns are compared as it is read and
// identify the 2012 rules with BH/C1, BH; with a budget below its size
// they are left Deferred, and the standings use the default list with
// the notice that says why; IdentifyPrint, run later as the page does in
// the background, finds the same rule set, which the standings then use.
func TestIdentifyPrintBudget(t *testing.T) {
	data, err := os.ReadFile("../../testdata/real/cr-keshmat-rapid-2024-08.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	run := func(budget int) Result {
		t.Helper()
		c := Cache{PrintBudget: budget}
		res, err := c.Run(string(data), Request{Read: formats.Options{FileName: "cr-keshmat-rapid-2024-08.xlsx"}})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	whole := run(0)
	p := whole.Event.Printed
	if p == nil || !p.Reproduced || p.String() != "fide2012, BH/C1, BH" || p.Agree != 107 || p.Of != 107 {
		t.Fatalf("no budget: %+v", p)
	}
	if got := whole.Standings.ListSource.English(); got != "read from the printed columns: fide2012, BH/C1, BH, 107 of 107 reproduced" {
		t.Errorf("no budget: list source %q", got)
	}
	later := run(500)
	if lp := later.Event.Printed; lp == nil || !lp.Deferred {
		t.Fatalf("budget 500 (the event is 749): %+v, want Deferred", lp)
	}
	if src := later.Standings.ListSource.English(); src != "default preset fide-swiss" {
		t.Errorf("deferred: list source %q, want the default", src)
	}
	said := false
	for _, n := range later.Standings.Notices {
		said = said || n.English() == "The printed tie-break columns of this event (107 participants, 7 rounds) are being compared with the rules in the background: once they are, the standings follow the rules that reproduce them, and say so here."
	}
	if !said {
		t.Errorf("deferred: no notice among %v", later.Standings.Notices)
	}
	steps := 0
	found, err := IdentifyPrint(later.Event, func(done, total int) error { steps++; return nil })
	if err != nil || found == nil || found.String() != p.String() || !found.Reproduced || steps == 0 {
		t.Fatalf("IdentifyPrint: %+v, %v, %d steps", found, err, steps)
	}
	later.Event.Printed = found
	st, err := engine.Compute(later.Event, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if st.ListSource.English() != whole.Standings.ListSource.English() || st.Edition != whole.Standings.Edition {
		t.Errorf("after the background comparison: %s under %s, want as read whole", st.ListSource.English(), st.Edition)
	}
}

// BenchmarkIdentifyPrint compares the printed columns of published
// exports as they are read (identifyPrint): the cost printBudget (app)
// bounds. Measured on 5 December 2026: natively 88, 58 and 60 ms; in
// WebAssembly under Node (GOOS=js GOARCH=wasm go test -bench, go_js_wasm_exec on the PATH)
// 128, 43 and 26 ms.
func BenchmarkIdentifyPrint(b *testing.B) {
	for _, f := range []string{"cr-keshmat-rapid-2024-08.xlsx", "vega-hbcc-best-in-the-west-2025.html", "cr-srs-km-2026-round4.csv"} {
		ev := readReal(b, f)
		b.Run(f, func(b *testing.B) {
			for b.Loop() {
				ev.Printed = nil
				identifyPrint(ev, 0)
			}
		})
	}
}
