package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestTRFByesAnswer opens a real TRF of an older program (the Irish
// intermediate championship of 2011, docs/formats.md §5.9, decision 60)
// whose player 15 has round 3 coded "-" while her declared 2.0 counts it
// as a half-point bye: with no answer the declared total is followed, with
// a warning naming the round and how to answer otherwise; answering
// Q-TRF-BYES for her with keep reads the round as a zero-point bye, and
// the declared points differ (issue 31, item 6).
func TestTRFByesAnswer(t *testing.T) {
	const file = "../../testdata/real/trf-irish-intermediate-champs-2011.trf"
	row := regexp.MustCompile(`(?m)^\s*\d+\s+15\s+Shaughnessy, Elizabeth\s+1463\s+(\S+)`)
	points := func(out string) string {
		m := row.FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no row of player 15:\n%s", out)
		}
		return m[1]
	}
	code, out, errs := runCLI(t, "", file)
	if code != 0 || points(out) != "2.0" ||
		!strings.Contains(errs, "(line 29 (player 15, round 3: half-point bye))") || !strings.Contains(errs, "Answer Q-TRF-BYES for the player with keep") {
		t.Errorf("no answer: exit %d, player 15 with %s\n%s", code, points(out), errs)
	}
	code, out, errs = runCLI(t, "", "-answer", "Q-TRF-BYES/p15=keep", file)
	if code != 0 || points(out) != "1.5" || strings.Contains(errs, "player 15, round 3: half-point bye") ||
		!strings.Contains(errs, "Shaughnessy, Elizabeth: declared 2.0, computed 1.5") {
		t.Errorf("keep: exit %d, player 15 with %s\n%s", code, points(out), errs)
	}
}
