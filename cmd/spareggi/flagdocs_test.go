package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// TestFlagDocs: the lines of README.md and docs/tiebreaks.md that describe
// -format and -rules list every id of formats.Formats() and every edition
// of engine.Editions, in their order (a new format or edition,
// CONTRIBUTING.md "How to add a format", "How to add a rule edition").
func TestFlagDocs(t *testing.T) {
	var editions []string
	for _, e := range engine.Editions {
		editions = append(editions, e.String())
	}
	for _, c := range []struct {
		flag, readme, docs string
		ids                []string
	}{
		{"-format", "| `-format F` |", "  -format F ", formats.Formats()},
		{"-rules", "| `-rules EDITION` |", "  -rules EDITION ", editions},
	} {
		for _, doc := range []struct{ file, prefix string }{{"../../README.md", c.readme}, {"../../docs/tiebreaks.md", c.docs}} {
			checkDocLine(t, doc.file, doc.prefix, c.flag, c.ids)
		}
	}
}

// checkDocLine checks that the last line of file starting with prefix
// names every id of ids, in order.
func checkDocLine(t *testing.T, file, prefix, flag string, ids []string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var line string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, prefix) {
			line = l
		}
	}
	if line == "" {
		t.Errorf("%s: no line starting %q", file, prefix)
		return
	}
	at := len(prefix)
	for _, id := range ids {
		// An id stands between spaces, backticks, bars, commas or brackets, so that
		// "none" is not found inside another id.
		re := regexp.MustCompile("(?:^|[\\s`|,(])" + regexp.QuoteMeta(id) + "(?:$|[\\s`|,.)])")
		loc := re.FindStringIndex(line[at:])
		if loc == nil {
			t.Errorf("%s: the %s line lacks %q after column %d: %s", file, flag, id, at, line)
			continue
		}
		at += loc[1] - 1
	}
}
