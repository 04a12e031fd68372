package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestPrintedColumnNames (§2.9): the readers keep the tie-break columns
// printed under the names programs print (printedNames), in every language
// of their interfaces, each with the tie-break the name most likely is and
// the program that prints it.
func TestPrintedColumnNames(t *testing.T) {
	crHeader := func(names string) string {
		csv := string(xreadFile(t, "x-cr-sample-tb.csv"))
		return strings.Replace(csv, "Pts.;TB1;TB2;TB3", "Pts.;"+names, 1)
	}
	tests := []struct {
		name   string
		text   string
		format Format
		want   []string // name=hint@program of each column
	}{
		{"chess-results, C.07 abbreviations", crHeader("BH-C1;BH;SB"), FormatAuto,
			[]string{"BH-C1=BH/C1@", "BH=BH@", "SB=SB@"}},
		{"Swiss Perfect's names", crHeader("M-Buch.;Buch.;SoBe."), FormatAuto,
			[]string{"M-Buch.=BH/M1@swissperfect", "Buch.=BH@swissperfect", "SoBe.=SB@"}},
		{"Swiss-Chess", crHeader("Buchh;SoBerg;Wertung"), FormatChessResults,
			[]string{"Buchh=BH@swisschess", "SoBerg=SB@swisschess", "Wertung=@"}},
		{"other names", crHeader("Progr.;DiVerg;Desempate"), FormatChessResults,
			[]string{"Progr.=PS@swissperfect", "DiVerg=DE@", "Desempate=@"}},
		{"numbered", crHeader("TB1;Wtg2;Spareggio"), FormatChessResults,
			[]string{"TB1=@swissmanager", "Wtg2=@swissmanager", "Spareggio=@"}},
		{"grid text", " N  Nome   1  2  3  Pts  SB    BH-C1\n 1  ALFA   *  1  1  2    1,00  1\n 2  BETA   0  *  1  1    0,00\n 3  GAMMA  0  0  *  0    0,00  0\n",
			FormatGrid, []string{"SB=SB@", "BH-C1=BH/C1@"}},
		{"grid CSV", strings.Replace(string(xreadFile(t, "x-grid-cr-rr-tb.csv")), "Pts.;TB1;TB2", "Pts.;SoBerg;DiVerg", 1), FormatAuto,
			[]string{"SoBerg=SB@swisschess", "DiVerg=DE@"}},
		{"Vega strip", string(xreadFile(t, "x-strip-vega-user.txt")), FormatAuto, []string{"User=@vega"}},
		{"strip, C.07 labels", "ID NAME Pts | 1 2 | BH SB\n1 A 1.5 | +2 =3 | 2.5 1.75\n2 B 0.5 | -1 =4 | 3.0\n3 C 1.0 | =4 =1 |\n4 D 1.0 | =3 =2 | 2.0 1.00\n",
			FormatStrip, []string{"BH=BH@vega", "SB=SB@vega"}},
		{"Vega crosstable copied", string(xreadFile(t, "../../../testdata/real/vega-hbcc-cup-2025.txt")), FormatAuto,
			[]string{"BH=BH@vega", "BH/C1=BH/C1@vega", "SB=SB@vega"}},
		{"Vega crosstable copied, BH-C1", string(xreadFile(t, "../../../testdata/real/vega-hbcc-reserve-championship-2024.txt")), FormatAuto,
			[]string{"BH=BH@vega", "BH-C1=BH/C1@vega", "SB=SB@vega"}},
	}
	for _, tc := range tests {
		ev, rep, err := Read([]byte(tc.text), Options{Format: tc.format})
		if err != nil {
			t.Errorf("%s: %v (%s)", tc.name, err, xcodes(rep, err))
			continue
		}
		var got []string
		for _, c := range ev.DeclaredColumns {
			got = append(got, c.Name+"="+c.Hint+"@"+c.Program)
		}
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("%s: columns %q, want %q", tc.name, got, tc.want)
		}
		for _, p := range ev.Players {
			if len(p.DeclaredTieBreaks) != len(tc.want) {
				t.Errorf("%s: player %d has values %q", tc.name, p.StartNo, p.DeclaredTieBreaks)
			}
		}
	}
}

// TestPrintedNamesAreOneTable: every name of the table is a tie-break
// header for headerRole, and a short code is matched only as printed (a
// name "De" in a row is not a header).
func TestPrintedNamesAreOneTable(t *testing.T) {
	for _, n := range scan.PrintedNames {
		h := n.Name
		if n.Numbered {
			h += "3"
		}
		if scan.HeaderRole(h) != "tb" {
			t.Errorf("%q: role %q, want tb", h, scan.HeaderRole(h))
		}
		if n.Hint != "" && !n.Numbered && n.Hint == "" {
			t.Errorf("%q: no hint", h)
		}
	}
	for _, h := range []string{"De", "sb", "Bh", "User1", "TB", "Wertungen"} {
		if scan.HeaderRole(h) == "tb" {
			t.Errorf("%q is a tie-break header", h)
		}
	}
}
