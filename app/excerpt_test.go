package app

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// TestExcerptKeepsTheCaretInView cuts a long line before a far column, so
// the caret is at most excerptLead+2 characters from the excerpt's start,
// and the caret still points at the same character.
func TestExcerptKeepsTheCaretInView(t *testing.T) {
	line := "001   12 m FM Stella, Andrea                    2346 ITA                         3.5   11     1 b 0     7 w =     2 b 0     8 w 1     3 b 0"
	for _, col := range []int{1, 5, 26, 92, 140} {
		got, c, e := Excerpt(line, col, col+3)
		if c > excerptLead+2 || e-c != 3 {
			t.Errorf("col %d: caret at %d–%d of the excerpt", col, c, e)
		}
		rs, all := []rune(got), []rune(line+" ")
		if c <= len(rs) && col <= len(all) && rs[c-1] != all[col-1] {
			t.Errorf("col %d: the caret points at %q, not %q", col, rs[c-1], all[col-1])
		}
		if col > excerptLead+2 && !strings.HasPrefix(got, "…") {
			t.Errorf("col %d: %q", col, got)
		}
	}
}

// TestColumnOffsets selects the columns of a diagnostic, in UTF-16 units.
func TestColumnOffsets(t *testing.T) {
	text := "012 Città\n001 é😀x\n"
	for _, c := range []struct{ n, col, end, a, b int }{
		{2, 0, 0, 10, 18}, {2, 5, 5, 14, 15}, {2, 6, 7, 15, 18}, {2, 9, 9, 18, 18},
	} {
		if a, b := ColumnOffsets(text, c.n, c.col, c.end); a != c.a || b != c.b {
			t.Errorf("ColumnOffsets(%d, %d, %d) = %d, %d, want %d, %d", c.n, c.col, c.end, a, b, c.a, c.b)
		}
	}
}

// TestDiagTextWithArguments renders a diagnostic from its key and
// arguments in each language, without the reader's English sentence.
func TestDiagTextWithArguments(t *testing.T) {
	d := formats.Diagnostic{Code: "E-TRF-TRUNCATED", Args: []string{"20", "140", "12 Stella, Andrea", "5", "11"},
		Message: "The file looks truncated: English."}
	for _, l := range i18n.Languages {
		got, ok := i18n.DiagText(l, d)
		if !ok || got == d.Message || !strings.Contains(got, "140") || !strings.Contains(got, "12 Stella, Andrea") || strings.Contains(got, "%!") {
			t.Errorf("%s: %q", l, got)
		}
	}
}
