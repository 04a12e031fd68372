package app

import (
	"errors"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// The page's texts, in each language of i18n.Languages, are the catalogues
// of internal/i18n, which the command-line tool shares.

// outcomeErr is the error of an outcome not tied to a line, worded in lang
// when it is drawn: an outcome is cached across a change of language.
func outcomeErr(lang string, o Outcome) string {
	if o.Cause != nil {
		return errorWords(lang, o.Cause)
	}
	return o.Err
}

// errorWords words err in lang when it is drawn: a panic caught by the
// panic boundary (request.PanicError, code internal, as the CLI reports
// it), the engine's overflow and too-large refusals (kept as errors with their values, not as text, so
// that a language switch words them again), else i18n.ErrorText (a coded
// error by its message ID and values).
func errorWords(lang string, err error) string {
	var tl *engine.TooLargeError
	var pe *request.PanicError
	switch {
	case errors.As(err, &pe):
		return i18n.T(lang, "engine.internal", pe.Value)
	case errors.Is(err, engine.ErrOverflow):
		return i18n.T(lang, "engine.overflow")
	case errors.As(err, &tl):
		return i18n.T(lang, "engine.too-large", tl.Key, tl.Limit)
	}
	var ke *keyError
	if errors.As(err, &ke) {
		return i18n.T(lang, ke.key, ke.args...)
	}
	return i18n.ErrorText(lang, err)
}

// keyError is a refusal of the page's own, kept as an interface key of
// the catalogues and its values and worded when drawn (errorWords).
type keyError struct {
	key  string
	args []any
}

// Error returns the refusal in English.
func (e *keyError) Error() string { return i18n.T("en", e.key, e.args...) }
