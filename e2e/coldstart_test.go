//go:build e2e

package e2e

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestColdStart opens the course address /?example=campionato-2009 in a
// browser that never saw the site (no service worker, empty cache): the
// standings must be painted before the WebAssembly starts. It reports where
// the time goes: download, compilation, Go start-up, first computation and
// first render of the WebAssembly page. Issue 23 asks for the medians of
// three runs: the first visit is made in three fresh browsers, and the
// page is then reloaded three times in the last (a warm reload: the
// service worker and the cache hold the site); both medians of the time to
// interactive ("spareggi-ready") are logged with their targets, 1.2 s and
// 0.5 s on localhost.
func TestColdStart(t *testing.T) {
	s := newOwnSite(t)
	var cold, warm []float64
	for run := range 3 {
		if run > 0 {
			s.b = newOwnBrowser(t) // a browser that never saw the site
		}
		m := coldStart(t, s, run == 0)
		cold = append(cold, m["spareggi-ready"])
	}
	// A warm reload is served by the service worker, which is installed
	// after the first visit became interactive.
	waitFor(t, s.b, "the service worker", `navigator.serviceWorker && navigator.serviceWorker.controller !== null`)
	for range 3 {
		s.open(t, "/?example=campionato-2009", true)
		warm = append(warm, eval[float64](t, s.b, `performance.getEntriesByName('spareggi-ready')[0].startTime`))
	}
	t.Logf("first visit: interactive at %.0f ms, the median of %s (target 1200 ms); warm reload: %.0f ms, the median of %s (target 500 ms)",
		median(cold), msList(cold), median(warm), msList(warm))
	s.answers(t, "the warm reloads")
}

// median returns the median of three or more values.
func median(v []float64) float64 {
	c := slices.Clone(v)
	slices.Sort(c)
	return c[len(c)/2]
}

// msList words times in ms: "812, 905, 1011 ms".
func msList(v []float64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.FormatFloat(x, 'f', 0, 64)
	}
	return strings.Join(parts, ", ") + " ms"
}

// coldStart opens /?example=campionato-2009 in s's browser, which never saw
// the site, and returns the marks of the page in ms after navigation; with
// check, it also checks and logs the start.
func coldStart(t *testing.T, s *site, check bool) map[string]float64 {
	t.Helper()
	b := s.b
	// A tall window, so that the standings are within the first screen
	// and their paint is recorded (element timing ignores what is below).
	b.do(t, "tall viewport", chromedp.EmulateViewport(1280, 2400))
	s.open(t, "/?example=campionato-2009", true)
	m := eval[map[string]float64](t, b, `new Promise(resolve => {
		const o = {};
		for (const e of performance.getEntries()) {
			if (e.entryType === 'mark' || e.entryType === 'paint') o[e.name] = e.startTime;
			if (e.name.endsWith('/web/app.wasm')) { o['wasm-fetch-start'] = e.startTime; o['wasm-fetch-end'] = e.responseEnd; }
			if (e.entryType === 'navigation') { o['response-end'] = e.responseEnd; o['dom-content-loaded'] = e.domContentLoadedEventEnd; }
		}
		new PerformanceObserver(l => {
			for (const e of l.getEntries()) if (e.identifier === 'standings' && !o['standings-painted']) o['standings-painted'] = e.renderTime || e.loadTime;
		}).observe({type: 'element', buffered: true});
		let long = 0, longest = 0;
		new PerformanceObserver(l => { for (const e of l.getEntries()) { long += e.duration; longest = Math.max(longest, e.duration); } })
			.observe({type: 'longtask', buffered: true});
		setTimeout(() => {
			o['long-tasks'] = long; o['longest-task'] = longest;
			const sw = performance.getEntriesByName('spareggi-service-worker');
			if (sw.length > 0) o['spareggi-service-worker'] = sw[0].startTime;
			resolve(o);
		}, 1000);
	})`)
	if !check {
		return m
	}
	url := eval[string](t, b, `location.pathname + location.search`)
	t.Logf("cold start of /?example=campionato-2009 (shown at %s), ms after navigation: %v", url, m)
	t.Logf("cold start: first contentful paint %.0f ms; standings painted %.0f ms; app.wasm downloaded %.0f–%.0f ms; "+
		"compiled and instantiated %.0f ms after the download; waiting for the first paint %.0f ms; Go runtime start %.0f ms; go-app start-up to the page %.0f ms; "+
		"first computation %.0f ms; first render %.0f ms; interactive at %.0f ms; long tasks %.0f ms in all, the longest %.0f ms",
		m["first-contentful-paint"], m["standings-painted"], m["wasm-fetch-start"], m["wasm-fetch-end"],
		m["spareggi-wasm-compiled"]-m["wasm-fetch-end"], m["spareggi-go-run"]-m["spareggi-wasm-compiled"], m["spareggi-wasm-start"]-m["spareggi-go-run"],
		m["spareggi-nav"]-m["spareggi-wasm-start"], m["spareggi-computed"]-m["spareggi-nav"],
		m["spareggi-ready"]-m["spareggi-computed"], m["spareggi-ready"], m["long-tasks"], m["longest-task"])
	if m["standings-painted"] == 0 || m["spareggi-wasm-start"] == 0 || m["standings-painted"] >= m["spareggi-wasm-start"] {
		t.Errorf("the standings were not painted before the WebAssembly started (painted %.0f ms, WebAssembly %.0f ms)",
			m["standings-painted"], m["spareggi-wasm-start"])
	}
	// The service worker, whose installation stores every file of the
	// site, waits for the page to be interactive (wasm/main_gen.go).
	if sw, ok := m["spareggi-service-worker"]; !ok || sw < m["spareggi-ready"] {
		t.Errorf("the service worker was registered at %.0f ms (registered: %v), before the page was interactive at %.0f ms", sw, ok, m["spareggi-ready"])
	}
	// app.wasm is downloaded once: the preload is what the loader uses.
	if n := eval[int](t, b, `performance.getEntriesByType('resource').filter(e => e.name.endsWith('/web/app.wasm')).length`); n != 1 {
		t.Errorf("app.wasm was downloaded %d times", n)
	}
	want, _ := expected2009(t)
	compareRows(t, "cold start", eval[[]row](t, b, pageRows), rowsOf(want))
	s.answers(t, "the cold start")
	return m
}
