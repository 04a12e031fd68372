package i18n

import "github.com/spareggi/spareggi/engine/formats"

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
