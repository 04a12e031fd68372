package engine

import "testing"

// TestSwissManagerConventions checks three conventions of the
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

// TestSwissManagerRoundRobinForfeitSB: in a round robin Swiss-Manager's
// Sonneborn-Berger counts a forfeit win at the winner's own final score,
// not the absent opponent's (docs/tiebreaks.md §3.13; the published group
// of testdata/real/cr-keshmat-winter-b-2026.xlsx). Player 4 withdrew after
// round 1; players 1 and 2 won by forfeit against him.
func TestSwissManagerRoundRobinForfeitSB(t *testing.T) {
	ev := build(t, "2025/01/01", RoundRobin,
		"2000: 2w1 3b= 4w+",
		"1900: 1b0 4w+ 3b=",
		"1800: 4b1 1w= 2w=",
		"1700: 3w0 2b- 1b-",
	)
	// fide2012: 1 = 1 × 1.5 + ½ × 2 + 1 × 0; swissmanager: + 1 × 2.5 (his own score).
	want := map[Edition][]string{Fide2012: {"2.5", "1", "2", "0"}, SwissManager: {"5", "2.5", "2", "0"}}
	for ed, w := range want {
		v := values(t, ev, ed, "SB,SB/P")
		for i, s := range w {
			if !sameValue(v[i+1][0], s) {
				t.Errorf("%s: SB of player %d = %s, want %s", ed, i+1, v[i+1][0], s)
			}
			// /P: the forfeit is a game against the scheduled opponent.
			if !sameValue(v[i+1][1], want[Fide2012][i]) {
				t.Errorf("%s: SB/P of player %d = %s, want %s", ed, i+1, v[i+1][1], want[Fide2012][i])
			}
		}
	}
	// The explanation shows the contribution: the own score, the absent
	// opponent's, and the note.
	st, err := Compute(ev, Options{Edition: SwissManager, TieBreaks: mustList(t, "SB"), Explain: 1})
	if err != nil {
		t.Fatal(err)
	}
	var ex *Explanation
	for _, r := range st.Rows {
		if r.Player.StartNo == 1 {
			ex = r.Values[0].Explanation()
		}
	}
	if ex == nil {
		t.Fatal("no explanation")
	}
	var found bool
	for _, e := range ex.Elements() {
		if e.Round == 3 {
			found = e.Source == SourceOwnForfeit && e.Opponent == 4 && e.Raw.String() == "0" &&
				e.Score.String() == "2.5" && e.Contribution.String() == "2.5"
		}
	}
	if !found {
		t.Errorf("round 3 of player 1: %+v", ex.Elements())
	}
	if len(ex.Notes) == 0 || ex.Notes[len(ex.Notes)-1].Code() != "ownforfeit" {
		t.Errorf("notes %v, want the own-score note", ex.Notes)
	}
}

// TestSwissManagerWins: Swiss-Manager's number of wins counts the
// pairing-allocated bye but not a forfeit win (docs/tiebreaks.md §3.13;
// testdata/real/cr-srs-km-2026-round4.csv); a full-point bye that is not
// the pairing-allocated one counts, as in C.07 (decision there).
func TestSwissManagerWins(t *testing.T) {
	ev := build(t, "2025/01/01", Swiss,
		"2000: 2w1 3b+ U F",
		"1900: 1b0 U 3w1 3b=",
		"1800: U 1w- 2b0 2w=",
	)
	want := map[Edition][]string{Fide2012: {"4", "2", "1"}, SwissManager: {"3", "2", "1"}, FidePre2009: {"1", "1", "0"}}
	for ed, w := range want {
		v := values(t, ev, ed, "WIN")
		for i, s := range w {
			if v[i+1][0] != s {
				t.Errorf("%s: WIN of player %d = %s, want %s", ed, i+1, v[i+1][0], s)
			}
		}
	}
}

// sameValue reports whether two printed values are the same number.
func sameValue(a, b string) bool {
	x, ok1 := ParseValue(a)
	y, ok2 := ParseValue(b)
	return ok1 && ok2 && x.Cmp(y) == 0
}
