package engine

import (
	"reflect"
	"testing"
)

// Seed 000 (Italian arbiter course "I criteri di spareggio"), docs/tiebreaks.md §14.4
// and §14.7.

// TestSeed000DrawAgainstOneself is §14.4.1 (fide-pre2009): A won round 1 by
// forfeit against B, who never appeared; A beat C, who scored 1 point in
// rounds 1–4 and withdrew; A finished with 5 points.
func TestSeed000DrawAgainstOneself(t *testing.T) {
	b := newXB(t, 9).row(1, "+f2 +3").withdraw(2, 1).withdraw(3, 4)
	ev := b.fills(3, 10, 1, 50).event()
	v := values(t, ev, FidePre2009, "ABH")
	for s, want := range map[int]string{1: "4.5", 2: "4.5", 3: "3.5"} {
		if v[s][0] != want {
			t.Errorf("player %d as an opponent: %s, want %s", s, v[s][0], want)
		}
	}
	if got := elementScore(t, explainOf(t, ev, FidePre2009, "BH", 1, 0), 1); got != "4.5" {
		t.Errorf("A's own BH element of round 1: %s, want 4.5", got)
	}
	ex := explainOf(t, ev, FidePre2009, "SB", 1, 0)
	if got := ex.Elements()[0].Contribution.Format(2); got != "2.25" || ex.Elements()[0].Source != SourceSelf {
		t.Errorf("A's own SB element of round 1: %s (%s), want 2.25 (self)", got, ex.Elements()[0].Source)
	}
}

// TestSeed000ProgressiveScore is §14.4.2.
func TestSeed000ProgressiveScore(t *testing.T) {
	ev := newXB(t, 9).row(1, "+101 +102 +103 +104 +105 +106 +107 +108 -109").
		row(2, "-110 +111 +112 +113 +114 +115 +116 +117 +118").event()
	v := values(t, ev, EditionDefault, "PS,PS/C1")
	if join(v[1]) != "44.0 43.0" || join(v[2]) != "36.0 36.0" {
		t.Errorf("PS, PS/C1: A %v, B %v; want 44 43 and 36 36", v[1], v[2])
	}
}

// seed000Grid is the constructed double round robin of §14.4.3: the row
// player's points against the column player over their two games (in half
// points), players A–J = 1–10.
var seed000Grid = [10][10]int{
	{0, 2, 3, 3, 3, 2, 2, 3, 3, 2},
	{2, 0, 3, 3, 4, 2, 2, 2, 3, 2},
	{1, 1, 0, 2, 2, 1, 3, 3, 2, 1},
	{1, 1, 2, 0, 2, 0, 4, 4, 2, 0},
	{1, 0, 2, 2, 0, 0, 4, 4, 3, 0},
	{2, 2, 3, 4, 4, 0, 2, 2, 3, 2},
	{2, 2, 1, 0, 0, 2, 0, 2, 3, 1},
	{1, 2, 1, 0, 0, 2, 2, 0, 3, 2},
	{1, 1, 2, 2, 1, 1, 1, 1, 0, 0},
	{2, 2, 3, 4, 4, 2, 3, 2, 4, 0},
}

// seed000DRR builds the grid as a double round robin of 18 rounds (circle
// method; a cell of 1½ is a win and a draw, 1 two draws, ½ a draw and a loss).
func seed000DRR(t testing.TB) *Event {
	b := newXB(t, 18)
	b.ev.System = DoubleRoundRobin
	games := map[int][2]string{4: {"+", "+"}, 3: {"+", "="}, 2: {"=", "="}, 1: {"=", "-"}, 0: {"-", "-"}}
	ring := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	for r := 0; r < 9; r++ {
		for k := 0; k < 5; k++ {
			x, y := ring[k], ring[9-k]
			g := games[seed000Grid[x-1][y-1]]
			b.set(x, r, g[0]+itoaT(y))
			b.set(x, r+9, g[1]+itoaT(y))
		}
		ring = append([]int{ring[0], ring[9]}, ring[1:9]...)
	}
	return b.event()
}

func itoaT(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }

// TestSeed000SequentialElimination is §14.4.3: C, D, E on 8 points; SEQ
// (7, 4 | 7, 3 | 6½, 2½ ...) gives C, D, E, and so does RRO; DE and AVU
// leave them tied (2 of 4 each in their mutual games).
func TestSeed000SequentialElimination(t *testing.T) {
	ev := seed000DRR(t)
	pts := values(t, ev, EditionDefault, "STD")
	for s, want := range map[int]string{1: "11.5", 3: "8.0", 4: "8.0", 5: "8.0", 6: "12.0", 9: "5.0", 10: "13.0"} {
		if pts[s][0] != want {
			t.Fatalf("grid: player %d has %s points, want %s", s, pts[s][0], want)
		}
	}
	v := values(t, ev, EditionDefault, "SEQ,SB,KS")
	want := map[int]string{
		3: "7.0 4.0 2.0 1.0 0.5 0.0 64.50 2.0",
		4: "7.0 3.0 1.0 0.0 0.0 0.0 58.50 1.0",
		5: "6.5 2.5 0.5 0.0 0.0 0.0 55.25 0.5",
	}
	for s, w := range want {
		if got := join(v[s]); got != w {
			t.Errorf("player %d SEQ SB KS:\n got %s\nwant %s", s, got, w)
		}
	}
	for _, list := range []string{"SEQ", "RRO"} {
		rk := ranks(t, ev, EditionDefault, list)
		if rk[3] != 5 || rk[4] != 6 || rk[5] != 7 {
			t.Errorf("PTS, %s: C %d, D %d, E %d; want 5, 6, 7", list, rk[3], rk[4], rk[5])
		}
	}
	// DE averages the two games against each opponent (6.1.2): 1.0 each;
	// AVU sums every meeting: 2.0 each.
	for list, want := range map[string]string{"DE": "1.0", "AVU": "2.0"} {
		rk := ranks(t, ev, EditionDefault, list)
		if rk[3] != 5 || rk[4] != 5 || rk[5] != 5 {
			t.Errorf("PTS, %s: C %d, D %d, E %d; want all 5", list, rk[3], rk[4], rk[5])
		}
		if v := values(t, ev, EditionDefault, list); v[3][0] != want || v[4][0] != want || v[5][0] != want {
			t.Errorf("%s values %v %v %v, want %s", list, v[3], v[4], v[5], want)
		}
	}
	if rro := values(t, ev, EditionDefault, "RRO"); rro[3][0] != "0.5 0.5 1.0 2.0 3.0 1.0" ||
		rro[4][0] != "0.0 0.0 1.0 2.0 4.0 1.0" || rro[5][0] != "0.0 0.0 0.5 2.0 4.0 1.5" {
		t.Errorf("RRO vectors: C %v, D %v, E %v", rro[3], rro[4], rro[5])
	}
}

// championship2009 is the 2009 Italian Absolute Championship (docs/tiebreaks.md §14.7),
// the crosstable of examples/campionato-italiano-2009.trf.
func championship2009(t testing.TB) *Event {
	ev := build(t, "2009/11/23", RoundRobin,
		"2537: 12w1 2w= 3b0 4w1 5b= 6w1 7b1 8w1 9b= 10w= 11b=",
		"2507: 11w= 1b= 12w1 3w= 4b0 5w= 6b= 7w1 8b0 9w= 10b1",
		"2459: 10w= 11b= 1w1 2b= 12w1 4w1 5b1 6w0 7b1 8w= 9b=",
		"2442: 9w0 10b0 11w= 1b0 2w1 3b0 12w1 5w= 6b0 7w1 8b=",
		"2464: 8w1 9b0 10w0 11b= 1w= 2b= 3w0 4b= 12w= 6w1 7b=",
		"2460: 7w0 8b= 9w1 10b1 11w= 1b0 2w= 3b1 4w1 5b0 12w1",
		"2475: 6b1 12b= 8w0 9b= 10w0 11b= 1w0 2b0 3w0 4b0 5w=",
		"2336: 5b0 6w= 7b1 12b0 9w0 10b= 11w0 1b0 2w1 3b= 4w=",
		"2500: 4b1 5w1 6b0 7w= 8b1 12b0 10w= 11b0 1w= 2b= 3w=",
		"2489: 3b= 4w1 5b1 6w0 7b1 8w= 9b= 12b= 11w1 1b= 2w0",
		"2504: 2b= 3w= 4b= 5w= 6b= 7w= 8b1 9w1 10b0 12b1 1w=",
		"2346: 1b0 7w= 2b0 8w1 3b0 9w1 4b0 10w= 5b= 11w0 6b0",
	)
	names := []string{"Godena", "Brunello", "Ortega", "Rombaldoni A.", "Genocchio", "Bruno", "Garcia Palermo",
		"Valsecchi", "Vocaturo", "D'Amore", "Rombaldoni D.", "Stella"}
	for i := range ev.Players {
		ev.Players[i].Name = names[i]
	}
	return ev
}

// TestSeed000Championship2009 checks the values docs/tiebreaks.md §7.4, §7.6 and §6.14
// print for the 2009 championship: SEQ puts Ortega ahead of Godena and
// orders Bruno, D. Rombaldoni, D'Amore; ARZ leaves Godena and Ortega level
// and puts D'Amore first among the 6.5 group; KSX and KSR favour Ortega.
func TestSeed000Championship2009(t *testing.T) {
	ev := championship2009(t)
	v := values(t, ev, EditionDefault, "SEQ,ARZ,KSX,KSR")
	first := func(vec string, n int) []string { f := splitFields(vec); return f[:n] }
	if got := first(v[1][0], 3); !reflect.DeepEqual(got, []string{"6.5", "5.5", "4.5"}) {
		t.Errorf("Godena SEQ %v", v[1][0])
	}
	if got := first(v[3][0], 3); !reflect.DeepEqual(got, []string{"6.5", "5.5", "5.0"}) {
		t.Errorf("Ortega SEQ %v", v[3][0])
	}
	for s, want := range map[int]string{6: "6.5", 10: "5.5", 11: "6.0"} {
		if got := first(v[s][0], 1)[0]; got != want {
			t.Errorf("player %d SEQ %v, want first %s", s, v[s][0], want)
		}
	}
	for s, want := range map[int]string{1: "7.6", 3: "7.6", 10: "6.8", 6: "6.4", 11: "6.4"} {
		if v[s][1] != want {
			t.Errorf("player %d ARZ %s, want %s", s, v[s][1], want)
		}
	}
	if g, o := first(v[1][2], 2)[1], first(v[3][2], 2)[1]; g != "3.5" || o != "4.0" {
		t.Errorf("KSX at 5.0: Godena %s, Ortega %s; want 3.5, 4.0", g, o)
	}
	if g, o := first(v[1][3], 4)[1:], first(v[3][3], 4)[1:]; !reflect.DeepEqual(g, []string{"2.5", "2.0", "0.0"}) ||
		!reflect.DeepEqual(o, []string{"2.5", "2.0", "1.0"}) {
		t.Errorf("KSR at 6.0, 6.5, 7.0: Godena %v, Ortega %v", g, o)
	}
	rk := ranks(t, ev, EditionDefault, "SEQ")
	if rk[3] != 1 || rk[1] != 2 || rk[6] != 3 || rk[11] != 4 || rk[10] != 5 {
		t.Errorf("PTS, SEQ ranks: %v", rk)
	}
	rk = ranks(t, ev, EditionDefault, "ARZ")
	if rk[1] != 1 || rk[3] != 1 || rk[10] != 3 || rk[6] != 4 || rk[11] != 4 {
		t.Errorf("PTS, ARZ ranks: %v", rk)
	}
	for _, list := range []string{"KSX", "KSR"} {
		if rk := ranks(t, ev, EditionDefault, list); rk[3] != 1 || rk[1] != 2 {
			t.Errorf("PTS, %s: Ortega %d, Godena %d", list, rk[3], rk[1])
		}
	}
}

func splitFields(s string) []string {
	var out []string
	cur := ""
	for _, r := range s + " " {
		if r == ' ' {
			if cur != "" {
				out = append(out, cur)
			}
			cur = ""
			continue
		}
		cur += string(r)
	}
	return out
}
