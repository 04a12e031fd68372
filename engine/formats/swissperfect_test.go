package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestSPBonus (§9): a total higher than the cells, with unopposed zero
// rounds, asks Q-SP-BONUS; the default fills byes, earliest first.
func TestSPBonus(t *testing.T) {
	text := "No\tName\tTotal\t1\t2\t3\n" +
		"1\tA\t2.5\t2:W\t0:-\t : \n" +
		"2\tB\t0\t1:L\t3:L\t : \n" +
		"3\tC\t1\t0:-\t2:W\t : \n"
	tests := []struct {
		name    string
		answers map[string]string
		want    []engine.Kind // player 1's rounds
		detail  string        // player 1's round 2 detail
		points  bool          // W-POINTS expected
	}{
		{"default", nil, []engine.Kind{engine.Win, engine.FPB, engine.NotYet}, engine.DetailAssumed, true},
		{"keep", map[string]string{"Q-SP-BONUS/p1": "keep"}, []engine.Kind{engine.Win, engine.ZPB, engine.NotYet}, engine.DetailWithdrawn, true},
	}
	for _, tc := range tests {
		ev, rep, err := Read([]byte(text), Options{Format: FormatSwissPerfect, Answers: tc.answers})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := " " + xcodes(rep, err) + " "
		if !strings.Contains(got, " Q-SP-BONUS/p1 ") || strings.Contains(got, "Q-SP-BONUS/p3") {
			t.Errorf("%s: questions in%s", tc.name, got)
		}
		p := ev.Player(1)
		for k, want := range tc.want {
			if p.Rounds[k].Kind != want {
				t.Errorf("%s: round %d: %v, want %v", tc.name, k+1, p.Rounds[k].Kind, want)
			}
		}
		if p.Rounds[1].Detail != tc.detail {
			t.Errorf("%s: detail %q, want %q", tc.name, p.Rounds[1].Detail, tc.detail)
		}
		if strings.Contains(got, " W-POINTS ") != tc.points {
			t.Errorf("%s: W-POINTS in%s", tc.name, got)
		}
		if len(rep.Assumptions()) == 0 {
			t.Errorf("%s: no assumption listed", tc.name)
		}
	}
}
