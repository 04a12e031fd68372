package main

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// TestComputeWhatIf: Spareggi.compute with {"whatif": true} returns the
// document of `spareggi -whatif -o json` (the 2009 championship with its
// last round pending: 6 games, 729 combinations, the games' names), and
// refuses as the CLI and the page do past whatif.MaxWhatIfWholeWork (a
// list with KS ranks every combination whole), with the code whatif-work
// and the numbers; whatif with round is a usage error.
func TestComputeWhatIf(t *testing.T) {
	data, err := os.ReadFile("../testdata/campionato-2009-pending.trf")
	if err != nil {
		t.Fatal(err)
	}
	out, err := Compute(string(data), `{"whatif": true, "tiebreaks": "SB,KS,PS,ARO,TPR,WIN,BPG,DE"}`)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pending []struct {
			White     int    `json:"white"`
			WhiteName string `json:"whiteName"`
		} `json:"pending"`
		Scenarios int `json:"scenarios"`
		Players   []struct{ Start, Best, Worst int }
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Pending) != 6 || doc.Scenarios != 729 || doc.Pending[0].WhiteName != "Bruno, Fabio" || len(doc.Players) != 12 || doc.Players[0].Worst != 4 {
		t.Errorf("document %+v", doc)
	}
	ev := gen.Swiss(1600, 2, 3, false)
	k := 0
	for i := range ev.Players {
		e := &ev.Players[i].Rounds[1]
		if k < 8 && e.Opponent > 0 && e.Kind.OTB() && ev.Players[e.Opponent-1].Rounds[1].Kind.OTB() {
			e.Kind, ev.Players[e.Opponent-1].Rounds[1].Kind = engine.NotYet, engine.NotYet
			k++
		}
	}
	_, err = Compute(string(gen.TRF(ev)), `{"whatif": true, "tiebreaks": "KS,DE"}`)
	var ae *APIError
	if !errors.As(err, &ae) || ae.Code != "whatif-work" || !strings.Contains(ae.Message, "1600 participants × 6561 combinations × 2 rounds = 20995200: what-if computes at most 10000000") {
		t.Errorf("past the bound: %v", err)
	}
	if _, err := Compute(string(data), `{"whatif": true, "round": 3}`); !errors.As(err, &ae) || !ae.Usage {
		t.Errorf("whatif with round: %v", err)
	}
}
