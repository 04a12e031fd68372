//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestEmbedCrossSite embeds the calculator as a federation's site would: the
// host page (web/embed-example.html) on localhost, the frame
// (/embed.html) on 127.0.0.1, another site, in a browser that blocks the
// frame's storage as a third party's (as Chrome's incognito mode does).
// The frame shows its example, then the host sends a crosstable with
// postMessage and gets the JSON document of Spareggi.compute back, and the
// iframe takes the height the frame reports.
func TestEmbedCrossSite(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	findChromium(t)
	srv := startServer(t, buildSite(t))
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	host := "http://localhost:" + port
	// Storage of http://127.0.0.1:PORT blocked when embedded in
	// http://localhost:PORT: the rule of a third party's storage.
	b := newBrowserWith(t, `{"profile":{"content_settings":{"exceptions":{"cookies":{"http://127.0.0.1:`+port+
		`,http://localhost:`+port+`":{"setting":2}}}}}}`)

	b.do(t, "open the host page", chromedp.Navigate(host+"/web/embed-example.html?example=forlano-9&frame="+srv.URL))
	frameCtx := frameTarget(t, b, srv.URL+"/embed.html")
	// Reload the frame now that its console is listened to.
	b.listen(t, frameCtx)
	eval[bool](t, b, `(() => { const f = document.getElementById('host-frame'); f.src = f.src; return true; })()`)
	inFrame := func(what, cond string) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) {
			ctx, cancel := context.WithTimeout(frameCtx, 5*time.Second)
			ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { try { return !!(`+cond+`); } catch (e) { return false; } })()`))
			cancel()
			if err == nil && ok {
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
		text, _ := chromedp.Run(frameCtx, chromedp.Evaluate[string](`document.body ? document.body.innerText.slice(0, 1500) : ""`))
		t.Fatalf("in the frame, waiting for %s: timed out\nframe text:\n%s", what, text)
	}
	inFrame("the example's standings", `window.spareggiReady === true && document.querySelectorAll('#standings tbody tr').length === 9`)
	blocked, _ := chromedp.Run(frameCtx, chromedp.Evaluate[string](`(() => { try { return Object.getOwnPropertyDescriptor(window, 'localStorage').get ? 'real storage' : 'memory'; } catch (e) { return 'throws: ' + e.message; } })()`))
	if blocked != "memory" {
		t.Errorf("the frame's storage is %q: the browser did not block it (the test proves nothing)", blocked)
	}
	waitFor(t, b, "the frame to be ready", `!document.getElementById('host-send').disabled`)

	// The host sends a crosstable and options; the answer is the CLI's JSON.
	want := cli(t, "-o", "json", "-rules", "fide2024", "-tb", example2009, "-round", "10", "../web/examples/campionato-2009.trf")
	waitFor(t, b, "the host's text", `document.getElementById('host-text').value.length > 0`)
	b.do(t, "send", chromedp.Click(chromedp.ID("host-send")))
	waitFor(t, b, "the answer", `document.getElementById('host-out').dataset.id === '1'`)
	got := eval[string](t, b, `document.getElementById('host-out').textContent`)
	if strings.TrimSpace(got) != strings.TrimSpace(want) {
		t.Errorf("the frame's answer differs from spareggi -o json:\n got %.400s\nwant %.400s", got, want)
	}
	inFrame("the host's standings", `document.querySelectorAll('#standings tbody tr').length === 12 && document.getElementById('used-edition').textContent.includes('fide2024')`)
	frameRows, err := chromedp.Run(frameCtx, chromedp.Evaluate[[]row](pageRows))
	if err != nil {
		t.Fatal(err)
	}
	if len(frameRows) != 12 {
		t.Errorf("the frame shows %d rows", len(frameRows))
	}

	// The iframe is as tall as the frame's content: no inner scroll bar.
	time.Sleep(500 * time.Millisecond)
	content, err := chromedp.Run(frameCtx, chromedp.Evaluate[float64](`document.documentElement.scrollHeight`))
	if err != nil {
		t.Fatal(err)
	}
	height := eval[string](t, b, `document.getElementById('host-frame').dataset.height || ''`)
	inner := eval[float64](t, b, `document.getElementById('host-frame').clientHeight`)
	h, _ := strconv.ParseFloat(height, 64)
	t.Logf("the frame reports a height of %s px; the iframe is %.0f px; the frame's document is %.0f px tall", height, inner, content)
	if h < 1000 || inner != h || content > inner+1 {
		t.Errorf("the iframe is %.0f px for a content of %.0f px (reported %s)", inner, content, height)
	}

	if png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot()); err == nil {
		os.WriteFile("artifacts/embed-host-1280.png", png, 0o644)
	}

	// An unknown option is an error that names it.
	eval[bool](t, b, `(() => { document.getElementById('host-options').value = '{"tiebreak": "BH"}'; return true; })()`)
	b.do(t, "send a misspelt option", chromedp.Click(chromedp.ID("host-send")))
	waitFor(t, b, "the error", `document.getElementById('host-out').dataset.id === '2'`)
	if e := eval[string](t, b, `document.getElementById('host-out').textContent`); !strings.Contains(e, `unknown option \"tiebreak\"`) || !strings.Contains(e, `"usage": true`) {
		t.Errorf("a misspelt option answers %s", e)
	}
	// The frame still answers: a value of the last row, scrolled to on the
	// host page, opens its explanation where the user looks.
	eval[bool](t, b, `(() => { const f = document.getElementById('host-frame'); window.scrollTo(0, f.offsetTop + f.clientHeight - innerHeight); return true; })()`)
	if _, err := chromedp.Run(frameCtx, chromedp.Evaluate[bool](`(() => { document.querySelector('#standings tbody tr:last-child button.cell[data-col="0"]').click(); return true; })()`)); err != nil {
		t.Fatal(err)
	}
	inFrame("an explanation", `!!document.getElementById('explain-title')`)
	time.Sleep(300 * time.Millisecond)
	dialog, err := chromedp.Run(frameCtx, chromedp.Evaluate[map[string]float64](`(() => { const r = document.getElementById('explain').getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; })()`))
	if err != nil {
		t.Fatal(err)
	}
	view := eval[map[string]float64](t, b, `(() => { const r = document.getElementById('host-frame').getBoundingClientRect(); return {frameTop: r.top, height: innerHeight}; })()`)
	top := view["frameTop"] + dialog["top"]
	t.Logf("the explanation opens at %.0f px of the host's window (%.0f px tall)", top, view["height"])
	if top < 0 || top > view["height"]-100 {
		t.Errorf("the explanation opened out of sight: at %.0f px of a %.0f px window", top, view["height"])
	}
	// Text pasted in the frame computes too.
	js, _ := json.Marshal(seed002)
	if _, err := chromedp.Run(frameCtx, chromedp.Evaluate[bool](`(() => { document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
		const a = document.getElementById('input-text'); a.value = `+string(js)+`; a.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`)); err != nil {
		t.Fatal(err)
	}
	inFrame("the pasted strips", `document.getElementById('input-format').dataset.detected === 'strip'`)
	for _, p := range b.takeProblems() {
		t.Errorf("browser reported: %s", p)
	}
}

// frameTarget returns a context for the frame of another site whose URL
// starts with prefix (a separate target in Chromium).
func frameTarget(t *testing.T, b *browser, prefix string) context.Context {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		infos, err := chromedp.Targets(b.ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, info := range infos {
			if info.Type == "iframe" && strings.HasPrefix(info.URL, prefix) {
				ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithTargetID(info.TargetID))
				t.Cleanup(cancel)
				if err := chromedp.Do(ctx); err != nil {
					t.Fatalf("attaching to the frame: %v", err)
				}
				return ctx
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("no frame of %s", prefix)
	return nil
}

// hostFrame opens the host page of web/embed-example.html with the
// calculator of srv in its frame, waits for the frame to be ready and
// collects its replies by id in window.__replies. It returns send, which
// posts a message (a JavaScript expression) to the frame, and inFrame,
// which waits until cond holds in the frame and returns expr there (what
// names the wait in a failure, with the frame's text).
func hostFrame(t *testing.T, srv *server, b *browser) (send func(msg string), inFrame func(what, expr, cond string) string) {
	t.Helper()
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	b.do(t, "open the host page", chromedp.Navigate("http://localhost:"+port+"/web/embed-example.html?example=forlano-9&frame="+srv.URL))
	frameCtx := frameTarget(t, b, srv.URL+"/embed.html")
	waitFor(t, b, "the frame to be ready", `!document.getElementById('host-send').disabled`)
	eval[bool](t, b, `(() => { window.__replies = {}; window.addEventListener('message', ev => {
		if (ev.data && ev.data.id) { window.__replies[ev.data.id] = ev.data; } }); return true; })()`)
	send = func(msg string) {
		eval[bool](t, b, `(() => { document.getElementById('host-frame').contentWindow.postMessage(`+msg+`, '*'); return true; })()`)
	}
	inFrame = func(what, expr, cond string) string {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		for {
			ctx, cancel := context.WithTimeout(frameCtx, 5*time.Second)
			got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { try { return (`+cond+`) ? String(`+expr+`) : '\u0000'; } catch (e) { return '\u0000'; } })()`))
			cancel()
			if err == nil && got != "\x00" {
				return got
			}
			if time.Now().After(deadline) {
				text, _ := chromedp.Run(frameCtx, chromedp.Evaluate[string](`document.body ? document.body.innerText.slice(0, 1500) : ""`))
				t.Fatalf("in the frame, waiting for %s: timed out (%v)\nframe text:\n%s", what, err, text)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	return send, inFrame
}
