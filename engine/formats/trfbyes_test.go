package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// byesTRF is a Swiss of six players and three rounds as an older program
// writes it (docs/formats.md §5.9): the four players not paired in round 2
// took half-point byes, written "0000 - -" (a forfeit loss without
// opponent to TRF16), while the points field of each counts the ½. r2 is
// the block of player 5's round 2.
func byesTRF(r2 string) []byte {
	return trfText(
		"012 Older program",
		p001(1, "Uno", 0, "2.5", "   2 w 1", "   6 b =", "   4 w 1"),
		p001(2, "Due", 0, "1.5", "   1 b 0", "0000 - -", "   5 w 1"),
		p001(3, "Tre", 0, "1.5", "   4 w =", "0000 - -", "   6 w ="),
		p001(4, "Quattro", 0, "1.0", "   3 b =", "0000 - -", "   1 b 0"),
		p001(5, "Cinque", 0, "0.5", "   6 w 0", r2, "   2 b 0"),
		p001(6, "Sei", 0, "2.0", "   5 b 1", "   1 w =", "   3 b ="),
	)
}

// TestDeclaredByes (docs/formats.md §5.9, Q-TRF-BYES): a round without
// opponent coded "-" (or left blank) that the declared points need as a
// bye is asked about, one question per player naming the rounds, and by
// default read as the bye the total implies (marked assumed) with a
// warning naming the rounds (W-TRF-BYES-DECLARED), so that no player ranks
// by a reading the file contradicts without being told; "keep"
// leaves the zero-point bye and the points warning. An explicit "Z" is a
// zero-point bye and is not asked about.
func TestDeclaredByes(t *testing.T) {
	ev, rep, err := Read(byesTRF("0000 - -"), Options{Format: FormatTRF})
	if err != nil {
		t.Fatal(err)
	}
	if hasCode(rep.Diagnostics, string(scan.WPoints)) || !hasCode(rep.Diagnostics, string(scan.WTrfByesDeclared)) {
		t.Errorf("want W-TRF-BYES-DECLARED and no W-POINTS after the byes were read: %s", dumpDiags(rep.Diagnostics))
	}
	asked := map[string]scan.Question{}
	for _, q := range rep.Questions {
		asked[q.ID] = q
	}
	for no := 2; no <= 5; no++ {
		p := ev.Players[no-1]
		if e := p.Rounds[1]; e.Kind != engine.HPB || e.Detail != engine.DetailAssumed {
			t.Errorf("player %d, round 2: %s, want an assumed half-point bye", no, entryString(e))
		}
		if got := computed(ev, p); got != *p.DeclaredPoints {
			t.Errorf("player %d: %s points, declared %s", no, got, *p.DeclaredPoints)
		}
		id := "Q-TRF-BYES/p" + string(rune('0'+no))
		q, ok := asked[id]
		if !ok {
			t.Fatalf("%s not asked: %v", id, rep.Questions)
		}
		if q.Blocking || q.Default != "byes" || q.Key != "Q-TRF-BYES" || q.Line != no+1 || q.Col != 102 || q.EndCol != 109 {
			t.Errorf("%s: blocking %v, default %q, key %q, at %d:%d–%d", id, q.Blocking, q.Default, q.Key, q.Line, q.Col, q.EndCol)
		}
		if !strings.Contains(q.Text, "round 2") || !strings.Contains(q.Text, "half-point bye") {
			t.Errorf("%s does not name the round and the bye: %q", id, q.Text)
		}
	}
	if len(asked) != 4 {
		t.Errorf("%d questions, want 4: %v", len(asked), rep.Questions)
	}
	if got := computed(ev, ev.Players[1]); got != 15 {
		t.Errorf("player 2: %s points, want 1.5", got)
	}

	ev, rep, err = Read(byesTRF("0000 - -"), Options{Format: FormatTRF, Answers: map[string]string{"Q-TRF-BYES/p3": "keep"}})
	if err != nil {
		t.Fatal(err)
	}
	if e := ev.Players[2].Rounds[1]; e.Kind != engine.ZPB {
		t.Errorf("kept: player 3, round 2 is %s", entryString(e))
	}
	if e := ev.Players[1].Rounds[1]; e.Kind != engine.HPB {
		t.Errorf("player 2, round 2 is %s, want the half-point bye", entryString(e))
	}
	if !hasCode(rep.Diagnostics, string(scan.WPoints)) {
		t.Errorf("kept: no W-POINTS for player 3: %s", dumpDiags(rep.Diagnostics))
	}

	ev, rep, err = Read(byesTRF("0000 - Z"), Options{Format: FormatTRF})
	if err != nil {
		t.Fatal(err)
	}
	if e := ev.Players[4].Rounds[1]; e.Kind != engine.ZPB || e.Detail == engine.DetailAssumed {
		t.Errorf("Z: player 5, round 2 is %s", entryString(e))
	}
	for _, q := range rep.Questions {
		if q.ID == "Q-TRF-BYES/p5" {
			t.Errorf("asked about an explicit zero-point bye: %q", q.Text)
		}
	}
	if !hasCode(rep.Diagnostics, string(scan.WPoints)) {
		t.Errorf("Z: no W-POINTS for player 5: %s", dumpDiags(rep.Diagnostics))
	}
}
