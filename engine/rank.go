package engine

import (
	"fmt"
	"runtime"
	"slices"
	"sync"
)

// rank applies PTS and the tie-break list (C.07 4.2, spec §9) and fills the
// rows, ranks and ties of st.
//
// The ordered partition lives in two reused slices of groups (cur and next),
// so a criterion costs no allocation for groups that are already decided;
// once every group is a single participant the criteria are still computed
// (their values are displayed) but nothing is split any more.
func rank(c *calc, st *Standings) {
	np := c.np
	list := st.TieBreaks
	results := make([][]Result, len(list))
	all := make([]int, np)
	for i := range all {
		all[i] = i
	}
	slices.SortFunc(all, func(a, b int) int { return c.start[a] - c.start[b] })
	pts := tbPoints(c, Descriptor{Key: "PTS", Code: "PTS"})
	groups := splitGroup(all, c.start, func(a, b int) int { return pts[a].Value.Cmp(pts[b].Value) })
	next := make([][]int, 0, np)
	decided := allSingle(groups)
	precompute(c, list, results)
	for j, d := range list {
		tb := lookup(d.Code)
		if tb.rating && c.ratingsDropped(d) {
			st.Warnings = append(st.Warnings, fmt.Sprintf("%s is not used: some participants are unrated and no rating for unrated players was given (C.07 10; use -unrated or /U).", d.Key))
		}
		if c.rr && (d.Code == "BH" || d.Code == "FB" || d.Code == "AOB") {
			st.Warnings = append(st.Warnings, fmt.Sprintf("%s in a round robin: the 2026 rules (C.07 15.2) forbid Buchholz-type tie-breaks there; computed anyway.", d.Key))
		}
		next = next[:0]
		switch tb.kind {
		case groupOp:
			res := make([]Result, np)
			for i := range res {
				res[i].Decimals = tb.decimals
			}
			for _, g := range groups {
				if len(g) < 2 {
					next = append(next, g)
					continue
				}
				for _, p := range tb.group(c, d, g, res) {
					slices.SortFunc(p, func(a, b int) int { return c.start[a] - c.start[b] })
					next = append(next, p)
				}
			}
			results[j] = res
		default:
			res := results[j]
			if tb.ranked != nil {
				res = tb.ranked(c, d, groups)
			} else if res == nil {
				res = tb.scalar(c, d)
			}
			results[j] = res
			if decided {
				continue
			}
			sign := 1
			if tb.lowerWins {
				sign = -1
			}
			if d.Reverse {
				sign = -sign
			}
			for _, g := range groups {
				if len(g) < 2 {
					next = append(next, g)
					continue
				}
				next = append(next, splitGroup(g, c.start, func(a, b int) int { return compareResults(&res[a], &res[b], sign) })...)
			}
		}
		if !decided {
			groups, next = next, groups
			decided = allSingle(groups)
		}
	}
	// The rows share one backing array of values.
	nl := len(list)
	vals := make([]Result, np*nl)
	st.Rows = make([]Row, 0, np)
	pos := 1
	for _, g := range groups {
		for _, i := range g {
			x := len(st.Rows) * nl
			row := Row{Rank: pos, Player: &c.ev.Players[i], Points: c.score[i].Value(), Values: vals[x : x+nl : x+nl]}
			for j := range list {
				row.Values[j] = results[j][i]
			}
			st.Rows = append(st.Rows, row)
		}
		if len(g) > 1 {
			t := make([]int, len(g))
			for x, i := range g {
				t[x] = c.start[i]
			}
			st.Ties = append(st.Ties, t)
		}
		pos += len(g)
	}
}

// precompute computes the scalar and vector keys of the list concurrently,
// one goroutine per key up to GOMAXPROCS at a time: they depend only on the
// event, never on each other or on the order of the list. Keys that depend
// on the standings so far (group operations, ranked keys) are left to rank.
func precompute(c *calc, list []Descriptor, results [][]Result) {
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 || len(list) < 2 {
		return
	}
	sem := make(chan struct{}, workers)
	var wg sync.WaitGroup
	var once sync.Once
	var failure any
	for j, d := range list {
		tb := lookup(d.Code)
		if tb.kind == groupOp || tb.ranked != nil || tb.scalar == nil {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() {
				if p := recover(); p != nil {
					once.Do(func() { failure = p })
				}
				<-sem
				wg.Done()
			}()
			results[j] = tb.scalar(c, d)
		}()
	}
	wg.Wait()
	if failure != nil {
		panic(failure) // in the caller's goroutine, where it can be recovered
	}
}

// allSingle reports whether every group of the partition has one member.
func allSingle(groups [][]int) bool {
	for _, g := range groups {
		if len(g) > 1 {
			return false
		}
	}
	return true
}

// compareResults orders two results, higher first for sign 1: defined values
// before undefined ones, vectors lexicographically.
func compareResults(a, b *Result, sign int) int {
	if a.Defined != b.Defined {
		if a.Defined {
			return 1
		}
		return -1
	}
	if !a.Defined {
		return 0
	}
	if a.Tier != b.Tier {
		return cmp64(int64(b.Tier), int64(a.Tier))
	}
	if a.Vector != nil || b.Vector != nil {
		for k := 0; k < len(a.Vector) && k < len(b.Vector); k++ {
			if x := a.Vector[k].Cmp(b.Vector[k]); x != 0 {
				return sign * x
			}
		}
		return sign * (len(a.Vector) - len(b.Vector))
	}
	return sign * a.Value.Cmp(b.Value)
}

// splitGroup orders g by cmp (higher first) and cuts it where values differ.
// Members of a part keep their order by start number.
func splitGroup(g []int, start []int, cmp func(a, b int) int) [][]int {
	order := append([]int(nil), g...)
	// equal values keep start-number order inside a part
	slices.SortFunc(order, func(x, y int) int {
		if v := cmp(x, y); v != 0 {
			return -v
		}
		return start[x] - start[y]
	})
	var parts [][]int
	for x := 0; x < len(order); {
		y := x + 1
		for y < len(order) && cmp(order[y], order[x]) == 0 {
			y++
		}
		parts = append(parts, order[x:y:y])
		x = y
	}
	return parts
}
