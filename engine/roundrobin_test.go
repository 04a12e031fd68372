package engine

import "testing"

// heldRR is the FIDE TEC round robin (docs/tiebreaks.md §14.10): #6 beat #5 by forfeit in R4.
func heldRR(t testing.TB) *Event {
	return build(t, "2024/05/01", RoundRobin,
		"2200: 5w= 2w1 3b1 4w0 6b1",
		"2150: 6w1 1b0 5w1 3w= 4b1",
		"2100: 4w1 6b1 1w0 2b= 5w1",
		"2050: 3b0 5b0 6w= 1b1 2w0",
		"1950: 1b= 4w1 2b0 6w- 3b0",
		"2000: 2b0 3w0 4b= 5b+ 1w0",
	)
}

func TestHeldRoundRobin(t *testing.T) {
	for _, ed := range []Edition{Fide2024, Fide2026} {
		v := values(t, heldRR(t), ed, "SB,SB/C1,KS")
		want := []string{"9.25 9.25 2.0", "6.25 4.75 0.5", "6.25 4.75 0.5", "4.25 4.25 1.0", "3.25 3.25 0.5", "2.25 1.50 0.0"}
		for s := 1; s <= 6; s++ {
			if got := join(v[s]); got != want[s-1] {
				t.Errorf("%s player %d: got %s want %s", ed, s, got, want[s-1])
			}
		}
	}
	l, _ := ParseList("DE")
	st, err := Compute(heldRR(t), Options{TieBreaks: l})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]int{1: 1, 2: 2, 3: 2, 4: 6, 5: 5, 6: 4}
	for _, r := range st.Rows {
		if r.Rank != want[r.Player.StartNo] {
			t.Errorf("DE rank of %d = %d, want %d", r.Player.StartNo, r.Rank, want[r.Player.StartNo])
		}
	}
	if st.System != RoundRobin {
		t.Errorf("system %v", st.System)
	}
}

// TestKoyaSevenPlayers is the 7-player grid of docs/tiebreaks.md §14.11.
func TestKoyaSevenPlayers(t *testing.T) {
	// Berger-free construction: every pair meets once; rounds are arbitrary.
	grid := [7][7]string{
		{"", "=", "=", "1", "1", "1", "1"},
		{"=", "", "=", "=", "1", "1", "1"},
		{"=", "=", "", "=", "=", "1", "1"},
		{"0", "=", "=", "", "1", "1", "1"},
		{"0", "0", "=", "0", "", "1", "1"},
		{"0", "0", "0", "0", "0", "", "1"},
		{"0", "0", "0", "0", "0", "0", ""},
	}
	ev := gridEvent(grid[:])
	v := values(t, ev, Fide2026, "KS")
	want := []string{"2.0", "1.5", "1.5", "1.0", "0.5", "0.0", "0.0"}
	for s := 1; s <= 7; s++ {
		if v[s][0] != want[s-1] {
			t.Errorf("KS of %d = %s, want %s", s, v[s][0], want[s-1])
		}
	}
}

// gridEvent builds a single round robin from a grid of results (row
// player's result against the column player): round k pairs i with the
// (i+k)-th player by a circle so that every pair meets once.
func gridEvent(grid [][7]string) *Event {
	n := len(grid)
	ev := &Event{Scoring: DefaultScoring(), System: RoundRobin, Rounds: n, PlayedRounds: n}
	for i := 0; i < n; i++ {
		ev.Players = append(ev.Players, Player{StartNo: i + 1, Rating: 2000, Rounds: make([]Entry, n)})
	}
	// odd n: round r pairs i and j with i+j ≡ r (mod n); the player with 2i ≡ r is free.
	for r := 0; r < n; r++ {
		for i := 0; i < n; i++ {
			j := ((r-i)%n + n) % n
			if i == j {
				ev.Players[i].Rounds[r] = Entry{Kind: ZPB, Detail: DetailRest}
				continue
			}
			k := map[string]Kind{"1": Win, "=": Draw, "0": Loss}[grid[i][j]]
			col := White
			if i > j {
				col = Black
			}
			ev.Players[i].Rounds[r] = Entry{Kind: k, Opponent: j + 1, Colour: col}
		}
	}
	return ev
}

// TestSBTwoVURs is docs/tiebreaks.md §14.12.4 (defect D1 of the reference checker, docs/tiebreaks.md §13.2) in its essentials: the VUR
// with the lowest contribution decides, not the one with the lowest score.
func TestCutElementsD1(t *testing.T) {
	es := []elem{
		{round: 0, s: 4500, c: 4500 * 5, vur: true}, // HPB, contribution 2.25
		{round: 4, s: 5000, c: 0, vur: true},        // forfeit loss, 0.00
		{round: 7, s: 3000, c: 3000 * 5},            // draw with 3.0: 1.50
		{round: 1, s: 5500, c: 5500 * 10},           // win
	}
	cutElements(es, 1, 0, true, true)
	if es[2].cut != CutLowest || es[0].cut != NotCut || es[1].cut != NotCut {
		t.Errorf("cuts %v %v %v %v", es[0].cut, es[1].cut, es[2].cut, es[3].cut)
	}
}

// TestScoring310 is docs/tiebreaks.md §14.12.5.
func TestScoring310(t *testing.T) {
	ev := build(t, "2026/05/01", Swiss,
		"1500: 2w1 U 3w= 4b1",
		"1500: 1b0 3b0 4w0 Z",
		"1500: 4b0 2w1 1b= U",
		"1500: 3w1 Z 2b1 1w0",
	)
	ev.Scoring = Scoring{WinWhite: 30, WinBlack: 30, DrawWhite: 10, DrawBlack: 10, ForfeitWin: 30, PAB: 30, FPB: 30, HPB: 10, Pending: 10}
	st, err := Compute(ev, Options{TieBreaks: mustList(t, "SB,WIN,STD"), Explain: 1})
	if err != nil {
		t.Fatal(err)
	}
	row := st.Rows[0]
	if row.Player.StartNo != 1 || row.Points.String() != "10" {
		t.Fatalf("leader %d with %s", row.Player.StartNo, row.Points)
	}
	ex := row.Values[0].Explanation()
	var pab *Element
	for i := range ex.Elements() {
		if ex.Elements()[i].Kind == PAB {
			pab = &ex.Elements()[i]
		}
	}
	if pab == nil || pab.Score.String() != "4" || pab.Contribution.String() != "12" || pab.CapRule != "16.4.2" {
		t.Errorf("PAB element %+v", pab)
	}
	if got := row.Values[1].String(); got != "3" {
		t.Errorf("WIN = %s", got)
	}
	if got := row.Values[2].String(); got != "3.5" { // W, PAB, D, W
		t.Errorf("STD = %s", got)
	}
}

func mustList(t testing.TB, s string) []Descriptor {
	l, err := ParseList(s)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
