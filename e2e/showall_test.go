//go:build e2e

package e2e

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/app"
)

// TestWhatIfShowAllGames: on a 100-player Swiss the what-if lists the
// first 20 of the last round's 50 games to mark and a "show all" button;
// clicking it shows all 50, a game past the first 20 can be marked (it
// joins the numbered list), and the page still answers.
func TestWhatIfShowAllGames(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	frag, err := app.EncodeState(app.State{Text: swissTRF(100, 9), Name: "swiss-100.trf", Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/#"+frag, true)
	games := `document.querySelectorAll('#whatif .whatif-games input').length`
	waitFor(t, b, "the first 20 games", games+` === 20 && !!document.getElementById('whatif-showall')`)
	b.do(t, "show all", chromedp.Click(chromedp.ID("whatif-showall")))
	waitFor(t, b, "all 50 games", games+` === 50 && !document.getElementById('whatif-showall')`)
	eval[bool](t, b, `(() => { document.querySelectorAll('#whatif .whatif-games input')[39].click(); return true; })()`)
	waitFor(t, b, "the 40th game marked", `document.querySelectorAll('#whatif-pending li').length === 1`)
	s.answers(t, "showing and marking every game")
}

// TestLotsShowAllGroups: a 100-player Swiss ranked by WIN alone leaves
// more than 20 groups tied; the drawing of lots shows fields for the
// first 20 and a "show all" button naming how many there are; clicking it
// shows every group, the order drawn for the 21st group (the first past
// the 20) is applied (LOT joins the list and the standings follow the
// order), and the page still answers.
func TestLotsShowAllGroups(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	frag, err := app.EncodeState(app.State{Text: swissTRF(100, 9), Name: "swiss-100.trf", Lang: "en", List: []string{"WIN"}, ListSet: true})
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/#"+frag, true)
	groups := `document.querySelectorAll('.lots .lots-group').length`
	waitFor(t, b, "the first 20 groups", groups+` === 20 && !!document.getElementById('lots-showall')`)
	label := eval[string](t, b, `document.getElementById('lots-showall').textContent`)
	n, err := strconv.Atoi(strings.Fields(strings.TrimPrefix(label, "Show all "))[0])
	if err != nil || n <= 20 {
		t.Fatalf("the button says %q: want more than 20 tied groups for this test", label)
	}
	b.do(t, "show all", chromedp.Click(chromedp.ID("lots-showall")))
	waitFor(t, b, "every group", groups+` === `+itoa(n)+` && !document.getElementById('lots-showall')`)
	// The 21st group, the first the button showed, drawn in the reverse of
	// its order.
	ids := strings.Fields(eval[string](t, b, `document.getElementById('lots-20').value`))
	slices.Reverse(ids)
	b.do(t, "type the drawn order of the 21st group", chromedp.Focus(chromedp.ID("lots-20")),
		chromedp.Evaluate[chromedp.Void](`document.getElementById('lots-20').select()`), chromedp.SendKeys(chromedp.ID("lots-20"), strings.Join(ids, " ")),
		chromedp.Click(chromedp.ID("lots-20-apply")))
	waitFor(t, b, "LOT in the list", `document.getElementById('used-list').textContent.endsWith('LOT') && `+tableDrawn)
	order := eval[[]int](t, b, `[...document.querySelectorAll('#standings tbody tr')].map(tr => +tr.dataset.start).filter(n => `+
		"["+strings.Join(ids, ",")+"]"+`.includes(n))`)
	if jsonOf(order) != "["+strings.Join(ids, ",")+"]" {
		t.Errorf("the drawn order %v is shown as %v", ids, order)
	}
	s.answers(t, "drawing lots past the first 20 groups")
}

// TestTableShowAllRows: a 500-player Swiss shows the first 300 rows and a
// "show all 500 rows" button; clicking it draws the other 200 a chunk per
// frame (no task over 300 ms), the last row's value opens its
// explanation, and the page still answers.
func TestTableShowAllRows(t *testing.T) {
	s := newSite(t)
	b := s.b
	frag, err := app.EncodeState(app.State{Text: swissTRF(500, 9), Name: "swiss-500.trf", Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/#"+frag, true)
	rows := `document.querySelectorAll('#standings tbody tr').length`
	waitFor(t, b, "the first 300 rows", rows+` === 300 && `+tableDrawn)
	eval[bool](t, b, `(() => {
		window.__tasks = [];
		new PerformanceObserver(l => { for (const e of l.getEntries()) window.__tasks.push(e.duration); }).observe({type: 'longtask'});
		return true;
	})()`)
	b.do(t, "show all", chromedp.Click(chromedp.ID("standings-showall")))
	waitFor(t, b, "all 500 rows", rows+` === 500 && `+tableDrawn+` && !document.getElementById('standings-showall')`)
	// The observer reports a task after it ends: give it a frame.
	eval[bool](t, b, `new Promise(r => requestAnimationFrame(() => setTimeout(() => r(true))))`)
	tasks := eval[[]float64](t, b, `window.__tasks`)
	t.Logf("show all: long tasks %.0f ms", tasks)
	// 60–150 ms each on a quiet machine (one run, not the better of two
	// as in TestPasteSpeed): 300 ms leaves room for a loaded one, as
	// TestPrintedProgress does.
	for _, d := range tasks {
		if d > 300 {
			t.Errorf("a task of %.0f ms while the rows were drawn, want at most 300 ms", d)
		}
	}
	last := eval[string](t, b, `[...document.querySelectorAll('#standings tbody tr')].pop().querySelector('th.name').textContent`)
	b.do(t, "explain the last row's first value", chromedp.Click(chromedp.CSS(`#standings tbody:last-of-type tr:last-of-type button.cell[data-col="0"]`)))
	waitFor(t, b, "its explanation", `!!document.getElementById('explain-title') && document.getElementById('explain-title').textContent.includes(`+jsString(last)+`)`)
	b.do(t, "close it", chromedp.Click(chromedp.ID("explain-close")))
	waitFor(t, b, "the explanation to close", `!document.getElementById('explain')`)
	s.answers(t, "show all rows")
}
