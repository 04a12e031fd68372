// Package e2e holds the end-to-end tests of the page: they build the static
// site (build.sh), serve it on 127.0.0.1 with cmd/serve and drive Debian's
// Chromium through the DevTools protocol (chromedp).
//
//	go test -tags e2e ./e2e  # every test, a few minutes with the build
//	go test -short ./...     # leaves them out (not even linked)
//
// The test files build only with the e2e tag (./test.sh sets it): without
// it, go test ./... does not link this package's 17 MB test binary, which
// -short would only skip. An editor needs the tag too (gopls:
// "buildFlags": ["-tags=e2e"]).
//
// The site is built once per test process, and each test starts its own
// server (its own origin) and opens a tab of one Chromium the test process
// shares (newBrowser, newSite: started by the first test that asks, ended
// by TestMain), in a browser context of its own: its cookies, storage,
// cache, service workers, permissions and downloads are the test's, and
// its console errors and exceptions fail that test only. The shared
// Chromium has one clipboard: a test that grants it (grantClipboard,
// pasteClipboard) holds it until it ends. A test that needs a profile of
// its own starts a Chromium of its own: newBrowserWith (preferences, the
// cross-site embed tests), newOwnBrowser and newOwnSite (the tests that
// measure a page's load, with a profile on disk as a first visitor's).
//
// Tests that do not depend on each other call t.Parallel() (go test runs
// them -parallel at a time, by default as many as the machine's cores);
// a test that measures time or size, or reads performance, does not, so
// it runs alone: TestEndToEnd, TestColdStart, TestPasteSpeed,
// TestPasteOverText, TestPrintedProgress, TestJunkRefusedAtOnce,
// TestBounds*, TestEmbedExplainAllBounded, TestTeamEvent,
// TestSortClick1000, TestWhatIf, TestWhatIfProgressAndCancel,
// TestTableShowAllRows (long tasks), TestWasmSizeBudget and
// TestWasmBuildFlags. Neither does a test that uses the clipboard (Ctrl+V
// or Ctrl+C, a copy action): a paste needs its page focused, which two
// tabs at once are not; so TestEveryAction, TestExerciseNothingRevealed,
// TestExportsInPageLanguage, TestLangParam,
// TestNewTextStartsFromItsOwnRules, TestPasteHTMLFromClipboard,
// TestPasteVegaHTMLForfeits, TestSessionSurvivesReload and the tests of
// pastebig_test.go run alone (go test runs the parallel tests after all of
// these, never beside one). TestCorpusInThePage also runs in a Chromium of
// its own (newOwnSite): in the shared one, one of its hundred pastes twice
// found another text than the one written to the clipboard, even alone.
//
// The tests: TestEndToEnd (the main scenario and its timings),
// TestEveryAction (each action a user can take, on a fresh page, with its
// effect checked: files downloaded and read back, the clipboard, print,
// share links, compare, prizes, lots, a file chosen, the rules changed,
// every example, the languages; after each one a value still opens its
// explanation and a WebAssembly panic fails the test), TestEmbedCrossSite
// (web/embed-example.html on localhost embedding /embed.html from
// 127.0.0.1 with the frame's storage blocked, through the postMessage API),
// TestPhone360 (nothing wider than a 360 px screen), TestAccessibility,
// TestAxe (axe-core's WCAG 2.1 A/AA and best-practice rules on every view,
// at 1280 px and 360 px; test.sh installs axe-core from the npm registry
// into the git-ignored e2e/.axe, and the test does when it is missing),
// TestDetails, TestColdStart (a first visit's breakdown) and TestOffline.
// CONTROLS.md lists every control of the page with the test that performs
// it and the effect it checks; the TestControls… tests
// (controls_*_test.go) perform those no other test did.
//
// A missing browser is a failure, not a skip. CHROMIUM names the browser
// binary (default: chromium, chromium-browser, google-chrome on $PATH);
// SPAREGGI_DIST names a site already built (e.g. dist, relative to the
// module root), to skip the build. Screenshots
// are written to e2e/artifacts/.
package e2e
