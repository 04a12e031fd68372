package app

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// TestKeysUsedExist scans the page's sources for the literal keys given to
// T and checks that the catalogues hold each one, and that every message
// takes the same arguments in every language.
func TestKeysUsedExist(t *testing.T) {
	re := regexp.MustCompile(`\bT\((?:[a-zA-Z.]+|"[a-z]{2}"), "([a-z][a-z0-9.-]*[a-z0-9])"`)
	used := map[string]bool{}
	for _, src := range sources(t, "*.go") {
		for _, m := range re.FindAllStringSubmatch(src.text, -1) {
			if !strings.HasSuffix(m[1], ".") { // a prefix: "kind."+...
				used[m[1]] = true
			}
		}
	}
	var missing []string
	for k := range used {
		if !i18n.HasKey(k) {
			missing = append(missing, k)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("keys used but not in the catalogues: %v", missing)
	}
	if len(used) < 50 {
		t.Errorf("only %d keys found: the scan is broken", len(used))
	}
	verbs := regexp.MustCompile(`%(\[\d+\])?[-+ #0]*\d*(\.\d+)?[a-zA-Z%]`)
	for k, en := range i18n.Catalogue("en") {
		if id, ok := msg.Lookup(k); ok && msg.EnglishOnly(id) {
			continue // a grouped warning's header: English only
		}
		want := verbSet(verbs.FindAllString(en, -1))
		for _, l := range []string{"it", "es", "de"} {
			if got := verbSet(verbs.FindAllString(i18n.Catalogue(l)[k], -1)); got != want {
				t.Errorf("%s %q: arguments %s, English %s", l, k, got, want)
			}
		}
	}
}

// source is a Go file's name and text.
type source struct{ name, text string }

// sources reads the Go files matching pattern, leaving out the tests.
func sources(t *testing.T, pattern string) []source {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("no sources %s: %v", pattern, err)
	}
	var out []source
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, source{f, string(b)})
	}
	return out
}

// verbSet is the sorted list of the verbs of a message.
// A value quoted with %q in one language and put in that language's own
// quotation marks with %s in another is the same argument.
func verbSet(vs []string) string {
	for i, v := range vs {
		if strings.HasSuffix(v, "q") {
			vs[i] = strings.TrimSuffix(v, "q") + "s"
		}
	}
	sort.Strings(vs)
	return strings.Join(vs, " ")
}

// TestEngineErrorsTranslated: a refused tie-break (BPG on a grid without
// colours) is explained in Italian, a round out of range in Spanish (that
// every declared message has its sentences is internal/msg's
// TestDeclaredComplete).
func TestEngineErrorsTranslated(t *testing.T) {
	grid, err := os.ReadFile("../engine/formats/testdata/x-grid-ita-2009.txt")
	if err != nil {
		t.Fatal(err)
	}
	o := Run(State{Text: string(grid), ListSet: true, List: []string{"BPG"}})
	if o.ErrCoded == nil {
		t.Fatalf("BPG on a grid without colours: %q", o.Err)
	}
	if got := outcomeErr("it", o); got != "BPG richiede i colori, e il testo non li indica." {
		t.Errorf("Italian: %q", got)
	}
	// An option error, as an edited share link can give: a round that does
	// not exist.
	o = Run(State{Text: string(grid), Round: 99})
	if got := outcomeErr("es", o); got != "La ronda 99 está fuera de 1..11." {
		t.Errorf("Spanish, round 99: %q (%q)", got, o.Err)
	}
}

// TestQuestionKeysTranslated checks that every question of the readers
// (the Q- codes of formats.Codes) has a message in the catalogues: its
// own ("q."+code) or its code's sentence ("code."+code), which
// QuestionText falls back to.
func TestQuestionKeysTranslated(t *testing.T) {
	n := 0
	for _, c := range formats.Codes() {
		if !strings.HasPrefix(string(c), "Q-") {
			continue
		}
		n++
		if !i18n.HasKey("q."+string(c)) && !i18n.HasKey("code."+string(c)) {
			t.Errorf("%s has no message", c)
		}
	}
	for _, id := range []string{"3-1-0", "2-1-0", "pab-half"} { // "Q-SCORING/" + the system
		if !i18n.HasKey("q.Q-SCORING/" + id) {
			t.Errorf("q.Q-SCORING/%s has no message", id)
		}
	}
	if n < 6 {
		t.Errorf("only %d question codes: the table is broken", n)
	}
}
