package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/season"
)

// TestCLIOneInSingular words the count 1 of the command line's texts in
// the singular, in Italian and English: one game without a result
// (-whatif), one more reader error, one participant whose printed rank
// differs, an event of one player in a season. They said "1 games",
// "1 more errors", "1 participants", "1 players".
func TestCLIOneInSingular(t *testing.T) {
	// The 2009 championship with one game of its last round, 1–11, not
	// played yet.
	b, err := os.ReadFile("../../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	for i, line := range lines {
		if (strings.HasPrefix(line, "001    1 ") || strings.HasPrefix(line, "001   11 ")) && len(line) >= 199 {
			lines[i] = line[:198] + " " + line[199:]
		}
	}
	pending := strings.Join(lines, "\n")
	fe := &formats.Error{File: "x.txt", Diags: []formats.Diagnostic{
		{Severity: formats.SeverityError, Code: "E-TRF-RESULT", Line: 3, Message: "first"},
		{Severity: formats.SeverityError, Code: "E-TRF-RESULT", Line: 4, Message: "second"}}}
	rep := &check.Report{RankingChecked: true, RankingEdition: engine.EditionDefault + 1,
		Ranking: []check.RankDifference{{Player: &engine.Player{StartNo: 1, Name: "A"}, Printed: 1, From: 2, To: 2}}}
	st := &season.Standings{Events: []*season.Event{{Name: "Open", Entries: make([]season.Entry, 1)}}}
	for _, c := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"1 game without a result, 3 combinations:", " (and 1 more error)", "place 1 participant otherwise", "Event 1: Open (1 player)"}},
		{"it", []string{"1 partita senza risultato, 3 combinazioni:", " (e 1 altro errore)", "1 partecipante è in altra posizione", "Torneo 1: Open (1 giocatore)"}},
	} {
		code, out, errs := runCLI(t, pending, "-whatif", "-lang", c.lang, "-")
		if code != 0 {
			t.Fatalf("%s: -whatif exits %d: %s", c.lang, code, errs)
		}
		var w bytes.Buffer
		checkPrintedTable(&w, rep, c.lang)
		if err := seasonTable(&w, st, c.lang, 0); err != nil {
			t.Fatal(err)
		}
		all := out + "\n" + readerErrors(c.lang, fe) + "\n" + w.String()
		for _, s := range c.want {
			if !strings.Contains(all, s) {
				t.Errorf("%s: no %q in\n%s", c.lang, s, all)
			}
		}
		for _, s := range []string{"1 games", "1 partite", "1 more errors", "altri 1", "1 participants", "1 partecipanti", "1 players", "1 giocatori"} {
			if strings.Contains(all, s) {
				t.Errorf("%s: %q in\n%s", c.lang, s, all)
			}
		}
	}
}
