package engine

import (
	"fmt"
	"runtime"
	"sync"
)

// rank applies PTS and the tie-break list (C.07 4.2, spec §9) and fills the
// rows, ranks and ties of st.
//
// Every tie-break writes its results into its column of one matrix (see
// column), which the rows slice; once every group of the partition is a
// single participant the criteria are still computed (their values are
// displayed) but nothing is split any more.
func rank(c *calc, st *Standings) {
	np := c.np
	list := st.TieBreaks
	nl := len(list)
	cols, vals := newColumns(np, nl)
	p := newPartition(c.start)
	keys := make([]int64, np) // PTS in tenths, then reused by splitByColumn
	for i, s := range c.score {
		keys[i] = int64(s)
	}
	if !p.splitByKey(keys) {
		p.splitBy(func(a, b int) int { return cmp64(keys[a], keys[b]) })
	}
	done := precompute(c, list, cols)
	for j, d := range list {
		tb := lookup(d.Code)
		if tb.rating && c.ratingsDropped(d) {
			st.Warnings = append(st.Warnings, fmt.Sprintf("%s is not used: some participants are unrated and no rating for unrated players was given (C.07 10; use -unrated or /U).", d.Key))
		}
		if c.rr && (d.Code == "BH" || d.Code == "FB" || d.Code == "AOB") {
			st.Warnings = append(st.Warnings, fmt.Sprintf("%s in a round robin: the 2026 rules (C.07 15.2) forbid Buchholz-type tie-breaks there; computed anyway.", d.Key))
		}
		col := cols[j]
		switch {
		case tb.kind == groupOp:
			for i := 0; i < np; i++ {
				col.setDecimals(i, tb.decimals)
			}
			p.splitGroups(func(g []int) [][]int { return tb.group(c, d, g, col) })
			continue
		case tb.ranked != nil:
			tb.ranked(c, d, p.groups(), col)
		case !done[j]:
			tb.scalar(c, d, col)
		}
		if p.decided() {
			continue
		}
		sign := 1
		if tb.lowerWins {
			sign = -1
		}
		if d.Reverse {
			sign = -sign
		}
		keys = p.splitByColumn(col, sign, keys)
	}
	// The rows, in rank order, slice the matrix by player index.
	st.Rows = make([]Row, np)
	from := 0
	for _, to := range p.ends {
		g := p.perm[from:to]
		for x, i := range g {
			st.Rows[from+x] = Row{Rank: from + 1, Player: &c.ev.Players[i], Points: c.score[i].Value(),
				Values: vals[i*nl : (i+1)*nl : (i+1)*nl]}
		}
		if len(g) > 1 {
			t := make([]int, len(g))
			for x, i := range g {
				t[x] = c.start[i]
			}
			st.Ties = append(st.Ties, t)
		}
		from = to
	}
}

// precompute computes the scalar and vector keys of the list concurrently,
// one goroutine per key: they depend only on the event, never on each other
// or on the order of the list, and each writes only its own column. Keys
// that depend on the standings so far (group operations, ranked keys) are
// left to rank. done reports which keys were computed.
//
// Up to twice GOMAXPROCS keys are under way at a time: a key that waits
// for data another key is building (the shared elements sums, rated games,
// PTP …) leaves its processor to a third one.
func precompute(c *calc, list []Descriptor, cols []*column) (done []bool) {
	done = make([]bool, len(list))
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 || len(list) < 2 {
		return done
	}
	sem := make(chan struct{}, 2*workers)
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
			tb.scalar(c, d, cols[j])
			done[j] = true
		}()
	}
	wg.Wait()
	if failure != nil {
		panic(failure) // in the caller's goroutine, where it can be recovered
	}
	return done
}
