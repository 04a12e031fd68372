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
