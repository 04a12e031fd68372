package gen

import (
	"math/rand"

	"github.com/spareggi/spareggi/engine"
)

// RoundRobin generates a round robin of np players by the circle method:
// a free round for each player when np is odd, random results, a few
// forfeits, and a withdrawal whose games after it are forfeited.
func RoundRobin(np int, seed int64) *engine.Event {
	rng := rand.New(rand.NewSource(seed))
	m := np + np%2 // with a dummy player when odd
	rounds := m - 1
	ev := &engine.Event{Name: "generated round robin", Scoring: engine.DefaultScoring(), System: engine.RoundRobin,
		Rounds: rounds, PlayedRounds: rounds}
	ev.Players = make([]engine.Player, np)
	for i := range ev.Players {
		ev.Players[i] = engine.Player{StartNo: i + 1, Rating: 2400 - 10*i, Rounds: make([]engine.Entry, rounds)}
	}
	withdrawn, from := rng.Intn(np), 1+rng.Intn(rounds)
	circle := make([]int, m)
	for i := range circle {
		circle[i] = i
	}
	for r := 0; r < rounds; r++ {
		for x := 0; x < m/2; x++ {
			a, b := circle[x], circle[m-1-x]
			if (r+x)%2 == 1 {
				a, b = b, a
			}
			if a >= np || b >= np {
				p := min(a, b)
				ev.Players[p].Rounds[r] = engine.Entry{Kind: engine.ZPB}
				continue
			}
			ka, kb := engine.Draw, engine.Draw
			switch rng.Intn(10) {
			case 0, 1, 2, 3:
				ka, kb = engine.Win, engine.Loss
			case 4, 5, 6:
				ka, kb = engine.Loss, engine.Win
			case 7:
				ka, kb = engine.ForfeitWin, engine.ForfeitLoss
			}
			if (a == withdrawn || b == withdrawn) && r+1 >= from {
				ka, kb = engine.ForfeitWin, engine.ForfeitWin
				if a == withdrawn {
					ka = engine.ForfeitLoss
				} else {
					kb = engine.ForfeitLoss
				}
			}
			ev.Players[a].Rounds[r] = engine.Entry{Kind: ka, Opponent: b + 1, Colour: engine.White}
			ev.Players[b].Rounds[r] = engine.Entry{Kind: kb, Opponent: a + 1, Colour: engine.Black}
		}
		// rotate every position but the first
		last := circle[m-1]
		copy(circle[2:], circle[1:m-1])
		circle[1] = last
	}
	return ev
}
