package request

import (
	"errors"
	"os"
	"testing"
)

// TestWhatIfGamesKept: the what-if's games of the reading kept are listed
// once per marks; a game marked joins the units; other marks list them
// again; no event is an error of the panic boundary, not a panic.
func TestWhatIfGamesKept(t *testing.T) {
	b, err := os.ReadFile("../../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	var c Cache
	req, _ := Parse(Fields{})
	res, err := c.Run(string(b), req)
	if err != nil {
		t.Fatal(err)
	}
	g, err := c.WhatIfGames(res.Event, "")
	if err != nil || len(g.Finished) < 2 || len(g.Units) != 0 {
		t.Fatalf("the finished event's games: %d finished, %d units (%v)", len(g.Finished), len(g.Units), err)
	}
	again, _ := c.WhatIfGames(res.Event, "")
	if &again.Finished[0] != &g.Finished[0] {
		t.Error("the same marks listed the games again")
	}
	mark := GameToken(g.Finished[1])
	m, err := c.WhatIfGames(res.Event, mark)
	if err != nil || len(m.Units) != 1 || m.Units[0].Pending != g.Finished[1] || !m.Marked[g.Finished[1]] || m.N < 2 {
		t.Fatalf("%s marked: %d units, %d combinations, marked %v (%v)", mark, len(m.Units), m.N, m.Marked, err)
	}
	var pe *PanicError
	if _, err := c.WhatIfGames(nil, ""); !errors.As(err, &pe) {
		t.Errorf("no event: %v, not a panic caught", err)
	}
}
