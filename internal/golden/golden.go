// Package golden keeps outputs byte for byte in files: a test renders an
// output, and File compares it with the file that holds it, or rewrites
// the file when the test runs with its update flag. The golden tests of the
// CLI, the JS API and the page's exports use it (testdata/golden) to check
// that a reshaping of the code changes no output.
package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// File compares got with the file dir/name.txt, reporting the first line
// that differs; with update it writes got to the file instead. how says
// which command rewrites the files.
func File(t testing.TB, dir, name, got string, update bool, how string) {
	t.Helper()
	path := filepath.Join(dir, name+".txt")
	if update {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("%s: %v (run %s to create it)", name, err, how)
		return
	}
	if got != string(want) {
		t.Errorf("%s: the output changed:\n%s", name, FirstDiff(string(want), got))
	}
}

// Stray reports the files of dir that no case of names wrote: a golden
// file left behind by a case removed.
func Stray(t testing.TB, dir string, names map[string]bool) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if !names[strings.TrimSuffix(e.Name(), ".txt")] {
			t.Errorf("%s belongs to no golden case: remove it", filepath.Join(dir, e.Name()))
		}
	}
}

// FirstDiff shows the first line where want and got differ.
func FirstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\n  want %q\n  got  %q", i+1, wl, gl)
		}
	}
	return "(no line differs)"
}
