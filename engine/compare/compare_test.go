package compare

import (
	"errors"
	"os"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// readEvent reads a file of the repository.
func readEvent(t *testing.T, path string) *engine.Event {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: path})
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// TestSeed000Championship2009Compare: in a round robin every edition gives the same
// standings (§3.11), while the tie-break systems of the exercise (docs/tiebreaks.md §14.7)
// order Godena and Ortega, and places 3–5, differently.
func TestSeed000Championship2009Compare(t *testing.T) {
	ev := readEvent(t, "../../examples/campionato-italiano-2009.trf")
	cmp, err := Editions(ev, engine.Options{Preset: "fide-rr"}, []engine.Edition{engine.Fide2026, engine.Fide2024, engine.Fide2012, engine.Italian})
	if err != nil {
		t.Fatal(err)
	}
	if cmp.Changed != 0 || len(cmp.Columns) != 4 {
		t.Errorf("editions in a round robin: %d changed", cmp.Changed)
	}
	var cols []Column
	for _, tb := range []string{"SB", "KS", "PS", "ARO", "TPR", "WIN", "BPG", "DE", "SEQ"} {
		l, err := engine.ParseList(tb)
		if err != nil {
			t.Fatal(err)
		}
		cols = append(cols, Column{Label: tb, Options: engine.Options{TieBreaks: l}})
	}
	cmp, err = Columns(ev, cols)
	if err != nil {
		t.Fatal(err)
	}
	rk := map[int][]int{}
	for _, r := range cmp.Rows {
		rk[r.Start] = r.Ranks
	}
	// SB, PS, ARO, TPR, DE and SEQ put Ortega first; KS, WIN and BPG
	// leave Godena and Ortega level.
	wantGodena := []int{2, 1, 2, 2, 2, 1, 1, 2, 2}
	for k := range cols {
		if rk[3][k] != 1 || rk[1][k] != wantGodena[k] {
			t.Errorf("%s: Ortega %d, Godena %d (want 1, %d)", cols[k].Label, rk[3][k], rk[1][k], wantGodena[k])
		}
	}
	if !cmpRow(cmp, 1).Changed || cmpRow(cmp, 3).Changed || !cmpRow(cmp, 1).Shared[1] {
		t.Errorf("Godena must change, Ortega not: %+v %+v", cmpRow(cmp, 1), cmpRow(cmp, 3))
	}
	if cmp.Rows[0].Points.Format(1) != "7.5" {
		t.Errorf("first row: %+v", cmp.Rows[0])
	}
}

func cmpRow(c *Comparison, start int) Row {
	for _, r := range c.Rows {
		if r.Start == start {
			return r
		}
	}
	return Row{}
}

// TestComparePresets compares presets and refuses an empty comparison.
func TestComparePresets(t *testing.T) {
	cmp, err := Presets(readEvent(t, "../../testdata/tec-swiss-5-2024.trf"), engine.Options{}, []string{"fide-swiss", "uscf", "italian-swiss"})
	if err != nil {
		t.Fatal(err)
	}
	if cmp.Columns[1].Standings.Edition != engine.USCF || cmp.Columns[2].Standings.Edition != engine.Italian {
		t.Errorf("preset editions: %s %s", cmp.Columns[1].Standings.Edition, cmp.Columns[2].Standings.Edition)
	}
	if _, err := Editions(readEvent(t, "../../testdata/tec-rr-6.trf"), engine.Options{}, nil); err == nil {
		t.Error("an empty comparison must be an error")
	}
}

// TestCompareBound: a comparison of MaxCompare columns is computed, one
// more is refused with its code, before any standings is computed.
func TestCompareBound(t *testing.T) {
	ev := readEvent(t, "../../testdata/tec-rr-6.trf")
	eds := make([]engine.Edition, engine.MaxCompare+1)
	for i := range eds {
		eds[i] = engine.Fide2026
	}
	if _, err := Editions(ev, engine.Options{}, eds[:engine.MaxCompare]); err != nil {
		t.Errorf("%d columns: %v", engine.MaxCompare, err)
	}
	_, err := Editions(ev, engine.Options{}, eds)
	var ue *engine.UsageError
	var ce *engine.CodedError
	if !errors.As(err, &ue) || !errors.As(err, &ce) || ce.Code() != "too-many-compare" {
		t.Errorf("%d columns: %v, want the usage error too-many-compare", engine.MaxCompare+1, err)
	}
}
