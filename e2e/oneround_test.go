//go:build e2e

package e2e

import (
	"strings"
	"testing"
)

// TestOneRoundInSingular pastes the 2009 championship after its first
// round (testdata/campionato-2009-round1.trf: the example cut after round
// 1, app's TestRoundOneFile), as an arbiter computes after every round:
// the input panel's format line says "· 12 players · 1 round" (it said
// "1 rounds"), and the page still answers (a value opens its
// explanation).
func TestOneRoundInSingular(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)
	taken := textTaken(t, b)
	userPastes(t, b, repoFile(t, "testdata/campionato-2009-round1.trf"))
	waitFor(t, b, "the standings after round 1", taken+` && document.querySelectorAll('#standings tbody tr').length === 12
		&& document.getElementById('input-status').textContent.includes(' · 12 players · 1 r')`)
	status := eval[string](t, b, `document.getElementById('input-status').textContent`)
	if !strings.HasSuffix(status, " · 12 players · 1 round") {
		t.Errorf("the format line is %q, want it to end with \" · 12 players · 1 round\"", status)
	}
	s.answers(t, "the event after round 1")
}
