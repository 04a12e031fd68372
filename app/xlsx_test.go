package app

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
)

// TestWorkbookInThePage: a workbook chosen in the page is kept as its
// bytes and read (a real chess-results export); the text area shows its
// sheet's text, never the bytes; a share link carries that text, which
// reads as the workbook does; a cell's position is labelled with its
// sheet, row and column and selects the cell's characters in the text.
func TestWorkbookInThePage(t *testing.T) {
	b, err := os.ReadFile("../testdata/real/cr-keshmat-winter-open-2026.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	s := State{Text: string(b), Workbook: true, Name: "open.xlsx", Lang: "it"}
	o := Read(s)
	if o.Failed || o.Event == nil || o.FormatID != "chess-results" || len(o.Event.Players) != 30 {
		t.Fatalf("failed %v %q %q", o.Failed, o.Err, o.FormatID)
	}
	var bye *formats.Question
	for i, q := range o.Questions {
		if strings.HasPrefix(q.ID, "Q-BYE/") {
			bye = &o.Questions[i]
			break
		}
	}
	if bye == nil || bye.Sheet != 1 || CellLabel("it", bye.Sheet, bye.Line, bye.Col) != "foglio 1, riga 27, colonna I" {
		t.Fatalf("bye question %+v", bye)
	}
	in := &InputPanel{Text: s.Text, Outcome: o}
	shown := in.shown()
	if formats.IsWorkbook(shown) || !strings.HasPrefix(shown, "From the Tournament-Database of Chess-Results") {
		t.Fatalf("the text area would show %q", shown[:min(40, len(shown))])
	}
	if c, e := cellChars(lineText(shown, bye.Line), bye.Col, bye.EndCol); lineText(shown, bye.Line)[c-1:e] != "-1" {
		t.Fatalf("the bye's characters %d–%d in %q", c, e, lineText(shown, bye.Line))
	}
	sh := shareable(s)
	if sh.Text != shown {
		t.Fatal("the share link does not carry the sheet's text")
	}
	o2 := Read(sh)
	if o2.Failed || len(o2.Event.Players) != 30 || o2.Event.Players[12].Name != o.Event.Players[12].Name {
		t.Fatalf("the shared text reads otherwise: %v %q", o2.Failed, o2.Err)
	}
}

// TestCellChars: the characters of sheet columns in a row of TAB-separated
// cells.
func TestCellChars(t *testing.T) {
	line := "a\tbb\t\tcçc"
	for _, c := range []struct{ col, end, c, e int }{{1, 1, 1, 1}, {2, 2, 3, 4}, {3, 3, 6, 6}, {4, 4, 7, 9}, {2, 4, 3, 9}, {5, 5, 0, 0}, {0, 0, 0, 0}} {
		if c1, e1 := cellChars(line, c.col, c.end); c1 != c.c || e1 != c.e {
			t.Errorf("columns %d–%d: characters %d–%d, want %d–%d", c.col, c.end, c1, e1, c.c, c.e)
		}
	}
}
