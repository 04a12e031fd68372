package check

import (
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// sbColumn prints one column TB1, of no known program, on the technical
// commission's 2024 exercise: printed[i] is start number i+1's value, ""
// for none. Its Sonneborn-Berger under the 2024 rules (the FIDE checker's
// values, testdata/tec-swiss-5-2024.expected.tsv) is, by start number:
// 8.00 9.50 10.50 9.75 4.25 6.50 3.25 5.25 2.25 1.50 5.75 4.00 4.25 4.50
// 3.50 7.25.
func sbColumn(t *testing.T, printed ...string) *engine.Event {
	t.Helper()
	ev := readFixture(t, "tec-swiss-5-2024")
	if len(printed) != len(ev.Players) {
		t.Fatalf("%d values for %d players", len(printed), len(ev.Players))
	}
	ev.DeclaredColumns = []engine.DeclaredColumn{{Name: "TB1"}}
	for i, s := range printed {
		ev.Player(i + 1).DeclaredTieBreaks = []string{s}
	}
	return ev
}

// roundingNote returns the column's note on its rounding, in English, and
// fails when there is not exactly one.
func roundingNote(t *testing.T, c Column) string {
	t.Helper()
	var out []string
	for _, n := range c.Notes {
		if strings.HasPrefix(n.Code(), "printed-rounding") {
			out = append(out, n.English())
		}
	}
	if len(out) != 1 {
		t.Fatalf("rounding notes %q, notes %+v", out, c.Notes)
	}
	return out[0]
}

// differText lists a column's differences as "start printed computed".
func differText(c Column) string {
	var out []string
	for _, d := range c.Differ {
		out = append(out, strconv.Itoa(d.Player.StartNo)+" "+d.Printed+" "+d.Computed)
	}
	return strings.Join(out, "; ")
}

// TestPrintedRoundingInferred (docs/tiebreaks.md §15, decision 61): a
// column of no known program whose values are the Sonneborn-Berger
// rounded to one decimal by a convention other than half up is
// reproduced under the convention that reproduces every row, named in a
// note with the count; one convention for the whole column.
func TestPrintedRoundingInferred(t *testing.T) {
	for _, tc := range []struct {
		name    string
		printed []string
		agree   int
		of      int
		note    string
		differ  string // the rows not reproduced, "start printed computed"
	}{{
		// Half to even: 9.75 → 9.8, 5.75 → 5.8, but 4.25 → 4.2, 3.25 →
		// 3.2, 5.25 → 5.2, 2.25 → 2.2, 7.25 → 7.2, which half up prints
		// one more.
		name:    "half to even",
		printed: strings.Fields("8.0 9.5 10.5 9.8 4.2 6.5 3.2 5.2 2.2 1.5 5.8 4.0 4.2 4.5 3.5 7.2"),
		agree:   16, of: 16,
		note: "SB, rounded half to even to one decimal: 16 of 16",
	}, {
		// Truncation: 9.75 → 9.7 and 5.75 → 5.7 besides.
		name:    "toward zero",
		printed: strings.Fields("8.0 9.5 10.5 9.7 4.2 6.5 3.2 5.2 2.2 1.5 5.7 4.0 4.2 4.5 3.5 7.2"),
		agree:   16, of: 16,
		note: "SB, rounded toward zero (truncated) to one decimal: 16 of 16",
	}, {
		// No convention gives every row: half to even but for start
		// number 5's 4.25 printed 4.3 (15 of 16); truncation gives 13
		// (4, 5, 11 differ), half up 11 (4, 7, 8, 9, 13, 16).
		name:    "none reproduces all",
		printed: strings.Fields("8.0 9.5 10.5 9.8 4.3 6.5 3.2 5.2 2.2 1.5 5.8 4.0 4.2 4.5 3.5 7.2"),
		agree:   15, of: 16,
		note:   "SB, rounded half to even to one decimal: 15 of 16",
		differ: "5 4.3 4.25",
	}, {
		// To whole numbers, the values printed without a half: half up
		// and half to even give every one (9.75 → 10, 5.75 → 6, 4.25 →
		// 4), truncation 8 of 10 (start numbers 4 and 11).
		name:    "half up and half to even agree",
		printed: []string{"8", "", "", "10", "4", "", "3", "5", "2", "", "6", "4", "4", "", "", "7"},
		agree:   10, of: 10,
		note: "SB, rounded half up or half to even to whole numbers, which agree here: 10 of 10",
	}} {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := Printed(sbColumn(t, tc.printed...), engine.Options{})
			if err != nil {
				t.Fatal(err)
			}
			c := rep.Columns[0]
			if c.Best == nil || c.Best.TieBreak.Key != "SB" || c.Best.Agree != tc.agree || c.Best.Of != tc.of {
				t.Fatalf("best %+v; differ %s", c.Best, differText(c))
			}
			if got := differText(c); got != tc.differ {
				t.Errorf("differ %q, want %q", got, tc.differ)
			}
			if got := roundingNote(t, c); got != tc.note {
				t.Errorf("note %q, want %q", got, tc.note)
			}
			if rep.Reproduced() != (tc.differ == "") {
				t.Errorf("Reproduced() %v", rep.Reproduced())
			}
		})
	}
}
