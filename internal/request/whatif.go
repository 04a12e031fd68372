package request

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/whatif"
)

// Games are the what-if's games of an event, listed before it runs (the
// page's panel): the games of its last paired round, those without a
// result in the text, those with one (which a user may mark as still
// being played) and those marked; then the units the what-if combines,
// with the marked games unfinished, and their combinations, or why it
// cannot run (Plan).
type Games struct {
	Last     []engine.Pending
	Open     map[engine.Pending]bool
	Finished []engine.Pending
	Marked   map[engine.Pending]bool
	Units    []whatif.Unit
	N        int
	Plan     error
}

// GameToken names a game among the marks of WhatIfGames:
// "ROUND:WHITE-BLACK".
func GameToken(g engine.Pending) string {
	return strconv.Itoa(g.Round) + ":" + strconv.Itoa(g.White) + "-" + strconv.Itoa(g.Black)
}

// WhatIfGames lists the what-if's games of ev with the finished games
// named in marks (GameToken, separated by spaces) as still being played,
// behind the panic boundary. The games of the reading kept are kept by
// their marks: the page asks again when only the rules change.
func (c *Cache) WhatIfGames(ev *engine.Event, marks string) (g Games, err error) {
	if c.games != nil && c.ok && ev == c.ev && marks == c.marks {
		return *c.games, nil
	}
	err = Protect(func() error {
		g = whatIfGames(ev, marks)
		return nil
	})
	if err == nil && c.ok && ev == c.ev {
		c.games, c.marks = &g, marks
	}
	return g, err
}

// whatIfGames is WhatIfGames without the cache and the boundary.
func whatIfGames(ev *engine.Event, marks string) (g Games) {
	g.Last = engine.LastRoundGames(ev)
	if len(g.Last) == 0 {
		return g
	}
	g.Open, g.Marked = map[engine.Pending]bool{}, map[engine.Pending]bool{}
	for _, p := range engine.PendingGames(ev) {
		g.Open[p] = true
	}
	want := map[string]bool{}
	for _, t := range strings.Fields(marks) {
		want[t] = true
	}
	var marked []engine.Pending
	for _, p := range g.Last {
		if g.Open[p] {
			continue
		}
		// A game with a result is offered to mark; a marked one stays
		// offered, checked, to unmark it.
		g.Finished = append(g.Finished, p)
		if want[GameToken(p)] {
			g.Marked[p] = true
			marked = append(marked, p)
		}
	}
	work := ev
	if len(marked) > 0 {
		work = whatif.Unfinished(ev, marked)
	}
	g.Units, g.N, g.Plan = whatif.Units(work)
	return g
}
