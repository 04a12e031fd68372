//go:build e2e

package e2e

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestAccessibility checks what a keyboard or screen-reader user meets: a
// focus ring of at least 3:1 against the page, on every control reached
// with Tab including the file button; a skip link to the standings; the
// language buttons named by the code they show and the language's name.
func TestAccessibility(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)

	// 1. The skip link: the first Tab stop, and Enter lands on the standings.
	b.do(t, "Tab", chromedp.KeyEvent(kb.Tab))
	first := eval[map[string]string](t, b, `(() => { const a = document.activeElement; const r = a.getBoundingClientRect();
		return {tag: a.tagName, text: a.textContent, visible: String(r.width > 1 && r.height > 1 && r.left >= 0 && r.top >= 0)}; })()`)
	if first["tag"] != "A" || !strings.Contains(strings.ToLower(first["text"]), "standings") || first["visible"] != "true" {
		t.Fatalf("the first Tab stop is %v, not a visible link to the standings", first)
	}
	b.do(t, "Enter", chromedp.KeyEvent(kb.Enter))
	waitFor(t, b, "the focus on the standings", `!!document.activeElement.closest('.standings-wrap')`)
	tabs := 0
	for ; tabs < 60; tabs++ {
		if eval[bool](t, b, `document.activeElement.matches('button.cell')`) {
			break
		}
		b.do(t, "Tab", chromedp.KeyEvent(kb.Tab))
	}
	t.Logf("after the skip link, %d Tab stops to the first value", tabs)
	if tabs >= 60 {
		t.Errorf("no value reached with Tab after the skip link")
	}

	// 2. The focus ring of the controls reached with Tab, and of the file
	// button (a label for a hidden file input).
	ring := func(what, js string) {
		t.Helper()
		r := eval[map[string]string](t, b, `(() => { const e = `+js+`; const cs = getComputedStyle(e);
			return {style: cs.outlineStyle, width: cs.outlineWidth, color: cs.outlineColor, bg: getComputedStyle(document.body).backgroundColor}; })()`)
		c := contrast(t, r["color"], r["bg"])
		w, _ := strconv.ParseFloat(strings.TrimSuffix(r["width"], "px"), 64)
		t.Logf("focus ring of %s: %s %s %s, contrast %.2f:1 against %s", what, r["style"], r["width"], r["color"], c, r["bg"])
		if r["style"] == "none" || w < 2 || c < 3 {
			t.Errorf("the focus ring of %s is %v (contrast %.2f:1, want ≥ 3:1)", what, r, c)
		}
	}
	ring("a value", `document.activeElement`)
	b.do(t, "focus the text", chromedp.Focus(chromedp.ID("input-text")), chromedp.KeyEvent(kb.Tab))
	if id := eval[string](t, b, `document.activeElement.id`); id != "input-file" {
		t.Fatalf("Tab from the text goes to %q, not the file input", id)
	}
	ring("the file button", `document.querySelector('label.file-button')`)
	b.do(t, "Tab to the format", chromedp.KeyEvent(kb.Tab))
	ring("the next control", `document.activeElement`)

	// 3. The language buttons are announced by the code they show (a speech
	// user says what he sees, WCAG 2.5.3) and the language's name.
	doc, err := chromedp.Run(b.ctx, chromedp.Evaluate[*runtime.RemoteObject](`document`))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"IT – Italiano", "EN – English", "ES – Español"} {
		res, err := chromedp.Call(b.ctx, accessibility.QueryAXTree, accessibility.QueryAXTreeParams{ObjectID: doc.ObjectID, AccessibleName: name, Role: "button"})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Nodes) != 1 {
			t.Errorf("%d buttons are announced as %q, want 1", len(res.Nodes), name)
		}
	}
	s.noProblems(t, "the keyboard tour")
}

// contrast is the WCAG contrast ratio of two CSS colours "rgb(r, g, b)".
func contrast(t *testing.T, a, b string) float64 {
	t.Helper()
	la, lb := luminance(t, a), luminance(t, b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(t *testing.T, css string) float64 {
	t.Helper()
	i, j := strings.Index(css, "("), strings.Index(css, ")")
	if i < 0 || j < i {
		t.Fatalf("colour %q", css)
	}
	parts := strings.Split(css[i+1:j], ",")
	if len(parts) < 3 {
		t.Fatalf("colour %q", css)
	}
	var l [3]float64
	for k := 0; k < 3; k++ {
		v, err := strconv.ParseFloat(strings.TrimSpace(parts[k]), 64)
		if err != nil {
			t.Fatalf("colour %q", css)
		}
		c := v / 255
		if c <= 0.03928 {
			l[k] = c / 12.92
		} else {
			l[k] = math.Pow((c+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}
