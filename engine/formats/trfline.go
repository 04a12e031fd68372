package formats

import "strings"

// TRF records are read by character columns (formats.md §5.1). A 001 line
// is read through chars, which holds either the line itself, when every
// character is one byte, or its characters. The ASCII form, the usual one,
// reads a column as a byte and a field as a substring, without converting
// the line to runes: both forms give the same characters at the same
// columns, so the readers built on chars give the same results for either.

// chars is a line as characters: the line itself when ascii is set, else
// its runes.
type chars struct {
	s     string // the line, when ascii
	rs    []rune // the characters, when not ascii
	ascii bool
}

// asciiChars is the view of an ASCII line.
func asciiChars(s string) chars { return chars{s: s, ascii: true} }

// len returns the number of characters.
func (l chars) len() int {
	if l.ascii {
		return len(l.s)
	}
	return len(l.rs)
}

// at returns the character at 1-based column c, or a space past the end.
func (l chars) at(c int) rune {
	if l.ascii {
		if c >= 1 && c <= len(l.s) {
			return rune(l.s[c-1])
		}
		return ' '
	}
	return runeAt(l.rs, c)
}

// cols returns columns a..b (1-based, inclusive), padded with spaces.
func (l chars) cols(a, b int) string {
	if !l.ascii {
		return cols(l.rs, a, b)
	}
	if a >= 1 && b <= len(l.s) && a <= b {
		return l.s[a-1 : b]
	}
	var sb strings.Builder
	for c := a; c <= b; c++ {
		sb.WriteRune(l.at(c))
	}
	return sb.String()
}

// field returns columns a..b trimmed like strings.TrimSpace.
func (l chars) field(a, b int) string {
	if l.ascii {
		return trimASCII(l.cols(a, b))
	}
	return strings.TrimSpace(l.cols(a, b))
}

// trimASCII is strings.TrimSpace for ASCII text, where it trims TAB, LF,
// VT, FF, CR and space.
func trimASCII(s string) string {
	i, j := 0, len(s)
	for i < j && asciiSpace(s[i]) {
		i++
	}
	for j > i && asciiSpace(s[j-1]) {
		j--
	}
	return s[i:j]
}

// asciiSpace reports whether c is an ASCII white-space character.
func asciiSpace(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }

// runes returns the characters of the line.
func (l chars) runes() []rune {
	if l.ascii {
		return []rune(l.s)
	}
	return l.rs
}

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

// isASCII reports whether every byte of s is below 0x80, eight bytes at a
// time.
func isASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if w&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

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

// dash maps the dashes of word processors to '-' (formats.md §3.4).
func dash(c rune) rune {
	switch c {
	case '\u2212', '\u2010', '\u2011', '\u2013', '\u2014':
		return '-'
	}
	return c
}
