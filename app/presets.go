package app

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// PresetName is the name of an engine preset in lang: the catalogue's
// "preset.ID", else the engine's English name, followed by its list.
func PresetName(lang string, p engine.Preset) string {
	name := p.Name
	if i18n.HasKey("preset." + p.ID) {
		name = i18n.T(lang, "preset."+p.ID)
	}
	return name + " — " + strings.ReplaceAll(p.List, ",", ", ")
}

// KnownCodes are the tie-break descriptors the list editor suggests for an
// individual event: every code of the engine's registry but those of team
// competitions, each followed by its usual variants.
var KnownCodes = knownCodes(false)

// KnownTeamCodes are those it suggests for a team competition.
var KnownTeamCodes = knownCodes(true)

func knownCodes(team bool) []string {
	var out []string
	for _, c := range engine.Codes() {
		if c.Team && !team || c.Rating && team {
			continue
		}
		out = append(out, c.Code)
		out = append(out, c.Variants...)
	}
	return out
}
