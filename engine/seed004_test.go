package engine

import "testing"

// Seed 004 (Spanish arbiter blog: virtual opponent, Arranz), spec §14.3.

// TestSeed004VirtualOpponent: Svon = SPR + (1 − SfPR) + ½ × (n − R).
func TestSeed004VirtualOpponent(t *testing.T) {
	cases := []struct {
		rounds, round int
		row           string
		want          string
	}{
		{8, 4, "+101 =102 =103 +F . . . .", "4.0"},      // forfeit win in R4 of 8, 2 points before
		{9, 5, "=101 =102 =103 -104 -F . . . .", "4.5"}, // forfeit loss in R5 of 9, 1.5 before
		{6, 1, "H . . . . .", "3.0"},                    // requested half-point rest in R1 of 6
	}
	for _, c := range cases {
		ev := newXB(t, c.rounds).row(1, c.row).fill(1, 30).event()
		if got := elementScore(t, explainOf(t, ev, Fide2012, "BH", 1, 0), c.round); got != c.want {
			t.Errorf("%q: virtual opponent %s, want %s", c.row, got, c.want)
		}
	}
}

// TestSeed004Arranz: 4.0, 3.8, 3.6 and 3.4 (a requested half-point bye is
// valued like a draw with White, decision 29); the preset arranz ranks by
// them.
func TestSeed004Arranz(t *testing.T) {
	ev := newXB(t, 5).
		row(1, "=101w +102 +103 +104 =105b").
		row(2, "=106w +107 +108 +109 =110w").
		row(3, "+111 +112 +113 =114b -115").
		row(4, "H +116 +117 +118 -119").event()
	v := values(t, ev, EditionDefault, "ARZ")
	for s, want := range map[int]string{1: "4.0", 2: "3.8", 3: "3.6", 4: "3.4"} {
		if v[s][0] != want {
			t.Errorf("player %d ARZ %s, want %s", s, v[s][0], want)
		}
	}
	st, err := Compute(ev, Options{Preset: "arranz"})
	if err != nil {
		t.Fatal(err)
	}
	if st.Rows[0].Player.StartNo != 1 || st.Rows[1].Player.StartNo != 2 || st.Rows[2].Player.StartNo != 3 {
		t.Errorf("preset arranz: order %d %d %d", st.Rows[0].Player.StartNo, st.Rows[1].Player.StartNo, st.Rows[2].Player.StartNo)
	}
}
