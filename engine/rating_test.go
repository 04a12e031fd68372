package engine

import "testing"

// TestPTPTableBands checks PTP at the FIDE B.02 band edges 411/412 and
// 619/620 of table 2 as printed: PTP of player 1 is 2134 (at 2134 the expected score is .42 + .08 = .50 against
// 2190 and 2545; at 2133 it is .42 + .07).
func TestPTPTableBands(t *testing.T) {
	ev := build(t, "2024/05/01", Swiss,
		"2000: 2w= 3b0",
		"2190: 1b= U",
		"2545: U 1w1",
	)
	v := values(t, ev, Fide2024, "PTP")
	if v[1][0] != "2134" {
		t.Errorf("PTP of 1 = %s, want 2134", v[1][0])
	}
	for d, want := range map[int]int{410: 92, 411: 92, 412: 93, 619: 98, 620: 99, 735: 99, 736: 100} {
		if pdHigh[d] != want {
			t.Errorf("PD(%d) = .%d, want .%d", d, pdHigh[d], want)
		}
	}
}
