package engine

import "strings"

// IsFIDECode reports whether code (a registry code such as "BH" or "MM")
// is a tie-break of FIDE C.07. The others (docs/tiebreaks.md §7, §8.8 and LOT) are
// written with the prefix OTHER_ in TRF records 202 and 212.
func IsFIDECode(code string) bool {
	tb := lookup(strings.TrimPrefix(strings.ToUpper(code), "OTHER_"))
	return tb != nil && tb.fide
}

// TRFKey returns the descriptor as exported to TRF (docs/tiebreaks.md §4.1): the
// canonical key, with the prefix OTHER_ for a tie-break that is not in
// FIDE C.07 ("OTHER_MM", "OTHER_BARQ/C1"). Parsing strips the prefix again.
func (d Descriptor) TRFKey() string {
	key := strings.TrimPrefix(d.Key, "OTHER_")
	if IsFIDECode(d.Code) {
		return key
	}
	return "OTHER_" + key
}
