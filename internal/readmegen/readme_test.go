package main

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestREADMEFresh checks that README.md's generated parts (the tables of
// codes) are what the code writes: a code added to the registry, renamed or
// given a modifier cannot be missing from the README.
func TestREADMEFresh(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	want, err := update(string(b), sections())
	if err != nil {
		t.Fatalf("README.md: %v", err)
	}
	if want == string(b) {
		return
	}
	got, exp := strings.Split(string(b), "\n"), strings.Split(want, "\n")
	i := 0
	for i < len(got) && i < len(exp) && got[i] == exp[i] {
		i++
	}
	line := func(ls []string) string {
		if i < len(ls) {
			return ls[i]
		}
		return "(end of file)"
	}
	t.Errorf("README.md is not what the code writes: line %d reads\n%s\nand should read\n%s\nrun: go generate ./internal/readmegen", i+1, line(got), line(exp))
}

// TestUpdate replaces the text between markers, keeps the rest, and
// refuses a README without a marker.
func TestUpdate(t *testing.T) {
	secs := []section{{"a", "| new |\n"}, {"b", ""}}
	got, err := update("x\n<!-- a -->\n| old |\n| old |\n<!-- /a -->\ny\n<!-- b -->\nz\n<!-- /b -->\n", secs)
	if want := "x\n<!-- a -->\n| new |\n<!-- /a -->\ny\n<!-- b -->\n<!-- /b -->\n"; err != nil || got != want {
		t.Errorf("update: %q, %v; want %q", got, err, want)
	}
	if _, err := update("x\n<!-- a -->\n| old |\n", secs); err == nil || !strings.Contains(err.Error(), "<!-- /a -->") {
		t.Errorf("no closing marker: %v", err)
	}
	if _, err := update("x\n", secs); err == nil || !strings.Contains(err.Error(), "<!-- a -->") {
		t.Errorf("no marker: %v", err)
	}
}

// TestSectionsCoverEveryCode: every code of the registry has one row, in
// one table.
func TestSectionsCoverEveryCode(t *testing.T) {
	var all strings.Builder
	for _, s := range sections() {
		all.WriteString(s.text)
	}
	for _, c := range engine.Codes() {
		if n := strings.Count(all.String(), "| `"+c.Code+"` | "+c.Name+" |"); n != 1 {
			t.Errorf("%s: %d rows, want 1", c.Code, n)
		}
	}
}
