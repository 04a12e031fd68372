package app

import "github.com/spareggi/spareggi/internal/i18n"

// The page's texts, in Italian, English and Spanish, are the catalogues
// of internal/i18n, which the command-line tool shares.

// outcomeErr is the error of an outcome not tied to a line, in lang.
func outcomeErr(lang string, o Outcome) string {
	if o.ErrCoded != nil {
		return i18n.ErrorText(lang, o.ErrCoded)
	}
	return o.Err
}
