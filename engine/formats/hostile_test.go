package formats

import (
	"errors"
	"testing"
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
			var e *Error
			if !errors.As(err, &e) || ev != nil {
				t.Errorf("%s (%s): got event %v, error %v; want E-OPPONENT-RANGE", tc.file, f.Name(), ev != nil, err)
				continue
			}
			found := false
			for _, d := range e.Diags {
				if d.Code == "E-OPPONENT-RANGE" {
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
