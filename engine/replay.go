package engine

import "slices"

// Replay ranks one event many times, each time with some results changed:
// what-if's combinations of pending results (docs/tiebreaks.md §9.8). The
// event is settled (edition, system, list) and flattened into a calc once
// (NewReplay); between two rankings the caller writes the changed results
// into the event and names the players whose rounds changed (Changed),
// whose rounds are replayed into the calc (calc.replay: the same code that
// filled them); Rank then ranks with the partition and the matrix of
// results of the previous ranking.
//
// Nothing else of a Compute depends on the results of the games: the
// checks of the scores look at the scoring and the overrides, the list and
// the system at the pairings. Only the ranks are kept: the values after
// the last split are not computed (Options.ranksOnly), nor those of
// participants already alone (column.only), nor explanations or warnings.
// The values of a local key (registry) are kept from one ranking to the
// next, except for the players whose rounds changed and their opponents;
// the other columns are emptied.
//
// A team event's standings are prepared again from its matches at each
// Changed (the teams' events are made from the matches).
type Replay struct {
	ev    *Event
	opt   Options
	st    *Standings
	c     *calc
	p     *partition
	first []int // player indices by start number
	pos   []int // a player index's position in first
	cols  []*column
	// rev[o]: the players who have o as an opponent (individual events).
	rev    [][]int
	idx    []int32
	points [ZPB + 1][2]Score
	at     map[int]int // start number → player index
	dirty  []int
	ranked bool
	// fast, when set, ranks by re-refining only the classes of the players
	// whose score or values can change (Varying, fastRank).
	fast *fastRank
}

// NewReplay prepares ev for rankings after its last paired round under
// opt: the list and the edition are chosen once, for every ranking. ev is
// the caller's own copy, which it changes between rankings.
func NewReplay(ev *Event, opt Options) (_ *Replay, err error) {
	defer stopped(&err)
	opt.Round, opt.ranksOnly, opt.Explain = ev.PlayedRounds, true, 0
	st, c, err := prepare(ev, opt, nil)
	if err != nil {
		return nil, err
	}
	opt.TieBreaks, opt.Preset, opt.Edition = st.TieBreaks, "", st.Edition
	r := &Replay{ev: ev, opt: opt, st: st, c: c, p: newPartition(c.start), at: map[int]int{}}
	r.first = slices.Clone(r.p.perm)
	r.pos = make([]int, c.np)
	for x, i := range r.first {
		r.pos[i] = x
	}
	for i := range c.ev.Players {
		r.at[c.ev.Players[i].StartNo] = i
	}
	r.cols, _ = newColumns(c.np, len(st.TieBreaks))
	if c.team == nil {
		for j, d := range st.TieBreaks {
			if d.row().local {
				r.cols[j].kept, r.cols[j].need = make([]bool, c.np), make([]bool, c.np)
			}
		}
		r.rev = opponentsOf(c)
	}
	r.idx, r.points = startIndex(ev), pointsByKind(&ev.Scoring)
	return r, nil
}

// Players returns the participants of the standings (the teams in a team
// event), by start number: the order of Rank's ranks.
func (r *Replay) Players() []*Player {
	out := make([]*Player, len(r.first))
	for x, i := range r.first {
		out[x] = &r.c.ev.Players[i]
	}
	return out
}

// Changed tells the replay that the rounds of the players of these start
// numbers changed in the event since the last ranking; in a team event,
// that its matches changed (the start numbers are not needed).
func (r *Replay) Changed(starts ...int) (err error) {
	defer stopped(&err)
	if r.c.team != nil {
		r.st, r.c, err = prepare(r.ev, r.opt, nil)
		return err
	}
	moved := make([]int, 0, len(starts))
	for _, s := range starts {
		if i, ok := r.at[s]; ok {
			moved = append(moved, i)
			if r.fast != nil && !r.fast.varying[i] {
				r.fast = nil // a player Varying did not name: whole rankings again
			}
		}
	}
	r.c.replay(moved, r.idx, &r.points)
	for _, i := range moved {
		r.dirty = append(append(r.dirty, i), r.rev[i]...)
	}
	return nil
}

// Rank ranks the participants with the results of the event now and
// writes each one's rank (a shared rank counts as its number) into ranks,
// in the order of Players.
func (r *Replay) Rank(ranks []int32) (err error) {
	defer stopped(&err)
	if r.fast != nil {
		r.rankFast()
		for i, rk := range r.fast.ranks {
			ranks[r.pos[i]] = rk
		}
		return nil
	}
	if r.ranked {
		r.p.resetTo(r.first)
		for _, col := range r.cols {
			col.forget(r.dirty)
		}
	}
	r.ranked, r.dirty = true, r.dirty[:0]
	refine(r.c, r.st.TieBreaks, r.p, r.cols, nil)
	from := 0
	for _, to := range r.p.ends {
		for _, i := range r.p.perm[from:to] {
			ranks[r.pos[i]] = int32(from + 1)
		}
		from = to
	}
	return nil
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
// (the memos, those of the data too, but the values as opponents, which
// are updated; the budget of vector components starts again): c is then
// what newCalc would make of c.ev. idx is startIndex(c.ev), points
// pointsByKind(&c.ev.Scoring).
func (c *calc) replay(players []int, idx []int32, points *[ZPB + 1][2]Score) {
	for _, i := range players {
		c.fill(i, idx, points)
		c.totalsOf(i, i+1)
	}
	c.memo, c.derived = newMemo(), &dataMemo{}
	// A value as an opponent is the player's own (oppScoreOf): only the
	// replayed players' change, in place.
	for ed, sc := range c.oppMemo {
		if sc == nil {
			continue
		}
		for _, i := range players {
			sc[i] = c.oppScoreOf(Edition(ed), i)
		}
	}
	c.budget = &budget{limit: c.budget.limit}
}
