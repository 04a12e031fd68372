package formats

import (
	"os"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestPGNVegaResultTag reads a real PGN of one round as Vega publishes it
// (testdata/real/vega-hbcc-president-cup-juniors-blitz-2024-r1.pgn,
// SOURCES.md): games without moves, each result in its Result tag and the
// movetext only `*`. The tag's result is read (before, the `*` left all
// 15 games unplayed: standings after round 0), and every player is kept,
// "Saha,Avinandan (Arjun)" with his nickname in parentheses among them.
func TestPGNVegaResultTag(t *testing.T) {
	data, err := os.ReadFile("../../testdata/real/vega-hbcc-president-cup-juniors-blitz-2024-r1.pgn")
	if err != nil {
		t.Fatal(err)
	}
	ev, rep, err := ReadString(string(data), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatPGN || len(ev.Players) != 30 {
		t.Fatalf("read as %s with %d players, want PGN with 30", rep.Format, len(ev.Players))
	}
	byName := map[string]*engine.Player{}
	for i := range ev.Players {
		byName[ev.Players[i].Name] = &ev.Players[i]
	}
	// Board 1: Das,Ayush 0-1 Nguyen,Anh Kiet; board 4: Saha,Avinandan
	// (Arjun) 1-0 Menezes,Hazel Angelica (the page's round 1).
	for name, want := range map[string]engine.Kind{"Das,Ayush": engine.Loss, "Nguyen,Anh Kiet": engine.Win,
		"Saha,Avinandan (Arjun)": engine.Win, "Menezes,Hazel Angelica": engine.Loss} {
		p := byName[name]
		if p == nil || len(p.Rounds) != 1 || p.Rounds[0].Kind != want {
			t.Errorf("%s: %+v, want one round %v", name, p, want)
		}
	}
	wins, losses := 0, 0
	for _, p := range ev.Players {
		switch p.Rounds[0].Kind {
		case engine.Win:
			wins++
		case engine.Loss:
			losses++
		}
	}
	if wins != 15 || losses != 15 {
		t.Errorf("%d wins and %d losses, want 15 of each (no draw in round 1)", wins, losses)
	}
}
