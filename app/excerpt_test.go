package app

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// TestExcerptKeepsTheCaretInView cuts a long line before a far column, so
// the caret is at most excerptLead+2 characters from the excerpt's start,
// and the caret still points at the same character.
func TestExcerptKeepsTheCaretInView(t *testing.T) {
	line := "001   12 m FM Stella, Andrea                    2346 ITA                         3.5   11     1 b 0     7 w =     2 b 0     8 w 1     3 b 0"
	for _, col := range []int{1, 5, 26, 92, 140} {
		got, c, e := Excerpt(line, col, col+3)
		if c > excerptLead+2 || e-c != 3 {
			t.Errorf("col %d: caret at %d–%d of the excerpt", col, c, e)
		}
		rs, all := []rune(got), []rune(line+" ")
		if c <= len(rs) && col <= len(all) && rs[c-1] != all[col-1] {
			t.Errorf("col %d: the caret points at %q, not %q", col, rs[c-1], all[col-1])
		}
		if col > excerptLead+2 && !strings.HasPrefix(got, "…") {
			t.Errorf("col %d: %q", col, got)
		}
	}
}

// TestColumnOffsets selects the columns of a diagnostic, in UTF-16 units.
func TestColumnOffsets(t *testing.T) {
	text := "012 Città\n001 é😀x\n"
	for _, c := range []struct{ n, col, end, a, b int }{
		{2, 0, 0, 10, 18}, {2, 5, 5, 14, 15}, {2, 6, 7, 15, 18}, {2, 9, 9, 18, 18},
	} {
		if a, b := ColumnOffsets(text, c.n, c.col, c.end); a != c.a || b != c.b {
			t.Errorf("ColumnOffsets(%d, %d, %d) = %d, %d, want %d, %d", c.n, c.col, c.end, a, b, c.a, c.b)
		}
	}
}

// TestDiagTextWithArguments renders a diagnostic from its key and
// arguments in each language, without the reader's English sentence.
func TestDiagTextWithArguments(t *testing.T) {
	d := formats.Diagnostic{Code: "E-TRF-TRUNCATED", Args: []string{"20", "140", "12 Stella, Andrea", "5", "11"},
		Message: "The file looks truncated: English."}
	for _, l := range i18n.Languages {
		got, ok := i18n.DiagText(l, d)
		if !ok || got == d.Message || !strings.Contains(got, "140") || !strings.Contains(got, "12 Stella, Andrea") || strings.Contains(got, "%!") {
			t.Errorf("%s: %q", l, got)
		}
	}
}

// englishWords are words of English sentences that an Italian or Spanish
// one never holds.
var englishWords = []string{" the ", " is not ", " was ", " were ", " and ", " with ", " which ", "Expected", " has ", " of ", " or "}

// TestReaderMessagesTranslated walks the declared messages of the readers'
// diagnostics ("msg.") and questions ("q."): each renders, as the page
// renders a diagnostic or a question keyed by it, in Italian and in
// Spanish from its own sentence, without English; and a bad cell of a
// chess-results crosstable read for real is worded in Italian.
func TestReaderMessagesTranslated(t *testing.T) {
	n := 0
	for _, id := range msg.Declared() {
		key := id.Key()
		question := strings.HasPrefix(key, "q.")
		if !question && !strings.HasPrefix(key, "msg.") {
			continue
		}
		n++
		args := make([]any, msg.Arity(id))
		for i := range args {
			args[i] = i + 7
		}
		m := msg.New(id, args...)
		code, _, _ := strings.Cut(id.Code(), "/")
		for _, l := range []string{"it", "es", "de"} {
			var got string
			if question {
				got = i18n.QuestionText(l, formats.Question{ID: code, Key: id.Code(), Args: m.Args, Text: m.English()})
			} else {
				var ok bool
				got, ok = i18n.DiagText(l, formats.Diagnostic{Code: formats.Code(code), Key: id.Code(), Args: m.Args, Message: m.English()})
				if !ok {
					t.Errorf("%s in %s: not from the catalogues: %q", id, l, got)
				}
			}
			if got != m.Text(l) || got == m.English() || strings.Contains(got, "%!") {
				t.Errorf("%s in %s: %q, want its own sentence %q", id, l, got, m.Text(l))
			}
			for _, w := range englishWords {
				if strings.Contains(got, w) {
					t.Errorf("%s in %s: English %q in %q", id, l, w, got)
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("only %d messages of the readers: the walk is broken", n)
	}
	text := strings.Replace(`Rk.;SNo;Name;Rtg;1.Rd;2.Rd;Pts.
1;1;Rossi;2100;2w1;3b1;2
2;2;Bianchi;2000;1b0;3w½;0.5
3;3;Verdi;1900;?;2b½;0.5
`, "?", "xx", 1)
	_, _, err := formats.ReadString(text, formats.Options{Format: formats.FormatChessResults})
	var fe *formats.Error
	if !errors.As(err, &fe) || len(fe.Diags) == 0 || fe.Diags[0].Code != formats.ECrCell {
		t.Fatalf("a bad cell: %v", err)
	}
	if got, _ := i18n.DiagText("it", fe.Diags[0]); got != `Riga 4, turno 1: "xx" non è una casella di tabellone. Servono 12w1, 5b½, 4b+, 81w-, -1, +, -½, -0, 0 o una casella vuota.` {
		t.Errorf("Italian: %q (English %q)", got, fe.Diags[0].Message)
	}
}
