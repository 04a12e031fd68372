//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestTeamTablesInTheBrowser pastes what a league organiser has: the
// chess-results team crosstable of a team Swiss, then the grid of a team
// round robin. Each is ranked as teams (the summary counts teams, not
// players), with the team preset of its system and the warning that the
// boards are not known, in Italian; the TRF export says in Italian why it
// cannot carry such an event; the crosstable's printed TB1 and TB2 are
// named MP and GP; a value opens its explanation.
func TestTeamTablesInTheBrowser(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	read := func(name string) string {
		data, err := os.ReadFile("../engine/formats/testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	s.open(t, "/", false)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))

	s.setValue(t, "input-text", read("x-team-cr-coppa.csv"), "input")
	waitFor(t, b, "the five teams", `document.querySelectorAll('#standings tbody tr').length === 5`)
	status := eval[string](t, b, `document.querySelector('.input').textContent`)
	if !strings.Contains(status, "5 squadre su 4 scacchiere") || strings.Contains(status, "0 giocatori") {
		t.Errorf("summary %q, want the teams counted and no players", status)
	}
	if first := eval[string](t, b, `document.querySelector('#standings tbody tr').textContent`); !strings.Contains(first, "Alfa") {
		t.Errorf("first row %q, want Alfa (7 match points)", first)
	}
	if l := eval[string](t, b, `document.getElementById('used-list').textContent`); !strings.Contains(l, "EDET/P") {
		t.Errorf("list %q, want the team Swiss preset", l)
	}
	warnings := eval[string](t, b, `document.getElementById('rules-used').textContent`)
	if !strings.Contains(warnings, "scacchiere") {
		t.Errorf("warnings %q, want the boards' knockout explained in Italian", warnings)
	}
	s.answers(t, "the team crosstable")
	b.do(t, "export TRF", chromedp.Click(chromedp.ID("action-trf")))
	waitFor(t, b, "the export's answer", `document.getElementById('export-status').textContent !== ''`)
	if st := eval[string](t, b, `document.getElementById('export-status').textContent`); !strings.Contains(st, "non si può scrivere come TRF") {
		t.Errorf("TRF export status %q, want the reason in Italian", st)
	}
	s.answers(t, "the refused TRF export")

	// The same crosstable printing its totals as TB1 and TB2: the page
	// names them MP and GP.
	s.setValue(t, "input-text", read("x-team-cr-printed.csv"), "input")
	waitFor(t, b, "the printed columns' panel", `!!document.getElementById('printed-run') && document.querySelectorAll('#standings tbody tr').length === 5`)
	b.do(t, "check the printed tie-breaks", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report", `document.querySelectorAll('#printed-report .printed-column').length === 2`)
	verdicts := eval[[]string](t, b, `[...document.querySelectorAll('#printed-report .printed-column h3')].map(h => h.textContent)`)
	if !strings.Contains(verdicts[0], "TB1") || !strings.Contains(verdicts[0], " MP ") || !strings.Contains(verdicts[0], "5 partecipanti su 5") ||
		!strings.Contains(verdicts[1], " GP ") {
		t.Errorf("verdicts %q, want TB1 = MP and TB2 = GP for 5 of 5, in Italian", verdicts)
	}
	s.answers(t, "the team crosstable's printed columns")

	// A published chess-results crosstable as pasted from the page (23
	// teams after round 2, tab-separated): its four columns are named,
	// the fourth with the match points 1-½-0 of Swiss-Manager's team SB.
	s.setValue(t, "input-text", read("x-team-cr-wp2018.txt"), "input")
	waitFor(t, b, "the 23 teams", `!!document.getElementById('printed-run') && document.querySelectorAll('#standings tbody tr').length === 23`)
	b.do(t, "check the published columns", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report", `document.querySelectorAll('#printed-report .printed-column').length === 4`)
	verdicts = eval[[]string](t, b, `[...document.querySelectorAll('#printed-report .printed-column h3')].map(h => h.textContent)`)
	for k, want := range []string{" MP ", " GP ", " DE ", "EGMSB (MP 1-½-0)"} {
		if !strings.Contains(verdicts[k], want) || !strings.Contains(verdicts[k], "23 partecipanti su 23") {
			t.Errorf("TB%d: %q, want %s for 23 of 23, in Italian", k+1, verdicts[k], want)
		}
	}
	if all := eval[string](t, b, `document.getElementById('printed-report').textContent`); !strings.Contains(all, "Swiss-Manager") {
		t.Errorf("TB3 is not said to follow Swiss-Manager's rules: %q", all)
	}
	s.answers(t, "the published crosstable's printed columns")

	s.setValue(t, "input-text", read("x-team-grid-girone.txt"), "input")
	waitFor(t, b, "the round robin's teams", `document.querySelectorAll('#standings tbody tr').length === 5 && document.getElementById('used-list').textContent.includes('MPvGP, EDET/P, EMGSB')`)
	if first := eval[string](t, b, `document.querySelector('#standings tbody tr').textContent`); !strings.Contains(first, "Torino") {
		t.Errorf("first row %q, want Torino", first)
	}
	s.answers(t, "the team grid")
}
