package corpus

import (
	"slices"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
)

// TestRealLayouts pins the layouts of issue 31 (item 9) that a real file of
// the corpus proves, by the diagnostic the reader gives at the line the
// file has it: a grid row that lost its empty rating field, read from its
// diagonal marker (docs/formats.md §8.1, W-GRID-ALIGNED).
func TestRealLayouts(t *testing.T) {
	for _, tc := range []struct {
		file  string
		code  formats.Code
		lines []int // every line the code is given at
	}{
		// Kluck and Freist, without a rating, in the stored page.
		{"sc-page-sv-bad-bevensen-rapid.txt", formats.WGridAligned, []int{11, 12}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			_, rep, err := read(t, tc.file, nil)
			if err != nil {
				t.Fatal(err)
			}
			var lines []int
			for _, d := range rep.Diagnostics {
				if d.Code == tc.code {
					lines = append(lines, d.Line)
				}
			}
			if !slices.Equal(lines, tc.lines) {
				t.Errorf("%s at lines %v, want %v", tc.code, lines, tc.lines)
			}
		})
	}
}
