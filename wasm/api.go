package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/jsonlen"
	"github.com/spareggi/spareggi/internal/msg"
	"github.com/spareggi/spareggi/internal/request"
)

// APIOptions are the options of Spareggi.compute(text, options), the same
// choices as the flags of the CLI.
type APIOptions struct {
	Rules     string          `json:"rules"`     // edition id, e.g. "fide2024"; "" = by date
	TieBreaks json.RawMessage `json:"tiebreaks"` // "BH,SB" or ["BH","SB"]; absent = chosen as by the CLI
	Preset    string          `json:"preset"`    // preset id
	Round     int             `json:"round"`     // standings after round N; 0 = last complete
	System    string          `json:"system"`    // "", "rr", "swiss"
	Unrated   *int            `json:"unrated"`   // rating of unrated players
	Explain   json.RawMessage `json:"explain"`   // a start number or "all": values carry "details"
	Name      string          `json:"name"`      // file name, used in messages and format detection
	Format    string          `json:"format"`    // input format: "auto" (default), "trf", "strip", ...
	Answers   json.RawMessage `json:"answers"`   // answers to the reader's questions, ID → option
	WhatIf    bool            `json:"whatif"`    // the what-if document of the last round's pending games (spareggi -whatif -o json)
	Lang      string          `json:"lang"`      // "en" (default), "it" or "es": the language of the messages
}

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
	o, err := parseOptions(optsJSON)
	if err != nil {
		return "", err
	}
	lang, err := o.lang()
	if err != nil {
		return "", err
	}
	f, err := o.fields()
	if err != nil {
		var ae *APIError
		if errors.As(err, &ae) {
			return "", ae
		}
		return "", &APIError{Message: err.Error(), Usage: true}
	}
	req, err := request.Parse(f)
	if err != nil {
		return "", worded(fieldError(err), err, lang)
	}
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

// optionNames are the names of the options, as the JSON tags of
// APIOptions: any other name is an error.
var optionNames = func() []string {
	var out []string
	t := reflect.TypeOf(APIOptions{})
	for i := 0; i < t.NumField(); i++ {
		out = append(out, strings.Split(t.Field(i).Tag.Get("json"), ",")[0])
	}
	return out
}()

// parseOptions reads the options object. An unknown name (a typo such as
// "tiebreak" or "edition") is a usage error that names it and lists the
// known ones, not an option silently ignored.
func parseOptions(optsJSON string) (APIOptions, error) {
	var o APIOptions
	s := strings.TrimSpace(optsJSON)
	if s == "" || s == "null" || s == "undefined" {
		return o, nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &fields); err != nil {
		return o, &APIError{Message: "options: expected an object such as {rules: \"fide2024\"}: " + err.Error(), Usage: true}
	}
	var unknown []string
	for name := range fields {
		if !slices.Contains(optionNames, name) {
			unknown = append(unknown, strconv.Quote(name))
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return o, &APIError{Message: fmt.Sprintf("options: unknown option %s (the options are %s)",
			strings.Join(unknown, ", "), strings.Join(optionNames, ", ")), Usage: true}
	}
	if err := json.Unmarshal([]byte(s), &o); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			// "options.round: expected a number, not a string", not Go's
			// "cannot unmarshal string into Go struct field …".
			return o, &APIError{Message: fmt.Sprintf("options.%s: expected %s, not %s", te.Field, jsonKind(te.Type), article(te.Value)),
				Usage: true, Code: "api-option-type"}
		}
		return o, &APIError{Message: "options: " + err.Error(), Usage: true}
	}
	return o, nil
}

// jsonKind names the JSON value a Go type of APIOptions takes.
func jsonKind(t reflect.Type) string {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Float64:
		return "a number"
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a string"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.Slice:
		return "a list"
	}
	return "another kind of value"
}

// article writes a JSON value kind as encoding/json names it ("string",
// "number", "object" …) with its article.
func article(kind string) string {
	switch {
	case kind == "":
		return "another kind of value"
	case strings.ContainsAny(kind[:1], "aeiou"):
		return "an " + kind
	}
	return "a " + kind
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

// fields maps the options of the JavaScript call to the request's fields:
// the list as a string or an array of strings (its length counted before
// its entries are read), the numbers as text.
func (o APIOptions) fields() (request.Fields, error) {
	// The text is text: a workbook comes to the page as a file, never to
	// Spareggi.compute (a zip can be written in ASCII).
	f := request.Fields{Rules: o.Rules, Preset: o.Preset, System: o.System, Name: o.Name, Format: o.Format, Browser: true, TextOnly: true}
	if o.WhatIf {
		f.Mode = request.WhatIf.String()
	}
	if o.Round != 0 {
		f.Round = strconv.Itoa(o.Round)
	}
	if o.Unrated != nil {
		f.Unrated = strconv.Itoa(*o.Unrated)
	}
	if len(o.TieBreaks) > 0 && string(o.TieBreaks) != "null" {
		var list string
		var arr []string
		if err := json.Unmarshal(o.TieBreaks, &list); err != nil {
			// The array's length before its entries (+ 1: a leading
			// PTS; ParseList checks the rest).
			if n := jsonlen.Values(o.TieBreaks); n > engine.MaxTieBreaks+1 && o.TieBreaks[0] == '[' {
				dec := json.NewDecoder(bytes.NewReader(o.TieBreaks))
				dec.Token() // [
				if first, _ := dec.Token(); first != nil && strings.EqualFold(fmt.Sprint(first), "PTS") {
					n--
				}
				return f, engine.CheckTieBreaks(n)
			}
			if err := json.Unmarshal(o.TieBreaks, &arr); err != nil {
				return f, errors.New(`tiebreaks: expected a string such as "BH/C1,BH,DE" or an array of strings`)
			}
			list = strings.Join(arr, ",")
		}
		f.TieBreaks, f.ListSet = list, true
	}
	if len(o.Explain) > 0 && string(o.Explain) != "null" {
		var n int
		var s string
		switch {
		case json.Unmarshal(o.Explain, &n) == nil:
			if n != 0 { // 0: none
				f.Explain = strconv.Itoa(n)
			}
		case json.Unmarshal(o.Explain, &s) == nil && s == "all":
			f.Explain = s
		default:
			return f, explainError(o.Explain)
		}
	}
	answers, err := o.answers()
	f.Answers = answers
	return f, err
}

// lang reads the lang option: "" (English), "en", "it" or "es". The
// options' own refusals stay in English, the words of the API's reference
// (README); what the engine and the readers say is worded in lang.
func (o APIOptions) lang() (string, error) {
	switch o.Lang {
	case "", "en", "it", "es":
		return o.Lang, nil
	}
	return "", &APIError{Message: fmt.Sprintf(`options.lang: expected "en", "it" or "es", not %q`, o.Lang), Usage: true}
}

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

// explainError words a refused explain: what it expects and what it was
// given, its kind and, for a string or a number, the value itself. A start
// number sent as a string ("1") is told it is a string, where a number is
// expected (issue 33, item 7).
func explainError(raw json.RawMessage) *APIError {
	given := "another kind of value"
	var s string
	var n json.Number
	switch raw[0] {
	case '"':
		json.Unmarshal(raw, &s)
		if len(s) > 40 {
			s = s[:40] + "…"
		}
		given = fmt.Sprintf("a string (%q)", s)
	case 't', 'f':
		given = "true or false"
	case '[':
		given = "a list"
	case '{':
		given = "an object"
	default:
		if json.Unmarshal(raw, &n) == nil && len(n) <= 40 {
			given = n.String() // 1.5, -3, 1e400: not a start number
		}
	}
	return &APIError{Message: `options.explain: expected a number (a start number such as 1) or "all", not ` + given,
		Usage: true, Code: "api-option-type"}
}

// answers reads the answers to the reader's questions, {ID: OPTION}, after
// counting them: more than engine.MaxAnswers are refused unread.
func (o APIOptions) answers() (map[string]string, error) {
	if len(o.Answers) == 0 || string(o.Answers) == "null" {
		return nil, nil
	}
	if err := engine.CheckAnswers(jsonlen.Values(o.Answers)); err != nil {
		return nil, err
	}
	var a map[string]string
	if err := json.Unmarshal(o.Answers, &a); err != nil {
		return nil, errors.New(`answers: expected an object such as {"Q-BYE/r3": "fpb"}`)
	}
	return a, nil
}
