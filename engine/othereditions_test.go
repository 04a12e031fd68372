package engine

import "testing"

// Spec §14.9.4: the 16-player FIDE exercise under the editions other than
// fide2024 / fide2026 (derived). The USCF codes are in uscf_test.go, BARQ in
// draughts_test.go.

// TestSpec1494OtherEditions: BH, BH/C1, BH/M1, SB, SB/C1 under fide2012,
// fide-pre2009, italian and none, and SB under barq, for every participant.
func TestSpec1494OtherEditions(t *testing.T) {
	cases := []struct {
		ed   Edition
		list string
		want map[int]string
	}{
		{Fide2012, "BH,BH/C1,BH/M1,SB,SB/C1", map[int]string{
			1:  "12.5 11.0 7.0 8.00 7.25",
			2:  "13.0 12.0 8.5 9.50 8.50",
			3:  "14.5 12.5 8.5 9.75 8.75",
			4:  "13.5 12.0 8.5 8.50 7.00",
			5:  "8.0 7.0 5.0 3.75 2.75",
			6:  "11.0 10.0 6.5 4.50 3.50",
			7:  "14.0 12.0 8.0 3.25 3.25",
			8:  "14.0 12.5 9.0 6.25 4.75",
			9:  "8.5 8.0 4.5 1.25 0.75",
			10: "12.5 11.0 7.0 1.50 0.00",
			11: "12.0 11.0 7.5 4.25 3.25",
			12: "13.5 12.0 8.5 3.50 2.00",
			13: "15.0 12.5 9.0 4.25 4.25",
			14: "12.0 10.5 7.5 4.00 2.50",
			15: "12.0 11.0 7.5 3.50 2.50",
			16: "12.0 10.5 6.5 6.75 5.25",
		}},
		{FidePre2009, "BH,BH/C1,BH/M1,SB,SB/C1", map[int]string{
			1:  "12.5 11.0 7.0 8.00 7.25",
			2:  "13.0 12.0 8.5 9.50 8.50",
			3:  "14.5 12.5 8.5 9.75 8.75",
			4:  "14.0 12.5 9.0 8.75 7.25",
			5:  "8.0 7.0 5.0 3.75 2.75",
			6:  "12.5 11.5 8.0 4.75 3.75",
			7:  "14.0 12.0 8.0 3.25 3.25",
			8:  "14.0 12.5 9.0 6.25 4.75",
			9:  "9.0 8.0 4.5 2.25 2.25",
			10: "12.5 11.0 7.0 1.50 0.00",
			11: "13.0 11.5 8.0 4.25 2.75",
			12: "11.5 9.5 6.0 4.00 3.00",
			13: "15.0 12.5 9.0 4.25 4.25",
			14: "12.5 11.0 8.0 7.00 5.50",
			15: "12.0 11.0 7.5 3.50 2.50",
			16: "12.0 10.5 6.5 6.75 5.25",
		}},
		{Italian, "BH,BH/C1,BH/M1,SB,SB/C1", map[int]string{
			1:  "12.5 11.0 7.0 8.00 7.25",
			2:  "13.0 12.0 8.5 9.50 8.50",
			3:  "15.5 13.0 9.0 10.50 9.25",
			4:  "10.5 10.5 7.0 7.00 7.00",
			5:  "8.5 7.5 5.0 4.25 3.25",
			6:  "9.0 9.0 5.5 3.50 3.50",
			7:  "14.5 12.5 8.5 3.25 1.25",
			8:  "13.5 12.0 8.5 5.25 3.75",
			9:  "7.0 7.0 3.5 0.00 0.00",
			10: "13.0 11.5 7.5 1.50 0.00",
			11: "12.5 11.0 7.5 4.75 3.25",
			12: "5.5 5.5 2.0 2.00 2.00",
			13: "14.0 12.0 8.5 4.25 4.25",
			14: "9.0 9.0 6.0 4.50 4.50",
			15: "12.0 11.0 7.5 3.50 2.50",
			16: "12.5 11.0 7.0 7.25 5.75",
		}},
		{Barq, "SB", map[int]string{
			1:  "8.00",
			2:  "9.50",
			3:  "10.50",
			4:  "8.875",
			5:  "4.25",
			6:  "5.00",
			7:  "3.25",
			8:  "5.25",
			9:  "1.125",
			10: "1.50",
			11: "4.75",
			12: "3.00",
			13: "4.25",
			14: "4.50",
			15: "3.50",
			16: "7.25",
		}},
	}
	for _, c := range cases {
		v := values(t, heldSwiss(t, "2024/05/01"), c.ed, c.list)
		for s, w := range c.want {
			if got := join(v[s]); got != w {
				t.Errorf("%s player %d %s:\n got %s\nwant %s", c.ed, s, c.list, got, w)
			}
		}
		if c.ed == Italian {
			if n := values(t, heldSwiss(t, "2024/05/01"), None, c.list); join(n[4]) != c.want[4] || join(n[12]) != c.want[12] {
				t.Errorf("none must equal italian: %v %v", n[4], n[12])
			}
		}
	}
}

// TestSpec1494OpponentValues is the first table of §14.9.4: the value of a
// participant as an opponent (ABH) under each edition, where it differs
// from the raw score.
func TestSpec1494OpponentValues(t *testing.T) {
	ev := heldSwiss(t, "2024/05/01")
	want := map[Edition]string{
		Fide2024: "3.0 2.5 3.0 2.0", Fide2026: "3.0 2.5 3.0 2.0",
		Fide2012: "2.5 2.0 2.0 3.0", FidePre2009: "2.5 2.0 2.0 3.0", USCF: "2.5 2.0 2.0 3.0",
		Barq: "3.0 2.5 3.0 2.0", Italian: "3.0 2.5 2.0 2.0", None: "3.0 2.5 2.0 2.0",
	}
	for ed, w := range want {
		v := values(t, ev, ed, "ABH")
		if got := join([]string{v[6][0], v[11][0], v[12][0], v[14][0]}); got != w {
			t.Errorf("%s: #6, #11, #12, #14 = %s, want %s", ed, got, w)
		}
	}
}
