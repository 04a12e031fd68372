package engine

import "testing"

// US Chess rule 34E, docs/tiebreaks.md §7.1.9 and §14.8 (published), §14.9.4 (derived).

// TestSpec148USCFRulebook: Modified Median, Solkoff, Cumulative and the
// adjusted score of a withdrawn opponent.
func TestSpec148USCFRulebook(t *testing.T) {
	cases := []struct {
		name, row string
		rounds    int
		fills     []int
		want      string // MM SOLK
	}{
		{"Adam", "+2 +3 +4 +5 -6", 5, []int{2, 10, 3, 20, 4, 30, 5, 35, 6, 40}, "12.5 13.5"},
		{"Barbara", "+2 +3 +4 +5 -6", 5, []int{2, 20, 3, 25, 4, 30, 5, 30, 6, 40}, "12.5 14.5"},
		{"Debrah", "+2 +3 +4 +5 +6 +7 +8", 7, []int{2, 10, 3, 25, 4, 40, 5, 40, 6, 50, 7, 55, 8, 60}, "27.0 28.0"},
	}
	for _, c := range cases {
		ev := newXB(t, c.rounds).row(1, c.row).fills(c.fills...).event()
		if got := join(values(t, ev, Fide2026, "MM,SOLK")[1]); got != c.want {
			t.Errorf("%s: MM, SOLK = %s, want %s", c.name, got, c.want)
		}
	}
	// Calvin: the opponent on 6 had a full-point bye and counts 5.5.
	ev := newXB(t, 7).row(1, "+2 +3 +4 +5 +6 +7 +8").row(8, "F").fills(2, 20, 3, 20, 4, 35, 5, 40, 6, 50, 7, 50, 8, 60).event()
	if got := values(t, ev, Fide2026, "MM")[1][0]; got != "25.0" {
		t.Errorf("Calvin: MM = %s, want 25.0", got)
	}
	cum := []struct{ row, want string }{
		{"+101 -102 +103 =104 -105", "9.0"},
		{"+101 +102 =103 -104 -105", "10.5"},
		{"U +102 -103 =104 +105", "10.0"},
		{"U +102 -103 +104 +105", "11.0"},    // Jennifer
		{"+101 +102 -103 +104 +105", "12.0"}, // Kelly
	}
	for _, c := range cum {
		ev := newXB(t, 5).row(1, c.row).event()
		if got := values(t, ev, Fide2024, "CUM")[1][0]; got != c.want {
			t.Errorf("%s: CUM = %s, want %s", c.row, got, c.want)
		}
	}
	ev = newXB(t, 5).row(1, "+101 +102 -103").withdraw(1, 3).event()
	if got := values(t, ev, USCF, "ABH")[1][0]; got != "3.0" {
		t.Errorf("withdrawn opponent: adjusted %s, want 3.0", got)
	}
}

// TestSpec1494USCFCodes is the USCF table of §14.9.4 (derived): the 16-player
// FIDE exercise under US Chess rules.
func TestSpec1494USCFCodes(t *testing.T) {
	want := map[int]string{
		1: "11.0 12.5 7.0 8.00 11.0 40.0 14", 2: "12.0 13.0 8.5 9.50 13.0 42.5 16",
		3: "12.5 14.5 8.5 9.75 11.0 42.5 14", 4: "10.5 10.5 7.0 7.00 11.5 34.0 12",
		5: "5.0 8.0 5.0 3.75 5.0 28.5 12", 6: "10.0 10.0 6.5 3.50 5.0 29.5 10",
		7: "10.0 14.0 8.0 3.25 6.0 40.0 9", 8: "9.0 14.0 9.0 6.25 8.5 39.5 12",
		9: "1.0 4.5 1.0 0.00 1.5 15.0 2", 10: "8.5 12.5 7.0 1.50 4.0 31.5 8",
		11: "7.5 11.0 7.5 3.25 4.5 32.5 8", 12: "0.0 3.5 0.0 0.00 5.0 11.5 1",
		13: "11.5 15.0 9.0 4.25 7.0 42.0 9", 14: "4.0 6.5 4.0 4.00 6.0 20.5 9",
		15: "8.5 12.0 7.5 3.50 7.0 36.5 11", 16: "10.5 12.0 6.5 6.75 10.5 39.0 15",
	}
	v := values(t, heldSwiss(t, "2024/05/01"), USCF, "MM,SOLK,MED,SB,CUM,OCUM,KASH")
	for s, w := range want {
		if got := join(v[s]); got != w {
			t.Errorf("player %d:\n got %s\nwant %s", s, got, w)
		}
	}
	// The USCF codes ignore the global edition (SB does not).
	v2 := values(t, heldSwiss(t, "2024/05/01"), Fide2026, "MM,SOLK,MED,CUM,OCUM,KASH")
	for s := 1; s <= 16; s++ {
		a, b := v[s], v2[s]
		if join(append(append([]string{}, a[:3]...), a[4:]...)) != join(b) {
			t.Errorf("player %d: uscf %v, fide2026 %v", s, a, b)
		}
	}
	ex := explainOf(t, heldSwiss(t, "2024/05/01"), Fide2026, "MM", 6, 0)
	if ex.Edition != USCF || len(ex.Notes) == 0 || elementScore(t, ex, 3) != "0.0" {
		t.Errorf("MM explanation of #6: %+v", ex)
	}
}

// TestSpec14121Solkoff is the SOLK column of §14.12.1.
func TestSpec14121Solkoff(t *testing.T) {
	ev := build(t, "", Swiss, "1500: 4w1 2w1 3b=", "1500: 3w= 1b0 U", "1500: 2b= U 1w=", "1500: 1b0 Z Z")
	if got := col(values(t, ev, Fide2026, "SOLK"), 0); join(got) != "3.5 4.0 3.5 2.5" {
		t.Errorf("SOLK = %v, want 3.5 4.0 3.5 2.5", got)
	}
}

// TestSpec716ResultBetweenTied: 1 beat 2 and 3, 2 beat 3, 4 met none of them;
// all four on 3 points. Plus/minus +2, 0, −2, 0; {2, 4} stay tied.
func TestSpec716ResultBetweenTied(t *testing.T) {
	ev := newXB(t, 5).row(1, "+2 +3").row(2, ". . +3").fills(1, 30, 2, 30, 3, 30, 4, 30).event()
	rk := ranks(t, ev, EditionDefault, "RBT")
	if rk[1] != 1 || rk[2] != 2 || rk[4] != 2 || rk[3] != 4 {
		t.Errorf("PTS, RBT ranks %v, want 1: 1, 2: 2, 4: 2, 3: 4", rk)
	}
	v := values(t, ev, EditionDefault, "RBT")
	if v[1][0] != "2" || v[2][0] != "0" || v[3][0] != "-2" || v[4][0] != "0" {
		t.Errorf("RBT values %v %v %v %v", v[1], v[2], v[3], v[4])
	}
}
