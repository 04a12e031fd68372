//go:build e2e

package e2e

import (
	"strings"
	"testing"
)

// TestOneRoundInSingular pastes the 2009 championship after its first
// round (the example cut after round 1: no record XXR, each player line
// ending with the round's cell, its points those of the round), as an
// arbiter computes after every round: the input panel's format line says
// "· 12 players · 1 round" (it said "1 rounds"), and the page still
// answers (a value opens its explanation).
func TestOneRoundInSingular(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)
	var lines []string
	for _, line := range strings.Split(strings.TrimRight(repoFile(t, "examples/campionato-italiano-2009.trf"), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "XXR"):
			continue
		case strings.HasPrefix(line, "001") && len(line) >= 99:
			pts := map[byte]string{'1': "1.0", '=': "0.5", '0': "0.0"}[line[98]]
			line = line[:80] + " " + pts + line[84:99]
		}
		lines = append(lines, line)
	}
	taken := textTaken(t, b)
	userPastes(t, b, strings.Join(lines, "\n")+"\n")
	waitFor(t, b, "the standings after round 1", taken+` && document.querySelectorAll('#standings tbody tr').length === 12
		&& document.getElementById('input-status').textContent.includes(' · 12 players · 1 r')`)
	status := eval[string](t, b, `document.getElementById('input-status').textContent`)
	if !strings.HasSuffix(status, " · 12 players · 1 round") {
		t.Errorf("the format line is %q, want it to end with \" · 12 players · 1 round\"", status)
	}
	s.answers(t, "the event after round 1")
}
