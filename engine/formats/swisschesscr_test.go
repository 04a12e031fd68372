package formats

import (
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestSwissChessCrosstable (docs/formats.md §12.2): Swiss-Chess's
// progress table ("Fortschrittstabelle … (nach Rangliste)", `Nr.
// Teilnehmer ELO NWZ 1 2 3 Punkte Buchh SoBerg`) copied from a club's
// page: ranks with a dot, German colour letters (`5w1`, `3s1`), a lone
// `+` for the bye (spielfrei: a full point without opponent, Q-BYE's
// pairing-allocated bye by default), `5w+`/`4s-` for a forfeit, an empty
// cell for a round not played; Buchh and SoBerg kept as printed columns.
func TestSwissChessCrosstable(t *testing.T) {
	ev, rep, err := Read(xreadFile(t, "x-sc-crosstable.txt"), Options{FileName: "x-sc-crosstable.txt"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatChessResults || len(ev.Players) != 5 || ev.Rounds != 3 || ev.PlayedRounds != 3 {
		t.Fatalf("format %s, %d players, %d rounds (%d played)", rep.Format, len(ev.Players), ev.Rounds, ev.PlayedRounds)
	}
	want := []struct {
		sno, round int
		kind       engine.Kind
		opp        int
		colour     engine.Colour
	}{
		{1, 1, engine.Win, 5, engine.White},
		{1, 2, engine.Win, 3, engine.Black},
		{2, 2, engine.PAB, 0, engine.NoColour},
		{3, 1, engine.PAB, 0, engine.NoColour},
		{4, 2, engine.ForfeitWin, 5, engine.White},
		{5, 2, engine.ForfeitLoss, 4, engine.Black},
		{5, 3, engine.ZPB, 0, engine.NoColour},
	}
	for _, w := range want {
		r := ev.Player(w.sno).Rounds[w.round-1]
		if r.Kind != w.kind || r.Opponent != w.opp || r.Colour != w.colour {
			t.Errorf("player %d, round %d: %v %d %v, want %v %d %v", w.sno, w.round, r.Kind, r.Opponent, r.Colour, w.kind, w.opp, w.colour)
		}
	}
	cols := ev.DeclaredColumns
	if len(cols) != 2 || cols[0].Name != "Buchh" || cols[0].Hint != "BH" || cols[1].Name != "SoBerg" || cols[1].Hint != "SB" || cols[1].Program != "swisschess" {
		t.Errorf("declared columns %+v", cols)
	}
	if p := ev.Player(2); p.Name != "Bauer,Bernd" || p.DeclaredPoints == nil || p.DeclaredRank != 2 || len(p.DeclaredTieBreaks) != 2 || p.DeclaredTieBreaks[1] != "2.25" {
		t.Errorf("player 2: %q, declared %v %d %v", p.Name, p.DeclaredPoints, p.DeclaredRank, p.DeclaredTieBreaks)
	}
}
