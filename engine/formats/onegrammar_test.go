package formats

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestCRCellOneGrammar: the chess-results detector counts the cells the
// reader reads, by one grammar (the chessresults package's reCRFull): a cell written
// with spaces inside ("5 w 1", "5w 1", in a field of a delimited table)
// is a cell to both, as a typographic dash in it ("7w–") is.
// Before, the detector had its own stricter expression (reCRCell): the
// crosstable read with -format chess-results was not detected.
func TestCRCellOneGrammar(t *testing.T) {
	text := string(readFile(t, "x-cr-sample.csv"))
	cell := regexp.MustCompile(`^(\d+)([wb])(\S+)$`)
	for _, to := range []string{"$1 $2 $3", "$1$2 $3"} {
		var b strings.Builder
		for _, l := range strings.SplitAfter(text, "\n") {
			fs := strings.Split(l, ";")
			for i, f := range fs {
				fs[i] = cell.ReplaceAllString(f, to)
			}
			b.WriteString(strings.Join(fs, ";"))
		}
		alt := b.String()
		if alt == text {
			t.Fatal("no cell rewritten")
		}
		forced, _, err := ReadString(alt, Options{Format: FormatChessResults})
		if err != nil {
			t.Fatalf("read as a crosstable: %v\n%s", err, alt)
		}
		ev, rep, err := ReadString(alt, Options{})
		if err != nil {
			t.Fatalf("detected: %v\n%s", err, alt)
		}
		if rep.Format != FormatChessResults {
			t.Errorf("detected %v, want chess-results\n%s", rep.Format, alt)
		}
		if g, w := playersText(ev.Players), playersText(forced.Players); g != w {
			t.Errorf("read\n%s\nwant\n%s", g, w)
		}
	}
}

// TestPGNTagOneGrammar: the PGN detector counts the tag pairs the reader
// reads, by one grammar (the pgn package's rePGNTagLine): a tag written with spaces inside
// its brackets (`[ White "Rossi, Marco" ]`) is one to both. Before, the
// detector had its own expression (`^\[(\w+)\s+"`): such a file was read
// with -format pgn but not detected.
func TestPGNTagOneGrammar(t *testing.T) {
	var b strings.Builder
	for i, g := range [][3]string{{"Rossi, Marco", "Bianchi, Luca", "1-0"}, {"Bianchi, Luca", "Verdi, Anna", "1/2-1/2"}, {"Verdi, Anna", "Rossi, Marco", "0-1"}} {
		fmt.Fprintf(&b, "[ Event \"Club\" ]\n[ Round \"%d\" ]\n[ White \"%s\" ]\n[ Black \"%s\" ]\n[ Result \"%s\" ]\n\n1. e4 e5 %s\n\n",
			i+1, g[0], g[1], g[2], g[2])
	}
	forced, _, err := ReadString(b.String(), Options{Format: FormatPGN})
	if err != nil {
		t.Fatalf("read as PGN: %v", err)
	}
	ev, rep, err := ReadString(b.String(), Options{})
	if err != nil {
		t.Fatalf("detected: %v", err)
	}
	if rep.Format != FormatPGN {
		t.Errorf("detected %v, want pgn", rep.Format)
	}
	if g, w := playersText(ev.Players), playersText(forced.Players); g != w || len(ev.Players) != 3 {
		t.Errorf("read\n%s\nwant 3 players\n%s", g, w)
	}
}
