package formats

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// headingSet is one line of testdata/x-headings.tsv: the headings of a
// table in one language.
type headingSet struct{ lang, rank, key, name, rating, fed, points string }

// readHeadingSets reads testdata/x-headings.tsv.
func readHeadingSets(t *testing.T) []headingSet {
	t.Helper()
	data, err := os.ReadFile("testdata/x-headings.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var out []headingSet
	for i, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(l, "#") || strings.HasPrefix(l, "lang\t") {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 7 {
			t.Fatalf("x-headings.tsv line %d: %d fields", i+1, len(f))
		}
		out = append(out, headingSet{f[0], f[1], f[2], f[3], f[4], f[5], f[6]})
	}
	return out
}

// headingPlayers are the players of the tables of TestHeadingsEveryLanguage.
var headingPlayers = []struct {
	name   string
	rating int
	fed    string
}{
	{"Müller, Hans", 1850, "GER"}, {"Иванов Пётр", 1790, "RUS"}, {"王小明", 1700, "CHN"}, {"Weber, Anna", 1600, "AUT"},
}

// TestHeadingsEveryLanguage: a round-robin grid (tab-delimited, and
// whitespace-aligned) and a chess-results crosstable whose columns are
// headed in each language of testdata/x-headings.tsv read every name,
// rating and printed score (docs/formats.md §7.1); the header line of a
// whitespace grid is not the event's name.
func TestHeadingsEveryLanguage(t *testing.T) {
	grid := [][]string{{"*", "1", "1", "1"}, {"0", "*", "1", "1"}, {"0", "0", "*", "1"}, {"0", "0", "0", "*"}}
	for _, h := range readHeadingSets(t) {
		tab := []string{"Vereinsturnier 2025", strings.Join([]string{h.key, h.name, h.rating, h.fed, "1", "2", "3", "4", h.points}, "\t")}
		ws := []string{"Vereinsturnier 2025", strings.Join([]string{h.key, h.name, h.rating, "1", "2", "3", "4", h.points}, " ")}
		cr := []string{"Vereinsturnier 2025", strings.Join([]string{h.rank, h.key, h.name, h.rating, h.fed, "1.Rd", "2.Rd", "3.Rd", h.points}, ";")}
		crCells := [][]string{{"4w1", "2b1", "3w1"}, {"3b1", "1w0", "4b1"}, {"2w0", "4b1", "1b0"}, {"1b0", "3w0", "2w0"}}
		for i, p := range headingPlayers {
			pts := fmt.Sprint(3 - i)
			tab = append(tab, strings.Join(append([]string{fmt.Sprint(i + 1), p.name, fmt.Sprint(p.rating), p.fed}, append(grid[i], pts)...), "\t"))
			ws = append(ws, strings.Join(append([]string{fmt.Sprint(i + 1), p.name, fmt.Sprint(p.rating)}, append(grid[i], pts)...), " "))
			cr = append(cr, strings.Join(append([]string{fmt.Sprint(i + 1), fmt.Sprint(i + 1), p.name, fmt.Sprint(p.rating), p.fed}, append(crCells[i], pts)...), ";"))
		}
		for _, c := range []struct {
			kind string
			text []string
			fed  bool
		}{{"tab grid", tab, true}, {"space grid", ws, false}, {"crosstable", cr, true}} {
			label := h.lang + " " + h.name + " " + c.kind
			ev, rep, err := ReadString(strings.Join(c.text, "\n")+"\n", Options{})
			if err != nil {
				t.Errorf("%s: %v", label, err)
				continue
			}
			if ev.Name != "Vereinsturnier 2025" {
				t.Errorf("%s (%v): event name %q", label, rep.Format, ev.Name)
			}
			if len(ev.Players) != len(headingPlayers) {
				t.Errorf("%s: %d players", label, len(ev.Players))
				continue
			}
			for i, p := range headingPlayers {
				got := ev.Players[i]
				if got.Name != p.name || got.Rating != p.rating || c.fed && got.Federation != p.fed {
					t.Errorf("%s: player %d read as %q %d %q, want %q %d %q", label, i+1, got.Name, got.Rating, got.Federation, p.name, p.rating, p.fed)
				}
				if got.DeclaredPoints == nil || got.DeclaredPoints.String() != fmt.Sprintf("%d.0", 3-i) {
					t.Errorf("%s: player %d's printed score %v", label, i+1, got.DeclaredPoints)
				}
			}
		}
	}
}

// TestHeaderWordsOneRole: no heading of headerWords is in two roles, and
// every heading is written lower-cased as headerRole looks it up.
func TestHeaderWordsOneRole(t *testing.T) {
	for w, r := range scan.HeaderWords {
		if strings.Contains(r, ",") {
			t.Errorf("heading %q in roles %s", w, r)
		}
		if w == "" || w != strings.ToLower(w) {
			t.Errorf("heading %q is not lower-cased", w)
		}
		if got := scan.HeaderRole(strings.ToUpper(w) + "."); got != r {
			t.Errorf("headerRole(%q) = %q, want %q", strings.ToUpper(w)+".", got, r)
		}
	}
}

// TestGridNameColumnByContent: a grid whose headings are all unknown
// (Hungarian: Ssz., Egyesület, Versenyző, Cím, Élő, Pont) finds its name
// column by content (docs/formats.md §8.1): not the club column to its left
// (values repeated, SE/SK/SC), not the titles (FM, WFM, blanks) nor the
// ratings.
func TestGridNameColumnByContent(t *testing.T) {
	data, err := os.ReadFile("testdata/x-grid-hu-unnamed.tsv")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := Read(data, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Kovács Péter", "Nagy Anna", "Tóth Gábor", "Szabó Éva", "Horváth László"}
	if len(ev.Players) != len(want) {
		t.Fatalf("%d players", len(ev.Players))
	}
	for i, w := range want {
		if ev.Players[i].Name != w {
			t.Errorf("player %d: %q, want %q", i+1, ev.Players[i].Name, w)
		}
	}
}

// TestGridNamesEmptyIsAnError: a grid whose names all come out empty is
// E-NAMES-EMPTY at the heading of the column tried (or at the header when
// no column was), never a table of nameless players.
func TestGridNamesEmptyIsAnError(t *testing.T) {
	for _, c := range []struct {
		file      string
		line, col int
		key       string
	}{
		{"testdata/x-grid-names-empty.tsv", 2, 1, "E-NAMES-EMPTY/none"},
		{"testdata/x-grid-names-empty-headed.tsv", 2, 5, "E-NAMES-EMPTY"},
	} {
		data, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = Read(data, Options{})
		var re *scan.Error
		if !errors.As(err, &re) {
			t.Errorf("%s: error %v, want E-NAMES-EMPTY", c.file, err)
			continue
		}
		found := false
		for _, d := range re.Diags {
			if d.Code == scan.ENamesEmpty {
				found = true
				if d.Line != c.line || d.Col != c.col || d.Key != c.key {
					t.Errorf("%s: %s at %d:%d (%s), want %d:%d (%s)", c.file, d.Code, d.Line, d.Col, d.Key, c.line, c.col, c.key)
				}
			}
		}
		if !found {
			t.Errorf("%s: no E-NAMES-EMPTY in %v", c.file, err)
		}
	}
}

// TestTitleOrProse: isProse tells a sentence above a table from a title
// (testdata/x-title-lines.tsv).
func TestTitleOrProse(t *testing.T) {
	data, err := os.ReadFile("testdata/x-title-lines.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		kind, line, ok := strings.Cut(l, "\t")
		if !ok || strings.HasPrefix(l, "#") {
			continue
		}
		if got := scan.IsProse(line); got != (kind == "prose") {
			t.Errorf("isProse(%q) = %v, want %s", line, got, kind)
		}
	}
}

// TestProseAboveTableNamesNoEvent: the paragraph above a German table is
// not the event's name (docs/formats.md §8.1): not of a grid (tab or
// space), nor of a crosstable; a title above or below the paragraph is.
func TestProseAboveTableNamesNoEvent(t *testing.T) {
	const prose = "Das Turnier wurde vom 3. bis 5. Mai im Vereinsheim gespielt, vielen Dank an alle Helfer."
	tab := "Nr.\tTeilnehmer\tTWZ\t1\t2\t3\t4\tPunkte\n1\tMüller, Hans\t1850\t*\t1\t1\t1\t3\n2\tSchmidt, Peter\t1700\t0\t*\t1\t1\t2\n3\tWeber, Anna\t1600\t0\t0\t*\t1\t1\n4\tKlein, Otto\t1500\t0\t0\t0\t*\t0\n"
	ws := strings.ReplaceAll(tab, "\t", "  ")
	cr := "Rang;Nr.;Teilnehmer;TWZ;1.Rd;2.Rd;3.Rd;Punkte\n1;1;Müller, Hans;1850;4w1;2b1;3w1;3\n2;2;Schmidt, Peter;1700;3b1;1w0;4b1;2\n3;3;Weber, Anna;1600;2w0;4b1;1b0;1\n4;4;Klein, Otto;1500;1b0;3w0;2w0;0\n"
	for _, c := range []struct{ kind, text, want string }{
		{"tab grid", prose + "\n" + tab, ""},
		{"space grid", prose + "\n\n" + ws, ""},
		{"crosstable", prose + "\n" + cr, ""},
		{"tab grid, title above", "Vereinsturnier 2025\n" + prose + "\n" + tab, "Vereinsturnier 2025"},
		{"tab grid, title below", prose + "\nVereinsturnier 2025\n" + tab, "Vereinsturnier 2025"},
		{"crosstable, title below", prose + "\n\nVereinsturnier 2025\n" + cr, "Vereinsturnier 2025"},
		// A club's page as the pages of Swiss-Chess's HTML export are
		// published: a report, the table's own title, a pipe table.
		{"club page", prose + "\nRangliste: Stand nach der 3. Runde | |||||||\nNr. | Teilnehmer | 1 | 2 | 3 | 4 | Punkte | SoBerg |\n---|---|---|---|---|---|---|---|\n" +
			"1. | Müller, Hans | ** | 1 | ½ | 1 | 2.5 | 2.75 |\n2. | Schmidt, Peter | 0 | ** | 1 | 1 | 2.0 | 1.50 |\n3. | Weber, Anna | ½ | 0 | ** | 1 | 1.5 | 1.25 |\n4. | Klein, Otto | 0 | 0 | 0 | ** | 0.0 | 0.00 |\n", ""},
	} {
		ev, _, err := ReadString(c.text, Options{})
		if err != nil {
			t.Errorf("%s: %v", c.kind, err)
			continue
		}
		if ev.Name != c.want {
			t.Errorf("%s: event name %q, want %q", c.kind, ev.Name, c.want)
		}
	}
}

// TestGridUnknownHeaderNamesNoEvent: a whitespace grid whose header's
// words are all unknown (Hungarian: Ssz., Versenyző, Élő, Pont) reads its
// names by position, and its header line, holding the run 1 2 … N, is not
// the event's name.
func TestGridUnknownHeaderNamesNoEvent(t *testing.T) {
	data, err := os.ReadFile("testdata/x-grid-hu-unnamed.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var text []string
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] { // no title line
		f := strings.Split(l, "\t")
		f = append(f[:1], f[2:]...) // without Egyesület and Cím
		f = append(f[:2], f[3:]...)
		text = append(text, strings.Join(f, "  "))
	}
	ev, _, err := ReadString(strings.Join(text, "\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ev.Name != "" {
		t.Errorf("event name %q, want none", ev.Name)
	}
	if ev.Players[0].Name != "Kovács Péter" || ev.Players[0].Rating != 2210 {
		t.Errorf("player 1 read as %q %d", ev.Players[0].Name, ev.Players[0].Rating)
	}
}

// TestCRNameColumnByContent: a chess-results crosstable whose name heading
// is unknown (Hungarian: Hely, Ssz, Versenyző, Egyesület, Élő, Pont) finds
// its name column by content, by the grid's rule (docs/formats.md §7.1,
// §8.1): not the titles beside it (FM, WIM, blanks) nor the club column
// to its right (values repeated, SE/SK/SC); the empty heading left of the
// names is still the titles'.
func TestCRNameColumnByContent(t *testing.T) {
	data, err := os.ReadFile("testdata/x-cr-hu-unnamed.csv")
	if err != nil {
		t.Fatal(err)
	}
	ev, rep, err := Read(data, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatChessResults {
		t.Errorf("format %v", rep.Format)
	}
	want := []string{"Rossi Marco", "García Lucía", "Bianchi Luca", "Müller Jonas", "Verdi Anna", "Neri Paolo", "Russo Elena"} // by start number, reconstructed (§7.4)
	if len(ev.Players) != len(want) {
		t.Fatalf("%d players", len(ev.Players))
	}
	for i, w := range want {
		if ev.Players[i].Name != w {
			t.Errorf("player %d: %q, want %q", i+1, ev.Players[i].Name, w)
		}
	}
	if ev.Players[0].Title != "FM" || ev.Players[1].Title != "WIM" {
		t.Errorf("titles %q %q, want FM WIM", ev.Players[0].Title, ev.Players[1].Title)
	}
	if ev.Name != "Budapesti nyílt bajnokság 2025" {
		t.Errorf("event name %q", ev.Name)
	}
}

// TestCRNameHeadingOverEmptyColumn: a crosstable whose name heading stands
// over an empty column (a copy that lost the names' links) takes its names
// from the column holding them, as a grid does (docs/formats.md §7.1,
// §8.1), instead of E-NAMES-EMPTY.
func TestCRNameHeadingOverEmptyColumn(t *testing.T) {
	text := "Rk.;SNo;Name;Versenyző;Rtg;1.Rd;2.Rd;3.Rd;Pts.\n" +
		"1;1;;Kovács Péter;2210;4w1;2b1;3w1;3\n" +
		"2;2;;Nagy Anna;2050;3b1;1w0;4b1;2\n" +
		"3;3;;Tóth Gábor;1980;2w0;4b1;1b0;1\n" +
		"4;4;;Szabó Éva;1900;1b0;3w0;2w0;0\n"
	ev, _, err := ReadString(text, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range []string{"Kovács Péter", "Nagy Anna", "Tóth Gábor", "Szabó Éva"} {
		if ev.Players[i].Name != w {
			t.Errorf("player %d: %q, want %q", i+1, ev.Players[i].Name, w)
		}
	}
}
