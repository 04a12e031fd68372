//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestWhatIf pastes the 2009 championship with its last round still being
// played: the page lists the six games, computes the 729 combinations on a
// click, and shows each player's best and worst rank — Godena between 1
// and 4, as the CLI says — in Italian too; then a 100-player Swiss with
// eight games pending (6,561 combinations) is computed and timed; then the
// arbiter marks two games of the finished 2009 event as still being played.
func TestWhatIf(t *testing.T) {
	s := newSite(t)
	b := s.b
	data, err := os.ReadFile("../testdata/campionato-2009-pending.trf")
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/", false)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	s.setValue(t, "input-text", string(data), "input")
	waitFor(t, b, "the standings after round 10", `document.querySelectorAll('#standings tbody tr').length === 12`)
	waitFor(t, b, "the what-if section", `!!document.getElementById('whatif-run')`)
	if n := eval[int](t, b, `document.querySelectorAll('#whatif-pending li').length`); n != 6 {
		t.Errorf("%d pending games listed, want 6", n)
	}
	b.do(t, "compute the combinations", chromedp.Click(chromedp.ID("whatif-run")))
	waitFor(t, b, "the what-if table", `document.querySelectorAll('#whatif-table > tbody > tr').length === 12`)
	row := eval[string](t, b, `[...document.querySelectorAll('#whatif-table tbody tr[data-start="1"] td')].map(c => c.textContent).join('|')`)
	if !strings.HasPrefix(row, "1|1|4|") || !strings.Contains(row, "qualsiasi") {
		t.Errorf("Godena's row %q, want best 1, worst 4 and the conditions in Italian", row)
	}
	screenshot(t, b, "whatif-1280", 1280)
	s.answers(t, "the what-if table")

	// The measure: 100 players, 8 games of the last round pending.
	lines := strings.Split(swissTRF(100, 9), "\n")
	pending := map[string]bool{} // the players of the first eight games of round 9
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) < 4 || f[0] != "001" || f[len(f)-3] == "0000" || len(pending) >= 16 {
			continue
		}
		pending[f[1]], pending[f[len(f)-3]] = true, true
	}
	for i, l := range lines { // the result is the last character of the line
		if f := strings.Fields(l); len(f) > 1 && f[0] == "001" && pending[f[1]] {
			lines[i] = strings.TrimRight(l[:len(l)-1], " ")
		}
	}
	s.setValue(t, "input-text", strings.Join(lines, "\n"), "input")
	waitFor(t, b, "the 100-player standings", `document.querySelectorAll('#whatif-pending li').length === 8`)
	start := time.Now()
	b.do(t, "compute 6,561 combinations", chromedp.Click(chromedp.ID("whatif-run")))
	waitFor(t, b, "the 100-player what-if table", `document.querySelectorAll('#whatif-table > tbody > tr').length === 100`)
	t.Logf("what-if, 100 players, 8 pending games (6,561 combinations), click to table: %d ms (target < 2,000 ms)", time.Since(start).Milliseconds())
	s.answers(t, "the 100-player what-if")

	// The arbiter marks two games of a finished event as still being
	// played: 9 combinations.
	s.open(t, "/?example=campionato-2009", true)
	waitFor(t, b, "the last round's games", `document.querySelectorAll('#whatif .whatif-games input').length === 6`)
	// Each mark is taken (the game joins the numbered list) before the
	// next click, as a user's clicks are.
	for k, id := range []string{"whatif-game-6", "whatif-game-7"} {
		b.do(t, "mark "+id, chromedp.Click(chromedp.ID(id)))
		waitFor(t, b, "mark "+id+" taken", `document.querySelectorAll('#whatif-pending li').length === `+itoa(k+1))
	}
	// The button is enabled once the page has taken both marks: a click
	// before that lands on a disabled button.
	waitFor(t, b, "the two marks taken", `document.querySelectorAll('#whatif .whatif-games input:checked').length === 2 && !document.getElementById('whatif-run').disabled`)
	b.do(t, "compute the combinations", chromedp.Click(chromedp.ID("whatif-run")))
	waitFor(t, b, "the 9 combinations", `!!document.getElementById('whatif-table') && document.getElementById('whatif-caption').textContent.includes(' 9 ')`)
	s.answers(t, "marking games")

	// Other rules: the combinations computed under the old ones go, the
	// marks stay, and a click computes them again.
	eval[bool](t, b, `(() => { const s = document.getElementById('rules-edition'); s.value = 'fide2012'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`)
	waitFor(t, b, "the old table to go", `!document.getElementById('whatif-table') && document.getElementById('used-edition').textContent.includes('fide2012')`)
	if n := eval[int](t, b, `document.querySelectorAll('#whatif .whatif-games input:checked').length`); n != 2 {
		t.Errorf("%d games still marked after the rules changed, want 2", n)
	}
	waitFor(t, b, "the button", `!document.getElementById('whatif-run').disabled`)
	b.do(t, "compute again", chromedp.Click(chromedp.ID("whatif-run")))
	waitFor(t, b, "the 9 combinations again", `!!document.getElementById('whatif-table') && document.getElementById('whatif-caption').textContent.includes(' 9 ')`)
	s.answers(t, "the rules changed")
}
