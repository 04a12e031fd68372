//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// pasteClipboard pastes text as an arbiter does: into the system
// clipboard, then the text area's focus, Ctrl+A and Ctrl+V; it waits until
// the page has read and computed it.
func pasteClipboard(t *testing.T, s *site, text string) {
	t.Helper()
	b := s.b
	grantClipboard(t, b, s.srv.URL)
	focusPage(t, b)
	js, _ := json.Marshal(text)
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`navigator.clipboard.writeText(`+string(js)+`).then(() => true)`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("writing the clipboard: %v", err)
	}
	taken := textTaken(t, b)
	b.do(t, "focus the text", chromedp.Focus(chromedp.ID("input-text")))
	b.do(t, "Ctrl+A", chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	b.do(t, "Ctrl+V", chromedp.KeyEvent("v", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	waitFor(t, b, "the pasted text taken", taken+` && document.getElementById('input-text').value.length === `+itoa(len([]rune(text))))
}

// TestNewTextStartsFromItsOwnRules does what the arbiter of a festival
// does (issue 31, item 2; docs/tiebreaks.md, decision 58): he pastes the
// Swiss's crosstable, takes the rules its printed columns show with "use
// these rules", then pastes a round robin of the same club over it with
// Ctrl+V. The round robin is computed under its own rules — the round-robin
// list, no Buchholz, no warning that the 2026 rules forbid one there —
// not the Swiss's. With "Keep these rules for the next file" ticked, the
// next paste keeps the rules chosen and the page says so; the box survives
// the paste, and the page still answers.
func TestNewTextStartsFromItsOwnRules(t *testing.T) {
	s := newSite(t)
	b := s.b
	swiss := repoFile(t, "engine/formats/testdata/x-cr-sthlm2026-r4.csv")
	rr := repoFile(t, "testdata/real/vega-hbcc-western-masters-2025.txt")
	s.open(t, "/", false)
	pasteClipboard(t, s, swiss)
	waitFor(t, b, "the Swiss", `document.querySelectorAll('#standings tbody tr').length === 40 && !!document.getElementById('printed-run')`)
	b.do(t, "check the printed columns", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report's button", `!!document.getElementById('printed-use')`)
	b.do(t, "use these rules", chromedp.Click(chromedp.ID("printed-use")))
	waitFor(t, b, "the Swiss's rules chosen", `document.getElementById('rules-edition').value === 'swissmanager'`)

	pasteClipboard(t, s, rr)
	waitFor(t, b, "the round robin", `document.querySelectorAll('#standings tbody tr').length === 6`)
	list := eval[string](t, b, `document.getElementById('used-list').textContent`)
	if strings.Contains(list, "BH") || !strings.Contains(list, "SB") {
		t.Errorf("the round robin's list %q, want its own (the round-robin preset), not the Swiss's BH/M1, DE, WIN", list)
	}
	if ed := eval[string](t, b, `document.getElementById('rules-edition').value`); ed != "" {
		t.Errorf("edition menu %q after the new text, want its own (by the date)", ed)
	}
	if w := eval[string](t, b, `(document.querySelector('#rules-used .warnings') || {textContent: ''}).textContent`); strings.Contains(w, "Buchholz") {
		t.Errorf("warnings %q: the Swiss's Buchholz came with the rules", w)
	}
	if eval[bool](t, b, `!!document.getElementById('used-kept')`) {
		t.Errorf("the page says the rules were kept")
	}

	// Keep these rules: the Swiss again, its rules chosen, the box ticked,
	// then the round robin.
	pasteClipboard(t, s, swiss)
	waitFor(t, b, "the Swiss again", `document.querySelectorAll('#standings tbody tr').length === 40`)
	b.do(t, "check the printed columns", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report's button", `!!document.getElementById('printed-use')`)
	b.do(t, "use these rules", chromedp.Click(chromedp.ID("printed-use")))
	waitFor(t, b, "the Swiss's rules chosen", `document.getElementById('rules-edition').value === 'swissmanager'`)
	b.do(t, "tick keep these rules", chromedp.Click(chromedp.ID("rules-keep")))
	waitFor(t, b, "the box ticked", `document.getElementById('rules-keep').checked && !!document.getElementById('used-kept')`)
	pasteClipboard(t, s, rr)
	waitFor(t, b, "the round robin", `document.querySelectorAll('#standings tbody tr').length === 6`)
	if list := eval[string](t, b, `document.getElementById('used-list').textContent`); list != "PTS, BH/M1, DE, WIN" {
		t.Errorf("list %q with the rules kept, want PTS, BH/M1, DE, WIN", list)
	}
	if ed := eval[string](t, b, `document.getElementById('rules-edition').value`); ed != "swissmanager" {
		t.Errorf("edition menu %q with the rules kept, want swissmanager", ed)
	}
	if !eval[bool](t, b, `document.getElementById('rules-keep').checked`) {
		t.Errorf("the box was cleared by the paste")
	}
	if kept := eval[string](t, b, `document.getElementById('used-kept').textContent`); !strings.Contains(kept, "Rules kept from the previous file") {
		t.Errorf("kept %q", kept)
	}
	s.answers(t, "the new texts")
}

// TestNewFileStartsFromItsOwnRules does the same with the other ways a new
// text comes (issue 31, item 2; decision 58): after the Swiss's rules are
// taken with "use these rules", the round robin chosen with "Choose a
// file…" is computed under its own list, and so is the Swiss's published
// workbook chosen after it, under the rules its own print shows; the page
// still answers.
func TestNewFileStartsFromItsOwnRules(t *testing.T) {
	t.Parallel()
	s := newEnglishSite(t)
	b := s.b
	pasteClipboard(t, s, repoFile(t, "engine/formats/testdata/x-cr-sthlm2026-r4.csv"))
	waitFor(t, b, "the Swiss", `document.querySelectorAll('#standings tbody tr').length === 40 && !!document.getElementById('printed-run')`)
	b.do(t, "check the printed columns", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report's button", `!!document.getElementById('printed-use')`)
	b.do(t, "use these rules", chromedp.Click(chromedp.ID("printed-use")))
	waitFor(t, b, "the Swiss's rules chosen", `document.getElementById('rules-edition').value === 'swissmanager'`)

	userChoosesFile(t, b, "the round robin", "testdata/real/vega-hbcc-western-masters-2025.txt")
	waitFor(t, b, "the round robin", `document.querySelectorAll('#standings tbody tr').length === 6`)
	if list := eval[string](t, b, `document.getElementById('used-list').textContent`); strings.Contains(list, "BH") || !strings.Contains(list, "SB") {
		t.Errorf("the round robin's list %q, want its own, not the Swiss's BH/M1, DE, WIN", list)
	}
	if ed := eval[string](t, b, `document.getElementById('rules-edition').value`); ed != "" {
		t.Errorf("edition menu %q after the file, want its own (by the date)", ed)
	}
	userChoosesFile(t, b, "a Swiss's workbook", "testdata/real/cr-keshmat-winter-open-2026.xlsx")
	waitFor(t, b, "the workbook under its print's rules", `document.querySelectorAll('#standings tbody tr').length === 30 &&
		document.getElementById('used-list').textContent === 'PTS, BH/C1, BH/C2'`)
	s.answers(t, "the files chosen")
}
