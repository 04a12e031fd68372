package chessresults

import (
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// IsCell reports a round cell of a game with its result as the detector
// counts it ("12w1", "5b½", "81w-"): a game's cell of the reader's
// grammar (gameText) with a result, cheap necessary conditions first. A
// game without a result yet ("4w") is read but not counted: it says
// little of a crosstable; the values (an opponent 0 or out of range) are
// the reader's to check, with a positioned error.
func IsCell(f string) bool {
	if f == "" || f[0] < '0' || f[0] > '9' || !strings.ContainsAny(f, "wbsWBS") {
		return false
	}
	m := gameText(f)
	return m != nil && m[3] != ""
}

// IsBye reports a bye written with a dash ("-1", "-½", "-0,5", "-0", a
// typographic dash too) as the detector counts it: a bye of crCell's.
func IsBye(f string) bool {
	if f == "" || f[0] != '-' && f[0] != 0xE2 { // a dash is 0xE2 … in UTF-8
		return false
	}
	x, ok := crCell(scan.Tok{S: f})
	return ok && (x.Full || x.Kind == engine.HPB || x.Kind == engine.ZPB)
}

// MayHoldCell is necessary for a field of s to match IsCell or
// IsBye: a cell "12w1" has a digit before its colour letter, with only
// \s characters between (reCRFull: "12 w 1" in a delimited field), a bye
// "-1", "-½", "-0", "-0.5" has a dash right before 1, ½ or 0.
func MayHoldCell(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			j := i + 1
			for j < len(s) && scan.IsRESpace(s[j]) {
				j++
			}
			if j < len(s) && strings.IndexByte("wbsWBS", s[j]) >= 0 {
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
