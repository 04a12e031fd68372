package engine

import "testing"

// TestSpec75AVUHeldRoundRobin is §7.5 on the round robin of §14.10: {4, 5, 6}
// → 6, 5, 4 (the forfeit counted as recorded); {1, 2, 3} → 1, then 2 = 3.
func TestSpec75AVUHeldRoundRobin(t *testing.T) {
	ev := heldRR(t)
	rk := ranks(t, ev, EditionDefault, "AVU")
	want := map[int]int{1: 1, 2: 2, 3: 2, 4: 6, 5: 5, 6: 4}
	for s, w := range want {
		if rk[s] != w {
			t.Errorf("PTS, AVU: player %d rank %d, want %d", s, rk[s], w)
		}
	}
	v := values(t, ev, EditionDefault, "AVU")
	for s, w := range map[int]string{1: "2.0", 4: "0.5", 5: "1.0", 6: "1.5"} {
		if v[s][0] != w {
			t.Errorf("AVU value of %d: %s, want %s", s, v[s][0], w)
		}
	}
	// In a Swiss group where some pair never met, AVU has no effect.
	rk = ranks(t, heldSwiss(t, "2024/05/01"), Fide2024, "AVU")
	if rk[1] != 2 || rk[3] != 2 || rk[4] != 2 || rk[16] != 2 {
		t.Errorf("AVU in an incomplete group: %v", rk)
	}
}
