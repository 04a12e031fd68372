package formats

import (
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/grid"
)

// TestThreePlayerDoubleGrid: a double round robin of three players whose
// diagonal is "**" is a grid with every delimiter, with or without a key
// column (issue 20: it was not detected without a key, and read as a team
// grid with one).
func TestThreePlayerDoubleGrid(t *testing.T) {
	rows := [][]string{{"Rossi", "**", "10", "11"}, {"Bianchi", "01", "**", "½½"}, {"Verdi", "00", "½½", "**"}}
	for _, keyed := range []bool{false, true} {
		for _, d := range []string{" ", "\t", ";", ","} {
			var b strings.Builder
			for i, r := range rows {
				if keyed {
					r = append([]string{string(rune('1' + i))}, r...)
				}
				b.WriteString(strings.Join(r, d) + "\n")
			}
			ev, rep, err := ReadString(b.String(), Options{})
			if ev == nil || rep.Format != FormatGrid {
				t.Errorf("keyed %v, %q: not a grid: %v", keyed, d, err)
				continue
			}
			var got []string
			for _, p := range ev.Players {
				got = append(got, p.Name+" "+xpoints(ev, p.StartNo))
			}
			if g := strings.Join(got, ", "); g != "Rossi 3.0, Bianchi 2.0, Verdi 1.0" || ev.System != engine.DoubleRoundRobin {
				t.Errorf("keyed %v, %q: %s (%v)", keyed, d, g, ev.System)
			}
		}
	}
}

// xpoints is the score of a player computed from its rounds.
func xpoints(ev *engine.Event, sno int) string {
	var s engine.Score
	for _, p := range ev.Players {
		if p.StartNo == sno {
			for _, e := range p.Rounds {
				s += ev.Scoring.Points(e)
			}
		}
	}
	return s.String()
}

// TestVegaGridEmptyDiagonal reads Vega's published round-robin grid as a
// browser copies it (testdata/real/vega-hbcc-club-championship-2025.txt):
// sorted by score, the diagonal cells empty, the start numbers in the "#"
// column and the columns following the rows.
func TestVegaGridEmptyDiagonal(t *testing.T) {
	text := string(xreadFile(t, "../../../testdata/real/vega-hbcc-club-championship-2025.txt"))
	ev, rep, err := ReadString(text, Options{Answers: map[string]string{"Q-BERGER": "yes"}})
	if ev == nil || rep.Format != FormatGrid {
		t.Fatalf("not read as a grid: %v", err)
	}
	if len(ev.Players) != 8 || ev.Provenance.StartNumbers != engine.StartNumbersExplicit || ev.Rounds != 7 {
		t.Fatalf("%d players, start numbers %q, %d rounds", len(ev.Players), ev.Provenance.StartNumbers, ev.Rounds)
	}
	want := map[int]string{1: "McIntyre,Julian 1 5.0", 3: "Krishnan,Anirudh 2 4.5", 2: "CM Davis,Tony J 3 4.5", 7: "Nguyen,Anh Kiet 4 4.0",
		5: "Wongso,Renaldo 5 3.5", 4: "Whitford,Matthew 6 3.5", 8: "Hogan,Steven 7 2.5", 6: "Pasukov,Leo 8 0.5"}
	for _, p := range ev.Players {
		got := p.Name + " " + strconv.Itoa(p.DeclaredRank) + " " + xpoints(ev, p.StartNo)
		if got != want[p.StartNo] || p.DeclaredPoints == nil || p.DeclaredPoints.String() != xpoints(ev, p.StartNo) {
			t.Errorf("start number %d: %s (printed %v), want %s", p.StartNo, got, p.DeclaredPoints, want[p.StartNo])
		}
	}
	// McIntyre (1) beat Krishnan (3) in the Berger round of 1 and 3 of
	// eight players, with the Berger colours of the start numbers.
	e := ev.Players[0].Rounds[grid.BergerRound(1, 3, 8)-1]
	if e.Opponent != 3 || e.Kind != engine.Win || e.Colour != grid.BergerColour(1, 3, 8, false) {
		t.Errorf("1 against 3: %+v", e)
	}
	// An empty cell off the diagonal is a game not played yet: such a
	// grid has no diagonal to find, and is not read.
	lines := strings.Split(text, "\n")
	lines[1] = strings.Replace(lines[1], "\t1\t½\t", "\t\t½\t", 1)
	if _, _, err := ReadString(strings.Join(lines, "\n"), Options{Format: FormatGrid}); !strings.Contains(xcodes(nil, err), "E-GRID-NONE") {
		t.Errorf("two empty cells in a row: %v", err)
	}
}

// TestGridStartNumberColumn: a delimited grid sorted by score takes its
// start numbers from its column of start numbers, whatever its header
// (#, No., SNo, Nr.); numbers that do not number the players 1 … N are
// ignored, and the columns give the start numbers.
func TestGridStartNumberColumn(t *testing.T) {
	grid := func(key string, nums [3]string) string {
		return "Pos;" + key + ";Name;Pts;1;2;3\n" +
			"1;" + nums[0] + ";Verdi;2;*;1;1\n" +
			"2;" + nums[1] + ";Rossi;1;0;*;1\n" +
			"3;" + nums[2] + ";Bianchi;0;0;0;*\n"
	}
	for _, key := range []string{"#", "No.", "SNo", "Nr."} {
		for _, tc := range []struct {
			nums [3]string
			want string
			sn   engine.StartNumbers
		}{
			{[3]string{"3", "1", "2"}, "1 Rossi 2, 2 Bianchi 3, 3 Verdi 1", engine.StartNumbersExplicit},
			{[3]string{"3", "1", "7"}, "1 Verdi 1, 2 Rossi 2, 3 Bianchi 3", engine.StartNumbersRowKey},
			{[3]string{"3", "1", "1"}, "1 Verdi 1, 2 Rossi 2, 3 Bianchi 3", engine.StartNumbersRowKey},
		} {
			ev, rep, err := ReadString(grid(key, tc.nums), Options{})
			if ev == nil || rep.Format != FormatGrid {
				t.Errorf("%s %v: not a grid: %v", key, tc.nums, err)
				continue
			}
			var got []string
			for _, p := range ev.Players {
				got = append(got, strconv.Itoa(p.StartNo)+" "+p.Name+" "+strconv.Itoa(p.DeclaredRank))
			}
			if g := strings.Join(got, ", "); g != tc.want || ev.Provenance.StartNumbers != tc.sn {
				t.Errorf("%s %v: %s (%s), want %s (%s)", key, tc.nums, g, ev.Provenance.StartNumbers, tc.want, tc.sn)
			}
			// Rossi's one win is against Bianchi, whatever their numbers.
			for _, p := range ev.Players {
				for _, e := range p.Rounds {
					if p.Name == "Rossi" && e.Kind == engine.Win && ev.Players[e.Opponent-1].Name != "Bianchi" {
						t.Errorf("%s %v: Rossi's win is against %s", key, tc.nums, ev.Players[e.Opponent-1].Name)
					}
				}
			}
		}
	}
}
