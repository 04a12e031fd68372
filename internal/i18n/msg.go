package i18n

import "github.com/spareggi/spareggi/internal/msg"

// The messages of the readers' diagnostics with their arguments
// ("msg."+key, see DiagText) and the declared messages of the engine
// (internal/msg), one catalogue per language, merged into the page's
// catalogues.
func init() {
	for lang, msgs := range map[string]map[string]string{"en": msgEN, "it": msgIT, "es": msgES} {
		for _, cat := range []map[string]string{msgs, msg.Catalogue(lang)} {
			for k, v := range cat {
				catalogues[lang][k] = v
			}
		}
	}
}
