package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestEditionDocs: the lines of README.md and docs/tiebreaks.md that
// describe -rules list every edition of engine.Editions, in its order (a
// new edition, CONTRIBUTING.md "How to add a rule edition").
func TestEditionDocs(t *testing.T) {
	for _, doc := range []struct{ file, line string }{
		{"../../README.md", "| `-rules EDITION` |"},
		{"../../docs/tiebreaks.md", "  -rules EDITION "},
	} {
		b, err := os.ReadFile(doc.file)
		if err != nil {
			t.Fatal(err)
		}
		var line string
		for _, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(l, doc.line) {
				line = l
			}
		}
		if line == "" {
			t.Errorf("%s: no line starting %q", doc.file, doc.line)
			continue
		}
		at := len(doc.line)
		for _, e := range engine.Editions {
			// An id stands between spaces, backticks, bars or commas, so
			// that "none" is not found inside another id.
			re := regexp.MustCompile("(?:^|[\\s`|,])" + regexp.QuoteMeta(e.String()) + "(?:$|[\\s`|,.])")
			loc := re.FindStringIndex(line[at:])
			if loc == nil {
				t.Errorf("%s: the -rules line lacks %q after column %d: %s", doc.file, e, at, line)
				continue
			}
			at += loc[1] - 1
		}
	}
}
