//go:build e2e

package e2e

import (
	"bufio"
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/inspector"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// repoRoot is the module root, one level above this package.
func repoRoot(t testing.TB) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Dir(wd)
}

// built is the site build.sh made for this test process, shared by the
// tests (a build takes minutes).
var built struct {
	once sync.Once
	tmp  string // removed by TestMain
	dir  string
	err  error
	out  string
}

// TestMain ends the shared Chromium and removes the sites built for the
// tests.
func TestMain(m *testing.M) {
	code := m.Run()
	endSharedChromium()
	for _, tmp := range []string{built.tmp, floorBuilt.tmp} {
		if tmp != "" {
			os.RemoveAll(tmp)
		}
	}
	os.Exit(code)
}

// buildSite runs build.sh into a temporary directory (once per test
// process), or returns $SPAREGGI_DIST when set.
func buildSite(t testing.TB) string {
	t.Helper()
	if d := os.Getenv("SPAREGGI_DIST"); d != "" {
		if !filepath.IsAbs(d) { // relative to the module root, not to e2e/
			d = filepath.Join(repoRoot(t), d)
		}
		if _, err := os.Stat(filepath.Join(d, "index.html")); err != nil {
			t.Fatalf("SPAREGGI_DIST=%s: no site there (run ./build.sh): %v", d, err)
		}
		return d
	}
	root := repoRoot(t)
	built.once.Do(func() {
		tmp, err := os.MkdirTemp("", "spareggi-e2e-")
		if err != nil {
			built.err = err
			return
		}
		built.tmp, built.dir = tmp, filepath.Join(tmp, "dist")
		start := time.Now()
		cmd := exec.Command("sh", filepath.Join(root, "build.sh"))
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "DIST="+built.dir)
		out, err := cmd.CombinedOutput()
		built.err = err
		built.out = fmt.Sprintf("build.sh (%.0fs): %s", time.Since(start).Seconds(), lastLine(string(out)))
		if err != nil {
			built.out += "\n" + string(out)
		}
	})
	if built.err != nil {
		t.Fatalf("build.sh: %v\n%s", built.err, built.out)
	}
	t.Log(built.out)
	return built.dir
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// server is cmd/serve running on a random port of 127.0.0.1.
type server struct {
	URL string
	cmd *exec.Cmd
}

// startServer builds cmd/serve and starts it on 127.0.0.1:0.
func startServer(t testing.TB, dist string) *server {
	t.Helper()
	root := repoRoot(t)
	bin := filepath.Join(t.TempDir(), "serve")
	build := exec.Command("go", "build", "-o", bin, "./cmd/serve")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building cmd/serve: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-dir", dist, "-addr", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		cmd.Process.Kill()
		t.Fatalf("cmd/serve printed no address: %v", err)
	}
	i := strings.Index(line, "http://")
	if i < 0 {
		cmd.Process.Kill()
		t.Fatalf("cmd/serve printed %q", line)
	}
	s := &server{URL: strings.TrimRight(strings.TrimSpace(line[i:]), "/"), cmd: cmd}
	t.Cleanup(s.Stop)
	return s
}

// Stop ends the server (idempotent).
func (s *server) Stop() {
	if s.cmd != nil && s.cmd.Process != nil {
		s.cmd.Process.Kill()
		s.cmd.Wait()
		s.cmd = nil
	}
}

// findChromium returns the browser binary; a missing browser fails the test.
func findChromium(t testing.TB) string {
	t.Helper()
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("no Chromium found: install it (apt-get install -y chromium) or set CHROMIUM; the end-to-end tests need a real browser")
	return ""
}

// browser is one tab of a headless Chromium, and what it saw.
type browser struct {
	ctx context.Context

	mu        sync.Mutex
	requests  []string // every URL the page asked for
	byID      map[network.RequestID]string
	failed    []string // the requests that failed: URL and error
	problems  []string // console errors, exceptions, CSP violations
	consoleOK bool
}

// chromiumOptions are the flags the CI machine needs, for a browser whose
// profile is the directory profile.
func chromiumOptions(exe, profile string) []chromedp.ExecAllocatorOption {
	return append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.NoSandbox,
		chromedp.UserDataDir(profile),
		chromedp.Flag("headless", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("lang", "en-US"),
		chromedp.WindowSize(1280, 900),
	)
}

// shared is the Chromium the tests share (started by the first test that
// asks for it, ended by TestMain): each test has a browser context of its
// own in it.
var shared struct {
	once    sync.Once
	ctx     context.Context // its first tab, left blank
	cancel  func()
	profile string // removed by TestMain
	err     error
}

// sharedChromium starts the shared Chromium once per test process.
func sharedChromium(t testing.TB) context.Context {
	t.Helper()
	exe := findChromium(t)
	shared.once.Do(func() {
		shared.profile, shared.err = os.MkdirTemp("", "spareggi-e2e-chromium-")
		if shared.err != nil {
			return
		}
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), chromiumOptions(exe, shared.profile)...)
		// The browser outlives the test that started it: it logs to
		// the standard error, not to that test.
		ctx, cancelC := chromedp.NewContext(actx)
		shared.ctx, shared.cancel = ctx, func() { cancelC(); cancelA() }
		if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
			shared.err = fmt.Errorf("starting %s: %w", exe, err)
		}
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.ctx
}

// endSharedChromium ends the shared Chromium, if a test started it.
func endSharedChromium() {
	if shared.cancel != nil {
		shared.cancel()
	}
	if shared.profile != "" {
		os.RemoveAll(shared.profile)
	}
}

// newBrowser opens a tab for the test in a new browser context of the
// shared Chromium: the test's cookies, storage, cache, service workers,
// permissions and downloads are its own, as in a fresh profile, and the
// tab, in a window of its own of the flags' size, is closed and its context
// disposed of when the test ends. Tests whose timings depend on the
// browser's profile on disk (its code cache) start their own with
// newOwnBrowser.
func newBrowser(t testing.TB) *browser {
	t.Helper()
	ctx, cancel := chromedp.NewContext(sharedChromium(t), chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	b := &browser{ctx: ctx}
	// Open the tab (its first action, without a deadline: it binds the
	// tab's life to ctx), then listen to it.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	b.listen(t, ctx)
	return b
}

// newOwnBrowser starts a Chromium of the test's own with a fresh profile
// on disk, as a first visitor's: for the tests that measure a page's load.
func newOwnBrowser(t testing.TB) *browser { return newBrowserWith(t, "") }

// newBrowserWith starts a Chromium of the test's own with a profile whose
// preferences are the JSON prefs ("" for the defaults).
func newBrowserWith(t testing.TB, prefs string) *browser {
	t.Helper()
	exe := findChromium(t)
	profile := t.TempDir()
	if prefs != "" {
		if err := os.MkdirAll(filepath.Join(profile, "Default"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(profile, "Default", "Preferences"), []byte(prefs), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), chromiumOptions(exe, profile)...)
	ctx, cancelC := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	t.Cleanup(func() { cancelC(); cancelA() })
	b := &browser{ctx: ctx}
	// Start the browser, then listen to the tab.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	b.listen(t, ctx)
	return b
}

// browserContextID is the browser context of b's tab ("" for the default
// context of a browser of its own).
func (b *browser) browserContextID() cdp.BrowserContextID {
	return chromedp.FromContext(b.ctx).BrowserContextID
}

// listen records the requests and problems of the target of ctx (the tab,
// or a frame of another site in it).
func (b *browser) listen(t testing.TB, ctx context.Context) {
	t.Helper()
	err := chromedp.Listen(ctx, func(ev any) {
		b.mu.Lock()
		defer b.mu.Unlock()
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			b.requests = append(b.requests, ev.Request.URL)
			if b.byID == nil {
				b.byID = map[network.RequestID]string{}
			}
			b.byID[ev.RequestID] = ev.Request.URL
		case *network.EventLoadingFailed:
			b.failed = append(b.failed, b.byID[ev.RequestID]+": "+ev.ErrorText)
		case *runtime.EventExceptionThrown:
			b.problems = append(b.problems, "exception: "+ev.ExceptionDetails.Text+" "+exceptionDescription(ev))
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range ev.Args {
				parts = append(parts, string(a.Value)+a.Description)
			}
			text := strings.Join(parts, " ")
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				b.problems = append(b.problems, "console.error: "+text)
			} else if goDied(text) {
				// wasm_exec.js prints the Go program's standard error
				// (a panic) with console.log.
				b.problems = append(b.problems, "console: "+text)
			}
		case *inspector.EventTargetCrashed:
			// The tab's renderer died (out of memory): nothing it
			// evaluates afterwards answers.
			b.problems = append(b.problems, "the tab's renderer crashed")
		case *log.EventEntryAdded:
			if ev.Entry.Level == log.EntryLevelError || strings.Contains(ev.Entry.Text, "Content Security Policy") {
				b.problems = append(b.problems, "log: "+ev.Entry.Text+" "+ev.Entry.URL)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}

// goDied reports whether a console message says the Go program panicked or
// exited.
func goDied(text string) bool {
	for _, s := range []string{"panic:", "fatal error:", "Go program has already exited", "goroutine "} {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

func exceptionDescription(ev *runtime.EventExceptionThrown) string {
	if ev.ExceptionDetails.Exception != nil {
		return ev.ExceptionDetails.Exception.Description
	}
	return ""
}

// foreignRequests returns the requests to anything but the test server.
func (b *browser) foreignRequests(base string) []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	bu, _ := url.Parse(base)
	var out []string
	for _, r := range b.requests {
		u, err := url.Parse(r)
		if err != nil {
			out = append(out, r)
			continue
		}
		switch u.Scheme {
		case "data", "blob", "about":
			continue
		}
		if u.Host != bu.Host {
			out = append(out, r)
		}
	}
	return out
}

// takeFailed returns and forgets the failed requests seen so far.
func (b *browser) takeFailed() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	f := b.failed
	b.failed = nil
	return f
}

// takeRequests returns and forgets the requests seen so far.
func (b *browser) takeRequests() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	r := b.requests
	b.requests = nil
	return r
}

// takeProblems returns and forgets the problems seen so far.
func (b *browser) takeProblems() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.problems
	b.problems = nil
	return p
}

// requestCount is the number of requests seen so far.
func (b *browser) requestCount() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.requests)
}

// do runs actions with a timeout.
func (b *browser) do(t testing.TB, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression (awaiting a promise) into T.
func eval[T any](t testing.TB, b *browser, expr string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %.120s: %v", expr, err)
	}
	return v
}

// tableDrawn is true when the standings table has drawn every row it
// shows: it draws them a chunk per frame, busy (aria-busy) until the last.
const tableDrawn = `(!!document.getElementById('standings') && document.getElementById('standings').getAttribute('aria-busy') !== 'true')`

// waitFor polls a JavaScript condition until it is true. An evaluation
// that fails (the page is navigating, the context was replaced) is retried.
func waitFor(t testing.TB, b *browser, what, cond string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	var lastErr error
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { try { return !!(`+cond+`); } catch (e) { return false; } })()`))
		cancel()
		if err == nil && ok {
			return
		}
		lastErr = err
		time.Sleep(25 * time.Millisecond)
	}
	// The page's text, for the report, within a deadline of its own: a
	// page that no longer evaluates anything (its renderer crashed, its
	// main thread is stuck) must fail the test, not hang the run.
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText.slice(0, 2000) : ""`))
	cancel()
	if err != nil {
		text = "(the page did not answer: " + err.Error() + ")"
	}
	b.mu.Lock()
	if len(b.problems) > 0 {
		text += "\nthe browser reported:\n" + strings.Join(b.problems, "\n")
	}
	b.mu.Unlock()
	t.Fatalf("waiting for %s (%s): timed out (last error: %v)\npage text:\n%s", what, cond, lastErr, text)
}

// screenshot saves a full-page screenshot at the given width under
// e2e/artifacts.
func screenshot(t *testing.T, b *browser, name string, width int64) {
	t.Helper()
	if err := os.MkdirAll("artifacts", 0o755); err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.EmulateViewportOption{}
	if width < 500 {
		opts = append(opts, chromedp.EmulateScale(2), chromedp.EmulateMobile)
	}
	b.do(t, "viewport", chromedp.EmulateViewport(width, 900, opts...), chromedp.Sleep(300*time.Millisecond))
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join("artifacts", fmt.Sprintf("%s-%d.png", name, width))
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s (%d bytes)", path, len(png))
}
