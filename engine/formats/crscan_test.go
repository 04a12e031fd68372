package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
)

// The chess-results family's one scanner (docs/formats.md §7.1, §7.8).

// TestCRScanShape: a missing header, a header without rows and a ranking
// list without rounds are each dialect's error at the same place.
func TestCRScanShape(t *testing.T) {
	for _, tc := range []struct {
		text      string
		d         *crDialect
		code      scan.Code
		line      int
		inMessage string
	}{
		{"Open\n\n1;Rossi;1\n", playerCR, scan.ECrHeader, 1, "chess-results crosstable"},
		{"Open\n\n1;Alfa;1\n", teamCR, scan.ECrHeader, 1, "team crosstable"},
		{"Open\nRk.;SNo;Name;1.Rd;Pts.\n", playerCR, scan.ENoResults, 2, "player row"},
		{"Open\nRk.;SNo;Team;1.Rd;MP\n", teamCR, scan.ENoResults, 2, "team row"},
		{"Rk.;SNo;Name;Rtg;Pts.\n1;1;Rossi;2000;1\n", playerCR, scan.ENoRounds, 1, "'Final Ranking crosstable'"},
		{"Rk.;SNo;Team;MP;GP\n1;1;Alfa;2;3\n", teamCR, scan.ENoRounds, 1, "team crosstable"},
	} {
		in := &input{&crInput{&grid.Input{Reader: &table.Reader{Input: &scan.Input{Lines: splitLinesForTest(tc.text)}}}}}
		if s := in.scanCR(tc.d); s != nil {
			t.Errorf("%q: scanned", tc.text)
			continue
		}
		d := in.D.Diags[0]
		if d.Code != tc.code || d.Line != tc.line || !strings.Contains(d.Message, tc.inMessage) {
			t.Errorf("%q: %s at line %d %q; want %s at line %d naming %q", tc.text, d.Code, d.Line, d.Message, tc.code, tc.line, tc.inMessage)
		}
	}
}

// TestCRScanColumns: both dialects read the columns alike — the first
// start-number and rank columns, the rounds of bare integers holding their
// cells, the preamble's name and rounds.
func TestCRScanColumns(t *testing.T) {
	for _, tc := range []struct {
		text string
		d    *crDialect
	}{
		{"Open 2026\nCrosstable after 3 rounds\nRk.;SNo;No;Name;1;2;Pts.\n1;2;9;Rossi;1w1;;1\n2;1;8;Bianchi;2b0;;0\n", playerCR},
		{"Open 2026\nCrosstable after 3 rounds\nRk.;SNo;No;Team;1;2;MP\n1;2;9;Alfa;1w3;;2\n2;1;8;Beta;2b1;;0\n", teamCR},
	} {
		in := &input{&crInput{&grid.Input{Reader: &table.Reader{Input: &scan.Input{Lines: splitLinesForTest(tc.text)}}}}}
		s := in.scanCR(tc.d)
		if s == nil {
			t.Fatalf("%q: %v", tc.text, in.D.Diags)
		}
		c := s.cols
		if c.snoCol != 1 || c.rankCol != 0 || c.nameCol != 3 || c.rounds[4] != 1 || c.rounds[5] != 0 || s.nr != 1 || s.rounds != 3 ||
			s.pre.Name != "Open 2026" || s.pre.Played != 3 || len(s.data) != 2 {
			t.Errorf("%q: columns %+v, nr %d, rounds %d, preamble %q %d, %d rows", tc.text, c, s.nr, s.rounds, s.pre.Name, s.pre.Played, len(s.data))
		}
	}
}
