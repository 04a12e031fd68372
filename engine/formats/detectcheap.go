package formats

import (
	"strings"
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
