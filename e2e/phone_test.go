//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestPhone360 opens the page on a 360 px wide phone: nothing may make the
// page wider than the screen (only tables scroll, inside their box) — empty,
// with each example, with pasted strips, with an error excerpt, and with the
// explanation dialog open, which must fit with its close button.
func TestPhone360(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	b.do(t, "phone viewport", chromedp.EmulateViewport(360, 780, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	width := func(what string) {
		t.Helper()
		time.Sleep(200 * time.Millisecond) // layout after the last render
		w := eval[map[string]any](t, b, `(() => {
			const W = document.documentElement.scrollWidth;
			let widest = '';
			if (W > 360) {
				for (const e of document.querySelectorAll('body *')) {
					const r = e.getBoundingClientRect();
					if (r.right > 361 && !e.closest('.table-scroll, .excerpt-scroll')) { widest = e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + '.' + e.className + ' ' + Math.round(r.right); break; }
				}
			}
			return {width: W, widest: widest};
		})()`)
		t.Logf("360 px, %s: page %v px wide", what, w["width"])
		if w["width"].(float64) > 360 {
			t.Errorf("360 px, %s: the page is %v px wide (first element past the edge: %v)", what, w["width"], w["widest"])
		}
	}
	paste := func(text string) {
		js, _ := json.Marshal(text)
		eval[bool](t, b, `(() => { const a = document.getElementById('input-text'); a.value = `+string(js)+`; a.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`)
	}

	s.open(t, "/", false)
	width("the empty page")
	screenshot(t, b, "phone-empty", 360)
	for _, ex := range []string{"campionato-2009", "fide-exercise", "forlano-9"} {
		s.open(t, "/?example="+ex, true)
		width("example " + ex)
	}
	screenshot(t, b, "phone-forlano", 360)
	// In Italian and Spanish, the longer words fit too; no chip of the
	// list is clipped.
	for _, lang := range otherLanguages() {
		b.do(t, "switch to "+lang, chromedp.Click(chromedp.ID("lang-"+lang)))
		waitFor(t, b, lang, `document.documentElement.lang === '`+lang+`'`)
		width("example forlano-9 in " + lang)
		if clipped := eval[[]string](t, b, `[...document.querySelectorAll('.tb, .tb *')].filter(e => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > 360).map(e => e.textContent)`); len(clipped) > 0 {
			t.Errorf("%s, 360 px: clipped in the list: %q", lang, clipped)
		}
	}
	if png, err := chromedp.Run(b.ctx, chromedp.Screenshot(chromedp.CSS(`section.rules`))); err == nil {
		os.WriteFile("artifacts/phone-rules-es-360.png", png, 0o644)
	}
	b.do(t, "back to en", chromedp.Click(chromedp.ID("lang-en")))

	s.open(t, "/", false)
	paste(seed002)
	waitFor(t, b, "the strips", `document.getElementById('input-format').dataset.detected === 'strip'`)
	width("pasted strips")

	_, text2009 := expected2009(t)
	bad := strings.Replace(text2009, "    12 w 1     2 w =", "    12 w 7     2 w =", 1)
	paste(bad)
	waitFor(t, b, "the error", `!!document.querySelector('.diag.error')`)
	width("an error excerpt")
	if png, err := chromedp.Run(b.ctx, chromedp.Screenshot(chromedp.CSS(`section.input`))); err == nil {
		os.WriteFile("artifacts/phone-error-360.png", png, 0o644)
	}

	s.open(t, "/?example=campionato-2009", true)
	b.do(t, "open an explanation", chromedp.Click(chromedp.CSS(`#standings tbody tr:first-child button.cell[data-col="0"]`)))
	waitFor(t, b, "the explanation", `!!document.getElementById('explain-title')`)
	width("the explanation dialog")
	d := eval[map[string]float64](t, b, `(() => { const r = document.getElementById('explain').getBoundingClientRect();
		const c = document.getElementById('explain-close').getBoundingClientRect();
		return {left: r.left, right: r.right, closeRight: c.right, closeLeft: c.left}; })()`)
	t.Logf("360 px: the dialog spans %.0f–%.0f px, its close button %.0f–%.0f px", d["left"], d["right"], d["closeLeft"], d["closeRight"])
	if d["left"] < 0 || d["right"] > 360 || d["closeRight"] > 360 || d["closeLeft"] < 0 {
		t.Errorf("at 360 px the dialog does not fit: %v", d)
	}
	screenshot(t, b, "phone-explain", 360)
	s.noProblems(t, "the phone views")
}
