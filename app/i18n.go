package app

import (
	"errors"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// The page's texts, in Italian, English and Spanish, are the catalogues
// of internal/i18n, which the command-line tool shares.

// outcomeErr is the error of an outcome not tied to a line, worded in lang
// when it is drawn: an outcome is cached across a change of language.
func outcomeErr(lang string, o Outcome) string {
	var tl *engine.TooLargeError
	switch {
	case errors.Is(o.Cause, engine.ErrOverflow):
		return i18n.T(lang, "engine.overflow")
	case errors.As(o.Cause, &tl):
		return i18n.T(lang, "engine.too-large", tl.Key, tl.Limit)
	case o.ErrCoded != nil:
		return i18n.ErrorText(lang, o.ErrCoded)
	}
	return o.Err
}
