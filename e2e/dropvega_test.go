//go:build e2e

package e2e

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// userDropsFile drags a file from the file manager onto the text area and
// drops it there (the browser's drag events, with the file).
func userDropsFile(t *testing.T, b *browser, path string) {
	t.Helper()
	userDrops(t, b, &input.DragData{Files: []string{path}, DragOperationsMask: 1})
}

// TestDropVegaPage drops the crosstable a Russian club published from Vega
// in its 2016–2019 template (the saved HTML page, 11 players, 6 rounds;
// its bye cells left unclosed) onto the page, as an arbiter drags it from
// his downloads (issue 31, item 4: the published HTML dropped): the
// standings open under the rules its printed Buc1 and BucT show, and,
// since the page's HTML carries every game's colour, BPG (games won with
// Black) added to the list is computed, where a copy of the same page as
// text would refuse it for want of colours. The page still answers.
func TestDropVegaPage(t *testing.T) {
	t.Parallel()
	s := newEnglishSite(t)
	b := s.b
	userDropsFile(t, b, filepath.Join(repoRoot(t), "testdata", "real", "vega-chessnov2018-crosstablescore.html"))
	waitFor(t, b, "the page's standings under its print's rules", `document.querySelectorAll('#standings tbody tr').length === 11 &&
		document.getElementById('used-list').textContent === 'PTS, BH/C1, BH' &&
		document.getElementById('input-status').textContent.includes('vega-chessnov2018-crosstablescore.html')`)
	b.do(t, "add BPG", chromedp.SendKeys(chromedp.ID("tb-add-input"), "BPG"), chromedp.Click(chromedp.ID("tb-add")))
	waitFor(t, b, "BPG in the list", `document.getElementById('used-list').textContent === 'PTS, BH/C1, BH, BPG'`)
	if e := eval[string](t, b, `(document.querySelector('.diags .diag.error, #rules-used .error, .alert') || {textContent: ''}).textContent`); strings.Contains(e, "colour") {
		t.Errorf("BPG refused: %q", e)
	}
	rows := eval[[]row](t, b, pageRows)
	if len(rows) != 11 || len(rows[0].Values) != 3 || rows[0].Values[2] != "3" {
		t.Errorf("the leader's values %+v, want BPG 3 (three games won with Black)", rows[0])
	}
	s.answers(t, "the dropped page")
}
