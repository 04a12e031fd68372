package formats

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestGridFirstRows reads a real selection of a page's first rows of a
// grid (testdata/real/sc-narva-blitz-2026-07-top8.txt, SOURCES.md: the
// title, the header and the top 8 of the 15 rows of a published round
// robin, copied from Chromium with every column): the rows are those of
// the grid's first 8 columns, so the text is the top of a larger table,
// E-TABLE-PARTIAL at its first row (§8.6), not the E-GRID-INCOMPLETE
// ("15 columns but 8 rows") it was. The same copy without its fourth row
// lacks a row in the middle, which stays E-GRID-INCOMPLETE.
func TestGridFirstRows(t *testing.T) {
	data, err := os.ReadFile("../../testdata/real/sc-narva-blitz-2026-07-top8.txt")
	if err != nil {
		t.Fatal(err)
	}
	code := func(text string) (scan.Code, int, string) {
		t.Helper()
		_, rep, err := ReadString(text, Options{})
		var e *scan.Error
		if rep == nil || rep.Format != FormatGrid || !asError(err, &e) || len(e.Diags) == 0 {
			t.Fatalf("want a grid refused: %v", err)
		}
		return e.Diags[0].Code, e.Diags[0].Line, e.Diags[0].Message
	}
	if c, line, m := code(string(data)); c != scan.ETablePartial || line != 3 || !strings.Contains(m, "15 columns") || !strings.Contains(m, "first 8") {
		t.Errorf("the top 8 rows: %s at line %d (%s), want E-TABLE-PARTIAL at line 3 naming 15 columns and the first 8", c, line, m)
	}
	lines := strings.Split(string(data), "\n")
	if !strings.HasPrefix(lines[5], "4\tHintze") {
		t.Fatalf("line 6 is %q, want row 4", lines[5])
	}
	gap := strings.Join(append(lines[:5:5], lines[6:]...), "\n")
	if c, line, _ := code(gap); c != scan.EGridIncomplete || line != 3 {
		t.Errorf("without row 4: %s at line %d, want E-GRID-INCOMPLETE at line 3", c, line)
	}
}
