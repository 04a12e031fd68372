package formats

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/team"
)

// confidence returns the confidence Detect gave format f, 0 when absent.
func confidence(cands []Candidate, f Format) int {
	for _, c := range cands {
		if c.Format == f {
			return c.Confidence
		}
	}
	return 0
}

// TestTeamDetection (docs/formats.md §4.2): the team tables are detected,
// and their individual counterparts step aside; the individual samples
// keep their formats, the team detectors giving them nothing.
func TestTeamDetection(t *testing.T) {
	lines := func(file string) []string { return strings.Split(string(xreadFile(t, file)), "\n") }
	for _, tc := range []struct {
		file            string
		want            Format
		team, other     Format // the team detector and the individual one
		teamAt, otherAt int    // their confidences (otherAt: at most)
	}{
		{"x-team-cr-coppa.csv", FormatTeamCR, FormatTeamCR, FormatChessResults, 90, 30},
		{"x-team-cr-coppa-paste.txt", FormatTeamCR, FormatTeamCR, FormatChessResults, 90, 0},
		{"x-team-grid-girone.txt", FormatTeamGrid, FormatTeamGrid, FormatGrid, 90, 30},
		{"x-cr-sample.csv", FormatChessResults, FormatTeamCR, FormatChessResults, 0, 100},
		{"x-cr-sample-nosno.csv", FormatChessResults, FormatTeamCR, FormatChessResults, 0, 100},
		{"x-cr-blitz-excerpt.csv", FormatChessResults, FormatTeamCR, FormatChessResults, 0, 100},
		{"x-grid-ita-2009.txt", FormatGrid, FormatTeamGrid, FormatGrid, 0, 100},
	} {
		f, cands, d := Detect(lines(tc.file), tc.file)
		if f != tc.want || d != nil {
			t.Errorf("%s: detected %s (%v), want %s", tc.file, f, d, tc.want)
		}
		if got := confidence(cands, tc.team); got != tc.teamAt {
			t.Errorf("%s: %s confidence %d, want %d", tc.file, tc.team, got, tc.teamAt)
		}
		if got := confidence(cands, tc.other); got > tc.otherAt {
			t.Errorf("%s: %s confidence %d, want at most %d", tc.file, tc.other, got, tc.otherAt)
		}
	}
	// The preamble of chess-results adds 5.
	text := "Chess-Results Server Chess-results.com\n" + string(xreadFile(t, "x-team-cr-coppa.csv"))
	if _, cands, _ := Detect(strings.Split(text, "\n"), ""); confidence(cands, FormatTeamCR) != 95 {
		t.Errorf("with the preamble: %v", cands)
	}
	// One cell of two game points in an individual crosstable is a typo,
	// not a team table: the individual reader reports it.
	text = strings.Replace(string(xreadFile(t, "x-cr-sample.csv")), "5w1", "5w2", 1)
	f, cands, _ := Detect(strings.Split(text, "\n"), "")
	if f != FormatChessResults || confidence(cands, FormatTeamCR) != 0 {
		t.Errorf("a typo 5w2: %s %v", f, cands)
	}
	_, _, err := Read([]byte(text), Options{Answers: map[string]string{"Q-BYE/*": "pab"}})
	if !strings.Contains(xcodes(nil, err), "E-CR-CELL") {
		t.Errorf("a typo 5w2: %v, want E-CR-CELL", err)
	}
}

// TestTeamDetectionHeader: a header naming the teams or their match
// points marks a team table even when no cell is above one game point.
func TestTeamDetectionHeader(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Format
	}{
		{"Rk.;SNo;Team;1.Rd;2.Rd;MP\n1;1;A;2w1;3b1;4\n2;2;B;1b0;3w½;1\n3;3;C;bye;2b½;2\n", FormatTeamCR},
		{"Rk.;SNo;Name;1.Rd;2.Rd;Pts.\n1;1;A;2w1;3b1;2\n2;2;B;1b0;3w½;0,5\n3;3;C;-1;2b½;1,5\n", FormatChessResults},
		{"N Squadra 1 2 3 MP\n1 A * 1 1 4\n2 B 0 * ½ 1\n3 C 0 ½ * 1\n", FormatTeamGrid},
	} {
		f, cands, d := Detect(strings.Split(tc.text, "\n"), "")
		if f != tc.want || d != nil {
			t.Errorf("%q: %s %v %v, want %s", tc.text, f, cands, d, tc.want)
		}
	}
}

// TestTeamCRCellsAfterName: a team crosstable's round cells come after the
// team's name. A Swiss Perfect page's standings rows ("2-5  Flodmark,
// Tarras  1848 5  23.0  4": a shared place and a rating beside a score)
// hold nothing the team grammar can take as a round cell, so Swiss Perfect
// is detected without a question (testdata/real/sp-srs-2012-09-26.txt
// asked Q-FORMAT).
func TestTeamCRCellsAfterName(t *testing.T) {
	text := "Place Name                Feder Rtg Loc  Score M-Buch. Wins\n\n" +
		"  1   Hultin, Christer              1582 6.5      20.5    6\n" +
		" 2-5  Flodmark, Tarras              1848 5        23.0    4\n" +
		"      Thomsen, Allan                1506 5        22.5    5\n" +
		" 6-8  Littbrand, Henrik             1373 4        20.0    4\n" +
		"9-11  Zivic, Miroljub               1582 3.5      17.5    3\n" +
		" 12   Persson, Kjell                1736 3        15.0    3\n" +
		"Cross Table\n" +
		"No Name                Feder Rtg  1    2    3  \n\n" +
		"1  Hultin, Christer              13:W 20:W  7:W\n" +
		"2  Flodmark, Tarras              10:D  8:W  6:W\n" +
		"3  Thomsen, Allan                18:W  5:W  4:W\n"
	if sc := team.DetectCrosstable(strings.Split(text, "\n"), ""); sc.Rows > 0 {
		t.Errorf("team rows %+v, want none", sc)
	}
	data, err := os.ReadFile("../../testdata/real/sp-srs-2012-09-26.txt")
	if err != nil {
		t.Fatal(err)
	}
	f, cands, d := Detect(strings.Split(string(data), "\n"), "")
	if f != FormatSwissPerfect || d != nil || confidence(cands, FormatTeamCR) != 0 {
		t.Errorf("the Swiss Perfect page: %s %v %v", f, cands, d)
	}
}
