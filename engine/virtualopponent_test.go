package engine

import (
	"reflect"
	"testing"
)

// Seed 002 (L. Forlano, the FIDE virtual opponent), docs/tiebreaks.md §14.2: 9 players,
// 5 rounds, Roberto withdrew before round 5. The seed's +BYE / -BYE are
// PAB (R1, R2), FPB (+BYE in R3–R4) and ZPB (-BYE, Roberto's R5).
func seed002(t testing.TB) *Event {
	ev := build(t, "", Swiss,
		"0: 5w1 4b= 2w0 9b0 8w1",
		"0: 6b1 9w= 1b1 3w0 7b1",
		"0: 7w1 5b0 F 2b1 4w1",
		"0: 8b1 1w= 9b0 5w= 3b0",
		"0: 1b0 3w1 Z 4b= 6w0",
		"0: 2w0 7b0 F Z 5b1",
		"0: 3b0 6w1 Z F 2w0",
		"0: 4w0 U Z F 1b0",
		"0: U 2b= 4w1 1w1 Z",
	)
	names := []string{"Andrea", "Bruno", "Carlo", "Dario", "Francesco", "Giorgio", "Luigi", "Mario", "Roberto"}
	for i := range ev.Players {
		ev.Players[i].Name = names[i]
	}
	return ev
}

// TestSeed002Fide2012: the Buchholz totals and the values for the
// opponents of the seed, and its virtual opponents (slide 3).
func TestSeed002Fide2012(t *testing.T) {
	ev := seed002(t)
	v := values(t, ev, Fide2012, "BH,ABH")
	if got, want := col(v, 0), []string{"12.5", "13.5", "11.5", "13.0", "13.0", "11.0", "13.5", "10.5", "14.5"}; !reflect.DeepEqual(got, want) {
		t.Errorf("BH:\n got %v\nwant %v", got, want)
	}
	if got, want := col(v, 1), []string{"2.5", "3.5", "3.5", "2.0", "2.0", "2.0", "2.0", "1.5", "3.5"}; !reflect.DeepEqual(got, want) {
		t.Errorf("value for opponents:\n got %v\nwant %v", got, want)
	}
	virtual := map[[2]int]string{
		{3, 3}: "2.0", {5, 3}: "3.0", {6, 3}: "1.0", {6, 4}: "2.5", {7, 3}: "3.0", {7, 4}: "1.5",
		{8, 2}: "1.5", {8, 3}: "3.0", {8, 4}: "1.5", {9, 1}: "2.0", {9, 5}: "4.5",
	}
	for k, want := range virtual {
		ex := explainOf(t, ev, Fide2012, "BH", k[0], 0)
		if got := elementScore(t, ex, k[1]); got != want {
			t.Errorf("virtual opponent of %d in round %d = %s, want %s", k[0], k[1], got, want)
		}
	}
}

// TestSeed002FidePre2009: the draw against oneself (derived column).
func TestSeed002FidePre2009(t *testing.T) {
	v := values(t, seed002(t), FidePre2009, "BH")
	if got, want := col(v, 0), []string{"12.5", "13.5", "13.0", "13.0", "12.0", "11.5", "13.0", "9.0", "15.0"}; !reflect.DeepEqual(got, want) {
		t.Errorf("BH fide-pre2009:\n got %v\nwant %v", got, want)
	}
}

// TestSeed002Solkoff: SOLK always uses the uscf rules, whatever the global
// edition (derived column).
func TestSeed002Solkoff(t *testing.T) {
	want := []string{"12.5", "13.5", "9.5", "13.0", "10.0", "7.5", "9.0", "4.5", "8.0"}
	for _, ed := range []Edition{Fide2026, Fide2012, Italian, USCF} {
		if got := col(values(t, seed002(t), ed, "SOLK"), 0); !reflect.DeepEqual(got, want) {
			t.Errorf("SOLK under %s:\n got %v\nwant %v", ed, got, want)
		}
	}
	if got := col(values(t, seed002(t), USCF, "BH"), 0); !reflect.DeepEqual(got, want) {
		t.Errorf("BH under uscf must equal SOLK:\n got %v\nwant %v", got, want)
	}
}

// TestSeed002Fide2024 is the reference table of §14.2 (fixture forlano-9).
func TestSeed002Fide2024(t *testing.T) {
	v := values(t, seed002(t), Fide2024, "BH,BH/C1,BH/M1,SB,PS,WIN,REP")
	want := map[int]string{
		1: "13.0 11.5 7.5 4.50 8.0 2 5", 3: "13.0 11.5 7.5 11.50 11.0 4 5",
		8: "10.5 8.5 6.0 4.00 6.0 2 4", 9: "15.0 11.5 8.0 9.75 12.0 3 4",
	}
	for s, w := range want {
		if got := join(v[s]); got != w {
			t.Errorf("player %d: got %s want %s", s, got, w)
		}
	}
}

// TestSeed002Compare: the virtual opponent corrects the face-value
// Buchholz (the seed's "occorre correggere questi risultati"): Roberto
// (3.5) passes Bruno; and the editions order Dario and Luigi (2.0) apart.
func TestSeed002Compare(t *testing.T) {
	l, _ := ParseList("BH")
	ev := seed002(t)
	rk := map[int][]int{}
	for _, ed := range []Edition{None, Fide2012, FidePre2009, Fide2024} {
		st, err := Compute(ev, Options{TieBreaks: l, Edition: ed})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range st.Rows {
			rk[r.Player.StartNo] = append(rk[r.Player.StartNo], r.Rank)
		}
	}
	changed := 0
	for _, ranks := range rk {
		if !reflect.DeepEqual(ranks, []int{ranks[0], ranks[0], ranks[0], ranks[0]}) {
			changed++
		}
	}
	want := map[int][]int{
		2: {2, 3, 3, 3}, // Bruno
		9: {3, 2, 2, 2}, // Roberto
		4: {5, 6, 5, 5}, // Dario
		7: {6, 5, 5, 6}, // Luigi
		3: {1, 1, 1, 1}, // Carlo
	}
	for s, w := range want {
		if !reflect.DeepEqual(rk[s], w) {
			t.Errorf("player %d ranks %v, want %v", s, rk[s], w)
		}
	}
	if changed == 0 {
		t.Error("the editions rank nobody differently")
	}
}
