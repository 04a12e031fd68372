//go:build e2e

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestControlsSortColumns performs the standings' sort headings whose
// order no other test checked (e2e/CONTROLS.md; TestEveryAction checks
// the name's, TestSortClick1000 the rank's): the start number, the rating
// and the points, and each tie-break's column, as an arbiter clicks them
// to read the table by Buchholz or by rating. Each click orders the rows
// by that column (the numbers ascending, points and values descending, as
// the heading's arrow says), a second click reverses it, and the page
// still answers.
func TestControlsSortColumns(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&lang=en", true)
	cols := eval[[]string](t, b, `[...document.querySelectorAll('#standings thead button.sort')].map(x => x.dataset.col).filter(c => c !== '0' && c !== '2')`)
	if len(cols) < 5 {
		t.Fatalf("the headings sort by %v: fewer columns than start, rating, points and two tie-breaks", cols)
	}
	// ordered reports whether the column of the heading col is ordered
	// as aria-sort says: each cell of the column is the heading's index
	// among the row's cells, read as a number (the federation's as a
	// text; a value not defined, "–", below every number, as the page
	// orders it: app.CompareResults).
	ordered := func(col string) string {
		return `(() => { const btn = document.querySelector('#standings thead button.sort[data-col="` + col + `"]'), th = btn.parentElement;
			const i = [...th.parentElement.children].indexOf(th), dir = th.getAttribute('aria-sort');
			if (dir !== 'ascending' && dir !== 'descending') return false;
			const text = [...document.querySelectorAll('#standings tbody tr')].map(tr => tr.children[i].textContent);
			const fed = th.classList.contains('fed'), v = fed ? text : text.map(x => x === '–' ? -Infinity : parseFloat(x));
			if (!fed && v.some(isNaN)) return false;
			const le = (a, b) => fed ? a.localeCompare(b) <= 0 : a <= b;
			return v.every((x, k) => k === 0 || (dir === 'ascending' ? le(v[k - 1], x) : le(x, v[k - 1]))); })()`
	}
	for _, col := range cols {
		before := eval[string](t, b, `document.querySelector('#standings thead button.sort[data-col="`+col+`"]').parentElement.getAttribute('aria-sort')`)
		b.do(t, "sort by column "+col, chromedp.Click(chromedp.CSS(`#standings thead button.sort[data-col="`+col+`"]`)))
		waitFor(t, b, "ordered by column "+col, `document.querySelector('#standings thead button.sort[data-col="`+col+`"]').parentElement.getAttribute('aria-sort') !== '`+before+`' && `+ordered(col))
		first := eval[string](t, b, `document.querySelector('#standings thead button.sort[data-col="`+col+`"]').parentElement.getAttribute('aria-sort')`)
		b.do(t, "sort by column "+col+" again", chromedp.Click(chromedp.CSS(`#standings thead button.sort[data-col="`+col+`"]`)))
		waitFor(t, b, "reversed by column "+col, `document.querySelector('#standings thead button.sort[data-col="`+col+`"]').parentElement.getAttribute('aria-sort') !== '`+first+`' && `+ordered(col))
		t.Logf("column %s (%s): %s, then reversed", col, eval[string](t, b, `document.querySelector('#standings thead button.sort[data-col="`+col+`"]').textContent`), first)
	}
	s.answers(t, "sorting by every column")
}
