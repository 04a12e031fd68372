package engine

import "testing"

// TestSwissManagerConventions checks the three conventions of the
// swissmanager edition against the 2012 virtual opponent it otherwise
// follows: the Sonneborn-Berger counts half the virtual opponent for an
// unplayed round whatever its points, a cut of ARO removes an unplayed
// round first, and the direct encounter applies only when all the tied
// participants met.
func TestSwissManagerConventions(t *testing.T) {
	// Player 1: games against 2 (1500), 3 (1600), 4 (1700), a PAB in
	// round 4 (virtual opponent 1.5 + 0 + 0 = 1.5).
	ev := build(t, "2025/01/01", Swiss,
		"2000: 2w1 3b= 4w0 U",
		"1500: 1b0 4w1 U 3w1",
		"1600: 4b0 1w= 5w1 2b0",
		"1700: 3w1 2b0 1b1 5w=",
		"1800: U U 3b0 4b=",
	)
	vo := values(t, ev, Fide2012, "BH,SB,ARO/C1")
	sm := values(t, ev, SwissManager, "BH,SB,ARO/C1")
	if vo[1][0] != sm[1][0] {
		t.Errorf("BH: fide2012 %s, swissmanager %s: the same virtual opponent", vo[1][0], sm[1][0])
	}
	a, _ := ParseValue(vo[1][1])
	b, _ := ParseValue(sm[1][1])
	if d := a.Sub(b); d.Cmp(NewValue(75, 100)) != 0 {
		t.Errorf("SB of player 1: fide2012 %s, swissmanager %s: the PAB should count 1.5 × ½, not 1.5 × 1", vo[1][1], sm[1][1])
	}
	if vo[1][2] != "1650" || sm[1][2] != "1600" {
		t.Errorf("ARO/C1 of player 1: fide2012 %s (want 1650), swissmanager %s (want 1600: the PAB is cut, not 1500)", vo[1][2], sm[1][2])
	}

	// Players 1, 2 and 3 tied on 2 points: 1 beat 2 and 3, who never met.
	// Article 6.3 places 1 first; Swiss-Manager applies DE only when all
	// met, so the three stay tied with no value.
	ev = build(t, "2025/01/01", Swiss,
		"2000: 2w1 3w1 6b0",
		"1990: 1b0 5w1 4w1",
		"1980: 4w1 1b0 5w1",
		"1970: 3b0 6w1 2b0",
		"1960: 6w1 2b0 3b0",
		"1950: 5b0 4b0 1w1",
	)
	rank := func(ed Edition) map[int]int {
		l, _ := ParseList("DE")
		st, err := Compute(ev, Options{Edition: ed, TieBreaks: l})
		if err != nil {
			t.Fatal(err)
		}
		out := map[int]int{}
		for _, r := range st.Rows {
			out[r.Player.StartNo] = r.Rank
			if ed == SwissManager && r.Player.StartNo <= 3 && r.Values[0].Defined {
				t.Errorf("swissmanager: player %d has DE %s, want no value", r.Player.StartNo, r.Values[0].String())
			}
		}
		return out
	}
	if r := rank(Fide2012); r[1] != 1 || r[2] != 2 || r[3] != 2 {
		t.Errorf("fide2012 ranks %v, want 1 first by 6.3, 2 and 3 tied", r)
	}
	if r := rank(SwissManager); r[1] != 1 || r[2] != 1 || r[3] != 1 {
		t.Errorf("swissmanager ranks %v, want 1, 2, 3 tied", r)
	}
}
