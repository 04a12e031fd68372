//go:build e2e

package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestEmbedShowsItsOptions: a federation's page sends the 2009 championship
// (a round robin) to the embedded calculator with {system: "swiss"}; the
// frame shows it under the system the host chose, as the answer counts it
// (before, the frame ignored system and unrated while the JSON followed
// them). Options the API refuses (an unknown edition beside a valid list)
// are answered as a usage error and the frame keeps what it showed, never
// the list alone; a valid message afterwards is answered and shown.
func TestEmbedShowsItsOptions(t *testing.T) {
	t.Parallel()
	srv, b := userSite(t)
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	b.do(t, "open the host page", chromedp.Navigate("http://localhost:"+port+"/web/embed-example.html?example=forlano-9&frame="+srv.URL))
	frameCtx := frameTarget(t, b, srv.URL+"/embed.html")
	waitFor(t, b, "the frame to be ready", `!document.getElementById('host-send').disabled`)
	eval[bool](t, b, `(() => { window.__replies = {}; window.addEventListener('message', ev => {
		if (ev.data && ev.data.id) { window.__replies[ev.data.id] = ev.data; } }); return true; })()`)
	send := func(msg string) {
		eval[bool](t, b, `(() => { document.getElementById('host-frame').contentWindow.postMessage(`+msg+`, '*'); return true; })()`)
	}
	inFrame := func(what, cond string) string {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		for {
			ctx, cancel := context.WithTimeout(frameCtx, 5*time.Second)
			got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const e = document.getElementById('used-system'); return e && (`+cond+`) ? e.textContent : ''; })()`))
			cancel()
			if err == nil && got != "" {
				return got
			}
			if time.Now().After(deadline) {
				t.Fatalf("in the frame, waiting for %s: timed out (%v)", what, err)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	trf := repoFile(t, "web/examples/campionato-2009.trf")
	send(`{spareggi: "compute", id: 301, text: ` + jsString(trf) + `, options: {system: "swiss"}}`)
	waitFor(t, b, "the answer", `!!window.__replies[301]`)
	if got := inFrame("the Swiss system shown", `e.textContent.includes('Swiss') && document.querySelectorAll('#standings tbody tr').length === 12`); !strings.Contains(got, "Swiss") {
		t.Errorf("the frame's system: %q", got)
	}
	send(`{spareggi: "compute", id: 302, text: ` + jsString(trf) + `, options: {rules: "fide2099", tiebreaks: "BH"}}`)
	waitFor(t, b, "the refusal", `!!window.__replies[302]`)
	if usage := eval[bool](t, b, `!!(window.__replies[302].error && window.__replies[302].error.usage)`); !usage {
		t.Errorf("an unknown edition was not answered as a usage error: %v", eval[string](t, b, `JSON.stringify(window.__replies[302]).slice(0, 300)`))
	}
	send(`{spareggi: "compute", id: 303, text: ` + jsString(trf) + `}`)
	waitFor(t, b, "the next answer", `!!window.__replies[303] && !window.__replies[303].error`)
	if got := inFrame("the detected system shown again", `!e.textContent.includes('Swiss')`); strings.Contains(got, "Swiss") {
		t.Errorf("the frame's system after a message without options: %q", got)
	}
}
