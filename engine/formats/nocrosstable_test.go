package formats

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// A page without a crosstable says what it lacks, with its own code at
// its header (docs/formats.md §4.4), and never reads as a wrong event: a
// ranking list (E-STANDINGS-ONLY), in text, TABs or CSV; a table before
// any game or match (E-NOT-STARTED); a table whose cells ran together
// (E-CELLS-JOINED); part of a larger table (E-TABLE-PARTIAL, §14 C2 and
// C14). Each was E-FORMAT-UNKNOWN, E-NO-RESULTS, E-REF-MISSING or a
// round robin of the first rows before.
func TestPagesWithoutCrosstable(t *testing.T) {
	teamRanking := "Rk.\tSNo\tTeam\tMP\tGP\tTB1\n1\t2\tCircolo Beta\t4\t5\t7\n2\t1\tCircolo Alfa\t2\t4\t6\n3\t3\tCircolo Gamma\t0\t3\t5\n"
	teamZero := "Rk.\tSNo\tTeam\tMP\tGP\n1\t1\tCircolo Alfa\t0\t0\n2\t2\tCircolo Beta\t0\t0\n3\t3\tCircolo Gamma\t0\t0\n"
	tests := []struct {
		name, file, text string
		code             scan.Code
		line, col        int
		found, words     string // found: the diagnostic's Found; words: in its message
	}{
		{name: "ranking list, text", file: "x-standings-r5.txt", code: scan.EStandingsOnly, line: 3, col: 1,
			words: `ranking list ("Rk Name Rtg Pts TB1 TB2", 6 rows)`},
		{name: "ranking list, TABs", file: "x-standings-final.tsv", code: scan.EStandingsOnly, line: 3, col: 1,
			words: `("Rk. SNo Name FED Rtg Pts. TB1 TB2 TB3", 5 rows)`},
		{name: "ranking CSV", file: "x-standings.csv", code: scan.EStandingsOnly, line: 1, col: 1,
			words: `("Rank,Name,Rating,Points,Buchholz,SB", 4 rows)`},
		// A real season table (testdata/real/SOURCES.md), its points headed
		// "Total Points": before, "not in a supported format".
		{name: "a circuit's ranking CSV", file: "../../../testdata/real/seasons/keshmat-circuit-2024-25-leaderboard.csv", code: scan.EStandingsOnly, line: 1, col: 1,
			words: `ranking list ("Rank,Name,Title,Federation,Tournaments P…", 255 rows)`},
		// A real grid of a Swiss stored with the empty cells of the games
		// not played dropped: before, "expected 7 result cells", with no
		// word of what happened or what to copy instead.
		{name: "a grid that lost its empty cells", file: "../../../testdata/real/sc-page-gerthe-grand-prix-r5.txt", code: scan.EGridDiagonal, line: 6, col: 1,
			words: "the diagonal marker is the row's cell 2, where this row's own column is 3: cells before it were dropped"},
		{name: "team ranking", text: teamRanking, code: scan.EStandingsOnly, line: 1, col: 1, words: "ranking list of teams"},
		{name: "team ranking before any match", text: teamZero, code: scan.ENotStarted, line: 1, col: 1, words: "3 teams has no match played yet"},
		{name: "crosstable before any game", text: "Rk.\tSNo\tName\t1.Rd\t2.Rd\tPts.\n1\t1\tRossi Mario\t\t\t0\n2\t2\tBianchi Luca\t\t\t0\n3\t3\tVerdi Paolo\t\t\t0\n",
			code: scan.ENotStarted, line: 1, col: 1, words: "3 players has no result yet"},
		{name: "team crosstable before any match", file: "x-team-not-started.tsv", code: scan.ENotStarted, line: 1, col: 1,
			words: "4 teams has no match played yet"},
		{name: "team grid before any match", file: "x-team-grid-not-started.tsv", code: scan.ENotStarted, line: 1, col: 1,
			words: "4 teams has no match played yet"},
		{name: "cells run together", file: "x-cells-joined.txt", code: scan.ECellsJoined, line: 3, col: 1,
			found: "Rk.SNoNameFEDRtg1.Rd2.Rd3.Rd4.Rd5.RdPts.", words: "ran together"},
		{name: "top rows of a larger grid", file: "x-grid-partial-top24.tsv", code: scan.ETablePartial, line: 2, col: 1,
			found: "5.0", words: "in 23 of the 24 rows that print them"},
		{name: "top rows of a larger crosstable", file: "x-cr-partial.csv", code: scan.ETablePartial, line: 2, col: 29,
			found: "31, 12, 33, 25, 36, 23, 21, 27, 19, 3, 22, 40, 17", words: "The table has 5 rows, but its cells cite 13 players"},
	}
	for _, tc := range tests {
		text := tc.text
		if tc.file != "" {
			text = string(xreadFile(t, tc.file))
		}
		ev, rep, err := Read([]byte(text), Options{FileName: tc.file})
		if ev != nil {
			t.Errorf("%s: read as an event of %d players", tc.name, len(ev.Players))
			continue
		}
		var e *scan.Error
		if !errors.As(err, &e) || len(e.Diags) == 0 {
			t.Errorf("%s: %v (%s)", tc.name, err, xcodes(rep, err))
			continue
		}
		var d *scan.Diagnostic
		for i := range e.Diags {
			if e.Diags[i].Code == tc.code && d == nil { // the first
				d = &e.Diags[i]
			}
		}
		if d == nil {
			t.Errorf("%s: no %s in %s", tc.name, tc.code, xcodes(rep, err))
			continue
		}
		if d.Line != tc.line || d.Col != tc.col || tc.found != "" && d.Found != tc.found || !strings.Contains(d.Message, tc.words) {
			t.Errorf("%s: %s at %d:%d found %q: %s\nwant %d:%d found %q with %q", tc.name, d.Code, d.Line, d.Col, d.Found, d.Message,
				tc.line, tc.col, tc.found, tc.words)
		}
		if strings.Contains(xcodes(rep, err), "W-POINTS") {
			t.Errorf("%s: W-POINTS beside %s", tc.name, tc.code)
		}
	}
}

// What stays as it was: a grid whose printed totals disagree in a few
// rows, or fall short somewhere, keeps W-POINTS; one or two opponents
// without a row, or several cited by one row, keep E-REF-MISSING; a
// table with results is never a ranking list.
func TestPagesWithoutCrosstableLimits(t *testing.T) {
	grid := "No\tName\t1\t2\t3\t4\tPts\n" +
		"1\tRossi\t*\t1\t1\t1\t3\n" +
		"2\tBianchi\t0\t*\t1\t1\t3\n" +
		"3\tVerdi\t0\t0\t*\t1\t1\n" +
		"4\tNeri\t0\t0\t0\t*\t0\n"
	overUnder := "No\tName\t1\t2\t3\t4\tPts\n" +
		"1\tRossi\t*\t1\t1\t1\t4\n" +
		"2\tBianchi\t0\t*\t1\t1\t3\n" +
		"3\tVerdi\t0\t0\t*\t1\t1\n" +
		"4\tNeri\t0\t0\t0\t*\t0\n"
	overShort := "No\tName\t1\t2\t3\t4\tPts\n" +
		"1\tRossi\t*\t1\t1\t1\t4\n" +
		"2\tBianchi\t0\t*\t1\t1\t3\n" +
		"3\tVerdi\t0\t0\t*\t0\t1\n" +
		"4\tNeri\t0\t0\t1\t*\t0\n"
	cr := "Rk.;SNo;Name;1.Rd;2.Rd;Pts.\n1;1;Rossi;2w1;9b1;2\n2;2;Bianchi;1b0;3w1;1\n3;3;Verdi;8w1;2b0;1\n"
	tests := []struct {
		name, text string
		format     Format
		want, not  string
	}{
		{"grid, one total off", grid, FormatGrid, "W-POINTS", "E-TABLE-PARTIAL"},
		{"grid, two totals over", overUnder, FormatGrid, "W-POINTS", "E-TABLE-PARTIAL"},
		{"grid, a total short", overShort, FormatGrid, "W-POINTS", "E-TABLE-PARTIAL"},
		{"crosstable, two opponents without a row", cr, FormatChessResults, "E-REF-MISSING", "E-TABLE-PARTIAL"},
	}
	for _, tc := range tests {
		_, rep, err := Read([]byte(tc.text), Options{Format: tc.format})
		got := " " + xcodes(rep, err) + " "
		if !strings.Contains(got, " "+tc.want+" ") || strings.Contains(got, " "+tc.not+" ") {
			t.Errorf("%s:%s, want %s and no %s", tc.name, got, tc.want, tc.not)
		}
	}
}
