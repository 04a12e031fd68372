//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// axeTags are the rule sets the page must pass: WCAG 2.0 and 2.1, levels A
// and AA, and axe's best practices.
var axeTags = []string{"wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"}

// axeSource returns axe.min.js, the axe-core of the version pinned in
// e2e/axe-core.version, installed from the npm registry into the
// git-ignored e2e/.axe (test.sh installs it; when it is missing this
// installs it the same way). It is never part of the repository.
func axeSource(t *testing.T) string {
	t.Helper()
	pin, err := os.ReadFile("axe-core.version")
	if err != nil {
		t.Fatal(err)
	}
	version := strings.TrimSpace(string(pin))
	dir := filepath.Join(".axe", "node_modules", "axe-core")
	installed := func() bool {
		var pkg struct{ Version string }
		data, err := os.ReadFile(filepath.Join(dir, "package.json"))
		return err == nil && json.Unmarshal(data, &pkg) == nil && pkg.Version == version
	}
	if !installed() {
		npm, err := exec.LookPath("npm")
		if err != nil {
			t.Fatalf("axe-core %s is not installed in e2e/.axe and npm is not available to install it: run ./test.sh (it installs npm and axe-core), or install npm (apt-get install -y npm) and run: npm install --no-save --prefix e2e/.axe axe-core@%s", version, version)
		}
		cmd := exec.Command(npm, "install", "--no-save", "--no-audit", "--no-fund", "--prefix", ".axe", "axe-core@"+version)
		if out, err := cmd.CombinedOutput(); err != nil || !installed() {
			t.Fatalf("installing axe-core %s with npm into e2e/.axe: %v\n%s", version, err, out)
		}
	}
	src, err := os.ReadFile(filepath.Join(dir, "axe.min.js"))
	if err != nil {
		t.Fatalf("axe-core %s: %v", version, err)
	}
	return string(src)
}

// axeViolation is what axe.run reports of a rule that failed.
type axeViolation struct {
	ID      string `json:"id"`
	Impact  string `json:"impact"`
	Help    string `json:"help"`
	HelpURL string `json:"helpUrl"`
	Nodes   []struct {
		Target  []any  `json:"target"`
		HTML    string `json:"html"`
		Summary string `json:"failureSummary"`
	} `json:"nodes"`
}

// runAxe injects axe-core into the page (once per document) and runs it
// on the whole document with axeTags; every violation fails the test with
// its rule id, its help text and each node.
func runAxe(t *testing.T, b *browser, src, view string) {
	t.Helper()
	if !eval[bool](t, b, `typeof window.axe === 'object'`) {
		ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
		defer cancel()
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](src+"\n;true")); err != nil {
			t.Fatalf("%s: injecting axe-core: %v", view, err)
		}
	}
	tags, _ := json.Marshal(axeTags)
	res := eval[string](t, b, `axe.run(document, {runOnly: {type: 'tag', values: `+string(tags)+`}, resultTypes: ['violations']})
		.then(r => JSON.stringify({version: axe.version, passes: r.passes.length, violations: r.violations}))`)
	var out struct {
		Version    string         `json:"version"`
		Passes     int            `json:"passes"`
		Violations []axeViolation `json:"violations"`
	}
	if err := json.Unmarshal([]byte(res), &out); err != nil {
		t.Fatalf("%s: axe's result: %v", view, err)
	}
	t.Logf("axe %s, %s: %d rules passed, %d violated", out.Version, view, out.Passes, len(out.Violations))
	if out.Passes < 20 {
		t.Errorf("%s: axe checked only %d rules", view, out.Passes)
	}
	for _, v := range out.Violations {
		var nodes []string
		for _, n := range v.Nodes {
			target, _ := json.Marshal(n.Target)
			nodes = append(nodes, fmt.Sprintf("    %s %s\n      %s", target, clipText(n.HTML, 300), strings.ReplaceAll(n.Summary, "\n", "\n      ")))
		}
		t.Errorf("%s: axe rule %s (%s): %s (%s), %d node(s):\n%s", view, v.ID, v.Impact, v.Help, v.HelpURL, len(v.Nodes), strings.Join(nodes, "\n"))
	}
}

func clipText(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// TestAxe runs axe-core (WCAG 2.0/2.1 A and AA, and best practices) on
// every view of the page, at desktop width and on a 360 px phone: the main
// page with an example (and the list editor's question), the explanation
// dialog, the compare view with the
// prize sharing, the what-if table, the printed-check report, the board
// prizes of the team example with a player's line, the embed page, and
// the exercise mode with a hint and its round-by-round dialog.
// Any violation fails, with its rule, the node and axe's help text.
func TestAxe(t *testing.T) {
	t.Parallel()
	src := axeSource(t)
	s := newSite(t)
	b := s.b
	both := func(view string) {
		t.Helper()
		b.do(t, "desktop", chromedp.EmulateViewport(1280, 900), chromedp.Sleep(200*time.Millisecond))
		runAxe(t, b, src, view+", 1280 px")
		b.do(t, "360 px", chromedp.EmulateViewport(360, 780, chromedp.EmulateScale(2), chromedp.EmulateMobile), chromedp.Sleep(300*time.Millisecond))
		runAxe(t, b, src, view+", 360 px")
		b.do(t, "desktop", chromedp.EmulateViewport(1280, 900), chromedp.Sleep(200*time.Millisecond))
	}

	// 1. The main page with the 2009 example, the list editor asking what
	// to do with codes already in the list.
	s.open(t, "/?example=campionato-2009", true)
	s.setValue(t, "tb-add-input", "KS SB", "input")
	b.do(t, "add KS SB", chromedp.Click(chromedp.ID("tb-add")))
	waitFor(t, b, "the question", `!!document.getElementById('tb-dup-move')`)
	both("the 2009 example")

	// 2. The explanation dialog.
	b.do(t, "open an explanation", chromedp.Click(chromedp.CSS(`#standings tbody tr:first-child button.cell[data-col="0"]`)))
	waitFor(t, b, "the explanation", `!!document.getElementById('explain-title') && document.getElementById('explain-title').textContent !== ''`)
	both("the explanation dialog")
	b.do(t, "close it", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, "the explanation to close", `!document.getElementById('explain')`)

	// 3. The compare view, with the prize sharing open.
	b.do(t, "compare editions", chromedp.Click(chromedp.ID("action-compare")))
	waitFor(t, b, "the compare view", `document.querySelectorAll('#compare tbody tr').length === 12`)
	eval[bool](t, b, `(() => { document.getElementById('prizes').open = true; const i = document.getElementById('prizes-input'); i.value = '1000 600 400'; i.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`)
	waitFor(t, b, "the prizes", `document.querySelectorAll('#prizes tbody tr').length === 12`)
	both("the compare view and the prizes")

	// 4. The what-if section: two games of the last round marked as still
	// being played, and their combinations.
	s.open(t, "/?example=campionato-2009", true)
	waitFor(t, b, "the last round's games", `document.querySelectorAll('#whatif .whatif-games input').length === 6`)
	for i := 1; i <= 2; i++ {
		// A marked game joins the numbered list of the games combined:
		// each mark is taken before the next.
		eval[bool](t, b, `(() => { document.querySelector('#whatif .whatif-games input:not(:checked)').click(); return true; })()`)
		waitFor(t, b, "game "+itoa(i)+" marked", `document.querySelectorAll('#whatif-pending li').length === `+itoa(i))
	}
	waitFor(t, b, "the button", `!document.getElementById('whatif-run').disabled`)
	b.do(t, "compute the combinations", chromedp.Click(chromedp.ID("whatif-run")))
	waitFor(t, b, "the what-if table", `document.querySelectorAll('#whatif-table > tbody > tr').length === 12`)
	both("the what-if table")

	// 5. The printed-check report of the chess-results export.
	s.open(t, "/?example=forlano-printed", true)
	b.do(t, "check the printed tie-breaks", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the printed report", `!!document.getElementById('printed-report') && document.querySelectorAll('#printed-report .printed-column').length === 3`)
	both("the printed-check report")

	// 6. The board prizes of the team example, with player 1's line.
	s.open(t, "/?example=fide-team", true)
	b.do(t, "show the board prizes", chromedp.Click(chromedp.ID("boards-run")))
	waitFor(t, b, "board 1", `document.querySelectorAll('#boards-table tbody tr').length === 14`)
	b.do(t, "open player 1's line", chromedp.Click(chromedp.CSS(`#boards-table tbody tr:first-child button.cell`)))
	waitFor(t, b, "player 1's line", `!!document.getElementById('boards-detail')`)
	both("the board prizes")

	// 7. The embed page.
	s.open(t, "/embed.html?example=forlano-9", true)
	both("the embed page")

	// 8. Exercise mode: a wrong value's hint in its cell, and the
	// round-by-round dialog with its fields.
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	sb := "ex-1-" + exCol(t, b, "SB")
	s.exType(t, sb, "33,00")
	s.exHint(t, sb)
	both("the exercise with a hint")
	b.do(t, "check round by round", chromedp.Click(chromedp.CSS(`#`+sb+`-hint button.ex-rounds`)))
	waitFor(t, b, "the rounds to fill", `document.querySelectorAll('#explain table.practice tbody tr').length > 0`)
	both("the exercise's round-by-round dialog")
}
