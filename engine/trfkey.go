package engine

import (
	"sort"
	"strings"
)

// IsFIDECode reports whether code (a registry code such as "BH" or "MM")
// is a tie-break of FIDE C.07. The others (docs/tiebreaks.md §7, §8.8 and LOT) are
// written with the prefix OTHER_ in TRF records 202 and 212.
func IsFIDECode(code string) bool {
	tb := lookup(strings.TrimPrefix(strings.ToUpper(code), "OTHER_"))
	return tb != nil && tb.fide
}

// TRFKey returns the descriptor as exported to TRF (docs/tiebreaks.md §4.1):
// the registry's spelling of the code, never an alias ("NS" is written
// "SB", "GE" "REP", "MPVGP" "MPvGP"), its team score (":MP", ":GP") and
// its modifiers as given, with the prefix OTHER_ for a tie-break that is
// not in FIDE C.07 ("OTHER_MM", "OTHER_BARQ/C1"). Parsing strips the prefix
// again.
func (d Descriptor) TRFKey() string {
	tb := d.row()
	if tb == nil { // not a parsed descriptor: its key as it is
		return d.Key
	}
	key := tb.code
	switch d.Score {
	case ScoreMP:
		key += ":MP"
	case ScoreGP:
		key += ":GP"
	}
	if _, mods, ok := strings.Cut(d.Key, "/"); ok {
		key += "/" + mods
	}
	if tb.fide {
		return key
	}
	return "OTHER_" + key
}

// Alias is another accepted name of a registry code ("GE" for "REP").
type Alias struct {
	Name string // the alias, upper case
	Code string // the registry code it stands for
}

// Aliases lists the accepted aliases of registry codes (docs/tiebreaks.md
// §4.3), sorted by name.
func Aliases() []Alias {
	out := make([]Alias, 0, len(aliases))
	for name, code := range aliases {
		out = append(out, Alias{Name: name, Code: code})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
