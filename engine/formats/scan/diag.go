// Package formats reads the crosstable formats users paste or drop (TRF16,
// TRF26 and the others of spec docs/formats.md) into the engine's neutral model,
// and writes TRF back. Readers never panic: malformed input gives a
// Diagnostic with the line and column and what was expected.
package scan

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// Severity ranks a Diagnostic.
type Severity uint8

// Severities.
const (
	SeverityError Severity = iota
	SeverityWarning
	SeverityInfo
)

// String returns "error", "warning" or "info" (the catalogues' keys
// "diag."+String), "" for a value that is no severity.
func (s Severity) String() string {
	if int(s) < len(severityNames) {
		return severityNames[s]
	}
	return ""
}

var severityNames = [...]string{"error", "warning", "info"}

// Diagnostic is one finding of a reader: an error that stops the import, or a
// warning or info that does not.
type Diagnostic struct {
	Severity Severity
	Code     Code   // stable code, e.g. E-TRF-RESULT (codes.go); the UI translates by code
	Line     int    // 1-based; 0 = the input as a whole
	Col      int    // 1-based, in characters; 0 = the whole line
	EndCol   int    // last column, inclusive
	Row      string // row label when known, e.g. "7 Russo, Elena"
	Round    int    // 0 when not about a round
	Expected string // what was expected
	Found    string // the offending text
	Message  string // a complete English sentence
	// Key names the message in the user interfaces' catalogues, "" for
	// Code; Args are the values it cites, in order. A user interface
	// renders the message from Key and Args in its language, and shows
	// Message only for a diagnostic without Args.
	Key  string
	Args []string
	// Items are the occurrences an aggregated finding lists, each as the
	// values its catalogue message "item."+Key cites; Args[0] is then the
	// number of occurrences, of which Items lists the first.
	Items [][]string
	// Sheet is the number (1-based) of the sheet of an .xlsx workbook the
	// diagnostic is about; then Line is the sheet's row and Col and EndCol
	// its columns (A = 1, ColumnName). 0 for a text.
	Sheet int
}

// NoteItem is one occurrence of an aggregated finding: its English text
// and the values the catalogues' item message cites.
type NoteItem struct {
	Text string
	args []string
}

// ItemMsg makes a noteItem of a declared item message: its English and
// its values, which DiagText words in another language.
func ItemMsg(m msg.Message) NoteItem { return NoteItem{m.English(), m.Args} }

// Grouped returns the header of a grouped warning from its declared
// messages: one for a single row, citing args and the list; many for n
// rows, citing n, args and the list.
func Grouped(one, many *msg.ID, args ...any) func(n int, list string) string {
	return func(n int, list string) string {
		return Counted(n, one, many, append(append([]any(nil), args...), list)...).English()
	}
}

// ItemTexts and itemArgs return the texts and the values of items.
func ItemTexts(items []NoteItem) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.Text
	}
	return out
}

func ItemArgs(items []NoteItem) [][]string {
	out := make([][]string, len(items))
	for i, it := range items {
		out[i] = it.args
	}
	return out
}

// Worded returns d worded by the message m (internal/msg): its key and
// values (Key, Args) and its English (Message) come from the message, so
// that the sentence is written once, in the catalogues.
func Worded(d Diagnostic, m msg.Message) Diagnostic {
	d.Key, d.Args, d.Message = m.Code(), m.Args, m.English()
	return d
}

// Cite returns the diagnostic as a value a message cites, "LINE:COL:
// message" as Error words it: its declared message (internal/msg, family
// "msg.") rendered in the citing message's language, or its English
// Message when it has none.
func (d Diagnostic) Cite() string {
	text := d.Message
	if id, ok := msg.Lookup("msg." + d.MessageKey()); ok && (d.Args != nil || d.Key != "") {
		text = msg.Message{ID: id, Args: d.Args}.Cite()
	}
	if d.Sheet > 0 || d.Line == 0 {
		if text == d.Message {
			return d.Error()
		}
		return text
	}
	return MsgIIS(&msg.ValueAt, d.Line, max(d.Col, 1), text).Cite()
}

// MessageKey returns the catalogue key of the message: Key, or Code.
func (d Diagnostic) MessageKey() string {
	if d.Key != "" {
		return d.Key
	}
	return string(d.Code)
}

// Error formats the diagnostic as "LINE:COL: message", or "sheet S,
// row R, column C: message" in a workbook.
func (d Diagnostic) Error() string {
	switch {
	case d.Sheet > 0 && d.Line > 0:
		return CellPosition(d.Sheet, d.Line, d.Col) + ": " + d.Message
	case d.Line > 0 && d.Col > 0:
		return strconv.Itoa(d.Line) + ":" + strconv.Itoa(d.Col) + ": " + d.Message
	case d.Line > 0:
		return strconv.Itoa(d.Line) + ":1: " + d.Message
	}
	return d.Message
}

// CellPosition words the position of a cell of a workbook in English:
// "sheet 1, row 7, column H", or "sheet 1, row 7" when col is 0.
func CellPosition(sheet, row, col int) string {
	if col > 0 {
		return "sheet " + strconv.Itoa(sheet) + ", row " + strconv.Itoa(row) + ", column " + ColumnName(col)
	}
	return "sheet " + strconv.Itoa(sheet) + ", row " + strconv.Itoa(row)
}

// Quote quotes found text for a message: control characters escaped, at
// most 40 characters.
func Quote(s string) string {
	r := []rune(s)
	cut := ""
	if len(r) > 40 {
		r, cut = r[:40], "…"
	}
	q := fmt.Sprintf("%q", string(r))
	return q[:len(q)-1] + cut + `"`
}

// Error is returned by the readers when the input cannot be read. It holds
// every error found (up to a limit) and the warnings found before.
type Error struct {
	File  string       // the file name, or "" for pasted text
	Diags []Diagnostic // errors first, sorted by position
}

// Error formats the first error as "FILE:LINE:COL: message", followed by the
// number of further errors.
func (e *Error) Error() string {
	var errs []Diagnostic
	for _, d := range e.Diags {
		if d.Severity == SeverityError {
			errs = append(errs, d)
		}
	}
	if len(errs) == 0 {
		return "no error"
	}
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(":")
		if errs[0].Line == 0 || errs[0].Sheet > 0 { // no LINE:COL to join to
			b.WriteString(" ")
		}
	}
	b.WriteString(errs[0].Error())
	if n := len(errs) - 1; n > 0 {
		fmt.Fprintf(&b, " (and %d more error", n)
		if n > 1 {
			b.WriteString("s")
		}
		b.WriteString(")")
	}
	return b.String()
}

// Errors returns the error diagnostics.
func (e *Error) Errors() []Diagnostic {
	var out []Diagnostic
	for _, d := range e.Diags {
		if d.Severity == SeverityError {
			out = append(out, d)
		}
	}
	return out
}

// SortDiags orders diagnostics by line, then column, then code.
func SortDiags(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i], ds[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Code < b.Code
	})
}

// MaxErrors is how many errors a reader collects before it stops (§15.2).
const MaxErrors = 50

// DiagList collects diagnostics while a reader runs.
type DiagList struct {
	Diags  []Diagnostic
	Errors int
}

func (l *DiagList) Add(d Diagnostic) {
	if d.Severity == SeverityError {
		l.Errors++
		if l.Errors > MaxErrors {
			return
		}
	}
	l.Diags = append(l.Diags, d)
}

// AddMsg adds d worded by the declared message m, as worded does; d is
// passed by its address, so that each of the readers' many calls does not
// copy the whole Diagnostic twice (app.wasm's size).
func (l *DiagList) AddMsg(d *Diagnostic, m msg.Message) {
	d.Key, d.Args, d.Message = m.Code(), m.Args, m.English()
	l.Add(*d)
}

// At adds the finding of severity sev and code at line, columns col to
// endCol, with the text found and what was expected, worded by the
// declared message m: the readers' commonest finding, made here rather
// than by a literal Diagnostic at each of their many calls (app.wasm's
// size).
func (l *DiagList) At(sev Severity, code Code, line, col, endCol int, found, expected string, m msg.Message) {
	l.AddMsg(&Diagnostic{Severity: sev, Code: code, Line: line, Col: col, EndCol: endCol, Found: found, Expected: expected}, m)
}

// Warn adds a warning at line and col worded by the declared message m.
func (l *DiagList) Warn(code Code, line, col int, m msg.Message) {
	l.At(SeverityWarning, code, line, col, col, "", "", m)
}

// WarnQuoted adds a warning at line and col worded by the declared message
// id citing text, quoted: the commonest warning of the TRF reader, made
// here rather than at each of its calls (app.wasm's size).
func (l *DiagList) WarnQuoted(code Code, line, col int, id *msg.ID, text string) {
	l.Warn(code, line, col, MsgS(id, Quote(text)))
}

// NoneFound adds the error of a reader that found nothing of its format in
// lines, at their first line of text: what was expected, worded by the
// declared message id.
func (l *DiagList) NoneFound(code Code, lines []string, expected string, id *msg.ID) {
	l.At(SeverityError, code, FirstTextLine(lines), 1, 1, "", expected, msg.Message{ID: *id})
}

// Info adds an info about line worded by the declared message m.
func (l *DiagList) Info(code Code, line int, m msg.Message) {
	l.AddMsg(&Diagnostic{Severity: SeverityInfo, Code: code, Line: line}, m)
}

// MsgI is msgA(id, ns...) for integer values, and msgS for strings:
// the values are written here, once, where msg.New's callers would each
// box every value into an interface (app.wasm's size).
func MsgI(id *msg.ID, ns ...int) msg.Message {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return msg.Message{ID: *id, Args: s}
}

func MsgS(id *msg.ID, ss ...string) msg.Message {
	return msg.Message{ID: *id, Args: append([]string(nil), ss...)}
}

// MsgIS is msgA(id, n, ss...), and msgIIS msgA(id, a, b, ss...),
// as msgI.
func MsgIS(id *msg.ID, n int, ss ...string) msg.Message {
	return msg.Message{ID: *id, Args: append([]string{strconv.Itoa(n)}, ss...)}
}

func MsgIIS(id *msg.ID, a, b int, ss ...string) msg.Message {
	return msg.Message{ID: *id, Args: append([]string{strconv.Itoa(a), strconv.Itoa(b)}, ss...)}
}

// MsgSI is msg.New(*id, s, ns...), as msgI.
func MsgSI(id *msg.ID, s string, ns ...int) msg.Message {
	args := make([]string, 1, 1+len(ns))
	args[0] = s
	for _, n := range ns {
		args = append(args, strconv.Itoa(n))
	}
	return msg.Message{ID: *id, Args: args}
}

// MsgA is msg.New(*id, args...), for the values of other types or
// orders than msgI's and msgS's.
func MsgA(id *msg.ID, args ...any) msg.Message { return msg.New(*id, args...) }

// NotStarted is E-NOT-STARTED at line for a table of n players, or of n
// teams when team is set: a table of one in the singular ("this table of
// 1 player").
func NotStarted(line, n int, team bool) msg.Message {
	switch {
	case team && n == 1:
		return MsgI(&msg.ReaderNotStartedTeamOne, line)
	case team:
		return MsgI(&msg.ReaderNotStartedTeam, line, n)
	case n == 1:
		return MsgI(&msg.ReaderNotStartedOne, line)
	}
	return MsgI(&msg.ReaderNotStarted, line, n)
}

// Counted is the message one citing args when n is 1, else many citing n
// and then args.
func Counted(n int, one, many *msg.ID, args ...any) msg.Message {
	if n == 1 {
		return MsgA(one, args...)
	}
	return MsgA(many, append([]any{n}, args...)...)
}

// Result returns the warnings and, when there was an error, an *Error.
func (l *DiagList) Result(file string) ([]Diagnostic, error) {
	SortDiags(l.Diags)
	// Appended after sorting, so that the first error reported is a real one.
	if l.Errors > MaxErrors {
		m := MsgI(&msg.ReaderTooManyErrors, l.Errors-MaxErrors)
		if l.Errors == MaxErrors+1 { // one more, in the singular
			m = MsgI(&msg.ReaderTooManyErrorsOne)
		}
		l.Diags = append(l.Diags, Worded(Diagnostic{Severity: SeverityError, Code: ETooManyErrors}, m))
	}
	if l.Errors > 0 {
		// Errors first, as Error documents, each part by position.
		sort.SliceStable(l.Diags, func(i, j int) bool {
			return l.Diags[i].Severity == SeverityError && l.Diags[j].Severity != SeverityError
		})
		return nil, &Error{File: file, Diags: l.Diags}
	}
	return l.Diags, nil
}

// ColumnName returns the letters of sheet column n (1 = A, 27 = AA).
func ColumnName(n int) string {
	if n <= 0 {
		return ""
	}
	var b []byte
	for n > 0 {
		n--
		b = append([]byte{byte('A' + n%26)}, b...)
		n /= 26
	}
	return string(b)
}
