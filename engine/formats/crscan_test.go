package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/chessresults"
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
		d         *chessresults.Dialect
		code      scan.Code
		line      int
		inMessage string
	}{
		{"Open\n\n1;Rossi;1\n", chessresults.PlayerCR, scan.ECrHeader, 1, "chess-results crosstable"},
		{"Open\n\n1;Alfa;1\n", chessresults.TeamCR, scan.ECrHeader, 1, "team crosstable"},
		{"Open\nRk.;SNo;Name;1.Rd;Pts.\n", chessresults.PlayerCR, scan.ENoResults, 2, "player row"},
		{"Open\nRk.;SNo;Team;1.Rd;MP\n", chessresults.TeamCR, scan.ENoResults, 2, "team row"},
		{"Rk.;SNo;Name;Rtg;Pts.\n1;1;Rossi;2000;1\n", chessresults.PlayerCR, scan.ENoRounds, 1, "'Final Ranking crosstable'"},
		{"Rk.;SNo;Team;MP;GP\n1;1;Alfa;2;3\n", chessresults.TeamCR, scan.ENoRounds, 1, "team crosstable"},
	} {
		in := &chessresults.Input{Input: grid.Input{Reader: table.Reader{Input: &scan.Input{Lines: splitLinesForTest(tc.text)}}}}
		if s := in.ScanCR(tc.d); s != nil {
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
		d    *chessresults.Dialect
	}{
		{"Open 2026\nCrosstable after 3 rounds\nRk.;SNo;No;Name;1;2;Pts.\n1;2;9;Rossi;1w1;;1\n2;1;8;Bianchi;2b0;;0\n", chessresults.PlayerCR},
		{"Open 2026\nCrosstable after 3 rounds\nRk.;SNo;No;Team;1;2;MP\n1;2;9;Alfa;1w3;;2\n2;1;8;Beta;2b1;;0\n", chessresults.TeamCR},
	} {
		in := &chessresults.Input{Input: grid.Input{Reader: table.Reader{Input: &scan.Input{Lines: splitLinesForTest(tc.text)}}}}
		s := in.ScanCR(tc.d)
		if s == nil {
			t.Fatalf("%q: %v", tc.text, in.D.Diags)
		}
		c := s.Cols
		if c.SnoCol != 1 || c.RankCol != 0 || c.NameCol != 3 || c.Rounds[4] != 1 || c.Rounds[5] != 0 || s.Nr != 1 || s.Rounds != 3 ||
			s.Pre.Name != "Open 2026" || s.Pre.Played != 3 || len(s.Data) != 2 {
			t.Errorf("%q: columns %+v, nr %d, rounds %d, preamble %q %d, %d rows", tc.text, c, s.Nr, s.Rounds, s.Pre.Name, s.Pre.Played, len(s.Data))
		}
	}
}
