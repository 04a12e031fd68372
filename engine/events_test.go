// Generated events for the differential tests of the engine: Swiss events
// and round robins with byes, forfeits, withdrawals, rounds not played
// yet, other scorings and negative points.

package engine_test

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// randomEvent is an event of randomEvents, with the system and the
// standings round to compute it with (0: the last).
type randomEvent struct {
	name  string
	ev    *engine.Event
	sys   engine.System
	round int
}

// randomEvents returns random Swiss events and round robins with byes,
// forfeits, withdrawals, rounds not played yet, other scorings and
// negative points, some computed before their last round.
func randomEvents() []randomEvent {
	var events []randomEvent
	for seed := int64(1); seed <= 6; seed++ {
		rounds := 5 + int(seed)
		sw := gen.Swiss(40+int(seed)*23, rounds, seed, seed%2 == 0)
		events = append(events,
			randomEvent{fmt.Sprintf("swiss-%d", seed), sw, engine.Swiss, rounds},
			randomEvent{fmt.Sprintf("swiss-%d-round-%d", seed, rounds-2), sw, engine.Swiss, rounds - 2},
			randomEvent{fmt.Sprintf("swiss-%d-before-last", seed), sw, engine.Swiss, rounds - 1},
			randomEvent{fmt.Sprintf("swiss-%d-as-rr", seed), sw, engine.RoundRobin, rounds},
			randomEvent{fmt.Sprintf("swiss-%d-mutated", seed), mutate(gen.Swiss(30+int(seed)*7, rounds, seed+100, true), seed), engine.Swiss, rounds},
			randomEvent{fmt.Sprintf("swiss-%d-negative", seed), negative(gen.Swiss(30, rounds, seed+200, false), seed), engine.Swiss, rounds},
			randomEvent{fmt.Sprintf("rr-%d", seed), roundRobin(5+int(seed)*2, seed), engine.RoundRobin, 0},
			randomEvent{fmt.Sprintf("rr-%d-mutated", seed), mutate(roundRobin(6+int(seed), seed+50), seed), engine.RoundRobin, 0},
		)
	}
	return events
}

// mutate changes an event so that the unusual cases occur often: rounds
// not played yet, overridden points (negative ones too), other forfeits,
// a 3-1-0 scoring with ½-point byes.
func mutate(ev *engine.Event, seed int64) *engine.Event {
	rng := rand.New(rand.NewSource(seed))
	if seed%2 == 1 {
		ev.Scoring = engine.Scoring{WinWhite: 30, WinBlack: 30, DrawWhite: 10, DrawBlack: 10,
			ForfeitWin: 30, PAB: 30, FPB: 30, HPB: 10}
	}
	for i := range ev.Players {
		for r := range ev.Players[i].Rounds {
			e := &ev.Players[i].Rounds[r]
			switch x := rng.Intn(40); {
			case x == 0:
				e.Kind = engine.NotYet
			case x == 1:
				e.HasOverride, e.Override = true, engine.Score(rng.Intn(50)-20)
			case x == 2 && e.Opponent > 0:
				e.Kind = engine.ForfeitLoss
			case x == 3 && e.Opponent > 0:
				e.Kind = engine.ForfeitWin
			case x == 4:
				e.Kind, e.Opponent = engine.HPB, 0
			case x == 5 && e.Colour == engine.Black:
				e.Colour = engine.White
			case x == 5:
				e.Colour = engine.Black // a colour changed, or given to a bye
			}
		}
	}
	return ev
}

// negative overrides a third of the results with points from −3 to 1, so
// that scores below zero meet in the same cut (the order of the
// Sonneborn-Berger contributions of negative scores).
func negative(ev *engine.Event, seed int64) *engine.Event {
	rng := rand.New(rand.NewSource(seed))
	for i := range ev.Players {
		for r := range ev.Players[i].Rounds {
			if e := &ev.Players[i].Rounds[r]; rng.Intn(3) == 0 {
				e.HasOverride, e.Override = true, engine.Score(5*rng.Intn(9)-30)
			}
		}
	}
	return ev
}

// roundRobin generates a round robin of np players by the circle method:
// a free round for each player when np is odd, random results, a few
// forfeits, and a withdrawal whose games after it are forfeited.
func roundRobin(np int, seed int64) *engine.Event {
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

// TestCountsEqualPredicates checks the tabulated count keys (WIN, WON,
// BPG, BWG, REP) against their predicates evaluated round by round, value
// for value and round for round, in every edition on random events.
func TestCountsEqualPredicates(t *testing.T) {
	compared := 0
	for _, e := range randomEvents() {
		n := e.round
		if n == 0 {
			n = e.ev.Rounds
		}
		for _, ed := range engine.Editions {
			k, err := engine.CompareCounts(e.ev, ed, e.sys, n)
			if err != nil {
				t.Errorf("%s: %v", e.name, err)
			}
			compared += k
		}
	}
	t.Logf("%d values and flags compared", compared)
}
