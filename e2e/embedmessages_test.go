//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// embedHost opens the embedding example of web/ on another origin (a
// federation's page, localhost against the site's 127.0.0.1) with the
// calculator in its frame, once the frame is ready, and records every
// answer the frame posts in window.__replies by its id.
func embedHost(t *testing.T) *browser {
	t.Helper()
	srv, b := userSite(t)
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	b.do(t, "open the host page", chromedp.Navigate("http://localhost:"+port+"/web/embed-example.html?example=forlano-9&frame="+srv.URL))
	waitFor(t, b, "the frame to be ready", `!document.getElementById('host-send').disabled`)
	eval[bool](t, b, `(() => { window.__replies = {}; window.addEventListener('message', ev => {
		if (ev.data && ev.data.id) { window.__replies[ev.data.id] = ev.data; } }); return true; })()`)
	return b
}

// hostSends posts msg, a JavaScript object, from the host page to the
// frame.
func hostSends(t *testing.T, b *browser, msg string) {
	t.Helper()
	eval[bool](t, b, `(() => { document.getElementById('host-frame').contentWindow.postMessage(`+msg+`, '*'); return true; })()`)
}

// TestEmbedAnswersEveryMessage: a federation's page (another site) sends
// the embedded calculator a compute without text, an unknown request and
// a round written as a string: each is answered with a usage error that
// says what is wrong and carries its code, and the next, good message is
// answered with the standings.
func TestEmbedAnswersEveryMessage(t *testing.T) {
	t.Parallel()
	b := embedHost(t)
	trf := repoFile(t, "web/examples/forlano-9.trf")
	send := func(msg string) { hostSends(t, b, msg) }
	send(`{spareggi: "compute", id: 101}`)
	send(`{spareggi: "computee", id: 102, text: "x"}`)
	send(`{spareggi: "compute", id: 103, text: ` + jsString(trf) + `, options: {round: "3"}}`)
	send(`{spareggi: "compute", id: 104, text: ` + jsString(trf) + `, options: {round: 3}}`)
	waitFor(t, b, "the four answers", `[101, 102, 103, 104].every(id => !!window.__replies[id])`)
	for id, want := range map[string][2]string{
		"101": {"api-text", "the message has no text"},
		"102": {"api-verb", `unknown request "computee"`},
		"103": {"api-option-type", "options.round: expected a number, not a string"},
	} {
		got := eval[map[string]any](t, b, `window.__replies[`+id+`].error || {}`)
		if got["code"] != want[0] || !strings.Contains(got["message"].(string), want[1]) || got["usage"] != true {
			t.Errorf("message %s answered %v, want a usage error %s: %q", id, got, want[0], want[1])
		}
	}
	if kind := eval[string](t, b, `window.__replies[104].spareggi`); kind != "result" {
		t.Errorf("the good message was answered with %q", kind)
	}
}

// TestEmbedLang: a host that sends {lang: "it"} with its crosstable gets
// the reader's error and the document's sentences in Italian, where the
// same messages without lang are English (issue 33, item 7).
func TestEmbedLang(t *testing.T) {
	t.Parallel()
	b := embedHost(t)
	trf := repoFile(t, "web/examples/campionato-2009.trf")
	bad := strings.Replace(trf, "    12 w 1     2 w =", "    12 w 7     2 w =", 1)
	send := func(msg string) { hostSends(t, b, msg) }
	send(`{spareggi: "compute", id: 201, text: ` + jsString(bad) + `}`)
	send(`{spareggi: "compute", id: 202, text: ` + jsString(bad) + `, options: {lang: "it"}}`)
	send(`{spareggi: "compute", id: 203, text: ` + jsString(trf) + `, options: {tiebreaks: "BH"}}`)
	send(`{spareggi: "compute", id: 204, text: ` + jsString(trf) + `, options: {tiebreaks: "BH", lang: "it"}}`)
	waitFor(t, b, "the four answers", `[201, 202, 203, 204].every(id => !!window.__replies[id])`)
	en := eval[map[string]any](t, b, `window.__replies[201].error || {}`)
	it := eval[map[string]any](t, b, `window.__replies[202].error || {}`)
	enMsg, _ := en["message"].(string)
	itMsg, _ := it["message"].(string)
	pos := strings.SplitN(enMsg, " ", 2)[0]
	if enMsg == "" || itMsg == enMsg || !strings.HasPrefix(itMsg, pos) {
		t.Errorf("the Italian error %q, the English %q: want another wording at %s", itMsg, enMsg, pos)
	}
	reasons := func(id string) string {
		return eval[string](t, b, `(() => { const d = JSON.parse(window.__replies[`+id+`].json); return d.editionReason + ' | ' + d.listSource; })()`)
	}
	if e, i := reasons("203"), reasons("204"); e == i || i == " | " {
		t.Errorf("the Italian document's reasons %q are the English %q", i, e)
	}
}
