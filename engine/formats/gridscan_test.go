package formats

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/engine/formats/team"
)

// The grid family's one reading (docs/formats.md §8.9): each rule holds for
// the grid of players and for the team grid alike.

// gridError reads text in format f and returns its first error.
func gridError(t *testing.T, text string, f Format) scan.Diagnostic {
	t.Helper()
	_, _, err := ReadString(text, Options{Format: f})
	var e *scan.Error
	if !errors.As(err, &e) {
		t.Fatalf("%s: %v, want an *Error", f, err)
	}
	return e.Errors()[0]
}

// TestGridName: the event's name is the first line above the header that
// is not chess-results' own; a header on the first line names nothing.
func TestGridName(t *testing.T) {
	for _, tc := range []struct {
		text string
		f    Format
		want string
	}{
		{"N Name 1 2 3\n1 A * 1 0\n2 B 0 * 1\n3 C 1 0 *\n", FormatGrid, ""},
		{"N Team 1 2 3\n1 A * 2 1\n2 B 0 * 1\n3 C 1 1 *\n", FormatTeamGrid, ""},
		{"Open 2026\nN Name 1 2 3\n1 A * 1 0\n2 B 0 * 1\n3 C 1 0 *\n", FormatGrid, "Open 2026"},
		{"Coppa, girone A;;;;\nN;Team;1;2;3\n1;A;*;2;1\n2;B;0;*;1\n3;C;1;1;*\n", FormatTeamGrid, "Coppa, girone A"},
		{"Ranking crosstable (Pts.)\nN Team 1 2 3\n1 A * 2 1\n2 B 0 * 1\n3 C 1 1 *\n", FormatTeamGrid, ""},
		{"Final Ranking crosstable after 3 Rounds\nN Name 1 2 3\n1 A * 1 0\n2 B 0 * 1\n3 C 1 0 *\n", FormatGrid, ""},
	} {
		ev, _, err := ReadString(tc.text, Options{Format: tc.f})
		if err != nil {
			t.Errorf("%s %q: %v", tc.f, tc.text, err)
			continue
		}
		if ev.Name != tc.want {
			t.Errorf("%s %q: name %q, want %q", tc.f, tc.text, ev.Name, tc.want)
		}
	}
}

// TestGridBadCell: a row whose run of cells holds a bad value is that
// cell's error, in the grid of players as in the team grid; a row whose
// cells would take in its name lacks its cells (E-GRID-DIAGONAL).
func TestGridBadCell(t *testing.T) {
	for _, tc := range []struct {
		text      string
		f         Format
		code      scan.Code
		line, col int
	}{
		{"1 Anna * 1 0\n2 Bice 0 * 2x\n3 Carla 1 0 *\n", FormatGrid, scan.EGridCell, 2, 12},
		{"1 Alfa * 2 1\n2 Beta 0 * 2x\n3 Gamma 1 1 *\n", FormatTeamGrid, scan.ETeamGridCell, 2, 12},
		{"1 Anna * 1 0\n2 Bice * 1\n3 Carla 1 0 *\n", FormatGrid, scan.EGridDiagonal, 2, 1},
		{"1 Alfa * 2 1\n2 Beta * 1\n3 Gamma 1 1 *\n", FormatTeamGrid, scan.EGridDiagonal, 2, 1},
	} {
		d := gridError(t, tc.text, tc.f)
		if d.Code != tc.code || d.Line != tc.line || d.Col != tc.col {
			t.Errorf("%s %q: %s at %d:%d, want %s at %d:%d", tc.f, tc.text, d.Code, d.Line, d.Col, tc.code, tc.line, tc.col)
		}
	}
}

// TestGridSameColumn: a second row with its diagonal in an earlier row's
// column is E-GRID-DIAGONAL at its marker, naming the earlier row's line.
func TestGridSameColumn(t *testing.T) {
	for _, tc := range []struct {
		text string
		f    Format
	}{
		{"N;Name;1;2;3\n1;Anna;*;1;0\n1;Bice;*;1;0\n3;Carla;1;0;*\n", FormatGrid},
		{"N;Team;1;2;3\n1;Alfa;*;2;1\n1;Beta;*;2;1\n3;Gamma;1;1;*\n", FormatTeamGrid},
	} {
		d := gridError(t, tc.text, tc.f)
		if d.Code != scan.EGridDiagonal || d.Line != 3 || d.Col != 8 || d.Message != "Line 3: the diagonal marker is in column 1, like in line 2. Each row has its diagonal in its own column." {
			t.Errorf("%s: %s at %d:%d %q", tc.f, d.Code, d.Line, d.Col, d.Message)
		}
	}
}

// TestGridLayouts: each dialect tries its own layouts when no line holds
// a diagonal marker: Vega's empty diagonal for players, the lone dash for
// teams.
func TestGridLayouts(t *testing.T) {
	vega := "N;Name;1;2;3\n1;Anna;;1;0\n2;Bice;0;;1\n3;Carla;1;0;\n"
	if ev, _, err := ReadString(vega, Options{Format: FormatGrid}); err != nil || len(ev.Players) != 3 {
		t.Errorf("empty diagonal as a grid: %v", err)
	}
	if _, _, err := ReadString(vega, Options{Format: FormatTeamGrid}); err == nil {
		t.Errorf("empty diagonal as a team grid: read")
	}
	dash := "1 A - 3 1\n2 B 1 - 2\n3 C 3 2 -\n"
	if ev, _, err := ReadString(dash, Options{Format: FormatTeamGrid}); err != nil || len(ev.Teams.Teams) != 3 {
		t.Errorf("dash diagonal as a team grid: %v", err)
	}
	if d := gridError(t, dash, FormatGrid); d.Code != scan.EGridNone {
		t.Errorf("dash diagonal as a grid: %s, want E-GRID-NONE", d.Code)
	}
}

// TestGridHeaderWords: the team grid's header is found after its own words
// (Mannschaft), as the grid's after a name word.
func TestGridHeaderWords(t *testing.T) {
	text := "Nr Mannschaft 1 2 3 MP\n1 Alfa * 2 1 3\n2 Beta 0 * 1 1\n3 Gamma 1 1 * 2\n"
	s := (&chessresults.Input{Input: grid.Input{Reader: table.Reader{Input: &scan.Input{Lines: splitLinesForTest(text)}}}}).ScanGrid(team.Grid)
	if s == nil || s.HdrLine != 1 || s.N != 3 || s.HdrStart != 2 {
		t.Fatalf("scan %+v", s)
	}
}

// splitLinesForTest splits a text into lines without their line ends.
func splitLinesForTest(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			out = append(out, text[start:i])
			start = i + 1
		}
	}
	if start < len(text) {
		out = append(out, text[start:])
	}
	return out
}

// A delimited grid row that lost an empty field before its cells (a
// player without a rating, a page's text as stored) is read from its
// diagonal marker, with W-GRID-ALIGNED at the marker (docs/formats.md
// §8.1); the empty field goes where the row's fields stop fitting their
// headings, else just before the cells.
func TestGridRowAlignedByDiagonal(t *testing.T) {
	fedless := "No.\tName\tFed\tRtg\t1\t2\t3\t4\tPts\n" +
		"1\tRossi Mario\tITA\t2100\t*\t1\t½\t1\t2.5\n" +
		"2\tBianchi Luca\tITA\t2050\t0\t*\t1\t0\t1\n" +
		"3\tVerdi Paolo\t1950\t½\t0\t*\t1\t1.5\n" +
		"4\tNeri Carlo\tSUI\t1980\t0\t1\t0\t*\t1\n"
	tests := []struct {
		name, text string
		line, col  int
		row        int // the row aligned (0-based)
		rowName    string
		rating     int
		fed        string
	}{
		{"rating", string(xreadFile(t, "x-grid-missing-rating.tsv")), 4, 19, 2, "Verdi Paolo", 0, ""},
		{"federation", fedless, 4, 24, 2, "Verdi Paolo", 1950, ""},
		{"page text with bars", string(xreadFile(t, "x-grid-missing-rating-pipes.txt")), 5, 29, 2, "Verdi Paolo", 0, ""},
	}
	for _, tc := range tests {
		ev, rep, err := Read([]byte(tc.text), Options{Format: FormatGrid})
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var got []scan.Diagnostic
		for _, d := range rep.Diagnostics {
			if d.Code == scan.WGridAligned {
				got = append(got, d)
			}
		}
		if len(got) != 1 || got[0].Line != tc.line || got[0].Col != tc.col || got[0].Found != "*" {
			t.Errorf("%s: W-GRID-ALIGNED %+v, want one at %d:%d", tc.name, got, tc.line, tc.col)
		}
		if codes := xcodes(rep, err); strings.Contains(codes, "W-POINTS") {
			t.Errorf("%s: %s", tc.name, codes)
		}
		p := ev.Players[tc.row]
		if p.Name != tc.rowName || p.Rating != tc.rating || p.Federation != tc.fed {
			t.Errorf("%s: row read as %q %d %q, want %q %d %q", tc.name, p.Name, p.Rating, p.Federation, tc.rowName, tc.rating, tc.fed)
		}
	}
	// The team grid shares the scanner.
	team := "Nr.\tTeam\tClub\t1\t2\t3\t4\tMP\n" +
		"1\tAlfa\tCircolo A\t*\t3\t2½\t2\t5\n" +
		"2\tBeta\t1\t*\t2\t3\t3\n" +
		"3\tGamma\tCircolo C\t1½\t2\t*\t2½\t3\n" +
		"4\tDelta\tCircolo D\t2\t1\t1½\t*\t1\n"
	_, rep, err := Read([]byte(team), Options{Format: FormatTeamGrid})
	if err != nil || !strings.Contains(xcodes(rep, err), "W-GRID-ALIGNED") {
		t.Errorf("team grid: %v %s", err, xcodes(rep, err))
	}
}
