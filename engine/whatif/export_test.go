package whatif

import "github.com/spareggi/spareggi/engine"

// WhatIfRanks exposes to the external tests the ranks Compute summarises:
// the pending games, the participants' start numbers, and ranks[x][s], the
// rank of the x-th participant in scenario s (game g has the outcome of
// the g-th base-3 digit of s).
func WhatIfRanks(ev *engine.Event, opt engine.Options) (games []engine.Pending, starts []int, ranks [][]int, err error) {
	games, starts, ranks, _, err = WhatIfRanksResult(ev, opt, false)
	return games, starts, ranks, err
}

// WhatIfRanksWhole is WhatIfRanks with every scenario ranked whole (no
// Replay.Varying): the ranks the fast ranking must give.
func WhatIfRanksWhole(ev *engine.Event, opt engine.Options) (games []engine.Pending, starts []int, ranks [][]int, err error) {
	games, starts, ranks, _, err = WhatIfRanksResult(ev, opt, true)
	return games, starts, ranks, err
}

// WhatIfRanksResult is WhatIfRanks (whole: WhatIfRanksWhole) with the
// result Compute makes of the same ranks, from one computation.
func WhatIfRanksResult(ev *engine.Event, opt engine.Options, whole bool) (games []engine.Pending, starts []int, ranks [][]int, res *Result, err error) {
	sr, err := whatIfRanks(ev, opt, nil, rankMode{keep: true, whole: whole})
	if err != nil {
		return nil, nil, nil, nil, err
	}
	if res, err = sr.result(nil); err != nil {
		return nil, nil, nil, nil, err
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
	return sr.games, starts, ranks, res, nil
}
