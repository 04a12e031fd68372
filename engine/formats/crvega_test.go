package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
)

// Vega's crosstable as a browser copies it (docs/formats.md §7.9).

// vegaCupHead is the start of testdata/real/vega-hbcc-cup-2025.txt: its
// heading, its header and its first row ("#" layout).
const vegaCupHead = "Cross Table at round 7\n" +
	"#\tPlayer\tPts\t1\t2\t3\t4\t5\t6\t7\tBH\tBH/C1\tSB\n" +
	"1\t\nNguyen,Anh Kiet\n7\n-\n1534\n\n6.0\t\n" +
	"1\n12\n1\n7\n1\n2\n1\n6\n1\n5\n1\n4\n0\n3\n33.5\t30.0\t28.0\n"

// vegaCupRow15 is row 15 of the same file: a round not played before its
// first cell (the TABs after its points) and one after its bye, which the
// copy loses.
const vegaCupRow15 = "15\t\nMcIntyre,Julian\n6\n-\n1543\n\n3.5\t\t\n" +
	"1\n21\n1\n11\n1\n17\n½\nBYE\n0\n4\n26.0\t22.5\t12.3\n"

// vegaKoshHead is the start of testdata/real/vega-hbcc-koshnitsky-cup-2026.txt
// ("Pos" layout) and its row 30, whose rounds are all empty.
const vegaKoshHead = "Cross Table at round 4\n" +
	"Pos\tPlayer\tRtg\tFed\tPts\t1\t2\t3\t4\tSB\n" +
	"1\tCM Nguyen,Anh Kiet\t1807\t\t3.0\t\n1\n26\n1\n16\n1\n7\n4.50\n" +
	"30\t Gusain,Daniel\t1847\t\t0.0\t\t\t\t\t0.00\n"

// vegaParseText parses the rows of text under its Vega header.
func vegaParseText(t *testing.T, text string) (*chessresults.Input, chessresults.VegaLayout, []*chessresults.VegaRow) {
	t.Helper()
	in := &chessresults.Input{Input: grid.Input{Reader: table.Reader{Input: &scan.Input{Lines: splitLinesForTest(text)}}}}
	for i := range in.Lines {
		in.Lines[i] = scan.TrimBlanks(in.Lines[i]) // as reading does (§3.4)
	}
	h, l := chessresults.VegaHeaderAt(in.Lines)
	if h < 0 {
		t.Fatalf("no Vega header in %q", text)
	}
	var lines []chessresults.VegaLine
	for i := h + 1; i < len(in.Lines); i++ {
		if strings.TrimSpace(in.Lines[i]) != "" {
			lines = append(lines, chessresults.VegaLine{S: in.Lines[i], Ln: i + 1})
		}
	}
	return in, l, in.VegaParse(l, lines)
}

// TestVegaParseRows: the rows of both layouts, each joined from its lines:
// the start number, title and rating on lines of their own ("#"), the
// title before the name ("Pos"), the cells in order and the tie-breaks,
// on their own line or after the points of a row without cells.
func TestVegaParseRows(t *testing.T) {
	_, l, rows := vegaParseText(t, vegaCupHead+vegaCupRow15)
	if !l.Hash || l.Nr != 7 || l.Ntb != 3 || len(rows) != 2 {
		t.Fatalf("layout %+v, %d rows", l, len(rows))
	}
	r := rows[1]
	if r.Rank != 15 || r.Sno.S != "6" || r.Title.S != "-" || r.Rating.S != "1543" || r.Fixed[1].S != "McIntyre,Julian" || r.Fixed[2].S != "3.5" {
		t.Errorf("row 15: %+v", r)
	}
	var cells []string
	for _, c := range r.Cells {
		cells = append(cells, c.Res.S+" "+c.Opp.S)
	}
	if got := strings.Join(cells, ", "); got != "1 21, 1 11, 1 17, ½ BYE, 0 4" {
		t.Errorf("row 15's cells: %s", got)
	}
	if len(r.Tbs) != 3 || r.Tbs[2].S != "12.3" || r.Tbs[2].Line != 42 {
		t.Errorf("row 15's tie-breaks: %+v", r.Tbs)
	}

	_, l, rows = vegaParseText(t, vegaKoshHead)
	if l.Hash || l.Nr != 4 || l.Ntb != 1 || len(rows) != 2 {
		t.Fatalf("layout %+v, %d rows", l, len(rows))
	}
	if r := rows[0]; r.Title.S != "CM" || r.Fixed[1].S != "Nguyen,Anh Kiet" || len(r.Cells) != 3 || r.Tbs[0].S != "4.50" {
		t.Errorf("row 1: %+v", r)
	}
	if r := rows[1]; r.Rank != 30 || r.Title.S != "" || r.Fixed[1].S != "Gusain,Daniel" || len(r.Cells) != 0 || len(r.Tbs) != 1 || r.Tbs[0].S != "0.00" {
		t.Errorf("row 30: %+v", r)
	}
}

// TestVegaRowErrors: a row that does not follow the layout is an error at
// its line, naming what was expected (E-VEGA-ROW).
func TestVegaRowErrors(t *testing.T) {
	head := "#\tPlayer\tPts\t1\t2\n"
	row := func(rank, name, sno, pts string, cells ...string) string {
		return rank + "\t\n" + name + "\n" + sno + "\n-\n1500\n\n" + pts + "\t\n" + strings.Join(cells, "\n") + "\n"
	}
	for _, tc := range []struct {
		name, text string
		line       int
		inMessage  string
	}{
		{"result", head + row("1", "Alfa,A", "1", "1.0", "1", "2", "2", "3") + row("2", "Beta,B", "2", "0.0", "0", "1"), 11, "\"2\" is not the result"},
		{"opponent", head + row("1", "Alfa,A", "1", "1.0", "1", "X2") + row("2", "Beta,B", "2", "0.0", "0", "1"), 10, "\"X2\" is not an opponent"},
		{"start number", head + "1\t\nAlfa,A\n-\n1500\n\n1.0\t\n1\n2\n" + row("2", "Beta,B", "2", "0.0", "0", "1"), 4, "not a start number"},
		{"points", head + row("1", "Alfa,A", "1", "x", "1", "2") + row("2", "Beta,B", "2", "0.0", "0", "1"), 8, "\"x\" is not the points"},
		{"points (Pos)", "Pos\tPlayer\tRtg\tFed\tPts\t1\n1\tAlfa,A\t1500\t\tone\n1\n2\n2\tBeta,B\t1500\t\t0.0\n0\n1\n", 2, "is not the points"},
		{"cells", head + row("1", "Alfa,A", "1", "1.0", "1", "2", "1", "2", "1", "2") + row("2", "Beta,B", "2", "0.0", "0", "1", "0", "1", "0", "1"), 2, "holds 3 rounds"},
		{"rank", "Pos\tPlayer\tRtg\tFed\tPts\t1\t2\n1\tAlfa,A\t1500\t\t1.0\n1\n2\n1\tBeta,B\t1500\t\t0.0\n0\n1\n", 5, "number 1 begins another row"},
		// 1 meets 2 in round 2 (its two cells fill both rounds), 2 meets 1
		// in round 1: the rows disagree.
		{"place", head + row("1", "Alfa,A", "1", "2.0", "1", "3", "1", "2") + row("2", "Beta,B", "2", "1.0", "0", "1", "1", "3") +
			row("3", "Gamma,C", "3", "0.0", "0", "1", "0", "2"), 11, "the game against \"2\" cannot be given a round"},
	} {
		_, _, err := ReadString(tc.text, Options{})
		var e *scan.Error
		if !asError(err, &e) {
			t.Errorf("%s: read: %v", tc.name, err)
			continue
		}
		d := e.Diags[0]
		if d.Code != scan.EVegaRow || d.Line != tc.line || !strings.Contains(d.Message, tc.inMessage) {
			t.Errorf("%s: %s at line %d: %s; want line %d, %q", tc.name, d.Code, d.Line, d.Message, tc.line, tc.inMessage)
		}
	}
}

// TestVegaFooter: the text after the table, as a saved page has it below
// the last row, ends the table once that row is complete (§7.9); a line
// that is not a cell before a later row, or before a row's tie-breaks,
// is still an error.
func TestVegaFooter(t *testing.T) {
	const footer = "\nGenerated by Vega All rights reserved\n\n(Arbiter/Club : Casey Goh - AUS)\n"
	in, _, rows := vegaParseText(t, vegaCupHead+vegaCupRow15+footer)
	if len(rows) != 2 || in.D.Errors != 0 {
		t.Errorf("with the footer: %d rows, %d errors", len(rows), in.D.Errors)
	}
	in, _, rows = vegaParseText(t, vegaKoshHead+footer)
	if len(rows) != 2 || in.D.Errors != 0 {
		t.Errorf("Pos layout with the footer: %d rows, %d errors", len(rows), in.D.Errors)
	}
	noTBs := strings.TrimSuffix(vegaCupRow15, "26.0\t22.5\t12.3\n")
	if in, _, rows = vegaParseText(t, vegaCupHead+noTBs+footer); rows != nil || in.D.Errors != 1 {
		t.Errorf("a row without its tie-breaks, then the footer: %d rows, %d errors", len(rows), in.D.Errors)
	}
	if in, _, rows = vegaParseText(t, vegaCupHead+footer+vegaCupRow15); rows != nil || in.D.Errors != 1 {
		t.Errorf("a line before a later row: %d rows, %d errors", len(rows), in.D.Errors)
	}
}

// vegaReal reads a file of testdata/real.
func vegaReal(t *testing.T, name string) (*engine.Event, *Report) {
	t.Helper()
	ev, rep, err := ReadString(string(xreadFile(t, "../../../testdata/real/"+name)), Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return ev, rep
}

// TestVegaRealPages: the six pages of the corpus are detected without a
// question and read with their start numbers (the number after the name,
// else the row's), their byes and their printed columns, which are
// Vega's (its rounding, docs/tiebreaks.md §15).
func TestVegaRealPages(t *testing.T) {
	for _, tc := range []struct {
		file             string
		players, rounds  int
		played           int
		startNumbers     engine.StartNumbers
		declared, placed string
	}{
		{"vega-hbcc-reserve-championship-2024.txt", 23, 7, 7, engine.StartNumbersRowKey, "BH BH-C1 SB", "297"},
		{"vega-hbcc-april-rapid-2025.txt", 49, 5, 5, engine.StartNumbersExplicit, "", "105, 248, 593"},
		{"vega-hbcc-best-in-the-west-2025.txt", 106, 5, 5, engine.StartNumbersRowKey, "BH", "1069, 1221"},
		{"vega-hbcc-cup-2025.txt", 32, 7, 7, engine.StartNumbersExplicit, "BH BH/C1 SB", "311, 439, 653"},
		{"vega-hbcc-koshnitsky-cup-2026.txt", 31, 4, 3, engine.StartNumbersRowKey, "SB", "43, 59, 163"},
		{"vega-hbcc-september-rapid-2025.txt", 55, 5, 5, engine.StartNumbersExplicit, "BH BH/C1 SB", "841, 853, 865, 877, 889, 901"},
	} {
		lines := strings.Split(string(xreadFile(t, "../../../testdata/real/"+tc.file)), "\n")
		if f, _, d := Detect(lines, tc.file); f != FormatChessResults || d != nil {
			t.Errorf("%s: detected %s, %v", tc.file, f, d)
		}
		ev, rep := vegaReal(t, tc.file)
		var names []string
		for _, c := range ev.DeclaredColumns {
			names = append(names, c.Name)
			if c.Program != scan.ProgVega {
				t.Errorf("%s: column %s of program %q", tc.file, c.Name, c.Program)
			}
		}
		if len(ev.Players) != tc.players || ev.Rounds != tc.rounds || ev.PlayedRounds != tc.played ||
			ev.Provenance.StartNumbers != tc.startNumbers || ev.Provenance.Format != "Vega" || strings.Join(names, " ") != tc.declared {
			t.Errorf("%s: %d players, %d rounds (%d played), %s, %s, columns %v", tc.file, len(ev.Players), ev.Rounds, ev.PlayedRounds,
				ev.Provenance.StartNumbers, ev.Provenance.Format, names)
		}
		placed := ""
		for _, d := range rep.Diagnostics {
			if d.Code == scan.IVegaPlaced {
				placed = d.Message
			}
		}
		// One row placed is worded in the singular: "(line 297)".
		if !strings.Contains(placed, "(lines "+tc.placed+")") && !(!strings.Contains(tc.placed, ",") && strings.Contains(placed, "(line "+tc.placed+")")) {
			t.Errorf("%s: I-VEGA-PLACED %q, want lines %s", tc.file, placed, tc.placed)
		}
	}
}

// TestVegaSavedPages: the raw pages of five Swiss crosstables read to the
// players and games of their copies, and add what the cells' classes say
// (docs/formats.md §3.10, §7.9): the page's forfeits (each a game of the
// copy, won or lost) and every game's colour, the two rows of a game
// agreeing; byes stay byes.
func TestVegaSavedPages(t *testing.T) {
	for _, tc := range []struct {
		page     string
		forfeits int
	}{
		{"vega-hbcc-reserve-championship-2024", 2}, // 9 beat 15, 18 beat 23
		{"vega-hbcc-cup-2025", 9},
		{"vega-hbcc-best-in-the-west-2025", 4},
		{"vega-hbcc-september-rapid-2025", 1}, // 44 beat 50
		{"vega-hbcc-koshnitsky-cup-2026", 3},
	} {
		evPage, _, err := Read(xreadFile(t, "../../../testdata/real/"+tc.page+".html"), Options{FileName: tc.page + ".html"})
		if err != nil {
			t.Fatalf("%s.html: %v", tc.page, err)
		}
		evCopy, _ := vegaReal(t, tc.page+".txt")
		if len(evPage.Players) != len(evCopy.Players) || evPage.Rounds != evCopy.Rounds || evPage.PlayedRounds != evCopy.PlayedRounds {
			t.Fatalf("%s: %d players, %d rounds; the copy %d, %d", tc.page, len(evPage.Players), evPage.Rounds, len(evCopy.Players), evCopy.Rounds)
		}
		forfeits := 0
		for i, p := range evPage.Players {
			q := evCopy.Players[i]
			if p.StartNo != q.StartNo || p.Name != q.Name {
				t.Errorf("%s: player %d is %d %s, the copy's %d %s", tc.page, i+1, p.StartNo, p.Name, q.StartNo, q.Name)
				continue
			}
			for r, e := range p.Rounds {
				f := q.Rounds[r]
				switch {
				case e.Opponent != f.Opponent:
					t.Errorf("%s: %s round %d against %d, the copy's %d", tc.page, p.Name, r+1, e.Opponent, f.Opponent)
				case e.Kind == engine.ForfeitWin && f.Kind == engine.Win:
					forfeits++
					fallthrough
				case e.Kind == engine.ForfeitLoss && f.Kind == engine.Loss:
					if e.Colour != engine.NoColour {
						t.Errorf("%s: %s round %d: a forfeit with colour %v", tc.page, p.Name, r+1, e.Colour)
					}
				case e.Kind != f.Kind:
					t.Errorf("%s: %s round %d is %v, the copy's %v", tc.page, p.Name, r+1, e.Kind, f.Kind)
				case e.Opponent > 0:
					o := evPage.Player(e.Opponent).Rounds[r]
					if e.Colour != engine.White && e.Colour != engine.Black || o.Colour+e.Colour != engine.White+engine.Black {
						t.Errorf("%s: %s round %d with %v, the opponent with %v", tc.page, p.Name, r+1, e.Colour, o.Colour)
					}
				}
			}
		}
		if forfeits != tc.forfeits {
			t.Errorf("%s: %d forfeits, want %d", tc.page, forfeits, tc.forfeits)
		}
	}
}

// TestVegaCupRounds: the cup's row 4 (start number 5) as the page prints
// it, its opponents named by their ranks: 11, 8, 14, a half-point bye, 10,
// 1, 15, each game's colour unknown (the copy does not give it); and row
// 30 of the Koshnitsky Cup, without a game, absent in the rounds played.
func TestVegaCupRounds(t *testing.T) {
	ev, _ := vegaReal(t, "vega-hbcc-cup-2025.txt")
	p := ev.Player(5)
	want := []engine.Entry{{Kind: engine.Win, Opponent: 18}, {Kind: engine.Draw, Opponent: 15}, {Kind: engine.Win, Opponent: 26},
		{Kind: engine.HPB}, {Kind: engine.Win, Opponent: 20}, {Kind: engine.Loss, Opponent: 7}, {Kind: engine.Win, Opponent: 6}}
	if p == nil || p.Name != "Enano,Ronald" || p.DeclaredRank != 4 || len(p.Rounds) != len(want) {
		t.Fatalf("player 5: %+v", p)
	}
	for k, w := range want {
		c := engine.UnknownColour
		if w.Kind.Bye() {
			c = engine.NoColour
		}
		if e := p.Rounds[k]; e.Kind != w.Kind || e.Opponent != w.Opponent || e.Colour != c {
			t.Errorf("round %d: %+v, want %+v", k+1, e, w)
		}
	}
	ev, _ = vegaReal(t, "vega-hbcc-koshnitsky-cup-2026.txt")
	p = ev.Player(30)
	if p == nil || p.Name != "Gusain,Daniel" || p.Rating != 1847 || p.DeclaredTieBreaks[0] != "0.00" ||
		p.Rounds[0].Kind != engine.ZPB || p.Rounds[2].Kind != engine.ZPB || p.Rounds[3].Kind != engine.NotYet {
		t.Errorf("player 30: %+v", p)
	}
	if p := ev.Player(1); p.Title != "CM" || p.Name != "Nguyen,Anh Kiet" {
		t.Errorf("player 1: %+v", p)
	}
}
