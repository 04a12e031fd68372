package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
)

// TestFormatDocs: the lines of README.md and docs/tiebreaks.md that
// describe -format list every id of formats.Formats(), in its order.
func TestFormatDocs(t *testing.T) {
	for _, doc := range []struct{ file, line string }{
		{"../../README.md", "| `-format F` |"},
		{"../../docs/tiebreaks.md", "  -format F "},
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
		at := 0
		for _, id := range formats.Formats() {
			loc := regexp.MustCompile(`\b` + regexp.QuoteMeta(id) + `\b`).FindStringIndex(line[at:])
			if loc == nil {
				t.Errorf("%s: the -format line lacks %q after column %d: %s", doc.file, id, at, line)
				continue
			}
			at += loc[1]
		}
	}
}
