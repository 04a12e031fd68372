//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// site is a built site served on 127.0.0.1 and one fresh browser: the
// start of every user-action test.
type site struct {
	srv *server
	b   *browser
}

// newSite builds (once) and serves the site, and opens a tab of the shared
// Chromium in a browser context of its own (newBrowser).
func newSite(t *testing.T) *site { return newSiteIn(t, newBrowser) }

// newOwnSite is newSite with a Chromium of the test's own and a fresh
// profile on disk (newOwnBrowser): for the tests that measure a page's
// load.
func newOwnSite(t *testing.T) *site { return newSiteIn(t, newOwnBrowser) }

// newSiteIn builds (once) and serves the site, with the browser open makes.
// newEnglishSite is newSite with the page opened at / in English, as the
// tests that read its English texts start.
func newEnglishSite(t *testing.T) *site {
	t.Helper()
	s := newSite(t)
	s.open(t, "/", false)
	s.b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	return s
}

func newSiteIn(t *testing.T, open func(testing.TB) *browser) *site {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	findChromium(t)
	dist := buildSite(t)
	return &site{srv: startServer(t, dist), b: open(t)}
}

// open loads path on a fresh page and waits until the WebAssembly has
// rendered it (and its standings, when standings is set).
func (s *site) open(t *testing.T, path string, standings bool) {
	t.Helper()
	// What the browser reports is the failure of the test that saw it,
	// even when the test stopped early.
	t.Cleanup(func() { s.noProblems(t, t.Name()) })
	forgetSessions(t, s.b)
	s.b.do(t, "leave", chromedp.Navigate("about:blank"))
	s.b.do(t, "open "+path, chromedp.Navigate(s.srv.URL+path))
	cond := `window.spareggiReady === true`
	if standings {
		cond += ` && document.querySelectorAll('#standings tbody tr').length > 0`
	}
	waitFor(t, s.b, path, cond)
}

// answers checks that the page still answers after an action: a value opens
// its explanation, Escape closes it, and the browser reported no panic,
// exception or console error.
func (s *site) answers(t *testing.T, after string) {
	t.Helper()
	s.noProblems(t, after)
	b := s.b
	b.do(t, after+": open an explanation", chromedp.Click(chromedp.CSS(`#standings tbody tr:first-child button.cell[data-col="0"]`)))
	waitFor(t, b, after+": the explanation", `!!document.getElementById('explain-title') && document.getElementById('explain-title').textContent !== ''`)
	closeExplanation(t, b, after)
	s.noProblems(t, after)
}

// closeExplanation closes the open explanation with Escape, as a keyboard
// user does, and waits for it to go. Escape goes to the dialog once it has
// the focus (it takes it when it is drawn, app/explain.go): a key sent
// before is the page's, so it waits for the focus first.
func closeExplanation(t *testing.T, b *browser, what string) {
	t.Helper()
	waitFor(t, b, what+": the explanation's focus", `!!document.activeElement && !!document.activeElement.closest('#explain')`)
	b.do(t, what+": close the explanation", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, what+": the explanation to close", `!document.getElementById('explain')`)
}

// noProblems fails the test for every problem the browser reported.
func (s *site) noProblems(t *testing.T, after string) {
	t.Helper()
	for _, p := range s.b.takeProblems() {
		t.Errorf("after %s the browser reported: %s", after, p)
	}
}

// setValue sets a form control's value and fires the event a user's edit
// fires ("input" or "change").
func (s *site) setValue(t *testing.T, id, value, event string) {
	t.Helper()
	js, _ := json.Marshal(value)
	eval[bool](t, s.b, `(() => { const e = document.getElementById('`+id+`'); e.value = `+string(js)+`;
		e.dispatchEvent(new Event('`+event+`', {bubbles: true})); return true; })()`)
}

// downloads saves the files the page offers into a directory and reports
// each one saved.
type downloads struct {
	dir  string
	mu   sync.Mutex
	name map[string]string // GUID → suggested file name
	done chan string       // GUIDs of finished downloads
}

// enableDownloads makes the browser save the downloads of b's browser
// context into a temporary directory. The events of the shared Chromium's
// downloads come from every test's context: a download is the test's when
// its file is in the test's directory.
func enableDownloads(t *testing.T, b *browser) *downloads {
	t.Helper()
	d := &downloads{dir: t.TempDir(), name: map[string]string{}, done: make(chan string, 16)}
	shared := b.browserContextID() != ""
	err := chromedp.ListenBrowser(b.ctx, func(ev any) {
		switch ev := ev.(type) {
		case *cdpbrowser.EventDownloadWillBegin:
			d.mu.Lock()
			d.name[ev.GUID] = ev.SuggestedFilename
			d.mu.Unlock()
		case *cdpbrowser.EventDownloadProgress:
			if ev.State == cdpbrowser.DownloadProgressStateCompleted || ev.State == cdpbrowser.DownloadProgressStateCanceled {
				if shared {
					if _, err := os.Stat(filepath.Join(d.dir, ev.GUID)); err != nil {
						return // another test's download
					}
				}
				d.done <- ev.GUID
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllowAndName, BrowserContextID: b.browserContextID(), DownloadPath: d.dir, EventsEnabled: ptr(true),
	}); err != nil {
		t.Fatal(err)
	}
	return d
}

func ptr[T any](v T) *T { return &v }

// wait returns the name and content of the next finished download.
func (d *downloads) wait(t *testing.T, what string) (string, []byte) {
	t.Helper()
	select {
	case guid := <-d.done:
		d.mu.Lock()
		name := d.name[guid]
		d.mu.Unlock()
		data, err := os.ReadFile(filepath.Join(d.dir, guid))
		if err != nil {
			t.Fatalf("%s: the download %q was not saved: %v", what, name, err)
		}
		return name, data
	case <-time.After(15 * time.Second):
		t.Fatalf("%s: no file was downloaded", what)
	}
	return "", nil
}

// grantClipboard lets the page write and the test read the clipboard. The
// shared Chromium has one clipboard: the test holds it until it ends
// (holdClipboard).
func grantClipboard(t *testing.T, b *browser, origin string) {
	t.Helper()
	if b.browserContextID() != "" {
		holdClipboard(t, b)
	}
	for _, p := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: p}, Setting: "granted", Origin: origin, BrowserContextID: b.browserContextID(),
		}); err != nil {
			t.Fatalf("granting %s: %v", p, err)
		}
	}
}

// clipboardHeld is the shared Chromium's clipboard, held by one test (and
// its subtests) at a time, so that no other test's copy or paste comes
// between a test's own: its lock, and the name of the test that holds it.
var clipboardHeld struct {
	lock sync.Mutex
	mu   sync.Mutex
	by   string
}

// holdClipboard waits until no other test holds the clipboard, and holds it
// until t ends; a test that holds it already goes on. It empties the
// clipboard through b before it lets it go, as the next test's own
// browser would find it.
func holdClipboard(t *testing.T, b *browser) {
	t.Helper()
	top, _, _ := strings.Cut(t.Name(), "/")
	clipboardHeld.mu.Lock()
	mine := clipboardHeld.by == top
	clipboardHeld.mu.Unlock()
	if mine {
		return
	}
	clipboardHeld.lock.Lock()
	clipboardHeld.mu.Lock()
	clipboardHeld.by = top
	clipboardHeld.mu.Unlock()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
		chromedp.Run(ctx, chromedp.Evaluate[any](`(async () => { try { await navigator.clipboard.writeText(''); } catch (e) {} return true; })()`, chromedp.EvalAwaitPromise))
		cancel()
		clipboardHeld.mu.Lock()
		clipboardHeld.by = ""
		clipboardHeld.mu.Unlock()
		clipboardHeld.lock.Unlock()
	})
}

// clipboard reads the clipboard's text.
func clipboard(t *testing.T, b *browser) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("reading the clipboard: %v", err)
	}
	return v
}

// lines splits text into its non-empty lines.
func lines(s string) []string {
	var out []string
	for _, l := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// forgetSessions drops the work the page kept on the device (app/
// session.go) before a test opens a page anew: a test's open is a new
// visit, not a reload of the work before it (TestSessionSurvivesReload
// reloads, and finds it). The language and the exercise's answers stay.
// The page being left keeps nothing more: a change it was about to keep
// (it waits a moment after each) would otherwise be found by the next
// open.
func forgetSessions(t *testing.T, b *browser) {
	t.Helper()
	eval[bool](t, b, `(() => { try {
		const set = Storage.prototype.setItem;
		Storage.prototype.setItem = function (k, v) { if (!String(k).startsWith('spareggi.session.')) set.call(this, k, v); };
		Object.keys(localStorage).filter(k => k.startsWith('spareggi.session.')).forEach(k => localStorage.removeItem(k));
	} catch (e) {} return true; })()`)
}

// newTab opens a second tab in b's browser context, listened to as b's
// is. Its first action runs without a deadline: chromedp binds a new tab's
// life to the context of the first action run on it, so a tab made under a
// deadline (b.do's) stops answering once that action returns, and every
// later evaluation in it waits for ever.
func newTab(t *testing.T, b *browser) *browser {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("opening a second tab: %v", err)
	}
	tab := &browser{ctx: ctx}
	tab.listen(t, ctx)
	return tab
}
