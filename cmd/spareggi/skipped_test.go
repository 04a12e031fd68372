package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// skippedText is a pairing list whose players have quotes, parentheses
// and apostrophes in their names, with a line that is no pairing (line 8).
const skippedText = `Torneo sociale
Round 1
1 Smith, John "Johnny" - Neil (Jr) 1-0
2 O'Brien, Pat - d’Artagnan, Charles 0-1
Round 2
1 Neil (Jr) - O'Brien, Pat ½-½
2 d’Artagnan, Charles - Smith, John "Johnny" 1-0
Ore 20:30, sala grande
Round 3
1 Smith, John "Johnny" - O'Brien, Pat 1-0
2 Neil (Jr) - d’Artagnan, Charles 0-1
`

// TestSkippedLineWarnsText: every player of the list is ranked, and the
// line the reader skips is a warning on stderr at its line and column
// (docs/formats.md §12, W-LINE-SKIPPED), in the language asked.
func TestSkippedLineWarnsText(t *testing.T) {
	for _, tc := range []struct{ lang, word string }{{"en", "skipped"}, {"it", "saltata"}, {"es", "omitido"}} {
		code, out, errs := runCLI(t, skippedText, "-lang", tc.lang, "-format", "pairings", "-")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.lang, code, errs)
		}
		for _, n := range []string{`Smith, John "Johnny"`, "Neil (Jr)", "O'Brien, Pat", "d’Artagnan, Charles"} {
			if !strings.Contains(out, n) {
				t.Errorf("%s: %s is not in the standings:\n%s", tc.lang, n, out)
			}
		}
		var warn []string
		for _, l := range strings.Split(errs, "\n") {
			if strings.Contains(l, ":8:1:") {
				warn = append(warn, l)
			}
		}
		if len(warn) != 1 || !strings.Contains(warn[0], "Ore 20:30, sala grande") || !strings.Contains(warn[0], tc.word) {
			t.Errorf("%s: want one warning at 8:1 quoting the line and saying %q; stderr:\n%s", tc.lang, tc.word, errs)
		}
		if strings.Count(errs, ":1:") > 1 || strings.Contains(errs, ":3:") || strings.Contains(errs, ":4:") {
			t.Errorf("%s: a pairing line was reported:\n%s", tc.lang, errs)
		}
	}
}

// TestSkippedLineWarnsJSON: -o json lists the skipped line among its
// warnings, with its line, column and code, and every player.
func TestSkippedLineWarnsJSON(t *testing.T) {
	code, out, errs := runCLI(t, skippedText, "-format", "pairings", "-o", "json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var doc struct {
		Warnings []struct {
			Line    int    `json:"line"`
			Column  int    `json:"column"`
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"warnings"`
		Standings []struct {
			Name string `json:"name"`
		} `json:"standings"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Standings) != 4 {
		t.Errorf("%d players, want 4: %+v", len(doc.Standings), doc.Standings)
	}
	found := 0
	for _, w := range doc.Warnings {
		if w.Code == "W-LINE-SKIPPED" {
			found++
			if w.Line != 8 || w.Column != 1 || !strings.Contains(w.Message, "Ore 20:30") {
				t.Errorf("warning %+v, want line 8, column 1, quoting the line", w)
			}
		}
	}
	if found != 1 {
		t.Errorf("%d W-LINE-SKIPPED warnings, want 1: %+v", found, doc.Warnings)
	}
}

// tableSkipped are tables whose readers skip a line (docs/formats.md
// §15.2): a Swiss Perfect export with a note among its rows (line 4), a
// US Chess wallchart with a player's line without cells (line 3), a TRF
// with a line that is no record (line 2).
var tableSkipped = []struct {
	name, format, text string
	line, col          int
	quoted             string
}{
	{"swissperfect", "swissperfect", "No\tName\tTotal\t1\t2\n1\tRossi, Marco\t2\t2:W\t3:W\n2\tVerdi, Anna\t1\t1:L\t0:+\nOre 20:30: sala grande\n3\tNeri, Paolo\t1\t0:+\t1:L\n",
		4, 1, "Ore 20:30: sala grande"},
	{"uscf", "uscf", "  1 Rossi, Marco   2210  2.0  W2   W3\n  2 Verdi, Anna    1920  1.0  L1   B\n  4 Late, Entry    1500  0.0\n  3 Neri, Paolo    1850  1.0  B    L1\n",
		3, 3, "4 Late, Entry    1500  0.0"},
	{"trf", "trf", "012 Torneo\nOre 20:30: sala grande\n" +
		"001    1      Rossi, Marco                      2210                             2.0    1     2 w 1     3 b 1\n" +
		"001    2      Verdi, Anna                       1920                             1.0    2     1 b 0  0000 - U\n" +
		"001    3      Neri, Paolo                       1850                             1.0    3  0000 - U     1 w 0\n",
		2, 1, "Ore 20:30: sala grande"},
}

// TestTableSkippedLineWarnsText: the line a table reader skips is a
// warning on stderr at its line and column, quoting it, in the language
// asked; the table is read.
func TestTableSkippedLineWarnsText(t *testing.T) {
	for _, tc := range tableSkipped {
		for _, l := range []struct{ lang, word string }{{"en", "skipped"}, {"it", "saltata"}, {"es", "omitido"}} {
			code, out, errs := runCLI(t, tc.text, "-lang", l.lang, "-format", tc.format, "-")
			if code != 0 {
				t.Fatalf("%s %s: exit %d: %s", tc.name, l.lang, code, errs)
			}
			if !strings.Contains(out, "Rossi, Marco") {
				t.Errorf("%s %s: not read:\n%s", tc.name, l.lang, out)
			}
			pos := fmt.Sprintf(":%d:%d:", tc.line, tc.col)
			var warn []string
			for _, s := range strings.Split(errs, "\n") {
				if strings.Contains(s, pos) {
					warn = append(warn, s)
				}
			}
			if len(warn) != 1 || !strings.Contains(warn[0], tc.quoted) || !strings.Contains(warn[0], l.word) {
				t.Errorf("%s %s: want one warning at %s quoting the line and saying %q; stderr:\n%s", tc.name, l.lang, pos, l.word, errs)
			}
		}
	}
}

// TestTableSkippedLineWarnsJSON: -o json lists the line a table reader
// skips among its warnings, with its line, column and code.
func TestTableSkippedLineWarnsJSON(t *testing.T) {
	for _, tc := range tableSkipped {
		code, out, errs := runCLI(t, tc.text, "-format", tc.format, "-o", "json", "-")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.name, code, errs)
		}
		var doc struct {
			Warnings []struct {
				Line    int    `json:"line"`
				Column  int    `json:"column"`
				Code    string `json:"code"`
				Message string `json:"message"`
			} `json:"warnings"`
		}
		if err := json.Unmarshal([]byte(out), &doc); err != nil {
			t.Fatal(err)
		}
		found := 0
		for _, w := range doc.Warnings {
			if w.Code == "W-LINE-SKIPPED" {
				found++
				if w.Line != tc.line || w.Column != tc.col || !strings.Contains(w.Message, tc.quoted) {
					t.Errorf("%s: warning %+v, want line %d, column %d, quoting %q", tc.name, w, tc.line, tc.col, tc.quoted)
				}
			}
		}
		if found != 1 {
			t.Errorf("%s: %d W-LINE-SKIPPED warnings, want 1: %+v", tc.name, found, doc.Warnings)
		}
	}
}
