package formats

import (
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestTruncatedTRF cuts the 2009 championship at every character of its
// player records: each cut stops with one E-TRF-TRUNCATED at the line and
// column where the text ends, never with standings, zero-point byes or a
// list of opponents without a row.
func TestTruncatedTRF(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("testdata/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.TrimRight(string(data), "\n")
	lines := strings.Split(text, "\n")
	first := 0
	for first < len(lines) && !strings.HasPrefix(lines[first], "001") {
		first++
	}
	at := len(strings.Join(lines[:first], "\n")) + 1 // the offset of the first 001 line
	cuts := 0
	for i := first; i < len(lines); i++ {
		line := strings.TrimRight(lines[i], " ")
		for c := 9; c <= len(line); c++ {
			if i == len(lines)-1 && c == len(line) {
				break // the whole file
			}
			if testing.Short() && c%8 != i%8 && c != len(line) {
				continue // -short: every fourth column, shifted line by line
			}
			cut := text[:at+c]
			cuts++
			_, _, err := ReadString(cut, Options{})
			var fe *scan.Error
			if !errors.As(err, &fe) {
				t.Fatalf("cut at line %d, column %d: read without an error (%v)", i+1, c, err)
			}
			errs := fe.Errors()
			if len(errs) != 1 || string(errs[0].Code) != "E-TRF-TRUNCATED" {
				t.Fatalf("cut at line %d, column %d: errors %v, want one E-TRF-TRUNCATED", i+1, c, errs)
			}
			d := errs[0]
			want := utf8.RuneCountInString(strings.TrimRight(line[:c], " ")) + 1
			if d.Line != i+1 || d.Col != want {
				t.Fatalf("cut at line %d, column %d: E-TRF-TRUNCATED at %d:%d, want %d:%d", i+1, c, d.Line, d.Col, i+1, want)
			}
			if !strings.Contains(d.Message, "truncated") || len(d.Args) < 5 {
				t.Fatalf("cut at line %d, column %d: %q, args %v", i+1, c, d.Message, d.Args)
			}
		}
		at += len(lines[i]) + 1
	}
	t.Logf("%d cuts, each E-TRF-TRUNCATED", cuts)
}

// TestNotTruncated keeps what is not a cut: a complete file, a file whose
// last round is paired but not played (every row ends at a colour), a
// withdrawn player whose short last row nobody cites later, and a single
// unknown opponent (E-REF-MISSING).
func TestNotTruncated(t *testing.T) {
	data, err := os.ReadFile("testdata/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if _, _, err := ReadString(text, Options{}); err != nil {
		t.Fatalf("the whole file: %v", err)
	}
	// A pending round 11: every row's last block without its result.
	var pending []string
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if strings.HasPrefix(l, "001") {
			l = strings.TrimRight(l[:len(strings.TrimRight(l, " "))-1], " ")
		}
		pending = append(pending, l)
	}
	if _, _, err := ReadString(strings.Join(pending, "\n"), Options{}); err != nil {
		t.Errorf("a pending last round: %v", err)
	}
	// Round 11 in progress: every game finished but the last player's
	// (12 Stella, Andrea, against 6 Bruno, Fabio).
	var live []string
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if strings.HasPrefix(l, "001   12 ") || strings.HasPrefix(l, "001    6 ") {
			l = strings.TrimRight(l[:len(strings.TrimRight(l, " "))-1], " ")
		}
		live = append(live, l)
	}
	if _, _, err := ReadString(strings.Join(live, "\n"), Options{}); err != nil {
		t.Errorf("the last player's game of round 11 in progress: %v", err)
	}
	// The last row is that of a player without any game, cited by another row in
	// round 1: rows that disagree (a warning), not a cut. The writer makes
	// this file from a crosstable whose last player's only pairing is not
	// confirmed by his opponent (FuzzRead's seed 9c7d395c709222fb).
	disagree := "012 Unnamed tournament\n142 1\n" +
		"001    1                                                                         0.0    1  0000 - Z\n" +
		"001    5                                                                         0.0    1     7 b 0\n" +
		"001    7                                                                         0.0    1\n"
	_, rep, err := ReadString(disagree, Options{})
	if err != nil {
		t.Errorf("a last player without a game, cited by another row: %v", err)
	} else if !hasWarningAt(rep.Diagnostics, 4) {
		t.Errorf("a last player without a game, cited by another row: no warning on line 4, where the rows disagree: %v", rep.Diagnostics)
	}
	// One opponent beyond the others: a typing error, not a cut.
	typo := strings.Replace(text, "     1 b 0     7 w =", "    14 b 0     7 w =", 1)
	if typo == text {
		t.Fatal("the typing error was not made")
	}
	_, _, err = ReadString(typo, Options{})
	var fe *scan.Error
	if !errors.As(err, &fe) || fe.Errors()[0].Code != "E-REF-MISSING" {
		t.Errorf("opponent 14: %v, want E-REF-MISSING", err)
	}
}

// hasWarningAt reports whether a warning is positioned on line.
func hasWarningAt(diags []scan.Diagnostic, line int) bool {
	for _, d := range diags {
		if d.Severity == scan.SeverityWarning && d.Line == line {
			return true
		}
	}
	return false
}
