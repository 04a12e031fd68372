//go:build e2e

package e2e

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/spareggi/spareggi/app"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// engineEnglish returns the English phrases of the engine and the readers:
// the constant parts of their string literals and of the English of the
// declared messages they cite (internal/msg) (split at format verbs and
// line breaks) that have at least three words and 16 characters; not the
// keywords of several languages that detection looks for (the arguments of
// containsAny, the lists named …Words).
func engineEnglish(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, dir := range []string{"engine", "engine/formats"} {
		fs, err := filepath.Glob(filepath.Join(repoRoot(t), dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	verb := regexp.MustCompile(`%(\[\d+\])?[-+ #0]*\d*(\.\d+)?[a-zA-Z%]|\n`)
	words := regexp.MustCompile(`[A-Za-z]{2,}`)
	seen := map[string]bool{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "containsAny" {
					return false
				}
			case *ast.ValueSpec:
				if len(n.Names) == 1 && strings.HasSuffix(n.Names[0].Name, "Words") {
					return false
				}
			}
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			for _, part := range verb.Split(s, -1) {
				part = strings.TrimSpace(part)
				if len(part) >= 16 && len(words.FindAllString(part, -1)) >= 3 && strings.Contains(part, " ") {
					seen[part] = true
				}
			}
			return true
		})
	}
	// The English of the declared messages (internal/msg), which the
	// engine and the readers cite by ID: a sentence whose Italian or
	// Spanish is the same is left out.
	en, it, es := msg.Catalogue("en"), msg.Catalogue("it"), msg.Catalogue("es")
	for k, s := range en {
		if s == it[k] || s == es[k] {
			continue
		}
		for _, part := range verb.Split(s, -1) {
			part = strings.TrimSpace(part)
			if len(part) >= 16 && len(words.FindAllString(part, -1)) >= 3 && strings.Contains(part, " ") {
				seen[part] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// englishIn returns the engine's phrases found in text.
func englishIn(text string, phrases []string) []string {
	var found []string
	for _, p := range phrases {
		if strings.Contains(text, p) {
			found = append(found, p)
		}
	}
	return found
}

// pageText is the rendered text of the page, with the titles and labels
// that a pointer or a screen reader shows.
const pageText = `document.body.innerText + '\n' + [...document.querySelectorAll('[title],[aria-label]')].map(e => (e.getAttribute('title') || '') + ' ' + (e.getAttribute('aria-label') || '')).join('\n')`

// TestNoEngineEnglishInOtherLanguages opens every view in each language of
// the page but English (each example with every explanation, the rules, the compare
// view, the engine's warnings, a positioned error, a truncated file and
// the bye questions) and scans its rendered text for the English phrases
// of the engine and the readers.
func TestNoEngineEnglishInOtherLanguages(t *testing.T) {
	t.Parallel()
	phrases := engineEnglish(t)
	if len(phrases) < 200 {
		t.Fatalf("only %d phrases found: the scan is broken", len(phrases))
	}
	t.Logf("%d English phrases of the engine and the readers", len(phrases))
	srv, b := userSite(t)
	text2009 := repoFile(t, "examples/campionato-italiano-2009.trf")
	views := 0
	check := func(lang, view string) {
		t.Helper()
		views++
		if found := englishIn(eval[string](t, b, pageText), phrases); len(found) > 0 {
			t.Errorf("%s, %s: the engine's English %q", lang, view, found)
		}
	}
	setLang := func(lang string) {
		b.do(t, "switch to "+lang, chromedp.Click(chromedp.ID("lang-"+lang)))
		uscf, _ := json.Marshal(i18n.T(lang, "format.uscf"))
		waitFor(t, b, lang, `document.documentElement.lang === '`+lang+`' && document.querySelector('#`+app.FormatSelectID+` option[value="uscf"]').textContent === `+string(uscf))
	}
	// The control: in English the page shows the reader's own sentences,
	// which the scan finds.
	freshPage(t, srv, b, "/")
	setLang("en")
	userPastes(t, b, strings.Replace(text2009, "     1 b 0     7 w =", "    14 b 0     7 w =", 1))
	waitFor(t, b, "the English error", `document.querySelectorAll('.diag.error').length > 0`)
	if found := englishIn(eval[string](t, b, pageText), phrases); len(found) == 0 {
		t.Errorf("the scan finds none of the engine's phrases in the English page: it cannot see them")
	} else {
		t.Logf("control, English page: %q", found)
	}
	for _, lang := range otherLanguages() {
		freshPage(t, srv, b, "/")
		setLang(lang)
		check(lang, "the empty page")
		for _, e := range app.ExampleList {
			ex := e.ID
			freshPage(t, srv, b, "/?example="+ex)
			setLang(lang)
			waitFor(t, b, ex, `document.querySelectorAll('#standings tbody tr').length > 0`)
			check(lang, ex)
			if eval[bool](t, b, `!!document.getElementById('printed-run')`) {
				b.do(t, "check the printed tie-breaks", chromedp.Click(chromedp.ID("printed-run")))
				waitFor(t, b, "the printed report", `!!document.getElementById('printed-report')`)
				check(lang, ex+" printed tie-breaks")
			}
			cols := eval[int](t, b, `document.querySelectorAll('#standings tbody tr:first-child button.cell').length`)
			for c := 0; c < cols; c++ {
				for _, r := range []string{"first-child", "last-child"} {
					// From the keyboard: a click after scrolling to the last
					// row may land on the sticky table header.
					b.do(t, "open an explanation", chromedp.Focus(chromedp.CSS(`#standings tbody tr:`+r+` button.cell[data-col="`+strconv.Itoa(c)+`"]`)),
						chromedp.KeyEvent(kb.Enter))
					waitFor(t, b, "the explanation", `!!document.getElementById('explain')`)
					check(lang, ex+" explanation "+strconv.Itoa(c)+" "+r)
					closeExplanation(t, b, ex)
				}
			}
			b.do(t, "compare editions", chromedp.Click(chromedp.ID("action-compare")))
			waitFor(t, b, "the compare view", `document.querySelectorAll('#compare tbody tr').length > 0`)
			check(lang, ex+" compare")
			if h := eval[string](t, b, `[...document.querySelectorAll('#compare thead th')].map(th => th.textContent).join('|')`); strings.Contains(h, "fide20") {
				t.Errorf("%s: compare headers show ids: %q", lang, h)
			}
		}
		// The engine's warnings: Buchholz in a round robin; the default preset.
		freshPage(t, srv, b, "/")
		setLang(lang)
		noList := regexp.MustCompile(`(?m)^(202|212) .*\n`).ReplaceAllString(text2009, "")
		userPastes(t, b, noList)
		waitFor(t, b, "the default-preset warning", `document.querySelectorAll('#rules-used .warning').length > 0`)
		check(lang, "the default-preset warning")
		eval[bool](t, b, `(() => { const s = document.getElementById('rules-preset'); s.value = 'fide-swiss'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`)
		waitFor(t, b, "the Buchholz warning", `document.querySelectorAll('#rules-used .warning').length > 0 && document.getElementById('used-list').textContent.includes('BH')`)
		check(lang, "Buchholz in a round robin")
		// A tie-break typed wrong, then one the input cannot give (BPG on
		// a grid without colours).
		freshPage(t, srv, b, "/")
		setLang(lang)
		userPastes(t, b, repoFile(t, "engine/formats/testdata/x-grid-ita-2009.txt"))
		waitFor(t, b, "the grid standings", `document.querySelectorAll('#standings tbody tr').length > 0`)
		// One at a time, as a user waits for the page's answer: a key typed
		// while the page redraws the field after the first may be lost.
		b.do(t, "type BPG", chromedp.SendKeys(chromedp.ID("tb-add-input"), "BPG"+kb.Enter))
		waitFor(t, b, "the refused BPG", `document.querySelectorAll('.diag.error').length > 0`)
		b.do(t, "type XYZ/Q", chromedp.SendKeys(chromedp.ID("tb-add-input"), "XYZ/Q"+kb.Enter))
		waitFor(t, b, "the two errors", `document.getElementById('tb-add-error').textContent.includes('XYZ') && document.querySelectorAll('.diag.error').length > 0`)
		check(lang, "a tie-break typed wrong and one the input cannot give")
		// A positioned error, a truncated file, the bye questions.
		for name, bad := range map[string]string{
			"a malformed result": strings.Replace(text2009, "    12 w 1     2 w =", "    12 w 7     2 w =", 1),
			"a truncated file":   strings.TrimRight(text2009, "\n")[:2000],
			"a missing opponent": strings.Replace(text2009, "     1 b 0     7 w =", "    14 b 0     7 w =", 1),
			"the bye questions":  repoFile(t, "engine/formats/testdata/x-strip-seed002-rows.txt"),
			"not a crosstable":   "Dear arbiter,\nplease find the results attached.\nRegards\n",
		} {
			freshPage(t, srv, b, "/")
			setLang(lang)
			userPastes(t, b, bad)
			waitFor(t, b, name, `document.querySelectorAll('.diag, .question').length > 0`)
			check(lang, name)
		}
	}
	t.Logf("%d views scanned", views)
	noProblems(t, b)
}

// otherLanguages are the page's languages but English, each a language no
// English sentence may reach.
func otherLanguages() []string {
	var out []string
	for _, l := range i18n.Languages {
		if l != "en" {
			out = append(out, l)
		}
	}
	return out
}
