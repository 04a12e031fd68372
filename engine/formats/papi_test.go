package formats

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestPapiCell: the cells of a grille américaine (docs/formats.md §7.10),
// the place padded with no-break spaces as the page writes it.
func TestPapiCell(t *testing.T) {
	for _, tc := range []struct {
		cell   string
		kind   engine.Kind
		opp    int
		colour engine.Colour
		blank  bool
	}{
		{"+ 26N", engine.Win, 26, engine.Black, false},
		{"+\u00a0\u00a03B", engine.Win, 3, engine.White, false},
		{"=\u00a0 6B", engine.Draw, 6, engine.White, false},
		{"-103B", engine.Loss, 103, engine.White, false},
		{"> 9N", engine.ForfeitWin, 9, engine.Black, false},
		{"< 34N", engine.ForfeitLoss, 34, engine.Black, false},
		{"EXE", engine.PAB, 0, engine.NoColour, false},
		{"", engine.Kind(0), 0, engine.NoColour, true},
	} {
		x, ok := chessresults.PapiCell(scan.Tok{S: tc.cell})
		if !ok || x.Kind != tc.kind || x.Opp != tc.opp || x.Colour != tc.colour || x.Blank != tc.blank {
			t.Errorf("%q: %+v, %v", tc.cell, x, ok)
		}
	}
	for _, bad := range []string{"+ 26", "26N", "+ 0N", "* 3B", "12w1", "EX"} {
		if _, ok := chessresults.PapiCell(scan.Tok{S: bad}); ok {
			t.Errorf("%q read as a cell", bad)
		}
	}
}

// papiHead is the start of testdata/real/papi-ffe-departemental-u10-2025.txt
// as Chromium copies it: each row's place, its name on a line of its own,
// the player's box (the player's line and one per round), then the rest
// of the row.
const papiHead = "Departemental 2025 - U10\n" +
	"Grille américaine après la ronde 2\n" +
	"Pl\t\u00a0\tNom\tRapide\tCat.\tFede\tLigue\tR 1\tR 2\tPts\tTr.\tBu.\tPerf\n"

// papiRow is a row of papiHead's layout: place p, name, box, rest.
func papiRow(p, name, rest string) string {
	return p + "\t\u00a0\t\n" + name + "\n" +
		"\u00a0\t" + p + "\t\u00a0\t" + name + "\t1500\u00a0F\tPouM\tFRA\tPAC\t1\t0\t0\n" +
		"1\tN\t1\t9\t\u00a0\tSOMEONE Else\t1400\u00a0F\tPouM\tFRA\tPAC\t1\t0\t0\n" +
		"2\tB\t0\t9\t\u00a0\tSOMEONE Else\t1400\u00a0F\tPouM\tFRA\tPAC\t1\t0\t0\n" +
		rest + "\n"
}

// TestPapiGrille reads a grille américaine whose rows span several lines:
// the opponents named by final place are the rows' places (row-key start
// numbers), the colours N and B, the exempt a pairing-allocated bye, the
// ratings without their letter, and Tr., Bu., Perf printed columns of
// Papi.
func TestPapiGrille(t *testing.T) {
	text := papiHead +
		papiRow("1", "ALPHA Anne", "1674\u00a0F\tPouM\t\tPAC\t+\u00a0 3N\t=\u00a0 2B\t1½\t0\t1\t1800") +
		papiRow("2", "BRAVO Bob", "950\u00a0N\tPouM\t\tPAC\tEXE\t=\u00a0 1N\t1½\t0\t1½\t1500") +
		papiRow("3", "CHARLIE Cid", "799\u00a0E\tPouF\t\tPAC\t-\u00a0 1B\t<\u00a0 4N\t0\t0\t1½\t0") +
		papiRow("4", "DELTA Dan", "800\u00a0E\tPouM\t\tPAC\t\t>\u00a0 3B\t1\t0\t0\t0") +
		"\nFooter line\n"
	ev, rep, err := ReadString(text, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatChessResults || ev.Provenance.Format != "Papi" || ev.Provenance.StartNumbers != engine.StartNumbersRowKey {
		t.Fatalf("read as %s (%s, %s)", rep.Format, ev.Provenance.Format, ev.Provenance.StartNumbers)
	}
	if len(ev.Players) != 4 || ev.Rounds != 2 {
		t.Fatalf("%d players, %d rounds", len(ev.Players), ev.Rounds)
	}
	a, b, c, d := ev.Player(1), ev.Player(2), ev.Player(3), ev.Player(4)
	if a.Name != "ALPHA Anne" || a.Rating != 1674 || c.Rating != 799 {
		t.Errorf("names and ratings: %q %d %d", a.Name, a.Rating, c.Rating)
	}
	for _, tc := range []struct {
		p      *engine.Player
		r      int
		kind   engine.Kind
		opp    int
		colour engine.Colour
	}{
		{a, 1, engine.Win, 3, engine.Black}, {a, 2, engine.Draw, 2, engine.White},
		{b, 1, engine.PAB, 0, engine.NoColour}, {b, 2, engine.Draw, 1, engine.Black},
		{c, 1, engine.Loss, 1, engine.White}, {c, 2, engine.ForfeitLoss, 4, engine.Black},
		{d, 1, engine.ZPB, 0, engine.NoColour}, {d, 2, engine.ForfeitWin, 3, engine.White},
	} {
		e := tc.p.Rounds[tc.r-1]
		if e.Kind != tc.kind || e.Opponent != tc.opp || e.Colour != tc.colour {
			t.Errorf("%s round %d: %+v", tc.p.Name, tc.r, e)
		}
	}
	var names []string
	for _, col := range ev.DeclaredColumns {
		names = append(names, col.Name+"="+col.Hint+"/"+col.Program)
	}
	if got := strings.Join(names, " "); got != "Tr.=BH/C2/papi Bu.=BH/papi Perf=TPR/papi" {
		t.Errorf("declared columns %s", got)
	}
}

// TestPapiRowCut: a row whose name is not followed by the rest of the row
// within the lines of the box stops the reading at the row's line.
func TestPapiRowCut(t *testing.T) {
	text := papiHead +
		papiRow("1", "ALPHA Anne", "1674\u00a0F\tPouM\t\tPAC\t+\u00a0 2N\t=\u00a0 2B\t1½\t0\t1\t1800") +
		papiRow("2", "BRAVO Bob", "950\u00a0N\tPouM\t\tPAC\t-\u00a0 1B\t=\u00a0 1N\t½\t0\t1½\t1500") +
		"3\t\u00a0\t\nCHARLIE Cid\n"
	_, _, err := ReadString(text, Options{FileName: "x.txt", Format: FormatChessResults})
	var fe *scan.Error
	if !errors.As(err, &fe) || len(fe.Diags) == 0 || fe.Diags[0].Code != scan.EPapiRow || fe.Diags[0].Line != 4+2*6 {
		t.Fatalf("want E-PAPI-ROW at line 16, got %v", err)
	}
}
