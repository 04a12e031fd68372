package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestSeasonCLI runs `spareggi season` as the Keshmat circuit's organiser
// would on the eight monthly chess-results exports (each player's best 7,
// ties by the average per counted event; docs/season.md): the leaders, in
// JSON, are those of the circuit's published table
// (testdata/real/seasons/keshmat-circuit-2024-25-leaderboard.csv) — name,
// events played and counted, total — and the one uncertain match is a
// question, not a merge.
func TestSeasonCLI(t *testing.T) {
	files, err := filepath.Glob("../../testdata/real/cr-keshmat-rapid-202*.xlsx")
	if err != nil || len(files) != 8 {
		t.Fatalf("the eight exports: %v %v", files, err)
	}
	code, out, errs := runCLI(t, "", append([]string{"season", "-best", "7", "-tb", "avg", "-o", "json"}, files...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var doc struct {
		Events []struct {
			Players int `json:"players"`
		} `json:"events"`
		Players []struct {
			Rank    int    `json:"rank"`
			Name    string `json:"name"`
			Events  int    `json:"events"`
			Counted int    `json:"counted"`
			Total   string `json:"total"`
		} `json:"players"`
		Questions []json.RawMessage `json:"questions"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Events) != 8 || len(doc.Questions) != 1 {
		t.Errorf("%d events, %d questions; want 8 and the one near spelling", len(doc.Events), len(doc.Questions))
	}
	f, err := os.Open("../../testdata/real/seasons/keshmat-circuit-2024-25-leaderboard.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows[1:6] { // Rank, Name, …, Tournaments Played, Tournaments Counted, Total Points
		p := doc.Players[i]
		if p.Name != r[1] || itoaT(p.Events) != r[4] || itoaT(p.Counted) != r[5] || p.Total != r[6] {
			t.Errorf("row %d: %+v, published %v", i+1, p, r[:7])
		}
	}
}

func itoaT(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
