// Package whatif computes the possible final standings while the last games are played
// (docs/tiebreaks.md §9.8). The games of the last paired round without a
// result are given every combination of results; each combination is
// ranked with the whole tie-break list exactly as engine.Compute ranks
// the completed event, so the ranks are exact, not estimates. What makes
// thousands of combinations fast (whatIfRanks) leaves out only work whose
// result is known: the tests compare every combination with
// engine.Compute. It reads only the engine's exported API, the replay
// (engine.Replay) above all.
package whatif

import (
	"slices"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

// MaxPendingGames is the largest number of pending games Compute accepts:
// 3⁸ = 6,561 combinations.
const MaxPendingGames = 8

// MaxScenarios is the most combinations Compute ranks: 3⁸ = 6,561, the
// combinations of MaxPendingGames games (or of four team matches of nine
// game-point splits each).
const MaxScenarios = 6561

// MaxWhatIfWork bounds what-if's total work, participants × combinations
// × rounds, when each combination re-ranks only the players the pending
// games can reach (engine.Replay.Varying: a list of local keys and of
// direct encounters among the tied, in an individual event); past it
// Compute refuses with the coded error whatif-work, which names the
// numbers. The 2,000-player Swiss of 11 rounds with 8 games pending (144
// million, BenchmarkWhatIf2000x11) takes 0.5 s natively; the dearest case
// the bound allows is an event where every player has met the pending
// games' players, so that every combination computes every value again:
// a round robin of 150 with 8 games pending takes 1.8 s natively, less
// than the dearest case the bound of 10 million allowed when every
// combination was ranked whole (3.2 s: MaxWhatIfWholeWork).
const MaxWhatIfWork = 150_000_000

// MaxWhatIfWholeWork bounds participants × combinations × rounds when each
// combination is ranked whole (a list with a key that reads more than the
// player's own games and his opponents', or a team event), as it did every
// combination before: the 100-player Swiss of 9 rounds with 8 games
// pending (5.9 million) takes about 1 s in the page; the dearest case
// allowed, 1,500 players after one round (large tied groups), 3.2 s
// natively. Past it Compute refuses with whatif-work.
const MaxWhatIfWholeWork = 10_000_000

// MaxWhatIfSize bounds participants × combinations: after few rounds many
// players tie, and a combination ranks again the large tied groups its
// games join; 2,286 players after one round with 8 games pending, at the
// bound, take 2.1 s natively (2,000 × 6,561 combinations is 13.1
// million). Past it Compute refuses with the coded error whatif-size,
// which names the numbers.
const MaxWhatIfSize = 15_000_000

// Unit is one pending game or team match of a what-if, with the
// names of its two sides and the outcomes it is given: a game's three
// results, or a match's results (docs/tiebreaks.md §9.8).
type Unit struct {
	engine.Pending
	WhiteName, BlackName string
	// Outcomes, indexed by Outcome: for a game WhiteWins, Drawn and
	// BlackWins; for a match its possible results for White's team.
	Outcomes []UnitOutcome
}

// UnitOutcome is one outcome of a pending unit: the result for White
// (Win, Draw or Loss) and, for a match, the game points of each team
// (tenths) with which the combination is computed.
type UnitOutcome struct {
	Result       engine.Kind
	White, Black engine.Score
}

// Result is every participant's best and worst possible rank over
// every combination of results of the pending games.
type Result struct {
	Pending []engine.Pending
	// Units are the pending games or matches in the order of Pending,
	// with their names and outcomes.
	Units     []Unit
	Scenarios int
	// Players, by start number.
	Players []Player
}

// Player is one participant's best and worst rank (a shared rank
// counts as its number) and the combinations in which he has his best
// rank, as conditions: each condition gives, for every pending game or
// match, the outcomes it allows (all of them when it does not matter); the
// participant has his best rank exactly when one of them holds.
type Player struct {
	Start       int
	Name        string
	Best, Worst int
	Needs       [][][]engine.Outcome
}

// Unfinished returns a copy of ev in which the given games of the last
// paired round have no result yet (what-if while they are played). A match
// marked so has every board still being played.
func Unfinished(ev *engine.Event, games []engine.Pending) *engine.Event {
	var plain []engine.Pending
	var matches []engine.Pending
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
		ts.Teams = append([]engine.Team(nil), ts.Teams...)
		work.Teams = &ts
		for _, m := range matches {
			for _, t := range [2]int{m.White, m.Black} {
				i := teamIndex(&ts, t)
				if i < 0 || m.Round > len(ts.Teams[i].Rounds) {
					continue
				}
				tm := &ts.Teams[i]
				tm.Rounds = append([]engine.TeamRound(nil), tm.Rounds...)
				tr := &tm.Rounds[m.Round-1]
				tr.Kind, tr.GP = engine.NotYet, 0
				if tr.Boards != nil {
					tr.Boards = make([]engine.Score, len(tr.Boards))
				}
				for _, p := range boardPlayers(ev, tm, m.Round) {
					if x := index(ev, p); x >= 0 && ev.Players[x].Rounds[m.Round-1].Opponent > 0 {
						plain = append(plain, engine.Pending{Round: m.Round, White: p, Black: ev.Players[x].Rounds[m.Round-1].Opponent})
					}
				}
			}
		}
		ev = &work
	}
	work, entries, _ := scenarioEvent(ev, plain)
	for _, e := range entries {
		e[0].Kind, e[1].Kind = engine.NotYet, engine.NotYet
		e[0].HasOverride, e[1].HasOverride = false, false
	}
	return work
}

// teamIndex returns the index of the team of a start number, or -1.
func teamIndex(ts *engine.Teams, start int) int {
	for i := range ts.Teams {
		if ts.Teams[i].StartNo == start {
			return i
		}
	}
	return -1
}

// index returns the index in ev.Players of a start number, or -1.
func index(ev *engine.Event, start int) int {
	return slices.IndexFunc(ev.Players, func(p engine.Player) bool { return p.StartNo == start })
}

// boardPlayers returns the start numbers of a team's players on board 1,
// 2, … of round r: the line-up when the source gives it, otherwise the
// members who have a game or a forfeit in that round, in member order.
func boardPlayers(ev *engine.Event, t *engine.Team, r int) []int {
	if r > len(t.Rounds) {
		return nil
	}
	if lu := t.Rounds[r-1].Lineup; lu != nil {
		return lu
	}
	var out []int
	for _, m := range t.Members {
		x := index(ev, m)
		if x < 0 || r > len(ev.Players[x].Rounds) {
			continue
		}
		if e := ev.Players[x].Rounds[r-1]; e.Opponent > 0 || e.Kind == engine.ForfeitWin || e.Kind == engine.ForfeitLoss {
			out = append(out, m)
		}
	}
	return out
}

// Compute computes the standings for every combination of results of the
// pending games (at most MaxScenarios combinations, MaxWhatIfSize
// participants × combinations and MaxWhatIfWork participants ×
// combinations × rounds, MaxWhatIfWholeWork when the list makes every
// combination ranked whole) under opt, after the last paired round, and returns each participant's best and worst rank
// and what he needs for his best. In a team event the pending units are
// the matches (docs/tiebreaks.md §9.8).
func Compute(ev *engine.Event, opt engine.Options) (*Result, error) {
	return Run(ev, opt, nil)
}

// Step is called by Run before each combination with the number of
// combinations ranked and their total, then once per participant whose
// conditions are drawn up (done = total); an error it returns stops Run,
// which returns it. The page uses it to show progress, to let the browser
// draw between combinations and to stop when the user cancels.
type Step func(done, total int) error

// Run is Compute with a Step called before each combination (nil: none).
func Run(ev *engine.Event, opt engine.Options, step Step) (*Result, error) {
	sr, err := whatIfRanks(ev, opt, step, rankMode{})
	if err != nil {
		return nil, err
	}
	return sr.result(step)
}

// result is Run's result from the scenarios' ranks: each participant's best
// and worst rank and the conditions of his best, a Step before each.
func (sr *scenarioRanks) result(step Step) (*Result, error) {
	n := sr.scenarios
	res := &Result{Pending: sr.games, Units: sr.units, Scenarios: n}
	in := make([]bool, n)
	for x, p := range sr.players {
		if step != nil {
			if err := step(n, n); err != nil {
				return nil, err
			}
		}
		wp := Player{Start: p.StartNo, Name: p.Name, Best: int(sr.best[x]), Worst: int(sr.worst[x])}
		bits := sr.atBest[x*sr.words : (x+1)*sr.words]
		for s := range in {
			in[s] = bits[s/64]&(1<<(s%64)) != 0
		}
		wp.Needs = conditions(in, sr.radix)
		res.Players = append(res.Players, wp)
	}
	return res, nil
}

// scenarioRanks is what the ranks of every participant in every
// combination of results of the pending units come to (scenario s: unit g
// has the outcome of the g-th digit of s in the mixed radix of the units'
// outcome counts, unit 0 the lowest digit): each participant's best and
// worst rank and the scenarios of his best. Only these are kept, not
// participants × scenarios ranks.
type scenarioRanks struct {
	games     []engine.Pending
	units     []Unit
	radix     []int
	scenarios int
	// players are the participants of the standings (teams in a team
	// event), by start number.
	players     []*engine.Player
	best, worst []int32
	// atBest[x*words+s/64], bit s%64: players[x] has his best rank in
	// scenario s.
	atBest []uint64
	words  int
	// ranks[x*scenarios+s] is players[x]'s rank in scenario s, kept only
	// when asked for (the tests).
	ranks []int32
}

// whatIfRanks ranks the participants in every scenario of the pending
// games (Compute) with one Replay of the event: each scenario writes into
// the event the results that changed since the previous one (game 0
// changes every time, game 1 every third…) and names their players to the
// replay, told beforehand that only the pending games' players change
// (Replay.Varying); a team event's units are its pending matches, whose
// results each scenario writes into the teams' rounds.
func whatIfRanks(ev *engine.Event, opt engine.Options, step Step, mode rankMode) (*scenarioRanks, error) {
	pl, err := planWhatIf(ev)
	if err != nil {
		return nil, err
	}
	sc, err := newScenarios(ev, opt, pl, mode)
	if err != nil {
		return nil, err
	}
	n := pl.scenarios
	sr := &scenarioRanks{games: pl.games, units: pl.units, radix: pl.radix, scenarios: n}
	sr.players = sc.rp.Players()
	np := len(sr.players)
	words := (n + 63) / 64
	sr.best, sr.worst, sr.atBest, sr.words = make([]int32, np), make([]int32, np), make([]uint64, np*words), words
	if mode.keep {
		sr.ranks = make([]int32, np*n)
	}
	ranks := make([]int32, np)
	for s := 0; s < n; s++ {
		if step != nil {
			if err := step(s, n); err != nil {
				return nil, err
			}
		}
		if s > 0 {
			if err := sc.next(s); err != nil {
				return nil, err
			}
		}
		if err := sc.rp.Rank(ranks); err != nil {
			return nil, err
		}
		sr.record(s, ranks, mode.keep)
	}
	return sr, nil
}

// scenarios walks the scenarios of the pending games or matches on one
// Replay of a working copy of the event.
type scenarios struct {
	pl      *whatIfPlan
	team    bool
	work    *engine.Event
	entries [][2]*engine.Entry
	rp      *engine.Replay
	moved   []int
}

// newScenarios prepares the replay of scenario 0.
func newScenarios(ev *engine.Event, opt engine.Options, pl *whatIfPlan, mode rankMode) (*scenarios, error) {
	sc := &scenarios{pl: pl, team: ev.Teams != nil}
	if sc.team {
		sc.work = matchEvent(ev, pl.matches)
		setMatches(sc.work, pl.matches, pl.units, pl.radix, 0)
	} else {
		sc.work, sc.entries, _ = scenarioEvent(ev, pl.games)
		setScenario(sc.entries, 0)
	}
	rp, err := engine.NewReplay(sc.work, opt)
	if err != nil {
		return nil, err
	}
	sc.rp = rp
	if !sc.team && !mode.whole {
		var varying []int
		for _, g := range pl.games {
			varying = append(varying, g.White, g.Black)
		}
		if !rp.Varying(varying...) { // every combination ranked whole
			if err := pl.bound(len(ev.Players), ev, MaxWhatIfWholeWork); err != nil {
				return nil, err
			}
		}
	}
	return sc, nil
}

// next writes scenario s's results that differ from scenario s-1's and
// names their players to the replay.
func (sc *scenarios) next(s int) error {
	sc.moved = sc.moved[:0]
	if sc.team {
		setMatches(sc.work, sc.pl.matches, sc.pl.units, sc.pl.radix, s)
	} else {
		games := sc.pl.games
		for g, x, y := 0, s, s-1; g < len(games); g, x, y = g+1, x/3, y/3 {
			if x%3 != y%3 {
				setOutcome(sc.entries[g], engine.Outcome(x%3))
				sc.moved = append(sc.moved, games[g].White, games[g].Black)
			}
		}
	}
	return sc.rp.Changed(sc.moved...)
}

// record keeps scenario s's ranks: each participant's best and worst rank,
// the scenarios of his best, and with keep every rank.
func (sr *scenarioRanks) record(s int, ranks []int32, keep bool) {
	words, n := sr.words, sr.scenarios
	w, bit := s/64, uint64(1)<<(s%64)
	for x, r := range ranks {
		bits := sr.atBest[x*words : (x+1)*words]
		switch {
		case s == 0 || r < sr.best[x]:
			clear(bits[:w+1])
			sr.best[x] = r
			bits[w] = bit
		case r == sr.best[x]:
			bits[w] |= bit
		}
		if s == 0 || r > sr.worst[x] {
			sr.worst[x] = r
		}
	}
	if keep {
		for x, r := range ranks {
			sr.ranks[x*n+s] = r
		}
	}
}

// rankMode is what the tests ask of whatIfRanks: keep keeps every rank
// (scenarioRanks.ranks); whole ranks every scenario whole, without
// Replay.Varying, to compare.
type rankMode struct{ keep, whole bool }

// whatIfPlan is what whatIfRanks combines: the pending games or matches,
// their units, the number of outcomes of each and of combinations.
type whatIfPlan struct {
	games     []engine.Pending
	units     []Unit
	matches   []matchUnit
	radix     []int
	scenarios int
}

// Units returns the pending games or matches Compute would combine,
// with their names and outcomes, and the number of combinations, or the
// error with which Compute would refuse (whatif-none, whatif-too-many,
// whatif-too-many-matches, whatif-size, whatif-work): the page shows the
// list and the refusal before any computation. The list is not known
// here: Compute also refuses, with whatif-work, past MaxWhatIfWholeWork
// when its list makes every combination ranked whole.
func Units(ev *engine.Event) ([]Unit, int, error) {
	pl, err := planWhatIf(ev)
	if err != nil {
		return nil, 0, err
	}
	return pl.units, pl.scenarios, nil
}

func planWhatIf(ev *engine.Event) (*whatIfPlan, error) {
	games := engine.PendingGames(ev)
	if len(games) == 0 {
		return nil, engine.Coded(msg.ErrWhatifNone)
	}
	team := ev.Teams != nil
	var units []Unit
	var mus []matchUnit
	if team {
		units, mus = matchUnits(ev, games)
	} else {
		if len(games) > MaxPendingGames {
			return nil, engine.Coded(msg.ErrWhatifTooMany, len(games), MaxPendingGames, pow3(MaxPendingGames))
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
		return nil, engine.Coded(msg.ErrWhatifTooManyMatches, len(games), MaxScenarios)
	}
	pl := &whatIfPlan{games: games, units: units, matches: mus, radix: radix, scenarios: n}
	participants := len(ev.Players)
	if team {
		participants = len(ev.Teams.Teams)
	}
	if size := participants * n; size > MaxWhatIfSize {
		return nil, engine.Coded(msg.ErrWhatifSize, participants, n, size, MaxWhatIfSize)
	}
	if team { // every combination ranked whole
		return pl, pl.bound(participants, ev, MaxWhatIfWholeWork)
	}
	return pl, pl.bound(participants, ev, MaxWhatIfWork)
}

// bound returns the error whatif-work when participants × combinations ×
// rounds is past most, else nil.
func (pl *whatIfPlan) bound(participants int, ev *engine.Event, most int) error {
	rounds := max(ev.PlayedRounds, 1)
	if work := participants * pl.scenarios * rounds; work > most {
		return engine.Coded(msg.ErrWhatifWork, participants, pl.scenarios, rounds, work, most)
	}
	return nil
}

// gameUnits returns the units of pending games: the players' names and
// the three results.
func gameUnits(ev *engine.Event, games []engine.Pending) []Unit {
	out := make([]Unit, len(games))
	for g, p := range games {
		u := Unit{Pending: p, Outcomes: []UnitOutcome{{Result: engine.Win}, {Result: engine.Draw}, {Result: engine.Loss}}}
		if i := index(ev, p.White); i >= 0 {
			u.WhiteName = ev.Players[i].Name
		}
		if i := index(ev, p.Black); i >= 0 {
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
func matchUnits(ev *engine.Event, games []engine.Pending) ([]Unit, []matchUnit) {
	ts := ev.Teams
	units := make([]Unit, len(games))
	mus := make([]matchUnit, len(games))
	for g, m := range games {
		ia, ib := teamIndex(ts, m.White), teamIndex(ts, m.Black)
		ta, tb := &ts.Teams[ia], &ts.Teams[ib]
		mu := matchUnit{white: ia, black: ib, round: m.Round}
		var finA, finB engine.Score
		for _, side := range []struct {
			t   *engine.Team
			fin *engine.Score
			own bool
		}{{ta, &finA, true}, {tb, &finB, false}} {
			for k, pl := range boardPlayers(ev, side.t, m.Round) {
				x := index(ev, pl)
				if x < 0 || m.Round > len(ev.Players[x].Rounds) {
					continue
				}
				e := ev.Players[x].Rounds[m.Round-1]
				if e.Kind == engine.NotYet {
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
		u := Unit{Pending: m, WhiteName: ta.Name, BlackName: tb.Name}
		gpOf := func(h int) UnitOutcome {
			a, b := finA+engine.Score(5*h), finB+engine.Score(5*(2*np-h))
			return UnitOutcome{Result: engine.MatchResult(a, b), White: a, Black: b}
		}
		if ts.ByGamePoints {
			for h := 2 * np; h >= 0; h-- {
				u.Outcomes, mu.halves = append(u.Outcomes, gpOf(h)), append(mu.halves, h)
			}
		} else {
			win, draw, loss := -1, -1, -1
			for h := 0; h <= 2*np; h++ {
				switch o := gpOf(h); o.Result {
				case engine.Win:
					if win < 0 {
						win = h
					}
				case engine.Draw:
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
func matchEvent(ev *engine.Event, mus []matchUnit) *engine.Event {
	work := *ev
	ts := *ev.Teams
	ts.Teams = append([]engine.Team(nil), ts.Teams...)
	work.Teams = &ts
	for _, m := range mus {
		for _, i := range [2]int{m.white, m.black} {
			t := &ts.Teams[i]
			t.Rounds = append([]engine.TeamRound(nil), t.Rounds...)
			if b := t.Rounds[m.round-1].Boards; b != nil {
				t.Rounds[m.round-1].Boards = append([]engine.Score(nil), b...)
			}
		}
	}
	return &work
}

// setMatches gives the pending matches the outcomes of scenario s: each
// team's game points and match result, and on the boards still being
// played White's team's half-points from board 1 down (a win while two or
// more remain, then a draw for an odd one, then losses).
func setMatches(work *engine.Event, mus []matchUnit, units []Unit, radix []int, s int) {
	ts := work.Teams
	for g, m := range mus {
		o := s % radix[g]
		s /= radix[g]
		out := units[g].Outcomes[o]
		a, b := &ts.Teams[m.white].Rounds[m.round-1], &ts.Teams[m.black].Rounds[m.round-1]
		a.GP, b.GP = out.White, out.Black
		a.Kind, b.Kind = engine.MatchResult(out.White, out.Black), engine.MatchResult(out.Black, out.White)
		h := m.halves[o]
		for _, k := range m.boards {
			v := min(2, h)
			h -= v
			if k < len(a.Boards) {
				a.Boards[k] = engine.Score(5 * v)
			}
			if k < len(b.Boards) {
				b.Boards[k] = engine.Score(10 - 5*v)
			}
		}
	}
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
func scenarioEvent(ev *engine.Event, games []engine.Pending) (*engine.Event, [][2]*engine.Entry, []int) {
	work := *ev
	work.Players = append([]engine.Player(nil), ev.Players...)
	entries := make([][2]*engine.Entry, len(games))
	var players []int
	for g, p := range games {
		for side, start := range [2]int{p.White, p.Black} {
			i := index(&work, start)
			pl := &work.Players[i]
			pl.Rounds = append([]engine.Entry(nil), pl.Rounds...)
			entries[g][side] = &pl.Rounds[p.Round-1]
			players = append(players, i)
		}
	}
	return &work, entries, players
}

// setScenario gives the pending games the results of scenario s: game g
// has the outcome of the g-th base-3 digit of s.
func setScenario(entries [][2]*engine.Entry, s int) {
	for _, e := range entries {
		setOutcome(e, engine.Outcome(s%3))
		s /= 3
	}
}

// setOutcome gives a pending game, White's and Black's entries, outcome o.
func setOutcome(e [2]*engine.Entry, o engine.Outcome) {
	w, b := e[0], e[1]
	switch o {
	case engine.WhiteWins:
		w.Kind, b.Kind = engine.Win, engine.Loss
	case engine.Drawn:
		w.Kind, b.Kind = engine.Draw, engine.Draw
	case engine.BlackWins:
		w.Kind, b.Kind = engine.Loss, engine.Win
	}
}

// conditions covers the scenarios marked in (indexed in the mixed radix
// of the units' outcome counts, unit 0 the lowest digit) by a few
// conditions, each the outcomes it allows per unit, and each holding only
// for marked scenarios: from every scenario not yet covered, the allowed
// outcomes of each unit are widened in turn as far as the condition stays
// inside the marked set.
func conditions(in []bool, radix []int) [][][]engine.Outcome {
	k := len(radix)
	if !slices.Contains(in, false) {
		// Every scenario: the one condition that allows every outcome,
		// which the widening below would reach scenario by scenario.
		cond := make([][]engine.Outcome, k)
		for g := range cond {
			for o := 0; o < radix[g]; o++ {
				cond[g] = append(cond[g], engine.Outcome(o))
			}
		}
		return [][][]engine.Outcome{cond}
	}
	covered := make([]bool, len(in))
	od := &odometer{}
	var out [][][]engine.Outcome
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
				if !inside(in, allowed, radix, od) {
					allowed[g] &^= 1 << o
				}
			}
		}
		for ok := od.start(allowed, radix); ok; ok = od.next() {
			covered[od.s] = true
		}
		cond := make([][]engine.Outcome, k)
		for g, a := range allowed {
			for o := 0; o < radix[g]; o++ {
				if a&(1<<o) != 0 {
					cond[g] = append(cond[g], engine.Outcome(o))
				}
			}
		}
		out = append(out, cond)
	}
	return out
}

// inside reports whether every scenario the condition allows is marked.
func inside(in []bool, allowed []uint64, radix []int, od *odometer) bool {
	for ok := od.start(allowed, radix); ok; ok = od.next() {
		if !in[od.s] {
			return false
		}
	}
	return true
}

// odometer walks the scenarios a condition allows (inside stops at the
// first scenario outside: a condition widened too far usually finds one
// early): s is the current one. Its buffers serve every walk.
type odometer struct {
	offs [][]int // by unit, the allowed outcomes' contributions to s
	idx  []int   // by unit, the position in offs of the current outcome
	s    int
}

// start begins a walk of the scenarios allowed, at the first; false when
// none is (every unit allows an outcome in conditions).
func (od *odometer) start(allowed []uint64, radix []int) bool {
	k := len(allowed)
	for len(od.offs) < k {
		od.offs = append(od.offs, nil)
		od.idx = append(od.idx, 0)
	}
	od.s = 0
	mul := 1
	for g := 0; g < k; g++ {
		od.offs[g] = od.offs[g][:0]
		for o := 0; o < radix[g]; o++ {
			if allowed[g]&(1<<o) != 0 {
				od.offs[g] = append(od.offs[g], o*mul)
			}
		}
		if len(od.offs[g]) == 0 {
			return false
		}
		od.idx[g] = 0
		od.s += od.offs[g][0]
		mul *= radix[g]
	}
	od.offs = od.offs[:k]
	return true
}

// next moves to the next scenario allowed (unit 0 the fastest digit);
// false after the last.
func (od *odometer) next() bool {
	for g, offs := range od.offs {
		od.s -= offs[od.idx[g]]
		od.idx[g]++
		if od.idx[g] < len(offs) {
			od.s += offs[od.idx[g]]
			return true
		}
		od.idx[g] = 0
		od.s += offs[0]
	}
	return false
}

// Label names outcome o of the unit: "1-0", "½-½" or "0-1" for a game; a
// match's game points ("2½-1½") in an event decided by game points, its
// match points ("2-0", "1-1", "0-2") otherwise. ts is the event's teams
// (nil for a game).
func (u Unit) Label(o engine.Outcome, ts *engine.Teams) string {
	if !u.Match || int(o) >= len(u.Outcomes) {
		return o.String()
	}
	out := u.Outcomes[o]
	if ts == nil || ts.ByGamePoints {
		return out.White.Halves() + "-" + out.Black.Halves()
	}
	mp := func(k engine.Kind) engine.Score {
		switch k {
		case engine.Win:
			return ts.MatchPoints.Win
		case engine.Draw:
			return ts.MatchPoints.Draw
		}
		return ts.MatchPoints.Loss
	}
	var opp engine.Kind
	switch out.Result {
	case engine.Win:
		opp = engine.Loss
	case engine.Draw:
		opp = engine.Draw
	case engine.Loss:
		opp = engine.Win
	}
	return mp(out.Result).Halves() + "-" + mp(opp).Halves()
}

// Cell writes the outcomes of the unit a condition allows, for a table of
// conditions: "" when it allows them all (the unit does not matter), else
// their labels (Label) separated by spaces, a run of three or more
// consecutive outcomes as "first … last".
func (u Unit) Cell(outs []engine.Outcome, ts *engine.Teams) string {
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
func NeedsColumns(needs [][][]engine.Outcome, units []Unit) []int {
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
