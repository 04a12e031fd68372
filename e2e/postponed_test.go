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
	waitFor(t, b, "the postponed games' warning", `document.getElementById('rules-used').textContent.includes('cuentan como partidas 0–0')`)
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
