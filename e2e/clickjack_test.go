//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestOtherSitesCannotFrameThePage: a page of another site (localhost
// against 127.0.0.1) frames the calculator's own page and its embed page.
// The browser refuses the first (frame-ancestors 'none', clickjacking)
// and loads the second, made for federation sites, whose standings
// appear.
func TestOtherSitesCannotFrameThePage(t *testing.T) {
	t.Parallel()
	srv, b := userSite(t)
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	b.do(t, "open another site's page", chromedp.Navigate("http://localhost:"+port+"/web/embed-example.html?frame=http://localhost:"+port))
	eval[bool](t, b, `(() => {
		for (const [id, src] of [['frame-page', '`+srv.URL+`/?example=forlano-9'], ['frame-embed', '`+srv.URL+`/embed.html']]) {
			const f = document.createElement('iframe'); f.id = id; f.src = src; f.title = id; document.body.appendChild(f);
		}
		return true; })()`)
	embed := frameTarget(t, b, srv.URL+"/embed.html")
	deadline := time.Now().Add(30 * time.Second)
	for {
		ok, err := chromedp.Run(embed, chromedp.Evaluate[bool](`window.spareggiReady === true`))
		if err == nil && ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the embed page did not start inside the other site's frame")
		}
		time.Sleep(100 * time.Millisecond)
	}
	// The page itself was refused: Chromium leaves no frame document of
	// the calculator's page (an error page at most) and says why.
	infos, err := chromedp.Targets(b.ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, info := range infos {
		if info.Type == "iframe" && strings.HasPrefix(info.URL, srv.URL+"/?example") {
			ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithTargetID(info.TargetID))
			ready, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.spareggiReady === true || !!document.getElementById('standings')`))
			cancel()
			if ready {
				t.Errorf("another site framed the calculator's page %s", info.URL)
			}
		}
	}
	var refused bool
	for _, p := range b.takeProblems() {
		refused = refused || strings.Contains(p, "frame-ancestors") || strings.Contains(p, "X-Frame-Options")
	}
	if !refused {
		t.Error("the browser did not report refusing the frame (frame-ancestors or X-Frame-Options)")
	}
}
