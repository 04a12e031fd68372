package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// What-if: the possible final standings while the last games are played
// (docs/tiebreaks.md §9.8). The games of the last paired round without a
// result are given every combination of results; each combination is
// ranked with the whole tie-break list exactly as Compute ranks the
// completed event, so the ranks are exact, not estimates. What makes
// thousands of combinations fast (whatIfRanks) leaves out only work whose
// result is known: the tests compare every combination with Compute.

// MaxPendingGames is the largest number of pending games WhatIf accepts:
// 3⁸ = 6,561 combinations.
const MaxPendingGames = 8

// MaxScenarios is the most combinations WhatIf ranks: 3⁸ = 6,561, the
// combinations of MaxPendingGames games (or of four team matches of nine
// game-point splits each).
const MaxScenarios = 6561

// MaxWhatIfWork bounds what-if's total work: participants × combinations ×
// rounds. The 100-player Swiss of 9 rounds with 8 games pending (5.9
// million) takes about 1 s in the page; past this bound WhatIf refuses
// with the coded error whatif-work, which names the three numbers.
const MaxWhatIfWork = 10_000_000

// Pending is a game of the last paired round without a result: White's and
// Black's start numbers (for a game without colours, the lower start number
// is White). In a team event it is a team match (Match): White and Black
// are the teams' start numbers, White the team of the white first board
// (the lower start number without colours).
type Pending struct {
	Round        int
	White, Black int
	Match        bool
}

// WhatIfUnit is one pending game or team match of a what-if, with the
// names of its two sides and the outcomes it is given: a game's three
// results, or a match's results (docs/tiebreaks.md §9.8).
type WhatIfUnit struct {
	Pending
	WhiteName, BlackName string
	// Outcomes, indexed by Outcome: for a game WhiteWins, Drawn and
	// BlackWins; for a match its possible results for White's team.
	Outcomes []UnitOutcome
}

// UnitOutcome is one outcome of a pending unit: the result for White
// (Win, Draw or Loss) and, for a match, the game points of each team
// (tenths) with which the combination is computed.
type UnitOutcome struct {
	Result       Kind
	White, Black Score
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
	Pending []Pending
	// Units are the pending games or matches in the order of Pending,
	// with their names and outcomes.
	Units     []WhatIfUnit
	Scenarios int
	// Players, by start number.
	Players []WhatIfPlayer
}

// WhatIfPlayer is one participant's best and worst rank (a shared rank
// counts as its number) and the combinations in which he has his best
// rank, as conditions: each condition gives, for every pending game or
// match, the outcomes it allows (all of them when it does not matter); the
// participant has his best rank exactly when one of them holds.
type WhatIfPlayer struct {
	Start       int
	Name        string
	Best, Worst int
	Needs       [][][]Outcome
}

// PendingGames returns the games of the last paired round without a
// result, in start-number order of White; in a team event, the matches
// without a result (a match with a board still being played).
func PendingGames(ev *Event) []Pending {
	if ev != nil && ev.Teams != nil {
		return lastRoundMatches(ev, true)
	}
	return lastRoundGames(ev, true)
}

// LastRoundGames returns every game of the last paired round, played or
// not, in start-number order of White: the games a user may mark as still
// being played (Unfinished); in a team event, its matches.
func LastRoundGames(ev *Event) []Pending {
	if ev != nil && ev.Teams != nil {
		return lastRoundMatches(ev, false)
	}
	return lastRoundGames(ev, false)
}

// Unfinished returns a copy of ev in which the given games of the last
// paired round have no result yet (what-if while they are played). A match
// marked so has every board still being played.
func Unfinished(ev *Event, games []Pending) *Event {
	var plain []Pending
	var matches []Pending
	for _, g := range games {
		if g.Match {
			matches = append(matches, g)
		} else {
			plain = append(plain, g)
		}
	}
	if len(matches) > 0 && ev.Teams != nil {
		work := *ev
		ts := *ev.Teams
		ts.Teams = append([]Team(nil), ts.Teams...)
		work.Teams = &ts
		for _, m := range matches {
			for _, t := range [2]int{m.White, m.Black} {
				i := ts.index(t)
				if i < 0 || m.Round > len(ts.Teams[i].Rounds) {
					continue
				}
				tm := &ts.Teams[i]
				tm.Rounds = append([]TeamRound(nil), tm.Rounds...)
				tr := &tm.Rounds[m.Round-1]
				tr.Kind, tr.GP = NotYet, 0
				if tr.Boards != nil {
					tr.Boards = make([]Score, len(tr.Boards))
				}
				for _, p := range boardPlayers(ev, tm, m.Round) {
					if x := ev.index(p); x >= 0 && ev.Players[x].Rounds[m.Round-1].Opponent > 0 {
						plain = append(plain, Pending{Round: m.Round, White: p, Black: ev.Players[x].Rounds[m.Round-1].Opponent})
					}
				}
			}
		}
		ev = &work
	}
	work, entries, _ := scenarioEvent(ev, plain)
	for _, e := range entries {
		e[0].Kind, e[1].Kind = NotYet, NotYet
		e[0].HasOverride, e[1].HasOverride = false, false
	}
	return work
}

// index returns the index of the team of a start number, or -1.
func (ts *Teams) index(start int) int {
	for i := range ts.Teams {
		if ts.Teams[i].StartNo == start {
			return i
		}
	}
	return -1
}

// boardPlayers returns the start numbers of a team's players on board 1,
// 2, … of round r: the line-up when the source gives it, otherwise the
// members who have a game or a forfeit in that round, in member order.
func boardPlayers(ev *Event, t *Team, r int) []int {
	if r > len(t.Rounds) {
		return nil
	}
	if lu := t.Rounds[r-1].Lineup; lu != nil {
		return lu
	}
	var out []int
	for _, m := range t.Members {
		x := ev.index(m)
		if x < 0 || r > len(ev.Players[x].Rounds) {
			continue
		}
		if e := ev.Players[x].Rounds[r-1]; e.Opponent > 0 || e.Kind == ForfeitWin || e.Kind == ForfeitLoss {
			out = append(out, m)
		}
	}
	return out
}

// lastRoundMatches returns the matches of the last paired round of a team
// event (pendingOnly: those without a result), White the team of the
// white first board (the lower start number without colours).
func lastRoundMatches(ev *Event, pendingOnly bool) []Pending {
	r := ev.PlayedRounds
	if r < 1 {
		return nil
	}
	var out []Pending
	for _, t := range ev.Teams.Teams {
		if r > len(t.Rounds) {
			continue
		}
		tr := t.Rounds[r-1]
		if tr.Opponent <= 0 || pendingOnly && tr.Kind != NotYet || !(tr.Kind == NotYet || tr.Kind.OTB()) {
			continue
		}
		if tr.Colour == White || tr.Colour != Black && t.StartNo < tr.Opponent {
			out = append(out, Pending{Round: r, White: t.StartNo, Black: tr.Opponent, Match: true})
		}
	}
	return out
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
// pending games (at most MaxScenarios combinations, and at most
// MaxWhatIfWork participants × combinations × rounds) under opt, after the
// last paired round, and returns each participant's best and worst rank
// and what he needs for his best. In a team event the pending units are
// the matches (docs/tiebreaks.md §9.8).
func WhatIf(ev *Event, opt Options) (*WhatIfResult, error) {
	sr, err := whatIfRanks(ev, opt)
	if err != nil {
		return nil, err
	}
	n := sr.scenarios
	res := &WhatIfResult{Pending: sr.games, Units: sr.units, Scenarios: n}
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
		wp.Needs = conditions(in, sr.radix)
		res.Players = append(res.Players, wp)
	}
	return res, nil
}

// scenarioRanks is every participant's rank in every combination of
// results of the pending units (scenario s: unit g has the outcome of the
// g-th digit of s in the mixed radix of the units' outcome counts, unit 0
// the lowest digit).
type scenarioRanks struct {
	games     []Pending
	units     []WhatIfUnit
	radix     []int
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
// results that changed since the previous one (game 0 changes every time,
// game 1 every third…), replays the rounds of the players of those games
// into the calc (calc.replay: the same code that filled them), and ranks
// with the partition and the matrix of results of the previous scenario.
//
// Only the ranks are kept: the values after the last split are not
// computed (Options.ranksOnly), nor those of participants already alone
// (column.only), nor explanations or warnings. The values of a local key
// (registry) are kept from one scenario to the next, except for the
// players whose rounds changed and their opponents; the other columns are
// emptied.
//
// A team event's units are its pending matches: each scenario writes the
// matches' results into the teams' rounds and the standings are prepared
// again from them (the teams' events are made from the matches).
func whatIfRanks(ev *Event, opt Options) (_ *scenarioRanks, err error) {
	pl, err := planWhatIf(ev)
	if err != nil {
		return nil, err
	}
	games, units, mus, radix, n, team := pl.games, pl.units, pl.matches, pl.radix, pl.scenarios, ev.Teams != nil
	sr := &scenarioRanks{games: games, units: units, radix: radix, scenarios: n}
	var work *Event
	var entries [][2]*Entry
	var players []int
	if team {
		work = matchEvent(ev, mus)
		setMatches(work, mus, units, radix, 0)
	} else {
		work, entries, players = scenarioEvent(ev, games)
		setScenario(entries, 0)
	}
	opt.Round, opt.ranksOnly, opt.Explain = ev.PlayedRounds, true, 0
	defer stopped(&err)
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
			if c.team == nil {
				for g, x, y := 0, s, s-1; g < len(games); g, x, y = g+1, x/3, y/3 {
					if x%3 != y%3 {
						setOutcome(entries[g], Outcome(x%3))
						moved = append(moved, players[2*g], players[2*g+1])
					}
				}
				c.replay(moved, idx, &points)
				for _, i := range moved {
					dirty = append(append(dirty, i), rev[i]...)
				}
			} else {
				// A team event ranks the teams' events, made from the
				// teams' matches by prepare: made again.
				setMatches(work, mus, units, radix, s)
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

// whatIfPlan is what whatIfRanks combines: the pending games or matches,
// their units, the number of outcomes of each and of combinations.
type whatIfPlan struct {
	games     []Pending
	units     []WhatIfUnit
	matches   []matchUnit
	radix     []int
	scenarios int
}

// WhatIfUnits returns the pending games or matches WhatIf would combine,
// with their names and outcomes, and the number of combinations, or the
// error with which WhatIf would refuse (whatif-none, whatif-too-many,
// whatif-too-many-matches, whatif-work): the page shows the list and the
// refusal before any computation.
func WhatIfUnits(ev *Event) ([]WhatIfUnit, int, error) {
	pl, err := planWhatIf(ev)
	if err != nil {
		return nil, 0, err
	}
	return pl.units, pl.scenarios, nil
}

func planWhatIf(ev *Event) (*whatIfPlan, error) {
	games := PendingGames(ev)
	if len(games) == 0 {
		return nil, coded(msg.ErrWhatifNone)
	}
	team := ev.Teams != nil
	var units []WhatIfUnit
	var mus []matchUnit
	if team {
		units, mus = matchUnits(ev, games)
	} else {
		if len(games) > MaxPendingGames {
			return nil, coded(msg.ErrWhatifTooMany, len(games), MaxPendingGames, pow3(MaxPendingGames))
		}
		units = gameUnits(ev, games)
	}
	radix := make([]int, len(units))
	n := 1
	for g, u := range units {
		radix[g] = len(u.Outcomes)
		if radix[g] > 64 { // a condition's outcomes are the bits of a uint64
			n = MaxScenarios + 1
		}
		if n <= MaxScenarios {
			n *= radix[g]
		}
	}
	if n > MaxScenarios {
		return nil, coded(msg.ErrWhatifTooManyMatches, len(games), MaxScenarios)
	}
	participants := len(ev.Players)
	if team {
		participants = len(ev.Teams.Teams)
	}
	rounds := max(ev.PlayedRounds, 1)
	if work := participants * n * rounds; work > MaxWhatIfWork {
		return nil, coded(msg.ErrWhatifWork, participants, n, rounds, work, MaxWhatIfWork)
	}
	return &whatIfPlan{games: games, units: units, matches: mus, radix: radix, scenarios: n}, nil
}

// gameUnits returns the units of pending games: the players' names and
// the three results.
func gameUnits(ev *Event, games []Pending) []WhatIfUnit {
	out := make([]WhatIfUnit, len(games))
	for g, p := range games {
		u := WhatIfUnit{Pending: p, Outcomes: []UnitOutcome{{Result: Win}, {Result: Draw}, {Result: Loss}}}
		if i := ev.index(p.White); i >= 0 {
			u.WhiteName = ev.Players[i].Name
		}
		if i := ev.index(p.Black); i >= 0 {
			u.BlackName = ev.Players[i].Name
		}
		out[g] = u
	}
	return out
}

// matchUnit is what setMatches needs of a pending match: its teams'
// indices, the positions of its boards still being played, and for each
// outcome the half-points White's team scores on them.
type matchUnit struct {
	white, black int
	round        int
	boards       []int
	halves       []int
}

// matchUnits returns the units of pending matches and their outcomes
// (docs/tiebreaks.md §9.8). The boards still being played are those whose
// players' games have no result (every board when the source gives no
// boards, or when the match was marked unfinished); the finished boards
// keep their points. In an event decided by game points every split of the
// points still to be played is an outcome, White's best first; in an event
// decided by match points the outcomes are White's team winning, drawing
// and losing the match, as far as the finished boards allow, each
// computed with the narrowest margin (a win by half a point, or by a whole
// point when half a point cannot be scored).
func matchUnits(ev *Event, games []Pending) ([]WhatIfUnit, []matchUnit) {
	ts := ev.Teams
	units := make([]WhatIfUnit, len(games))
	mus := make([]matchUnit, len(games))
	for g, m := range games {
		ia, ib := ts.index(m.White), ts.index(m.Black)
		ta, tb := &ts.Teams[ia], &ts.Teams[ib]
		mu := matchUnit{white: ia, black: ib, round: m.Round}
		var finA, finB Score
		for _, side := range []struct {
			t   *Team
			fin *Score
			own bool
		}{{ta, &finA, true}, {tb, &finB, false}} {
			for k, pl := range boardPlayers(ev, side.t, m.Round) {
				x := ev.index(pl)
				if x < 0 || m.Round > len(ev.Players[x].Rounds) {
					continue
				}
				e := ev.Players[x].Rounds[m.Round-1]
				if e.Kind == NotYet {
					if side.own {
						mu.boards = append(mu.boards, k)
					}
					continue
				}
				*side.fin += ev.Scoring.Points(e)
			}
		}
		if len(mu.boards) == 0 {
			finA, finB = 0, 0
			for k := 0; k < max(ts.Boards, 1); k++ {
				mu.boards = append(mu.boards, k)
			}
		}
		np := len(mu.boards)
		u := WhatIfUnit{Pending: m, WhiteName: ta.Name, BlackName: tb.Name}
		gpOf := func(h int) UnitOutcome {
			a, b := finA+Score(5*h), finB+Score(5*(2*np-h))
			return UnitOutcome{Result: MatchResult(a, b), White: a, Black: b}
		}
		if ts.ByGamePoints {
			for h := 2 * np; h >= 0; h-- {
				u.Outcomes, mu.halves = append(u.Outcomes, gpOf(h)), append(mu.halves, h)
			}
		} else {
			win, draw, loss := -1, -1, -1
			for h := 0; h <= 2*np; h++ {
				switch o := gpOf(h); o.Result {
				case Win:
					if win < 0 {
						win = h
					}
				case Draw:
					draw = h
				default:
					loss = h
				}
			}
			for _, h := range []int{win, draw, loss} {
				if h >= 0 {
					u.Outcomes, mu.halves = append(u.Outcomes, gpOf(h)), append(mu.halves, h)
				}
			}
		}
		units[g], mus[g] = u, mu
	}
	return units, mus
}

// matchEvent returns a copy of ev whose pending matches can be set
// (setMatches): the teams and the rounds of the teams of those matches
// are copied.
func matchEvent(ev *Event, mus []matchUnit) *Event {
	work := *ev
	ts := *ev.Teams
	ts.Teams = append([]Team(nil), ts.Teams...)
	work.Teams = &ts
	for _, m := range mus {
		for _, i := range [2]int{m.white, m.black} {
			t := &ts.Teams[i]
			t.Rounds = append([]TeamRound(nil), t.Rounds...)
			if b := t.Rounds[m.round-1].Boards; b != nil {
				t.Rounds[m.round-1].Boards = append([]Score(nil), b...)
			}
		}
	}
	return &work
}

// setMatches gives the pending matches the outcomes of scenario s: each
// team's game points and match result, and on the boards still being
// played White's team's half-points from board 1 down (a win while two or
// more remain, then a draw for an odd one, then losses).
func setMatches(work *Event, mus []matchUnit, units []WhatIfUnit, radix []int, s int) {
	ts := work.Teams
	for g, m := range mus {
		o := s % radix[g]
		s /= radix[g]
		out := units[g].Outcomes[o]
		a, b := &ts.Teams[m.white].Rounds[m.round-1], &ts.Teams[m.black].Rounds[m.round-1]
		a.GP, b.GP = out.White, out.Black
		a.Kind, b.Kind = MatchResult(out.White, out.Black), MatchResult(out.Black, out.White)
		h := m.halves[o]
		for _, k := range m.boards {
			v := min(2, h)
			h -= v
			if k < len(a.Boards) {
				a.Boards[k] = Score(5 * v)
			}
			if k < len(b.Boards) {
				b.Boards[k] = Score(10 - 5*v)
			}
		}
	}
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

// conditions covers the scenarios marked in (indexed in the mixed radix
// of the units' outcome counts, unit 0 the lowest digit) by a few
// conditions, each the outcomes it allows per unit, and each holding only
// for marked scenarios: from every scenario not yet covered, the allowed
// outcomes of each unit are widened in turn as far as the condition stays
// inside the marked set.
func conditions(in []bool, radix []int) [][][]Outcome {
	k := len(radix)
	covered := make([]bool, len(in))
	var out [][][]Outcome
	for s := range in {
		if !in[s] || covered[s] {
			continue
		}
		allowed := make([]uint64, k) // bit o: outcome o allowed
		for g, x := 0, s; g < k; g, x = g+1, x/radix[g] {
			allowed[g] = 1 << (x % radix[g])
		}
		for g := 0; g < k; g++ {
			for o := 0; o < radix[g]; o++ {
				if allowed[g]&(1<<o) != 0 {
					continue
				}
				allowed[g] |= 1 << o
				if !inside(in, allowed, radix) {
					allowed[g] &^= 1 << o
				}
			}
		}
		forEach(allowed, radix, func(x int) bool { covered[x] = true; return true })
		cond := make([][]Outcome, k)
		for g, a := range allowed {
			for o := 0; o < radix[g]; o++ {
				if a&(1<<o) != 0 {
					cond[g] = append(cond[g], Outcome(o))
				}
			}
		}
		out = append(out, cond)
	}
	return out
}

// inside reports whether every scenario the condition allows is marked.
func inside(in []bool, allowed []uint64, radix []int) bool {
	return forEach(allowed, radix, func(s int) bool { return in[s] })
}

// forEach calls f with every scenario a condition allows until f returns
// false (inside stops at the first scenario outside: a condition widened
// too far usually finds one early), and reports whether f always returned
// true.
func forEach(allowed []uint64, radix []int, f func(s int) bool) bool {
	var rec func(g, s, mul int) bool
	rec = func(g, s, mul int) bool {
		if g == len(allowed) {
			return f(s)
		}
		for o := 0; o < radix[g]; o++ {
			if allowed[g]&(1<<o) != 0 && !rec(g+1, s+o*mul, mul*radix[g]) {
				return false
			}
		}
		return true
	}
	return rec(0, 0, 1)
}

// Label names outcome o of the unit: "1-0", "½-½" or "0-1" for a game; a
// match's game points ("2½-1½") in an event decided by game points, its
// match points ("2-0", "1-1", "0-2") otherwise. ts is the event's teams
// (nil for a game).
func (u WhatIfUnit) Label(o Outcome, ts *Teams) string {
	if !u.Match || int(o) >= len(u.Outcomes) {
		return o.String()
	}
	out := u.Outcomes[o]
	if ts == nil || ts.ByGamePoints {
		return halfPoints(out.White) + "-" + halfPoints(out.Black)
	}
	mp := func(k Kind) Score {
		switch k {
		case Win:
			return ts.MatchPoints.Win
		case Draw:
			return ts.MatchPoints.Draw
		}
		return ts.MatchPoints.Loss
	}
	opp := map[Kind]Kind{Win: Loss, Draw: Draw, Loss: Win}[out.Result]
	return halfPoints(mp(out.Result)) + "-" + halfPoints(mp(opp))
}

// Cell writes the outcomes of the unit a condition allows, for a table of
// conditions: "" when it allows them all (the unit does not matter), else
// their labels (Label) separated by spaces, a run of three or more
// consecutive outcomes as "first … last".
func (u WhatIfUnit) Cell(outs []Outcome, ts *Teams) string {
	if len(outs) >= len(u.Outcomes) {
		return ""
	}
	var parts []string
	for i := 0; i < len(outs); {
		j := i
		for j+1 < len(outs) && outs[j+1] == outs[j]+1 {
			j++
		}
		switch {
		case j-i >= 2:
			parts = append(parts, u.Label(outs[i], ts)+" … "+u.Label(outs[j], ts))
		default:
			for k := i; k <= j; k++ {
				parts = append(parts, u.Label(outs[k], ts))
			}
		}
		i = j + 1
	}
	return strings.Join(parts, " ")
}

// NeedsColumns returns the units that some condition restricts, in order: the
// columns of a table of conditions.
func NeedsColumns(needs [][][]Outcome, units []WhatIfUnit) []int {
	var cols []int
	for g := range units {
		for _, c := range needs {
			if g < len(c) && len(c[g]) < len(units[g].Outcomes) {
				cols = append(cols, g)
				break
			}
		}
	}
	return cols
}

// halfPoints writes a score of whole and half points: 25 → "2½", 5 → "½",
// 20 → "2"; other tenths with a decimal.
func halfPoints(s Score) string {
	switch {
	case s%10 == 0:
		return fmt.Sprint(int64(s) / 10)
	case s%10 == 5 && s > 0 && s < 10:
		return "½"
	case s%10 == 5 && s > 0:
		return fmt.Sprint(int64(s)/10) + "½"
	}
	return s.String()
}

// String describes a pending game, e.g. "round 9: 3 – 7".
func (p Pending) String() string {
	return fmt.Sprintf("round %d: %d – %d", p.Round, p.White, p.Black)
}
