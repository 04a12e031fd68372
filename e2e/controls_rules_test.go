//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine/formats"
)

// TestControlsFileListAndMoveDown performs two controls of the rules
// that no other test touched (e2e/CONTROLS.md): "use the file's list"
// (use-file-list, shown for a TRF whose record 202 lists its tie-breaks)
// and the list editor's ↓ (tb-down-N). The arbiter pastes the 2009
// championship with a record 202 of KS, SB, WIN, chooses the round-robin
// preset, then takes the file's list back with the button: the rules used
// are the file's, and the standings are the engine's for that list; he
// moves KS down one place: the list reads SB, KS, WIN and the standings
// follow it, the focus on KS's ↓ still. The page still answers.
func TestControlsFileListAndMoveDown(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?lang=en", false)
	text := strings.Replace(repoFile(t, "web/examples/campionato-2009.trf"), "XXR 11\n", "XXR 11\n202 KS,SB,WIN\n", 1)
	if !strings.Contains(text, "202 KS,SB,WIN") {
		t.Fatal("the record 202 was not added")
	}
	ev, _, err := formats.Read([]byte(text), formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The engine's standings for a list, as the page's rows.
	standings := func(list string) []row {
		t.Helper()
		_, ed := usedRules(t, b)
		return rowsOf(engineStandings(t, ev, strings.Split(list, ","), ed))
	}

	userPastes(t, b, text)
	waitFor(t, b, "the file's list offered", `!!document.getElementById('use-file-list') && document.querySelectorAll('#standings tbody tr').length === 12`)
	t.Logf("on paste the page uses %q; it offers %q", eval[string](t, b, `document.getElementById('used-list').textContent`),
		eval[string](t, b, `document.querySelector('.filelist span').textContent`))

	s.setValue(t, "rules-preset", "fide-rr", "change")
	waitFor(t, b, "the round-robin preset", `document.getElementById('used-list').textContent === 'PTS, DE, WIN, SB, KS'`)

	b.do(t, "use the file's list", chromedp.Click(chromedp.ID("use-file-list")))
	waitFor(t, b, "the file's list used", `document.getElementById('used-list').textContent === 'PTS, KS, SB, WIN'`)
	compareRows(t, "the file's list", eval[[]row](t, b, pageRows), standings("KS,SB,WIN"))
	if got := eval[[]string](t, b, `[...document.querySelectorAll('.tb-list li[data-key]')].map(li => li.dataset.key)`); strings.Join(got, ",") != "KS,SB,WIN" {
		t.Errorf("the list editor shows %v after the file's list, want KS, SB, WIN", got)
	}
	s.answers(t, "using the file's list")

	b.do(t, "move KS down", chromedp.Click(chromedp.ID("tb-down-0")))
	waitFor(t, b, "KS second", `document.getElementById('used-list').textContent === 'PTS, SB, KS, WIN'`)
	compareRows(t, "KS moved down", eval[[]row](t, b, pageRows), standings("SB,KS,WIN"))
	// The focus follows the entry moved, so that a keyboard user can go
	// on pressing (app/listeditor.go, Move).
	waitFor(t, b, "the focus on KS's ↓", `!!document.activeElement && document.activeElement.id === 'tb-down-1'`)
	if !eval[bool](t, b, `document.getElementById('tb-down-2').disabled && !document.getElementById('tb-down-0').disabled`) {
		t.Error("the last entry's ↓ is not disabled, or the first's is")
	}
	s.answers(t, "moving a tie-break down")
}
