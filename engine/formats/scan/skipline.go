package scan

import (
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/internal/msg"
)

// No line dropped silently (docs/formats.md §15.2): every line a reader
// skips inside or around its table is W-LINE-SKIPPED at the line's text,
// from its first to its last character, quoting it, in the reader's words
// (a declared message citing the line number and the quoted text); a table
// of the text not used is W-TABLE-SKIPPED (strip.go). Lines that hold
// nothing (blank, or rules of -, =, _, +, |: isRuleLine) are not reported,
// nor the lines a reader reads as something else than rows (a title, the
// headers, the notes lines); §15.2 lists them reader by reader.

// SkipLine reports line ln (1-based) of lines as skipped: W-LINE-SKIPPED
// worded by why (an ID citing the line and the quoted text), with the
// expected text.
func (l *DiagList) SkipLine(lines []string, ln int, why *msg.ID, expected string) {
	s := lines[ln-1]
	t := strings.TrimSpace(s)
	col := utf8.RuneCountInString(s[:strings.Index(s, t)]) + 1
	l.SkipText(ln, col, col+utf8.RuneCountInString(t)-1, t, why, expected)
}

// SkipText reports the text t at line ln, columns col to end, as skipped
// (part of a line: the strips' text around a table pasted as one line).
func (l *DiagList) SkipText(ln, col, end int, t string, why *msg.ID, expected string) {
	l.At(SeverityWarning, WLineSkipped, ln, col, max(end, col), t, expected, MsgIS(why, ln, Quote(t)))
}

// RowsAfter reports as skipped (W-LINE-SKIPPED, "after the end of the
// table") each line after line last (1-based: the table's last row) that
// looks like a row of the table (row: it holds what the table's rows
// hold, such as two of their cells); the lines that do not (a page's
// footer, a note, a link) hold no game of the table and are not reported
// (docs/formats.md §15.2).
func (in *Input) RowsAfter(last int, row func(s string, ln int) bool, expected string) {
	for i := last; i < len(in.Lines); i++ {
		s := in.Lines[i]
		if strings.TrimSpace(s) == "" || IsRuleLine(s) || !row(s, i+1) {
			continue
		}
		in.D.SkipLine(in.Lines, i+1, &msg.ReaderLineSkippedAfter, expected)
	}
}

// SkippedRows reports the lines a reader passed over among or after its
// rows (lines, in order), last being the line of the last row: a line
// before it is W-LINE-SKIPPED "among the table's rows"; one after it only
// when it looks like a row (row), as rowsAfter.
func (in *Input) SkippedRows(lines []int, last int, row func(s string, ln int) bool, expected string) {
	for _, ln := range lines {
		switch {
		case ln < last:
			in.D.SkipLine(in.Lines, ln, &msg.ReaderLineSkippedRow, expected)
		case row(in.Lines[ln-1], ln):
			in.D.SkipLine(in.Lines, ln, &msg.ReaderLineSkippedAfter, expected)
		}
	}
}
