package check

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// sbAgree reads a Vega page of testdata/real and returns how many of its
// printed SB the check reproduces as Vega's column, how many as a column
// of no known program, and how many half up alone would; the notes (in
// English) are those of the first.
func sbAgree(t *testing.T, file string) (vega, unknown, halfUp int, notes string) {
	t.Helper()
	data, err := os.ReadFile("../../testdata/real/" + file)
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: file})
	if err != nil {
		t.Fatal(err)
	}
	k := len(ev.DeclaredColumns) - 1
	if ev.DeclaredColumns[k].Name != "SB" || ev.DeclaredColumns[k].Program != "vega" {
		t.Fatalf("%s: last column %+v", file, ev.DeclaredColumns[k])
	}
	check := func() *Report {
		rep, err := Printed(ev, engine.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	rep := check()
	c := rep.Columns[k]
	var ns []string
	for _, n := range c.Notes {
		ns = append(ns, n.English())
	}
	// Half up alone: the best's values after the columns before it, each
	// rounded half up.
	var list []engine.Descriptor
	for _, p := range rep.Columns[:k] {
		if p.Best != nil {
			list = append(list, p.Best.TieBreak)
		}
	}
	st, err := engine.Compute(ev, engine.Options{Edition: c.Best.Edition, TieBreaks: append(list, c.Best.TieBreak), Round: rep.Round})
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range st.Rows {
		v, dec, ok := parsePrinted(strings.TrimSpace(row.Player.DeclaredTieBreaks[k]))
		if r := row.Values[len(list)]; ok && r.Defined && r.Value.RoundTo(dec).Cmp(v) == 0 {
			halfUp++
		}
	}
	ev.DeclaredColumns[k].Program = ""
	return c.Best.Agree, check().Columns[k].Best.Agree, halfUp, strings.Join(ns, "; ")
}

// TestCheckPrintedVegaRoundingPublished: published values of Vega's SB
// (docs/tiebreaks.md §15, decisions 52 and 55). The September Rapid's
// page prints 0.25, 2.25, 3.25 and 7.25 as 0.2, 2.2, 3.2 and 7.2: half to
// even throughout (54 of 55, the same with the program unknown, noted
// half to even; half up alone would reproduce 50). The Cup's page of the
// same club prints ten SB of x.25 as x.3: half up there (24 of 32, as
// many as half up alone; the 8 others are forfeits the copy loses).
func TestCheckPrintedVegaRoundingPublished(t *testing.T) {
	vega, unknown, up, notes := sbAgree(t, "vega-hbcc-september-rapid-2025.txt")
	if vega != 54 || unknown != 54 || up != 50 || notes != "SB, rounded half to even to one decimal: 54 of 55" {
		t.Errorf("September Rapid: %d as Vega's, %d of no program, %d half up, notes %q", vega, unknown, up, notes)
	}
	vega, unknown, up, notes = sbAgree(t, "vega-hbcc-cup-2025.txt")
	if vega != 24 || unknown != 24 || up != 24 {
		t.Errorf("Cup: %d as Vega's, %d of no program, %d half up, notes %q", vega, unknown, up, notes)
	}
}
