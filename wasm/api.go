package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
	"github.com/spareggi/spareggi/internal/request"
)

// APIError is the error Spareggi.compute throws: Message is positioned
// ("LINE:COL: what was wrong") when the input could not be read.
type APIError struct {
	Message string               `json:"message"`
	Line    int                  `json:"line,omitempty"`
	Col     int                  `json:"column,omitempty"`
	Diags   []formats.Diagnostic `json:"diagnostics,omitempty"`
	Usage   bool                 `json:"usage,omitempty"` // an error in the options, not in the text
	// Code is the engine's code of a coded error ("whatif-work" …).
	Code string `json:"code,omitempty"`
	// Questions are the open questions when the input is ambiguous: answer
	// them with the option answers: {ID: OPTION}.
	Questions []formats.Question `json:"questions,omitempty"`
}

// Error returns the message.
func (e *APIError) Error() string { return e.Message }

// Compute reads a crosstable and returns the JSON document of `spareggi -o
// json` for it. optsJSON is the options object as JSON ("" or "{}" for the
// defaults). The options map to a request (internal/request), run behind
// its one panic boundary with the reading kept between calls.
func Compute(text, optsJSON string) (string, error) {
	js, err := request.ParseJS(optsJSON)
	var fe *request.FieldError
	switch {
	case errors.As(err, &fe):
		return "", worded(fieldError(err), err, js.Lang)
	case err != nil:
		return "", optionError(err)
	}
	req, lang := js.Request, js.Lang
	cache.Lock()
	res, err := cache.c.Run(text, req)
	cache.Unlock()
	var pe *request.PanicError
	switch {
	case errors.As(err, &pe):
		return "", &APIError{Message: pe.Error(), Code: pe.Code()}
	case res.Event == nil:
		return "", worded(readError(err), err, lang)
	case err != nil:
		ae := &APIError{Message: err.Error()}
		var ce *engine.CodedError
		if errors.As(err, &ce) && (req.Mode == request.WhatIf || ce.ID == msg.ErrExplainTooLarge) {
			ae.Code = ce.Code()
		}
		var ue *engine.UsageError
		ae.Usage = errors.As(err, &ue)
		return "", worded(ae, err, lang)
	}
	var b []byte
	if req.Mode == request.WhatIf {
		b, err = json.Marshal(report.WhatIf(res.WhatIf, res.Event.Teams))
	} else {
		// The document of `spareggi -o json`: the format read and the
		// reader's warnings, the details when explain was asked for.
		var ws []report.Warning
		for _, d := range res.Report.Diagnostics {
			if d.Severity == formats.SeverityWarning {
				ws = append(ws, report.Warning{Line: d.Line, Column: d.Col, Code: string(d.Code), Message: diagWords(d, lang)})
			}
		}
		b, err = report.JSONWith(res.Standings, report.JSONOptions{Format: res.Report.Format.String(), Warnings: ws, Details: req.Options.Explain != 0, Lang: lang})
	}
	if err != nil {
		return "", &APIError{Message: err.Error()}
	}
	return string(b), nil
}

// cache keeps the last text read: a recomputation of the same text with
// other options does not read it again. The engine does not modify the
// event.
var cache struct {
	sync.Mutex
	c request.Cache
}

// fieldError words a refused option: the option's name and why (the
// rules, the list and the system by their own words).
func fieldError(err error) *APIError {
	ae := &APIError{Message: err.Error(), Usage: true}
	var fe *request.FieldError
	if !errors.As(err, &fe) {
		return ae
	}
	switch {
	case fe.With != "":
		ae.Message = fe.Field + " and " + fe.With + " cannot be given together"
	case fe.Field == request.FieldRules || fe.Field == request.FieldTieBreaks || fe.Field == request.FieldSystem:
		ae.Message = fe.Err.Error()
	}
	return ae
}

// optionError is a refused options object or option (request.OptionError
// or a field's own error): a usage error, with the code of a value of the
// wrong kind.
func optionError(err error) *APIError {
	ae := &APIError{Message: err.Error(), Usage: true}
	var oe *request.OptionError
	if errors.As(err, &oe) {
		ae.Code = oe.Code
	}
	return ae
}

// readError turns a reader error into an APIError with the position of the
// first error (or of the first open question).
func readError(err error) *APIError {
	ae := &APIError{Message: err.Error()}
	var fe *formats.Error
	var qe *formats.QuestionError
	if errors.As(err, &qe) && len(qe.Questions) > 0 {
		ae.Line, ae.Col = qe.Questions[0].Line, qe.Questions[0].Col
		ae.Questions = qe.Questions
	}
	if errors.As(err, &fe) {
		ae.Diags = plainArgs(fe.Diags)
		if errs := fe.Errors(); len(errs) > 0 {
			ae.Line, ae.Col = errs[0].Line, errs[0].Col
		}
	}
	return ae
}

// plainArgs returns diags with each value that cites a message or a list
// (msg.Cite, msg.And) as its text, in English as Message is: the JSON
// document carries text, not the catalogues' internal encoding of a
// citation.
func plainArgs(diags []formats.Diagnostic) []formats.Diagnostic {
	out := slices.Clone(diags)
	for i := range out {
		args := out[i].Args
		if !slices.ContainsFunc(args, isCited) {
			continue
		}
		out[i].Args = make([]string, len(args))
		for j, a := range args {
			out[i].Args[j] = msg.Value("en", a)
		}
	}
	return out
}

// isCited reports whether a value cites a message or a list.
func isCited(v string) bool { _, ok := msg.Cited(v); return ok }

// worded returns ae with what the engine or a reader said (err) in lang:
// the message, positioned as in English ("LINE:COL: …"), the diagnostics
// and the questions. English leaves ae as it is.
func worded(ae *APIError, err error, lang string) *APIError {
	if lang == "" || lang == "en" || ae == nil {
		return ae
	}
	var ce *engine.CodedError
	var fe *formats.Error
	var qe *formats.QuestionError
	switch {
	case errors.As(err, &qe) && len(qe.Questions) > 0:
		qs := slices.Clone(ae.Questions)
		for i := range qs {
			qs[i].Text = i18n.QuestionText(lang, qs[i])
		}
		ae.Questions = qs
		ae.Message = qs[0].Text // the first question, where it is
		if q := qs[0]; q.Line > 0 {
			ae.Message = fmt.Sprintf("%d:%d: %s", q.Line, q.Col, q.Text)
		}
	case errors.As(err, &fe):
		for i := range ae.Diags {
			ae.Diags[i].Message = diagWords(ae.Diags[i], lang)
		}
		if errs := fe.Errors(); len(errs) > 0 {
			ae.Message = diagWords(errs[0], lang)
			if errs[0].Line > 0 && errs[0].Sheet == 0 {
				ae.Message = fmt.Sprintf("%d:%d: %s", errs[0].Line, errs[0].Col, ae.Message)
			}
		}
	case errors.As(err, &ce):
		ae.Message = ce.Text(lang)
	}
	return ae
}

// diagWords is a diagnostic's message in lang (English: as the reader
// wrote it).
func diagWords(d formats.Diagnostic, lang string) string {
	if lang == "" || lang == "en" {
		return d.Message
	}
	if s, ok := i18n.DiagText(lang, d); ok {
		return s
	}
	return d.Message
}
