// Package corpus reads every published table of testdata/real as a user
// would, and checks what opens, how many participants it holds and which
// printed tie-break columns are reproduced (docs/formats.md, docs/tiebreaks.md
// §15). Each file's source is in testdata/real/SOURCES.md. A file that does
// not open today, or a column not reproduced, is recorded below with its
// cause, so that the test fails the day that changes: those rows are the
// work list of the readers.
package corpus

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/engine/formats"
)

// real is the directory of the corpus.
const real = "../../testdata/real"

// published is one file of the corpus and what it gives today. players and
// the printed columns' "of" were counted in the file, not taken from the
// readers' output.
type published struct {
	file    string
	program string // the program that published it
	kind    string // swiss, rr (round robin), team rr
	// answers are those a user would give to the questions asked (only
	// when the file needs one: the question itself is then a gap).
	answers map[string]string
	// format is the format detected; "" when the file does not open.
	format  string
	players int // participants in the file (teams for a team event)
	// fails is, for a file that does not open, the code or question ID of
	// today's failure; gap says why, in the reader's terms or the
	// program's documented convention.
	fails string
	gap   string
	cols  []printed // the printed tie-break columns; nil: none to check
}

// printed is one printed tie-break column and how many of its values are
// reproduced by the best rule set found (docs/tiebreaks.md §15).
type printed struct {
	name   string
	agree  int    // participants whose printed value is reproduced
	of     int    // participants with a printed value (counted in the file)
	zeros  bool   // only zeros: nothing to identify (Unchecked)
	differ []int  // start numbers not reproduced
	cause  string // why they are not
}

// Causes met more than once.
const (
	vegaLines = "Vega crosstable as Chromium copies it: each cell's result and opponent are lines of their own, so a row spans many lines; no reader joins them"
	scLists   = "Swiss-Chess pairing lists in table form (Paarungsliste/Paarungen der N. Runde, TNr, `1 – 0`, `½ – ½`, a `spielfrei` board) are not read as pairing lists: the question offers a grid or results per round, neither fits"
	spDetect  = "Swiss Perfect page: detection asks between a chess-results team crosstable and Swiss Perfect (only the latter fits); the user answers swissperfect"
	spUnplay  = "Swiss Perfect's values around unplayed rounds (`:` a round not played, `:W` a bye): every participant not reproduced has an unplayed round or meets an opponent who has one, and every participant without either is reproduced; the program's rule is not identified"
	smRRSB    = "Swiss-Manager's Sonneborn-Berger in a round robin with forfeit wins: printed = over-the-board SB plus the player's own final score for each forfeit win (Akl 6.5 + 3.5 = 10, Wadih 1 + 2 = 3), which no rule set gives"
)

var corpus = []published{
	// chess-results.com (Swiss-Manager) Excel exports, English interface.
	{file: "cr-keshmat-winter-open-2026.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 30,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 30, of: 30}, {name: "TB3", agree: 30, of: 30}}},
	{file: "cr-keshmat-winter-rapid-2026.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 25,
		cols: []printed{{name: "TB1", agree: 25, of: 25}, {name: "TB2", agree: 25, of: 25}, {name: "TB3", agree: 25, of: 25}}},
	{file: "cr-keshmat-winter-a-2026.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "rr", format: "grid", players: 6,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 6, of: 6}, {name: "TB3", agree: 6, of: 6}}},
	{file: "cr-keshmat-winter-b-2026.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "rr", format: "grid", players: 6,
		cols: []printed{{name: "TB1", agree: 6, of: 6}, {name: "TB2", agree: 6, of: 6},
			{name: "TB3", agree: 4, of: 6, differ: []int{4, 5}, cause: smRRSB}}},
	{file: "cr-keshmat-rapid-2024-07.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 91,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 91, of: 91}, {name: "TB3", agree: 91, of: 91}}},
	{file: "cr-keshmat-rapid-2024-08.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 107,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 107, of: 107}, {name: "TB3", agree: 107, of: 107}}},
	{file: "cr-keshmat-rapid-2024-12.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 100,
		cols: []printed{{name: "TB1", agree: 100, of: 100}, {name: "TB2", agree: 100, of: 100}, {name: "TB3", agree: 100, of: 100}}},
	{file: "cr-keshmat-rapid-2025-02.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 73,
		cols: []printed{{name: "TB1", agree: 73, of: 73}, {name: "TB2", agree: 73, of: 73}, {name: "TB3", agree: 73, of: 73}}},
	// chess-results.com CSV export, commas, after round 4 of 5.
	{file: "cr-srs-km-2026-round4.csv", program: "Swiss-Manager/chess-results csv", kind: "swiss", format: "chess-results", players: 40,
		cols: []printed{{name: "TB1", agree: 40, of: 40}, {name: "TB2", agree: 40, of: 40},
			{name: "TB3", agree: 39, of: 40, differ: []int{7},
				cause: "wins as Swiss-Manager printed them: the pairing-allocated bye (`-1`) counts (Koc, Liistamo: 1) but Evertsson's forfeit win (`32b+`) does not (1, his one win over the board), which no rule set gives"}}},
	// chess-results.com team round robin, the page's text with `|` cells.
	{file: "cr-page-si-school-teams-769171.txt", program: "Swiss-Manager/chess-results page", kind: "team rr", format: "team-grid", players: 6,
		cols: []printed{{name: "TB1", agree: 6, of: 6}, {name: "TB2", agree: 6, of: 6}, {name: "TB3", agree: 6, of: 6},
			{name: "TB4", agree: 6, of: 6}, {name: "TB5", zeros: true}}},
	// A school's team round robin, the page's text (B-P and M-P are its
	// board and match points: scores, not tie-breaks).
	{file: "page-herderschach-teams-2021-22.txt", program: "web page (unknown)", kind: "team rr", format: "team-grid", players: 4},

	// TRF files: Lichess's Swiss export, and a rating report of 2005.
	{file: "trf-lichess-swiss-2020-05-29.trf", program: "Lichess TRF", kind: "swiss", format: "trf", players: 13},
	{file: "trf-lichess-swiss-2020-06-26.trf", program: "Lichess TRF", kind: "swiss", format: "trf", players: 9},
	// 284 player lines, the 284th "spielfrei" standing for the bye.
	{file: "trf-karl-mala-2005.trf", program: "TRF16 report", kind: "swiss", format: "trf", players: 283},

	// Vega's HTML site, copied from Chromium.
	{file: "vega-hbcc-club-championship-2025.txt", program: "Vega", kind: "rr", format: "grid", players: 8},
	{file: "vega-hbcc-western-masters-2025.txt", program: "Vega", kind: "rr", format: "grid", players: 6},
	{file: "vega-hbcc-western-major-2025.txt", program: "Vega", kind: "rr", format: "grid", players: 6},
	{file: "vega-hbcc-reserve-championship-2024.txt", program: "Vega", kind: "swiss", players: 23, fails: "E-FORMAT-UNKNOWN", gap: vegaLines},
	{file: "vega-hbcc-april-rapid-2025.txt", program: "Vega", kind: "swiss", players: 49, fails: "E-FORMAT-UNKNOWN", gap: vegaLines},
	{file: "vega-hbcc-best-in-the-west-2025.txt", program: "Vega", kind: "swiss", players: 107, fails: "E-FORMAT-UNKNOWN", gap: vegaLines},
	{file: "vega-hbcc-cup-2025.txt", program: "Vega", kind: "swiss", players: 32, fails: "E-FORMAT-UNKNOWN", gap: vegaLines},
	{file: "vega-hbcc-koshnitsky-cup-2026.txt", program: "Vega", kind: "swiss", players: 31, fails: "E-FORMAT-UNKNOWN", gap: vegaLines},
	{file: "vega-hbcc-september-rapid-2025.txt", program: "Vega", kind: "swiss", players: 55, fails: "E-FORMAT-UNKNOWN", gap: vegaLines},
	// The same two pages as saved from the browser: read through their
	// text (docs/formats.md §3.10), the navigation and footer lines
	// around the table included.
	{file: "vega-hbcc-western-masters-2025.html", program: "Vega", kind: "rr", format: "grid", players: 6},
	{file: "vega-hbcc-western-major-2025.html", program: "Vega", kind: "rr", format: "grid", players: 6},

	// Swiss Perfect's published pages.
	{file: "sp-rwswiss-2009.txt", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 22,
		cols: []printed{
			{name: "M-Buch.", agree: 4, of: 22, differ: []int{1, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22}, cause: spUnplay},
			{name: "Buch.", agree: 4, of: 22, differ: []int{1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16, 18, 20, 21, 22}, cause: spUnplay},
			{name: "Progr.", agree: 9, of: 22, differ: []int{2, 3, 4, 7, 8, 9, 10, 11, 13, 14, 16, 19, 21},
				cause: "Swiss Perfect's progressive score with unplayed rounds of one's own: every participant not reproduced has one"}}},
	{file: "sp-srs-km-blixt-2018.txt", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 28,
		cols: []printed{
			{name: "M-Buch.", agree: 13, of: 28, differ: []int{4, 9, 14, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}, cause: spUnplay},
			{name: "Buch.", agree: 12, of: 28, differ: []int{4, 9, 12, 14, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}, cause: spUnplay},
			{name: "Progr.", agree: 28, of: 28}}},
	{file: "sp-srs-snabbschack-10mars.txt", program: "Swiss Perfect", kind: "swiss", answers: spAnswer, format: "swissperfect", players: 17,
		fails: "Q-FORMAT", gap: spDetect,
		cols: []printed{{name: "M-Buch.", agree: 11, of: 17, differ: []int{6, 8, 10, 14, 16, 17}, cause: spUnplay}}},
	{file: "sp-srs-snabbschack-3okt.txt", program: "Swiss Perfect", kind: "swiss", answers: spAnswer, format: "swissperfect", players: 24,
		fails: "Q-FORMAT", gap: spDetect,
		cols: []printed{{name: "M-Buch.", agree: 20, of: 24, differ: []int{15, 16, 19, 24}, cause: spUnplay}}},
	{file: "sp-srs-2012-09-26.txt", program: "Swiss Perfect", kind: "swiss", answers: spAnswer, format: "swissperfect", players: 21,
		fails: "Q-FORMAT", gap: spDetect,
		cols: []printed{{name: "M-Buch.", agree: 15, of: 21, differ: []int{12, 13, 14, 18, 19, 21}, cause: spUnplay},
			{name: "Wins", agree: 21, of: 21}}},
	// The pages as published (.htm), read through their text (docs/
	// formats.md §3.10): the same as their copies above.
	{file: "sp-srs-snabbschack-10mars.htm", program: "Swiss Perfect", kind: "swiss", answers: spAnswer, format: "swissperfect", players: 17,
		fails: "Q-FORMAT", gap: spDetect,
		cols: []printed{{name: "M-Buch.", agree: 11, of: 17, differ: []int{6, 8, 10, 14, 16, 17}, cause: spUnplay}}},
	{file: "sp-srs-snabbschack-3okt.htm", program: "Swiss Perfect", kind: "swiss", answers: spAnswer, format: "swissperfect", players: 24,
		fails: "Q-FORMAT", gap: spDetect,
		cols: []printed{{name: "M-Buch.", agree: 20, of: 24, differ: []int{15, 16, 19, 24}, cause: spUnplay}}},
	{file: "sp-srs-km-blixt-2018.htm", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 28,
		cols: []printed{
			{name: "M-Buch.", agree: 13, of: 28, differ: []int{4, 9, 14, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}, cause: spUnplay},
			{name: "Buch.", agree: 12, of: 28, differ: []int{4, 9, 12, 14, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}, cause: spUnplay},
			{name: "Progr.", agree: 28, of: 28}}},
	{file: "sp-srs-2012-09-26.htm", program: "Swiss Perfect", kind: "swiss", answers: spAnswer, format: "swissperfect", players: 21,
		fails: "Q-FORMAT", gap: spDetect,
		cols: []printed{{name: "M-Buch.", agree: 15, of: 21, differ: []int{12, 13, 14, 18, 19, 21}, cause: spUnplay},
			{name: "Wins", agree: 21, of: 21}}},

	// Swiss-Chess exports on a German club's pages.
	{file: "sc-narva-krt-2019-pairings.txt", program: "Swiss-Chess", kind: "swiss", players: 47, fails: "Q-FORMAT", gap: scLists},
	{file: "sc-narva-krt-2023-pairings.txt", program: "Swiss-Chess", kind: "swiss", players: 86, fails: "Q-FORMAT", gap: scLists},
	{file: "sc-narva-c-klasse-2018.txt", program: "Swiss-Chess", kind: "rr", players: 6, fails: "Q-FORMAT",
		gap: "Swiss-Chess standings (`Rang Teilnehmer … Punkte SoBer Siege`) followed by the pairings (`Paarungen der 1. Runde (19.6.)`): " + scLists},
	{file: "sc-narva-club-championship.txt", program: "Swiss-Chess", kind: "swiss", players: 14, fails: "Q-FORMAT",
		gap: "Swiss-Chess standings after round 2 (`Buchh`, `SoBerg`) followed by the pairings, newest round first: " + scLists},
	{file: "sc-narva-krt-2023-standings.txt", program: "Swiss-Chess", kind: "swiss", players: 86, fails: "E-FORMAT-UNKNOWN",
		gap: "Swiss-Chess standings without round columns (`Rang Teilnehmer … Punkte Buchh SoBerg`): nothing to compute from alone; its games are the pairing lists of sc-narva-krt-2023-pairings.txt, which no reader joins to it"},

	// A tabbed group page of the same club (program not identified).
	{file: "grt-narva-kleeblatt-2025-capablanca.txt", program: "grt (unknown)", kind: "rr", players: 4, fails: "E-FORMAT-UNKNOWN",
		gap: "standings (`Platz Name Verein DWZ Elo Punkte SoBerg`, names with a zero-width space after the comma) followed by pairing tables `Brett Weiß – Schwarz Ergebnis` with `1:0`, `½:½`: not read as pairing lists"},
}

// spAnswer is what a user answers to the detection question of a Swiss
// Perfect page.
var spAnswer = map[string]string{"Q-FORMAT": "swissperfect"}

// failure returns the codes of a Read error and the IDs of its open
// questions.
func failure(err error) []string {
	var out []string
	var fe *formats.Error
	if errors.As(err, &fe) {
		for _, d := range fe.Diags {
			out = append(out, string(d.Code))
		}
	}
	var qe *formats.QuestionError
	if errors.As(err, &qe) {
		for _, q := range qe.Questions {
			out = append(out, strings.SplitN(q.ID, "/", 2)[0])
		}
	}
	return out
}

// read reads a corpus file as a user opens it.
func read(t *testing.T, file string, answers map[string]string) (*engine.Event, *formats.Report, error) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(real, file))
	if err != nil {
		t.Fatal(err)
	}
	return formats.Read(data, formats.Options{FileName: file, Answers: answers})
}

// TestCorpusListsEveryFile keeps the table and the directory in step: every
// file of testdata/real is a row, and has a row in SOURCES.md.
func TestCorpusListsEveryFile(t *testing.T) {
	entries, err := os.ReadDir(real)
	if err != nil {
		t.Fatal(err)
	}
	sources, err := os.ReadFile(filepath.Join(real, "SOURCES.md"))
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, p := range corpus {
		if listed[p.file] {
			t.Errorf("%s: listed twice", p.file)
		}
		listed[p.file] = true
	}
	for _, e := range entries {
		name := e.Name()
		if name == "SOURCES.md" {
			continue
		}
		if !listed[name] {
			t.Errorf("%s: in testdata/real but not in the corpus table", name)
		}
		if !strings.Contains(string(sources), "`"+name+"`") {
			t.Errorf("%s: no row in SOURCES.md", name)
		}
		delete(listed, name)
	}
	for name := range listed {
		t.Errorf("%s: in the corpus table but not in testdata/real", name)
	}
}

// TestCorpus reads every file and checks its format, its participants and
// its printed columns against the table.
func TestCorpus(t *testing.T) {
	for _, p := range corpus {
		t.Run(p.file, func(t *testing.T) {
			ev, rep, err := read(t, p.file, p.answers)
			if p.format == "" {
				if err == nil {
					t.Fatalf("now opens as %s: record it (was: %s)", rep.Format, p.gap)
				}
				if got := failure(err); !slices.Contains(got, p.fails) {
					t.Fatalf("fails with %v, want %s (%s); error: %v", got, p.fails, p.gap, err)
				}
				return
			}
			if p.fails != "" {
				// It opens after an answer; without it, the question is asked.
				if _, _, err := read(t, p.file, nil); !slices.Contains(failure(err), p.fails) {
					t.Errorf("no longer asks %s without an answer (was: %s): drop the answer", p.fails, p.gap)
				}
			}
			if err != nil {
				t.Fatalf("does not open: %v", err)
			}
			if got := rep.Format.String(); got != p.format {
				t.Errorf("format %s, want %s", got, p.format)
			}
			n := len(ev.Players)
			if ev.Teams != nil {
				n = len(ev.Teams.Teams)
			}
			if n != p.players {
				t.Errorf("%d participants, want %d", n, p.players)
			}
			checkColumns(t, ev, p.cols)
		})
	}
}

// checkColumns compares the printed-column check with the expected columns.
func checkColumns(t *testing.T, ev *engine.Event, want []printed) {
	t.Helper()
	rep, err := check.Printed(ev, engine.Options{})
	if want == nil {
		if err == nil {
			var names []string
			for _, c := range rep.Columns {
				names = append(names, c.Column.Name)
			}
			t.Errorf("now finds printed columns %v: record them", names)
		}
		return
	}
	if err != nil {
		t.Fatalf("check of the printed columns: %v", err)
	}
	if len(rep.Columns) != len(want) {
		t.Fatalf("%d printed columns, want %d", len(rep.Columns), len(want))
	}
	for i, w := range want {
		c := rep.Columns[i]
		if c.Column.Name != w.name {
			t.Errorf("column %d is %q, want %q", i+1, c.Column.Name, w.name)
			continue
		}
		if w.zeros {
			if !c.Unchecked() {
				t.Errorf("%s: was only zeros (nothing to identify), now %+v", w.name, c.Best)
			}
			continue
		}
		if c.Best == nil {
			t.Errorf("%s: no rule set reproduces any value, want %d of %d", w.name, w.agree, w.of)
			continue
		}
		if c.Best.Agree != w.agree || c.Best.Of != w.of {
			t.Errorf("%s: %s reproduces %d of %d, want %d of %d (%s)", w.name, c.Best.Key()+" "+c.Best.Edition.String(), c.Best.Agree, c.Best.Of, w.agree, w.of, w.cause)
		}
		var differ []int
		for _, d := range c.Differ {
			if d.Player != nil {
				differ = append(differ, d.Player.StartNo)
			}
		}
		slices.Sort(differ)
		if !slices.Equal(differ, w.differ) {
			t.Errorf("%s: not reproduced for %v, want %v (%s)", w.name, differ, w.differ, w.cause)
		}
	}
}

// TestCorpusBreadth keeps the corpus as broad as issue 20 asks: at least 30
// events (a raw page beside its copied text is not another event) from at
// least 5 programs, Swiss and round robin, individual and team.
func TestCorpusBreadth(t *testing.T) {
	events := 0
	programs := map[string]bool{}
	kinds := map[string]bool{}
	for _, p := range corpus {
		if strings.HasSuffix(p.file, ".htm") || strings.HasSuffix(p.file, ".html") {
			continue
		}
		events++
		programs[strings.SplitN(p.program, "/", 2)[0]] = true
		kinds[p.kind] = true
	}
	if events < 30 || len(programs) < 5 {
		t.Errorf("%d events from %d programs, want at least 30 from 5", events, len(programs))
	}
	for _, k := range []string{"swiss", "rr", "team rr"} {
		if !kinds[k] {
			t.Errorf("no %s event", k)
		}
	}
}
