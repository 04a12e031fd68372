package engine

import "testing"

// TestSpec617TPRTiersPre2009 is docs/tiebreaks.md, decision 23: under fide-pre2009 #9 (three
// unplayed rounds) has TPR 1721 but ranks after #7 (1611) in the 1.5 group.
func TestSpec617TPRTiersPre2009(t *testing.T) {
	ev := heldSwiss(t, "2024/05/01")
	v := values(t, ev, FidePre2009, "TPR")
	if v[9][0] != "1721" || v[7][0] != "1611" || v[13][0] != "1781" {
		t.Fatalf("TPR 7, 9, 13 = %s %s %s", v[7][0], v[9][0], v[13][0])
	}
	rk := ranks(t, ev, FidePre2009, "TPR")
	if !(rk[13] < rk[7] && rk[7] < rk[9]) {
		t.Errorf("fide-pre2009 TPR ranks 13: %d, 7: %d, 9: %d; want 13, 7, 9", rk[13], rk[7], rk[9])
	}
	if rk := ranks(t, ev, Fide2024, "TPR"); !(rk[13] < rk[7] && rk[7] < rk[9]) {
		t.Errorf("fide2024 TPR ranks %v", rk)
	}
}
