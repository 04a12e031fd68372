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

// flagPrefixes are the errors of Go's flag package the command words in
// its language, by their English prefix; others are written as they are.
var flagPrefixes = []struct{ prefix, key string }{
	{"flag provided but not defined: ", "cli.usage.flag-unknown"},
	{"flag needs an argument: ", "cli.usage.flag-argument"},
}

// causeText words the cause of a usage error: an engine's coded error from
// the catalogues, a flag package's error by its prefix, else its own text.
func causeText(lang string, err error) string {
	var ce *engine.CodedError
	var re *engine.RangeError
	if errors.As(err, &ce) || errors.As(err, &re) {
		return i18n.ErrorText(lang, err)
	}
	s := err.Error()
	for _, p := range flagPrefixes {
		if rest, ok := strings.CutPrefix(s, p.prefix); ok {
			return i18n.T(lang, p.key, rest)
		}
	}
	return s
}
