package trf

import "strings"

// TRF records are read by character columns (docs/formats.md §5.1): a 001 line
// is read through chars, its characters.

// chars is a line as characters.
type chars struct {
	rs []rune
}

// len returns the number of characters.
func (l chars) len() int { return len(l.rs) }

// at returns the character at 1-based column c, or a space past the end.
func (l chars) at(c int) rune { return runeAt(l.rs, c) }

// cols returns columns a..b (1-based, inclusive), padded with spaces.
func (l chars) cols(a, b int) string { return cols(l.rs, a, b) }

// field returns columns a..b trimmed like strings.TrimSpace.
func (l chars) field(a, b int) string { return colsTrimmed(l.rs, a, b) }

// runes returns the characters of the line.
func (l chars) runes() []rune { return l.rs }

// runeAt returns the character at 1-based column c, or a space past the end.
func runeAt(rs []rune, c int) rune {
	if c >= 1 && c <= len(rs) {
		return rs[c-1]
	}
	return ' '
}

// cols returns columns a..b (1-based, inclusive), padded with spaces.
func cols(rs []rune, a, b int) string {
	if a >= 1 && b <= len(rs) && a <= b {
		return string(rs[a-1 : b])
	}
	var sb strings.Builder
	for c := a; c <= b; c++ {
		sb.WriteRune(runeAt(rs, c))
	}
	return sb.String()
}

// colsTrimmed returns columns a..b of rs trimmed like strings.TrimSpace.
func colsTrimmed(rs []rune, a, b int) string { return strings.TrimSpace(cols(rs, a, b)) }

// appendRunes appends the characters of s to rs.
func appendRunes(rs []rune, s string) []rune {
	for _, c := range s {
		rs = append(rs, c)
	}
	return rs
}

// expandTabs replaces TABs with spaces up to the next tab stop (every 8
// columns), as an editor that compressed spaces into TABs would undo it.
func expandTabs(rs []rune) []rune {
	out := make([]rune, 0, len(rs)+16)
	for _, c := range rs {
		if c == '\t' {
			out = append(out, ' ')
			for len(out)%8 != 0 {
				out = append(out, ' ')
			}
			continue
		}
		out = append(out, c)
	}
	return out
}
