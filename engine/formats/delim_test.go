package formats

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

func TestScanFields(t *testing.T) {
	tests := []struct {
		name  string
		line  string
		delim rune
		want  string // the fields, each "text@col"
	}{
		{"comma", "1,Rossi,*,1", ',', "1@1 Rossi@3 *@9 1@11"},
		{"padded", " 1 , Rossi ,* ", ',', "1@2 Rossi@6 *@13"},
		{"empty fields", ",,a,", ',', "@1 @2 a@3 @5"},
		{"quoted delimiter", `1,"Rossi, Mario",½`, ',', "1@1 Rossi, Mario@4 ½@18"},
		{"quoted decimal comma", `Verdi,"7,5",1`, ',', "Verdi@1 7,5@8 1@13"},
		{"doubled quote", `"say ""hi""",2`, ',', `say "hi"@2 2@14`},
		{"quote inside a field", `Bobby "B" Fischer,1`, ',', `Bobby "B" Fischer@1 1@19`},
		{"quote not closing the field", `"Bobby" Fischer;1`, ';', `"Bobby" Fischer@1 1@17`},
		{"unclosed quote", `"Rossi,1`, ',', `"Rossi@1 1@8`},
		{"quoted TAB field", "\"a\tb\"\tc", '\t', "a\tb@2 c@7"},
		{"semicolon", "Rk.;;Name;Pts.", ';', "Rk.@1 @5 Name@6 Pts.@11"},
		{"markdown", "| 1 | Rossi | * |", '|', "1@3 Rossi@7 *@15"},
		{"markdown without outer pipes", "1 | Rossi | *", '|', "1@1 Rossi@5 *@13"},
		{"markdown empty cell", "| 1 |  | * |", '|', "1@3 @6 *@10"},
		{"markdown rule", "|---|:---:|--|", '|', "@2 @6 @12"},
		{"pipe in a comma line", "a|b,c", ',', "a|b@1 c@5"},
		{"non-ASCII columns", "½,Wüest,×", ',', "½@1 Wüest@3 ×@9"},
		{"empty line", "", ',', "@1"},
	}
	for _, tc := range tests {
		var got []string
		for _, f := range scan.SplitCols(tc.line, 1, tc.delim) {
			got = append(got, fmt.Sprintf("%s@%d", f.S, f.Col))
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s: splitCols(%q, %q) = %q, want %q", tc.name, tc.line, tc.delim, g, tc.want)
		}
		if n := scan.CountFields(tc.line, tc.delim); n != len(got) {
			t.Errorf("%s: countFields = %d, want %d", tc.name, n, len(got))
		}
	}
}

func TestChooseDelim(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  rune
	}{
		{"tab", []string{"Rk.\tName\t1\t2", "1\tRossi\t*\t1", "2\tBianchi\t0\t*"}, '\t'},
		{"semicolon", []string{"Rk.;Name;1;2", "1;Rossi;*;1", "2;Bianchi;0;*"}, ';'},
		{"comma", []string{"Rk.,Name,1,2", "1,Rossi,*,1", "2,Bianchi,0,*"}, ','},
		{"comma with quoted names", []string{`No,Name,1,2`, `1,"Rossi, Mario",*,1`, `2,"Bianchi, Luca",0,*`}, ','},
		{"markdown", []string{"| Rk. | Name | 1 | 2 |", "|---|---|---|---|", "| 1 | Rossi | * | 1 |", "| 2 | Bianchi | 0 | * |"}, '|'},
		{"semicolon table with commas in names", []string{"No;Name;1;2", "1;Rossi, Mario;*;1", "2;Bianchi, Luca;0;*"}, ';'},
		{"whitespace with decimal commas", []string{"N Nome Tot 1 2 3", "1 GODENA 7,5 * ½ 0", "2 BRUNELLO 6,5 ½ * ½", "3 ORTEGA 4,5 1 ½ *"}, 0},
		{"whitespace with commas in names", []string{"1 Rossi, Mario 7,5 * 1", "2 Bianchi, Luca 6,5 0 *"}, 0},
		{"whitespace", []string{"1 Rossi * 1", "2 Bianchi 0 *"}, 0},
	}
	for _, tc := range tests {
		if got := scan.ChooseDelim(tc.lines); got != tc.want {
			t.Errorf("%s: chooseDelim = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// redelimit writes a table read with delimiter from in delimiter to: the
// fields of each line holding from, joined by to (a comma field holding a
// comma or a quote is quoted; a Markdown table gets outer pipes and a
// separator row after its first row). Lines without from, and lines of
// fewer than three fields (titles, notes), are written as their text.
func redelimit(text string, from, to rune) string {
	var out []string
	rows := 0
	for i, s := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		var fs []string
		if from == 0 {
			if fs = strings.Fields(s); len(fs) > 0 && !scan.AllDigits(fs[0]) && !slices.Contains(fs, "1") { // a title
				fs = nil
			}
		} else if strings.ContainsRune(s, from) {
			for _, f := range scan.SplitCols(s, i+1, from) {
				fs = append(fs, f.S)
			}
		}
		full := 0
		for _, f := range fs {
			if f != "" {
				full++
			}
		}
		if full < 3 {
			out = append(out, strings.Trim(s, ";,\t "))
			continue
		}
		for j, f := range fs {
			if to == ',' && strings.ContainsAny(f, `,"`) {
				fs[j] = `"` + strings.ReplaceAll(f, `"`, `""`) + `"`
			}
		}
		if to == '|' {
			out = append(out, "| "+strings.Join(fs, " | ")+" |")
			if rows == 0 {
				out = append(out, "|"+strings.Repeat("---|", len(fs)))
			}
		} else {
			out = append(out, strings.Join(fs, string(to)))
		}
		rows++
	}
	return strings.Join(out, "\n") + "\n"
}

var rePosJSON = regexp.MustCompile(`"Pos":\{"Line":\d+,"Col":\d+\}`)

// eventJSON is the event read from a text, as JSON without the positions
// of its rows and cells, for comparing two readings; "" when there is
// none.
func eventJSON(t *testing.T, text string, opt Options) (string, *Report, error) {
	t.Helper()
	ev, rep, err := ReadString(text, opt)
	if ev == nil {
		return "", rep, err
	}
	b, jerr := json.Marshal(ev)
	if jerr != nil {
		t.Fatal(jerr)
	}
	return rePosJSON.ReplaceAllString(string(b), ""), rep, err
}

// TestDelimitersPerReader reads each table reader's sample written with
// every delimiter, detected: the format and the event are those of the
// original.
func TestDelimitersPerReader(t *testing.T) {
	samples := []struct {
		file   string
		delim  rune
		format Format
	}{
		{"x-grid-cr-rr-tb.csv", ';', FormatGrid},
		{"x-cr-sample.csv", ';', FormatChessResults},
		{"x-cr-sample-nosno.csv", ';', FormatChessResults},
		{"x-sp-sample.txt", '\t', FormatSwissPerfect},
		{"x-team-cr-coppa.csv", ';', FormatTeamCR},
		{"x-team-grid-girone.txt", 0, FormatTeamGrid},
		{"x-team-grid-printed.csv", ';', FormatTeamGrid},
	}
	for _, sm := range samples {
		base := string(xreadFile(t, sm.file))
		want, rep, err := eventJSON(t, base, Options{})
		if want == "" || rep.Format != sm.format {
			t.Fatalf("%s: the original does not read as %v: %v", sm.file, sm.format, err)
		}
		for _, to := range scan.TableDelims {
			text := redelimit(base, sm.delim, to)
			got, rep, err := eventJSON(t, text, Options{})
			switch {
			case rep == nil || rep.Format != sm.format:
				t.Errorf("%s with %q: not read as %v: %v\n%s", sm.file, to, sm.format, err, text)
			case got != want:
				t.Errorf("%s with %q: the event differs from the original's\n%s\n%s\n%s", sm.file, to, text, got, want)
			}
		}
	}
}

// TestCommaGrid: the published chess-results round-robin excerpt saved
// with commas is a grid, as with semicolons (it holds the first three of
// its six rows: E-TABLE-PARTIAL at the same line, §8.6), and the completed
// one reads.
func TestCommaGrid(t *testing.T) {
	excerpt := string(xreadFile(t, "x-grid-cr-rr-excerpt.csv"))
	for _, to := range []rune{';', ',', '\t', '|'} {
		text := excerpt
		if to != ';' {
			text = redelimit(excerpt, ';', to)
		}
		_, rep, err := ReadString(text, Options{})
		var e *scan.Error
		if rep == nil || rep.Format != FormatGrid || !asError(err, &e) || e.Diags[0].Code != scan.ETablePartial || e.Diags[0].Line != 3+b2i(to == '|') {
			t.Errorf("excerpt with %q: want a grid refused with E-TABLE-PARTIAL at line 3: %v %v", to, rep != nil && rep.Format == FormatGrid, err)
		}
	}
	comma := redelimit(string(xreadFile(t, "x-grid-cr-rr-tb.csv")), ';', ',')
	if !strings.Contains(comma, `1,GM,Zaragatski Ilja,2482,GER,*,1,1,1,1,1,5,"10,00",0`) {
		t.Fatalf("the comma variant is not the expected CSV:\n%s", comma)
	}
	ev, rep, err := ReadString(comma, Options{})
	if ev == nil || rep.Format != FormatGrid || len(ev.Players) != 6 {
		t.Fatalf("comma grid: %v", err)
	}
	if p := ev.Players[1]; p.Name != "Kornitzky Tino" || p.DeclaredPoints == nil || *p.DeclaredPoints != 35 || p.DeclaredTieBreaks[0] != "5,00" {
		t.Errorf("row 2 = %+v", p)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func asError(err error, e **scan.Error) bool {
	x, ok := err.(*scan.Error)
	if ok {
		*e = x
	}
	return ok && len(x.Diags) > 0
}

// TestDelimiterErrorPositions: a bad cell is reported at its line and
// column whatever the delimiter, in each table reader.
func TestDelimiterErrorPositions(t *testing.T) {
	samples := []struct {
		file   string
		delim  rune
		line   int    // the line of the bad cell, in the original
		cell   string // the cell replaced by "?" on that line (its first occurrence after the name)
		after  string
		format Format
		code   scan.Code
	}{
		{"x-grid-cr-rr-tb.csv", ';', 4, "½", "Kornitzky Tino", FormatGrid, scan.EGridCell},
		{"x-cr-sample.csv", ';', 3, "3b1", "García Lucía", FormatChessResults, scan.ECrCell},
		{"x-team-cr-coppa.csv", ';', 5, "bye", "Beta", FormatTeamCR, scan.ETeamCrCell},
		{"x-team-grid-printed.csv", ';', 4, "3", "Milano", FormatTeamGrid, scan.ETeamGridCell},
	}
	for _, sm := range samples {
		lines := strings.Split(string(xreadFile(t, sm.file)), "\n")
		fs := strings.Split(lines[sm.line-1], string(sm.delim))
		done := false
		for j, seen := 0, false; j < len(fs) && !done; j++ {
			if seen && fs[j] == sm.cell {
				fs[j], done = "?", true
			}
			seen = seen || fs[j] == sm.after
		}
		if !done {
			t.Fatalf("%s: no %q after %q in %q", sm.file, sm.cell, sm.after, lines[sm.line-1])
		}
		lines[sm.line-1] = strings.Join(fs, string(sm.delim))
		base := strings.Join(lines, "\n")
		for _, to := range scan.TableDelims {
			text := redelimit(base, sm.delim, to)
			if to == sm.delim {
				text = base
			}
			_, rep, err := ReadString(text, Options{Format: sm.format})
			var e *scan.Error
			if !asError(err, &e) {
				t.Errorf("%s with %q: no error (%v)", sm.file, to, rep != nil)
				continue
			}
			d := e.Diags[0]
			ln := strings.Split(text, "\n")[d.Line-1]
			col := strings.Index(ln, "?")
			if d.Code != sm.code || col < 0 || d.Col != utf8.RuneCountInString(ln[:col])+1 || d.EndCol != d.Col {
				t.Errorf("%s with %q: %s at %d:%d-%d, want %s at the ? of a line\n%s", sm.file, to, d.Code, d.Line, d.Col, d.EndCol, sm.code, text)
			}
		}
	}
}
