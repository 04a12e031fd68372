package engine

import (
	"strings"
	"testing"
)

// TestPlayedKeepsVURRule checks that /P leaves the C.07 16.5 rule in force:
// /P makes forfeits against a known opponent games, but half-point and
// zero-point byes stay voluntary unplayed rounds, cut first by their
// contribution. The event has no forfeit at all, so every variant with /P
// equals the same variant without it; player 1 has a half-point bye in
// round 1 (the regulation's values, as the FIDE reference checker prints
// them, are in want).
func TestPlayedKeepsVURRule(t *testing.T) {
	ev := build(t, "2025/06/01", Swiss,
		"2000: H 5w1 4b1",
		"1900: 3w1 4w1 3b=",
		"1800: 2b0 U 2w=",
		"1700: 5w1 2b0 1w0",
		"1600: 4b0 1b0 U",
	)
	variants := []string{"BH/C1", "BH/C2", "BH/M1", "BH/M2", "FB/C1", "FB/M1", "SB/C1", "SB/C2", "SB/M1"}
	want := map[Edition]map[string]string{
		Fide2024: {"BH/C1/P": "2.0", "BH/C2/P": "1.0", "FB/C1/P": "2.5", "SB/C1/P": "2.00"},
		Fide2026: {"BH/C1/P": "2.0"},
	}
	for _, ed := range []Edition{Fide2024, Fide2026} {
		list := strings.Join(variants, ",")
		for _, v := range variants {
			list += "," + v + "/P"
		}
		got := values(t, ev, ed, list)
		for p := 1; p <= 5; p++ {
			for k, v := range variants {
				if plain, played := got[p][k], got[p][len(variants)+k]; plain != played {
					t.Errorf("%s: player %d: %s/P = %s, %s = %s (no forfeit: /P changes nothing)", ed, p, v, played, v, plain)
				}
			}
		}
		for k, v := range variants {
			if w, ok := want[ed][v+"/P"]; ok && got[1][len(variants)+k] != w {
				t.Errorf("%s: player 1: %s/P = %s, want %s", ed, v, got[1][len(variants)+k], w)
			}
		}
	}
}
