//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine/formats"
)

// TestPendingGamesInThePage pastes, in the Italian page, the TEC exercise
// 25 printed as a chess-results crosstable after round 5 with three games
// still being played (tabs, Windows line ends). The arbiter chooses the
// standings after round 5 (the three games count 0–0) and clicks TRF26:
// the file holds no result for those games, reads back without a
// disagreement, and the page says, in Italian, which games were left out.
// Then the same text titled "after Round 4": the round menu still reaches
// round 5, a warning at the title's number says the cells were followed,
// and what-if lists the three games of round 5 still waiting. The page
// answers afterwards.
func TestPendingGamesInThePage(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	dl := enableDownloads(t, b)
	text := repoFile(t, "engine/formats/testdata/x-cr-r5-pending.txt")
	s.open(t, "/", false)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	userPastes(t, b, text)
	waitFor(t, b, "the 16 players", `document.querySelectorAll('#standings tbody tr').length === 16 && !!document.getElementById('rules-round')`)
	s.setValue(t, "rules-round", "5", "change")
	waitFor(t, b, "the standings after round 5", `document.getElementById('rules-used').textContent.includes('R5 1–4')`)
	b.do(t, "click TRF26", chromedp.Click(chromedp.ID("action-trf")))
	name, data := dl.wait(t, "TRF26")
	for _, l := range strings.Split(string(data), "\r\n") {
		// Round 5's block is columns 132–139: players 1, 2, 3, 4, 6, 8 have none.
		if strings.HasPrefix(l, "001 ") && len(l) > 131 && strings.Contains(",1,2,3,4,6,8,", ","+strings.TrimSpace(l[4:8])+",") {
			t.Errorf("%s: a pending game written as %q in %q", name, l[131:], l[:20])
		}
	}
	_, rep, err := formats.Read(data, formats.Options{FileName: name})
	if err != nil {
		t.Fatalf("the TRF26 export does not read back: %v", err)
	}
	for _, d := range rep.Diagnostics {
		if d.Code == formats.WReciprocity {
			t.Errorf("read back: %s", d.Message)
		}
	}
	waitFor(t, b, "the export's message", `document.getElementById('export-status').textContent.includes('Partite senza risultato omesse dal file TRF: 3 (R5 1–4, R5 2–3, R5 6–8)')`)
	s.answers(t, "the TRF export")

	userPastes(t, b, strings.Replace(text, "after Round 5", "after Round 4", 1))
	waitFor(t, b, "the title's warning", `[...document.querySelectorAll('.diag.warning')].some(d => d.dataset.code === 'W-CR-TITLE-ROUNDS' && d.dataset.line === '2' && d.dataset.col === '32')`)
	if w := eval[string](t, b, `[...document.querySelectorAll('.diag.warning')].find(d => d.dataset.code === 'W-CR-TITLE-ROUNDS').textContent`); !strings.Contains(w, "dopo il turno 4") || !strings.Contains(w, "fino al turno 5") {
		t.Errorf("title warning %q, want it in Italian with rounds 4 and 5", w)
	}
	opts := eval[[]string](t, b, `[...document.querySelectorAll('#rules-round option')].map(o => o.value)`)
	if len(opts) == 0 || opts[len(opts)-1] != "5" {
		t.Errorf("round menu %q, want it to reach round 5", opts)
	}
	waitFor(t, b, "what-if's games", `!!document.getElementById('whatif-run')`)
	if n := eval[int](t, b, `document.querySelectorAll('#whatif-pending li').length`); n != 3 {
		t.Errorf("%d games listed as waiting, want the 3 of round 5", n)
	}
	s.answers(t, "the crosstable titled after round 4")
}
