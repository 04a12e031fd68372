package formats

import (
	"io"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/htmltext"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/engine/formats/trf"
	"github.com/spareggi/spareggi/engine/formats/xlsx"
)

// The reading model and the codes live in the scanner package (scan); these
// names keep the API of formats for its callers (docs/formats.md, Package layout).
type (
	Diagnostic     = scan.Diagnostic
	Error          = scan.Error
	Question       = scan.Question
	QuestionError  = scan.QuestionError
	QuestionOption = scan.QuestionOption
	Code           = scan.Code
	Severity       = scan.Severity
)

// MaxInput is the largest input, in bytes, the readers accept.
const MaxInput = scan.MaxInput

// The severities and the codes the callers name.
const (
	SeverityError        = scan.SeverityError
	SeverityWarning      = scan.SeverityWarning
	SeverityInfo         = scan.SeverityInfo
	ECrCell              = scan.ECrCell
	ECrSno               = scan.ECrSno
	EFormatUnknown       = scan.EFormatUnknown
	EInputTooLarge       = scan.EInputTooLarge
	ERefMissing          = scan.ERefMissing
	ETeamCrCell          = scan.ETeamCrCell
	IGridSyntheticRounds = scan.IGridSyntheticRounds
	QBerger              = scan.QBerger
	QSheet               = scan.QSheet
	WColourClash         = scan.WColourClash
	WDupName             = scan.WDupName
	WGridAligned         = scan.WGridAligned
	WGridForfeit         = scan.WGridForfeit
	WOneSided            = scan.WOneSided
	WPoints              = scan.WPoints
	WReciprocity         = scan.WReciprocity
	WTeamForfeit         = scan.WTeamForfeit
	WTeamOpponents       = scan.WTeamOpponents
	WTeamReciprocity     = scan.WTeamReciprocity
	WTeamScore           = scan.WTeamScore
	WTrfByesDeclared     = scan.WTrfByesDeclared
)

// TooLarge returns the error of an input of more than MaxInput bytes, for
// a caller that stops reading at the limit rather than read it all.
func TooLarge(file string) error { return scan.TooLarge(file) }

// Codes returns every diagnostic code the readers give.
func Codes() []Code { return scan.Codes() }

// ColumnName returns the letters of sheet column n (1 = A, 27 = AA).
func ColumnName(n int) string { return scan.ColumnName(n) }

// DecodeText turns bytes into normalised lines per docs/formats.md §3.2–§3.4
// (scan.DecodeText).
func DecodeText(data []byte) (lines []string, encoding, lineEnding string, err *Diagnostic) {
	return scan.DecodeText(data)
}

// CheckOptions tune CheckEvent.
type CheckOptions = table.CheckOptions

// CheckEvent runs the format-independent cross-checks of docs/formats.md §14
// on a model (table.CheckEvent).
func CheckEvent(ev *engine.Event, opts ...CheckOptions) []Diagnostic {
	return table.CheckEvent(ev, opts...)
}

// WriteTRF writes an event as a TRF26 file (trf.WriteTRF, docs/formats.md §16).
func WriteTRF(w io.Writer, ev *engine.Event, tieBreaks []string) ([]Diagnostic, error) {
	return trf.WriteTRF(w, ev, tieBreaks)
}

// WriteTRFStandings writes the event of computed standings with their
// tie-breaks and ranks (trf.WriteTRFStandings).
func WriteTRFStandings(w io.Writer, st *engine.Standings) ([]Diagnostic, error) {
	return trf.WriteTRFStandings(w, st)
}

// IsHTML reports whether text is an HTML page or fragment (htmltext.IsHTML,
// docs/formats.md §3.10).
func IsHTML(text string) bool { return htmltext.IsHTML(text) }

// HTMLText returns the text a browser's copy of an HTML page gives
// (htmltext.HTMLText, docs/formats.md §3.10).
func HTMLText(page string) string { return htmltext.HTMLText(page) }

// Versions lists the versions of formats the user interfaces word
// (table.Versions).
var Versions = table.Versions

// IsWorkbook reports whether data starts like a zip archive, as an .xlsx
// workbook does: Read reads it as a workbook, not as text (xlsx.IsWorkbook).
func IsWorkbook(data string) bool { return xlsx.IsWorkbook(data) }

// WorkbookText returns the text of the sheet of an .xlsx workbook that Read
// would read with these answers (xlsx.WorkbookText, docs/formats.md §3.9).
func WorkbookText(data string, answers map[string]string) (text string, ok bool) {
	return xlsx.WorkbookText(data, answers)
}
