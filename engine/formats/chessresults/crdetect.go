package chessresults

import (
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// IsCell reports a chess-results round cell as the detector counts it
// ("12w1", "5b½"): cheap necessary conditions first, then reCRCell.
func IsCell(f string) bool {
	return f != "" && f[0] >= '0' && f[0] <= '9' && strings.ContainsAny(f, "wbsWBS") && reCRCell.Re().MatchString(f)
}

// IsBye tests f with its dashes normalised (a dash is 0xE2 … in UTF-8).
func IsBye(f string) bool {
	return f != "" && (f[0] == '-' || f[0] == 0xE2) && reCRBye.Re().MatchString(scan.NormDashes(f))
}

// MayHoldCell is necessary for a field of s to match IsCell or
// IsBye: a cell "12w1" has a digit right before its colour letter, a bye
// "-1", "-½", "-0", "-0.5" has a dash right before 1, ½ or 0.
func MayHoldCell(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			if i+1 < len(s) && strings.IndexByte("wbsWBS", s[i+1]) >= 0 {
				return true
			}
		case c == '-' || c == 0xE2: // '-', or the first byte of a typographic dash
			r, w := utf8.DecodeRuneInString(s[i:])
			if scan.Dash(r) == '-' && i+w < len(s) && (s[i+w] == '1' || s[i+w] == '0' || strings.HasPrefix(s[i+w:], "½")) {
				return true
			}
		}
	}
	return false
}

// The cells the detector counts (docs/formats.md §4.2, §7.2).
var (
	reCRCell = &scan.LazyRE{Pattern: `^\d+[wbsWBS](1|½|0|0[.,]5|\+|-|=)$`}
	reCRBye  = &scan.LazyRE{Pattern: `^-(1|½|0|0[.,]5)$`}
)
