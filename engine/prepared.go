package engine

// Prepared is an event made ready once for many computations of its
// standings (Prepared.Compute): the check of printed columns computes the
// standings of one event some hundred times, a few candidate tie-breaks
// under one rule edition each time, and each computation flattened the
// event anew. A Prepared keeps what depends on the event alone, made the
// first time a computation needs it: a team event's events of both
// scores, the copy in which games without a result count 0–0 (§9.6), the
// flattened data by system and standings round, and what is derived from
// those data alone (dataMemo: the sums without cuts, the rated games, the
// Fore Buchholz data, the order by points). What depends on the options
// (the edition, the list, the budget, the explanations) is made for each
// computation, as Compute makes it; the rows and values of standings
// given back (Release) are filled again by the next.
//
// The standings of one Prepared share those events (Standings.Event,
// TeamEvent). The event must not change while the Prepared is used; a
// Prepared is not for use by two goroutines at once.
type Prepared struct {
	ev      *Event
	team    *teamData
	pending map[int]postponedEvent // by standings round
	data    map[dataKey]*calcData
	// rows and matrix are those of the standings last given back
	// (Release), for the next computation.
	rows   []Row
	matrix []Result
	// part is the partition of the standings last given back.
	part *partition
}

// postponedEvent is the copy of an event in which the games without a
// result of rounds 1..N are lost by both sides (Standings.postpone), and
// those games.
type postponedEvent struct {
	ev    *Event
	games []Pending
}

// dataKey names the flattened data of one event (the input, or its
// postponed copy) for standings after round n under system sys.
type dataKey struct {
	ev  *Event
	sys System
	n   int
}

// Prepare returns ev made ready for many computations.
func Prepare(ev *Event) *Prepared {
	return &Prepared{ev: ev, pending: map[int]postponedEvent{}, data: map[dataKey]*calcData{}}
}

// Compute is engine.Compute of the prepared event: the same standings,
// value for value, sharing the data the other computations made.
func (p *Prepared) Compute(opt Options) (*Standings, error) { return compute(p.ev, opt, p) }

// teamOf returns the team data of ev (newTeamData), made once by p; a
// nil p makes them anew.
func (p *Prepared) teamOf(ev *Event) *teamData {
	if p == nil {
		return newTeamData(ev)
	}
	if p.team == nil {
		p.team = newTeamData(ev)
	}
	return p.team
}

// postpone is st.postpone(ev), the copy made once by p for each standings
// round; a nil p makes it anew.
func (p *Prepared) postpone(st *Standings, ev *Event) *Event {
	if p == nil {
		return st.postpone(ev)
	}
	pe, ok := p.pending[st.Round]
	if !ok {
		pe.ev, pe.games = postponed(ev, st.Round)
		p.pending[st.Round] = pe
	}
	st.warnPostponed(pe.games)
	return pe.ev
}

// calcData returns newCalcData(ev, sys, n, false), made once by p; a nil
// p makes them anew.
func (p *Prepared) calcData(ev *Event, sys System, n int) calcData {
	if p == nil {
		return newCalcData(ev, sys, n, false)
	}
	k := dataKey{ev: ev, sys: sys, n: n}
	d := p.data[k]
	if d == nil {
		data := newCalcData(ev, sys, n, false)
		d = &data
		p.data[k] = d
	}
	return *d
}

// Release gives back the rows and the values of st, standings p computed
// that the caller reads no more (nor their explanations), for p's next
// computation to fill: the
// check of printed columns keeps the values it compares and computes the
// standings some hundred times (issue 32: what it allocates decides how
// often the collector runs while it does). st has no rows afterwards; its
// other fields (Ties, Notices …) stay as they are.
func (p *Prepared) Release(st *Standings) {
	if st == nil || st.Rows == nil {
		return
	}
	if cap(st.matrix) > cap(p.matrix) {
		p.matrix = st.matrix
	}
	if cap(st.Rows) > cap(p.rows) {
		p.rows = st.Rows
	}
	if st.part != nil {
		p.part = st.part
	}
	st.Rows, st.matrix, st.part = nil, nil, nil
}

// spare returns a matrix of n results, every one undefined, and np rows:
// those given back (Release) when they are large enough, taken from p, or
// new ones; a nil p makes them new.
func (p *Prepared) spare(n, np int) ([]Result, []Row) {
	var m []Result
	var rows []Row
	if p != nil && cap(p.matrix) >= n {
		m, p.matrix = p.matrix[:n], nil
		clear(m)
	} else {
		m = make([]Result, n)
	}
	if p != nil && cap(p.rows) >= np {
		rows, p.rows = p.rows[:np], nil
	} else {
		rows = make([]Row, np)
	}
	return m, rows
}

// partition returns the partition of the standings last given back
// (Release), which the next ranking refines anew (calc.byPoints), and
// takes it from p; nil for none.
func (p *Prepared) partition() *partition {
	if p == nil {
		return nil
	}
	part := p.part
	p.part = nil
	return part
}
