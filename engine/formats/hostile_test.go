package formats

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// An opponent number out of range is a positioned error in every reader
// that reads opponent numbers, never a panic, a bye or a dropped row
// (issue 15 item 6, issue 10 item 12). The files are the samples with one
// cell changed.
func TestOpponentOutOfRange(t *testing.T) {
	tests := []struct {
		file      string
		format    Format
		detected  bool // automatic detection finds the format too
		line, col int
	}{
		{"hostile/uscf-opponent-million.txt", FormatUSCF, false, 1, 14},
		{"hostile/uscf-opponent-zero.txt", FormatUSCF, false, 1, 14},
		{"hostile/uscf-opponent-20-digits.txt", FormatUSCF, true, 4, 38},
		{"hostile/swissperfect-opponent-million.txt", FormatSwissPerfect, true, 2, 22},
		{"hostile/strip-opponent-million.txt", FormatStrip, true, 1, 18},
		{"hostile/chessresults-opponent-million.csv", FormatChessResults, true, 2, 33},
	}
	for _, tc := range tests {
		formats := []Format{tc.format}
		if tc.detected {
			formats = append(formats, FormatAuto)
		}
		for _, f := range formats {
			ev, _, err := Read(xreadFile(t, tc.file), Options{Format: f})
			var e *scan.Error
			if !errors.As(err, &e) || ev != nil {
				t.Errorf("%s (%s): got event %v, error %v; want E-OPPONENT-RANGE", tc.file, f.Name(), ev != nil, err)
				continue
			}
			found := false
			for _, d := range e.Diags {
				if string(d.Code) == "E-OPPONENT-RANGE" {
					found = true
					if d.Line != tc.line || d.Col != tc.col || d.Found == "" {
						t.Errorf("%s (%s): E-OPPONENT-RANGE at %d:%d found %q, want %d:%d", tc.file, f.Name(), d.Line, d.Col, d.Found, tc.line, tc.col)
					}
				}
			}
			if !found {
				t.Errorf("%s (%s): no E-OPPONENT-RANGE in %v", tc.file, f.Name(), err)
			}
		}
	}
}

// allocated returns the bytes f allocates (the process's count of bytes
// allocated, which a collection does not change: none is forced).
func allocated(f func()) uint64 {
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// A line far longer than any crosstable line (a binary or a minified file
// dropped by mistake) is refused at once with a positioned error by every
// reader, in memory a small multiple of the input (issue 10 item 12).
func TestOverlongLine(t *testing.T) {
	size := 10 << 20
	if testing.Short() {
		size = 1 << 20 // sixteen times the longest line; 10 MiB in ./test.sh
	}
	long := strings.Repeat("var a=1;x 0 1 +2 =3 ", size/20)
	text := "1 ROSSI 4.0 | +5 +2\n2 VERDI 2.0 | -6 -1\n" + long + "\n"
	for _, f := range Formats() {
		format, _ := ParseFormat(f)
		var err error
		bytes := allocated(func() { _, _, err = ReadString(text, Options{Format: format}) })
		var e *scan.Error
		if !errors.As(err, &e) || e.Diags[0].Code != "E-INPUT-LINE-TOO-LONG" {
			t.Errorf("%s: got %v, want E-INPUT-LINE-TOO-LONG", f, err)
			continue
		}
		if d := e.Diags[0]; d.Line != 3 || d.Col != scan.MaxLine+1 {
			t.Errorf("%s: error at %d:%d, want 3:%d", f, d.Line, d.Col, scan.MaxLine+1)
		}
		if bytes > 2*uint64(len(text)) {
			t.Errorf("%s: %d bytes allocated for a %d-byte input, want at most twice the input", f, bytes, len(text))
		}
	}
}

// A scoring record that gives a result more than maxResultPoints is
// refused at its item: the sums of such points leave the exact arithmetic
// (issue 15 item 7: XXS W=999999999 made the leader's SB negative).
func TestScoringOutOfRange(t *testing.T) {
	for _, tc := range []struct {
		file      string
		line, col int
	}{
		{"hostile/trf-xxs-huge.trf", 9, 5},
		{"hostile/trf-162-huge.trf", 9, 5},
		{"hostile/trf-299-huge.trf", 9, 14},
	} {
		ev, _, err := Read(xreadFile(t, tc.file), Options{})
		var e *scan.Error
		if !errors.As(err, &e) || ev != nil {
			t.Errorf("%s: got event %v, error %v; want E-SCORING-RANGE", tc.file, ev != nil, err)
			continue
		}
		found := false
		for _, d := range e.Diags {
			if string(d.Code) == "E-SCORING-RANGE" {
				found = true
				if d.Line != tc.line || d.Col != tc.col {
					t.Errorf("%s: E-SCORING-RANGE at %d:%d, want %d:%d", tc.file, d.Line, d.Col, tc.line, tc.col)
				}
			}
		}
		if !found {
			t.Errorf("%s: no E-SCORING-RANGE in %v", tc.file, err)
		}
	}
}

// Every error names a line and a column, and the message of an Error reads
// FILE:LINE:COL: message, with a space (issue 15 item 11: "stdin:The
// input holds no player record…").
func TestErrorsPositioned(t *testing.T) {
	for _, tc := range []struct {
		text   string
		format Format
	}{
		{"012 x\nXXR 3\n", FormatTRF},
		{"012 x\n001    1 m    Bye                               0000 ITA                         0.0    1\n", FormatTRF},
		{"", FormatTRF},
		{"hello\n", FormatUSCF},
		{"hello\n", FormatAuto},
	} {
		_, _, err := ReadString(tc.text, Options{FileName: "stdin", Format: tc.format})
		var e *scan.Error
		if !errors.As(err, &e) {
			t.Errorf("%q: %v, want an *Error", tc.text, err)
			continue
		}
		for _, d := range e.Errors() {
			if d.Line < 1 || d.Col < 1 {
				t.Errorf("%q: %s at %d:%d has no position", tc.text, string(d.Code), d.Line, d.Col)
			}
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "stdin:") || !strings.Contains(msg, ": ") || strings.Index(msg, ": ") > 12 {
			t.Errorf("%q: message %q is not FILE:LINE:COL: message", tc.text, msg)
		}
	}
}

// A table of far more columns than rounds a reader accepts (a 1,800-player
// grid, 6.5 MB) is refused at its first such line, before any reader
// tokenizes it, in memory a fraction of the input.
func TestTooManyFields(t *testing.T) {
	n := 1800
	// Row i: " 1" where i+j is odd, " 0" where it is even, " *" at j = i.
	cells := [2]string{strings.Repeat(" 0 1", n/2), strings.Repeat(" 1 0", n/2)}
	var b strings.Builder
	b.Grow(n * (2*n + 16))
	for i := 0; i < n; i++ {
		row := cells[i%2]
		fmt.Fprintf(&b, "%d Player%d%s *%s\n", i+1, i+1, row[:2*i], row[2*i+2:])
	}
	text := b.String()
	for _, f := range []Format{FormatAuto, FormatGrid, FormatStrip, FormatChessResults, FormatSwissPerfect, FormatUSCF} {
		var err error
		bytes := allocated(func() { _, _, err = ReadString(text, Options{Format: f}) })
		var e *scan.Error
		if !errors.As(err, &e) || e.Diags[0].Code != "E-TOO-MANY-ROUNDS" || e.Diags[0].Line != 1 {
			t.Errorf("%s: %v, want E-TOO-MANY-ROUNDS at line 1", f.Name(), err)
		}
		if bytes > uint64(len(text)) {
			t.Errorf("%s: %d bytes allocated for a %d-byte input", f.Name(), bytes, len(text))
		}
	}
}
