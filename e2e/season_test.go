//go:build e2e

package e2e

import (
	"encoding/csv"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// seasonFiles are three monthly events of the Keshmat Circuit 2024–25
// (testdata/real/SOURCES.md): their season asks one question, Haddad
// Peter (LBN, April 2025) and Hadad Peter (LBN, July 2024), one letter
// apart (docs/season.md §9).
var seasonFiles = []string{"cr-keshmat-rapid-2024-07.xlsx", "cr-keshmat-rapid-2025-04.xlsx", "cr-keshmat-rapid-2025-05.xlsx"}

// seasonPaths are seasonFiles' absolute paths, for a file input.
func seasonPaths(t *testing.T) []string {
	t.Helper()
	var paths []string
	for _, f := range seasonFiles {
		paths = append(paths, filepath.Join(repoRoot(t), "testdata", "real", f))
	}
	return paths
}

// cliSeason runs `spareggi season` on the files with the flags given, as
// an organiser would, and returns its standard output.
func cliSeason(t *testing.T, args ...string) string {
	t.Helper()
	root := repoRoot(t)
	cmd := exec.Command("go", append([]string{"run", "./cmd/spareggi", "season"}, args...)...)
	cmd.Dir = root
	for _, f := range seasonFiles {
		cmd.Args = append(cmd.Args, filepath.Join(root, "testdata", "real", f))
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("spareggi season %v: %v\n%s", args, err, stderr.String())
	}
	return string(out)
}

// csvRows reads a CSV text.
func csvRows(t *testing.T, text string) [][]string {
	t.Helper()
	rows, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		t.Fatalf("reading the CSV: %v\n%s", err, text)
	}
	return rows
}

// TestSeasonInThePage is issue 34 in the page: the season tab; three real
// chess-results workbooks chosen at once with the season's file input;
// the leaders are the CLI's for the same files; the near spelling is a
// question, answered in the page and kept (the answer's report and the
// cell's matching say so); best 2 of 3 chosen; the CSV export, read back,
// is the CLI's CSV for the same files, options and answer, byte for byte;
// a result opens the event at the player's row with its explanation; the
// print (PDF, pdftotext) shows the season's leaders; the share link
// opens the season again, the answer kept, and so does a reload; at 360 px the page is no wider
// than the phone; and the page still answers.
func TestSeasonInThePage(t *testing.T) {
	s := newSite(t)
	b := s.b
	dl := enableDownloads(t, b)
	s.open(t, "/", false)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	b.do(t, "open the season", chromedp.Click(chromedp.ID("mode-season")))
	waitFor(t, b, "the season view", `!!document.getElementById('season-file') && document.getElementById('mode-season').getAttribute('aria-pressed') === 'true'`)
	b.do(t, "choose the three workbooks", chromedp.SetUploadFiles(chromedp.ID("season-file"), seasonPaths(t)))
	waitFor(t, b, "the season of three events", `document.querySelectorAll('#season-events li').length === 3 && document.querySelectorAll('#season-table tbody tr').length > 100 && document.querySelectorAll('#season-table thead th').length === 9`)

	// The leaders: the CLI's, for the same files.
	want := csvRows(t, cliSeason(t, "-o", "csv"))
	leaders := func() [][]string {
		return eval[[][]string](t, b, `[...document.querySelectorAll('#season-table tbody tr')].slice(0, 8).map(r => [...r.children].slice(0, 6).map(c => c.textContent))`)
	}
	got := leaders()
	for i, r := range got {
		w := want[i+1] // rank, id, name, federation, fideId, events, counted, total
		if r[0] != w[0] || r[1] != w[2] || r[2] != w[3] || r[3] != w[5] || r[4] != w[6] || r[5] != w[7] {
			t.Errorf("leader %d: the page shows %v, the CLI %v", i+1, r, w)
		}
	}
	t.Logf("leaders: %v", got[:3])

	// The question of the near spelling, answered: the two entries are one
	// player, matched by the answer, and the answer stays.
	q := `.question[data-id="Q-SEASON-MATCH/e2.24"]`
	waitFor(t, b, "the matcher's question", `!!document.querySelector('`+q+` button.answer[data-answer="e1.40"]') && document.getElementById('season-matched').textContent.includes('0 by an answer')`)
	b.do(t, "answer: the same player", chromedp.Click(chromedp.CSS(q+` button.answer[data-answer="e1.40"]`)))
	waitFor(t, b, "the answer applied", `document.getElementById('season-matched').textContent.includes('1 by an answer') && !!document.querySelector('#season-table button.season-cell[data-how="answer"]') && document.querySelector('`+q+` button.answer[data-answer="e1.40"]').getAttribute('aria-pressed') === 'true'`)
	hadad := eval[[]string](t, b, `[...document.querySelector('#season-table tr[data-id="e1.40"]').children].map(c => c.textContent)`)
	if hadad[1] != "Hadad Peter" || hadad[3] != "2" {
		t.Errorf("Hadad Peter after the answer: %v, want two events", hadad)
	}

	// Best 2 of 3.
	s.setValue(t, "season-best", "2", "change")
	waitFor(t, b, "best 2", `document.getElementById('season-used').textContent.includes('the best 2 events count') && document.querySelector('#season-table tbody tr').children[4].textContent === '2'`)

	// The CSV export is the CLI's for the same files, options and answer.
	b.do(t, "export CSV", chromedp.Click(chromedp.ID("action-csv")))
	name, data := dl.wait(t, "the season's CSV")
	cli := cliSeason(t, "-best", "2", "-answer", "Q-SEASON-MATCH/e2.24=e1.40", "-o", "csv")
	if name != "season.csv" || string(data) != cli {
		t.Fatalf("the export %s differs from the CLI's CSV:\n%.600s\nwant\n%.600s", name, data, cli)
	}
	rows := csvRows(t, string(data))
	leader := rows[1][2]
	t.Logf("exported %d players, leader %s (%s)", len(rows)-1, leader, rows[1][7])

	// Print: the season's title, its rules and its leaders.
	text := printedText(t, b, "season")
	for _, w := range []string{"Season standings", "the best 2 events count", rows[1][2], rows[2][2], rows[3][2], "Keshmat Circuit - Rapid - May 2025"} {
		if !strings.Contains(text, w) {
			t.Errorf("the printed season lacks %q:\n%.2000s", w, text)
		}
	}
	for _, not := range []string{"Add events from files", "Season rules", "Export CSV"} {
		if strings.Contains(text, not) {
			t.Errorf("the printed season shows the form's %q", not)
		}
	}

	// A result opens its event at the player's row, with its explanation.
	b.do(t, "open the leader's first result", chromedp.Click(chromedp.CSS(`#season-table tbody tr:first-child button.season-cell`)))
	waitFor(t, b, "the event's explanation", `document.getElementById('mode-event').getAttribute('aria-pressed') === 'true' && !!document.getElementById('explain-title') && document.getElementById('explain-title').textContent.includes(`+jsString(leader)+`)`)
	closeExplanation(t, b, "the season's result")
	s.answers(t, "opening a season's result")

	// A reload finds the season again, kept on the device with the rest of
	// the work (app/session.go): its events, the answer and best 2.
	b.do(t, "back to the season", chromedp.Click(chromedp.ID("mode-season")))
	waitFor(t, b, "the season again", `document.querySelectorAll('#season-table tbody tr').length > 100`)
	waitKept(t, b)
	reloadPage(t, b)
	waitFor(t, b, "the season after the reload", `document.querySelectorAll('#season-events li').length === 3 && document.querySelectorAll('#season-table tbody tr').length > 100`)
	kept := eval[[]string](t, b, `[...document.querySelector('#season-table tbody tr').children].slice(0, 6).map(c => c.textContent)`)
	if kept[1] != leader || kept[5] != rows[1][7] {
		t.Errorf("the leader after the reload: %v, want %s with %s", kept, leader, rows[1][7])
	}
	if !eval[bool](t, b, `document.getElementById('season-matched').textContent.includes('1 by an answer') && document.getElementById('season-best').value === '2'`) {
		t.Error("the reload lost the answer or the best 2")
	}

	// The share link carries the season: a new visit opens it.
	b.do(t, "share", chromedp.Click(chromedp.ID("action-share")))
	waitFor(t, b, "the share link", `!!document.getElementById('share-url') && document.getElementById('share-url').value.includes('#s=')`)
	link := eval[string](t, b, `document.getElementById('share-url').value`)
	t.Logf("the season's link: %d characters", len(link))
	b.do(t, "leave", chromedp.Navigate("about:blank"))
	b.do(t, "open the link", chromedp.Navigate(link))
	waitFor(t, b, "the season from the link", `window.spareggiReady === true && document.querySelectorAll('#season-events li').length === 3 && document.querySelectorAll('#season-table tbody tr').length > 100`)
	again := eval[[]string](t, b, `[...document.querySelector('#season-table tbody tr').children].slice(0, 6).map(c => c.textContent)`)
	if again[1] != leader || again[5] != rows[1][7] {
		t.Errorf("the link's leader: %v, want %s with %s", again, leader, rows[1][7])
	}
	if !eval[bool](t, b, `document.getElementById('season-matched').textContent.includes('1 by an answer') && document.getElementById('season-best').value === '2'`) {
		t.Error("the link lost the answer or the best 2")
	}

	// A phone.
	screenshot(t, b, "season", 360)
	if w := eval[int](t, b, `document.documentElement.scrollWidth`); w > 360 {
		t.Errorf("the season view is %d px wide at 360 px", w)
	}
	s.noProblems(t, "the season")
	b.do(t, "back to the event", chromedp.Click(chromedp.ID("mode-event")))
	waitFor(t, b, "the event view", `!!document.getElementById('input-text')`)
	stillAnswers(t, b, repoFile(t, "testdata/tec-rr-6.trf"))
}
