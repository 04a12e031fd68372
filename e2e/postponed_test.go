//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestPublishedCrosstableMidEvent pastes a chess-results crosstable saved
// as a comma CSV in the middle of a club championship (after round 4 of 5,
// four games postponed, round 5 paired): the page reads it, offers round
// 4 in the round menu though some of its games have no result, and after
// round 4 warns that those games count 0–0; the printed columns are
// checked after round 4 as printed — TB1 the median Buchholz, TB2 the
// direct encounter, every player — in Spanish.
func TestPublishedCrosstableMidEvent(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	data, err := os.ReadFile("../engine/formats/testdata/x-cr-sthlm2026-r4.csv")
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/", false)
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	s.setValue(t, "input-text", string(data), "input")
	waitFor(t, b, "the 40 players", `document.querySelectorAll('#standings tbody tr').length === 40 && !!document.getElementById('rules-round')`)
	opts := eval[[]string](t, b, `[...document.querySelectorAll('#rules-round option')].map(o => o.textContent)`)
	if len(opts) != 5 || !strings.Contains(opts[4], "ronda 4 (las partidas sin resultado cuentan 0–0)") {
		t.Fatalf("round menu %q, want rounds 1–4, round 4 marked", opts)
	}
	s.setValue(t, "rules-round", "4", "change")
	waitFor(t, b, "the postponed games' warning", `document.getElementById('rules-used').textContent.includes('Cuentan como partidas 0–0')`)
	if w := eval[string](t, b, `document.getElementById('rules-used').textContent`); !strings.Contains(w, "R3 4–8") {
		t.Errorf("warning %q, want the postponed games named", w)
	}
	b.do(t, "check the printed columns", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report", `document.querySelectorAll('#printed-report .printed-column').length === 3`)
	verdicts := eval[[]string](t, b, `[...document.querySelectorAll('#printed-report .printed-column h3')].map(h => h.textContent)`)
	for k, want := range []string{"BH/M1", "DE"} {
		if !strings.Contains(verdicts[k], want) || !strings.Contains(verdicts[k], "40 de 40") {
			t.Errorf("TB%d: %q, want %s for 40 of 40, in Spanish", k+1, verdicts[k], want)
		}
	}
	s.answers(t, "the published crosstable after round 4")
}

// TestPastedMidRoundAndBarless pastes two texts the page refused before:
// a club's strips printed without the bar, whose leaders' printed
// Buchholz the page computes under the 2012 rules chosen in the edition
// menu; and the Forlano chess-results export printed while round 5 is
// played ("4w" cells): after the bye answers, the what-if lists its four
// games and computes the 81 combinations on a click.
func TestPastedMidRoundAndBarless(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	read := func(name string) string {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	s.open(t, "/", false)
	s.setValue(t, "input-text", read("../engine/formats/testdata/x-strip-nz-club-2018.txt"), "input")
	waitFor(t, b, "the club's 27 players", `document.querySelectorAll('#standings tbody tr').length === 27`)
	s.setValue(t, "rules-edition", "fide2012", "change")
	s.setValue(t, "rules-preset", "", "change")
	waitFor(t, b, "the 2012 rules", `document.getElementById('rules-used').textContent.includes('2012')`)
	first := eval[string](t, b, `document.querySelector('#standings tbody tr').textContent`)
	// The preset's BH/C1 and BH: the club printed 20.0 and 22.5.
	if !strings.Contains(first, "Richard_Dare") || !strings.Contains(first, "20.0") || !strings.Contains(first, "22.5") {
		t.Errorf("first row %q, want Richard_Dare with BH/C1 20.0 and BH 22.5", first)
	}
	s.answers(t, "the strips without the bar")

	var lines []string
	for _, l := range strings.Split(read("../testdata/forlano-9.printed.csv"), "\n") {
		if f := strings.Split(l, ";"); len(f) > 9 && f[0] != "Rk." {
			if f[8] = strings.TrimRight(f[8], "10½"); f[8] == "-" {
				f[8] = "-0"
			}
			l = strings.Join(f, ";")
		}
		lines = append(lines, strings.Replace(l, "Final Ranking crosstable after 5 Rounds", "Ranking crosstable after Round 5", 1))
	}
	s.setValue(t, "input-text", strings.Join(lines, "\n"), "input")
	for _, id := range []string{"Q-BYE/r3/p3", "Q-BYE/r3/p6", "Q-BYE/r4/p7", "Q-BYE/r4/p8"} {
		answerBye(t, b, id, "fpb")
	}
	waitFor(t, b, "the what-if section", `!!document.getElementById('whatif-run') && document.querySelectorAll('#standings tbody tr').length === 9`)
	if n := eval[int](t, b, `document.querySelectorAll('#whatif-pending li').length`); n != 4 {
		t.Errorf("%d pending games listed, want 4", n)
	}
	b.do(t, "compute the combinations", chromedp.Click(chromedp.ID("whatif-run")))
	waitFor(t, b, "the what-if table", `document.querySelectorAll('#whatif-table > tbody > tr').length === 9`)
	s.answers(t, "the what-if of a chess-results export")
}
