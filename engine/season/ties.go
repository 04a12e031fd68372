package season

import (
	"slices"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

// Key is a tie-break of the season (docs/season.md §6).
type Key string

// The season's tie-breaks, each higher first.
const (
	KeyEvents Key = "events" // more events played
	KeyBest   Key = "best"   // the better counted results, the best first, then the next …
	KeyAvg    Key = "avg"    // the higher mean of the counted events' points
	KeyTB     Key = "tb"     // the sums, over the counted events, of the events' own tie-breaks
	KeyH2H    Key = "h2h"    // the points scored against the other tied players, in every shared event
	KeyLots   Key = "lots"   // the drawing of lots (Options.Lots)
)

// Keys are the season's tie-breaks in the order of the documentation.
var Keys = []Key{KeyEvents, KeyBest, KeyAvg, KeyTB, KeyH2H, KeyLots}

// KeyList is "events, best, avg, tb, h2h, lots".
func KeyList() string {
	s := make([]string, len(Keys))
	for i, k := range Keys {
		s[i] = string(k)
	}
	return strings.Join(s, ", ")
}

// ParseKeys reads a comma-separated list of keys.
func ParseKeys(s string) ([]Key, error) {
	var out []Key
	for _, f := range strings.Split(s, ",") {
		k := Key(strings.ToLower(strings.TrimSpace(f)))
		if k == "" {
			continue
		}
		if !slices.Contains(Keys, k) {
			return nil, engine.Usage(msg.ErrSeasonKey, string(k), KeyList())
		}
		out = append(out, k)
	}
	return out, nil
}

// vector is a key's value: compared component by component, higher
// first; a missing component is lower than any present one.
type vector []engine.Value

func (a vector) cmp(b vector) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if c := a[i].Cmp(b[i]); c != 0 {
			return c
		}
	}
	return len(a) - len(b)
}

// ranker ranks the season's players.
type ranker struct {
	events []*Event
	opt    Options
	owner  [][]string // owner[event][entry]: the player's ID
}

// rank returns the players with at least Min events in rank order, their
// ranks set, then the others in the order of their totals.
func rank(players []Player, events []*Event, opt Options) []Player {
	r := &ranker{events: events, opt: opt, owner: make([][]string, len(events))}
	for i, ev := range events {
		r.owner[i] = make([]string, len(ev.Entries))
	}
	for _, p := range players {
		for _, res := range p.Results {
			r.owner[res.Event][res.Entry] = p.ID
		}
	}
	min := max(opt.Min, 1)
	var in, out []Player
	for _, p := range players {
		p.Keys = make([]string, len(opt.TieBreaks))
		if p.Events >= min {
			in = append(in, p)
		} else {
			out = append(out, p)
		}
	}
	groups := byTotal(in)
	byTotal(out)
	for k, key := range opt.TieBreaks {
		var next [][2]int
		for _, g := range groups {
			members := in[g[0]:g[1]]
			vals := make([]vector, len(members))
			for i := range members {
				vals[i] = r.value(key, &members[i], members)
				members[i].Keys[k] = show(key, vals[i])
			}
			for _, s := range order(members, vals) {
				next = append(next, [2]int{g[0] + s[0], g[0] + s[1]})
			}
		}
		groups = next
	}
	for _, g := range groups {
		for i := g[0]; i < g[1]; i++ {
			in[i].Rank = g[0] + 1
		}
	}
	return append(in, out...)
}

// value is p's value of key in the tied group.
func (r *ranker) value(key Key, p *Player, group []Player) vector {
	switch key {
	case KeyEvents:
		return vector{engine.IntValue(int64(p.Events))}
	case KeyAvg:
		if p.Counted == 0 {
			return vector{engine.Value{}}
		}
		return vector{p.Total.Div(engine.IntValue(int64(p.Counted)))}
	case KeyBest:
		var v vector
		for _, res := range p.Results {
			if res.Counted {
				v = append(v, res.Points)
			}
		}
		sort.Slice(v, func(a, b int) bool { return v[a].Cmp(v[b]) > 0 })
		return v
	case KeyTB:
		var v vector
		for _, res := range p.Results {
			if !res.Counted {
				continue
			}
			for i, tb := range r.events[res.Event].Entries[res.Entry].TieBreaks {
				if i == len(v) {
					v = append(v, engine.Value{})
				}
				v[i] = v[i].Add(tb)
			}
		}
		return v
	case KeyH2H:
		in := map[string]bool{}
		for _, q := range group {
			in[q.ID] = true
		}
		var sum engine.Value
		for _, res := range p.Results {
			for _, g := range r.events[res.Event].Entries[res.Entry].Games {
				if o := r.owner[res.Event]; g.Opponent >= 0 && g.Opponent < len(o) && o[g.Opponent] != p.ID && in[o[g.Opponent]] {
					sum = sum.Add(g.Points)
				}
			}
		}
		return vector{sum}
	case KeyLots:
		if i := slices.Index(r.opt.Lots, p.ID); i >= 0 {
			return vector{engine.IntValue(1), engine.IntValue(int64(-i))}
		}
		return vector{engine.Value{}}
	}
	return nil
}

// show writes a key's value for the outputs: the components separated by
// "/", "" for the drawing of lots.
func show(key Key, v vector) string {
	if key == KeyLots {
		return ""
	}
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = x.Format(0)
	}
	return strings.Join(s, "/")
}

// byTotal sorts players by total (order) and returns their runs of
// equal totals.
func byTotal(players []Player) [][2]int {
	vals := make([]vector, len(players))
	for i := range players {
		vals[i] = vector{players[i].Total}
	}
	return order(players, vals)
}

// order sorts players by their values vals, the higher first, equals in
// their order, and returns the runs of players of equal values, as
// [start, end). It sorts their indices with sort.SliceStable, whose code
// the module has anyway, instead of one more copy of a sort for Player or
// for int (app.wasm's size).
func order(players []Player, vals []vector) [][2]int {
	idx := make([]int, len(players))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return vals[idx[a]].cmp(vals[idx[b]]) > 0 })
	sorted := make([]Player, len(players))
	sv := make([]vector, len(players))
	for i, j := range idx {
		sorted[i], sv[i] = players[j], vals[j]
	}
	copy(players, sorted)
	var runs [][2]int
	for i := 0; i < len(sv); {
		j := i + 1
		for j < len(sv) && sv[i].cmp(sv[j]) == 0 {
			j++
		}
		runs = append(runs, [2]int{i, j})
		i = j
	}
	return runs
}
