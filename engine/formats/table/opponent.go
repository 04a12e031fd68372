package table

import (
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// maxOpponentDigits is the longest opponent number the readers accept: a
// row key has at most six digits (atoiSmall), so a longer number cannot
// name any row.
const maxOpponentDigits = 6

// OpponentOutOfRange reports, with E-OPPONENT-RANGE at the cell, an
// opponent number written with more digits than a start number can have,
// and returns true; it returns false for anything else, which the reader
// reads as before. Every reader that reads opponent numbers calls it
// before atoiSmall, so that an absurd number is never read as 0 (no
// opponent, a bye) or dropped with its row.
func (in *Reader) OpponentOutOfRange(digits string, line, col, end, round int) bool {
	if len(digits) <= maxOpponentDigits || !scan.AllDigits(digits) {
		return false
	}
	in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EOpponentRange, Line: line, Col: col, EndCol: end, Round: round,
		Found: digits, Expected: "an opponent's start number (at most 6 digits)"},
		scan.MsgA(&msg.ReaderOpponentDigits, line, round, scan.Quote(digits), maxOpponentDigits))
	return true
}
