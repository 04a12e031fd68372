// Package i18n words the texts of the page and of the command-line tool in
// Italian, English, Spanish and German, from internal/msg's catalogues (one per
// language, keyed by message: the interface's keys and the declared
// messages in one map), and turns the codes the engine and the readers
// return (with their arguments) into sentences. No text the user reads is
// built elsewhere.
package i18n

import (
	"slices"
	"strings"

	imsg "github.com/spareggi/spareggi/internal/msg"
)

// Languages lists the languages of the page, in the order the switcher shows
// them.
var Languages = []string{"it", "en", "es", "de", "fr"}

// languageNames are the languages' own names, which the switcher shows
// alike in every language of the page: not texts to translate, so not in
// the catalogues, and drawing the switcher unpacks none of them
// (internal/msg, catalogue_js.go).
var languageNames = map[string]string{"it": "Italiano", "en": "English", "es": "Español", "de": "Deutsch", "fr": "Français"}

// LanguageName returns the own name of lang, one of Languages.
func LanguageName(lang string) string { return languageNames[lang] }

// catalogue returns lang's catalogue, internal/msg's one per language
// (en.go, it.go, es.go, de.go, fr.go), nil for a language the page does not
// speak: every text the page and the command line show comes from there;
// components never hold inline texts.
func catalogue(lang string) map[string]string {
	if !slices.Contains(Languages, lang) {
		return nil
	}
	return imsg.Catalogue(lang)
}

// DefaultLang is the language used when the browser's is not supported.
const DefaultLang = "en"

// MatchLang returns the supported language closest to a BCP 47 tag such as
// "it-IT" or "es-419", or DefaultLang.
func MatchLang(tag string) string {
	t := strings.ToLower(strings.TrimSpace(tag))
	if i := strings.IndexAny(t, "-_"); i >= 0 {
		t = t[:i]
	}
	if slices.Contains(Languages, t) {
		return t
	}
	return DefaultLang
}

// Supported returns the page's language a tag names exactly ("it",
// "EN"), and false for anything else: a language asked for by an address
// (?lang=) or an option is taken only when the page speaks it.
func Supported(tag string) (string, bool) {
	t := strings.ToLower(strings.TrimSpace(tag))
	if slices.Contains(Languages, t) {
		return t, true
	}
	return "", false
}

// T returns the interface text key in language lang, formatted with args:
// internal/msg's Format, the one wording of every text.
func T(lang, key string, args ...any) string { return imsg.Format(lang, key, args...) }

// Has reports whether lang (one of Languages) has a catalogue.
func Has(lang string) bool { return catalogue(lang) != nil }

// Catalogue returns the catalogue of lang, key → message (nil for a
// language without one). It is shared: callers only read it.
func Catalogue(lang string) map[string]string { return catalogue(lang) }

// HasKey reports whether the English catalogue has key, so callers can fall
// back to a reader-provided English text for codes without a sentence.
func HasKey(key string) bool {
	_, ok := catalogue("en")[key]
	return ok
}
