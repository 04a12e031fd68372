//go:build !js

package msg

// The command line's own texts (cli_en.go, cli_it.go, cli_es.go) join each
// language's catalogue here. They are one catalogue with the rest — the
// same keys in every language, checked by the same tests, which run
// natively — kept in files of their own so that the WebAssembly build,
// whose page shows none of them, does not carry them (decision 82).
func init() {
	for lang, part := range map[string]map[string]string{"en": cliEN, "it": cliIT, "es": cliES, "de": cliDE, "fr": cliFR} {
		c := catalogues[lang]
		for k, v := range part {
			c[k] = v
		}
	}
}
