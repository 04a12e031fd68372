//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestPrintedUseRules pastes a published chess-results crosstable (a club
// championship after round 4 of 5, engine/formats/testdata/
// x-cr-sthlm2026-r4.csv), checks its printed columns in the Italian page
// and clicks "Usa queste regole e questi spareggi": the page switches to
// what reproduced the print — the Swiss-Manager rules and the list BH/M1,
// DE, WIN (TB1 the median Buchholz under the 2012 virtual opponent, TB2
// Swiss-Manager's direct encounter, TB3 the wins) — in the edition menu,
// the rules used and the standings' columns, after round 4 as printed
// (the round the check compared after), and still answers. The report
// says that the printed ranking is the one of those rules.
func TestPrintedUseRules(t *testing.T) {
	s := newSite(t)
	b := s.b
	data, err := os.ReadFile("../engine/formats/testdata/x-cr-sthlm2026-r4.csv")
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/", false)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	s.setValue(t, "input-text", string(data), "input")
	waitFor(t, b, "the 40 players", `document.querySelectorAll('#standings tbody tr').length === 40 && !!document.getElementById('printed-run')`)
	edBefore := eval[string](t, b, `document.getElementById('used-edition').textContent`)
	listBefore := eval[string](t, b, `document.getElementById('used-list').textContent`)
	if strings.Contains(edBefore, "swissmanager") || strings.Contains(listBefore, "BH/M1, DE, WIN") {
		t.Fatalf("before: edition %q, list %q; want other rules than the print's", edBefore, listBefore)
	}
	b.do(t, "check the printed columns", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report and its button", `document.querySelectorAll('#printed-report .printed-column').length === 3 && !!document.getElementById('printed-use')`)
	if label := eval[string](t, b, `document.getElementById('printed-use').textContent`); label != "Usa queste regole e questi spareggi" {
		t.Errorf("button %q", label)
	}
	// The printed ranking is the one of those rules and tie-breaks.
	if r := eval[string](t, b, `document.getElementById('printed-ranking').textContent`); !strings.Contains(r, "La classifica stampata è quella secondo") {
		t.Errorf("ranking %q", r)
	}
	hint := eval[string](t, b, `document.getElementById('printed-use-hint').textContent`)
	if !strings.Contains(hint, "BH/M1, DE, WIN") || !strings.Contains(hint, "La classifica passa") {
		t.Errorf("hint %q, want the list BH/M1, DE, WIN in Italian", hint)
	}
	b.do(t, "use these rules and tie-breaks", chromedp.Click(chromedp.ID("printed-use")))
	waitFor(t, b, "the print's rules", `document.getElementById('used-edition').textContent.includes('swissmanager')`)
	if list := eval[string](t, b, `document.getElementById('used-list').textContent`); !strings.HasSuffix(list, "BH/M1, DE, WIN") {
		t.Errorf("list %q, want BH/M1, DE, WIN", list)
	}
	if ed := eval[string](t, b, `document.getElementById('rules-edition').value`); ed != "swissmanager" {
		t.Errorf("edition menu %q, want swissmanager", ed)
	}
	heads := eval[[]string](t, b, `[...document.querySelectorAll('#standings thead th')].map(h => h.textContent)`)
	if j := strings.Join(heads, " "); !strings.Contains(j, "BH/M1") || !strings.Contains(j, "WIN") {
		t.Errorf("standings' columns %q, want BH/M1 … WIN", heads)
	}
	if n := eval[int](t, b, `document.querySelectorAll('#standings tbody tr').length`); n != 40 {
		t.Errorf("%d rows after the switch", n)
	}
	// The standings are those after round 4, as printed (its postponed
	// games 0–0), not after round 1, the last complete one.
	if r := eval[string](t, b, `document.getElementById('rules-round').value`); r != "4" {
		t.Errorf("round menu %q, want 4", r)
	}
	// The check again: the same rules, and the button still there.
	b.do(t, "check again", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report again", `!!document.getElementById('printed-use')`)
	s.answers(t, "the print's rules used")
}

// TestPrintedRankingFlaggedOnOpen opens the chess-results export of the
// Forlano example (TB1 the 2012 Buchholz, TB2 the 2024 Sonneborn-Berger,
// the ranking of the 2024 rules) in the Italian page: without a click the
// printed-tie-breaks panel warns that under the rules that reproduce its
// columns (the 2012 ones, with BH, SB, WIN) Luigi (7) and Dario (4) are
// ranked otherwise; asking for the check replaces the warning with the
// report, which lists them under the ranking.
func TestPrintedRankingFlaggedOnOpen(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=forlano-printed", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the warning", `!!document.getElementById('printed-flag')`)
	flag := eval[string](t, b, `document.getElementById('printed-flag').textContent`)
	if !strings.Contains(flag, "La classifica stampata non è quella") || !strings.Contains(flag, "BH, SB, WIN") ||
		!strings.Contains(flag, "7 Luigi") || !strings.Contains(flag, "4 Dario") {
		t.Errorf("warning %q", flag)
	}
	if eval[bool](t, b, `!!document.getElementById('printed-report')`) {
		t.Errorf("the report is shown before the check is asked for")
	}
	b.do(t, "check the printed tie-breaks", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report", `!!document.getElementById('printed-ranking') && !document.getElementById('printed-flag')`)
	if n := eval[int](t, b, `document.querySelectorAll('#printed-ranking li').length`); n != 2 {
		t.Errorf("%d participants under the ranking, want 2", n)
	}
	s.answers(t, "the printed ranking flagged")
}
