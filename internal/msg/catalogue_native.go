//go:build !js

package msg

// catalogues maps a language to its catalogue (en.go, it.go, es.go,
// de.go, each with its command-line part joined by cli.go).
var catalogues = map[string]map[string]string{"en": catalogueEN, "it": catalogueIT, "es": catalogueES, "de": catalogueDE, "fr": catalogueFR}

// catalogue returns lang's catalogue, nil for a language without one.
func catalogue(lang string) map[string]string { return catalogues[lang] }
