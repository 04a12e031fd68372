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

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/engine/whatif"
	"github.com/spareggi/spareggi/internal/jsonlen"
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
// defaults).
func Compute(text, optsJSON string) (out string, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = "", &APIError{Message: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	o, err := parseOptions(optsJSON)
	if err != nil {
		return "", err
	}
	opt, err := o.engineOptions()
	if err != nil {
		return "", &APIError{Message: err.Error(), Usage: true}
	}
	format, err := formats.ParseFormat(o.Format)
	if err != nil {
		return "", &APIError{Message: "format: " + err.Error(), Usage: true}
	}
	answers, err := o.answers()
	if err != nil {
		return "", &APIError{Message: err.Error(), Usage: true}
	}
	in, err := read(text, formats.Options{FileName: o.Name, Format: format, Answers: answers})
	if err != nil {
		return "", readError(err)
	}
	if o.WhatIf {
		return whatIf(in.ev, opt, o.Round)
	}
	st, err := engine.Compute(in.ev, opt)
	if err != nil {
		var ue *engine.UsageError
		return "", &APIError{Message: err.Error(), Usage: errors.As(err, &ue)}
	}
	// The document of `spareggi -o json`: the format read and the
	// reader's warnings, the details when explain was asked for.
	var ws []report.Warning
	for _, d := range in.diags {
		if d.Severity == formats.SeverityWarning {
			ws = append(ws, report.Warning{Line: d.Line, Column: d.Col, Code: string(d.Code), Message: d.Message})
		}
	}
	b, err := report.JSONWith(st, report.JSONOptions{Format: in.format, Warnings: ws, Details: opt.Explain != 0})
	if err != nil {
		return "", &APIError{Message: err.Error()}
	}
	return string(b), nil
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

// input is a crosstable read: the event, the reader's diagnostics and the
// id of the format.
type input struct {
	ev     *engine.Event
	diags  []formats.Diagnostic
	format string
}

// last is the last text read: a recomputation of the same text with other
// options does not read it again. Compute does not modify the event.
var last struct {
	text, key string
	in        input
}

// read reads a crosstable as the CLI does, or returns the result of the
// last call when the text and the reading options are the same.
func read(text string, opt formats.Options) (input, error) {
	key := fmt.Sprintf("%q|%d|%v", opt.FileName, opt.Format, opt.Answers)
	if last.in.ev != nil && last.text == text && last.key == key {
		return last.in, nil
	}
	ev, rep, err := formats.ReadString(text, opt)
	if err != nil {
		return input{}, err
	}
	in := input{ev: ev, diags: rep.Diagnostics, format: rep.Format.String()}
	last.text, last.key, last.in = text, key, in
	return in, nil
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
		ae.Diags = fe.Diags
		if errs := fe.Errors(); len(errs) > 0 {
			ae.Line, ae.Col = errs[0].Line, errs[0].Col
		}
	}
	return ae
}

// engineOptions translates the options of the JavaScript call.
func (o APIOptions) engineOptions() (engine.Options, error) {
	var opt engine.Options
	if o.Rules != "" {
		e, err := engine.ParseEdition(o.Rules)
		if err != nil {
			return opt, err
		}
		opt.Edition = e
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
				return opt, engine.CheckTieBreaks(n)
			}
			if err := json.Unmarshal(o.TieBreaks, &arr); err != nil {
				return opt, errors.New(`tiebreaks: expected a string such as "BH/C1,BH,DE" or an array of strings`)
			}
			list = strings.Join(arr, ",")
		}
		ds, err := engine.ParseList(list)
		if err != nil {
			return opt, err
		}
		if ds == nil {
			ds = []engine.Descriptor{}
		}
		opt.TieBreaks = ds
		if o.Preset != "" {
			return opt, errors.New("tiebreaks and preset cannot be given together")
		}
	}
	opt.Preset = o.Preset
	if o.Round < 0 {
		return opt, fmt.Errorf("round %d: expected a round number from 1", o.Round)
	}
	opt.Round = o.Round
	sys, err := engine.ParseSystem(o.System)
	if err != nil {
		return opt, err
	}
	opt.System = sys
	if o.Unrated != nil {
		opt.Unrated, opt.HasUnrated = *o.Unrated, true
	}
	opt.MaxComponents = engine.BrowserMaxComponents
	if len(o.Explain) > 0 && string(o.Explain) != "null" {
		var n int
		var s string
		switch {
		case json.Unmarshal(o.Explain, &n) == nil:
			opt.Explain = n
		case json.Unmarshal(o.Explain, &s) == nil && s == "all":
			opt.Explain = engine.ExplainAll
		default:
			return opt, errors.New(`explain: expected a start number or "all"`)
		}
	}
	return opt, nil
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

// whatIf returns the what-if document (report.WhatIf) of the event, or the
// engine's refusal with its code: the same bounds as the CLI's -whatif
// and the page (whatif.MaxScenarios, whatif.MaxWhatIfWork).
func whatIf(ev *engine.Event, opt engine.Options, round int) (string, error) {
	if round != 0 {
		return "", &APIError{Message: "whatif ranks after the last paired round: give it without round", Usage: true}
	}
	res, err := whatif.Compute(ev, opt)
	if err != nil {
		ae := &APIError{Message: err.Error()}
		var ce *engine.CodedError
		if errors.As(err, &ce) {
			ae.Code = ce.Code()
		}
		var ue *engine.UsageError
		ae.Usage = errors.As(err, &ue)
		return "", ae
	}
	b, err := json.Marshal(report.WhatIf(res, ev.Teams))
	if err != nil {
		return "", &APIError{Message: err.Error()}
	}
	return string(b), nil
}
