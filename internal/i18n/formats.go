package i18n

import (
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats"
)

// FormatName returns the name of format id ("trf", "strip", ...) in lang,
// or the reader's English name when the catalogues have none.
func FormatName(lang, id string) string {
	if HasKey("format." + id) {
		return T(lang, "format."+id)
	}
	if f, err := formats.ParseFormat(id); err == nil && f.String() == id {
		return f.Name()
	}
	return id
}

// supportedList is the list of the formats the readers read in lang, for
// the "Supported:" sentence of E-FORMAT-UNKNOWN: the catalogue's
// "format.supported."+id of every id of formats.Supported(), in that order,
// separated by ", ", the last two by "format.supported.and".
func supportedList(lang string) string {
	ids := formats.Supported()
	list := make([]string, len(ids))
	for i, id := range ids {
		list[i] = T(lang, "format.supported."+id)
	}
	if len(list) < 2 {
		return strings.Join(list, "")
	}
	last := list[len(list)-1]
	return strings.Join(list[:len(list)-1], ", ") + andBefore(lang, last) + last
}

// andBefore is the word joining the last two items of a list when the last
// is next: "format.supported.and", or "format.supported.and.before" when
// next begins with one of the letters of "format.supported.and.letters"
// (Italian writes "ed" before an e, Spanish "e" before an i).
func andBefore(lang, next string) string {
	letters := T(lang, "format.supported.and.letters")
	if r, _ := utf8.DecodeRuneInString(strings.ToLower(next)); letters != "" && strings.ContainsRune(letters, r) {
		return T(lang, "format.supported.and.before")
	}
	return T(lang, "format.supported.and")
}

// fillSupported puts each language's supportedList in place of
// "{formats}" in its msg.E-FORMAT-UNKNOWN, so that the sentence follows the
// readers' table of formats.
func fillSupported() {
	for lang, cat := range catalogues {
		if msg, ok := cat["msg.E-FORMAT-UNKNOWN"]; ok {
			cat["msg.E-FORMAT-UNKNOWN"] = strings.Replace(msg, "{formats}", supportedList(lang), 1)
		}
	}
}
