package gen

import (
	"fmt"

	"github.com/spareggi/spareggi/engine"
)

// Tied generates the pathological shape of the cost tests: n players (n
// even) and one round in which every game is drawn, so that all n are
// tied on points and every group operation sees one group of n.
func Tied(n int) *engine.Event {
	ev := &engine.Event{Name: fmt.Sprintf("Generated tie %d x 1", n), Scoring: engine.DefaultScoring(),
		System: engine.Swiss, Rounds: 1, PlayedRounds: 1,
		StartDate: engine.Date{Y: 2026, M: 5, D: 1}}
	ev.Players = make([]engine.Player, n)
	for i := range ev.Players {
		o, c := i+2, engine.White
		if i%2 == 1 {
			o, c = i, engine.Black
		}
		ev.Players[i] = engine.Player{StartNo: i + 1, Name: fmt.Sprintf("Player %05d", i+1), Rating: 2000 + i%400,
			Federation: "ITA", Rounds: []engine.Entry{{Kind: engine.Draw, Opponent: o, Colour: c}}}
	}
	return ev
}

// Levels generates n players and r rounds of a Swiss (Swiss(n, r, seed))
// scored with uneven points, so that almost every participant has a
// final score of his own: thousands of score levels for SEQ, RRO and the
// Koya limits.
func Levels(n, r int, seed int64) *engine.Event {
	ev := Swiss(n, r, seed, false)
	ev.Name = fmt.Sprintf("Generated levels %d x %d", n, r)
	ev.Scoring.WinWhite, ev.Scoring.WinBlack = 371, 53
	ev.Scoring.DrawWhite, ev.Scoring.DrawBlack = 117, 29
	ev.Scoring.LossWhite, ev.Scoring.LossBlack = 1, 7
	return ev
}
