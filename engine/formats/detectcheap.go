package formats

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Cheap necessary conditions for the detectors (formats.md §4.1).
//
// Each detector below its first test splits lines into fields or tokens and
// runs regular expressions on them, which costs tens of microseconds per
// line of a TRF. The functions of this file look at the bytes of a line
// only and answer false only when the line provably cannot contribute to a
// detector's count: a detector may then skip the line (when its count is a
// sum over lines) or return its zero candidate at once (when no line of the
// sample passes). The detectors' results are therefore exactly those of
// the full computation; TestDetectCheapConditions checks each condition
// against the full test on many lines.
//
// Two facts about Unicode make byte tests on ASCII letters exact:
// strings.ToLower maps only U+0130 (İ → i) and U+212A (Kelvin sign → k)
// from outside ASCII into ASCII, and the (?i) case folding of regexp adds
// non-ASCII partners only to k and s (U+212A, U+017F).
// TestUnicodeLowerIntoASCII pins both facts.

// lowerASCII lower-cases an ASCII letter and returns other bytes unchanged.
func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// hasPrefixFoldASCII reports whether s starts with word (lower-case ASCII)
// when ASCII letters of s are lower-cased.
func hasPrefixFoldASCII(s, word string) bool {
	if len(s) < len(word) {
		return false
	}
	for i := 0; i < len(word); i++ {
		if lowerASCII(s[i]) != word[i] {
			return false
		}
	}
	return true
}

// containsFoldASCII reports whether s contains word (lower-case ASCII) when
// ASCII letters of s are lower-cased.
func containsFoldASCII(s, word string) bool {
	return indexFoldASCII(s, []string{word}) >= 0
}

// indexFoldASCII returns the first position of s where one of words
// (lower-case ASCII, starting with a letter) starts when ASCII letters of s
// are lower-cased, or -1.
func indexFoldASCII(s string, words []string) int {
	var first [26]bool
	for _, w := range words {
		first[w[0]-'a'] = true
	}
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20 // lower-cases a letter; no other byte lands in a–z
		if c < 'a' || c > 'z' || !first[c-'a'] {
			continue
		}
		for _, w := range words {
			if hasPrefixFoldASCII(s[i:], w) {
				return i
			}
		}
	}
	return -1
}

// isAlnumASCII reports whether c is an ASCII letter or digit.
func isAlnumASCII(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= lowerASCII(c) && lowerASCII(c) <= 'z'
}

// isWordByte reports whether c is a word character of regexp's \b.
func isWordByte(c byte) bool { return isAlnumASCII(c) || c == '_' }

// isRESpace reports whether c is matched by regexp's \s: [\t\n\f\r ].
func isRESpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// mayHoldCRCell is necessary for a field of s to match isCRCell or
// isCRBye: a cell "12w1" has a digit right before its colour letter, a bye
// "-1", "-½", "-0", "-0.5" has a dash right before 1, ½ or 0.
func mayHoldCRCell(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			if i+1 < len(s) && strings.IndexByte("wbsWBS", s[i+1]) >= 0 {
				return true
			}
		case c == '-' || c == 0xE2: // '-', or the first byte of a typographic dash
			r, w := utf8.DecodeRuneInString(s[i:])
			if dash(r) == '-' && i+w < len(s) && (s[i+w] == '1' || s[i+w] == '0' || strings.HasPrefix(s[i+w:], "½")) {
				return true
			}
		}
	}
	return false
}

// isDiagonalByte reports whether s[i] starts a character of a diagonal
// marker ('*', 'x', 'X', '×'), and returns its length in bytes.
func isDiagonalByte(s string, i int) (int, bool) {
	switch s[i] {
	case '*', 'x', 'X':
		return 1, true
	case "×"[0]:
		if strings.HasPrefix(s[i:], "×") {
			return len("×"), true
		}
	}
	return 0, false
}

// mayHoldDiagonal is necessary for a field of s to be a diagonal marker
// (isDiagonal): a field is bounded by spaces, TABs, ';' or the ends of the
// line, none of which is an ASCII letter or digit, so some run of marker
// characters is not touched by one.
func mayHoldDiagonal(s string) bool {
	for i := 0; i < len(s); {
		w, ok := isDiagonalByte(s, i)
		if !ok {
			i++
			continue
		}
		start := i
		for i < len(s) {
			if w, ok = isDiagonalByte(s, i); !ok {
				break
			}
			i += w
		}
		if (start == 0 || !isAlnumASCII(s[start-1])) && (i == len(s) || !isAlnumASCII(s[i])) {
			return true
		}
	}
	return false
}

// mayHoldSPCell is necessary for a field of s to match isSPCell
// (`^\d+\s*:\s*[WLDwld+=\-]$`): some ':' has a digit before it and a
// result letter after it, with only \s characters between.
func mayHoldSPCell(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ':' {
			continue
		}
		j := i - 1
		for j >= 0 && isRESpace(s[j]) {
			j--
		}
		k := i + 1
		for k < len(s) && isRESpace(s[k]) {
			k++
		}
		if j >= 0 && '0' <= s[j] && s[j] <= '9' && k < len(s) && strings.IndexByte("WLDwld+=-", s[k]) >= 0 {
			return true
		}
	}
	return false
}

// usCellStarts counts, up to 2, the bytes of s that may start a US Chess
// cell of usFields (`[WLD]\s?\d+`, `[XF]\d*`, `[HBU]`, `BYE`): a token
// start (after a space, TAB or '|') holding one of W L D X F H B U, followed
// by the end of the token, a digit, a \s character (W 12 is joined into
// W12), or, for B, the Y of BYE. A row of detectUS needs two cells, so two
// such bytes are necessary.
func usCellStarts(s string) int {
	n := 0
	for p := 0; p < len(s) && n < 2; p++ {
		switch s[p] {
		case 'W', 'L', 'D', 'X', 'F', 'H', 'B', 'U':
		default:
			continue
		}
		if p > 0 && s[p-1] != ' ' && s[p-1] != '\t' && s[p-1] != '|' {
			continue
		}
		if p+1 == len(s) || s[p+1] == '|' || '0' <= s[p+1] && s[p+1] <= '9' || isRESpace(s[p+1]) || s[p] == 'B' && s[p+1] == 'Y' {
			n++
		}
	}
	return n
}

// stripSeparatorWords are the keys of separatorWords, for byte tests.
var stripSeparatorWords = []string{"avversari", "opponents", "rivales", "gegner"}

// mayHoldStripSeparator is necessary for a token of s (tokenize) to be a
// separator: '|', or a token that strings.ToLower turns into one of the
// separator words. Such a token is ASCII apart from a possible U+0130,
// which lowers to 'i' (the words hold no 'k').
func mayHoldStripSeparator(s string) bool {
	return strings.IndexByte(s, '|') >= 0 || strings.Contains(s, "\u0130") || indexFoldASCII(s, stripSeparatorWords) >= 0
}

// headingWords are the words of rePairHeading and rePairHeadingLine.re().
var headingWords = []string{"round", "rd", "turno", "ronda", "runde", "ronde", "tour"}

// mayHoldHeading is necessary for s to match rePairHeading or
// rePairHeadingLine: a heading word in any case, at a word boundary, then
// an optional '.', \s characters and a digit.
func mayHoldHeading(s string) bool {
	for p := 0; p < len(s); p++ {
		if c := lowerASCII(s[p]); c != 'r' && c != 't' || p > 0 && isWordByte(s[p-1]) {
			continue
		}
		for _, w := range headingWords {
			if !hasPrefixFoldASCII(s[p:], w) {
				continue
			}
			q := p + len(w)
			if q < len(s) && s[q] == '.' {
				q++
			}
			for q < len(s) && isRESpace(s[q]) {
				q++
			}
			if q < len(s) && '0' <= s[q] && s[q] <= '9' {
				return true
			}
		}
	}
	return false
}

// anyLine reports whether cond holds for some line.
func anyLine(lines []string, cond func(string) bool) bool {
	for _, s := range lines {
		if cond(s) {
			return true
		}
	}
	return false
}

// endsInGridTokens is necessary for a row of detectPlain: the last three
// fields of s, as strings.Fields splits it, are grid tokens other than a
// diagonal marker.
func endsInGridTokens(s string) bool {
	end := len(s)
	for k := 0; k < 3; k++ {
		for end > 0 {
			r, w := utf8.DecodeLastRuneInString(s[:end])
			if !unicode.IsSpace(r) {
				break
			}
			end -= w
		}
		start := end
		for start > 0 {
			r, w := utf8.DecodeLastRuneInString(s[:start])
			if unicode.IsSpace(r) {
				break
			}
			start -= w
		}
		if f := s[start:end]; f == "" || !isGridTok(f) || isDiagonal(f) {
			return false
		}
		end = start
	}
	return true
}

// isTRF001Line reports whether s matches `^001 [ 0-9]{3}[0-9]`, a player
// record with a start number in columns 5–8.
func isTRF001Line(s string) bool {
	if len(s) < 8 || s[:4] != "001 " || s[7] < '0' || s[7] > '9' {
		return false
	}
	for i := 4; i < 7; i++ {
		if s[i] != ' ' && (s[i] < '0' || s[i] > '9') {
			return false
		}
	}
	return true
}

// hasTRFCode reports whether s matches
// `^([0-9]{3}|XX[A-Z]|BB[A-Z]|###|[A-Z]{3})( |$)`: three digits, three
// capitals (XX? and BB? are capitals too) or "###", then a space or the end.
func hasTRFCode(s string) bool {
	if len(s) < 3 || len(s) > 3 && s[3] != ' ' {
		return false
	}
	if s[:3] == "###" {
		return true
	}
	digits, capitals := 0, 0
	for i := 0; i < 3; i++ {
		switch c := s[i]; {
		case '0' <= c && c <= '9':
			digits++
		case 'A' <= c && c <= 'Z':
			capitals++
		}
	}
	return digits == 3 || capitals == 3
}
