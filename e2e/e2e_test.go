//go:build e2e

package e2e

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/spareggi/spareggi/app"
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

const example2009 = "SB,KS,PS,ARO,TPR,WIN,BPG,DE"

// row is one standings row as text: start number, rank, points, values.
type row struct {
	Start  int      `json:"start"`
	Rank   string   `json:"rank"`
	Points string   `json:"points"`
	Values []string `json:"values"`
}

// expected2009 computes the 2009 example with the engine, as the page must
// show it.
func expected2009(t *testing.T) (*engine.Standings, string) {
	t.Helper()
	data, err := os.ReadFile("../web/examples/campionato-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: "campionato-2009.trf"})
	if err != nil {
		t.Fatalf("engine cannot read the example: %v", err)
	}
	list, err := engine.ParseList(example2009)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list})
	if err != nil {
		t.Fatalf("engine cannot compute the example: %v", err)
	}
	return st, string(data)
}

func rowsOf(st *engine.Standings) []row {
	shared := map[int]int{}
	for _, r := range st.Rows {
		shared[r.Rank]++
	}
	var out []row
	for _, r := range st.Rows {
		rk := itoa(r.Rank)
		if shared[r.Rank] > 1 {
			rk += "="
		}
		x := row{Start: r.Player.StartNo, Rank: rk, Points: r.Points.Format(1)}
		for _, v := range r.Values {
			s := v.String()
			if s == "" {
				s = "–"
			}
			x.Values = append(x.Values, s)
		}
		out = append(out, x)
	}
	return out
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// pageRows reads the standings table of the page, its numbers written
// back with the decimal point when the page's language writes a decimal
// comma (Italian, Spanish: "7,5" on screen, issue 33 item 5), so that they
// compare with the engine's; an English page's are read as shown.
const pageRows = `(() => {
	const comma = ['it', 'es'].includes(document.documentElement.lang);
	const num = s => comma ? s.replace(/(\d),(\d)/g, '$1.$2') : s;
	return [...document.querySelectorAll('#standings tbody tr')].map(tr => {
		const text = sel => tr.querySelector(sel).textContent.trim();
		return {start: +tr.dataset.start, rank: text('td.rank'), points: num(text('td.pts')),
			values: [...tr.querySelectorAll('td.tbv')].map(td => num(td.textContent.trim()))};
	});
})()`

func compareRows(t *testing.T, what string, got, want []row) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d rows, want %d", what, len(got), len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Start != w.Start || g.Rank != w.Rank || g.Points != w.Points || strings.Join(g.Values, "|") != strings.Join(w.Values, "|") {
			t.Errorf("%s: row %d = %+v, want %+v", what, i+1, g, w)
		}
	}
}

func TestEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	findChromium(t) // fail early, before the build, when there is no browser
	dist := buildSite(t)
	logSizes(t, dist)
	srv := startServer(t, dist)
	checkPrerendered(t, srv.URL)
	b := newOwnBrowser(t)
	want, text2009 := expected2009(t)
	wantRows := rowsOf(want)

	// 1. Cold load: the pre-rendered page paints before the WebAssembly runs.
	b.do(t, "open /", chromedp.Navigate(srv.URL+"/"))
	waitFor(t, b, "the app", `window.spareggiReady === true`)
	timing := eval[map[string]float64](t, b, `(() => {
		const fcp = performance.getEntriesByName('first-contentful-paint')[0];
		const w = performance.getEntriesByName('spareggi-wasm-start')[0];
		return {fcp: fcp ? fcp.startTime : -1, wasm: w ? w.startTime : -1};
	})()`)
	t.Logf("cold load: first contentful paint %.0f ms, WebAssembly started %.0f ms", timing["fcp"], timing["wasm"])
	if timing["fcp"] < 0 || timing["wasm"] < 0 || timing["fcp"] >= timing["wasm"] {
		t.Errorf("the page did not paint before the WebAssembly started: %v", timing)
	}
	waitFor(t, b, "the service worker", `navigator.serviceWorker && navigator.serviceWorker.controller !== null`)

	// 2. The 2009 example from /?example=, warm cache.
	b.do(t, "open the 2009 example", chromedp.Navigate(srv.URL+"/?example=campionato-2009"))
	waitFor(t, b, "the standings", `window.spareggiReady === true && document.querySelectorAll('#standings tbody tr').length > 0`)
	warm := eval[map[string]float64](t, b, `new Promise(resolve => {
		const o = {};
		for (const e of performance.getEntries()) {
			if (e.entryType === 'mark' || e.entryType === 'paint') o[e.name] = e.startTime;
			if (e.name.endsWith('/web/app.wasm')) { o['wasm-fetch-start'] = e.startTime; o['wasm-fetch-end'] = e.responseEnd; }
		}
		new PerformanceObserver(l => { o['painted'] = l.getEntries()[0].renderTime || l.getEntries()[0].loadTime; resolve(o); })
			.observe({type: 'element', buffered: true});
		setTimeout(() => resolve(o), 2000);
	})`)
	t.Logf("warm load of /?example=campionato-2009 (ms after navigation): %v", warm)
	t.Logf("navigation → first standings painted (warm cache): %.0f ms (target < 1000); interactive (WebAssembly rendered them): %.0f ms",
		warm["painted"], warm["spareggi-standings"])
	if warm["painted"] == 0 {
		t.Errorf("no paint of the standings was recorded (element timing)")
	} else if warm["painted"] > 1000 {
		t.Logf("NOTE: first standings painted after %.0f ms, above the 1 s target (machine load: timings are logged, not asserted)", warm["painted"])
	}
	compareRows(t, "2009 example", eval[[]row](t, b, pageRows), wantRows)
	if got := eval[string](t, b, `document.getElementById('used-list').textContent`); got != "PTS, "+strings.ReplaceAll(example2009, ",", ", ") {
		t.Errorf("tie-break list %q", got)
	}

	// 3. An explanation, opened with the mouse and closed with Escape.
	b.do(t, "open an explanation", chromedp.Click(chromedp.CSS(`#standings tbody tr:first-child button.cell[data-col="0"]`)))
	waitFor(t, b, "the explanation", `!!document.getElementById('explain')`)
	title := eval[string](t, b, `document.getElementById('explain-title').textContent`)
	if !strings.HasPrefix(title, "SB of ") {
		t.Errorf("explanation title %q", title)
	}
	n := eval[int](t, b, `document.querySelectorAll('#explain table.elements tbody tr').length`)
	t.Logf("explanation %q: %d element rows", title, n)
	if n == 0 {
		t.Errorf("the SB explanation has no per-round elements")
	}
	screenshot(t, b, "explanation", 1280)
	b.do(t, "close the explanation", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, "the explanation to close", `!document.getElementById('explain')`)
	// The same from the keyboard: the focus returned to the cell; Enter opens.
	if f := eval[string](t, b, `document.activeElement ? document.activeElement.className : ''`); f != "cell" {
		t.Errorf("after Escape the focus is on %q, not on the value", f)
	}
	b.do(t, "focus a KS value", chromedp.Focus(chromedp.CSS(`#standings tbody tr:nth-child(2) button.cell[data-col="1"]`)),
		chromedp.KeyEvent(kb.Enter))
	waitFor(t, b, "the KS explanation", `!!document.getElementById('explain') && document.getElementById('explain-title').textContent.startsWith('KS of ')`)
	closeExplanation(t, b, "the KS explanation")

	// 4. Languages.
	for _, c := range []struct{ lang, heading string }{{"it", "Classifica"}, {"es", "Clasificación"}, {"en", "Standings"}} {
		b.do(t, "switch to "+c.lang, chromedp.Click(chromedp.ID("lang-"+c.lang)))
		waitFor(t, b, c.lang, `document.documentElement.lang === '`+c.lang+`' && document.querySelector('.results h2').textContent === '`+c.heading+`'`)
	}

	// 5. Screenshots at desktop and phone widths.
	screenshot(t, b, "standings", 1280)
	screenshot(t, b, "standings", 360)
	wide := eval[bool](t, b, `document.documentElement.scrollWidth <= window.innerWidth + 1`)
	if !wide {
		t.Errorf("at 360 px the page scrolls sideways (only the table may)")
	}
	b.do(t, "desktop viewport", chromedp.EmulateViewport(1280, 900))

	// Print: the standings and the rules used, nothing else.
	if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	printed := eval[map[string]bool](t, b, `(() => { const shown = s => { const e = document.querySelector(s); return !!e && getComputedStyle(e).display !== 'none'; };
		return {table: shown('#standings'), rules: shown('#rules-used'), input: shown('section.input'), header: shown('header'), exports: shown('.exports'), form: shown('section.rules')}; })()`)
	if !printed["table"] || !printed["rules"] || printed["input"] || printed["header"] || printed["exports"] || printed["form"] {
		t.Errorf("print shows %v", printed)
	}
	screenshot(t, b, "print", 1280)
	if pdf, err := chromedp.Run(b.ctx, chromedp.PrintToPDF()); err != nil {
		t.Errorf("printing to PDF: %v", err)
	} else if err := os.WriteFile("artifacts/standings.pdf", pdf, 0o644); err != nil {
		t.Error(err)
	}
	if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{}); err != nil {
		t.Fatal(err)
	}

	// 6. A share link restores the page exactly.
	eval[bool](t, b, `(() => { const s = document.getElementById('rules-round'); s.value = '9'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`)
	waitFor(t, b, "round 9", `document.getElementById('used-round').textContent === '9'`)
	b.do(t, "move KS up", chromedp.Click(chromedp.ID("tb-up-1")))
	waitFor(t, b, "the new list", `document.getElementById('used-list').textContent.startsWith('PTS, KS, SB')`)
	b.do(t, "share", chromedp.Click(chromedp.ID("action-share")))
	waitFor(t, b, "the share link", `!!document.getElementById('share-url') && document.getElementById('share-url').value.includes('#s=')`)
	shareURL := eval[string](t, b, `document.getElementById('share-url').value`)
	before := eval[[]row](t, b, pageRows)
	beforeList := eval[string](t, b, `document.getElementById('used-list').textContent`)
	t.Logf("share link: %d characters", len(shareURL))
	b.do(t, "leave", chromedp.Navigate("about:blank"))
	b.do(t, "open the share link", chromedp.Navigate(shareURL))
	waitFor(t, b, "the shared standings", `window.spareggiReady === true && document.querySelectorAll('#standings tbody tr').length > 0`)
	compareRows(t, "share link", eval[[]row](t, b, pageRows), before)
	if got := eval[string](t, b, `document.getElementById('used-list').textContent + ' / ' + document.getElementById('used-round').textContent`); got != beforeList+" / 9" {
		t.Errorf("share link restored %q, want %q", got, beforeList+" / 9")
	}
	// The browser compresses share links with its own CompressionStream,
	// the Go build with compress/flate: each reads the other's links.
	shared, err := app.DecodeState(shareURL[strings.Index(shareURL, "#"):])
	if err != nil || shared.Round != 9 || len(shared.List) == 0 || shared.List[0] != "KS" {
		t.Errorf("the browser's share link read by compress/flate: %+v, %v", shared, err)
	}
	shared.Round = 8
	frag, err := app.EncodeState(shared)
	if err != nil {
		t.Fatal(err)
	}
	b.do(t, "leave", chromedp.Navigate("about:blank"))
	b.do(t, "open a link made by compress/flate", chromedp.Navigate(shareURL[:strings.Index(shareURL, "#")]+"#"+frag))
	waitFor(t, b, "the standings of the Go link", `window.spareggiReady === true && document.getElementById('used-round').textContent === '8'`)
	b.do(t, "back to the shared link", chromedp.Navigate(shareURL))
	waitFor(t, b, "the shared standings again", `window.spareggiReady === true && document.getElementById('used-round').textContent === '9'`)

	// A preset, the compare view and prize sharing.
	setSelect := func(id, value string) {
		eval[bool](t, b, `(() => { const s = document.getElementById('`+id+`'); s.value = '`+value+`'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`)
	}
	setSelect("rules-preset", "fide-rr")
	waitFor(t, b, "the fide-rr list", `document.getElementById('used-list').textContent === 'PTS, DE, WIN, SB, KS'`)
	b.do(t, "compare editions", chromedp.Click(chromedp.ID("action-compare")))
	waitFor(t, b, "the compare view", `document.querySelectorAll('#compare tbody tr').length === 12`)
	eval[bool](t, b, `(() => { document.getElementById('prizes').open = true; const i = document.getElementById('prizes-input'); i.value = '1000 600 400'; i.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`)
	waitFor(t, b, "the prizes", `document.querySelectorAll('#prizes tbody tr').length === 12`)
	prizes := eval[[]string](t, b, `[...document.querySelectorAll('#prizes tbody tr')].slice(0, 3).map(tr => tr.lastElementChild.textContent)`)
	t.Logf("prizes 1000 600 400 (Hort): %v", prizes)
	screenshot(t, b, "compare-prizes", 1280)

	// 7. A malformed file: the positioned error, the text untouched.
	bad := strings.Replace(text2009, "    12 w 1     2 w =", "    12 w 7     2 w =", 1)
	_, _, rerr := formats.Read([]byte(bad), formats.Options{})
	var fe *formats.Error
	if !errors.As(rerr, &fe) || len(fe.Errors()) == 0 {
		t.Fatalf("the reader accepts the malformed text: %v", rerr)
	}
	first := fe.Errors()[0]
	// A new visit, not a reload: the work of the steps before, which the
	// page keeps on the device (app/session.go), is not brought back.
	forgetSessions(t, b)
	b.do(t, "open /", chromedp.Navigate(srv.URL+"/"))
	waitFor(t, b, "the app", `window.spareggiReady === true`)
	js, _ := json.Marshal(bad)
	eval[bool](t, b, `(() => { const a = document.getElementById('input-text'); a.value = `+string(js)+`; a.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`)
	waitFor(t, b, "the error", `!!document.querySelector('.diag.error')`)
	diag := eval[map[string]string](t, b, `(() => { const d = document.querySelector('.diag.error'); return {line: d.dataset.line, col: d.dataset.col, text: d.textContent}; })()`)
	if diag["line"] != itoa(first.Line) || diag["col"] != itoa(first.Col) {
		t.Errorf("error at %s:%s, want %d:%d (%s)", diag["line"], diag["col"], first.Line, first.Col, diag["text"])
	}
	if !strings.Contains(diag["text"], "line "+itoa(first.Line)) {
		t.Errorf("error text %q does not name line %d", diag["text"], first.Line)
	}
	if got := eval[string](t, b, `document.getElementById('input-text').value`); got != bad {
		t.Errorf("the page altered the text")
	}
	t.Logf("malformed input: %s", diag["text"])

	// 7b. The input format, chosen explicitly; the choice travels in the
	// share link; an Italian positioned error.
	checkFormatChoice(t, b, setSelect)

	// 8. The JavaScript API: the same JSON as the engine, and positioned errors.
	checkAPI(t, b, want, text2009, bad, first)

	// 9. The embeddable page and the API example page.
	b.do(t, "open embed.html", chromedp.Navigate(srv.URL+"/embed.html?example=forlano-9"))
	waitFor(t, b, "the embedded standings", `window.spareggiReady === true && document.querySelectorAll('#standings tbody tr').length === 9`)
	if eval[bool](t, b, `!!document.querySelector('header, footer, .examples')`) {
		t.Errorf("embed.html shows the page chrome")
	}
	if got := eval[string](t, b, `document.getElementById('used-edition').textContent`); !strings.Contains(got, "fide2012") {
		t.Errorf("forlano-9 opens under %q, want fide2012", got)
	}
	b.do(t, "open the API example", chromedp.Navigate(srv.URL+"/web/api-example.html"))
	waitFor(t, b, "the API to load", `!document.getElementById('api-run').disabled && document.getElementById('api-text').value.length > 0`)
	b.do(t, "run the example", chromedp.Click(chromedp.ID("api-run")))
	waitFor(t, b, "the example output", `document.getElementById('api-out').textContent.includes('"standings"')`)

	// 10. Nothing left 127.0.0.1.
	if f := b.foreignRequests(srv.URL); len(f) > 0 {
		t.Errorf("requests to other hosts: %v", f)
	}
	t.Logf("%d requests, all to %s", b.requestCount(), srv.URL)

	// 11. Offline: the server is gone and the network is down.
	srv.Stop()
	if _, err := chromedp.Call(b.ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		t.Logf("overrideNetworkState: %v", err)
	}
	off := true
	if _, err := chromedp.Call(b.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: &off,
		MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		t.Fatalf("emulating offline: %v", err)
	}
	b.do(t, "open the example offline", chromedp.Navigate(srv.URL+"/?example=campionato-2009"))
	waitFor(t, b, "the standings offline", `window.spareggiReady === true && document.querySelectorAll('#standings tbody tr').length > 0`)
	compareRows(t, "offline", eval[[]row](t, b, pageRows), wantRows)
	t.Logf("offline: navigator.onLine = %v, standings shown", eval[bool](t, b, `navigator.onLine`))

	for _, p := range b.takeProblems() {
		if strings.Contains(p, "net::ERR_INTERNET_DISCONNECTED") || strings.Contains(p, "Failed to load resource") {
			continue
		}
		t.Errorf("browser reported: %s", p)
	}
}

// checkAPI compares Spareggi.compute with report.JSON, checks its errors and
// measures a 5,000-player Swiss.
func checkAPI(t *testing.T, b *browser, want *engine.Standings, text, bad string, first formats.Diagnostic) {
	t.Helper()
	waitFor(t, b, "the API", `!!window.Spareggi && typeof Spareggi.compute === 'function'`)
	eval[bool](t, b, `Spareggi.ready.then(() => true)`)
	// The document of `spareggi -o json`, from the CLI itself.
	wantJSON := cli(t, "-o", "json", "-tb", example2009, "-round", "10", "../web/examples/campionato-2009.trf")
	js, _ := json.Marshal(text)
	got := eval[string](t, b, `Spareggi.compute(`+string(js)+`, {tiebreaks: '`+example2009+`', round: 10})`)
	if strings.TrimSpace(got) != strings.TrimSpace(wantJSON) {
		t.Errorf("Spareggi.compute differs from spareggi -o json:\n got %.400s\nwant %.400s", got, wantJSON)
	}
	_ = want
	jsBad, _ := json.Marshal(bad)
	e := eval[map[string]any](t, b, `(() => { try { Spareggi.compute(`+string(jsBad)+`); return {thrown: false}; }
		catch (e) { return {thrown: e instanceof Error, message: e.message, line: e.line, column: e.column}; } })()`)
	if e["thrown"] != true || e["line"] != float64(first.Line) || e["column"] != float64(first.Col) ||
		!strings.Contains(e["message"].(string), first.Message) {
		t.Errorf("Spareggi.compute on bad input: %v, want an Error at %d:%d %q", e, first.Line, first.Col, first.Message)
	}
	u := eval[map[string]any](t, b, `(() => { try { Spareggi.compute(`+string(js)+`, {rules: 'nonsense'}); return {}; } catch (e) { return {usage: e.usage, message: e.message}; } })()`)
	if u["usage"] != true {
		t.Errorf("an unknown edition is not a usage error: %v", u)
	}

	// Performance: 5,000 players × 13 rounds with the FIDE Swiss preset.
	big := swissTRF(5000, 13)
	if _, rep, err := formats.Read([]byte(big), formats.Options{}); err != nil {
		t.Fatalf("the generated Swiss is not valid TRF: %v", err)
	} else if len(rep.Diagnostics) > 0 {
		// A warning would time the reader's recovery, not a clean file.
		t.Fatalf("the generated Swiss reads with %d diagnostics, the first: %s", len(rep.Diagnostics), rep.Diagnostics[0].Message)
	}
	jsBig, _ := json.Marshal(big)
	eval[bool](t, b, `(() => { window.__big = `+string(jsBig)+`; return true; })()`)
	var recompute []float64
	for i := 0; i < 5; i++ {
		r := eval[map[string]float64](t, b, `(() => { const t0 = performance.now();
			const j = Spareggi.compute(window.__big, {preset: 'fide-swiss'});
			const ms = performance.now() - t0;
			return {ms: ms, rows: JSON.parse(j).standings.length}; })()`)
		if r["rows"] != 5000 {
			t.Errorf("5,000-player Swiss: %v rows", r["rows"])
		}
		if i == 0 {
			t.Logf("Spareggi.compute 5,000 players × 13 rounds, fide-swiss, first call (reads the text): %.0f ms", r["ms"])
			continue
		}
		recompute = append(recompute, r["ms"])
	}
	sort.Float64s(recompute)
	t.Logf("Spareggi.compute 5,000 × 13 again (text already read), 4 runs: %.0f ms (median %.0f, range %.0f–%.0f; target < 150 ms)",
		recompute, (recompute[1]+recompute[2])/2, recompute[0], recompute[3])
	if med := (recompute[1] + recompute[2]) / 2; med > 150 {
		t.Logf("NOTE: the median recompute is above the 150 ms target")
	}
	start := time.Now()
	ev, _, _ := formats.Read([]byte(big), formats.Options{})
	if _, err := engine.Compute(ev, engine.Options{Preset: "fide-swiss"}); err != nil {
		t.Errorf("native compute of the big Swiss: %v", err)
	}
	t.Logf("the same natively (read + compute): %.0f ms", time.Since(start).Seconds()*1000)
}

// cli runs cmd/spareggi with args and returns its standard output.
func cli(t *testing.T, args ...string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "spareggi")
	build := exec.Command("go", "build", "-o", bin, "./cmd/spareggi")
	build.Dir = repoRoot(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building cmd/spareggi: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, args...).Output()
	if err != nil {
		t.Fatalf("spareggi %v: %v", args, err)
	}
	return string(out)
}

// checkPrerendered fetches the page without a browser: its text is there
// before any script runs.
func checkPrerendered(t *testing.T, base string) {
	t.Helper()
	res, err := http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	for _, s := range []string{"Content-Security-Policy", "Italian championship 2009", "Paste a crosstable here", "/web/spareggi.css"} {
		if !strings.Contains(string(body), s) {
			t.Errorf("the pre-rendered page lacks %q", s)
		}
	}
	for _, s := range []string{"raw.githubusercontent.com", "https://", "http://127.0.0.1"} {
		if strings.Contains(string(body), s) {
			t.Errorf("the pre-rendered page names %q", s)
		}
	}
	wres, err := http.Get(base + "/web/app.wasm")
	if err != nil {
		t.Fatal(err)
	}
	wres.Body.Close()
	if ct := wres.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("app.wasm served as %q", ct)
	}
}

// logSizes logs the sizes of app.wasm, raw and compressed.
func logSizes(t *testing.T, dist string) {
	for _, f := range []string{"app.wasm", "app.wasm.gz", "app.wasm.br"} {
		if st, err := os.Stat(dist + "/web/" + f); err == nil {
			t.Logf("%s: %d bytes (%.2f MB)", f, st.Size(), float64(st.Size())/1e6)
		}
	}
	if st, err := os.Stat(dist + "/web/app.wasm.gz"); err == nil && st.Size() > 2500000 {
		t.Logf("NOTE: app.wasm.gz is %d bytes, above the 2.5 MB target", st.Size())
	}
	// The served .gz comes from pigz -11 (zopfli) when installed; gzip -9
	// is the usual yardstick, so it is logged too.
	if out, err := exec.Command("sh", "-c", "gzip -9 -n -c '"+dist+"/web/app.wasm' | wc -c").Output(); err == nil {
		t.Logf("app.wasm by gzip -9: %s bytes (the served app.wasm.gz is the zopfli encoding when pigz is installed)", strings.TrimSpace(string(out)))
	}
}

// seed002 is the strip table of Forlano's complete case (docs/tiebreaks.md
// §14.2), one row a line, as kept in engine/formats/testdata.
var seed002 = func() string {
	b, err := os.ReadFile("../engine/formats/testdata/x-strip-seed002-rows.txt")
	if err != nil {
		panic(err)
	}
	return string(b)
}()

// checkFormatChoice pastes the strips of docs/tiebreaks.md §14.2, forces TRF (an error),
// then strips (questions, then standings), reopens the share link, and
// checks an error translated into Italian with its line and column.
func checkFormatChoice(t *testing.T, b *browser, setSelect func(id, value string)) {
	t.Helper()
	paste := func(text string) {
		js, _ := json.Marshal(text)
		eval[bool](t, b, `(() => { const a = document.getElementById('input-text'); a.value = `+string(js)+`; a.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`)
	}
	textIs := func(want string) {
		t.Helper()
		if got := eval[string](t, b, `document.getElementById('input-text').value`); got != want {
			t.Errorf("the page altered the text: %q", got)
		}
	}
	answer := func(id, option string) {
		sel := `.question[data-id="` + id + `"] button.answer[data-answer="` + option + `"]`
		waitFor(t, b, id+" = "+option, `!!document.querySelector('`+sel+`')`)
		b.do(t, "answer "+id, chromedp.Click(chromedp.CSS(sel)))
		waitFor(t, b, id+" answered", `document.querySelector('`+sel+`').getAttribute('aria-pressed') === 'true'`)
	}
	paste(seed002)
	waitFor(t, b, "the strips detected", `document.getElementById('input-format').dataset.detected === 'strip' && !!document.querySelector('.question[data-id="Q-BYE/r3/p3"]')`)
	if got := eval[string](t, b, `document.getElementById('input-format').selectedOptions[0].textContent`); !strings.Contains(got, "Wallchart strips") {
		t.Errorf("the automatic option says %q, not the format found", got)
	}

	// Forced to TRF: the strips are not a TRF.
	setSelect("input-format", "trf")
	waitFor(t, b, "the TRF error", `!!document.querySelector('.diag.error[data-code="E-TRF-NO-PLAYERS"]')`)
	textIs(seed002)

	// Forced to strips: the byes are asked, then the standings appear.
	setSelect("input-format", "strip")
	waitFor(t, b, "the bye questions", `!document.querySelector('.diag.error') && !!document.querySelector('.question[data-id="Q-BYE/r3/p3"]')`)
	for _, id := range []string{"Q-BYE/r3/p3", "Q-BYE/r3/p6", "Q-BYE/r4/p7", "Q-BYE/r4/p8"} { // one question per +BYE cell
		answer(id, "fpb")
	}
	waitFor(t, b, "the strip standings", `document.querySelectorAll('#standings tbody tr').length === 9`)
	status := eval[string](t, b, `document.getElementById('input-status').textContent`)
	if !strings.Contains(status, "Wallchart strips") || !strings.Contains(status, "9 players") {
		t.Errorf("status %q", status)
	}
	if got := eval[string](t, b, `document.getElementById('input-format').value`); got != "strip" {
		t.Errorf("the selector shows %q", got)
	}
	textIs(seed002)
	rows := eval[[]row](t, b, pageRows)

	// The share link restores the choice and the standings.
	b.do(t, "share", chromedp.Click(chromedp.ID("action-share")))
	waitFor(t, b, "the share link", `!!document.getElementById('share-url') && document.getElementById('share-url').value.includes('#s=')`)
	shareURL := eval[string](t, b, `document.getElementById('share-url').value`)
	b.do(t, "leave", chromedp.Navigate("about:blank"))
	b.do(t, "open the share link", chromedp.Navigate(shareURL))
	waitFor(t, b, "the shared strip standings", `window.spareggiReady === true && document.querySelectorAll('#standings tbody tr').length === 9`)
	if got := eval[string](t, b, `document.getElementById('input-format').value`); got != "strip" {
		t.Errorf("the share link restored the format %q", got)
	}
	compareRows(t, "strip share link", eval[[]row](t, b, pageRows), rows)
	textIs(seed002)

	// The acceptance case: the table of docs/tiebreaks.md §14.2 under the 2012 rules,
	// and why CARLO's Buchholz is what it is (virtual opponent in round 3).
	setSelect("rules-edition", "fide2012")
	waitFor(t, b, "the 2012 rules", `document.getElementById('used-edition').textContent.includes('fide2012')`)
	eval[bool](t, b, `(() => { const tr = [...document.querySelectorAll('#standings tbody tr')].find(r => r.textContent.includes('CARLO'));
		tr.querySelector('button.cell[data-col="1"]').click(); return true; })()`)
	waitFor(t, b, "CARLO's Buchholz", `!!document.getElementById('explain') && document.getElementById('explain-title').textContent.startsWith('BH of CARLO')`)
	carlo := eval[string](t, b, `document.getElementById('explain').textContent`)
	for _, w := range []string{"11.5", "virtual opponent", "Svon = SPR"} {
		if !strings.Contains(carlo, w) {
			t.Errorf("CARLO's BH under fide2012 does not say %q: %s", w, carlo)
		}
	}
	screenshot(t, b, "carlo-fide2012", 1280)
	b.do(t, "close CARLO's explanation", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, "the explanation to close", `!document.getElementById('explain')`)
	setSelect("rules-edition", "")
	waitFor(t, b, "the default rules", `!document.getElementById('used-edition').textContent.includes('fide2012')`)

	// A bad cell, then Italian: the error is translated and positioned, with
	// the player, round and cell, and no English.
	bad := strings.Replace(seed002, "+W8", "+Q8", 1)
	_, _, rerr := formats.Read([]byte(bad), formats.Options{Format: formats.FormatStrip, Answers: map[string]string{"Q-BYE/*": "fpb"}})
	var fe *formats.Error
	if !errors.As(rerr, &fe) || len(fe.Errors()) == 0 || fe.Errors()[0].Code != "E-STRIP-CELL" {
		t.Fatalf("the reader accepts the bad strip: %v", rerr)
	}
	first := fe.Errors()[0]
	paste(bad)
	waitFor(t, b, "the strip error", `!!document.querySelector('.diag.error[data-code="E-STRIP-CELL"]')`)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "Italian", `document.documentElement.lang === 'it' && document.getElementById('input-format').labels[0].textContent === 'Formato'`)
	d := eval[map[string]string](t, b, `(() => { const d = document.querySelector('.diag.error[data-code="E-STRIP-CELL"]');
		return {line: d.dataset.line, col: d.dataset.col, pos: d.querySelector('.goto').textContent, msg: d.querySelector('.msg').textContent,
			sev: d.querySelector('.sev').textContent}; })()`)
	want := map[string]string{"line": itoa(first.Line), "col": itoa(first.Col), "pos": "riga " + itoa(first.Line) + ", colonna " + itoa(first.Col),
		"msg": "Riga 1 ANDREA, turno 5: \"+Q8\" non è una casella di risultato. Atteso un risultato con un avversario (+W5, =B4, -8, +F12), +BYE, =BYE, -BYE o --.", "sev": "Errore"}
	for k, w := range want {
		if d[k] != w {
			t.Errorf("Italian error: %s = %q, want %q", k, d[k], w)
		}
	}
	t.Logf("Italian positioned error: %s %s: %s", d["sev"], d["pos"], d["msg"])
	screenshot(t, b, "format-error-it", 1280)
	textIs(bad)
	b.do(t, "back to en", chromedp.Click(chromedp.ID("lang-en")))
	waitFor(t, b, "English", `document.documentElement.lang === 'en'`)
}
