package corpus

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// TestDeclaredByesReal proves decision 60 (docs/formats.md §5.9) on real
// files: TRFs of Irish events of 2011, written by a program the files do not
// name, code a round without opponent "0000 -" or "-" alone while the
// player's declared points count it as a bye. Each row is the file's own:
// line 29 of the Intermediate championship is
//
//	001   15 w    Shaughnessy, Elizabeth  … 2.0 … 0000 -  …
//
// (0, ½, bye, 0, 1: 1.5 from the games, 2.0 declared), read as the half-point
// bye the total counts; line 29 of the Bunratty Masters is player 16's
// `-` in round 4 (=, 1, 0 then `-`, `-`, 0: 1.5 from the games, 2.5
// declared), read as the round's pairing-allocated bye, the one full point
// without opponent of round 4, while round 5's `-` stays unplayed; line 58 of
// the Galway Major is player 44's "0000 -" in round 5, a full point. Answering
// Q-TRF-BYES with keep reads the round as a zero-point bye and leaves
// W-POINTS instead.
func TestDeclaredByesReal(t *testing.T) {
	for _, tc := range []struct {
		file            string
		player, round   int // start number, round (1-based)
		line            int
		kind            engine.Kind
		declared        engine.Score
		rounds          int // the W-TRF-BYES-DECLARED rounds of the file
		unplayedRound   int // a later "-" of the player that stays unplayed (0: none)
		unplayedRoundIs engine.Kind
	}{
		{"trf-irish-intermediate-champs-2011.trf", 15, 3, 29, engine.HPB, 20, 1, 0, 0},
		{"trf-bunratty-masters-2011.trf", 16, 4, 29, engine.PAB, 25, 5, 5, engine.ZPB},
		{"trf-galway-major-2011.trf", 44, 5, 58, engine.PAB, 15, 8, 0, 0},
	} {
		t.Run(tc.file, func(t *testing.T) {
			ev, rep, err := read(t, tc.file, nil)
			if err != nil {
				t.Fatal(err)
			}
			var warn *formats.Diagnostic
			for i, d := range rep.Diagnostics {
				if d.Code == formats.WTrfByesDeclared {
					warn = &rep.Diagnostics[i]
				}
				if d.Code == formats.WPoints {
					t.Errorf("W-POINTS left: %s", d.Message)
				}
			}
			if warn == nil {
				t.Fatalf("no W-TRF-BYES-DECLARED")
			}
			if n := strings.Count(warn.Message, "(player "); n != tc.rounds {
				t.Errorf("W-TRF-BYES-DECLARED names %d rounds, want %d: %s", n, tc.rounds, warn.Message)
			}
			p := ev.Player(tc.player)
			if p == nil {
				t.Fatalf("no player %d", tc.player)
			}
			if e := p.Rounds[tc.round-1]; e.Kind != tc.kind || e.Detail != engine.DetailAssumed {
				t.Errorf("player %d, round %d: %v %q, want %v assumed", tc.player, tc.round, e.Kind, e.Detail, tc.kind)
			}
			if tc.unplayedRound > 0 {
				if e := p.Rounds[tc.unplayedRound-1]; e.Kind != tc.unplayedRoundIs || e.Detail == engine.DetailAssumed {
					t.Errorf("player %d, round %d: %v %q, want %v as written", tc.player, tc.unplayedRound, e.Kind, e.Detail, tc.unplayedRoundIs)
				}
			}
			if p.DeclaredPoints == nil || *p.DeclaredPoints != tc.declared {
				t.Errorf("player %d: declared %v, want %s", tc.player, p.DeclaredPoints, tc.declared)
			}
			var sum engine.Score
			for _, e := range p.Rounds {
				sum += ev.Scoring.Points(e)
			}
			if sum != tc.declared {
				t.Errorf("player %d: rounds give %s, declared %s", tc.player, sum, tc.declared)
			}
			q := "Q-TRF-BYES/p" + strconv.Itoa(tc.player)
			if !slices.ContainsFunc(rep.Questions, func(x formats.Question) bool { return x.ID == q && !x.Blocking && x.Line == tc.line }) {
				t.Errorf("%s not asked at line %d: %v", q, tc.line, rep.Questions)
			}

			ev, rep, err = read(t, tc.file, map[string]string{q: "keep"})
			if err != nil {
				t.Fatal(err)
			}
			if e := ev.Player(tc.player).Rounds[tc.round-1]; e.Kind != engine.ZPB {
				t.Errorf("kept: player %d, round %d is %v, want a zero-point bye", tc.player, tc.round, e.Kind)
			}
			if !slices.ContainsFunc(rep.Diagnostics, func(d formats.Diagnostic) bool { return d.Code == formats.WPoints && d.Line == tc.line }) {
				t.Errorf("kept: no W-POINTS at line %d", tc.line)
			}
		})
	}
}
