package strip

import (
	"strings"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// The detector splits the lines of the sample into tokens only when one
// may hold a separator: on the long lines of a table of thousands of
// columns (refused afterwards with E-TOO-MANY-ROUNDS) tokens cost several
// times the input (TestTooManyFields). MayHoldSeparator looks at the bytes
// of a line only and answers false only when no token of the line can be
// a separator (docs/formats.md §4.1; TestDetectCheapConditions checks it
// against the full test on many lines).
//
// Byte tests on ASCII letters are exact because strings.ToLower maps only
// U+0130 (İ → i) and U+212A (Kelvin sign → k) from outside ASCII into
// ASCII (TestUnicodeLowerIntoASCII).

// Detect rates a sample as wallchart strips (docs/formats.md §4.2): the
// rows of the tables SplitTables finds, three in five of their cells
// strip cells (ParseCell), more surely behind a bar '|'.
func Detect(sample []string, _ string) scan.Finding {
	var c scan.Finding
	var tables []*Table
	for _, s := range sample {
		if MayHoldSeparator(s) { // rows are found only after a separator
			tables = SplitTables(sample)
			break
		}
	}
	rows, bars, flat := 0, 0, false
	for _, t := range tables {
		flat = flat || t.Flattened
		for _, r := range t.Rows {
			good := 0
			for _, x := range r.Cells {
				if ParseCell(x.S).Ok {
					good++
				}
			}
			if len(r.Cells) > 0 && good*5 >= len(r.Cells)*3 {
				rows++
				if r.Sep.S == "|" {
					bars++
				}
			}
		}
	}
	c.Rows = rows
	switch {
	case (rows >= 2 || flat) && bars > 0:
		c.Confidence = 80
	case rows >= 1 && bars > 0:
		c.Confidence = 70
	case rows >= 1:
		c.Confidence = 60
	}
	c.Reason = scan.MsgI(&msg.DetectStrip, rows)
	return c
}

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

// separatorWords are the separator words of §6.2 (scan), for byte tests.
var separatorWords = []string{"avversari", "opponents", "rivales", "gegner"}

// MayHoldSeparator is necessary for a token of s (tokenize) to be a
// separator: '|', or a token that strings.ToLower turns into one of the
// separator words. Such a token is ASCII apart from a possible U+0130,
// which lowers to 'i' (the words hold no 'k').
func MayHoldSeparator(s string) bool {
	return strings.IndexByte(s, '|') >= 0 || strings.Contains(s, "\u0130") || indexFoldASCII(s, separatorWords) >= 0 ||
		mayHoldBarless(s)
}

// mayHoldBarless is a cheap test for a strip row printed without a
// bar: a start number first and a cell such as "+W12" (a sign, a colour
// letter, a digit) somewhere after it.
func mayHoldBarless(s string) bool {
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
