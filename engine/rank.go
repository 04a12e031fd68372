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
	touchPages(vals)
	p := newPartition(c.start)
	keys := make([]int64, np) // PTS in tenths, then reused by splitByColumn
	for i, s := range c.score {
		keys[i] = int64(s)
	}
	if !p.splitByKey(keys) {
		p.splitBy(func(a, b int) int { return cmp64(keys[a], keys[b]) })
	}
	pre := precompute(c, list, cols)
	defer pre.wg.Wait() // a panic in this goroutine leaves no key running
	for j, d := range list {
		tb := lookup(d.Code)
		if tb.rating && c.ratingsDropped(d) {
			st.warn("unrated", []string{d.Key}, fmt.Sprintf("%s is not used: some participants are unrated and no rating for unrated players was given (C.07 10; use -unrated or /U).", d.Key))
		}
		if c.rr && (d.Code == "BH" || d.Code == "FB" || d.Code == "AOB") {
			st.warn("rr-buchholz", []string{d.Key}, fmt.Sprintf("%s in a round robin: the 2026 rules (C.07 15.2) forbid Buchholz-type tie-breaks there; computed anyway.", d.Key))
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
		case pre.computes(j):
			if p.decided() {
				continue // its values are only displayed: pre.wait, below, waits for it
			}
			pre.await(j)
		default:
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
	// The rows, in rank order, slice the matrix by player index (the keys
	// still being computed write into it, but the rows read none of it).
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
	pre.wait()
}

// precompute starts computing the scalar and vector keys of the list
// concurrently, one goroutine per key: they depend only on the event, never
// on each other or on the order of the list, and each writes only its own
// column. Keys that depend on the standings so far (group operations,
// ranked keys) are left to rank, and so is every key with GOMAXPROCS 1.
//
// The keys are started in list order, and rank splits the partition by
// each column as soon as that key is done (await), while the later keys
// are still being computed: the splits, which must follow the list order,
// overlap the computation instead of following it. Once every participant
// is alone in his group, rank waits for no key until its rows are built.
//
// Up to twice GOMAXPROCS keys are under way at a time: a key that waits
// for data another key is building (the shared elements table, rated
// games, PTP …) leaves its processor to a third one.
func precompute(c *calc, list []Descriptor, cols []*column) *keyRuns {
	k := &keyRuns{done: make([]chan struct{}, len(list)), failure: make([]any, len(list))}
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 || len(list) < 2 {
		return k
	}
	var jobs []int
	for j, d := range list {
		tb := lookup(d.Code)
		if tb.kind == groupOp || tb.ranked != nil || tb.scalar == nil {
			continue
		}
		k.done[j] = make(chan struct{})
		jobs = append(jobs, j)
	}
	k.wg.Add(len(jobs))
	go func() { // starts the keys, at most 2 × workers at a time
		sem := make(chan struct{}, 2*workers)
		for _, j := range jobs {
			sem <- struct{}{}
			go func() {
				defer func() {
					if p := recover(); p != nil {
						k.failure[j] = p
					}
					close(k.done[j])
					<-sem
					k.wg.Done()
				}()
				d := list[j]
				lookup(d.Code).scalar(c, d, cols[j])
			}()
		}
	}()
	return k
}

// keyRuns are the keys that precompute computes concurrently.
type keyRuns struct {
	done    []chan struct{} // closed when key j is done; nil when precompute does not compute it
	failure []any           // what key j panicked with, set before done[j] is closed
	wg      sync.WaitGroup  // every key started
}

// computes reports whether precompute computes key j.
func (k *keyRuns) computes(j int) bool { return k.done[j] != nil }

// await waits for key j, which precompute computes. A panic of the key is
// raised again here, in the caller's goroutine (where it can be
// recovered), once every other key has stopped.
func (k *keyRuns) await(j int) {
	<-k.done[j]
	if p := k.failure[j]; p != nil {
		k.wg.Wait()
		panic(p)
	}
}

// wait waits for every key, and raises the panic of the first one in list
// order that panicked.
func (k *keyRuns) wait() {
	k.wg.Wait()
	for j := range k.done {
		if k.done[j] != nil && k.failure[j] != nil {
			panic(k.failure[j])
		}
	}
}
