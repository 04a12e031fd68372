package request

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
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/jsonlen"
	"github.com/spareggi/spareggi/internal/msg"
)

// JSOptions are the options object of the JavaScript API's
// Spareggi.compute(text, options) and of an embedded page's "compute"
// message (web/spareggi.js): one parser for both, so that the frame shows
// what the host was answered. They are the choices of the CLI's flags.
type JSOptions struct {
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
	Lang      string          `json:"lang"`      // "en" (default) or another language of i18n.Languages: the language of the messages
}

// OptionError is an options object the API refuses before any field is
// validated: not an object, an unknown name, a value of the wrong kind.
// Its message is English, the words of the API's reference (README;
// docs/tiebreaks.md, decision 63); Code is "api-option-type" for a value
// of the wrong kind.
type OptionError struct {
	Message string
	Code    string
}

func (e *OptionError) Error() string { return e.Message }

// jsOptionNames are the names of the options, as the JSON tags of
// JSOptions: any other name is an error.
var jsOptionNames = func() []string {
	var out []string
	t := reflect.TypeOf(JSOptions{})
	for i := 0; i < t.NumField(); i++ {
		out = append(out, strings.Split(t.Field(i).Tag.Get("json"), ",")[0])
	}
	return out
}()

// ParseJSOptions reads the options object ("", "null" or "undefined": the
// defaults). An unknown name (a typo such as "tiebreak" or "edition") is
// an *OptionError that names it and lists the known ones, not an option
// silently ignored.
func ParseJSOptions(optsJSON string) (JSOptions, error) {
	var o JSOptions
	s := strings.TrimSpace(optsJSON)
	if s == "" || s == "null" || s == "undefined" {
		return o, nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &fields); err != nil {
		return o, &OptionError{Message: "options: expected an object such as {rules: \"fide2024\"}: " + err.Error()}
	}
	var unknown []string
	for name := range fields {
		if !slices.Contains(jsOptionNames, name) {
			unknown = append(unknown, strconv.Quote(name))
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return o, &OptionError{Message: fmt.Sprintf("options: unknown option %s (the options are %s)",
			strings.Join(unknown, ", "), strings.Join(jsOptionNames, ", "))}
	}
	if err := json.Unmarshal([]byte(s), &o); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			// "options.round: expected a number, not a string", not Go's
			// "cannot unmarshal string into Go struct field …".
			return o, &OptionError{Message: fmt.Sprintf("options.%s: expected %s, not %s", te.Field, jsonKind(te.Type), article(te.Value)),
				Code: "api-option-type"}
		}
		return o, &OptionError{Message: "options: " + err.Error()}
	}
	return o, nil
}

// jsonKind names the JSON value a Go type of JSOptions takes.
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

// Language reads the lang option: "" (English) or a language of
// i18n.Languages, in any case ("ES" is "es"). The options' own refusals stay in English
// (OptionError); what the engine and the readers say is worded in the
// language.
func (o JSOptions) Language() (string, error) {
	if l := strings.ToLower(o.Lang); l == "" || msg.Catalogue(l) != nil {
		return l, nil
	}
	quoted := make([]string, len(i18n.Languages))
	for i, l := range i18n.Languages {
		quoted[i] = strconv.Quote(l)
	}
	last := len(quoted) - 1
	return "", &OptionError{Message: fmt.Sprintf(`options.lang: expected %s or %s, not %q`, strings.Join(quoted[:last], ", "), quoted[last], o.Lang)}
}

// Fields maps the options to the request's fields: the list as a string
// or an array of strings (its length counted before its entries are read),
// the numbers as text. The text is text: a workbook comes to the page as a
// file, never through these options (a zip can be written in ASCII).
func (o JSOptions) Fields() (Fields, error) {
	f := Fields{Rules: o.Rules, Preset: o.Preset, System: o.System, Name: o.Name, Format: o.Format, Browser: true, TextOnly: true}
	if o.WhatIf {
		f.Mode = WhatIf.String()
	}
	if o.Round != 0 {
		f.Round = strconv.Itoa(o.Round)
	}
	if o.Unrated != nil {
		f.Unrated = strconv.Itoa(*o.Unrated)
	}
	var err error
	if f.TieBreaks, f.ListSet, err = o.list(); err != nil {
		return f, err
	}
	if f.Explain, err = o.explain(); err != nil {
		return f, err
	}
	f.Answers, err = o.answers()
	return f, err
}

// list reads the tiebreaks option, a string or an array of strings; set
// reports whether it was given.
func (o JSOptions) list() (list string, set bool, err error) {
	if len(o.TieBreaks) == 0 || string(o.TieBreaks) == "null" {
		return "", false, nil
	}
	if json.Unmarshal(o.TieBreaks, &list) == nil {
		return list, true, nil
	}
	// The array's length before its entries (+ 1: a leading PTS;
	// ParseList checks the rest).
	if n := jsonlen.Values(o.TieBreaks); n > engine.MaxTieBreaks+1 && o.TieBreaks[0] == '[' {
		dec := json.NewDecoder(bytes.NewReader(o.TieBreaks))
		dec.Token() // [
		if first, _ := dec.Token(); first != nil && strings.EqualFold(fmt.Sprint(first), "PTS") {
			n--
		}
		return "", false, engine.CheckTieBreaks(n)
	}
	var arr []string
	if json.Unmarshal(o.TieBreaks, &arr) != nil {
		return "", false, errors.New(`tiebreaks: expected a string such as "BH/C1,BH,DE" or an array of strings`)
	}
	return strings.Join(arr, ","), true, nil
}

// explain reads the explain option: a start number (0: none) or "all".
func (o JSOptions) explain() (string, error) {
	if len(o.Explain) == 0 || string(o.Explain) == "null" {
		return "", nil
	}
	var n int
	var s string
	switch {
	case json.Unmarshal(o.Explain, &n) == nil:
		if n != 0 { // 0: none
			return strconv.Itoa(n), nil
		}
		return "", nil
	case json.Unmarshal(o.Explain, &s) == nil && s == "all":
		return s, nil
	}
	return "", explainError(o.Explain)
}

// explainError words a refused explain: what it expects and what it was
// given, its kind and, for a string or a number, the value itself. A start
// number sent as a string ("1") is told it is a string, where a number is
// expected (issue 33, item 7).
func explainError(raw json.RawMessage) *OptionError {
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
	return &OptionError{Message: `options.explain: expected a number (a start number such as 1) or "all", not ` + given,
		Code: "api-option-type"}
}

// answers reads the answers to the reader's questions, {ID: OPTION}, after
// counting them: more than engine.MaxAnswers are refused unread.
func (o JSOptions) answers() (map[string]string, error) {
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

// JS is an options object read and validated: the request it asks for,
// its fields and the language of its messages.
type JS struct {
	Options JSOptions
	Fields  Fields
	Request Request
	Lang    string // "" (English) or a language of i18n.Languages
}

// ParseJS reads and validates the options object of Spareggi.compute and
// of an embedded page's "compute" message: one parser, the same errors
// for both. The error is an *OptionError or another refusal of the object
// itself (the list's or the answers' shape or count) before the fields
// are validated, or Parse's *FieldError; Lang is set once the lang option
// was read, also when a later field is refused, so that the refusal can be
// worded in it.
func ParseJS(optsJSON string) (JS, error) {
	var js JS
	var err error
	if js.Options, err = ParseJSOptions(optsJSON); err != nil {
		return js, err
	}
	if js.Lang, err = js.Options.Language(); err != nil {
		return js, err
	}
	if js.Fields, err = js.Options.Fields(); err != nil {
		return js, err
	}
	js.Request, err = Parse(js.Fields)
	return js, err
}
