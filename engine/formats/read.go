package formats

import (
	"fmt"
	"strconv"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/htmltext"
	"github.com/spareggi/spareggi/engine/formats/pairings"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/engine/formats/xlsx"
	"github.com/spareggi/spareggi/internal/msg"
)

// Options are the choices of one Read call.
type Options struct {
	FileName string            // "" for pasted text; used for detection and in messages
	Format   Format            // FormatAuto (the default) detects the format
	Answers  map[string]string // question ID → option ID (docs/formats.md §13); "Q-BYE/*" answers every Q-BYE
	// TextOnly reads the input as text even when it starts like a zip
	// archive: such an input is E-INPUT-BINARY, never a workbook. Text
	// that came as text (a share link, a message, Spareggi.compute) sets
	// it: a zip can be written in ASCII, and a workbook comes as a file
	// (docs/formats.md §3.9).
	TextOnly bool
}

// Report is what Read found besides the event.
type Report struct {
	Format      Format            // the format read (detected or forced)
	Candidates  []Candidate       // the detectors' findings, best first (detection only)
	Diagnostics []scan.Diagnostic // warnings and infos, sorted by line, column and code
	Questions   []scan.Question   // every question raised, answered or not
}

// Assumptions returns the questions that were settled by a default or an
// answer, for the import summary.
func (r *Report) Assumptions() []scan.Question {
	var out []scan.Question
	for _, q := range r.Questions {
		if !q.Blocking {
			out = append(out, q)
		}
	}
	return out
}

// Read reads a crosstable in any supported format (docs/formats.md §1): it
// decodes the bytes, detects the format unless opt.Format forces one, runs
// the reader and the cross-checks of §14, and applies opt.Answers to the
// questions of §13. An input starting like a zip archive is read as an
// .xlsx workbook (§3.9): its sheet's rows become the lines.
//
// On success it returns the event and a report with the warnings, infos and
// the questions settled by a default or an answer. When the input cannot be
// read the error is a *Error listing every error with its line and column;
// when a blocking question is open it is a *QuestionError, and the report
// lists the questions. The report is never nil. Read never panics.
func Read(data []byte, opt Options) (ev *engine.Event, rep *Report, err error) {
	if !opt.TextOnly && xlsx.IsZip(string(data[:min(len(data), len(xlsx.ZipMagic))])) {
		return readWorkbook(string(data), opt)
	}
	return read(func() (scan.Decoded, *scan.Diagnostic) { return scan.DecodeBytes(data) }, opt)
}

// ReadString is Read for text in a string, such as the text of a form or a
// file read with strings.Builder. UTF-8 text is read in place: the lines
// of the event and of the diagnostics are substrings of text, and the
// text is never copied whole.
func ReadString(text string, opt Options) (ev *engine.Event, rep *Report, err error) {
	if !opt.TextOnly && xlsx.IsZip(text) {
		return readWorkbook(text, opt)
	}
	return read(func() (scan.Decoded, *scan.Diagnostic) { return scan.DecodeString(text) }, opt)
}

// read is Read and ReadString after the choice of the decoder, which runs
// under read's recovery of panics.
func read(decode func() (scan.Decoded, *scan.Diagnostic), opt Options) (ev *engine.Event, rep *Report, err error) {
	rep = &Report{Format: opt.Format}
	defer func() {
		if p := recover(); p != nil {
			ev = nil
			err = &scan.Error{File: opt.FileName, Diags: []scan.Diagnostic{scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EInternal, Line: 1, Col: 1},
				scan.MsgA(&msg.ReaderInternal, rep.Format.Name(), p))}}
		}
	}()
	dec, derr := decode()
	lines, encoding, lineEnding := dec.Lines, dec.Encoding, dec.LineEnding
	if derr != nil {
		d := *derr
		d.Line, d.Col, d.EndCol = 1, 1, 1
		return nil, rep, &scan.Error{File: opt.FileName, Diags: []scan.Diagnostic{d}}
	}
	if htmltext.FromHTML(&dec) {
		lines = dec.Lines
	}
	if d := scan.OverlongLine(lines); d != nil {
		return nil, rep, &scan.Error{File: opt.FileName, Diags: []scan.Diagnostic{*d}}
	}
	f := opt.Format
	if f == FormatAuto {
		if f, err = detectFormat(lines, opt, rep); err != nil {
			return nil, rep, err
		}
	}
	rep.Format = f
	if d := tooManyFields(lines, f); d != nil {
		return nil, rep, &scan.Error{File: opt.FileName, Diags: []scan.Diagnostic{*d}}
	}
	spec := f.spec()
	if spec == nil || spec.read == nil {
		return nil, rep, fmt.Errorf("formats: unknown format %d", f)
	}
	in := &table.Reader{Input: &scan.Input{Lines: lines, Dec: dec, File: opt.FileName, Answers: opt.Answers}}
	if dec.Html {
		in.D.Info(scan.IHTML, 1, msg.Message{ID: msg.ReaderHTML})
	}
	ev = spec.read(in)
	if ev != nil {
		ev.Provenance.Encoding, ev.Provenance.LineEnding = encoding, lineEnding
	}
	if opt.Format == FormatAuto && !spec.explainsFlattened && in.D.Errors > 0 && chessresults.PapiRows(lines) == 0 {
		// Several tables, none readable (docs/formats.md §4.3): also report
		// the pairing lists that were flattened (docs/formats.md §12); a
		// grille américaine's round columns (`Rd01 Rd02 …`, §7.10) are no
		// such lists.
		for _, d := range pairings.InterleavedHeadings(lines) {
			in.D.Add(d)
		}
	}
	return finishRead(ev, in, opt, rep)
}

// detectFormat detects the format of the lines for read; when the text
// could be two formats, the user's answer to the question chooses, or the
// question is the error (docs/formats.md §4).
func detectFormat(lines []string, opt Options, rep *Report) (Format, error) {
	f, cands, q := Detect(lines, opt.FileName)
	rep.Candidates = cands
	if q == nil {
		return f, nil
	}
	if q.Code != scan.QFormat {
		return f, &scan.Error{File: opt.FileName, Diags: []scan.Diagnostic{*q}}
	}
	qu := formatQuestion(cands, q)
	a := scan.Answer(opt.Answers, qu.ID)
	switch a {
	case formatRoundResults.String():
		return f, &scan.Error{File: opt.FileName, Diags: []scan.Diagnostic{scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ENoOpponents,
			Line: q.Line, Col: 1, EndCol: 1}, msg.Message{ID: msg.ReaderNoOpponents})}}
	case "":
	default:
		if g, perr := ParseFormat(a); perr == nil && g != FormatAuto {
			f = g
		}
	}
	if f == FormatAuto {
		rep.Questions = append(rep.Questions, qu)
		return f, &scan.QuestionError{File: opt.FileName, Questions: []scan.Question{qu}}
	}
	qu.Blocking, qu.Default = false, a
	rep.Questions = append(rep.Questions, qu)
	return f, nil
}

// finishRead gathers a table reader's questions and diagnostics: an error,
// or the questions still open, stop the reading; so does a text without
// any row.
func finishRead(ev *engine.Event, in *table.Reader, opt Options, rep *Report) (*engine.Event, *Report, error) {
	rep.Questions = append(rep.Questions, in.Questions...)
	diags, err := in.D.Result(opt.FileName)
	rep.Diagnostics = diags
	if err != nil {
		return nil, rep, err
	}
	var open []scan.Question
	for _, q := range in.Questions {
		if q.Blocking {
			open = append(open, q)
		}
	}
	if len(open) > 0 {
		return nil, rep, &scan.QuestionError{File: opt.FileName, Questions: open}
	}
	if ev == nil {
		return nil, rep, &scan.Error{File: opt.FileName, Diags: []scan.Diagnostic{scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ENoResults,
			Line: 1, Col: 1}, msg.Message{ID: msg.ReaderNoResults})}}
	}
	return ev, rep, nil
}

// formatQuestion builds Q-FORMAT from the detection candidates.
func formatQuestion(cands []Candidate, q *scan.Diagnostic) scan.Question {
	var shown []Candidate
	for _, c := range cands {
		if c.Confidence >= 60 {
			shown = append(shown, c)
		}
	}
	qu := scan.Question{ID: string(scan.QFormat), Text: q.Message, Blocking: true, Line: q.Line, Col: q.Col}
	if len(shown) >= 2 {
		qu = scan.Asked(qu, formatAsk(shown[0], shown[1]))
	}
	for _, c := range shown {
		qu.Options = append(qu.Options, scan.QuestionOption{ID: c.Format.String()})
	}
	return qu
}

// maxLineFields is the most fields (separated by blanks, TABs, ';', ','
// or '|') a line of a table may have: four per round the table readers
// accept, far more than any crosstable row (name, rating, points and one
// or two cells per round).
const maxLineFields = 4 * table.MaxTableRounds

// tooManyFields returns E-TOO-MANY-ROUNDS at the first line of more than
// maxLineFields fields, for the table formats: such a table has more
// rounds than the readers accept, and is refused in one pass without
// allocating, before a reader tokenizes it (a 1,800-player grid of 6.5 MB
// took 2 s and 2 GB). Formats whose readers bound their own lines
// (formatSpec.boundsLines: TRF's fixed columns, PGN's free move text) are
// not checked.
func tooManyFields(lines []string, f Format) *scan.Diagnostic {
	if s := f.spec(); s != nil && s.boundsLines {
		return nil
	}
	for i, l := range lines {
		n, in := 0, false
		for j := 0; j < len(l); j++ {
			switch l[j] {
			case ' ', '\t', ';', ',', '|':
				in = false
			default:
				if !in {
					n++
					in = true
				}
			}
		}
		if n > maxLineFields {
			d := scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ETooManyRounds, Line: i + 1, Col: 1, EndCol: 1,
				Expected: "at most " + strconv.Itoa(maxLineFields) + " fields"}, scan.MsgI(&msg.ReaderTooManyFields, i+1, n, table.MaxTableRounds))
			return &d
		}
	}
	return nil
}

// ReadTRF reads a TRF16/TRF26 individual tournament (docs/formats.md §5). name is
// the file name used in error messages ("" for pasted text).
//
// It returns the event and the warnings and infos, sorted by line, column and
// code; or an error of type *Error whose Error() reads "NAME:LINE:COL:
// message" and which lists every error found (up to 50) with the warnings
// found before. The declared points and ranks are kept but never used for
// computing; Event.Players is sorted by start number and every player has
// exactly Event.Rounds entries.
func ReadTRF(data []byte, name string) (ev *engine.Event, diags []scan.Diagnostic, err error) {
	ev, rep, err := Read(data, Options{FileName: name, Format: FormatTRF})
	return ev, rep.Diagnostics, err
}
