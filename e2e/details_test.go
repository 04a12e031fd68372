//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/internal/i18n"

	"github.com/chromedp/chromedp"
)

// TestDetails checks the small things a user notices at 1,280 px: the
// preset menu names the preset in use, no menu or label is cut, the
// column headers line up.
func TestDetails(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=fide-exercise", true)

	// The list in use is the FIDE Swiss preset's: the menu says so.
	list := eval[string](t, b, `document.getElementById('used-list').textContent`)
	preset := eval[string](t, b, `document.getElementById('rules-preset').selectedOptions[0].textContent`)
	t.Logf("list %q, preset menu %q", list, preset)
	if list == "PTS, BH/C1, BH, DE, WIN" && preset == "— none —" {
		t.Errorf("the preset menu says %q while the list is the FIDE Swiss preset's", preset)
	}

	for _, lang := range i18n.Languages { // every language of the switcher
		b.do(t, "switch to "+lang, chromedp.Click(chromedp.ID("lang-"+lang)))
		waitFor(t, b, lang, `document.documentElement.lang === '`+lang+`'`)
		// Every select shows its chosen option whole.
		cut := eval[[]string](t, b, `(() => {
			const out = [], c = document.createElement('canvas').getContext('2d');
			for (const s of document.querySelectorAll('select')) {
				const cs = getComputedStyle(s);
				c.font = cs.fontWeight + ' ' + cs.fontSize + ' ' + cs.fontFamily;
				const text = s.selectedOptions[0] ? s.selectedOptions[0].textContent : '';
				const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20; // the arrow
				if (c.measureText(text).width > room) out.push(s.id + ': ' + text + ' (' + Math.round(c.measureText(text).width) + ' > ' + Math.round(room) + ' px)');
			}
			for (const e of document.querySelectorAll('.tb, .tb *, label:not(.visually-hidden), .field, button')) {
				if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible') out.push((e.id || e.className) + ': ' + e.textContent.slice(0, 40));
			}
			return out;
		})()`)
		for _, c := range cut {
			t.Errorf("%s, 1280 px: cut: %s", lang, c)
		}
		// The column headers share one baseline.
		tops := eval[[]float64](t, b, `[...document.querySelectorAll('#standings thead th')].filter(th => th.offsetParent).map(th => {
			const r = document.createRange(); r.selectNodeContents(th); const rs = [...r.getClientRects()].filter(x => x.height > 0);
			return rs.length ? Math.round(rs[rs.length - 1].bottom) : 0; })`)
		for i, y := range tops {
			if y != tops[0] {
				t.Errorf("%s: header %d ends at %.0f px, the first at %.0f px", lang, i+1, y, tops[0])
			}
		}
		if png, err := chromedp.Run(b.ctx, chromedp.Screenshot(chromedp.CSS(`section.rules`))); err == nil {
			os.WriteFile("artifacts/rules-"+lang+"-1280.png", png, 0o644)
		}
		if png, err := chromedp.Run(b.ctx, chromedp.Screenshot(chromedp.CSS(`#standings thead`))); err == nil {
			os.WriteFile("artifacts/thead-"+lang+"-1280.png", png, 0o644)
		}
	}

	// The 2009 event without its start date: the page says why the edition
	// is another, and where to choose it.
	_, text2009 := expected2009(t)
	var kept []string
	for _, l := range strings.Split(text2009, "\n") {
		if !strings.HasPrefix(l, "042") {
			kept = append(kept, l)
		}
	}
	s.open(t, "/", false)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	s.setValue(t, "input-text", strings.Join(kept, "\n"), "input")
	waitFor(t, b, "the undated standings", `document.querySelectorAll('#standings tbody tr').length === 12`)
	hint := eval[string](t, b, `document.querySelector('#rules-edition').parentElement.querySelector('.hint').textContent`)
	t.Logf("undated 2009 event: %s", hint)
	if !strings.Contains(hint, "choose its edition in this menu") {
		t.Errorf("the page does not say why an undated event gets %q", hint)
	}
	s.setValue(t, "rules-edition", "fide2024", "change")
	waitFor(t, b, "the 2024 rules", `document.getElementById('used-edition').textContent.includes('fide2024')`)
	s.noProblems(t, "the details")
}
