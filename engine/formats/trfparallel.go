package formats

import "github.com/spareggi/spareggi/engine"

// With the fast paths, the TRF reader of a large file reads the 001 lines
// (readPlayers) and writes the rounds of the rows (writeRows) in chunks of
// consecutive rows, on several goroutines at the same time (inChunks). Each
// chunk but the first is read by a reader of its own (trfReader.chunk), with
// its own arenas, findings and tallies; the reader of the whole file reads
// the first chunk itself and then absorbs the others in the order of the
// lines, so that the event, the diagnostics with their order and texts,
// and the tallies with their counts, first positions and listed items are
// those of a sequential reading, which stays the reference:
// TestConcurrentRead and FuzzConcurrentRead compare the two.

// chunk returns a reader for a chunk of r's rows: it shares r's decoded
// lines and the settings the players and rounds are read with, and collects
// its own findings for r to absorb.
func (r *trfReader) chunk() *trfReader {
	return &trfReader{dec: r.dec, tallies: map[string]*tally{}, root: r, lichess: r.lichess, team: r.team,
		badStartNo: r.badStartNo, ev: engine.Event{Rounds: r.ev.Rounds, PlayedRounds: r.ev.PlayedRounds}}
}

// main returns the reader of the whole file: r, or the reader r reads a
// chunk for. The messages built when the tallies are flushed read it.
func (r *trfReader) main() *trfReader {
	if r.root != nil {
		return r.root
	}
	return r
}

// absorb appends the findings of chunk reader p, which read rows after
// those read so far, as if r had read them itself: the diagnostics in
// their order, counted against maxErrors as r.d.add counts them; the
// tallies (counts added, the first position kept, items listed up to
// maxListed); the flags and counts; the games listed for details and
// provenance.
func (r *trfReader) absorb(p *trfReader) {
	kept := 0
	for _, d := range p.d.diags {
		if d.Severity == SeverityError {
			kept++
		}
		r.d.add(d)
	}
	// The errors p did not keep came after its first maxErrors: r would
	// not have kept them either.
	r.d.errors += p.d.errors - kept
	for key, t := range p.tallies {
		mine := r.tallies[key]
		if mine == nil {
			r.tallies[key] = t
			continue
		}
		mine.n += t.n
		mine.items = append(mine.items, t.items[:min(len(t.items), max(maxListed-len(mine.items), 0))]...)
	}
	r.badStartNo = r.badStartNo || p.badStartNo
	r.alignFailures += p.alignFailures
	r.shiftNeg, r.shiftPos = r.shiftNeg || p.shiftNeg, r.shiftPos || p.shiftPos
	r.forfeits = append(r.forfeits, p.forfeits...)
	r.noColour = append(r.noColour, p.noColour...)
	r.knownColours += p.knownColours
}

// readPlayers reads the 001 records of playerLines, in order, with
// readPlayer. A large file is read in chunks at the same time: each chunk's
// reader takes its share of one set of arenas, allocated for every line
// (see newArenas), and the players of a chunk follow those of the chunk
// before; when a chunk dropped a line (no start number), the players of the
// chunks after it move down, so that the players fill the arena from its
// start as a sequential reading leaves them.
func (r *trfReader) readPlayers(playerLines []int) {
	workers := workersFor(len(playerLines))
	if !fastPaths || workers == 1 { // (fastPaths first: WebAssembly leaves out the chunks)
		r.newArenas(playerLines)
		for _, ln := range playerLines {
			r.readPlayer(ln)
		}
		return
	}
	m := len(playerLines)
	n := chunksFor(m, workers)
	bounds, blockAt := make([]int, n+1), make([]int, n+1) // chunk i: lines bounds[i]…, blocks blockAt[i]…
	for i := 1; i <= n; i++ {
		bounds[i] = i * m / n
		blockAt[i] = blockAt[i-1] + r.blocksOf(playerLines[bounds[i-1]:bounds[i]])
	}
	players, records, ptrs := make([]engine.Player, m), make([]trfPlayer, m), make([]*trfPlayer, m)
	points, blocks := make([]engine.Score, m), make([]trfBlock, blockAt[n])
	rs := make([]*trfReader, n)
	for i := range rs {
		p := r
		if i > 0 {
			p = r.chunk()
		}
		lo, hi := bounds[i], bounds[i+1]
		p.playerArena, p.recordArena, p.players = players[lo:lo:hi], records[lo:lo:hi], ptrs[lo:lo:hi]
		p.points, p.blocks = points[lo:lo:hi], blocks[blockAt[i]:blockAt[i]:blockAt[i+1]]
		rs[i] = p
	}
	inChunks(n, workers, func(i int) {
		for _, ln := range playerLines[bounds[i]:bounds[i+1]] {
			rs[i].readPlayer(ln)
		}
	})
	at, moved := len(r.players), false // the players so far, in players[:at] and ptrs[:at]
	for i := 1; i < n; i++ {
		p := rs[i]
		r.absorb(p)
		k, lo := len(p.players), bounds[i]
		if lo != at {
			copy(players[at:at+k], players[lo:lo+k])
			copy(ptrs[at:at+k], ptrs[lo:lo+k])
			for j := at; j < at+k; j++ {
				ptrs[j].Player = &players[j]
			}
			moved = true
		}
		at += k
	}
	if moved {
		clear(players[at:]) // what a sequential reading leaves past the players
		clear(ptrs[at:])
	}
	r.playerArena, r.players = players[:at], ptrs[:at]
	r.recordArena, r.points, r.blocks = nil, nil, nil // taken by the chunks; no line is read after
}

// writeRows writes the rounds of every row (rows), a large event in chunks
// at the same time: each chunk's reader with its own reference check and a
// copy of the pair view, whose rows it fills; r absorbs their findings in
// the order of the rows.
func (r *trfReader) writeRows(job *rowsJob, refs *refCheck) {
	m := len(r.players)
	workers := workersFor(m)
	if !fastPaths || workers == 1 {
		r.rows(r, refs, job, 0, m)
		return
	}
	n := chunksFor(m, workers)
	ws, checks := make([]*trfReader, n), make([]*refCheck, n)
	ws[0], checks[0] = r, refs
	for i := 1; i < n; i++ {
		ws[i] = r.chunk()
		ws[i].view = r.view
		checks[i] = &refCheck{r: ws[i], idx: refs.idx, missing: map[int][]refCite{}}
	}
	inChunks(n, workers, func(i int) { r.rows(ws[i], checks[i], job, i*m/n, (i+1)*m/n) })
	for i := 1; i < n; i++ {
		r.absorb(ws[i])
		refs.absorb(checks[i])
		if ws[i].view.slots == nil { // an opponent did not fit: no view at all
			r.view.slots = nil
		}
	}
}

// absorb appends the citations o found in the rows after those of c.
func (c *refCheck) absorb(o *refCheck) {
	for _, n := range o.order {
		if c.missing[n] == nil {
			c.order = append(c.order, n)
		}
		c.missing[n] = append(c.missing[n], o.missing[n]...)
	}
}
