package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/grid"
)

func TestBergerColour(t *testing.T) {
	// FIDE Berger table for 4 players: 1-4 2-3 / 4-3 1-2 / 2-4 3-1.
	tests := []struct {
		i, j, m int
		second  bool
		want    engine.Colour
	}{
		{1, 4, 4, false, engine.White}, {4, 1, 4, false, engine.Black}, {2, 3, 4, false, engine.White},
		{4, 3, 4, false, engine.White}, {1, 2, 4, false, engine.White}, {2, 4, 4, false, engine.White},
		{3, 1, 4, false, engine.White}, {1, 3, 4, false, engine.Black}, {1, 3, 4, true, engine.White},
		{6, 4, 6, false, engine.White}, {5, 3, 6, false, engine.White}, {1, 6, 6, false, engine.White},
	}
	for _, tc := range tests {
		if got := grid.BergerColour(tc.i, tc.j, tc.m, tc.second); got != tc.want {
			t.Errorf("bergerColour(%d, %d, %d, %v) = %v, want %v", tc.i, tc.j, tc.m, tc.second, got, tc.want)
		}
	}
}

func TestGridBergerAndForfeit(t *testing.T) {
	grid := string(xreadFile(t, "x-grid-ita-2009.txt"))
	tests := []struct {
		name    string
		text    string
		answers map[string]string
		order   engine.RoundOrder
		colours engine.Colours
		codes   []string
		not     []string
	}{
		{"default", grid, nil, "synthetic", "unknown", []string{"Q-BERGER", "I-GRID-SYNTHETIC-ROUNDS"}, []string{"W-GRID-FORFEIT"}},
		{"berger", grid, map[string]string{"Q-BERGER": "yes"}, "known", "known", []string{"Q-BERGER"}, []string{"I-GRID-SYNTHETIC-ROUNDS", "W-COLOUR-CLASH"}},
		{"forfeit opposite blank", "1 A * + 1\n2 B . * 1\n3 C 0 0 *\n", nil, "synthetic", "unknown", []string{"W-GRID-FORFEIT"}, nil},
		{"forfeit opposite minus", "1 A * + 1\n2 B - * 1\n3 C 0 0 *\n", nil, "synthetic", "unknown", nil, []string{"W-GRID-FORFEIT"}},
	}
	for _, tc := range tests {
		ev, rep, err := Read([]byte(tc.text), Options{Format: FormatGrid, Answers: tc.answers})
		got := " " + xcodes(rep, err) + " "
		if ev == nil {
			t.Errorf("%s: no event: %v", tc.name, err)
			continue
		}
		if ev.Provenance.RoundOrder != tc.order || ev.Provenance.Colours != tc.colours {
			t.Errorf("%s: round order %q colours %q, want %q %q", tc.name, ev.Provenance.RoundOrder, ev.Provenance.Colours, tc.order, tc.colours)
		}
		for _, c := range tc.codes {
			if !strings.Contains(got, " "+c+" ") {
				t.Errorf("%s: no %s in%s", tc.name, c, got)
			}
		}
		for _, c := range tc.not {
			if strings.Contains(got, " "+c+" ") {
				t.Errorf("%s: unexpected %s in%s", tc.name, c, got)
			}
		}
	}
	// Round 1 of the 2009 championship was Godena (White) – Stella 1-0.
	ev, _, err := Read([]byte(grid), Options{Format: FormatGrid, Answers: map[string]string{"Q-BERGER": "yes"}})
	if err != nil {
		t.Fatal(err)
	}
	if e := ev.Players[0].Rounds[0]; e.Opponent != 12 || e.Colour != engine.White || e.Kind != engine.Win {
		t.Errorf("Godena round 1: %+v", e)
	}
}

// TestGridScale (§8.4): grids in 2/1/0 or 3/1/0 points ask Q-SCALE and
// set the scoring to match.
func TestGridScale(t *testing.T) {
	tests := []struct {
		name    string
		text    string
		answers map[string]string
		scale   bool   // Q-SCALE asked
		win     string // scoring's win; "" when the import fails
		first   engine.Kind
	}{
		{"2/1/0", "1 A 3 * 2 1\n2 B 1 0 * 1\n3 C 2 1 1 *\n", nil, true, "2.0", engine.Win},
		{"3/1/0", "1 A 4 * 3 1\n2 B 1 0 * 1\n3 C 2 1 1 *\n", nil, true, "3.0", engine.Win},
		{"refused", "1 A 3 * 2 1\n2 B 1 0 * 1\n3 C 2 1 1 *\n", map[string]string{"Q-SCALE": "1-0.5-0"}, true, "", 0},
		{"1/½/0", "1 A * 1 ½\n2 B 0 * ½\n3 C ½ ½ *\n", nil, false, "1.0", engine.Win},
		{"2 without matching opposite", "1 A * 2 1\n2 B 1 * 1\n3 C 0 0 *\n", nil, false, "", 0},
	}
	for _, tc := range tests {
		ev, rep, err := Read([]byte(tc.text), Options{Format: FormatGrid, Answers: tc.answers})
		got := " " + xcodes(rep, err) + " "
		if strings.Contains(got, " Q-SCALE ") != tc.scale {
			t.Errorf("%s: Q-SCALE %v in%s", tc.name, !tc.scale, got)
		}
		if tc.win == "" {
			if err == nil {
				t.Errorf("%s: read without error", tc.name)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if w := ev.Scoring.W().String(); w != tc.win {
			t.Errorf("%s: win worth %s, want %s", tc.name, w, tc.win)
		}
		if strings.Contains(got, " W-POINTS ") {
			t.Errorf("%s: W-POINTS in%s", tc.name, got)
		}
		if k := ev.Player(1).Rounds; len(k) == 0 || ev.Player(1).Rounds[0].Kind != tc.first && ev.Player(1).Rounds[1].Kind != tc.first {
			t.Errorf("%s: player 1 rounds %+v", tc.name, ev.Player(1).Rounds)
		}
	}
}

// A last word of 2–3 capitals in a whitespace grid row is a federation
// only under a header's federation column, or in every row of a grid
// without a header (docs/formats.md §8.1; the fuzz input of FuzzNames'
// seed fed-last-word).
func TestGridFedOnlyWithColumn(t *testing.T) {
	tests := []struct {
		name, text string
		names      []string
		feds       []string
	}{
		{"no fed column", " N  Nome          Tot   1  2  3\n 1  D'AaaaaA AA   0.5   *  ½  0\n 2  Rossi, Marco  0.5   ½  *  0\n 3  D. LEE        2.0   1  1  *\n",
			[]string{"D'AaaaaA AA", "Rossi, Marco", "D. LEE"}, []string{"", "", ""}},
		{"fed column", " N  Name          Fed  Tot   1  2  3\n 1  Rossi Marco   ITA  0.5   *  ½  0\n 2  Lee Dong      KOR  0.5   ½  *  0\n 3  Weber Jan     GER  2.0   1  1  *\n",
			[]string{"Rossi Marco", "Lee Dong", "Weber Jan"}, []string{"ITA", "KOR", "GER"}},
		{"no header, every row", "1 Rossi Marco ITA * ½ 0\n2 Lee Dong KOR ½ * 0\n3 Weber Jan GER 1 1 *\n",
			[]string{"Rossi Marco", "Lee Dong", "Weber Jan"}, []string{"ITA", "KOR", "GER"}},
		{"no header, one row", "1 Rossi Marco * ½ 0\n2 D. LEE ½ * 0\n3 Weber Jan 1 1 *\n",
			[]string{"Rossi Marco", "D. LEE", "Weber Jan"}, []string{"", "", ""}},
	}
	for _, tc := range tests {
		ev, _, err := Read([]byte(tc.text), Options{Format: FormatGrid})
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		for i, p := range ev.Players {
			if p.Name != tc.names[i] || p.Federation != tc.feds[i] {
				t.Errorf("%s: player %d read %q (%q), want %q (%q)", tc.name, i+1, p.Name, p.Federation, tc.names[i], tc.feds[i])
			}
		}
	}
}
