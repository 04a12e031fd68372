//go:build e2e

package e2e

import (
	"net/url"
	"sort"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestOffline visits the site once, checks that every asset the pages asked
// for is in the service worker's cache, then goes offline and reloads: no
// request may fail.
func TestOffline(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	waitFor(t, b, "the service worker", `navigator.serviceWorker && navigator.serviceWorker.controller !== null`)
	// The pages a visitor opens: the main page, an example, the embed page.
	s.open(t, "/?example=campionato-2009", true)
	s.open(t, "/embed.html?example=forlano-9", true)
	cached := eval[[]string](t, b, `(async () => {
		const out = [];
		for (const k of await caches.keys()) for (const r of await (await caches.open(k)).keys()) out.push(new URL(r.url).pathname);
		return out;
	})()`)
	inCache := map[string]bool{}
	for _, c := range cached {
		inCache[c] = true
	}
	var missing []string
	for _, r := range b.takeRequests() {
		u, err := url.Parse(r)
		if err != nil || u.Host != s.srv.URL[len("http://"):] {
			continue
		}
		p := u.Path
		if p == "/" || p == "/index.html" {
			p = "/"
		}
		if !inCache[p] && !inCache[p+".html"] {
			missing = append(missing, p)
		}
	}
	sort.Strings(missing)
	t.Logf("the service worker caches %d files", len(cached))
	if len(missing) > 0 {
		t.Errorf("asked for but not in the service worker's cache: %v", missing)
	}
	b.takeFailed()
	s.noProblems(t, "the visits")

	s.srv.Stop()
	off := true
	if _, err := chromedp.Call(b.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: &off,
		MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		t.Fatalf("emulating offline: %v", err)
	}
	for _, p := range []string{"/", "/?example=campionato-2009", "/embed.html?example=forlano-9"} {
		s.open(t, p, p != "/")
		b.do(t, "reload "+p, chromedp.Reload())
		waitFor(t, b, p+" reloaded", `window.spareggiReady === true`)
		for _, f := range b.takeFailed() {
			t.Errorf("offline, %s: a request failed: %s", p, f)
		}
		for _, pr := range b.takeProblems() {
			t.Errorf("offline, %s: the browser reported: %s", p, pr)
		}
	}
}
