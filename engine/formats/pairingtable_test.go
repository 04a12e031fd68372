package formats

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/pairings"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// tabbed turns "|" into TABs: the tables below are written with "|" so
// that their cells can be seen.
func scTabbed(s string) string { return strings.ReplaceAll(s, "|", "\t") }

// scError returns the first error of a Read, or nil.
func scError(t *testing.T, err error) *scan.Diagnostic {
	t.Helper()
	var e *scan.Error
	if !errors.As(err, &e) || len(e.Diags) == 0 {
		return nil
	}
	return &e.Diags[0]
}

// TestPairTableListForm: the list form of §12.1, names "Surname,Firstname"
// and results 1:0, ½:½, under "Paarungen der Runde N": read without a
// question, start numbers derived.
func TestPairTableListForm(t *testing.T) {
	text := `Paarungen der Runde 1
1 Daum,Norman – Schenk,Rafael 1:0
2 Sohr,Jim – Omar,Samy 0:1
Paarungen der Runde 2
1 Omar,Samy – Daum,Norman 1:0
2 Schenk,Rafael – von Kraft,Lukas ½:½
3 Sohr,Jim – spielfrei + – –
`
	ev, rep, err := ReadString(text, Options{})
	if err != nil {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
	if rep.Format != FormatPairings || len(ev.Players) != 5 || ev.Provenance.StartNumbers != engine.StartNumbersDerived {
		t.Fatalf("read as %s, %d players, %s", rep.Format, len(ev.Players), ev.Provenance.StartNumbers)
	}
	var omar, kraft *engine.Player
	for i := range ev.Players {
		switch ev.Players[i].Name {
		case "Omar,Samy":
			omar = &ev.Players[i]
		case "von Kraft,Lukas":
			kraft = &ev.Players[i]
		}
	}
	if omar == nil || kraft == nil {
		t.Fatalf("players %+v", ev.Players)
	}
	if e := omar.Rounds[0]; e.Kind != engine.Win || e.Colour != engine.Black {
		t.Errorf("Omar round 1: %+v", e)
	}
	if e := kraft.Rounds[1]; e.Kind != engine.Draw || e.Colour != engine.Black {
		t.Errorf("von Kraft round 2: %+v", e)
	}
}

// scTable is a table-form event of §12.1: standings whose names are cut
// at 17 characters, with a zero-width space after a comma, and pairing
// tables with TNr, a forfeit, a bye and a game without result.
const scTable = `Rangliste nach der 2. Runde
Rang|Teilnehmer|TWZ|Land|S|R|V|Punkte|Buchh|SoBerg
1.|Schneidermann,Ale|1800|GER|2|0|0|2.0|1.0|1.00
2.|Omar,` + "\u200b" + `Samy|1700|GER|1|0|0|1.0|2.0|0.00
3.|Daum,Norman|1600|GER|0|0|2|0.0|3.0|0.00
Paarungsliste der 2. Runde
Tisch|TNr|Teilnehmer|TWZ|–|TNr|Teilnehmer|TWZ|Ergebnis
1|3.|Daum,Norman|1600|–|1.|Schneidermann,Al|1800|– – +
2|2.|Omar,Samy|1700|–|4.|spielfrei||+ – –
Paarungsliste der 1. Runde
Tisch|TNr|Teilnehmer|TWZ|–|TNr|Teilnehmer|TWZ|Ergebnis
1|3.|Daum,Norman|1600|–|1.|Schneidermann,Al|1800|0 – 1
2|2.|Omar,Samy|1700|–|5.|Kraft,Lukas||
`

// TestPairTableJoined: the rounds in any order, start numbers from TNr,
// the standings joined by name after the cut and the zero-width space,
// and their printed columns kept.
func TestPairTableJoined(t *testing.T) {
	ev, rep, err := ReadString(scTabbed(scTable), Options{})
	if err != nil {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
	if rep.Format != FormatPairings || ev.Provenance.StartNumbers != engine.StartNumbersExplicit || ev.Rounds != 2 {
		t.Fatalf("read as %s, %s, %d rounds", rep.Format, ev.Provenance.StartNumbers, ev.Rounds)
	}
	if len(ev.DeclaredColumns) != 2 || ev.DeclaredColumns[0].Name != "Buchh" || ev.DeclaredColumns[1].Hint != "SB" {
		t.Errorf("columns %+v", ev.DeclaredColumns)
	}
	p1 := ev.Player(1)
	if p1 == nil || p1.Name != "Schneidermann,Ale" || p1.DeclaredRank != 1 || strings.Join(p1.DeclaredTieBreaks, " ") != "1.0 1.00" {
		t.Fatalf("start number 1: %+v", p1)
	}
	if e := p1.Rounds[1]; e.Kind != engine.ForfeitWin || e.Opponent != 3 || e.Colour != engine.NoColour {
		t.Errorf("1, round 2: %+v", e)
	}
	if e := p1.Rounds[0]; e.Kind != engine.Win || e.Colour != engine.Black || e.Opponent != 3 {
		t.Errorf("1, round 1: %+v", e)
	}
	p2 := ev.Player(2)
	if p2 == nil || p2.Name != "Omar,Samy" || p2.DeclaredRank != 2 || p2.Rounds[1].Kind != engine.PAB {
		t.Errorf("start number 2: %+v", p2)
	}
	if e := p2.Rounds[0]; e.Kind != engine.NotYet || e.Opponent != 5 {
		t.Errorf("2, round 1 (no result): %+v", e)
	}
	if ev.Player(4) != nil {
		t.Error("spielfrei is a player")
	}
}

// TestPairTableErrors: what the reader refuses, each at its line and
// column.
func TestPairTableErrors(t *testing.T) {
	cases := []struct {
		name, edit, with string
		code             scan.Code
		line, col        int
	}{
		// Two players cut to the same 16 characters: the standings name
		// fits both.
		{"ambiguous", "5.|Kraft,Lukas", "5.|Schneidermann,Al", scan.EScName, 3, 4},
		// One start number, two names.
		{"tnr", "1|3.|Daum,Norman|1600|–|1.|Schneidermann,Al|1800|0 – 1", "1|3.|Baum,Norman|1600|–|1.|Schneidermann,Al|1800|0 – 1", scan.EScName, 12, 6},
		{"result", "0 – 1", "0 – 0", scan.EScResult, 12, 50},
		// Two standings rows for one player.
		{"twice", "3.|Daum,Norman|1600|GER|0|0|2|0.0|3.0|0.00\n", "3.|Daum,Norman|1600|GER|0|0|2|0.0|3.0|0.00\n4.|Schneidermann,Al|1800|GER|0|0|0|0.0|0.0|0.00\n", scan.EScName, 6, 4},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			text := scTabbed(strings.Replace(scTable, tc.edit, tc.with, 1))
			_, rep, err := ReadString(text, Options{})
			d := scError(t, err)
			if d == nil || d.Code != tc.code || d.Line != tc.line || d.Col != tc.col {
				t.Fatalf("got %+v (%s), want %s at %d:%d", d, xcodes(rep, err), tc.code, tc.line, tc.col)
			}
			if d.Key == "" || len(d.Args) == 0 {
				t.Errorf("no declared message: %+v", d)
			}
		})
	}
	// A standings row without a player in the pairings is left out, with a
	// warning at its name.
	text := scTabbed(strings.Replace(scTable, "3.|Daum,Norman|1600|GER|0|0|2|0.0|3.0|0.00\n",
		"3.|Daum,Norman|1600|GER|0|0|2|0.0|3.0|0.00\n4.|Rossi,Marco|1500|ITA|0|0|0|0.0|0.0|0.00\n", 1))
	_, rep, err := ReadString(text, Options{})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, d := range rep.Diagnostics {
		if d.Code == scan.WScUnmatched && d.Line == 6 && d.Col == 4 {
			found = true
		}
	}
	if !found {
		t.Errorf("no W-SC-UNMATCHED at 6:4: %s", xcodes(rep, nil))
	}
}

// TestPairTableStandingsAlone: standings without pairing lists are
// refused with the advice to paste the pairing lists after them.
func TestPairTableStandingsAlone(t *testing.T) {
	text := scTabbed(scTable[:strings.Index(scTable, "Paarungsliste")])
	_, rep, err := ReadString(text, Options{})
	d := scError(t, err)
	if d == nil || d.Code != scan.EScNoPairings || d.Line != 2 || rep.Format != FormatPairings {
		t.Fatalf("got %+v (%s)", d, xcodes(rep, err))
	}
}

// TestPairTableNumbersFromStandings: pairings without start numbers take
// those of the standings' number column (Nr.) when it numbers every
// player once.
func TestPairTableNumbersFromStandings(t *testing.T) {
	text := scTabbed(`Rang|Nr.|Teilnehmer|Punkte|SoBerg
1|2|Omar,Samy|2.0|1.00
2|1|Daum,Norman|0.0|0.00
Paarungen der Runde 1
1|Daum,Norman|–||Omar,Samy|0:1
Paarungen der Runde 2
1|Omar,Samy|–||Daum,Norman|1:0
`)
	ev, rep, err := ReadString(text, Options{})
	if err != nil {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
	if ev.Provenance.StartNumbers != engine.StartNumbersExplicit {
		t.Errorf("start numbers %s", ev.Provenance.StartNumbers)
	}
	if p := ev.Player(2); p == nil || p.Name != "Omar,Samy" || p.Rounds[0].Opponent != 1 || p.Rounds[0].Kind != engine.Win {
		t.Errorf("start number 2: %+v", p)
	}
}

// TestPairTableLeavesPlainLists: a list of §12 in TABs (no start numbers,
// "Round N") is still read by §12's reader, with derived start numbers;
// the same rows with start numbers are read as a table of §12.1.
func TestPairTableLeavesPlainLists(t *testing.T) {
	plain := scTabbed("Round 1\n1|Rossi, Mario|-|Bianchi, Luca|1-0\n2|Verdi, Anna|-|Neri, Ugo|½-½\nRound 2\n1|Bianchi, Luca|-|Verdi, Anna|0-1\n2|Neri, Ugo|-|Rossi, Mario|0-1\n")
	if pairings.IsPairTableText(strings.Split(plain, "\n")) {
		t.Error("a plain list is taken for a table of §12.1")
	}
	ev, rep, err := ReadString(plain, Options{})
	if err != nil || ev.Provenance.FormatVersion != "rounds" || ev.Provenance.StartNumbers != engine.StartNumbersDerived {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
	numbered := scTabbed("Round 1\n1|1|Rossi, Mario|-|2|Bianchi, Luca|1-0\n2|3|Verdi, Anna|-|4|Neri, Ugo|½-½\nRound 2\n1|2|Bianchi, Luca|-|3|Verdi, Anna|0-1\n2|4|Neri, Ugo|-|1|Rossi, Mario|0-1\n")
	ev, rep, err = ReadString(numbered, Options{})
	if err != nil || ev.Provenance.FormatVersion != "swiss-chess" || ev.Player(4) == nil || ev.Player(4).Name != "Neri, Ugo" {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
}

// TestPairTableSharedRank: a rank printed once for two rows (an empty
// rank cell) is the rank above.
func TestPairTableSharedRank(t *testing.T) {
	ev, rep, err := ReadString(scTabbed(strings.Replace(scTable, "2.|Omar,", "|Omar,", 1)), Options{})
	if err != nil {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
	if p := ev.Player(2); p == nil || p.DeclaredRank != 1 || p.DeclaredTieBreaks[0] != "2.0" {
		t.Errorf("start number 2: %+v", p)
	}
}

// TestPairTableSavedPage (docs/formats.md §12.1): a club's page as saved,
// its standings above the pairing lists of every round and the list of
// participants below them, and the site's menus and footer around them,
// is detected as pairing lists without a question, and reads to the
// players and games of the page's copy (sc-narva-c-klasse-2018.txt): the
// rows of the standings and of the participants list are the format's
// own lines, not lines that speak against it.
func TestPairTableSavedPage(t *testing.T) {
	const real = "../../../testdata/real/"
	page, rep, err := Read(xreadFile(t, real+"sc-narva-c-klasse-2018.html"), Options{FileName: "sc-narva-c-klasse-2018.html"})
	if err != nil {
		t.Fatal(err)
	}
	copied, _, err := Read(xreadFile(t, real+"sc-narva-c-klasse-2018.txt"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatPairings || len(page.Players) != len(copied.Players) || page.Rounds != copied.Rounds {
		t.Fatalf("format %s, %d players, %d rounds; the copy: %d players, %d rounds", rep.Format, len(page.Players), page.Rounds, len(copied.Players), copied.Rounds)
	}
	for i := range copied.Players {
		a, b := &page.Players[i], &copied.Players[i]
		if a.Name != b.Name || roundsString(*a) != roundsString(*b) || len(a.DeclaredTieBreaks) != len(b.DeclaredTieBreaks) {
			t.Errorf("player %d: page %s %s, copy %s %s", i+1, a.Name, roundsString(*a), b.Name, roundsString(*b))
		}
	}
}

// TestPairTableStandingsRatings (docs/formats.md §12.1, docs/tiebreaks.md
// decision 91): the ratings of standings joined to pairing lists that
// print none. The real Kurt-Richter-Gedenkturnier 2023 (standings under
// TWZ, pairing lists without ratings) and the Kleeblatt group (DWZ and
// Elo: the Elo, Omar's 0 unrated though his DWZ is printed, I-SC-RATINGS
// naming him; the start numbers derived from those ratings); then, on a
// constructed table, TWZ before Elo, a national column when the
// international one rates nobody, a pairing row's rating kept, and a cell
// that is no rating a warning at the cell.
func TestPairTableStandingsRatings(t *testing.T) {
	const real = "../../../testdata/real/"
	text := string(xreadFile(t, real+"sc-narva-krt-2023-standings.txt")) + "\n" + string(xreadFile(t, real+"sc-narva-krt-2023-pairings.txt"))
	ev, rep, err := ReadString(text, Options{})
	if err != nil {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
	rated := 0
	for _, p := range ev.Players {
		if p.Rating > 0 {
			rated++
		}
		switch p.Name {
		case "Tomin,Bogdan":
			if p.Rating != 2080 {
				t.Errorf("Tomin: rating %d, want 2080 (TWZ)", p.Rating)
			}
		case "Daum,Norman":
			if p.Rating != 2091 {
				t.Errorf("Daum: rating %d, want 2091 (TWZ)", p.Rating)
			}
		}
	}
	if rated != 86 || len(rep.Diagnostics) != 0 {
		t.Errorf("%d of %d players rated, want 86; diagnostics %s", rated, len(ev.Players), xcodes(rep, nil))
	}

	ev, rep, err = Read(xreadFile(t, real+"grt-narva-kleeblatt-2025-capablanca.txt"), Options{})
	if err != nil {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
	want := []struct {
		name   string
		rating int
	}{{"Daum,Norman", 2141}, {"Sohr,Jim", 1941}, {"Schenk,Rafael", 1900}, {"Omar,Samy", 0}}
	for i, w := range want {
		if p := ev.Player(i + 1); p == nil || p.Name != w.name || p.Rating != w.rating {
			t.Errorf("start number %d: %+v, want %s rated %d", i+1, p, w.name, w.rating)
		}
	}
	if d := scDiag(rep, scan.IScRatings); d == nil || d.Line != 3 || !strings.Contains(d.Message, `"Elo"`) || !strings.Contains(d.Message, "Omar,Samy") {
		t.Errorf("I-SC-RATINGS: %+v", d)
	}

	const pairs = `Paarungen der Runde 1
1|Daum,Norman|–||Omar,Samy|0:1
2|Sohr,Jim|–||Schenk,Rafael|½:½
`
	cases := []struct {
		name, standings string
		want            map[string]int
		warn            scan.Code
		line, col       int
	}{
		{"TWZ before Elo", "Platz|Name|Elo|TWZ|Punkte|SoBerg\n1|Omar,Samy|2000|1900|1.0|0.0\n2|Sohr,Jim|0|1800|0.5|0.25\n3|Schenk,Rafael||1700|0.5|0.25\n4|Daum,Norman|2100|1600|0.0|0.0\n",
			map[string]int{"Omar,Samy": 1900, "Sohr,Jim": 1800, "Schenk,Rafael": 1700, "Daum,Norman": 1600}, "", 0, 0},
		{"national when no Elo", "Platz|Name|Elo|DWZ|Punkte|SoBerg\n1|Omar,Samy|0|1900|1.0|0.0\n2|Sohr,Jim||1800|0.5|0.25\n3|Schenk,Rafael|–|1700|0.5|0.25\n4|Daum,Norman|0||0.0|0.0\n",
			map[string]int{"Omar,Samy": 1900, "Sohr,Jim": 1800, "Schenk,Rafael": 1700, "Daum,Norman": 0}, "", 0, 0},
		{"not a rating", "Platz|Name|DWZ|Elo|Punkte|SoBerg\n1|Omar,Samy|1950|2o00|1.0|0.0\n2|Sohr,Jim|1800|1810|0.5|0.25\n3|Schenk,Rafael|1700|1710|0.5|0.25\n4|Daum,Norman|1600|5000|0.0|0.0\n",
			map[string]int{"Omar,Samy": 0, "Sohr,Jim": 1810, "Schenk,Rafael": 1710, "Daum,Norman": 0}, scan.WScRating, 2, 18},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ev, rep, err := ReadString(scTabbed(c.standings+pairs), Options{})
			if err != nil {
				t.Fatalf("%v (%s)", err, xcodes(rep, err))
			}
			for _, p := range ev.Players {
				if p.Rating != c.want[p.Name] {
					t.Errorf("%s: rating %d, want %d", p.Name, p.Rating, c.want[p.Name])
				}
			}
			d := scDiag(rep, scan.WScRating)
			switch {
			case c.warn == "" && d != nil:
				t.Errorf("unexpected %+v", d)
			case c.warn != "" && (d == nil || d.Line != c.line || d.Col != c.col || d.Found != "2o00"):
				t.Errorf("W-SC-RATING: %+v, want line %d column %d", d, c.line, c.col)
			}
		})
	}

	// A rating the pairing rows print is kept; the standings rate the
	// player whose row prints none.
	ev, rep, err = ReadString(scTabbed(scTable), Options{})
	if err != nil {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
	if p := ev.Player(1); p == nil || p.Rating != 1800 {
		t.Errorf("start number 1: %+v", p)
	}
	ev, rep, err = ReadString(scTabbed(strings.Replace(strings.Replace(scTable, "1.|Schneidermann,Al|1800|", "1.|Schneidermann,Al||", 2), "Schneidermann,Ale|1800", "Schneidermann,Ale|1850", 1)), Options{})
	if err != nil {
		t.Fatalf("%v (%s)", err, xcodes(rep, err))
	}
	if p := ev.Player(1); p == nil || p.Rating != 1850 {
		t.Errorf("start number 1, no rating in the pairing rows: %+v", p)
	}
	if p := ev.Player(2); p == nil || p.Rating != 1700 {
		t.Errorf("start number 2: %+v", p)
	}
}

// scDiag returns the first diagnostic of rep with code, or nil.
func scDiag(rep *Report, code scan.Code) *scan.Diagnostic {
	for i := range rep.Diagnostics {
		if rep.Diagnostics[i].Code == code {
			return &rep.Diagnostics[i]
		}
	}
	return nil
}
