package engine

import (
	"fmt"
	"slices"
)

// What-if: the possible final standings while the last games are played
// (docs/tiebreaks.md §9.6). The games of the last paired round without a
// result are given every combination of results; each combination is
// ranked with the whole tie-break list exactly as Compute ranks the
// completed event, so the ranks are exact, not estimates. What makes
// thousands of combinations fast (whatIfRanks) leaves out only work whose
// result is known: the tests compare every combination with Compute.

// MaxPendingGames is the largest number of pending games WhatIf accepts:
// 3⁸ = 6,561 combinations.
const MaxPendingGames = 8

// Pending is a game of the last paired round without a result: White's and
// Black's start numbers (for a game without colours, the lower start number
// is White).
type Pending struct {
	Round        int
	White, Black int
}

// Outcome is a result of a pending game.
type Outcome uint8

// The outcomes of a pending game.
const (
	WhiteWins Outcome = iota
	Drawn
	BlackWins
)

var outcomeNames = [...]string{"1-0", "½-½", "0-1"}

// String returns "1-0", "½-½" or "0-1".
func (o Outcome) String() string { return outcomeNames[o] }

// WhatIfResult is every participant's best and worst possible rank over
// every combination of results of the pending games.
type WhatIfResult struct {
	Pending   []Pending
	Scenarios int
	// Players, by start number.
	Players []WhatIfPlayer
}

// WhatIfPlayer is one participant's best and worst rank (a shared rank
// counts as its number) and the combinations in which he has his best
// rank, as conditions: each condition gives, for every pending game, the
// outcomes it allows (all three when the game does not matter); the
// participant has his best rank exactly when one of them holds.
type WhatIfPlayer struct {
	Start       int
	Name        string
	Best, Worst int
	Needs       [][][]Outcome
}

// PendingGames returns the games of the last paired round without a
// result, in start-number order of White.
func PendingGames(ev *Event) []Pending {
	return lastRoundGames(ev, true)
}

// LastRoundGames returns every game of the last paired round, played or
// not, in start-number order of White: the games a user may mark as still
// being played (Unfinished).
func LastRoundGames(ev *Event) []Pending {
	return lastRoundGames(ev, false)
}

// Unfinished returns a copy of ev in which the given games of the last
// paired round have no result yet (what-if while they are played).
func Unfinished(ev *Event, games []Pending) *Event {
	work, entries, _ := scenarioEvent(ev, games)
	for _, e := range entries {
		e[0].Kind, e[1].Kind = NotYet, NotYet
		e[0].HasOverride, e[1].HasOverride = false, false
	}
	return work
}

func lastRoundGames(ev *Event, pendingOnly bool) []Pending {
	r := ev.PlayedRounds
	if r < 1 {
		return nil
	}
	var out []Pending
	for _, p := range ev.Players {
		if r > len(p.Rounds) {
			continue
		}
		e := p.Rounds[r-1]
		if e.Opponent <= 0 || (pendingOnly && e.Kind != NotYet) || !(e.Kind == NotYet || e.Kind.OTB()) {
			continue
		}
		switch {
		case e.Colour == White, e.Colour != Black && p.StartNo < e.Opponent:
			out = append(out, Pending{Round: r, White: p.StartNo, Black: e.Opponent})
		}
	}
	return out
}

// WhatIf computes the standings for every combination of results of the
// pending games (at most MaxPendingGames) under opt, after the last paired
// round, and returns each participant's best and worst rank and what he
// needs for his best.
func WhatIf(ev *Event, opt Options) (*WhatIfResult, error) {
	sr, err := whatIfRanks(ev, opt)
	if err != nil {
		return nil, err
	}
	n, k := sr.scenarios, len(sr.games)
	res := &WhatIfResult{Pending: sr.games, Scenarios: n}
	in := make([]bool, n)
	for x, p := range sr.players {
		rs := sr.ranks[x*n : (x+1)*n]
		wp := WhatIfPlayer{Start: p.StartNo, Name: p.Name, Best: int(rs[0]), Worst: int(rs[0])}
		for _, r := range rs {
			wp.Best, wp.Worst = min(wp.Best, int(r)), max(wp.Worst, int(r))
		}
		for s, r := range rs {
			in[s] = int(r) == wp.Best
		}
		wp.Needs = conditions(in, k)
		res.Players = append(res.Players, wp)
	}
	return res, nil
}

// scenarioRanks is every participant's rank in every combination of
// results of the pending games (scenario s: game g has the outcome of the
// g-th base-3 digit of s).
type scenarioRanks struct {
	games     []Pending
	scenarios int
	// players are the participants of the standings (teams in a team
	// event), by start number.
	players []*Player
	// ranks[x*scenarios+s] is players[x]'s rank in scenario s.
	ranks []int32
}

// whatIfRanks ranks the participants in every scenario of the pending
// games (WhatIf).
//
// The scenarios differ only in the results of the pending games, so the
// event is settled (edition, system, list) and flattened into a calc once.
// Nothing else of a Compute depends on the results of the games: the
// checks of the scores look at the scoring and the overrides, the list and
// the system at the pairings. Each scenario then writes into the event the
// results that changed since the previous one (in base 3, game 0 changes
// every time, game 1 every third…), replays the rounds of the players of
// those games into the calc (calc.replay: the same code that filled
// them), and ranks with the partition and the matrix of results of the
// previous scenario.
//
// Only the ranks are kept: the values after the last split are not
// computed (Options.ranksOnly), nor those of participants already alone
// (column.only), nor explanations or warnings. The values of a local key
// (registry) are kept from one scenario to the next, except for the
// players whose rounds changed and their opponents; the other columns are
// emptied.
func whatIfRanks(ev *Event, opt Options) (_ *scenarioRanks, err error) {
	games := PendingGames(ev)
	if len(games) == 0 {
		return nil, codedf("whatif-none", "no game of the last paired round is waiting for its result")
	}
	if len(games) > MaxPendingGames {
		return nil, codedf("whatif-too-many", "%d games are waiting for their result; what-if combines at most %d (%d combinations)", len(games), MaxPendingGames, pow3(MaxPendingGames))
	}
	n := pow3(len(games))
	sr := &scenarioRanks{games: games, scenarios: n}
	work, entries, players := scenarioEvent(ev, games)
	opt.Round, opt.ranksOnly, opt.Explain = ev.PlayedRounds, true, 0
	defer stopped(&err)
	setScenario(entries, 0)
	st, c, err := prepare(work, opt)
	if err != nil {
		return nil, err
	}
	// the list and the edition chosen once, for every combination
	opt.TieBreaks, opt.Preset, opt.Edition = st.TieBreaks, "", st.Edition
	p := newPartition(c.start)
	first := slices.Clone(p.perm) // player indices by start number
	pos := make([]int, c.np)      // a player index's position in sr.players
	for x, i := range first {
		sr.players = append(sr.players, &c.ev.Players[i])
		pos[i] = x
	}
	sr.ranks = make([]int32, c.np*n)
	cols, _ := newColumns(c.np, len(st.TieBreaks))
	var rev [][]int // rev[o]: the players who have o as an opponent
	if c.team == nil {
		for j, d := range st.TieBreaks {
			if lookup(d.Code).local {
				cols[j].kept, cols[j].need = make([]bool, c.np), make([]bool, c.np)
			}
		}
		rev = opponentsOf(c)
	}
	idx, points := startIndex(work), pointsByKind(&work.Scoring)
	var moved, dirty []int
	for s := 0; s < n; s++ {
		if s > 0 {
			moved, dirty = moved[:0], dirty[:0]
			for g, x, y := 0, s, s-1; g < len(games); g, x, y = g+1, x/3, y/3 {
				if x%3 != y%3 {
					setOutcome(entries[g], Outcome(x%3))
					moved = append(moved, players[2*g], players[2*g+1])
				}
			}
			if c.team == nil {
				c.replay(moved, idx, &points)
				for _, i := range moved {
					dirty = append(append(dirty, i), rev[i]...)
				}
			} else {
				// A team event ranks the teams' events, made from the
				// teams' matches by prepare: made again.
				if st, c, err = prepare(work, opt); err != nil {
					return nil, err
				}
			}
			p.resetTo(first)
			for _, col := range cols {
				col.forget(dirty)
			}
		}
		refine(c, st.TieBreaks, p, cols, nil)
		from := 0
		for _, to := range p.ends {
			for _, i := range p.perm[from:to] {
				sr.ranks[pos[i]*n+s] = int32(from + 1)
			}
			from = to
		}
	}
	return sr, nil
}

// opponentsOf returns, for every player index o, the players whose rounds
// 1…N have o as their opponent (a player whose opponent's results change
// sees his local values change).
func opponentsOf(c *calc) [][]int {
	rev := make([][]int, c.np)
	for i := 0; i < c.np; i++ {
		_, opps, _ := c.rounds(i)
		for _, o := range opps {
			if o >= 0 && !slices.Contains(rev[o], i) {
				rev[o] = append(rev[o], i)
			}
		}
	}
	return rev
}

// replay writes the rounds of the given players, changed in c.ev, into c
// again, with their totals, and drops what was derived from the old rounds
// (the memos; the budget of vector components starts again): c is then
// what newCalc would make of c.ev. idx is startIndex(c.ev), points
// pointsByKind(&c.ev.Scoring).
func (c *calc) replay(players []int, idx []int32, points *[ZPB + 1][2]Score) {
	for _, i := range players {
		c.fill(i, idx, points)
		c.totalsOf(i, i+1)
	}
	c.memo, c.oppMemo = newMemo(), &oppScoreMemo{}
	c.budget = &budget{limit: c.budget.limit}
}

func pow3(k int) int {
	n := 1
	for ; k > 0; k-- {
		n *= 3
	}
	return n
}

// scenarioEvent returns a copy of ev whose pending games can be set
// (setScenario): for each game, White's and Black's entries; and the
// indices of their players, White's and Black's of each game in turn.
func scenarioEvent(ev *Event, games []Pending) (*Event, [][2]*Entry, []int) {
	work := *ev
	work.Players = append([]Player(nil), ev.Players...)
	entries := make([][2]*Entry, len(games))
	var players []int
	for g, p := range games {
		for side, start := range [2]int{p.White, p.Black} {
			i := work.index(start)
			pl := &work.Players[i]
			pl.Rounds = append([]Entry(nil), pl.Rounds...)
			entries[g][side] = &pl.Rounds[p.Round-1]
			players = append(players, i)
		}
	}
	return &work, entries, players
}

// setScenario gives the pending games the results of scenario s: game g
// has the outcome of the g-th base-3 digit of s.
func setScenario(entries [][2]*Entry, s int) {
	for _, e := range entries {
		setOutcome(e, Outcome(s%3))
		s /= 3
	}
}

// setOutcome gives a pending game, White's and Black's entries, outcome o.
func setOutcome(e [2]*Entry, o Outcome) {
	w, b := e[0], e[1]
	switch o {
	case WhiteWins:
		w.Kind, b.Kind = Win, Loss
	case Drawn:
		w.Kind, b.Kind = Draw, Draw
	case BlackWins:
		w.Kind, b.Kind = Loss, Win
	}
}

// conditions covers the scenarios marked in (indexed in base 3, game 0
// the lowest digit) by a few conditions, each the outcomes it allows per
// game, and each holding only for marked scenarios: from every scenario
// not yet covered, the allowed outcomes of each game are widened in turn
// as far as the condition stays inside the marked set.
func conditions(in []bool, k int) [][][]Outcome {
	covered := make([]bool, len(in))
	var out [][][]Outcome
	for s := range in {
		if !in[s] || covered[s] {
			continue
		}
		allowed := make([]uint8, k) // bit o: outcome o allowed
		for g, x := 0, s; g < k; g, x = g+1, x/3 {
			allowed[g] = 1 << (x % 3)
		}
		for g := 0; g < k; g++ {
			for o := uint8(0); o < 3; o++ {
				if allowed[g]&(1<<o) != 0 {
					continue
				}
				allowed[g] |= 1 << o
				if !inside(in, allowed) {
					allowed[g] &^= 1 << o
				}
			}
		}
		forEach(allowed, func(x int) bool { covered[x] = true; return true })
		cond := make([][]Outcome, k)
		for g, a := range allowed {
			for o := Outcome(0); o < 3; o++ {
				if a&(1<<o) != 0 {
					cond[g] = append(cond[g], o)
				}
			}
		}
		out = append(out, cond)
	}
	return out
}

// inside reports whether every scenario the condition allows is marked.
func inside(in []bool, allowed []uint8) bool {
	return forEach(allowed, func(s int) bool { return in[s] })
}

// forEach calls f with every scenario a condition allows until f returns
// false (inside stops at the first scenario outside: a condition widened
// too far usually finds one early), and reports whether f always returned
// true.
func forEach(allowed []uint8, f func(s int) bool) bool {
	var rec func(g, s, mul int) bool
	rec = func(g, s, mul int) bool {
		if g == len(allowed) {
			return f(s)
		}
		for o := 0; o < 3; o++ {
			if allowed[g]&(1<<o) != 0 && !rec(g+1, s+o*mul, mul*3) {
				return false
			}
		}
		return true
	}
	return rec(0, 0, 1)
}

// String describes a pending game, e.g. "round 9: 3 – 7".
func (p Pending) String() string {
	return fmt.Sprintf("round %d: %d – %d", p.Round, p.White, p.Black)
}
