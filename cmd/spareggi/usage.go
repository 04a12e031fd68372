package main

import (
	"errors"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// usageError is a command line the command cannot run (exit status 2): a
// sentence of the catalogues (key, with its values), or, with cause, the
// error of a flag or a field the sentence introduces ("-tb: …"). It is
// worded in the command's language when it is written (text); Error is its
// English.
type usageError struct {
	key   string
	args  []any
	cause error
}

// usage returns the usage error of the catalogue key with its values.
func usage(key string, args ...any) usageError { return usageError{key: key, args: args} }

// usageOf returns the usage error of cause, introduced by the sentence of
// key ("" for none).
func usageOf(cause error, key string, args ...any) usageError {
	return usageError{key: key, args: args, cause: cause}
}

func (e usageError) Error() string { return e.text("en") }

// text words the error in lang.
func (e usageError) text(lang string) string {
	var parts []string
	if e.key != "" {
		parts = append(parts, i18n.T(lang, e.key, append([]any(nil), e.args...)...))
	}
	if e.cause != nil {
		parts = append(parts, causeText(lang, e.cause))
	}
	return strings.Join(parts, ": ")
}

// flagErrors are the errors of Go's flag package, by their English form
// (flag.FlagSet.failf), each worded in the command's language by a key
// whose values are the form's %q and %s values in order. An error of
// another form is written as it is (TestFlagErrorsInLanguage walks each).
var flagErrors = []struct{ prefix, middle, key string }{
	{"flag provided but not defined: ", "", "cli.usage.flag-unknown"},
	{"flag needs an argument: ", "", "cli.usage.flag-argument"},
	{"bad flag syntax: ", "", "cli.usage.flag-syntax"},
	{"invalid value ", " for flag ", "cli.usage.flag-value"},
	{"invalid boolean value ", " for ", "cli.usage.flag-value"},
}

// errAnswerForm is the error of an -answer that is not ID=OPTION.
var errAnswerForm = errors.New("expected ID=OPTION")

// causeText words the cause of a usage error: an engine's coded error from
// the catalogues, a flag package's error by its form, else its own text.
func causeText(lang string, err error) string {
	var ce *engine.CodedError
	var re *engine.RangeError
	if errors.As(err, &ce) || errors.As(err, &re) {
		return i18n.ErrorText(lang, err)
	}
	s := err.Error()
	for _, f := range flagErrors {
		rest, ok := strings.CutPrefix(s, f.prefix)
		if !ok {
			continue
		}
		if f.middle == "" {
			return i18n.T(lang, f.key, rest)
		}
		// invalid value "V" for flag -F: CAUSE
		value, flagCause, ok := strings.Cut(rest, f.middle)
		name, cause, _ := strings.Cut(flagCause, ": ")
		if !ok {
			break
		}
		text := i18n.T(lang, f.key, value, name)
		if cause == errAnswerForm.Error() {
			text += ": " + i18n.T(lang, "cli.usage.answer-form")
		}
		return text
	}
	return s
}
