//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/internal/gen"
)

// TestEmbedExplainAllBounded: a federation's page (another site) sends
// the embedded calculator a 2,000-player Swiss of 11 rounds with 60
// tie-breaks and explain "all" (issue 33, item 2: 42 s and a 217 MB answer
// before, and the page died on 5,000 × 13). It is answered with the coded
// refusal explain-too-large, not a usage error, naming the count and the
// bound, and the frame shows those standings, whose values it explains one
// at a time; the largest explanation allowed (the same event with 9
// tie-breaks, 198,000 elements) is answered with its document, and the
// frame still answers. The times are logged, not checked.
func TestEmbedExplainAllBounded(t *testing.T) {
	srv, b := userSite(t)
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	b.do(t, "open the host page", chromedp.Navigate("http://localhost:"+port+"/web/embed-example.html?example=forlano-9&frame="+srv.URL))
	frameCtx := frameTarget(t, b, srv.URL+"/embed.html")
	waitFor(t, b, "the frame to be ready", `!document.getElementById('host-send').disabled`)
	eval[bool](t, b, `(() => { window.__replies = {}; window.__sent = {}; window.addEventListener('message', ev => {
		if (ev.data && ev.data.id) { ev.data.t = performance.now(); window.__replies[ev.data.id] = ev.data; } }); return true; })()`)
	trf := jsString(string(gen.TRF(gen.Swiss(2000, 11, 1, false))))
	send := func(id, options string) {
		eval[bool](t, b, `(() => { window.__sent[`+id+`] = performance.now(); document.getElementById('host-frame').contentWindow.postMessage({spareggi: "compute", id: `+id+
			`, text: `+trf+`, options: `+options+`}, '*'); return true; })()`)
	}
	send("201", `{rules: "fide2024", explain: "all", tiebreaks: "`+gen.TieBreakKeys(60)+`"}`)
	waitLong(t, b, "the refusal", `!!window.__replies[201]`, 3*time.Minute)
	got := eval[map[string]any](t, b, `window.__replies[201].error || {}`)
	ms := eval[float64](t, b, `window.__replies[201].t - window.__sent[201]`)
	t.Logf("2,000 × 11 × 60 explained: answered in %.0f ms: %v", ms, got)
	want := "2000 participants × 60 tie-breaks × 11 rounds = 1320000 elements: at most 200000 are explained at once"
	if msg, _ := got["message"].(string); got["code"] != "explain-too-large" || got["usage"] != false || !strings.Contains(msg, want) {
		t.Errorf("answered %v, want the coded error explain-too-large: %q", got, want)
	}
	frameRows := func() int {
		n, err := chromedp.Run(frameCtx, chromedp.Evaluate[int](`document.querySelectorAll('#standings tbody tr').length`))
		if err != nil {
			t.Fatalf("the frame: %v", err)
		}
		return n
	}
	deadline := time.Now().Add(3 * time.Minute)
	for frameRows() < 100 && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	if n := frameRows(); n < 100 {
		t.Errorf("the frame shows %d rows, want the host's standings", n)
	}

	send("202", `{rules: "fide2024", explain: "all", tiebreaks: "`+gen.TieBreakKeys(9)+`"}`)
	waitLong(t, b, "the largest explanation allowed", `!!window.__replies[202]`, 5*time.Minute)
	kind := eval[string](t, b, `window.__replies[202].spareggi`)
	size := eval[int](t, b, `(window.__replies[202].json || '').length`)
	ms = eval[float64](t, b, `window.__replies[202].t - window.__sent[202]`)
	t.Logf("2,000 × 11 × 9 explained: answered in %.0f ms, %d characters", ms, size)
	if kind != "result" || size == 0 {
		t.Errorf("the largest explanation allowed was answered with %q (%d characters)", kind, size)
	}
	if !eval[bool](t, b, `(window.__replies[202].json || '').includes('"details":{')`) {
		t.Errorf("the document explains nothing")
	}

	// The frame still answers: a small text's standings, one value explained.
	eval[bool](t, b, `(() => { document.getElementById('host-frame').contentWindow.postMessage({spareggi: "compute", id: 204, text: `+
		jsString(repoFile(t, "web/examples/forlano-9.trf"))+`, options: {}}, '*'); return true; })()`)
	waitLong(t, b, "the small text's answer", `!!window.__replies[204]`, 3*time.Minute)
	deadline = time.Now().Add(time.Minute)
	for frameRows() != 9 && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	if n := frameRows(); n != 9 {
		t.Fatalf("the frame shows %d rows, want the 9 of the small text", n)
	}
	if _, err := chromedp.Run(frameCtx, chromedp.Evaluate[bool](`(() => { document.querySelector('#standings tbody tr:first-child button.cell').click(); return true; })()`)); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if ok, _ := chromedp.Run(frameCtx, chromedp.Evaluate[bool](`!!document.getElementById('explain-title')`)); ok {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if ok, _ := chromedp.Run(frameCtx, chromedp.Evaluate[bool](`!!document.getElementById('explain-title')`)); !ok {
		t.Errorf("the frame does not explain a value after the refusal")
	}
	noProblems(t, b)
}
