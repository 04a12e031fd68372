package scan

import (
	"strconv"
	"unicode/utf8"
)

// The readers once parsed a few numbers with fmt.Sscanf, whose scanner
// then came into the WebAssembly binary. scanInt and scanPrefixedInt accept
// exactly what fmt.Sscanf accepts for "%d" and "X%d" into an int
// (FuzzScanInt compares them with fmt.Sscanf):
//
//   - leading white space as fmt counts it (isScanSpace), but no newline:
//     fmt refuses a newline before a number it scans with a format;
//   - an optional sign, '+' or '-', then one or more ASCII digits; the
//     number ends at the first other character, and what follows is
//     ignored ("3.1" reads 3);
//   - a value that fits 64 bits (int is 64 bits on every target built).

// ScanInt reads an integer like fmt.Sscanf(s, "%d", &n); ok is false where
// fmt.Sscanf returns an error (and leaves n unchanged).
func ScanInt(s string) (n int, ok bool) {
	i := 0
	for i < len(s) {
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == '\n' || !isScanSpace(r) {
			break
		}
		i += w
	}
	if i < len(s) && s[i] == '\n' {
		return 0, false
	}
	j := i
	if j < len(s) && (s[j] == '+' || s[j] == '-') {
		j++
	}
	k := j
	for k < len(s) && '0' <= s[k] && s[k] <= '9' {
		k++
	}
	if k == j {
		return 0, false
	}
	v, err := strconv.ParseInt(s[i:k], 10, 64)
	if err != nil {
		return 0, false
	}
	return int(v), true
}

// ScanPrefixedInt reads an integer like fmt.Sscanf(s, prefix+"%d", &n) for
// a prefix of one letter: s must start with exactly that letter.
func ScanPrefixedInt(s string, prefix byte) (int, bool) {
	if s == "" || s[0] != prefix {
		return 0, false
	}
	return ScanInt(s[1:])
}

// isScanSpace reports whether fmt's scanner skips r as white space: the
// table of package fmt (scan.go), which differs from unicode.IsSpace.
func isScanSpace(r rune) bool {
	switch {
	case r >= 0x09 && r <= 0x0d, r == ' ', r == 0x85, r == 0xa0, r == 0x1680,
		r >= 0x2000 && r <= 0x200a, r == 0x2028, r == 0x2029, r == 0x202f, r == 0x205f, r == 0x3000:
		return true
	}
	return false
}

// IsUint reports whether s is a number of one to four digits.
func IsUint(s string) bool { return s != "" && len(s) <= 4 && AllDigits(s) }
