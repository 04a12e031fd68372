//go:build e2e

package e2e

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/spareggi/spareggi/internal/i18n"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// placeholderBox finds the text area's placeholder, drawn by the browser in
// the text area's own (user-agent) shadow tree, and measures it against the
// text area: the part of its text past its box, right and below, in CSS
// pixels.
func placeholderBox(t *testing.T, b *browser) map[string]float64 {
	t.Helper()
	area, err := chromedp.Run(b.ctx, chromedp.Evaluate[*runtime.RemoteObject](`document.getElementById('input-text')`))
	if err != nil || area.ObjectID == "" {
		t.Fatalf("the text area: %v", err)
	}
	desc, err := chromedp.Call(b.ctx, dom.DescribeNode, dom.DescribeNodeParams{ObjectID: area.ObjectID, Depth: ptr(int64(-1)), Pierce: ptr(true)})
	if err != nil {
		t.Fatal(err)
	}
	var find func(n *cdp.Node) *cdp.Node
	find = func(n *cdp.Node) *cdp.Node {
		for i := 0; i+1 < len(n.Attributes); i += 2 {
			if n.Attributes[i] == "id" && n.Attributes[i+1] == "placeholder" {
				return n
			}
		}
		for _, c := range append(append([]*cdp.Node(nil), n.ShadowRoots...), n.Children...) {
			if f := find(c); f != nil {
				return f
			}
		}
		return nil
	}
	ph := find(desc.Node)
	if ph == nil {
		t.Fatal("the text area shows no placeholder")
	}
	obj, err := chromedp.Call(b.ctx, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: ph.BackendNodeID})
	if err != nil {
		t.Fatal(err)
	}
	res, err := chromedp.Call(b.ctx, runtime.CallFunctionOn, runtime.CallFunctionOnParams{ObjectID: obj.Object.ObjectID, ReturnByValue: ptr(true),
		FunctionDeclaration: `function() {
			const area = this.getRootNode().host, a = area.getBoundingClientRect(), r = this.getBoundingClientRect();
			const range = document.createRange(); range.selectNodeContents(this);
			const text = range.getBoundingClientRect();
			return {overflowX: Math.max(0, this.scrollWidth - this.clientWidth, text.right - a.right, r.right - a.right),
				overflowY: Math.max(0, text.bottom - a.bottom), width: a.width, lines: Math.round(text.height / parseFloat(getComputedStyle(this).lineHeight))};
		}`})
	if err != nil || res.ExceptionDetails != nil {
		t.Fatalf("measuring the placeholder: %v %+v", err, res.ExceptionDetails)
	}
	var m map[string]float64
	if err := json.Unmarshal([]byte(res.Result.Value), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestPlaceholderOnPhone: on a 360 px phone the empty text box's
// instruction (its placeholder, "Paste a crosstable here — …") is shown
// whole, in every language: it wraps inside the box instead of running
// past its right edge on one line (issue 33, item 7); typed text still
// does not wrap (the crosstable's columns stay aligned).
func TestPlaceholderOnPhone(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	b.do(t, "phone viewport", chromedp.EmulateViewport(360, 780, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	s.open(t, "/", false)
	for _, lang := range i18n.Languages { // every language of the switcher
		b.do(t, "switch to "+lang, chromedp.Click(chromedp.ID("lang-"+lang)))
		waitFor(t, b, lang, `document.documentElement.lang === '`+lang+`'`)
		time.Sleep(200 * time.Millisecond) // layout after the render
		m := placeholderBox(t, b)
		t.Logf("%s, 360 px: the text box %.0f px wide, its instruction %.0f lines, %.1f px past its right edge, %.1f below", lang, m["width"], m["lines"], m["overflowX"], m["overflowY"])
		if m["overflowX"] > 1 || m["overflowY"] > 1 {
			t.Errorf("%s, 360 px: the empty text box's instruction is cut: %v", lang, m)
		}
	}
	if ws := eval[string](t, b, `(() => { const a = document.getElementById('input-text'); a.value = 'x'; return getComputedStyle(a).whiteSpace; })()`); ws != "pre" {
		t.Errorf("a text typed in the box wraps: white-space %q", ws)
	}
	eval[bool](t, b, `(() => { document.getElementById('input-text').value = ''; return true; })()`)
	screenshot(t, b, "phone-placeholder", 360)
	s.open(t, "/?example=fide-exercise", true)
	s.answers(t, "the phone's empty box")
}
