package formats

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// insertLine returns text with line s inserted as line at (1-based).
func insertLine(text string, at int, s string) string {
	ls := strings.Split(text, "\n")
	ls = append(ls[:at-1], append([]string{s}, ls[at-1:]...)...)
	return strings.Join(ls, "\n")
}

// diagsOf returns the diagnostics of a Read, whether it failed or not.
func diagsOf(rep *Report, err error) []scan.Diagnostic {
	var re *scan.Error
	if errors.As(err, &re) {
		return re.Diags
	}
	if rep != nil {
		return rep.Diagnostics
	}
	return nil
}

// TestSkippedLinesEveryReader: a line a table reader skips among its rows,
// or a row after the line that ended its table, is a warning at the line's
// text (W-LINE-SKIPPED, docs/formats.md §15.2), in the readers that let it
// pass silently before (Swiss Perfect's export and page, US Chess, TRF's lines that
// are no record) or stopped at it without a word (the grids and the
// crosstables, whose rows after it went unread); the strips' text around a
// flattened table and an unused table are warnings too (they were infos).
func TestSkippedLinesEveryReader(t *testing.T) {
	file := func(name string) string {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	type at struct {
		line, col int
		key       string
	}
	for _, tc := range []struct {
		name    string
		text    string
		format  Format
		answers map[string]string
		want    []at
	}{
		{"swiss perfect, among the rows", insertLine(file("x-sp-sample.txt"), 4, "Ore 20:30: sala grande"), FormatSwissPerfect, nil,
			[]at{{4, 1, "W-LINE-SKIPPED/row"}}},
		{"swiss perfect, a row after the table", file("x-sp-sample.txt") + "(8)\tLate, Entry\t1\t1:L\t0:+\n", FormatSwissPerfect, nil,
			[]at{{9, 1, "W-LINE-SKIPPED/after"}}},
		{"swiss perfect's page, among the cross table's rows", insertLine(file("x-sp-published.txt"), 12, "Ore 20:30: sala grande"), FormatSwissPerfect, nil,
			[]at{{12, 1, "W-LINE-SKIPPED/row"}}},
		{"swiss perfect's page, among the standings", insertLine(file("x-sp-published.txt"), 4, "Ore sala grande"), FormatSwissPerfect, nil,
			[]at{{4, 1, "W-LINE-SKIPPED/row"}}},
		{"us chess, among the rows", insertLine(file("x-us-sample.txt"), 3, "  Ore 20:30: sala grande"), FormatUSCF, nil,
			[]at{{3, 3, "W-LINE-SKIPPED/row"}}},
		{"us chess, a player without cells", insertLine(file("x-us-sample.txt"), 4, "  8 Late, Entry      1500  0.0"), FormatUSCF, nil,
			[]at{{4, 3, "W-LINE-SKIPPED/row"}}},
		{"trf, a line that is no record", insertLine(insertLine(file("tec-swiss-5-2026.trf"), 5, "Ore 20:30: sala grande"), 6, "XYZ custom record"), FormatTRF, nil,
			[]at{{5, 1, "W-LINE-SKIPPED/trf"}}},
		{"crosstable, rows after a line that ended it", insertLine(file("x-cr-sample.csv"), 5, "Ore 20:30: sala grande"), FormatChessResults, nil,
			[]at{{6, 1, "W-LINE-SKIPPED/after"}, {7, 1, "W-LINE-SKIPPED/after"}, {8, 1, "W-LINE-SKIPPED/after"}, {9, 1, "W-LINE-SKIPPED/after"}}},
		{"grid, rows after a line that ended it", insertLine(file("x-grid-hu-unnamed.tsv"), 5, "Ore 20:30: sala grande"), FormatGrid, nil,
			[]at{{6, 1, "W-LINE-SKIPPED/after"}, {7, 1, "W-LINE-SKIPPED/after"}, {8, 1, "W-LINE-SKIPPED/after"}}},
		{"team crosstable, rows after a line that ended it", insertLine(file("x-team-cr-coppa.csv"), 6, "Ore 20:30: sala grande"), FormatTeamCR, nil,
			[]at{{7, 1, "W-LINE-SKIPPED/after"}, {8, 1, "W-LINE-SKIPPED/after"}, {9, 1, "W-LINE-SKIPPED/after"}}},
		{"strip pasted as one line", file("x-seed-002.txt"), FormatStrip, map[string]string{"Q-BYE/r3": "fpb", "Q-BYE/r4": "fpb"},
			[]at{{15, 1, "W-LINE-SKIPPED/text"}, {17, 1, "W-TABLE-SKIPPED/error"}, {19, 1, "W-TABLE-SKIPPED/error"}}},
	} {
		_, rep, err := Read([]byte(tc.text), Options{Format: tc.format, Answers: tc.answers})
		var got []at
		for _, d := range diagsOf(rep, err) {
			switch d.Code {
			case "W-LINE-SKIPPED", "W-TABLE-SKIPPED":
				if d.Severity != scan.SeverityWarning {
					t.Errorf("%s: %s is not a warning", tc.name, d.Code)
				}
				got = append(got, at{d.Line, d.Col, d.Key})
			case "I-TRF-UNKNOWN-RECORDS":
				if d.Line != 6 {
					t.Errorf("%s: I-TRF-UNKNOWN-RECORDS at line %d, want 6 (XYZ)", tc.name, d.Line)
				}
			}
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: skipped %v, want %v (%v)", tc.name, got, tc.want, err)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: skipped %v, want %v", tc.name, got, tc.want)
				break
			}
		}
	}
}

// TestUSChessSecondLine: a US Chess crosstable whose rows have a second
// line (the state, the ID and the rating change, then each game's colour
// under its cell) reads the colours and skips no line (docs/formats.md §10).
func TestUSChessSecondLine(t *testing.T) {
	text := "    1 | Rossi, Marco              |2.0  |W   2|W   3|\n" +
		"   MI | 12345678 / R: 1500 ->1520 |     |W    |B    |\n" +
		"    2 | Verdi, Anna               |1.0  |L   1|B    |\n" +
		"   OH | 12345679 / R: 1400 ->1390 |     |B    |     |\n" +
		"    3 | Neri, Paolo               |1.0  |B    |L   1|\n" +
		"   CA | 12345670 / R: 1300 ->1290 |     |     |W    |\n"
	ev, rep, err := Read([]byte(text), Options{Format: FormatUSCF, Answers: map[string]string{"Q-BYE/*": "pab"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Diagnostics {
		if d.Code == "W-LINE-SKIPPED" || d.Code == "W-ONE-SIDED" {
			t.Errorf("line %d skipped: %s", d.Line, d.Message)
		}
	}
	if c := ev.Player(1).Rounds[1].Colour; c != engine.Black || ev.Player(1).Rounds[0].Colour != engine.White {
		t.Errorf("player 1, round 2: colour %v, want Black", c)
	}
}

// TestUSChessCRCRLF: the same crosstable with the line ends of the real
// MSA file (testdata/real/uschess-msa-tournamentinfo.txt), CR CR LF, one
// line end (docs/formats.md §3.3): each row's second line directly under
// it gives the colours, and no line is skipped. Read as a lone CR and a
// CRLF, a blank line stood between each row and its second line, which was
// skipped with W-LINE-SKIPPED and every colour lost.
func TestUSChessCRCRLF(t *testing.T) {
	checkUSChessCRCRLF(t, "text", []byte(usChessCRCRLF))
	// The same crosstable in a page's <pre>, read as Read reads a page
	// (decoded, then its text) and as the page reads a dropped page (its
	// text, htmltext.HTMLText, then the reader): one line end each way.
	page := "<html><body><pre>\r\r\n" + usChessCRCRLF + "</pre></body></html>\r\r\n"
	checkUSChessCRCRLF(t, "page", []byte(page))
	checkUSChessCRCRLF(t, "page's text", []byte(HTMLText(page)))
}

// usChessCRCRLF is TestUSChessSecondLine's crosstable with rules between
// the players and the line ends of the real MSA file.
const usChessCRCRLF = "    1 | Rossi, Marco              |2.0  |W   2|W   3|\r\r\n" +
	"   MI | 12345678 / R: 1500 ->1520 |     |W    |B    |\r\r\n" +
	"-----------------------------------------------------\r\r\n" +
	"    2 | Verdi, Anna               |1.0  |L   1|B    |\r\r\n" +
	"   OH | 12345679 / R: 1400 ->1390 |     |B    |     |\r\r\n" +
	"-----------------------------------------------------\r\r\n" +
	"    3 | Neri, Paolo               |1.0  |B    |L   1|\r\r\n" +
	"   CA | 12345670 / R: 1300 ->1290 |     |     |W    |\r\r\n"

func checkUSChessCRCRLF(t *testing.T, name string, data []byte) {
	t.Helper()
	ev, rep, err := Read(data, Options{Format: FormatUSCF, Answers: map[string]string{"Q-BYE/*": "pab"}})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for _, d := range rep.Diagnostics {
		if d.Code == "W-LINE-SKIPPED" || d.Code == "W-ONE-SIDED" {
			t.Errorf("%s: line %d skipped: %s", name, d.Line, d.Message)
		}
	}
	want := map[[2]int]engine.Colour{{1, 0}: engine.White, {1, 1}: engine.Black, {2, 0}: engine.Black, {3, 1}: engine.White}
	for k, c := range want {
		if got := ev.Player(k[0]).Rounds[k[1]].Colour; got != c {
			t.Errorf("%s: player %d, round %d: colour %v, want %v", name, k[0], k[1]+1, got, c)
		}
	}
	if name == "text" && ev.Provenance.LineEnding != "CRLF" {
		t.Errorf("%s: line ending %q, want CRLF", name, ev.Provenance.LineEnding)
	}
	if p1, p2 := ev.Player(1), ev.Player(2); p2.Pos.Line != p1.Pos.Line+3 {
		t.Errorf("%s: players 1 and 2 read at lines %d and %d, want 3 apart (one line end per CR CR LF)", name, p1.Pos.Line, p2.Pos.Line)
	}
}
