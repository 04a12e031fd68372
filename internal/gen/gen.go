// Package gen generates synthetic tournaments for benchmarks and
// differential tests: Swiss events with byes, forfeits, withdrawals and late
// results, and round robins. Randomness only chooses the games; the values
// computed from the events are exact like any others.
package gen

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// Swiss generates a Swiss event of n players and r rounds, deterministic for
// a seed: about 2 % half-point byes, 1 % zero-point byes, 1 % forfeits, 2 %
// of the players withdrawing, a pairing-allocated bye when the number of
// players to pair is odd, and a few unrated players when unrated is set.
func Swiss(n, r int, seed int64, unrated bool) *engine.Event {
	rng := rand.New(rand.NewSource(seed))
	ev := &engine.Event{Name: fmt.Sprintf("Generated Swiss %d x %d", n, r), Scoring: engine.DefaultScoring(),
		System: engine.Swiss, Rounds: r, PlayedRounds: r,
		StartDate: engine.Date{Y: 2026, M: 5, D: 1}}
	ev.Players = make([]engine.Player, n)
	for i := range ev.Players {
		rating := 2700 - i*1200/max(n, 1) - rng.Intn(50)
		if unrated && rng.Intn(50) == 0 {
			rating = 0
		}
		ev.Players[i] = engine.Player{StartNo: i + 1, Name: fmt.Sprintf("Player %05d", i+1), Rating: rating,
			Federation: "ITA", Rounds: make([]engine.Entry, r)}
	}
	g := &swissGen{rng: rng, ev: ev, score: make([]int, n), withdrawn: make([]int, n), met: make(map[[2]int]bool)}
	for i := range g.withdrawn {
		if rng.Intn(50) == 0 {
			g.withdrawn[i] = 2 + rng.Intn(max(r-1, 1))
		}
	}
	for round := 0; round < r; round++ {
		g.pair(round, g.pool(round))
	}
	return ev
}

// swissGen is the state of Swiss: the random source, the event, each
// player's score in tenths, the round from which each player is absent
// (0 = never), and the pairs that have met.
type swissGen struct {
	rng       *rand.Rand
	ev        *engine.Event
	score     []int
	withdrawn []int
	met       map[[2]int]bool
}

// pool gives the players who do not play round their bye or absence and
// returns the others, by score, after giving the last of an odd pool the
// pairing-allocated bye.
func (g *swissGen) pool(round int) []int {
	var pool []int
	for i := range g.ev.Players {
		e := &g.ev.Players[i].Rounds[round]
		switch {
		case g.withdrawn[i] > 0 && round+1 >= g.withdrawn[i]:
			e.Kind, e.Detail = engine.ZPB, engine.DetailWithdrawn
		case g.rng.Intn(50) == 0:
			e.Kind = engine.HPB
			g.score[i] += 5
		case g.rng.Intn(100) == 0:
			e.Kind = engine.ZPB
		default:
			pool = append(pool, i)
		}
	}
	sort.SliceStable(pool, func(a, b int) bool { return g.score[pool[a]] > g.score[pool[b]] })
	if len(pool)%2 == 1 {
		last := pool[len(pool)-1]
		g.ev.Players[last].Rounds[round] = engine.Entry{Kind: engine.PAB}
		g.score[last] += 10
		pool = pool[:len(pool)-1]
	}
	return pool
}

// pair pairs the pool of round in order, each player with the next one
// (within 40) not met yet, else the next one, and plays the games.
func (g *swissGen) pair(round int, pool []int) {
	used := make([]bool, len(pool))
	for a := 0; a < len(pool); a++ {
		if used[a] {
			continue
		}
		b := -1
		for c := a + 1; c < len(pool) && c < a+40; c++ {
			if !used[c] && !g.met[key(pool[a], pool[c])] {
				b = c
				break
			}
		}
		if b < 0 {
			for c := a + 1; c < len(pool); c++ {
				if !used[c] {
					b = c
					break
				}
			}
		}
		if b < 0 {
			break
		}
		used[a], used[b] = true, true
		i, j := pool[a], pool[b]
		g.met[key(i, j)] = true
		if (round+a)%2 == 1 {
			i, j = j, i
		}
		ps := g.ev.Players
		wi, wj := game(g.rng, ps[i].Rating, ps[j].Rating)
		ei := engine.Entry{Kind: wi, Opponent: j + 1, Colour: engine.White}
		ej := engine.Entry{Kind: wj, Opponent: i + 1, Colour: engine.Black}
		ps[i].Rounds[round], ps[j].Rounds[round] = ei, ej
		g.score[i] += int(g.ev.Scoring.Points(ei))
		g.score[j] += int(g.ev.Scoring.Points(ej))
	}
}

func key(a, b int) [2]int {
	if a > b {
		a, b = b, a
	}
	return [2]int{a, b}
}

// game draws a result for White rated a against Black rated b.
func game(rng *rand.Rand, a, b int) (engine.Kind, engine.Kind) {
	if rng.Intn(100) == 0 {
		if rng.Intn(2) == 0 {
			return engine.ForfeitWin, engine.ForfeitLoss
		}
		return engine.ForfeitLoss, engine.ForfeitWin
	}
	x := rng.Intn(1000) + (a-b)/2
	switch {
	case x > 620:
		return engine.Win, engine.Loss
	case x > 320:
		return engine.Draw, engine.Draw
	}
	return engine.Loss, engine.Win
}

// TRF writes the event as TRF16 player records (for CLI benchmarks and
// tests; the full TRF26 writer is formats.WriteTRF).
func TRF(ev *engine.Event) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "012 %s\n042 %s\n092 Individual: Swiss-System\nXXR %d\n", ev.Name, ev.StartDate, ev.Rounds)
	for _, p := range ev.Players {
		var pts engine.Score
		for _, e := range p.Rounds {
			pts += ev.Scoring.Points(e)
		}
		rating := ""
		if p.Rating > 0 {
			rating = fmt.Sprint(p.Rating)
		}
		fmt.Fprintf(&b, "001 %4d      %-33s %4s %-3s %11s %10s %4s %4d", p.StartNo, p.Name, rating, p.Federation, "", "", pts, 0)
		for _, e := range p.Rounds {
			opp := "0000"
			if e.Opponent > 0 {
				opp = fmt.Sprintf("%4d", e.Opponent)
			}
			fmt.Fprintf(&b, "  %s %s %s", opp, e.Colour, e.Kind.Code())
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}

// TieBreakKeys returns n distinct tie-break keys an individual Swiss
// accepts, comma-separated: every individual code of the registry and its
// variants in registry order, then the reverse (/R) of the scalar codes,
// as a user who asked for everything would list them (the benchmarks of
// the bound on explanations, engine.MaxExplained). The vector codes (RRO,
// SEQ, KSX, KSR) are left out: the page and the JS API bound their
// components on their own (engine.BrowserMaxComponents), and on 2,000
// players they pass it together. It panics past the keys there are.
func TieBreakKeys(n int) string {
	var keys, reverse []string
	for _, c := range engine.Codes() {
		if c.Team || c.Vector || c.Code == "LOT" {
			continue
		}
		keys = append(keys, c.Code)
		keys = append(keys, c.Variants...)
		if c.Reverse {
			reverse = append(reverse, c.Code+"/R")
		}
	}
	return strings.Join(append(keys, reverse...)[:n], ",")
}
