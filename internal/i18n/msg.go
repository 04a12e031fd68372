package i18n

// The messages of the readers' and the engine's diagnostics with their
// arguments ("msg."+key, see DiagText), one catalogue per language, merged
// into the page's catalogues; then the list of formats of
// msg.E-FORMAT-UNKNOWN is filled in (fillSupported).
func init() {
	for lang, msgs := range map[string]map[string]string{"en": msgEN, "it": msgIT, "es": msgES} {
		for k, v := range msgs {
			catalogues[lang][k] = v
		}
	}
	fillSupported()
}
