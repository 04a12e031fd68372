package i18n

import (
	"strings"

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
	return strings.Join(list[:len(list)-1], ", ") + T(lang, "format.supported.and") + list[len(list)-1]
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
