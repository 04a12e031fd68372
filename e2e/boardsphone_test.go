//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/spareggi/spareggi/internal/i18n"
)

// TestBoardPrizesPhone360 is issue 22's board prizes on a 360 px phone:
// Games, Points, %, Ra and Performance were off-screen and the caption
// clipped, with no cue. Now the title wraps within the screen, a sentence
// names the columns to scroll to (in the page's language), the table
// scrolls sideways in a box that the keyboard scrolls too, and once
// scrolled the Performance column is on the screen with the names still
// at the left edge. On a desktop the table fits: no sentence, no scroll.
func TestBoardPrizesPhone360(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=fide-team", true)
	b.do(t, "phone viewport", chromedp.EmulateViewport(360, 780, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "Italian", `document.documentElement.lang === 'it'`)
	b.do(t, "show the board prizes", chromedp.Click(chromedp.ID("boards-run")))
	waitFor(t, b, "board 1", `document.querySelectorAll('#boards-table tbody tr').length === 14`)
	time.Sleep(200 * time.Millisecond) // layout after the last render

	geo := func() map[string]any {
		return eval[map[string]any](t, b, `(() => {
			const r = e => e.getBoundingClientRect();
			const box = document.getElementById('boards-scroll'), cap = document.getElementById('boards-caption');
			const hint = document.getElementById('boards-cue');
			const perf = document.querySelector('#boards-table thead th:last-child');
			const name = document.querySelector('#boards-table tbody tr:first-child th.name');
			return {page: document.documentElement.scrollWidth,
				capLeft: r(cap).left, capRight: r(cap).right, capClipped: cap.scrollWidth > cap.clientWidth + 1,
				boxRight: r(box).right, overflow: box.scrollWidth - box.clientWidth, scrollLeft: box.scrollLeft,
				tabIndex: box.tabIndex, label: box.getAttribute('aria-label'), role: box.getAttribute('role'),
				hint: hint.offsetParent !== null ? hint.textContent : '', hintRight: r(hint).right,
				perfLeft: r(perf).left, perfRight: r(perf).right, perfText: perf.textContent,
				nameLeft: r(name).left, nameRight: r(name).right};
		})()`)
	}
	g := geo()
	t.Logf("360 px: %v", g)
	if g["page"].(float64) > 360 {
		t.Errorf("the page is %v px wide at 360 px", g["page"])
	}
	caption := i18n.T("it", "boards.caption", 1, 7, 1)
	if txt := eval[string](t, b, `document.getElementById('boards-caption').textContent`); txt != caption {
		t.Errorf("the title is %q, want %q", txt, caption)
	}
	if g["capLeft"].(float64) < 0 || g["capRight"].(float64) > 360 || g["capClipped"].(bool) {
		t.Errorf("the title is not within the screen: %v … %v, clipped %v", g["capLeft"], g["capRight"], g["capClipped"])
	}
	if g["overflow"].(float64) <= 0 || g["boxRight"].(float64) > 360 {
		t.Errorf("the table's box does not scroll within the screen: overflow %v, right edge %v", g["overflow"], g["boxRight"])
	}
	if g["perfLeft"].(float64) < 360 {
		t.Logf("the Performance column starts at %v px before scrolling", g["perfLeft"])
	}
	if g["tabIndex"].(float64) != 0 || g["label"] != caption || g["role"] != "group" {
		t.Errorf("the box is not a named focusable group: tabindex %v, role %v, label %q", g["tabIndex"], g["role"], g["label"])
	}
	cols := strings.Join([]string{"Partite", "Punti", "%", "Ra", "Performance"}, ", ")
	if want := i18n.T("it", "boards.scroll", cols); g["hint"] != want || g["hintRight"].(float64) > 360 {
		t.Errorf("the cue is %q (right edge %v), want %q within the screen", g["hint"], g["hintRight"], want)
	}
	shadow := eval[string](t, b, `getComputedStyle(document.getElementById('boards-scroll')).backgroundImage`)
	if !strings.Contains(shadow, "radial-gradient") {
		t.Errorf("the box has no scroll shadows: %q", shadow)
	}
	screenshot(t, b, "boards-phone", 360)
	b.do(t, "phone viewport", chromedp.EmulateViewport(360, 780, chromedp.EmulateScale(2), chromedp.EmulateMobile))

	// The keyboard scrolls the box.
	b.do(t, "focus the box", chromedp.Focus(chromedp.ID("boards-scroll")))
	for i := 0; i < 3; i++ {
		b.do(t, "ArrowRight", chromedp.KeyEvent(kb.ArrowRight))
	}
	waitFor(t, b, "the box scrolled by the keyboard", `document.getElementById('boards-scroll').scrollLeft > 0`)
	// At the end of the scroll, Performance is on the screen and the name
	// still at the left edge.
	eval[bool](t, b, `(() => { const e = document.getElementById('boards-scroll'); e.scrollLeft = e.scrollWidth; return true; })()`)
	time.Sleep(100 * time.Millisecond)
	g = geo()
	if g["perfLeft"].(float64) < 0 || g["perfRight"].(float64) > 361 || g["perfText"] != "Performance" {
		t.Errorf("scrolled to the end, %q is at %v … %v px", g["perfText"], g["perfLeft"], g["perfRight"])
	}
	if g["nameLeft"].(float64) < -1 || g["nameRight"].(float64) > 360 || g["nameRight"].(float64) < 40 {
		t.Errorf("scrolled to the end, the name column is at %v … %v px, not at the left edge", g["nameLeft"], g["nameRight"])
	}

	// On a desktop the table fits: no cue, no scroll.
	b.do(t, "desktop", chromedp.EmulateViewport(1280, 900), chromedp.Sleep(300*time.Millisecond))
	g = geo()
	if g["hint"] != "" || g["overflow"].(float64) > 0 {
		t.Errorf("at 1280 px the cue shows (%q) or the table scrolls (%v px)", g["hint"], g["overflow"])
	}
	s.answers(t, "the board prizes on a phone")
}
