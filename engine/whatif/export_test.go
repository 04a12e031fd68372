package whatif

import "github.com/spareggi/spareggi/engine"

// WhatIfRanks exposes to the external tests the ranks Compute summarises:
// the pending games, the participants' start numbers, and ranks[x][s], the
// rank of the x-th participant in scenario s (game g has the outcome of
// the g-th base-3 digit of s).
func WhatIfRanks(ev *engine.Event, opt engine.Options) (games []engine.Pending, starts []int, ranks [][]int, err error) {
	return whatIfRanksMode(ev, opt, rankMode{keep: true})
}

// WhatIfRanksWhole is WhatIfRanks with every scenario ranked whole (no
// Replay.Varying): the ranks the fast ranking must give.
func WhatIfRanksWhole(ev *engine.Event, opt engine.Options) (games []engine.Pending, starts []int, ranks [][]int, err error) {
	return whatIfRanksMode(ev, opt, rankMode{keep: true, whole: true})
}

func whatIfRanksMode(ev *engine.Event, opt engine.Options, mode rankMode) (games []engine.Pending, starts []int, ranks [][]int, err error) {
	sr, err := whatIfRanks(ev, opt, nil, mode)
	if err != nil {
		return nil, nil, nil, err
	}
	n := sr.scenarios
	for x, p := range sr.players {
		starts = append(starts, p.StartNo)
		rs := make([]int, n)
		for s := range rs {
			rs[s] = int(sr.ranks[x*n+s])
		}
		ranks = append(ranks, rs)
	}
	return sr.games, starts, ranks, nil
}
