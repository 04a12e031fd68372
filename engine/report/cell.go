package report

import (
	"strings"
	"unicode"
)

// Plain returns s as a plain-text table shows it: without the characters
// that a terminal does not show but that still act (Unicode format and
// control characters: bidirectional embeddings, overrides and isolates,
// zero-width spaces and joiners, the byte-order mark, C0 and C1 controls).
// A name holding a right-to-left override would otherwise reverse what
// follows it on the line, and an invisible character would shift every
// column after it. Only the plain-text tables use it: CSV, JSON and TRF keep
// the text as it was read.
func Plain(s string) string {
	if strings.IndexFunc(s, hidden) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if hidden(r) {
			return -1
		}
		return r
	}, s)
}

// hidden reports whether r is a format or control character.
func hidden(r rune) bool { return unicode.Is(unicode.Cf, r) || unicode.IsControl(r) }

// Width returns the number of columns s takes in a plain-text table:
// its characters less the combining marks, which sit on the character
// before them (the "é" written as "e" and U+0301). Characters of double
// width (CJK) count one, as in fmt's padding.
func Width(s string) int {
	n := 0
	for _, r := range s {
		if !unicode.In(r, unicode.Mn, unicode.Me) {
			n++
		}
	}
	return n
}

// PadRight returns s (as Plain shows it) followed by the spaces that make
// it width columns wide; a longer s is not cut.
func PadRight(s string, width int) string {
	s = Plain(s)
	return s + strings.Repeat(" ", max(0, width-Width(s)))
}
