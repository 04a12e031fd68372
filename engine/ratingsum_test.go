package engine

import "testing"

// TestSpec616RatingSums: ORS is the sum ARO averages (with the fide-pre2009 own
// rating per unplayed round), OPS the sum of the opponents' TPR.
func TestSpec616RatingSums(t *testing.T) {
	ev := heldSwiss(t, "2024/05/01")
	v := values(t, ev, Fide2024, "ORS,ORS/C1,OPS")
	for s, w := range map[int]string{4: "7550 5950 7089", 12: "2050 0 2081", 9: "3950 2200 3609"} {
		if got := join(v[s]); got != w {
			t.Errorf("player %d ORS, ORS/C1, OPS = %s, want %s", s, got, w)
		}
	}
	if got := values(t, ev, FidePre2009, "ORS")[4][0]; got != "9600" {
		t.Errorf("fide-pre2009 ORS of #4 = %s, want 9600 (7550 + own 2050)", got)
	}
	ev.Players[0].Rating = 0
	if v := values(t, ev, Fide2024, "ORS,OPS"); v[4][0] != "null" || v[4][1] != "null" {
		t.Errorf("unrated participant: %v", v[4])
	}
}
