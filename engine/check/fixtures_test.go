package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// readTSV reads an expected-values table of testdata: its header and rows,
// without the comment lines.
func readTSV(t *testing.T, path string) ([]string, [][]string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for _, l := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		if !strings.HasPrefix(l, "#") { // comments
			rows = append(rows, strings.Split(l, "\t"))
		}
	}
	return rows[0], rows[1:]
}

// readFixture reads testdata/NAME.trf of the repository.
func readFixture(t *testing.T, name string) *engine.Event {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../testdata", name+".trf"))
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.ReadTRF(data, name+".trf")
	if err != nil {
		t.Fatal(err)
	}
	return ev
}
