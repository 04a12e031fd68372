package engine

import "testing"

// Seed 004 (Spanish arbiter blog: virtual opponent, Arranz), docs/tiebreaks.md §14.3.

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
// valued like a draw with White, docs/tiebreaks.md, decision 29); the preset arranz ranks by
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

// TestSeed004Koya reproduces seed 004's Koya example (docs/tiebreaks.md §6.14): a
// 12-player round robin, 11 rounds, limit 5.5, qualifiers #1, #4, #5, #6,
// #7, #8, #9. The seed prints only each player's results against the
// qualifiers — #1 3 W 1 D 2 L → 3.5, #5 3 W 2 D 1 L → 4.0, #9 4 W 1 D 1 L →
// 4.5, order #9, #5, #1 — so the grid is constructed: it has exactly those
// results among the qualifiers, draws elsewhere among them and among the
// others, and every qualifier beats every other player.
func TestSeed004Koya(t *testing.T) {
	q := map[int]bool{1: true, 4: true, 5: true, 6: true, 7: true, 8: true, 9: true}
	wins := map[[2]int]bool{ // winner, loser among the qualifiers
		{1, 4}: true, {1, 6}: true, {1, 7}: true, {5, 1}: true, {9, 1}: true,
		{5, 4}: true, {5, 6}: true, {9, 5}: true,
		{9, 4}: true, {9, 6}: true, {8, 9}: true,
	}
	result := func(a, b int) Kind {
		switch {
		case wins[[2]int{a, b}]:
			return Win
		case wins[[2]int{b, a}]:
			return Loss
		case q[a] && !q[b]:
			return Win
		case !q[a] && q[b]:
			return Loss
		}
		return Draw
	}
	// Circle method for 12 players: player 12 fixed, the others rotate.
	const n = 12
	ev := &Event{Scoring: DefaultScoring(), System: RoundRobin, Rounds: n - 1, PlayedRounds: n - 1}
	for i := 1; i <= n; i++ {
		ev.Players = append(ev.Players, Player{StartNo: i, Rating: 2000, Rounds: make([]Entry, n-1)})
	}
	for r := 0; r < n-1; r++ {
		pair := func(a, b int) {
			ev.Players[a-1].Rounds[r] = Entry{Kind: result(a, b), Opponent: b, Colour: White}
			ev.Players[b-1].Rounds[r] = Entry{Kind: result(b, a), Opponent: a, Colour: Black}
		}
		pair(n, 1+r%(n-1))
		for k := 1; k < n/2; k++ {
			pair(1+(r+k)%(n-1), 1+(r-k+n-1)%(n-1))
		}
	}
	if !consistentRoundRobin(ev, 1) {
		t.Fatal("the constructed schedule is not a round robin")
	}
	st, err := Compute(ev, Options{Edition: Fide2026, TieBreaks: mustList(t, "KS")})
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, row := range st.Rows {
		got[row.Player.StartNo] = row.Values[0].String()
		if q[row.Player.StartNo] != (row.Points.Cmp(NewValue(11, 2)) >= 0) {
			t.Errorf("player %d with %s points is on the wrong side of the 5.5 limit", row.Player.StartNo, row.Points)
		}
	}
	for s, want := range map[int]string{1: "3.5", 5: "4.0", 9: "4.5"} {
		if got[s] != want {
			t.Errorf("KS of #%d = %s, want %s (docs/tiebreaks.md §14.3)", s, got[s], want)
		}
	}
	// Order by KS alone: #9, #5, #1.
	v := func(s int) Value { x, _ := ParseValue(got[s]); return x }
	if !(v(9).Cmp(v(5)) > 0 && v(5).Cmp(v(1)) > 0) {
		t.Errorf("KS order of #9, #5, #1: %s %s %s", got[9], got[5], got[1])
	}
	if st.System != RoundRobin || st.Rows[0].Values[0].Explanation() != nil {
		t.Errorf("system %v", st.System)
	}
}
