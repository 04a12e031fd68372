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
	"maps"
	"os"
	"path/filepath"
	"regexp"
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
	kind    string // swiss, rr (round robin), team rr, team swiss
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
	none   bool   // no rule set and tie-break reproduces any printed value (cause says why)
	differ []int  // start numbers not reproduced
	cause  string // why they are not
}

// Causes met more than once.
const (
	vegaForfeit = "Vega's forfeits: the page marks a forfeit only by its cell's class (`cf`, no colour), which the copy loses, so the game is read as played (docs/formats.md §7.9); every participant not reproduced forfeited a game or won one by forfeit on the page"
	spUnplay    = "Swiss Perfect's rule for unplayed rounds (docs/tiebreaks.md §15: byes and rounds after the first game count ½ for the opponents, an own bye ½ × N, an own absence after the first game no element), which no edition computes: the rule reproduces this column, but for one player of the 2012 page (TestSwissPerfectUnplayedRule)"
	spUnplay2   = "Swiss Perfect's values around unplayed rounds: every participant not reproduced has an unplayed round or meets an opponent who has one; the rule that reproduces the other pages (docs/tiebreaks.md §15) does not reproduce this one (TestSwissPerfectUnplayedRule)"
)

// Papi's performance, which no edition computes (docs/formats.md §7.10,
// decision 67): the opponents' ratings clamped to the player's ± 400, FIDE's
// table interpolated between whole percentages with 677 at 100 %, half to
// even — which reproduces the printed value of every player whose games
// involve no rating estimated "E" (TestPapiPerf: 17 of 107) — over
// estimates the page does not print; TPR reproduces 5 of the 107.
const papiPerf = "Papi's performance (the opponents' ratings clamped to the player's ± 400, FIDE's table interpolated, 677 at 100 %, half to even: TestPapiPerf reproduces every player without an estimated E rating in his games, 17 of 107), which takes each E opponent at an estimate the page does not print, so no rule is offered"

// papiWithdrawn: the four players of the 2014 grille who left after
// round 3 (rounds 4–7 empty), whose Buchholz Papi values with a rule for
// the unplayed rounds that no edition computes (printed Bu. 19,5–25 for
// 7,5–11 of the games played).
const papiWithdrawn = "Papi's value of the rounds a withdrawn player did not play (rounds 4–7 of places 69–72 empty): no rule edition computes it; every other participant is reproduced"

// papiPerfClub: the Perf column of Papi's own export, the performance of
// decision 67 over ratings four of which are estimates (`E`); TPR
// reproduces places 25 and 26.
const papiPerfClub = "Papi's performance (docs/formats.md §7.10, decision 67), which TPR does not compute and which takes each E-rated opponent at an estimate the page does not print, so no rule is offered"

// papiPelatPerfDiffer is every participant of the 2016 grille but the two
// TPR reproduces (25, 26).
var papiPelatPerfDiffer = allBut(52, 25, 26)

// allBut is the start numbers 1 to n but those given.
func allBut(n int, but ...int) []int {
	var out []int
	for i := 1; i <= n; i++ {
		if !slices.Contains(but, i) {
			out = append(out, i)
		}
	}
	return out
}

// papiPerfDiffer is every participant but the five TPR reproduces.
var papiPerfDiffer = func() []int {
	var out []int
	for i := 1; i <= 107; i++ {
		if !slices.Contains([]int{34, 61, 105, 106, 107}, i) {
			out = append(out, i)
		}
	}
	return out
}()

var corpus = []published{
	// chess-results.com (Swiss-Manager) Excel exports, English interface.
	{file: "cr-keshmat-winter-open-2026.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 30,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 30, of: 30}, {name: "TB3", agree: 30, of: 30}}},
	{file: "cr-keshmat-winter-rapid-2026.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 25,
		cols: []printed{{name: "TB1", agree: 25, of: 25}, {name: "TB2", agree: 25, of: 25}, {name: "TB3", agree: 25, of: 25}}},
	{file: "cr-keshmat-winter-a-2026.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "rr", format: "grid", players: 6,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 6, of: 6}, {name: "TB3", agree: 6, of: 6}}},
	{file: "cr-keshmat-winter-b-2026.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "rr", format: "grid", players: 6,
		// TB3: Swiss-Manager's round-robin SB, a forfeit win counting the
		// winner's own score (Akl 6.5 + 3.5 = 10, Wadih 1 + 2 = 3),
		// reproduced under swissmanager (docs/tiebreaks.md §3.13).
		cols: []printed{{name: "TB1", agree: 6, of: 6}, {name: "TB2", agree: 6, of: 6}, {name: "TB3", agree: 6, of: 6}}},
	{file: "cr-keshmat-rapid-2024-07.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 91,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 91, of: 91}, {name: "TB3", agree: 91, of: 91}}},
	{file: "cr-keshmat-rapid-2024-08.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 107,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 107, of: 107}, {name: "TB3", agree: 107, of: 107}}},
	{file: "cr-keshmat-rapid-2024-12.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 100,
		cols: []printed{{name: "TB1", agree: 100, of: 100}, {name: "TB2", agree: 100, of: 100}, {name: "TB3", agree: 100, of: 100}}},
	{file: "cr-keshmat-rapid-2025-02.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 73,
		cols: []printed{{name: "TB1", agree: 73, of: 73}, {name: "TB2", agree: 73, of: 73}, {name: "TB3", agree: 73, of: 73}}},
	{file: "cr-keshmat-rapid-2025-01.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 85,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 85, of: 85}, {name: "TB3", agree: 85, of: 85}}},
	{file: "cr-keshmat-rapid-2025-03.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 55,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 55, of: 55}, {name: "TB3", agree: 55, of: 55}}},
	{file: "cr-keshmat-rapid-2025-04.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 67,
		cols: []printed{{name: "TB1", zeros: true}, {name: "TB2", agree: 67, of: 67}, {name: "TB3", agree: 67, of: 67}}},
	{file: "cr-keshmat-rapid-2025-05.xlsx", program: "Swiss-Manager/chess-results xlsx", kind: "swiss", format: "chess-results", players: 53,
		cols: []printed{{name: "TB1", agree: 53, of: 53}, {name: "TB2", agree: 53, of: 53}, {name: "TB3", agree: 53, of: 53}}},
	// chess-results.com CSV export, commas, after round 4 of 5.
	{file: "cr-srs-km-2026-round4.csv", program: "Swiss-Manager/chess-results csv", kind: "swiss", format: "chess-results", players: 40,
		// TB3: Swiss-Manager's wins, the pairing-allocated bye (`-1`)
		// counting (Koc, Liistamo) and Evertsson's forfeit win (`32b+`)
		// not, reproduced under swissmanager (docs/tiebreaks.md §3.13).
		cols: []printed{{name: "TB1", agree: 40, of: 40}, {name: "TB2", agree: 40, of: 40}, {name: "TB3", agree: 40, of: 40}}},
	// chess-results.com team round robin, the page's text with `|` cells.
	{file: "cr-page-si-school-teams-769171.txt", program: "Swiss-Manager/chess-results page", kind: "team rr", format: "team-grid", players: 6,
		cols: []printed{{name: "TB1", agree: 6, of: 6}, {name: "TB2", agree: 6, of: 6}, {name: "TB3", agree: 6, of: 6},
			{name: "TB4", agree: 6, of: 6}, {name: "TB5", zeros: true}}},
	// The same page of another event in chess-results' Chinese interface
	// (名次交叉表: 名次 rank, 队 team; 注释 the annotation), teams named
	// with quotes (`OŠK "9. JANUAR" Foča`); TB3, the Sonneborn-Berger of
	// match points with a draw ½ (EGMSB, MP 1-½-0), is reproduced but
	// needs a match scoring a list cannot say, so it is left out of the
	// rules read from the print (engine/check, Identified).
	{file: "cr-page-team-rr-zh-985901.txt", program: "Swiss-Manager/chess-results page", kind: "team rr", format: "team-grid", players: 5,
		cols: []printed{{name: "TB1", agree: 5, of: 5}, {name: "TB2", agree: 5, of: 5}, {name: "TB3", agree: 5, of: 5}}},
	// A school's team round robin, the page's text (B-P and M-P are its
	// board and match points: scores, not tie-breaks).
	{file: "page-herderschach-teams-2021-22.txt", program: "web page (unknown)", kind: "team rr", format: "team-grid", players: 4},

	// TRF files: Lichess's Swiss export, and a rating report of 2005.
	{file: "trf-lichess-swiss-2020-05-29.trf", program: "Lichess/TRF", kind: "swiss", format: "trf", players: 13},
	{file: "trf-lichess-swiss-2020-06-26.trf", program: "Lichess/TRF", kind: "swiss", format: "trf", players: 9},
	// 284 player lines, the 284th "spielfrei" standing for the bye.
	{file: "trf-karl-mala-2005.trf", program: "TRF16 report (unknown)", kind: "swiss", format: "trf", players: 283},

	// Vega's HTML site, copied from Chromium.
	{file: "vega-hbcc-club-championship-2025.txt", program: "Vega", kind: "rr", format: "grid", players: 8},
	// The Club Championship's grid, its top 5 rows and columns selected in
	// Firefox as cells (Ctrl and a mouse drag) and copied: the printed
	// points count the games of columns 6–8, so the block is part of a
	// larger table (C14), not a round robin of 5.
	{file: "vega-hbcc-club-championship-2025-firefox-top5.txt", program: "Vega", kind: "rr", players: 5, fails: "E-TABLE-PARTIAL",
		gap: "the top-left 5 rows and columns of a round robin of 8 (Firefox's selection of table cells): the printed points exceed the cells' in all 5 rows, so the reader asks for the whole crosstable (docs/formats.md §8.6, C14)"},
	{file: "vega-hbcc-western-masters-2025.txt", program: "Vega", kind: "rr", format: "grid", players: 6},
	{file: "vega-hbcc-western-major-2025.txt", program: "Vega", kind: "rr", format: "grid", players: 6},
	{file: "vega-hbcc-reserve-championship-2024.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 23,
		cols: []printed{{name: "BH", agree: 20, of: 23, differ: []int{9, 15, 23}, cause: vegaForfeit + " (9 beat 15, 18 beat 23 by forfeit)"},
			{name: "BH-C1", agree: 20, of: 23, differ: []int{9, 15, 23}, cause: vegaForfeit + " (9 beat 15, 18 beat 23 by forfeit)"},
			{name: "SB", agree: 22, of: 23, differ: []int{9}, cause: vegaForfeit + " (9 beat 15 by forfeit)"}}},
	{file: "vega-hbcc-april-rapid-2025.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 49},
	{file: "vega-hbcc-best-in-the-west-2025.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 106,
		cols: []printed{{name: "BH", agree: 98, of: 106, differ: []int{17, 81, 91, 92, 101, 103, 105, 106},
			cause: vegaForfeit + " (the eight are the four forfeits' players, and all of them)"}}},
	{file: "vega-hbcc-cup-2025.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 32,
		cols: []printed{{name: "BH", agree: 19, of: 32, differ: []int{1, 9, 12, 16, 22, 23, 24, 26, 27, 28, 29, 30, 32},
			cause: vegaForfeit + " (the thirteen are the players of the page's nine forfeits, and all of them)"},
			{name: "BH/C1", agree: 21, of: 32, differ: []int{1, 9, 12, 16, 22, 23, 24, 26, 28, 29, 30}, cause: vegaForfeit},
			{name: "SB", agree: 24, of: 32, differ: []int{9, 12, 16, 23, 26, 28, 29, 32}, cause: vegaForfeit}}},
	// The Cup's page copied from Firefox: the same cells on lines of their
	// own, with the flag's "flag" after the rating and TABs before the
	// points and the tie-breaks; it reads to Chromium's copy (§7.9).
	{file: "vega-hbcc-cup-2025-firefox.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 32,
		cols: []printed{{name: "BH", agree: 19, of: 32, differ: []int{1, 9, 12, 16, 22, 23, 24, 26, 27, 28, 29, 30, 32},
			cause: vegaForfeit + " (as in Chromium's copy of the page)"},
			{name: "BH/C1", agree: 21, of: 32, differ: []int{1, 9, 12, 16, 22, 23, 24, 26, 28, 29, 30}, cause: vegaForfeit},
			{name: "SB", agree: 24, of: 32, differ: []int{9, 12, 16, 23, 26, 28, 29, 32}, cause: vegaForfeit}}},
	{file: "vega-hbcc-reserve-championship-2024-firefox.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 23,
		cols: []printed{{name: "BH", agree: 20, of: 23, differ: []int{9, 15, 23}, cause: vegaForfeit + " (as in Chromium's copy)"},
			{name: "BH-C1", agree: 20, of: 23, differ: []int{9, 15, 23}, cause: vegaForfeit},
			{name: "SB", agree: 22, of: 23, differ: []int{9}, cause: vegaForfeit}}},
	{file: "vega-hbcc-april-rapid-2025-firefox.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 49},
	{file: "vega-hbcc-koshnitsky-cup-2026-crosstable-firefox.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 31},
	{file: "vega-hbcc-club-championship-2025-firefox.txt", program: "Vega", kind: "rr", format: "grid", players: 8},
	{file: "vega-hbcc-koshnitsky-cup-2026.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 31,
		cols: []printed{{name: "SB", agree: 31, of: 31}}},
	{file: "vega-hbcc-september-rapid-2025.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 55,
		cols: []printed{{name: "BH", agree: 53, of: 55, differ: []int{44, 50}, cause: vegaForfeit + " (44 beat 50 by forfeit)"},
			{name: "BH/C1", agree: 53, of: 55, differ: []int{44, 50}, cause: vegaForfeit + " (44 beat 50 by forfeit)"},
			{name: "SB", agree: 54, of: 55, differ: []int{44}, cause: vegaForfeit + " (44 beat 50 by forfeit)"}}},
	// The two round robins as saved from the browser: read through their
	// text (docs/formats.md §3.10), the navigation and footer lines
	// around the table included.
	{file: "vega-hbcc-western-masters-2025.html", program: "Vega", kind: "rr", format: "grid", players: 6},
	{file: "vega-hbcc-western-major-2025.html", program: "Vega", kind: "rr", format: "grid", players: 6},
	// Five Swiss crosstables as saved from the browser: the cells' classes
	// give the forfeits the copies above lose, and the colours
	// (docs/formats.md §3.10, §7.9), so every printed column is reproduced.
	{file: "vega-hbcc-reserve-championship-2024.html", program: "Vega", kind: "swiss", format: "chess-results", players: 23,
		cols: []printed{{name: "BH", agree: 23, of: 23}, {name: "BH-C1", agree: 23, of: 23}, {name: "SB", agree: 23, of: 23}}},
	{file: "vega-hbcc-best-in-the-west-2025.html", program: "Vega", kind: "swiss", format: "chess-results", players: 106,
		cols: []printed{{name: "BH", agree: 106, of: 106}}},
	{file: "vega-hbcc-cup-2025.html", program: "Vega", kind: "swiss", format: "chess-results", players: 32,
		cols: []printed{{name: "BH", agree: 32, of: 32}, {name: "BH/C1", agree: 32, of: 32}, {name: "SB", agree: 32, of: 32}}},
	{file: "vega-hbcc-koshnitsky-cup-2026.html", program: "Vega", kind: "swiss", format: "chess-results", players: 31,
		cols: []printed{{name: "SB", agree: 31, of: 31}}},
	{file: "vega-hbcc-september-rapid-2025.html", program: "Vega", kind: "swiss", format: "chess-results", players: 55,
		cols: []printed{{name: "BH", agree: 55, of: 55}, {name: "BH/C1", agree: 55, of: 55}, {name: "SB", agree: 55, of: 55}}},

	// Vega's crosstable by start number (crosstable.html), as saved and as
	// copied: the April Rapid's page (the "#" layout of its copy above),
	// and the Koshnitsky Cup's, whose rows begin with the start number in
	// the name's cell ("Player Rtg Fed Pts"; docs/formats.md §7.9).
	{file: "vega-hbcc-april-rapid-2025.html", program: "Vega", kind: "swiss", format: "chess-results", players: 49},
	{file: "vega-hbcc-koshnitsky-cup-2026-crosstable.html", program: "Vega", kind: "swiss", format: "chess-results", players: 31},
	{file: "vega-hbcc-koshnitsky-cup-2026-crosstable.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 31},
	// Vega's site of 2016–2019 ("Pos T NAME Rtg Fed Pts … Buc1 BucT", the
	// bye cells left unclosed), as saved and as copied, and its table by
	// start number ("ID T NAME"): no forfeit, so the copy reproduces both
	// columns too.
	{file: "vega-chessnov2018-crosstablescore.html", program: "Vega", kind: "swiss", format: "chess-results", players: 11,
		cols: []printed{{name: "Buc1", agree: 11, of: 11}, {name: "BucT", agree: 11, of: 11}}},
	{file: "vega-chessnov2018-crosstablescore.txt", program: "Vega", kind: "swiss", format: "chess-results", players: 11,
		cols: []printed{{name: "Buc1", agree: 11, of: 11}, {name: "BucT", agree: 11, of: 11}}},
	{file: "vega-chessnov2018-crosstable.html", program: "Vega", kind: "swiss", format: "chess-results", players: 11},

	// Swiss Perfect's published pages.
	{file: "sp-rwswiss-2009.txt", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 22,
		cols: []printed{
			{name: "M-Buch.", agree: 4, of: 22, differ: []int{1, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22}, cause: spUnplay2},
			{name: "Buch.", agree: 4, of: 22, differ: []int{1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16, 18, 20, 21, 22}, cause: spUnplay2},
			{name: "Progr.", agree: 9, of: 22, differ: []int{2, 3, 4, 7, 8, 9, 10, 11, 13, 14, 16, 19, 21},
				cause: "Swiss Perfect's progressive score with unplayed rounds of one's own: every participant not reproduced has one"}}},
	{file: "sp-srs-km-blixt-2018.txt", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 28,
		cols: []printed{
			{name: "M-Buch.", agree: 13, of: 28, differ: []int{4, 9, 14, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}, cause: spUnplay},
			{name: "Buch.", agree: 12, of: 28, differ: []int{4, 9, 12, 14, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}, cause: spUnplay},
			{name: "Progr.", agree: 28, of: 28}}},
	{file: "sp-srs-snabbschack-10mars.txt", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 17,
		cols: []printed{{name: "M-Buch.", agree: 11, of: 17, differ: []int{6, 8, 10, 14, 16, 17}, cause: spUnplay}}},
	{file: "sp-srs-snabbschack-3okt.txt", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 24,
		cols: []printed{{name: "M-Buch.", agree: 20, of: 24, differ: []int{15, 16, 19, 24}, cause: spUnplay}}},
	{file: "sp-srs-2012-09-26.txt", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 21,
		cols: []printed{{name: "M-Buch.", agree: 15, of: 21, differ: []int{12, 13, 14, 18, 19, 21}, cause: spUnplay},
			{name: "Wins", agree: 21, of: 21}}},
	// The pages as published (.htm), read through their text
	// (docs/formats.md §3.10): the same as their copies above.
	{file: "sp-srs-snabbschack-10mars.htm", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 17,
		cols: []printed{{name: "M-Buch.", agree: 11, of: 17, differ: []int{6, 8, 10, 14, 16, 17}, cause: spUnplay}}},
	{file: "sp-srs-snabbschack-3okt.htm", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 24,
		cols: []printed{{name: "M-Buch.", agree: 20, of: 24, differ: []int{15, 16, 19, 24}, cause: spUnplay}}},
	{file: "sp-srs-km-blixt-2018.htm", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 28,
		cols: []printed{
			{name: "M-Buch.", agree: 13, of: 28, differ: []int{4, 9, 14, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}, cause: spUnplay},
			{name: "Buch.", agree: 12, of: 28, differ: []int{4, 9, 12, 14, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}, cause: spUnplay},
			{name: "Progr.", agree: 28, of: 28}}},
	{file: "sp-srs-2012-09-26.htm", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 21,
		cols: []printed{{name: "M-Buch.", agree: 15, of: 21, differ: []int{12, 13, 14, 18, 19, 21}, cause: spUnplay},
			{name: "Wins", agree: 21, of: 21}}},

	// Swiss-Chess exports on a German club's pages (docs/formats.md §12.1).
	{file: "sc-narva-krt-2019-pairings.txt", program: "Swiss-Chess", kind: "swiss", format: "pairings", players: 47},
	{file: "sc-narva-krt-2023-pairings.txt", program: "Swiss-Chess", kind: "swiss", format: "pairings", players: 86},
	{file: "sc-narva-c-klasse-2018.txt", program: "Swiss-Chess", kind: "rr", format: "pairings", players: 6,
		cols: []printed{{name: "SoBer", agree: 6, of: 6}, {name: "Siege", agree: 6, of: 6}}},
	{file: "sc-narva-club-championship.txt", program: "Swiss-Chess", kind: "swiss", format: "pairings", players: 14,
		cols: []printed{
			{name: "Buchh", agree: 11, of: 14, differ: []int{5, 7, 11},
				cause: "Swiss-Chess's Buchholz around the round-2 game without a result (Mothes–Schenk, 7 and 5): it values it as an unplayed round, lost by both for their own Buchholz (the 2012 virtual opponent: score before the round + 1 = 2.0) and drawn in their opponents' (Heinrich, 11: Schenk 1.5 + his own forfeit loss's virtual opponent 1.0); so valued, the 2012 rule gives all 14 printed values (worked out by hand), while the check counts a postponed game 0–0 against the scheduled opponent (tiebreaks.md §9.6): printed 2.5 each, computed 1.5"},
			{name: "SoBerg", agree: 14, of: 14}}},
	// The same page as saved (the site's menus and footer around it):
	// the standings and the participants list are the pairing lists' own
	// lines, so the page is detected as they are (TestPairTableSavedPage).
	{file: "sc-narva-c-klasse-2018.html", program: "Swiss-Chess", kind: "rr", format: "pairings", players: 6,
		cols: []printed{{name: "SoBer", agree: 6, of: 6}, {name: "Siege", agree: 6, of: 6}}},
	// Swiss-Chess's progress tables (Fortschrittstabelle: `Nr. Teilnehmer
	// TWZ 1 2 3 4 5 Punkte Buchh SoBerg`, cells `9w1`, `4s½`, a lone `+`
	// for the bye) of a club's rapid grand prix, read as crosstables
	// (docs/formats.md §12.2).
	{file: "sc-narva-schnell-2023-01.txt", program: "Swiss-Chess", kind: "swiss", format: "chess-results", players: 13,
		cols: []printed{{name: "Buchh", agree: 13, of: 13}, {name: "SoBerg", agree: 13, of: 13}}},
	{file: "sc-narva-schnell-2023-01.html", program: "Swiss-Chess", kind: "swiss", format: "chess-results", players: 13,
		cols: []printed{{name: "Buchh", agree: 13, of: 13}, {name: "SoBerg", agree: 13, of: 13}}},
	{file: "sc-narva-schnell-2026-01.txt", program: "Swiss-Chess", kind: "swiss", format: "chess-results", players: 14,
		cols: []printed{{name: "Buchh", agree: 14, of: 14}, {name: "SoBerg", agree: 14, of: 14}}},
	{file: "sc-narva-schnell-2026-07.txt", program: "Swiss-Chess", kind: "swiss", format: "chess-results", players: 14,
		cols: []printed{{name: "Buchh", agree: 14, of: 14}, {name: "SoBerg", agree: 14, of: 14}}},
	// Swiss-Chess's round-robin grids (Kreuztabelle: `Nr. Teilnehmer TWZ
	// 1 … N Punkte SoBerg`, `**` on the diagonal) of the club's monthly
	// blitz, headed in German, players without a rating (an empty TWZ
	// cell: 2, 1 and 4 of them), a forfeit (`+`/`–`) in May.
	{file: "sc-narva-blitz-2026-07.txt", program: "Swiss-Chess", kind: "rr", format: "grid", players: 15,
		cols: []printed{{name: "SoBerg", agree: 15, of: 15}}},
	// The July grid's title, header and top 8 rows, as a user's mouse
	// selection of the page's first rows copies them (every column): the
	// top of a larger table (TestGridFirstRows).
	{file: "sc-narva-blitz-2026-07-top8.txt", program: "Swiss-Chess", kind: "rr", players: 8, fails: "E-TABLE-PARTIAL",
		gap: "the first 8 rows of a grid of 15 columns (a selection of the page's top rows): the games of rows 9–15 are not in the text, so the reader asks for the whole crosstable (docs/formats.md §8.6)"},
	{file: "sc-narva-blitz-2026-05.txt", program: "Swiss-Chess", kind: "rr", format: "grid", players: 13,
		cols: []printed{{name: "SoBerg", agree: 13, of: 13}}},
	{file: "sc-narva-blitz-2026-01.txt", program: "Swiss-Chess", kind: "rr", format: "grid", players: 13,
		cols: []printed{{name: "SoBerg", agree: 13, of: 13}}},
	// The same program's grid as a club's page stores it (cells between
	// ` | `): the two players without a rating lost their empty TWZ field,
	// and their rows are read from their diagonal marker (W-GRID-ALIGNED,
	// TestRealLayouts).
	{file: "sc-page-sv-bad-bevensen-rapid.txt", program: "Swiss-Chess", kind: "rr", format: "grid", players: 8,
		cols: []printed{{name: "SoBerg", agree: 8, of: 8}}},
	// A Swiss of 7 in five rounds printed by the same program as a grid
	// (Kreuztabelle im Schweizer-System), stored by a page store that
	// dropped every empty cell: a row's results no longer stand under
	// their opponents, and nothing tells where the lost cells were.
	{file: "sc-page-gerthe-grand-prix-r5.txt", program: "Swiss-Chess", kind: "swiss", players: 7, fails: "E-GRID-DIAGONAL",
		gap: "a Swiss grid stored without its empty cells (`2 | Melmer,Felix | 1945 | 0 | ** | 1 | 0 | 1 | 3.0 | 2 | 12.0 | ||`): the cells of games not played are lost among the row's cells, not before them, so no row can be aligned (docs/formats.md §8.1); the reader refuses the rows whose marker is out of its column rather than guess the opponents"},
	// The standings alone hold no games: the reader says so, and that
	// the pairing lists can be pasted after them (TestSwissChessStandingsJoined).
	{file: "sc-narva-krt-2023-standings.txt", program: "Swiss-Chess", kind: "swiss", players: 86, fails: "E-SC-NO-PAIRINGS",
		gap: "Swiss-Chess standings without round columns (`Rang Teilnehmer … Punkte Buchh SoBerg`): nothing to compute from alone; its games are the pairing lists of sc-narva-krt-2023-pairings.txt, pasted after it"},

	// Papi's grille américaine as the French federation's site publishes
	// it (docs/formats.md §7.10): the page saved, and its table as
	// Chromium copies it (each name cell's player box shown, its lines
	// between the row's place and the rest of the row).
	{file: "papi-ffe-departemental-u10-2025.txt", program: "Papi", kind: "swiss", format: "chess-results", players: 107,
		cols: []printed{{name: "Tr.", agree: 107, of: 107}, {name: "Bu.", agree: 107, of: 107},
			{name: "Perf", agree: 5, of: 107, differ: papiPerfDiffer, cause: papiPerf}}},
	{file: "papi-ffe-departemental-u10-2025.html", program: "Papi", kind: "swiss", format: "chess-results", players: 107,
		cols: []printed{{name: "Tr.", agree: 107, of: 107}, {name: "Bu.", agree: 107, of: 107},
			{name: "Perf", agree: 5, of: 107, differ: papiPerfDiffer, cause: papiPerf}}},
	// Papi's own HTML export of the grille, pasted by a French club
	// (Échiquier Villeneuve-Tolosane) into its Markdown pages: one row a
	// line, no player box, cells `+53B` (2014, 2015) or padded with
	// no-break spaces (2016), points with a decimal comma. The 2015 grille
	// heads its rounds `Rd01` and prints `Cu.` (cumulatif, a printed column
	// of the Papi dialect only: PS), `Perf.` (Papi's performance, as `Perf`),
	// `Bu.` and `FFE`; the 2016 grille ends each row with a column without
	// a heading, not read (TestPapiOwnExport). Its `Tr.` is BH/C1 in 2014
	// and 2016, where the federation's grille of 2025 prints BH/C2.
	{file: "papi-evt-pelat-2014.html", program: "Papi", kind: "swiss", format: "chess-results", players: 72,
		cols: []printed{{name: "Tr.", agree: 68, of: 72, differ: []int{69, 70, 71, 72}, cause: papiWithdrawn},
			{name: "Bu.", agree: 68, of: 72, differ: []int{69, 70, 71, 72}, cause: papiWithdrawn},
			{name: "Perf.", agree: 1, of: 72, differ: allBut(72, 6), cause: papiPerfClub}}},
	{file: "papi-evt-pelat-2015.html", program: "Papi", kind: "swiss", format: "chess-results", players: 112,
		cols: []printed{{name: "Cu.", agree: 112, of: 112}, {name: "Perf.", none: true, cause: papiPerfClub}, {name: "Bu.", agree: 112, of: 112}}},
	{file: "papi-evt-pelat-2016.html", program: "Papi", kind: "swiss", format: "chess-results", players: 52,
		cols: []printed{{name: "Tr.", agree: 52, of: 52}, {name: "Perf", agree: 2, of: 52, differ: papiPelatPerfDiffer, cause: papiPerfClub}}},
	// The children's tournaments of the same days, on the same pages: the
	// 2016 one, 7 players in 5 rounds with an exempt each round, prints a
	// Perf of -161 for two players who scored only their exempts, and its
	// Tr. is reproduced by BH/C1 under the 2012 rules only (the exempt's
	// value).
	{file: "papi-evt-pelat-2015-jeunes.html", program: "Papi", kind: "swiss", format: "chess-results", players: 26,
		cols: []printed{{name: "Tr.", agree: 26, of: 26}, {name: "Bu.", agree: 26, of: 26}, {name: "Perf.", none: true, cause: papiPerfClub}}},
	{file: "papi-evt-pelat-2016-jeunes.html", program: "Papi", kind: "swiss", format: "chess-results", players: 7,
		cols: []printed{{name: "Tr.", agree: 7, of: 7}, {name: "Perf", agree: 1, of: 7, differ: []int{1, 2, 3, 4, 6, 7}, cause: papiPerfClub}}},
	// The same page a year later kept the 2014 grille's first 10 rows
	// only ("Palmarès de l'édition 2014 (72 joueurs)"): the top of a larger
	// grille, whose cells cite 32 places without a row (TestPapiFirstRows).
	{file: "papi-evt-pelat-2014-top10.html", program: "Papi", kind: "swiss", players: 10, fails: "E-TABLE-PARTIAL",
		gap: "the first 10 rows of a grille américaine of 72 (a club's page keeping the top of the previous year's grille): the games of places 11–72 are not in the text, so the reader asks for the whole crosstable"},

	// Pages without a crosstable (docs/formats.md §4.4): each says what it
	// lacks and what to copy instead, rather than E-FORMAT-UNKNOWN.
	{file: "cr-page-asian-youth-u10-girls-2009-r3.txt", program: "Swiss-Manager/chess-results page", kind: "swiss", players: 24, fails: "E-STANDINGS-ONLY",
		gap: "a ranking list after round 3 (`Rk. Name FED Rtg Pts. TB1 TB2 TB3`): points and tie-breaks without a single game, nothing to compute; the event's crosstable is chess-results' 'Ranking crosstable' page, not stored"},
	{file: "page-ste-genevieve-club-standings.txt", program: "web page (unknown)", kind: "swiss", players: 15, fails: "E-STANDINGS-ONLY",
		gap: "a school club's final standings in French after a paragraph of prose (`Classement Nom prénom Score`, `1 MESNIL Paul 4,5`): points without a single game"},
	{file: "cr-page-team-ranking-414116.txt", program: "Swiss-Manager/chess-results page", kind: "team swiss", players: 5, fails: "E-CELLS-JOINED",
		gap: "a team ranking list stored with its cells run together (`Rk.SNoTeamGames`, `13R-I 5 BILASPUR CHTG33006011,0`): no column can be told from the next, and the list holds no match anyway"},

	// Vega's grid of a round robin of 6 as its site published it before
	// the first round (`Cross Table at round 0`: the empty diagonal, `.`
	// in every other cell, every `Pts` 0.0); the same page after round 5
	// is vega-hbcc-western-major-2025.txt.
	{file: "vega-hbcc-western-major-2025-round0.txt", program: "Vega", kind: "rr", players: 6, fails: "E-NOT-STARTED",
		gap: "a round robin's grid before any game (every cell `.`, not played yet): nothing to compute until a round is played (E-NOT-STARTED at line 1)"},

	// Vega's crosstable by start number of a Swiss of 30 at round 1,
	// published before any result (`# Player Pts 1`, every round cell
	// empty, 0.0 points); the same event's final crosstable is
	// vega-hbcc-cup-2025.txt (TestCrosstableNotStarted).
	{file: "vega-hbcc-cup-2025-round1-crosstable.txt", program: "Vega", kind: "swiss", players: 30, fails: "E-NOT-STARTED",
		gap: "a Swiss crosstable before its first round's results (the round column `1` empty in every row): nothing to compute until a round is played (E-NOT-STARTED at the header, line 2; before, E-NO-ROUNDS took it for a ranking list)"},

	{file: "cr-page-team-rr-not-started-1258494.txt", program: "Swiss-Manager/chess-results page", kind: "team rr", players: 8, fails: "E-NOT-STARTED",
		gap: "a team round robin's 'Ranking crosstable' before any match (`*` on the diagonal, every other cell empty, `TB1` `TB2` 0): nothing to compute until a round is played"},

	{file: "cr-page-team-rr-not-started-pl-1236660.txt", program: "Swiss-Manager/chess-results page", kind: "team rr", players: 6, fails: "E-NOT-STARTED",
		gap: "the same before its first match in chess-results' Polish interface (`M-sce`, `Drużyna`, `Uwagi:`): nothing to compute until a round is played"},
	{file: "cr-page-team-grid-joined-1189.txt", program: "Swiss-Manager/chess-results page", kind: "team rr", players: 10, fails: "E-CELLS-JOINED",
		gap: "a team round robin's 'Ranking crosstable' stored with its cells run together, the column numbers included (`Rk.Team12345678910`, `1Germany * 23323322,5140`): no cell can be told from the next (before, E-FORMAT-UNKNOWN: the run of column numbers was no heading, TestHeadingRunColumnNumbers)"},
	{file: "cr-page-team-cr-joined-368281.txt", program: "Swiss-Manager/chess-results page", kind: "team swiss", players: 23, fails: "E-CELLS-JOINED",
		gap: "a team Swiss's 'Ranking crosstable after Round 2' stored with its cells run together (`Rk.Mannschaft1.Rd2.Rd`, `1Stellenbosch E18w4½13w549,506,0`): the opponents, game points and tie-breaks of a row cannot be told apart"},

	// Files of the Irish Chess Union's rating officers (the icu_tournament
	// gem's test samples): a Swiss Master TRF whose byes have no opponent
	// number (`       - =`, four spaces for `0000`) and whose birth dates
	// lack month and day (`1980/  /`, read as written with a warning)...
	{file: "swissmaster-cork-major-2018.trf", program: "Swiss Master", kind: "swiss", format: "trf", players: 23},
	// ...TRFs of Irish events whose program the file does not state (the
	// Bunratty congress's four sections, with TRF06 byes `0000 - +` and
	// blank unplayed rounds; the Irish championships and Galway Major of
	// 2011)...
	{file: "trf-bunratty-masters-2011.trf", program: "TRF (unknown)", kind: "swiss", format: "trf", players: 34},
	{file: "trf-bunratty-major-2011.trf", program: "TRF (unknown)", kind: "swiss", format: "trf", players: 56},
	{file: "trf-bunratty-challengers-2011.trf", program: "TRF (unknown)", kind: "swiss", format: "trf", players: 63},
	{file: "trf-bunratty-minor-2011.trf", program: "TRF (unknown)", kind: "swiss", format: "trf", players: 103},
	{file: "trf-irish-junior-champs-2011.trf", program: "TRF (unknown)", kind: "swiss", format: "trf", players: 34},
	{file: "trf-irish-intermediate-champs-2011.trf", program: "TRF (unknown)", kind: "swiss", format: "trf", players: 21},
	{file: "trf-galway-major-2011.trf", program: "TRF (unknown)", kind: "swiss", format: "trf", players: 59},
	// ...a team league as a TRF (12 `013` teams of 160 players, 11
	// rounds)...
	{file: "trf-lcu-armstrong-cup-2010-11.trf", program: "TRF (unknown)", kind: "team rr", format: "trf", players: 12},
	// ...and Swiss Perfect's text export (TAB-separated, docs/formats.md
	// §9) of three events.
	{file: "sp-icu-gonzaga-challengers-2010.txt", program: "Swiss Perfect", kind: "swiss", format: "swissperfect", players: 56},
	{file: "sp-icu-junior-u19-2010.txt", program: "Swiss Perfect", kind: "rr", format: "swissperfect", players: 4},
	{file: "sp-icu-limerick-club-championship-2009.txt", program: "Swiss Perfect", kind: "swiss", players: 18, fails: "Q-BYE",
		gap: "two full points without opponent in round 3 (7 Foenander `0:W`, 12 Wall `0:+`): a round has at most one pairing-allocated bye and the export does not say which, if either, it was, so the reader asks (blocking Q-BYE) instead of guessing"},

	// A French club's round robin of 10 after round 5, the table of its
	// page (Markdown written by hand) copied from Chromium: the name column
	// headed `Joueur`, the ratings `*ELO *` (an emphasis left unrendered),
	// the diagonal `✦`, games not played yet empty, `Pts`, `(J.)` (games
	// played), `Cu.` (cumulative score) and `Bu.` (TestGridJoueur).
	{file: "page-evt-tournoi-interne-2014-r5.txt", program: "web page (unknown)", kind: "rr", format: "grid", players: 10,
		cols: []printed{{name: "Bu.", agree: 10, of: 10}}},

	// Vega's PGN of one round of a junior blitz (the site publishes one
	// file a round): games without moves, each result only in its Result
	// tag (the movetext `*`), a player with his nickname in parentheses
	// (`Saha,Avinandan (Arjun)`), unrated players with `FideId "0"`
	// (TestPGNVegaResultTag).
	{file: "vega-hbcc-president-cup-juniors-blitz-2024-r1.pgn", program: "Vega/PGN", kind: "swiss", format: "pgn", players: 30},

	// The same round as Vega's pairing page shows it, its table copied
	// from Chromium: each side's start number before the name
	// (`4 Saha,Avinandan (Arjun)`), the points before the round beside
	// each side (all 0: round 1), the result between the sides, no round
	// heading (docs/formats.md §12.3; the same players, games and
	// standings as the PGN: TestBetweenVegaAsPGN).
	{file: "vega-hbcc-president-cup-juniors-blitz-2024-r1-pairings.txt", program: "Vega", kind: "swiss", format: "pairings", players: 30},
	// Vega's pairing pages of all nine rounds of the same event copied
	// one after the other, as an arbiter pastes them: no round heading,
	// each repeated header the next round, the points before each round
	// those of the pages before it (docs/formats.md §12.3, decision 89;
	// the standings the site prints: TestBetweenVegaPages).
	{file: "vega-hbcc-president-cup-juniors-blitz-2024-pairings.txt", program: "Vega", kind: "swiss", format: "pairings", players: 30},
	// Vega's pairing page of a round not yet played: ` ... ` in each
	// result cell (a pairing without a result), four half-point byes
	// written `½` and `( half point bye )` (TestBetweenVegaPending).
	{file: "vega-hbcc-purdy-cup-juniors-2025-r1-pending-pairings.txt", program: "Vega", kind: "swiss", format: "pairings", players: 44},

	// A club's report of one round: names with typographic apostrophes
	// (O’Reilly, O’Connell, O’Boyle), a nickname in quotes in the prose
	// (Tony “The Grinder” Fox), and the results between the names, no
	// round heading (§12.3: round 1; the prose and the two `vs` lines
	// skipped with W-LINE-SKIPPED).
	{file: "page-dlcc-club-championship-2018-r1.txt", program: "web page (unknown)", kind: "swiss", format: "pairings", players: 18},

	// A Spanish club's round robin as its site shows it: the standings
	// (`Clasificación`, `# Jugador Partidas Puntuación Media`: place and
	// points, no tie-break column), then each round as a table `Mesa
	// Blancas Resultado Negras` with the result between the names, and
	// the rest as `Descansa: name`, 0 points (decision 73): the printed
	// points are reproduced (TestBetweenGambito).
	{file: "page-gambito-de-guada-ii-liga-2026-a.txt", program: "web page (unknown)", kind: "rr", format: "pairings", players: 7},

	// US Chess's crosstable of a rated event (the MSA page's text: two
	// lines a player, the second the colours; docs/formats.md §10), as
	// a course hands it out.
	{file: "uschess-msa-tournamentinfo.txt", program: "US Chess/MSA crosstable", kind: "swiss", format: "uscf", players: 64, fails: "Q-BYE",
		answers: map[string]string{"Q-BYE/r1/p37": "fpb", "Q-BYE/r1/p44": "fpb"},
		gap:     "two full points without opponent in round 1 (37 Pwnanandam and 44 Schilling, `B`): a round has at most one pairing-allocated bye and the crosstable does not say which, if either, it was, so the reader asks (blocking Q-BYE) instead of guessing. Answered fpb for both, as an arbiter without the pairing record would: round 1 paired 60 players (27 decisive games, 3 draws) besides two `H`, so had both been available the 62 would have been paired in full, and at least one of the two was not; nothing says the other was the odd one out. No tie-break column is printed"},

	// A tabbed group page of the same club (program not identified):
	// standings with a zero-width space after each name's comma, then
	// pairing tables `Brett Weiß – Schwarz Ergebnis`, `1:0`, `½:½`.
	{file: "grt-narva-kleeblatt-2025-capablanca.txt", program: "grt (unknown)", kind: "rr", format: "pairings", players: 4,
		cols: []printed{{name: "SoBerg", agree: 4, of: 4}}},
}

// TestKleeblattRatings: the Kleeblatt group's standings print DWZ and Elo
// (grt-narva-kleeblatt-2025-capablanca.txt): the players take their Elo
// (decision 91), Omar, Elo 0, is unrated and I-SC-RATINGS names him, and
// the start numbers, which the pairings do not print, are derived from
// those ratings.
func TestKleeblattRatings(t *testing.T) {
	text, err := os.ReadFile(filepath.Join(real, "grt-narva-kleeblatt-2025-capablanca.txt"))
	if err != nil {
		t.Fatal(err)
	}
	ev, rep, err := formats.ReadString(string(text), formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range []struct {
		name   string
		rating int
	}{{"Daum,Norman", 2141}, {"Sohr,Jim", 1941}, {"Schenk,Rafael", 1900}, {"Omar,Samy", 0}} {
		if p := ev.Player(i + 1); p == nil || p.Name != w.name || p.Rating != w.rating {
			t.Errorf("start number %d: %+v, want %s rated %d", i+1, p, w.name, w.rating)
		}
	}
	named := false
	for _, d := range rep.Diagnostics {
		named = named || d.Code == "I-SC-RATINGS" && d.Line == 3 && strings.Contains(d.Message, "Omar,Samy")
	}
	if !named {
		t.Errorf("no I-SC-RATINGS naming Omar: %+v", rep.Diagnostics)
	}
}

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
		if name == "SOURCES.md" || e.IsDir() { // seasons/: published season tables (engine/season)
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
		if w.none != (c.Best == nil) {
			t.Errorf("%s: best %+v, want none: %v (%s)", w.name, c.Best, w.none, w.cause)
		}
		if c.Best == nil {
			if !w.none {
				t.Errorf("%s: no rule set reproduces any value, want %d of %d", w.name, w.agree, w.of)
			}
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

// TestCorpusBreadth keeps the corpus as broad as issue 31 (item 9) asks and
// as it is today: at least 78 events from at least 8 named programs, Swiss
// and round robin, individual and team. An event is counted once whatever
// files show it (eventOf: a page and its copied text, a browser's copy, its
// first rows, its table by start number, its round 0). A generator marked
// "(unknown)" (a TRF or a page whose program is not stated) adds events but
// no program; the issue asks for 50 events from 8 programs.
func TestCorpusBreadth(t *testing.T) {
	events := map[string]bool{}
	programs := map[string]bool{}
	kinds := map[string]bool{}
	for _, p := range corpus {
		events[eventOf(p.file)] = true
		if name := programName(p.program); name != "" {
			programs[name] = true
		}
		kinds[p.kind] = true
	}
	if len(events) < 78 || len(programs) < 8 {
		names := slices.Sorted(maps.Keys(programs))
		t.Errorf("%d events from %d named programs %v, want at least 78 from 8", len(events), len(programs), names)
	}
	for _, k := range []string{"swiss", "rr", "team rr"} {
		if !kinds[k] {
			t.Errorf("no %s event", k)
		}
	}
	t.Logf("%d events from %d named programs in %d files", len(events), len(programs), len(corpus))
}

// eventSuffix is what a file's name adds to its event's: its extension,
// and the copy, the cut or the table it is ("-firefox", "-top10",
// "-round0", "-crosstable", "-pairings", …).
var eventSuffix = regexp.MustCompile(`(-(firefox|top[0-9]+|round0|round1-crosstable|crosstable|crosstablescore|pairings|standings))*\.[a-z]+$`)

// eventOf returns the event a corpus file shows: its name without
// eventSuffix.
func eventOf(file string) string { return eventSuffix.ReplaceAllString(file, "") }

// TestEventOf pins what counts as one event.
func TestEventOf(t *testing.T) {
	for in, want := range map[string]string{
		"vega-hbcc-cup-2025.html":                              "vega-hbcc-cup-2025",
		"vega-hbcc-cup-2025-firefox.txt":                       "vega-hbcc-cup-2025",
		"vega-hbcc-koshnitsky-cup-2026-crosstable-firefox.txt": "vega-hbcc-koshnitsky-cup-2026",
		"vega-hbcc-club-championship-2025-firefox-top5.txt":    "vega-hbcc-club-championship-2025",
		"papi-evt-pelat-2014-top10.html":                       "papi-evt-pelat-2014",
		"sc-narva-krt-2023-standings.txt":                      "sc-narva-krt-2023",
		"trf-galway-major-2011.trf":                            "trf-galway-major-2011",
	} {
		pin(t, "eventOf", eventOf, in, want)
	}
}

// pin checks that f, named name, maps in to want.
func pin(t *testing.T, name string, f func(string) string, in, want string) {
	t.Helper()
	if got := f(in); got != want {
		t.Errorf("%s(%q) = %q, want %q", name, in, got, want)
	}
}

// programName is the program a corpus row names, the part of its program
// before "/" ("Swiss-Manager/chess-results xlsx" is Swiss-Manager); "" for
// a generator not identified ("TRF (unknown)", "web page (unknown)").
func programName(program string) string {
	if strings.Contains(program, "(unknown)") {
		return ""
	}
	return strings.SplitN(program, "/", 2)[0]
}

// TestProgramName pins what counts as a program.
func TestProgramName(t *testing.T) {
	for in, want := range map[string]string{
		"Swiss-Manager/chess-results xlsx": "Swiss-Manager",
		"Lichess/TRF":                      "Lichess",
		"Swiss Master":                     "Swiss Master",
		"TRF (unknown)":                    "",
		"web page (unknown)":               "",
		"TRF16 report (unknown)":           "",
	} {
		pin(t, "programName", programName, in, want)
	}
}

// TestSwissChessStandingsJoined reads the final standings of the
// Kurt-Richter-Gedenkturnier 2023 and its pairing lists pasted one after
// the other, as a user copies the two pages (docs/formats.md §12.1), in
// either order: the standings' names, cut at 17 characters, are joined to
// the pairing lists' (cut at 16, with TNr), and the printed Buchh and
// SoBerg are checked on the 86 players.
func TestSwissChessStandingsJoined(t *testing.T) {
	standings, err := os.ReadFile(filepath.Join(real, "sc-narva-krt-2023-standings.txt"))
	if err != nil {
		t.Fatal(err)
	}
	pairings, err := os.ReadFile(filepath.Join(real, "sc-narva-krt-2023-pairings.txt"))
	if err != nil {
		t.Fatal(err)
	}
	cols := []printed{{name: "Buchh", agree: 86, of: 86}, {name: "SoBerg", agree: 86, of: 86}}
	for name, text := range map[string]string{
		"standings first": string(standings) + "\n" + string(pairings),
		"pairings first":  string(pairings) + "\n" + string(standings),
	} {
		t.Run(name, func(t *testing.T) {
			ev, rep, err := formats.ReadString(text, formats.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Format.String() != "pairings" || len(ev.Players) != 86 {
				t.Fatalf("read as %s with %d players, want pairings with 86", rep.Format, len(ev.Players))
			}
			for _, d := range rep.Diagnostics {
				if d.Severity == formats.SeverityWarning {
					t.Errorf("warning %s at %d:%d: %s", d.Code, d.Line, d.Col, d.Message)
				}
			}
			// The standings' name, longer than the pairings' (TNr 8).
			if p := ev.Player(8); p == nil || p.Name != "Krefenstein,Serge" || p.DeclaredRank != 4 {
				t.Errorf("start number 8: %+v", p)
			}
			// The standings' TWZ, which the pairing lists do not print
			// (decision 91): every one of the 86 players has one.
			rated := 0
			for _, p := range ev.Players {
				if p.Rating > 0 {
					rated++
				}
			}
			if p := ev.Player(6); rated != 86 || p == nil || p.Name != "Tomin,Bogdan" || p.Rating != 2080 || ev.Player(8).Rating != 2028 {
				t.Errorf("%d of 86 players rated; start number 6: %+v", rated, p)
			}
			checkColumns(t, ev, cols)
		})
	}
}
