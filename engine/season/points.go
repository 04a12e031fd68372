package season

import (
	"sort"

	"github.com/spareggi/spareggi/engine"
)

// eventPoints are the points every entry of ev is worth under opt: the
// score or the place's points, plus the participation bonus, times the
// event's weight (docs/season.md §3).
func eventPoints(ev *Event, opt Options) []engine.Value {
	out := make([]engine.Value, len(ev.Entries))
	if opt.Points == ByPlaces {
		placePoints(ev, opt, out)
	} else {
		for j := range ev.Entries {
			out[j] = ev.Entries[j].Score
		}
	}
	w := ev.weight()
	for j := range out {
		out[j] = out[j].Add(opt.Bonus).Mul(w)
	}
	return out
}

// placePoints fills out with the points of each entry's final place. The
// entries of one rank are tied: they take the places from their rank on,
// one each, and share those places' points (Share) or each take the first
// one's (Higher). An entry without a rank is placed by its index, alone.
func placePoints(ev *Event, opt Options, out []engine.Value) {
	size := map[int]int{}
	for _, e := range ev.Entries {
		if e.Rank > 0 {
			size[e.Rank]++
		}
	}
	of := func(place int) engine.Value {
		if place >= 1 && place <= len(opt.Places) {
			return opt.Places[place-1]
		}
		return engine.Value{}
	}
	for j, e := range ev.Entries {
		place, k := e.Rank, size[e.Rank]
		if place <= 0 {
			place, k = j+1, 1
		}
		if opt.Tied == Higher || k == 1 {
			out[j] = of(place)
			continue
		}
		var sum engine.Value
		for p := place; p < place+k; p++ {
			sum = sum.Add(of(p))
		}
		out[j] = sum.Div(engine.IntValue(int64(k)))
	}
}

// count marks the events that make p's total: the best Best of them by
// points (all when Best is 0), an earlier event before a later one of the
// same points (docs/season.md §5).
func count(p *Player, best int) {
	order := make([]int, len(p.Results))
	for i := range order {
		order[i] = i
	}
	// sort.SliceStable: its code is in the module anyway (app.wasm's size).
	sort.SliceStable(order, func(a, b int) bool { return p.Results[order[a]].Points.Cmp(p.Results[order[b]].Points) > 0 })
	p.Events, p.Counted, p.Total = len(p.Results), 0, engine.Value{}
	for n, i := range order {
		r := &p.Results[i]
		r.Counted = best == 0 || n < best
		if r.Counted {
			p.Counted++
			p.Total = p.Total.Add(r.Points)
		}
	}
}

// keep returns the players of the category.
func (c Category) keep(players []Player) []Player {
	if c == (Category{}) {
		return players
	}
	var out []Player
	for _, p := range players {
		switch {
		case c.Women && p.Sex != "w":
		case c.BornFrom > 0 && (p.BirthYear == 0 || p.BirthYear < c.BornFrom):
		case c.MinRating > 0 && p.Rating < c.MinRating:
		case c.MaxRating > 0 && p.Rating > c.MaxRating:
		default:
			out = append(out, p)
		}
	}
	return out
}
