package formats

import (
	"fmt"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
)

var scanIntCases = []string{"", " ", "3", "+3", "-3", "03", "3.1", "3abc", "  42", "\t7", "\r9", "\r\n9", "\n9", " \n9",
	"\u00a05", "\u20035", "\u30005", "\u00857", "x3", "3 4", "--3", "+-3", "+", "-", "9223372036854775807",
	"9223372036854775808", "-9223372036854775808", "-9223372036854775809", "１２", "\xff3", "3\xff", "0x10", "1_000", "00012"}

// TestScanInt compares scanInt and scanPrefixedInt with fmt.Sscanf.
func TestScanInt(t *testing.T) {
	for _, s := range scanIntCases {
		checkScanInt(t, s)
		checkScanInt(t, "s"+s)
		checkScanInt(t, "e"+s)
	}
}

// FuzzScanInt: scanInt and scanPrefixedInt accept what fmt.Sscanf accepts.
func FuzzScanInt(f *testing.F) {
	for _, s := range scanIntCases {
		f.Add(s)
	}
	f.Fuzz(checkScanInt)
}

func checkScanInt(t *testing.T, s string) {
	var want int
	_, err := fmt.Sscanf(s, "%d", &want)
	if got, ok := scan.ScanInt(s); ok != (err == nil) || ok && got != want {
		t.Errorf("scanInt(%q) = %d, %v; fmt.Sscanf gives %d, %v", s, got, ok, want, err)
	}
	for _, p := range []byte{'s', 'e'} {
		want = 0
		_, err := fmt.Sscanf(s, string(p)+"%d", &want)
		if got, ok := scan.ScanPrefixedInt(s, p); ok != (err == nil) || ok && got != want {
			t.Errorf("scanPrefixedInt(%q, %c) = %d, %v; fmt.Sscanf gives %d, %v", s, p, got, ok, want, err)
		}
	}
}

// TestAtRoundDecimal: the round of "after round N" is read in decimal. (It
// was read with fmt.Sscan, which took a leading 0 for an octal prefix.)
func TestAtRoundDecimal(t *testing.T) {
	for text, want := range map[string]int{"after round 3": 3, "after round 08": 8, "Standings after round 010": 10} {
		tables := strip.SplitTables([]string{text, "1 Rossi 1.0 | +W2", "2 Bianchi 0.0 | -B1"})
		if len(tables) != 1 || tables[0].Played != want {
			t.Errorf("%q: %d tables, played %v; want %d", text, len(tables), tables, want)
		}
	}
}
