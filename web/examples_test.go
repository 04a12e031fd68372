package web

import (
	"os"
	"strings"
	"testing"
)

// Every example file under web/examples is embedded, with its exact text.
func TestExamplesEmbedded(t *testing.T) {
	files, err := os.ReadDir("examples")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if !strings.HasSuffix(f.Name(), ".trf") && !strings.HasSuffix(f.Name(), ".csv") {
			continue
		}
		n++
		want, err := os.ReadFile("examples/" + f.Name())
		if err != nil {
			t.Fatal(err)
		}
		got, ok := Example(f.Name())
		if !ok || got != string(want) {
			t.Errorf("Example(%q): %v, %d bytes; want the file's %d bytes", f.Name(), ok, len(got), len(want))
		}
	}
	if n != 5 {
		t.Errorf("%d example files, want 5", n)
	}
	if _, ok := Example("missing.trf"); ok {
		t.Error("an unknown example is found")
	}
}

// TestExampleCopiesFresh checks that each example file is the fixture its
// go:generate line in examples.go copies, and that every example file has
// such a line.
func TestExampleCopiesFresh(t *testing.T) {
	src, err := os.ReadFile("examples.go")
	if err != nil {
		t.Fatal(err)
	}
	copied := map[string]bool{}
	for _, line := range strings.Split(string(src), "\n") {
		args, ok := strings.CutPrefix(line, "//go:generate cp ")
		if !ok {
			continue
		}
		from, to, ok := strings.Cut(args, " ")
		if !ok {
			t.Fatalf("examples.go: %q: want cp SOURCE DESTINATION", line)
		}
		copied[to] = true
		a, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(to)
		if err != nil {
			t.Fatal(err)
		}
		if string(a) != string(b) {
			t.Errorf("web/%s is not a copy of %s; run: go generate ./web", to, strings.TrimPrefix(from, "../"))
		}
	}
	files, err := os.ReadDir("examples")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !copied["examples/"+f.Name()] {
			t.Errorf("web/examples/%s: no go:generate line in examples.go copies it", f.Name())
		}
	}
	if len(copied) == 0 {
		t.Error("examples.go has no go:generate cp lines")
	}
}
