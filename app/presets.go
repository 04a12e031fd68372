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

// KnownCodes are the tie-break descriptors the list editor suggests.
var KnownCodes = []string{
	"BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "BH/P", "FB", "AOB", "SB", "SB/C1",
	"KS", "KSX", "KSR", "DE", "WIN", "WON", "BPG", "BWG", "REP", "STD", "TPN",
	"PS", "PS/C1", "ARO", "ARO/C1", "TPR", "PTP", "APRO", "APPO", "RTNG",
	"MM", "SOLK", "MED", "CUM", "OCUM", "RBT", "KASH",
	"RRO", "SEQ", "AVU", "ARZ", "OBH", "MSC", "BARQ", "BQ",
}
