package formats

import (
	"strings"
	"testing"
)

// TestInferScoring (§13 Q-SCORING): declared totals that fit another
// common system give a non-blocking question whose default is applied.
func TestInferScoring(t *testing.T) {
	base := string(xreadFile(t, "x-sp-sample.txt"))
	withTotals := func(totals ...string) string {
		lines := strings.Split(base, "\n")
		for i := range totals {
			fs := strings.Split(lines[i+1], "\t")
			fs[2] = totals[i]
			lines[i+1] = strings.Join(fs, "\t")
		}
		return strings.Join(lines, "\n")
	}
	tests := []struct {
		name    string
		text    string
		answers map[string]string
		ask     bool
		win     string // the scoring's win value
		points  bool   // W-POINTS expected
	}{
		{"1/½/0 fits", base, nil, false, "1.0", false},
		{"3/1/0", withTotals("12", "9", "2", "6", "5", "4", "2"), nil, true, "3.0", false},
		{"3/1/0 refused", withTotals("12", "9", "2", "6", "5", "4", "2"), map[string]string{"Q-SCORING": "1-0.5-0"}, true, "1.0", true},
		{"2/1/0", withTotals("8", "6", "2", "4", "4", "3", "2"), nil, true, "2.0", false},
		{"bye worth ½", withTotals("4", "3", "1", "1.5", "2", "1", "1"), nil, true, "1.0", false},
		{"nothing fits", withTotals("7", "3", "1", "2", "2", "1.5", "1"), nil, false, "1.0", true},
	}
	for _, tc := range tests {
		ev, rep, err := Read([]byte(tc.text), Options{Format: FormatSwissPerfect, Answers: tc.answers})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := " " + xcodes(rep, err) + " "
		if strings.Contains(got, " Q-SCORING ") != tc.ask {
			t.Errorf("%s: Q-SCORING asked %v in%s", tc.name, !tc.ask, got)
		}
		if w := ev.Scoring.W().String(); w != tc.win {
			t.Errorf("%s: win worth %s, want %s", tc.name, w, tc.win)
		}
		if strings.Contains(got, " W-POINTS ") != tc.points {
			t.Errorf("%s: W-POINTS %v in%s", tc.name, !tc.points, got)
		}
	}
}
