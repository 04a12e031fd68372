package engine

import "testing"

// TestSeed000Championship2009Compare: in a round robin every edition gives the same
// standings (§3.11), while the tie-break systems of the exercise (docs/tiebreaks.md §14.7)
// order Godena and Ortega, and places 3–5, differently.
func TestSeed000Championship2009Compare(t *testing.T) {
	ev := championship2009(t)
	cmp, err := Compare(ev, Options{Preset: "fide-rr"}, []Edition{Fide2026, Fide2024, Fide2012, Italian})
	if err != nil {
		t.Fatal(err)
	}
	if cmp.Changed != 0 || len(cmp.Columns) != 4 {
		t.Errorf("editions in a round robin: %d changed", cmp.Changed)
	}
	var cols []Column
	for _, tb := range []string{"SB", "KS", "PS", "ARO", "TPR", "WIN", "BPG", "DE", "SEQ"} {
		l, err := ParseList(tb)
		if err != nil {
			t.Fatal(err)
		}
		cols = append(cols, Column{Label: tb, Options: Options{TieBreaks: l}})
	}
	cmp, err = CompareColumns(ev, cols)
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

func cmpRow(c *Comparison, start int) CompareRow {
	for _, r := range c.Rows {
		if r.Start == start {
			return r
		}
	}
	return CompareRow{}
}

// TestComparePresets compares presets and refuses an empty comparison.
func TestComparePresets(t *testing.T) {
	cmp, err := ComparePresets(heldSwiss(t, "2024/05/01"), Options{}, []string{"fide-swiss", "uscf", "italian-swiss"})
	if err != nil {
		t.Fatal(err)
	}
	if cmp.Columns[1].Standings.Edition != USCF || cmp.Columns[2].Standings.Edition != Italian {
		t.Errorf("preset editions: %s %s", cmp.Columns[1].Standings.Edition, cmp.Columns[2].Standings.Edition)
	}
	if _, err := Compare(heldRR(t), Options{}, nil); err == nil {
		t.Error("an empty comparison must be an error")
	}
}
