//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/app"
)

// TestSmallPageItems does what an arbiter does for four small items of the
// page: opens the FIDE team example (no empty title, rating or federation
// columns) and its board prizes in Spanish ("Rendimiento", not
// "Performance"); opens a share link asking to explain a tie-break column
// that does not exist (xc=-3) in Italian (an Italian refusal naming the
// column, not "no tie-break -2"); pastes a team round robin with one match
// not played yet (still a round robin, with the round-robin preset); and
// pastes junk in Italian (the formats listed, "… e tabelloni a squadre").
// The page answers after each.
func TestSmallPageItems(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b

	s.open(t, "/?example=fide-team", true)
	if n := eval[int](t, b, `document.querySelectorAll('#standings th.title, #standings td.title, #standings .rating, #standings .fed').length`); n != 0 {
		t.Errorf("the team standings show %d cells of empty title, rating or federation columns", n)
	}
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	waitFor(t, b, "the board prizes button", `!!document.getElementById('boards-run')`)
	b.do(t, "show the board prizes", chromedp.Click(chromedp.ID("boards-run")))
	waitFor(t, b, "the board prizes", `!!document.getElementById('boards-table')`)
	if head := eval[string](t, b, `document.querySelector('#boards-table thead').textContent`); !strings.Contains(head, "Rendimiento") || strings.Contains(head, "Performance") {
		t.Errorf("the Spanish board prizes are headed %q", head)
	}
	s.answers(t, "the team example")

	frag, err := app.EncodeState(app.State{Example: "campionato-2009", Text: repoFile(t, "web/examples/campionato-2009.trf"), Lang: "it", Explain: 1, ExplainCol: -3})
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/#"+frag, true)
	waitFor(t, b, "the refusal", `!!document.querySelector('#explain .error')`)
	if msg := eval[string](t, b, `document.querySelector('#explain .error').textContent`); !strings.Contains(msg, "non c'è uno spareggio numero -2 da spiegare") || strings.Contains(msg, "no tie-break") {
		t.Errorf("the link's refusal reads %q", msg)
	}
	b.do(t, "close it", chromedp.Click(chromedp.ID("explain-close")))
	// As the arbiter sees it go: a click sent while the dialog is still
	// drawn lands on its overlay, not on the table.
	waitFor(t, b, "the refusal to close", `!document.getElementById('explain')`)
	s.answers(t, "the link with xc=-3")

	userPastes(t, b, strings.Join([]string{
		"Team round robin (constructed)", "Ranking crosstable after Round 3", "",
		"Rk.\tTeam\t1.Rd\t2.Rd\t3.Rd",
		"1\tAlfa\t4w3\t3b2½\t2w2", "2\tBeta\t3w2½\t4b3\t1b2",
		"3\tGamma\t2b1½\t1w1½\t4w", "4\tDelta\t1b1\t2w1\t3b",
	}, "\n"))
	waitFor(t, b, "the four teams", `document.querySelectorAll('#standings tbody tr').length === 4`)
	if used := eval[string](t, b, `document.getElementById('rules-used').textContent`); !strings.Contains(strings.ToLower(used), "girone all'italiana") {
		t.Errorf("with a match not played yet the page says %q, want a round robin", used)
	}
	s.answers(t, "the team round robin")

	userPastes(t, b, "hello\nworld\n")
	waitFor(t, b, "the refusal", `!!document.querySelector('.diag.error')`)
	if msg := eval[string](t, b, `document.querySelector('.diag.error').textContent`); strings.Contains(msg, " ed tabelloni") || !strings.Contains(msg, " e tabelloni a squadre") {
		t.Errorf("the formats are listed as %q", msg)
	}
}
