package app

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// PresetName is the name of an engine preset in lang: the catalogue's
// "preset.ID", else the engine's English name, followed by its list.
func PresetName(lang string, p engine.Preset) string {
	name := p.Name
	if HasKey("preset." + p.ID) {
		name = T(lang, "preset."+p.ID)
	}
	return name + " — " + strings.ReplaceAll(p.List, ",", ", ")
}

// KnownCodes are the tie-break descriptors the list editor suggests: every
// code of the engine's registry, each followed by its usual variants.
var KnownCodes = knownCodes()

func knownCodes() []string {
	var out []string
	for _, c := range engine.Codes() {
		out = append(out, c.Code)
		out = append(out, c.Variants...)
	}
	return out
}
