package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestWhatIfCLI runs -whatif on the 2009 championship with its last round
// blanked: the JSON lists the 6 pending games, 729 combinations and every
// player's best and worst rank, the leader Godena between 1 and 4; the
// table says when each player has his best rank; -whatif with -round is a
// usage error.
func TestWhatIfCLI(t *testing.T) {
	data, err := os.ReadFile("../../testdata/campionato-2009-pending.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	list := "SB,KS,PS,ARO,TPR,WIN,BPG,DE"
	code, out, errs := runCLI(t, text, "-whatif", "-o", "json", "-tb", list, "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var doc struct {
		Pending []struct {
			Round, White, Black int
		} `json:"pending"`
		Scenarios int `json:"scenarios"`
		Players   []struct {
			Start, Best, Worst int
			Needs              [][][]string `json:"needs"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(doc.Pending) != 6 || doc.Scenarios != 729 || len(doc.Players) != 12 || doc.Pending[0].Round != 11 {
		t.Fatalf("document %+v", doc)
	}
	if p := doc.Players[0]; p.Start != 1 || p.Best != 1 || p.Worst != 4 || len(p.Needs) == 0 {
		t.Errorf("Godena: %+v", p)
	}
	code, out, _ = runCLI(t, text, "-whatif", "-tb", list, "-")
	if code != 0 || !strings.Contains(out, "729 combinations") || !strings.Contains(out, "Best rank when") {
		t.Errorf("table: exit %d\n%s", code, out)
	}
	if code, _, _ := runCLI(t, text, "-whatif", "-round", "10", "-"); code != 2 {
		t.Errorf("-whatif with -round: exit %d, want 2", code)
	}
}

// TestWhatIfChessResults: a chess-results crosstable printed while the
// last round is played — the Forlano export with round 5's results not yet
// in ("4w", "7b" …) — gives the what-if of its four games, each
// combination's best and worst ranks equal to the standings of the
// export with those results filled in.
func TestWhatIfChessResults(t *testing.T) {
	data, err := os.ReadFile(printedExport)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Split(l, ";"); len(f) > 9 && f[0] != "Rk." {
			f[8] = strings.TrimRight(f[8], "10½") // "4w1" → "4w"; the byes ("-0") stay
			if f[8] == "-" {
				f[8] = "-0"
			}
			l = strings.Join(f, ";")
		}
		lines = append(lines, strings.Replace(l, "Final Ranking crosstable after 5 Rounds", "Ranking crosstable after Round 5", 1))
	}
	text := strings.Join(lines, "\n")
	args := append(append([]string{}, printedAnswers...), "-whatif", "-o", "json", "-tb", "BH/C1,BH,DE,WIN", "-")
	code, out, errs := runCLI(t, text, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var doc struct {
		Pending   []struct{ Round, White, Black int } `json:"pending"`
		Scenarios int                                 `json:"scenarios"`
		Players   []struct{ Start, Best, Worst int }  `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(doc.Pending) != 4 || doc.Scenarios != 81 || len(doc.Players) != 9 {
		t.Fatalf("document %+v", doc)
	}
	// The real final results are one of the combinations: each player's
	// final rank lies between his best and worst.
	code, out, errs = runCLI(t, "", append(append([]string{}, printedAnswers...), "-o", "json", "-tb", "BH/C1,BH,DE,WIN", printedExport)...)
	if code != 0 {
		t.Fatalf("the completed export: exit %d: %s", code, errs)
	}
	var final struct {
		Standings []struct{ Rank, Start int } `json:"standings"`
	}
	if err := json.Unmarshal([]byte(out), &final); err != nil {
		t.Fatal(err)
	}
	rank := map[int]int{}
	for _, r := range final.Standings {
		rank[r.Start] = r.Rank
	}
	for _, p := range doc.Players {
		if r := rank[p.Start]; r < p.Best || r > p.Worst {
			t.Errorf("player %d: final rank %d outside %d..%d", p.Start, r, p.Best, p.Worst)
		}
	}
}
