package formats

import (
	"reflect"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/table"
)

// col is a declared column for the tests.
func col(name, title string, line, c int) engine.DeclaredColumn {
	return engine.DeclaredColumn{Name: name, Title: title, Pos: engine.Pos{Line: line, Col: c}}
}

// withoutHints returns columns without the hint and program the names table
// gives them (TestPrintedColumnNames checks those).
func withoutHints(cols []engine.DeclaredColumn) []engine.DeclaredColumn {
	if cols == nil {
		return nil
	}
	out := make([]engine.DeclaredColumn, len(cols))
	for i, c := range cols {
		c.Hint, c.Program = "", ""
		out[i] = c
	}
	return out
}

// crTBValues are the printed values of x-cr-sample-tb.csv and .txt, by
// start number; Russo's row stops after TB1.
var crTBValues = [][]string{
	{"6", "7", "7,00"}, {"6,5", "7,5", "3,50"}, {"6,5", "8", "1,75"}, {"8,5", "9,5", "2,50"},
	{"7", "8", "2,50"}, {"9", "10", "2,00"}, {"5,5", "", ""},
}

const (
	titleBH1 = "Buchholz Tie-Breaks (variabel with parameter)"
	titleBH  = "Buchholz Tie-Breaks (variabel)"
	titleSB  = "Sonneborn-Berger-Tie-Break variable"
)

// TestDeclaredColumns (§2.9): each reader keeps the tie-break columns its
// format prints, with their names, titles and positions, and every
// player's values as printed ("" where the row has none).
func TestDeclaredColumns(t *testing.T) {
	csv := string(xreadFile(t, "x-cr-sample-tb.csv"))
	tests := []struct {
		name   string
		text   string
		format Format
		cols   []engine.DeclaredColumn
		values [][]string // by start number; nil when no column is kept
	}{
		{"chess-results CSV", csv, FormatAuto,
			[]engine.DeclaredColumn{col("TB1", titleBH1, 1, 48), col("TB2", titleBH, 1, 52), col("TB3", titleSB, 1, 56)}, crTBValues},
		// ';' and TAB are both one character: the same columns.
		{"chess-results TAB", strings.ReplaceAll(csv, ";", "\t"), FormatAuto,
			[]engine.DeclaredColumn{col("TB1", titleBH1, 1, 48), col("TB2", titleBH, 1, 52), col("TB3", titleSB, 1, 56)}, crTBValues},
		{"chess-results text, # notes", string(xreadFile(t, "x-cr-sample-tb.txt")), FormatAuto,
			[]engine.DeclaredColumn{col("TB1", titleBH1, 1, 67), col("TB2", titleBH, 1, 72), col("TB3", titleSB, 1, 78)}, crTBValues},
		{"chess-results without notes", strings.Split(csv, "\n\n")[0] + "\n", FormatChessResults,
			[]engine.DeclaredColumn{col("TB1", "", 1, 48), col("TB2", "", 1, 52), col("TB3", "", 1, 56)}, crTBValues},
		{"chess-results Wtg and a German note", "Rg.;Snr;Name;1.Rd;2.Rd;Pkt.;Wtg1;Wtg2\n1;1;A;2w1;3b½;1,5;1,5;0\n2;2;B;1b0;-1;1;2\n3;3;C;-1;1w½;1,5\n\nFeinwertung2: Sonneborn-Berger\n",
			FormatChessResults, []engine.DeclaredColumn{col("Wtg1", "", 1, 29), col("Wtg2", "Sonneborn-Berger", 1, 34)},
			[][]string{{"1,5", "0"}, {"2", ""}, {"", ""}}},
		{"chess-results without tie-breaks", string(xreadFile(t, "x-cr-sample.csv")), FormatAuto, nil, nil},
		{"grid CSV", string(xreadFile(t, "x-grid-cr-rr-tb.csv")), FormatAuto,
			[]engine.DeclaredColumn{col("TB1", titleSB, 2, 36), col("TB2", "Direct Encounter", 2, 40)},
			[][]string{{"10,00", "0"}, {"5,00", "0"}, {"4,00", "0"}, {"2,50", "0"}, {"0,00", "0"}, {"0,00", ""}}},
		{"grid text", " N  Nome   1  2  3  Pts  TB1   TB2\n 1  ALFA   *  1  1  2    1,00  1\n 2  BETA   0  *  1  1    0,00\n 3  GAMMA  0  0  *  0    0,00  0\n",
			FormatGrid, []engine.DeclaredColumn{col("TB1", "", 1, 26), col("TB2", "", 1, 32)},
			[][]string{{"1,00", "1"}, {"0,00", ""}, {"0,00", "0"}}},
		{"grid without tie-breaks", string(xreadFile(t, "x-grid-ita-2009.txt")), FormatAuto, nil, nil},
		{"Vega strip", string(xreadFile(t, "x-strip-vega-user.txt")), FormatAuto,
			[]engine.DeclaredColumn{col("User", "", 4, 79)},
			[][]string{{"7.0"}, {"7.5"}, {"8.0"}, {"9.5"}, {"8.0"}, {"10.0"}, {""}}},
		{"strip, two trailing labels", "ID NAME Pts | 1 2 | BH SB\n1 A 1.5 | +2 =3 | 2.5 1.75\n2 B 0.5 | -1 =4 | 3.0\n3 C 1.0 | =4 =1 |\n4 D 1.0 | =3 =2 | 2.0 1.00\n",
			FormatStrip, []engine.DeclaredColumn{col("BH", "", 1, 21), col("SB", "", 1, 24)},
			[][]string{{"2.5", "1.75"}, {"3.0", ""}, {"", ""}, {"2.0", "1.00"}}},
		{"strip without trailing columns", string(xreadFile(t, "x-strip-coloured.txt")), FormatAuto, nil, nil},
		{"Swiss Perfect", string(xreadFile(t, "x-sp-sample.txt")), FormatAuto, nil, nil},
		{"TRF", string(xreadFile(t, "x-trf26-individual.trf")), FormatAuto, nil, nil},
	}
	for _, tc := range tests {
		ev, rep, err := Read([]byte(tc.text), Options{Format: tc.format})
		if err != nil {
			t.Errorf("%s: %v (%s)", tc.name, err, xcodes(rep, err))
			continue
		}
		if !reflect.DeepEqual(withoutHints(ev.DeclaredColumns), tc.cols) {
			t.Errorf("%s: columns\n got %+v\nwant %+v", tc.name, ev.DeclaredColumns, tc.cols)
		}
		if tc.values != nil && len(ev.Players) != len(tc.values) {
			t.Errorf("%s: %d players, want %d", tc.name, len(ev.Players), len(tc.values))
			continue
		}
		for i, p := range ev.Players {
			var want []string
			if tc.values != nil {
				want = tc.values[i]
			}
			if !reflect.DeepEqual(p.DeclaredTieBreaks, want) {
				t.Errorf("%s: player %d: %q, want %q", tc.name, p.StartNo, p.DeclaredTieBreaks, want)
			}
		}
	}
}

// TestTBNotes (§7.1): the notes lines of Swiss-Manager title the column
// with the same number, in any of their spellings, and nothing else.
func TestTBNotes(t *testing.T) {
	names := []string{"TB1", "Wtg2", "Desp3", "Spar4", "TB12"}
	tests := []struct {
		name  string
		lines []string
		want  []string // the titles, in the order of names
	}{
		{"with #", []string{"# Tie Break1: Buchholz Tie-Breaks (variabel with parameter)"},
			[]string{"Buchholz Tie-Breaks (variabel with parameter)", "", "", "", ""}},
		{"localized", []string{"Feinwertung2: Buchholz-Wertung", "Desempate3: Sonneborn-Berger", "Spareggio4: Buchholz Cut 1"},
			[]string{"", "Buchholz-Wertung", "Sonneborn-Berger", "Buchholz Cut 1", ""}},
		{"spellings", []string{"Tie-Break1: A", "TieBreak2: B", "tie break3 : C", "Wertung4: D", "TB12: E"},
			[]string{"A", "B", "C", "D", "E"}},
		{"CSV cells", []string{`"Tie Break1: Buchholz (Gamepoints, Cut1)";;;`, "Tie Break2: Direct Encounter;;;"},
			[]string{"Buchholz (Gamepoints, Cut1)", "Direct Encounter", "", "", ""}},
		{"first note wins", []string{"Tie Break1: first", "Tie Break1: second"},
			[]string{"first", "", "", "", ""}},
		{"not notes", []string{"Annotation:", "Tie Break9: no such column", "Tie Break1:", "Tie Break: none", "1;1;Rossi;TB1: x"},
			[]string{"", "", "", "", ""}},
	}
	for _, tc := range tests {
		cols := make([]engine.DeclaredColumn, len(names))
		for i, n := range names {
			cols[i].Name = n
		}
		table.TitleDeclared(cols, tc.lines)
		for i, c := range cols {
			if c.Title != tc.want[i] {
				t.Errorf("%s: %s titled %q, want %q", tc.name, c.Name, c.Title, tc.want[i])
			}
		}
	}
}

// TestDeclaredExcerpts: the excerpts of public files with printed columns
// do not read as a whole (their rows are cut), so their columns are
// checked with the readers' own steps.
func TestDeclaredExcerpts(t *testing.T) {
	t.Run("chess-results blitz", func(t *testing.T) {
		lines := strings.Split(string(xreadFile(t, "x-cr-blitz-excerpt.csv")), "\n")
		hdrLine, hdr := chessresults.FindHeader(lines, ';', chessresults.PlayerCR)
		c := chessresults.ColumnsOf(hdr, scan.HeaderRole)
		data := chessresults.DataRows(lines, hdrLine, len(hdr), ';')
		xt := &table.Table{}
		for range data {
			xt.Rows = append(xt.Rows, &table.Row{})
		}
		chessresults.Declared(xt, hdr, c.Roles, -1, data, lines[hdrLine:])
		want := []engine.DeclaredColumn{col("TB1", "", 5, 57), col("TB2", "", 5, 61), col("TB3", "", 5, 65), col("TB4", "", 5, 69)}
		if !reflect.DeepEqual(withoutHints(xt.Declared), want) {
			t.Errorf("columns\n got %+v\nwant %+v", xt.Declared, want)
		}
		// The first row is cut after round 5: no values.
		if got := xt.Rows[0].Printed; !reflect.DeepEqual(got, []string{"", "", "", ""}) {
			t.Errorf("first row %q", got)
		}
	})
	t.Run("chess-results round robin", func(t *testing.T) {
		lines := strings.Split(string(xreadFile(t, "x-grid-cr-rr-excerpt.csv")), "\n")
		hdrLine, _, hdrStart, hdr := grid.FindGridHeader(lines, ';', scan.HeaderRole)
		gb := &grid.Builder{In: &grid.Input{Reader: table.Reader{Input: &scan.Input{Lines: lines}}}, Delim: ';'}
		gb.Roles, _ = grid.Roles(hdr, ';')
		cols, idx := gb.DeclaredColumns(hdr, hdrStart)
		want := []engine.DeclaredColumn{col("TB1", "", 2, 36), col("TB2", "", 2, 40)}
		if !reflect.DeepEqual(withoutHints(cols), want) {
			t.Errorf("columns\n got %+v\nwant %+v", cols, want)
		}
		var got [][]string
		for _, r := range grid.PlayerGrid.MarkedRows(lines, hdrLine, ';') {
			got = append(got, table.PrintedCells(r.Toks, idx))
		}
		if w := [][]string{{"10,00", "0"}, {"5,00", "0"}, {"4,00", "0"}}; !reflect.DeepEqual(got, w) {
			t.Errorf("values %q, want %q", got, w)
		}
	})
	t.Run("Vega", func(t *testing.T) {
		tables := strip.SplitTables(strings.Split(string(xreadFile(t, "x-vega-nsw-excerpt.txt")), "\n"))
		if len(tables) != 1 || tables[0].Header == nil {
			t.Fatalf("%d tables", len(tables))
		}
		cols, idx := table.DeclaredOf(tables[0].Header.Trailing, func(int) bool { return true })
		if want := []engine.DeclaredColumn{col("User", "", 4, 102)}; !reflect.DeepEqual(withoutHints(cols), want) {
			t.Errorf("columns\n got %+v\nwant %+v", cols, want)
		}
		for _, r := range tables[0].Rows {
			if got := table.PrintedCells(r.Trailing, idx); !reflect.DeepEqual(got, []string{"0.0"}) {
				t.Errorf("row %s: %q", scan.JoinToks(r.Player), got)
			}
		}
	})
}
