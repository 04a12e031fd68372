package scan

import (
	"slices"
	"strconv"
	"testing"
)

// TestWideFields: fixed-width text splits at TABs and at runs of two or
// more spaces, never at a single space, with the byte offsets of each
// field; the one rule of the chess-results readers and of the team
// crosstable's detector.
func TestWideFields(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []string // text@from-to
	}{
		{"", nil},
		{"   ", nil},
		{"1  Rossi Mario  7 2½", []string{"1@0-1", "Rossi Mario@3-14", "7 2½@16-21"}},
		{"  a b \tc", []string{"a b@2-5", "c@7-8"}},
		{"a\t\tb", []string{"a@0-1", "b@3-4"}},
		{"a \tb ", []string{"a@0-1", "b@3-4"}},
		{"Ünal  Şahin", []string{"Ünal@0-5", "Şahin@7-13"}},
		{"x\u3000y  z", []string{"x\u3000y@0-5", "z@7-8"}}, // an ideographic space is not a blank here
	} {
		var got []string
		WideFields(tc.line, func(text string, from, to int) bool {
			if text != tc.line[from:to] {
				t.Errorf("%q: %q is not line[%d:%d]", tc.line, text, from, to)
			}
			got = append(got, text+"@"+strconv.Itoa(from)+"-"+strconv.Itoa(to))
			return true
		})
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, want %q", tc.line, got, tc.want)
		}
	}
	n := 0
	WideFields("a  b  c", func(string, int, int) bool { n++; return n < 2 })
	if n != 2 {
		t.Errorf("yield returned false after 2 fields, called %d times", n)
	}
}
