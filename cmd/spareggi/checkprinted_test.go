package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/internal/gen"
)

// printedExport is a chess-results export of the Forlano example whose
// printed TB1 is the hand-computed 2012 Buchholz, TB2 the FIDE checker's
// 2024 Sonneborn-Berger and TB3 the number of wins; its full-point byes
// are answered as the TRF has them.
const printedExport = "../../testdata/forlano-9.printed.csv"

var printedAnswers = []string{"-answer", "Q-BYE/r3/p3=fpb", "-answer", "Q-BYE/r3/p6=fpb", "-answer", "Q-BYE/r4/p7=fpb", "-answer", "Q-BYE/r4/p8=fpb"}

type printedDoc struct {
	Columns []struct {
		Column string `json:"column"`
		Title  string `json:"title"`
		Best   *struct {
			Rules       string `json:"rules"`
			TieBreak    string `json:"tiebreak"`
			MatchPoints string `json:"match_points"`
			Agree       int    `json:"agree"`
			Of          int    `json:"of"`
		} `json:"best"`
		Also []struct {
			Rules    string `json:"rules"`
			TieBreak string `json:"tiebreak"`
		} `json:"also"`
		Differ []struct {
			Start    int     `json:"start"`
			Printed  string  `json:"printed"`
			Computed *string `json:"computed"`
			Why      string  `json:"why"`
			Reasons  []struct {
				Code string   `json:"code"`
				Args []string `json:"args"`
			} `json:"reasons"`
		} `json:"differ"`
	} `json:"columns"`
	Reproduced bool `json:"reproduced"`
}

func checkPrinted(t *testing.T, file string, extra ...string) (int, printedDoc, string) {
	t.Helper()
	args := append(append(slices.Clone(printedAnswers), extra...), "-check-printed", "-o", "json", file)
	code, out, errs := runCLI(t, "", args...)
	var doc printedDoc
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("exit %d, %v: %s %s", code, err, out, errs)
	}
	return code, doc, errs
}

// TestCheckPrintedCLI: every column of the export is identified, with the
// titles of its notes lines, and the command exits 0; the table says the
// same in words.
func TestCheckPrintedCLI(t *testing.T) {
	code, doc, errs := checkPrinted(t, printedExport)
	if code != 0 || !doc.Reproduced {
		t.Fatalf("exit %d, reproduced %v: %s", code, doc.Reproduced, errs)
	}
	want := []struct{ column, title, tiebreak, rules string }{
		{"TB1", "Buchholz Tie-Breaks (variabel with parameter)", "BH", "fide2012"},
		{"TB2", "Sonneborn-Berger-Tie-Break variable", "SB", "fide2024"},
		{"TB3", "The greater number of victories (variable)", "WIN", ""},
	}
	if len(doc.Columns) != len(want) {
		t.Fatalf("%d columns, want %d", len(doc.Columns), len(want))
	}
	for k, w := range want {
		c := doc.Columns[k]
		if c.Column != w.column || c.Title != w.title || c.Best == nil || c.Best.TieBreak != w.tiebreak || c.Best.Agree != 9 || c.Best.Of != 9 || len(c.Differ) != 0 {
			t.Errorf("column %d: %+v %+v, want %s (%s) = %s 9 of 9", k+1, c, c.Best, w.column, w.title, w.tiebreak)
			continue
		}
		rules := []string{c.Best.Rules}
		for _, a := range c.Also {
			if a.TieBreak == w.tiebreak {
				rules = append(rules, a.Rules)
			}
		}
		if w.rules != "" && !slices.Contains(rules, w.rules) {
			t.Errorf("%s: rules %v, want %s among them", c.Column, rules, w.rules)
		}
	}
	code, out, _ := runCLI(t, "", append(slices.Clone(printedAnswers), "-check-printed", printedExport)...)
	if code != 0 || !strings.Contains(out, "TB1 (Buchholz Tie-Breaks (variabel with parameter)) equals BH under the fide2012 rules for 9 of 9 participants") {
		t.Errorf("table, exit %d:\n%s", code, out)
	}
}

// TestCheckPrintedCLIDifference: Carlo's TB2 printed as his 2012
// Sonneborn-Berger is listed with the computed value and the reasons, and
// the command exits 1.
func TestCheckPrintedCLIDifference(t *testing.T) {
	data, err := os.ReadFile(printedExport)
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(data), ";11,5;11,50;4", ";11,5;9,50;4", 1)
	if changed == string(data) {
		t.Fatal("Carlo's row not found in the export")
	}
	file := filepath.Join(t.TempDir(), "changed.csv")
	if err := os.WriteFile(file, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	code, doc, errs := checkPrinted(t, file)
	if code != 1 || doc.Reproduced || !strings.Contains(errs, "TB2") {
		t.Fatalf("exit %d, reproduced %v, stderr %q: want 1, false and TB2 named", code, doc.Reproduced, errs)
	}
	c := doc.Columns[1]
	if c.Best == nil || c.Best.TieBreak != "SB" || c.Best.Agree != 8 || c.Best.Of != 9 || len(c.Differ) != 1 {
		t.Fatalf("TB2: best %+v, %d differences", c.Best, len(c.Differ))
	}
	d := c.Differ[0]
	if d.Start != 3 || d.Printed != "9,50" || d.Computed == nil || *d.Computed != "11.50" {
		t.Errorf("difference %+v, want Carlo printed 9,50 computed 11.50", d)
	}
	codes := map[string][]string{}
	for _, r := range d.Reasons {
		codes[r.Code] = r.Args
	}
	if a := codes["printed-other-rule"]; len(a) != 1 || !strings.Contains(a[0], "SB fide2012") {
		t.Errorf("reasons %+v: want SB fide2012 named", d.Reasons)
	}
	if a := codes["printed-own-unplayed"]; len(a) != 1 || a[0] != "3" {
		t.Errorf("reasons %+v: want the unplayed round 3", d.Reasons)
	}
	if !strings.Contains(d.Why, "SB fide2012") {
		t.Errorf("why %q", d.Why)
	}
}

// TestCheckPrintedCLIUsage: without printed columns, exit 1 with the
// reason; with -tb, a usage error.
func TestCheckPrintedCLIUsage(t *testing.T) {
	code, _, errs := runCLI(t, "", "-check-printed", fide5)
	if code != 1 || !strings.Contains(errs, "prints no tie-break column") {
		t.Errorf("no printed columns: exit %d, %q", code, errs)
	}
	code, _, errs = runCLI(t, "", "-check-printed", "-tb", "BH", fide5)
	if code != 2 {
		t.Errorf("-check-printed with -tb: exit %d, %q", code, errs)
	}
}

// TestCheckPrintedGrid: a chess-results round-robin grid prints the
// Sonneborn-Berger (TB1) and the direct encounter (TB2, 0 for everyone:
// no tie to break); SB is reproduced by every edition alike, TB2 prints
// only zeros and is not identified (printed-zeros; a direct encounter
// undefined for all, or minor scores of 0 for all, would "reproduce" it),
// which does not make the check fail.
func TestCheckPrintedGrid(t *testing.T) {
	code, doc, errs := checkPrinted(t, "../../engine/formats/testdata/x-grid-cr-rr-tb.csv")
	if code != 0 || len(doc.Columns) != 2 || !doc.Reproduced {
		t.Fatalf("exit %d, %d columns: %s", code, len(doc.Columns), errs)
	}
	if c := doc.Columns[0]; c.Best == nil || c.Best.TieBreak != "SB" || c.Best.Rules != "any" || c.Best.Agree != c.Best.Of {
		t.Errorf("%s: best %+v, want SB under any rules, all agreeing", c.Column, c.Best)
	}
	if c := doc.Columns[1]; c.Best != nil || len(c.Also) != 0 || len(c.Differ) != 0 {
		t.Errorf("%s: best %+v, also %+v, differ %+v; want nothing identified", c.Column, c.Best, c.Also, c.Differ)
	}
	if _, out, _ := runCLI(t, "", "-check-printed", "../../engine/formats/testdata/x-grid-cr-rr-tb.csv"); !strings.Contains(out, "TB2 (Direct Encounter): only zeros: a tie-break that applied to no one") {
		t.Errorf("table:\n%s", out)
	}
}

// TestCheckPrintedTeamScoring: a published chess-results team crosstable
// whose TB4 is Swiss-Manager's team Sonneborn-Berger "with real points":
// EGMSB with the match points 1-½-0, written apart in JSON and after the
// tie-break in the table; the command exits 0.
func TestCheckPrintedTeamScoring(t *testing.T) {
	const file = "../../engine/formats/testdata/x-team-cr-wp2018.txt"
	code, doc, errs := checkPrinted(t, file)
	if code != 0 || !doc.Reproduced || len(doc.Columns) != 4 {
		t.Fatalf("exit %d, reproduced %v, %d columns: %s", code, doc.Reproduced, len(doc.Columns), errs)
	}
	for k, want := range []string{"any MP ", "any GP ", "swissmanager DE ", "fide2026 EGMSB 1-½-0"} {
		b := doc.Columns[k].Best
		if b == nil || b.Rules+" "+b.TieBreak+" "+b.MatchPoints != want || b.Agree != 23 || b.Of != 23 {
			t.Errorf("%s: best %+v, want %s for 23 of 23", doc.Columns[k].Column, b, want)
		}
	}
	_, out, _ := runCLI(t, "", "-check-printed", file)
	if !strings.Contains(out, "TB4 (Sonneborn-Berger-Tie-Break (with real points)) equals EGMSB (MP 1-½-0) under the fide2026 rules for 23 of 23 participants") {
		t.Errorf("table:\n%s", out)
	}
}

// TestCheckPrintedTooManyColumns: an input printing more columns than
// the check compares (check.MaxColumns) is refused in the chosen
// language, exit 1, and with -o json the document says why.
func TestCheckPrintedTooManyColumns(t *testing.T) {
	data, err := os.ReadFile("../../testdata/forlano-9.printed.csv")
	if err != nil {
		t.Fatal(err)
	}
	// TB1 … TB3, then TB4 … as copies of TB1, up to one past the limit.
	text := gen.WidePrinted(string(data), check.MaxColumns+1)
	file := filepath.Join(t.TempDir(), "too-many.csv")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	n, limit := strconv.Itoa(check.MaxColumns+1), strconv.Itoa(check.MaxColumns)
	code, _, errs := runCLI(t, "", append(append([]string{"check", "-lang", "it"}, printedAnswers...), file)...)
	if want := "Il testo stampa " + n + " colonne di spareggi: il controllo ne confronta al massimo " + limit + "."; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, %q; want 1 and %q", code, errs, want)
	}
	code, out, errs := runCLI(t, "", append(append([]string{"check", "-o", "json"}, printedAnswers...), file)...)
	var doc struct {
		Columns []any `json:"columns"`
		Reason  *struct {
			Code string   `json:"code"`
			Args []string `json:"args"`
		} `json:"reason"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc.Columns) != 0 || doc.Reason == nil ||
		doc.Reason.Code != "printed-too-many" || !slices.Equal(doc.Reason.Args, []string{n, limit}) {
		t.Errorf("-o json: %v, %q", err, out)
	}
	if code != 1 || !strings.Contains(errs, "compares at most "+limit) {
		t.Errorf("-o json: exit %d, %q", code, errs)
	}
}

// TestCheckPrintedJSONAlways: with -o json the check always writes its
// document. An input without printed columns gives "columns": [],
// "reproduced": false and the reason printed-none (and the message on
// stderr, exit 1); a column without any printed value is in the document,
// with no best candidate and the note printed-empty, and does not make the
// check fail.
func TestCheckPrintedJSONAlways(t *testing.T) {
	code, out, errs := runCLI(t, "", "-check-printed", "-o", "json", fide5)
	var doc struct {
		Columns    []any `json:"columns"`
		Reproduced *bool `json:"reproduced"`
		Reason     *struct {
			Code string   `json:"code"`
			Args []string `json:"args"`
			Text string   `json:"text"`
		} `json:"reason"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || doc.Columns == nil || len(doc.Columns) != 0 ||
		doc.Reproduced == nil || *doc.Reproduced || doc.Reason == nil || doc.Reason.Code != "printed-none" || doc.Reason.Text == "" {
		t.Errorf("no printed columns: %v, %q", err, out)
	}
	if code != 1 || !strings.Contains(errs, "prints no tie-break column") {
		t.Errorf("no printed columns: exit %d, %q", code, errs)
	}
	data, err := os.ReadFile("../../engine/formats/testdata/x-cr-sample-tb.csv")
	if err != nil {
		t.Fatal(err)
	}
	// TB3 left empty in every row.
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if fs := strings.Split(l, ";"); len(fs) == 14 {
			if fs[13] != "TB3" {
				fs[13] = ""
			}
			l = strings.Join(fs, ";")
		}
		lines = append(lines, l)
	}
	file := filepath.Join(t.TempDir(), "empty-tb3.csv")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCLI(t, "", "-check-printed", "-rules", "fide2012", "-o", "json", file)
	var doc2 struct {
		Columns []struct {
			Column string `json:"column"`
			Best   *struct {
				TieBreak string `json:"tiebreak"`
			} `json:"best"`
			Notes []struct {
				Code string `json:"code"`
			} `json:"notes"`
		} `json:"columns"`
		Reproduced bool `json:"reproduced"`
	}
	if err := json.Unmarshal([]byte(out), &doc2); err != nil || len(doc2.Columns) != 3 {
		t.Fatalf("empty TB3: %v, %q %s", err, out, errs)
	}
	if c := doc2.Columns[2]; c.Column != "TB3" || c.Best != nil || len(c.Notes) != 1 || c.Notes[0].Code != "printed-empty" {
		t.Errorf("empty TB3: %+v", c)
	}
	if code != 0 || !doc2.Reproduced {
		t.Errorf("empty TB3: exit %d, reproduced %v: %s", code, doc2.Reproduced, errs)
	}
}

// TestCheckPrintedRankingCLI: the printed ranks are compared with the
// standings under the rules and tie-breaks that reproduced the columns.
// The published club championship agrees (JSON "ranking" with the
// Swiss-Manager rules, BH/M1, DE, WIN and no difference); the Forlano
// export, whose TB1 is the 2012 Buchholz and TB2 the 2024
// Sonneborn-Berger, printed the ranking of the 2024 rules: under the 2012
// rules Luigi (7) and Dario (4) exchange places, which the table says.
func TestCheckPrintedRankingCLI(t *testing.T) {
	_, out, errs := runCLI(t, "", "-check-printed", "-o", "json", "../../engine/formats/testdata/x-cr-sthlm2026-r4.csv")
	var doc struct {
		Ranking *struct {
			Rules     string   `json:"rules"`
			TieBreaks []string `json:"tiebreaks"`
			Differ    []any    `json:"differ"`
		} `json:"ranking"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || doc.Ranking == nil || doc.Ranking.Rules != "swissmanager" ||
		strings.Join(doc.Ranking.TieBreaks, ",") != "BH/M1,DE,WIN" || doc.Ranking.Differ == nil || len(doc.Ranking.Differ) != 0 {
		t.Errorf("club championship: %v %+v %s", err, doc.Ranking, errs)
	}
	args := append(slices.Clone(printedAnswers), "-check-printed", printedExport)
	code, out, _ := runCLI(t, "", args...)
	if code != 0 || !strings.Contains(out, "printed ranking: the standings under the fide2012 rules with BH, SB, WIN place 2 participants otherwise") ||
		!strings.Contains(out, "printed 6, computed 5") || !strings.Contains(out, "printed 5, computed 6") {
		t.Errorf("Forlano: exit %d\n%s", code, out)
	}
}
