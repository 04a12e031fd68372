package main

import (
	"encoding/json"
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
