package engine

import "testing"

// TestSpec95Lots: the recorded drawing of lots orders the group it names; other
// groups stay tied.
func TestSpec95Lots(t *testing.T) {
	l, _ := ParseList("AVU,LOT")
	st, err := Compute(heldRR(t), Options{TieBreaks: l, Lots: [][]int{{3, 2}}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]int{}
	for _, r := range st.Rows {
		got[r.Player.StartNo] = r.Rank
	}
	if got[3] != 2 || got[2] != 3 || len(st.Ties) != 0 {
		t.Errorf("LOT ranks %v, ties %v", got, st.Ties)
	}
	if rk := ranks(t, heldRR(t), EditionDefault, "AVU,LOT"); rk[2] != 2 || rk[3] != 2 {
		t.Errorf("LOT without a drawing: %v", rk)
	}
}
