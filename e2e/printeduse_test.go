//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestPrintedUseRules pastes a published chess-results crosstable (a club
// championship after round 4 of 5, engine/formats/testdata/
// x-cr-sthlm2026-r4.csv) into the Italian page: it opens at once under
// what reproduces its print — the Swiss-Manager rules and the list BH/M1,
// DE, WIN (TB1 the median Buchholz under the 2012 virtual opponent, TB2
// Swiss-Manager's direct encounter, TB3 the wins), after round 4 as
// printed — and says so at the top of the standings (docs/tiebreaks.md,
// decision 55), with the printed ranking reproduced: no notice of ranks
// that differ. The check then finds the same rules, its button keeps
// them, and the page still answers.
func TestPrintedUseRules(t *testing.T) {
	t.Parallel()
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
	if ed := eval[string](t, b, `document.getElementById('used-edition').textContent`); !strings.Contains(ed, "swissmanager") {
		t.Errorf("opened under %q, want the print's swissmanager", ed)
	}
	if list := eval[string](t, b, `document.getElementById('used-list').textContent`); list != "PTS, BH/M1, DE, WIN" {
		t.Errorf("list %q, want the print's PTS, BH/M1, DE, WIN", list)
	}
	if src := eval[string](t, b, `document.getElementById('used-list-source').textContent`); !strings.Contains(src, "ricavata dalle colonne stampate") {
		t.Errorf("list source %q, want it read from the printed columns, in Italian", src)
	}
	notices := eval[string](t, b, `document.querySelector('#rules-used .warnings').textContent`)
	if !strings.Contains(notices, "Regole e spareggi ricavati dalle colonne stampate: swissmanager, BH/M1, DE, WIN (40 su 40 riprodotti)") {
		t.Errorf("notices %q, want the print's rules said at the top", notices)
	}
	if strings.Contains(notices, "posizioni stampate") {
		t.Errorf("notices %q: the printed ranking is reproduced", notices)
	}
	if r := eval[string](t, b, `document.getElementById('used-round').textContent`); r != "4" {
		t.Errorf("standings after round %q, want 4 as printed", r)
	}
	if r := eval[string](t, b, `document.querySelector('#rules-round option[value="0"]').textContent`); !strings.Contains(r, "come stampato (turno 4)") {
		t.Errorf("round menu's default %q, want the printed round", r)
	}
	b.do(t, "check the printed columns", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report and its button", `document.querySelectorAll('#printed-report .printed-column').length === 3 && !!document.getElementById('printed-use')`)
	if r := eval[string](t, b, `document.getElementById('printed-ranking').textContent`); !strings.Contains(r, "La classifica stampata è quella secondo") {
		t.Errorf("ranking %q", r)
	}
	b.do(t, "use these rules and tie-breaks", chromedp.Click(chromedp.ID("printed-use")))
	waitFor(t, b, "the rules chosen", `document.getElementById('rules-edition').value === 'swissmanager'`)
	if list := eval[string](t, b, `document.getElementById('used-list').textContent`); !strings.HasSuffix(list, "BH/M1, DE, WIN") {
		t.Errorf("list %q, want BH/M1, DE, WIN", list)
	}
	if r := eval[string](t, b, `document.getElementById('rules-round').value`); r != "4" {
		t.Errorf("round menu %q, want 4", r)
	}
	s.answers(t, "the print's rules used")
}

// TestPrintedRankingFlaggedOnOpen opens the chess-results export of the
// Forlano example (TB1 the 2012 Buchholz, TB2 the 2024 Sonneborn-Berger:
// no one rule set reproduces both) in the Italian page: the default list
// applies, and without a click the top of the standings names the closest
// rules with a button; clicked, the page computes under them (the 2012
// rules, BH, SB, WIN) and the notice there names the two printed ranks
// they contradict, Luigi (7) and Dario (4) (docs/tiebreaks.md, decisions
// 55 and 56).
func TestPrintedRankingFlaggedOnOpen(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=forlano-printed", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the closest rules", `!!document.getElementById('printed-closest-use')`)
	closest := eval[string](t, b, `document.getElementById('printed-closest').textContent`)
	if !strings.Contains(closest, "Nessun insieme di regole riproduce tutte le colonne stampate") || !strings.Contains(closest, "fide2012, BH, SB, WIN") {
		t.Errorf("notice %q", closest)
	}
	if label := eval[string](t, b, `document.getElementById('printed-closest-use').textContent`); label != "Usa queste regole" {
		t.Errorf("button %q", label)
	}
	b.do(t, "use the closest rules", chromedp.Click(chromedp.ID("printed-closest-use")))
	waitFor(t, b, "the closest rules used", `document.getElementById('rules-edition').value === 'fide2012'`)
	if list := eval[string](t, b, `document.getElementById('used-list').textContent`); list != "PTS, BH, SB, WIN" {
		t.Errorf("list %q, want PTS, BH, SB, WIN", list)
	}
	notices := eval[string](t, b, `document.querySelector('#rules-used .warnings').textContent`)
	if !strings.Contains(notices, "2 posizioni stampate su 9 differiscono da questa classifica") ||
		!strings.Contains(notices, "7 (6 → 5)") || !strings.Contains(notices, "4 (5 → 6)") {
		t.Errorf("notices %q, want Luigi (7) and Dario (4) named", notices)
	}
	s.answers(t, "the printed ranking flagged")
}

// TestPrintedComparedInBackground opens a published chess-results export
// of 107 players × 7 rounds printing TB1–TB3 as an arbiter does, choosing
// the workbook (compared while it is read, app/compute.go printBudget;
// an event past the budget is compared in the background): the
// standings follow the rules the print shows — the 2012 rules with BH/C1
// and BH — said at the top, its printed ranking reproduced (no notice of
// ranks that differ); the page still answers (docs/tiebreaks.md, decision
// 55).
func TestPrintedComparedInBackground(t *testing.T) {
	t.Parallel()
	s := newEnglishSite(t)
	b := s.b
	path, err := filepath.Abs("../testdata/real/cr-keshmat-rapid-2024-08.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	b.do(t, "choose the workbook", chromedp.SetUploadFiles(chromedp.ID("input-file"), []string{path}))
	waitFor(t, b, "the print's rules", `document.querySelectorAll('#standings tbody tr').length === 107 &&
		document.getElementById('used-list').textContent === 'PTS, BH/C1, BH'`)
	notices := eval[string](t, b, `document.querySelector('#rules-used .warnings').textContent`)
	if !strings.Contains(notices, "Rules and tie-breaks read from the printed columns: fide2012, BH/C1, BH (107 of 107 reproduced).") {
		t.Errorf("notices %q, want the print's rules said", notices)
	}
	if strings.Contains(notices, "being compared") || strings.Contains(notices, "printed ranks differ") {
		t.Errorf("notices %q after the comparison", notices)
	}
	if ed := eval[string](t, b, `document.getElementById('used-edition').textContent`); !strings.Contains(ed, "fide2012") {
		t.Errorf("edition %q, want fide2012", ed)
	}
	s.answers(t, "the print compared in the background")
}

// TestPrintedPrefixInPrintedOrder opens the grille américaine a French
// departmental event published from Papi (107 players; its columns Tr.,
// Bu. and Perf, the last Papi's performance, which no rule set reproduces)
// as an arbiter does, choosing the file: the standings open under the
// rules of the two columns before it — the 2012 rules with BH/C2 and BH —
// said at the top, with Perf named as left out, and the rows in the
// printed order (the grille's places are its start numbers: 1, 2, 3 …),
// no notice of ranks that differ; before, the default list placed 40 of
// 107 otherwise. The page still answers (docs/tiebreaks.md, decision 90).
func TestPrintedPrefixInPrintedOrder(t *testing.T) {
	t.Parallel()
	s := newEnglishSite(t)
	b := s.b
	userChoosesFile(t, b, "the grille", "testdata/real/papi-ffe-departemental-u10-2025.html")
	waitFor(t, b, "the print's rules", `document.querySelectorAll('#standings tbody tr').length >= 40 &&
		document.getElementById('used-list').textContent === 'PTS, BH/C2, BH'`)
	notices := eval[string](t, b, `document.querySelector('#rules-used .warnings').textContent`)
	for _, want := range []string{"Rules and tie-breaks read from the printed columns: fide2012, BH/C2, BH (107 of 107 reproduced).",
		"Left out of the list (from the first printed column no rule set reproduces for every participant): Perf; the ties the list leaves follow the printed ranking."} {
		if !strings.Contains(notices, want) {
			t.Errorf("notices %q, want %q", notices, want)
		}
	}
	if strings.Contains(notices, "printed ranks differ") || strings.Contains(notices, "closest rules") {
		t.Errorf("notices %q, want the printed ranking reproduced", notices)
	}
	rows := eval[[]row](t, b, pageRows)
	for i, r := range rows {
		if r.Start != i+1 {
			t.Fatalf("row %d is start number %d, want the printed order (%d)", i+1, r.Start, i+1)
		}
	}
	s.answers(t, "the grille in its printed order")
}

// TestPrintedClosestOnOpen pastes a published Vega crosstable whose
// printed BH, BH/C1 and SB no one rule set reproduces (32 players; its
// byes and forfeits are lost in the copy) as an arbiter does, with
// Ctrl+V and no click: the default list applies, and the notices at the
// top of the standings — before any panel is opened — say so, name the
// closest rules with their button, and count the printed ranks the
// standings contradict (issue 31, item 1; docs/tiebreaks.md, decision
// 55). The button puts the closest rules in place: the list becomes the
// print's, fewer ranks differ, and the page still answers.
func TestPrintedClosestOnOpen(t *testing.T) {
	t.Parallel()
	s := newEnglishSite(t)
	b := s.b
	pasteClipboard(t, s, repoFile(t, "testdata/real/vega-hbcc-cup-2025.txt"))
	waitFor(t, b, "the standings and the closest rules", `document.querySelectorAll('#standings tbody tr').length === 32 && !!document.getElementById('printed-closest-use')`)
	notices := eval[string](t, b, `document.querySelector('#rules-used .warnings').textContent`)
	for _, want := range []string{
		"No one rule set reproduces every printed column; the closest rules are fide2024, BH, BH/C1, SB (each column's best reproduces at least 19 of 32).",
		"11 of 32 printed ranks differ from these standings",
	} {
		if !strings.Contains(notices, want) {
			t.Errorf("notices at the top %q, want %q", notices, want)
		}
	}
	if list := eval[string](t, b, `document.getElementById('used-list').textContent`); list == "PTS, BH, BH/C1, SB" || !strings.Contains(list, "DE") {
		t.Errorf("list %q on opening, want the default list (the print reproduces under no one rule set)", list)
	}
	if eval[bool](t, b, `!!document.querySelector('#printed details[open], #printed-report')`) {
		t.Errorf("the printed check's panel is open: the notice must not need it")
	}
	b.do(t, "use the closest rules", chromedp.Click(chromedp.ID("printed-closest-use")))
	waitFor(t, b, "the closest rules in place", `document.getElementById('used-list').textContent === 'PTS, BH, BH/C1, SB'`)
	waitFor(t, b, "the ranks that still differ", `document.querySelector('#rules-used .warnings').textContent.includes('10 of 32 printed ranks differ from these standings')`)
	if ed := eval[string](t, b, `document.getElementById('used-edition').textContent`); !strings.Contains(ed, "fide2024") {
		t.Errorf("edition %q after the button, want fide2024", ed)
	}
	s.answers(t, "the closest rules used")
}

// TestPrintedRoundingInThePage opens a Vega page that prints SB with one
// decimal (the September Rapid 2025 of a club, its HTML chosen with
// "Choose a file…") and checks its printed columns as an arbiter does,
// with the button: the report names the rounding that reproduces every
// printed SB, half to even (issue 31, item 8;
// docs/tiebreaks.md, decision 61). The page still answers.
func TestPrintedRoundingInThePage(t *testing.T) {
	t.Parallel()
	s := newEnglishSite(t)
	b := s.b
	userChoosesFile(t, b, "the page", "testdata/real/vega-hbcc-september-rapid-2025.html")
	waitFor(t, b, "the standings", `document.querySelectorAll('#standings tbody tr').length === 55 && !!document.getElementById('printed-run')`)
	b.do(t, "check the printed tie-breaks", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report", `!!document.getElementById('printed-report')`)
	if r := eval[string](t, b, `document.getElementById('printed-report').textContent`); !strings.Contains(r, "SB, rounded half to even to one decimal: 55 of 55") {
		t.Errorf("the report %q, want the rounding named", r)
	}
	s.answers(t, "the printed rounding")
}
