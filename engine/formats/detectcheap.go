package formats

import (
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/trf"
)

// Cheap necessary conditions for four detectors (docs/formats.md §4.1).
//
// The chess-results, Swiss Perfect, US Chess and strip detectors split the
// lines of the sample into fields or tokens: on the long lines of a table
// of thousands of columns (refused afterwards with E-TOO-MANY-ROUNDS) that
// allocates several times the input (TestTooManyFields). The functions of
// this file look at the bytes of a line only and answer false only when
// the line provably cannot contribute to a detector's count: the detector
// then skips the line, or, for strips, the whole sample when no line may
// hold a separator. The detectors' results are therefore exactly those of
// the full computation; TestDetectCheapConditions checks each condition
// against the full test on many lines.
//
// Byte tests on ASCII letters are exact because strings.ToLower maps only
// U+0130 (İ → i) and U+212A (Kelvin sign → k) from outside ASCII into
// ASCII (TestUnicodeLowerIntoASCII).

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
			if trf.Dash(r) == '-' && i+w < len(s) && (s[i+w] == '1' || s[i+w] == '0' || strings.HasPrefix(s[i+w:], "½")) {
				return true
			}
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
		for j >= 0 && scan.IsRESpace(s[j]) {
			j--
		}
		k := i + 1
		for k < len(s) && scan.IsRESpace(s[k]) {
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
		if p+1 == len(s) || s[p+1] == '|' || '0' <= s[p+1] && s[p+1] <= '9' || scan.IsRESpace(s[p+1]) || s[p] == 'B' && s[p+1] == 'Y' {
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
	return strings.IndexByte(s, '|') >= 0 || strings.Contains(s, "\u0130") || indexFoldASCII(s, stripSeparatorWords) >= 0 ||
		mayHoldBarlessStrip(s)
}

// mayHoldBarlessStrip is a cheap test for a strip row printed without a
// bar: a start number first and a cell such as "+W12" (a sign, a colour
// letter, a digit) somewhere after it.
func mayHoldBarlessStrip(s string) bool {
	t := strings.TrimLeft(s, " \t")
	if t == "" || t[0] < '0' || t[0] > '9' {
		return false
	}
	for i := 0; i+2 < len(t); i++ {
		if (t[i] == '+' || t[i] == '-' || t[i] == '=') && (i == 0 || t[i-1] == ' ' || t[i-1] == '\t') &&
			strings.IndexByte("WBNSwbns", t[i+1]) >= 0 && t[i+2] >= '0' && t[i+2] <= '9' {
			return true
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
