package formats

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/trf"
)

// failOnPanic fails the test when err is the E-INTERNAL error into which
// Read and ReadTRF turn a panic: the fuzz targets look for panics.
func failOnPanic(t *testing.T, err error) {
	t.Helper()
	var e *scan.Error
	if errors.As(err, &e) {
		for _, d := range e.Errors() {
			if string(d.Code) == "E-INTERNAL" {
				t.Fatalf("a reader panicked: %s", d.Message)
			}
		}
	}
}

// inputLevel lists the error codes that may be about the input as a whole
// (Line 0).
var inputLevel = map[string]bool{"E-TOO-MANY-ERRORS": true, "E-INPUT-BINARY": true,
	"E-INPUT-TOO-LARGE": true, "E-TRF-NO-PLAYERS": true}

// trfFuzzSeeds are the TRF inputs FuzzReadTRF starts from, besides the
// test files.
var trfFuzzSeeds = []string{
	"",
	"001",
	"001    1",
	"001    1 m  g Name",
	"001    1      A                                                                  1.0    1     2 w 1\n001    2      B                                                                  0.0    2     1 b 0",
	"001    1      A                                                                  1.0    1     2 w Q",
	"001    1      A                                                                  1.0    1  0000 - +\n001    2      B                                                                  1.0    1  0000 - +",
	"001    1      A\t\t\t\t\t\t\t\t\t\t1.0    1     2 w 1",
	"001    1 wWIM García, Lucía                   2150 ESP             1998/00/00  3.0    2     6 b 1     1 w 0",
	"001    1      spielfrei                                                               1     1 b 1",
	"001    1 |x",
	"XXR 999999999\n142 -3\n001    1      A                                                                  0.0    1     1 w 1",
	"162 W\n162  W x    Q 1\nXXS =1 W= BW=1.5\nBBU x\n202 BH#C1,-C,#,!,OTHER_\n212 PTS\n",
	"042 11.25.02\n052 Jun 31, 2020\n001    1",
	"### tbc-meta: withdrawn=1,x; colours=\n001    1      A                                                                  0.0    1        ",
	"240 F   1    1\n240 X\n299 W       99.9  000    1\nXXZ 1 a\n013 T                                   1\n310   1 T",
	"\xEF\xBB\xBF001    1      M\xFCller\r\n\xFF\xFE",
	"\xFF\xFE0\x000\x001\x00",
	"001 9999      A                                                                  0.0    1  9999 w 1",
	"092 Team\n352 WB\n001    1      A                                                                  1.0    1     3 w 1\n001    2      B                                                                  1.0    1  0000 - +\n" +
		"001    3      C                                                                  0.0    2     1 b 0\n001    4      D                                                                  0.0    2  0000 - -\n" +
		"310   1 T1                                                                 1    2\n310   2 T2                                                                 3    4\n" +
		"300   1   1   2    2    1\n300   1   2   1    3 0000\n300   1   2   1    3\n300 x\n300   1   1   2 1    1x\n300   9   1\n300   1   7   1    4    4    4",
}

func FuzzReadTRF(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.trf"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range trfFuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, diags, err := ReadTRF(data, "fuzz.trf")
		failOnPanic(t, err)
		if err != nil {
			fe, ok := err.(*scan.Error)
			if !ok || ev != nil || diags != nil || len(fe.Errors()) == 0 {
				t.Fatalf("bad error result: %v %v %T", ev, diags, err)
			}
			for _, d := range fe.Errors() {
				if (d.Line < 1 || d.Col < 1) && !inputLevel[string(d.Code)] {
					t.Errorf("error without position: %+v", d)
				}
				if d.Message == "" || strings.HasPrefix(d.Message, " ") {
					t.Errorf("bad message: %+v", d)
				}
			}
		} else {
			checkInvariants(t, ev)
			checkLineups(t, ev)
			for _, d := range diags {
				if d.Severity == scan.SeverityError || d.Message == "" {
					t.Errorf("bad diagnostic %+v", d)
				}
			}
		}
		ev2, diags2, err2 := ReadTRF(data, "fuzz.trf")
		if !reflect.DeepEqual(ev, ev2) || !reflect.DeepEqual(diags, diags2) || !reflect.DeepEqual(err, err2) {
			t.Errorf("two reads differ")
		}
	})
}

// checkInvariants checks the guarantees of docs/formats.md §2.8.
func checkInvariants(t *testing.T, ev *engine.Event) {
	t.Helper()
	if len(ev.Players) == 0 || ev.Rounds < ev.PlayedRounds || ev.Rounds > trf.MaxRounds {
		t.Fatalf("players %d rounds %d played %d", len(ev.Players), ev.Rounds, ev.PlayedRounds)
	}
	checkDeclared(t, ev)
	for i, p := range ev.Players {
		if p.StartNo < 1 || i > 0 && ev.Players[i-1].StartNo >= p.StartNo {
			t.Errorf("start numbers not unique and sorted at %d", p.StartNo)
		}
		if len(p.Rounds) != ev.Rounds {
			t.Errorf("player %d has %d rounds", p.StartNo, len(p.Rounds))
		}
		for k, e := range p.Rounds {
			if e.Opponent != 0 && (e.Opponent == p.StartNo || ev.Player(e.Opponent) == nil) {
				t.Errorf("player %d round %d: opponent %d", p.StartNo, k+1, e.Opponent)
			}
			if e.Opponent != 0 && (e.Kind.Bye() || e.Kind == engine.NotYet && k >= ev.PlayedRounds) {
				t.Errorf("player %d round %d: %v with opponent", p.StartNo, k+1, e.Kind)
			}
			if e.Kind.Bye() && e.Colour != engine.NoColour {
				t.Errorf("player %d round %d: bye with colour", p.StartNo, k+1)
			}
			if k >= ev.PlayedRounds && e.Kind != engine.NotYet && e.Detail != engine.DetailAnnounced {
				t.Errorf("player %d round %d: %v after the played rounds", p.StartNo, k+1, e.Kind)
			}
		}
	}
}

// checkDeclared checks §2.8 invariant 6: every player has one declared
// tie-break value per declared column.
func checkDeclared(t *testing.T, ev *engine.Event) {
	t.Helper()
	for _, p := range ev.Players {
		if len(p.DeclaredTieBreaks) != len(ev.DeclaredColumns) {
			t.Errorf("player %d has %d declared tie-breaks for %d columns", p.StartNo, len(p.DeclaredTieBreaks), len(ev.DeclaredColumns))
		}
	}
}

// checkLineups checks the line-ups of a team event (docs/formats.md
// §5.11): a match with one has a board and a place in it for every board,
// its game points are the sum of its boards, and it lists members of the
// team, each once.
func checkLineups(t *testing.T, ev *engine.Event) {
	t.Helper()
	if ev.Teams == nil {
		return
	}
	for _, tm := range ev.Teams.Teams {
		for k, tr := range tm.Rounds {
			if tr.Lineup == nil {
				continue
			}
			var gp engine.Score
			for _, b := range tr.Boards {
				gp += b
			}
			if len(tr.Lineup) != ev.Teams.Boards || len(tr.Boards) != ev.Teams.Boards || gp != tr.GP || tr.Kind.Unplayed() {
				t.Fatalf("team %d round %d: %+v with %d boards", tm.StartNo, k+1, tr, ev.Teams.Boards)
			}
			seen := map[int]bool{}
			for _, n := range tr.Lineup {
				if n != 0 && (seen[n] || !slices.Contains(tm.Members, n)) {
					t.Fatalf("team %d round %d: line-up %v, members %v", tm.StartNo, k+1, tr.Lineup, tm.Members)
				}
				seen[n] = true
			}
		}
	}
}
