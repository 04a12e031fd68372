package formats

import (
	"errors"
	"strconv"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/xlsx"
	"github.com/spareggi/spareggi/internal/msg"
)

// readWorkbook reads an .xlsx workbook (Read and ReadString send every
// input starting like a zip archive here): it chooses the sheet (Q-SHEET
// when several hold cells, xlsx.Open), turns it into lines and reads them
// as a text, then gives the positions back as the sheet's.
func readWorkbook(data string, opt Options) (ev *engine.Event, rep *Report, err error) {
	rep = &Report{Format: opt.Format}
	defer func() {
		if p := recover(); p != nil {
			ev, err = nil, &scan.Error{File: opt.FileName, Diags: []scan.Diagnostic{scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EInternal, Line: 1, Col: 1},
				scan.MsgA(&msg.ReaderXLSXInternal, p))}}
		}
	}()
	fail := func(d scan.Diagnostic) (*engine.Event, *Report, error) {
		return nil, rep, &scan.Error{File: opt.FileName, Diags: []scan.Diagnostic{d}}
	}
	if len(data) > scan.MaxInput {
		d := *scan.InputError(scan.EInputTooLarge, scan.MsgI(&msg.ReaderInputTooLarge, len(data), scan.MaxInput))
		d.Line, d.Col, d.EndCol = 1, 1, 1
		return fail(d)
	}
	sh, q, d := xlsx.Open(data, opt.Answers)
	if d != nil {
		return fail(*d)
	}
	if sh == nil {
		rep.Questions = append(rep.Questions, *q)
		return nil, rep, &scan.QuestionError{File: opt.FileName, Questions: []scan.Question{*q}}
	}
	dec := scan.Decoded{Lines: sh.Lines, Encoding: "xlsx", LineEnding: "none"}
	ev, rep, err = read(func() (scan.Decoded, *scan.Diagnostic) { return dec, nil }, opt)
	if q != nil {
		rep.Questions = append([]scan.Question{*q}, rep.Questions...)
	}
	if ev != nil {
		ev.Provenance.Encoding = "xlsx, sheet " + strconv.Itoa(sh.Number)
	}
	for i := range rep.Diagnostics {
		sh.ToCell(&rep.Diagnostics[i])
	}
	for i := range rep.Questions {
		if rep.Questions[i].ID != string(scan.QSheet) {
			sh.QuestionToCell(&rep.Questions[i])
		}
	}
	var fe *scan.Error
	var qe *scan.QuestionError
	switch {
	case errors.As(err, &fe):
		for i := range fe.Diags {
			sh.ToCell(&fe.Diags[i])
		}
	case errors.As(err, &qe):
		for i := range qe.Questions {
			sh.QuestionToCell(&qe.Questions[i])
		}
	}
	return ev, rep, err
}
