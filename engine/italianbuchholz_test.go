package engine

import (
	"strings"
	"testing"
)

// Seed 001 (Italian Wikipedia, "Sistema Buchholz"), docs/tiebreaks.md §14.1.

// TestSeed001Pippo: BH 18.5 in every edition; OBH = 18.5 × 5 = 92.5.
func TestSeed001Pippo(t *testing.T) {
	ev := newXB(t, 6).row(30, "+19 +6 +8 =3 =2 +9").
		fills(19, 15, 6, 25, 8, 20, 3, 35, 2, 50, 9, 40).event()
	for _, ed := range Editions {
		if got := join(values(t, ev, ed, "BH,OBH")[30]); got != "18.5 92.5" {
			t.Errorf("%s: BH, OBH = %s, want 18.5 92.5", ed, got)
		}
	}
}

// TestSeed001Pluto: BH/C1 39.5 (one of the two 2s removed), BH 41.5.
func TestSeed001Pluto(t *testing.T) {
	ev := newXB(t, 9).row(30, "+27 +10 =5 =28 +2 =4 =9 =6 +8").
		fills(27, 20, 10, 20, 5, 50, 28, 40, 2, 60, 4, 55, 9, 50, 6, 65, 8, 55).event()
	for _, ed := range Editions {
		if got := join(values(t, ev, ed, "BH/C1,BH")[30]); got != "39.5 41.5" {
			t.Errorf("%s: BH/C1, BH = %s, want 39.5 41.5", ed, got)
		}
	}
}

// seed001OwnAndOpp checks player 30's own element of round r (BH
// explanation) and his value as an opponent (ABH) under each edition.
func seed001OwnAndOpp(t *testing.T, ev *Event, r int, want map[Edition][2]string) {
	t.Helper()
	for ed, w := range want {
		ex := explainOf(t, ev, ed, "BH,ABH", 30, 0)
		if got := elementScore(t, ex, r); got != w[0] {
			t.Errorf("%s: own element of round %d = %s, want %s", ed, r, got, w[0])
		}
		if got := values(t, ev, ed, "ABH")[30][0]; got != w[1] {
			t.Errorf("%s: value as an opponent = %s, want %s", ed, got, w[1])
		}
	}
}

// TestSeed001Minni: R2 won without playing, 0 points before it: virtual
// opponent 0 + 0 + ½ × 3 = 1.5; as an opponent 2.5 (fide2012), and the
// derived values of the other editions.
func TestSeed001Minni(t *testing.T) {
	ev := newXB(t, 5).row(30, "-8 +F =29 +24 =12").fills(8, 25, 29, 25, 24, 25, 12, 25).event()
	seed001OwnAndOpp(t, ev, 2, map[Edition][2]string{
		Fide2012:    {"1.5", "2.5"},
		Fide2024:    {"3.0", "3.0"},
		Fide2026:    {"2.5", "3.0"},
		FidePre2009: {"2.5", "2.5"},
		USCF:        {"0.0", "2.5"},
	})
}

// TestSeed001Paperino: absent in R7 with 4 points: virtual opponent
// 4 + 1 + ½ × 2 = 6.0; as an opponent 6.5 (fide2012).
func TestSeed001Paperino(t *testing.T) {
	ev := newXB(t, 9).row(30, "+24 +11 +10 =3 =2 -1 Z +7 +4").
		fills(24, 40, 11, 40, 10, 40, 3, 40, 2, 40, 1, 40, 7, 40, 4, 40).event()
	seed001OwnAndOpp(t, ev, 7, map[Edition][2]string{
		Fide2012:    {"6.0", "6.5"},
		Fide2024:    {"6.0", "6.0"},
		Fide2026:    {"4.5", "6.0"},
		FidePre2009: {"6.5", "6.5"},
		USCF:        {"0.0", "6.5"},
	})
}

// seed001Achille builds the 20-player event of the Achille / Angelo
// example: their games, and every participant's score in the provisional
// standings of the seed.
func seed001Achille(t *testing.T) *Event {
	b := newXB(t, 6).row(19, "-9 -14 =17 =20 +18 +3").row(20, "-10 -15 =18 . +11 +16")
	scores := []int{0, 15, 20, 20, 50, 45, 40, 35, 45, 40, 40, 20, 40, 20, 30, 30, 20, 25, 5, 30, 30}
	for s := 1; s <= 20; s++ {
		b.fill(s, Score(scores[s]))
	}
	return b.event()
}

// TestSeed001AchilleAngelo: Italian variant, BH 15.0 / 14.5, BH/C1
// 14.5 / 14.0; RRO puts Achille first (first difference at rank 12:
// ½ against 0).
func TestSeed001AchilleAngelo(t *testing.T) {
	ev := seed001Achille(t)
	v := values(t, ev, Italian, "BH,BH/C1")
	v[19] = append(v[19], values(t, ev, Italian, "RRO")[19]...)
	v[20] = append(v[20], values(t, ev, Italian, "RRO")[20]...)
	if got := join(v[19][:2]); got != "15.0 14.5" {
		t.Errorf("Achille BH, BH/C1 = %s", got)
	}
	if got := join(v[20][:2]); got != "14.5 14.0" {
		t.Errorf("Angelo BH, BH/C1 = %s", got)
	}
	// With RRO alone after PTS the blocks are the ranks by points: 5.0,
	// 4.5, 4.0, 3.5, 3.0 (their own), 2.5 (Antonio), 2.0, then the fillers.
	if got := strings.Join(strings.Fields(v[19][2])[:7], " "); got != "0.0 0.0 0.0 0.0 0.5 0.5 1.0" {
		t.Errorf("Achille RRO = %s", v[19][2])
	}
	if got := strings.Join(strings.Fields(v[20][2])[:7], " "); got != "0.0 0.0 0.0 0.0 0.5 0.0 2.0" {
		t.Errorf("Angelo RRO = %s", v[20][2])
	}
	rk := ranks(t, ev, Italian, "RRO")
	if rk[19] >= rk[20] {
		t.Errorf("RRO: Achille rank %d, Angelo %d; Achille must be ahead", rk[19], rk[20])
	}
	st, err := Compute(ev, Options{Preset: "italian-swiss"})
	if err != nil {
		t.Fatal(err)
	}
	if st.Edition != Italian {
		t.Errorf("preset italian-swiss: edition %s", st.Edition)
	}
	pos := map[int]int{}
	for _, r := range st.Rows {
		pos[r.Player.StartNo] = r.Rank
	}
	if pos[19] >= pos[20] {
		t.Errorf("italian-swiss: Achille rank %d, Angelo %d", pos[19], pos[20])
	}
}
