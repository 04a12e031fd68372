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
