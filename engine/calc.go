package engine

import "slices"

// calc holds an event normalised for one computation: rounds 1..N only,
// flattened into arrays indexed by player index i and round r (0-based),
// with the per-participant values of docs/tiebreaks.md §2.3 computed once. A calc is
// never modified while it ranks, so no tie-break can change what another
// one sees (defect D2 of the reference checker, docs/tiebreaks.md §13.2);
// derived data is only added to its memos, once (memo, oppMemo). Between
// two rankings, what-if replays the changed rounds of its scenarios into
// the same calc (replay), which drops the memos.
//
// A calc is three parts: the data (calcData), the settings of the request
// (settings) and the memos (calcMemo). Compute makes the first calc
// (newCalc); every other one (the Fore Buchholz transformation, the other
// team score, another edition, a quiet copy) is made from it by derive, the
// one constructor of derived calcs, so the settings — the budget of vector
// components above all — reach every calc.
type calc struct {
	calcData
	settings
	calcMemo
}

// calcData is the normalised event of a calc: what the results say.
type calcData struct {
	ev     *Event
	sys    System
	rr     bool // round robin (C.07 15.2)
	n      int  // standings round N
	np     int  // number of players
	w, d   Score
	kind   []Kind   // [i*n+r]
	opp    []int32  // [i*n+r] opponent index, −1 = none
	col    []Colour // [i*n+r]
	pts    []Score  // [i*n+r]
	score  []Score  // score(P)
	otb    []Score  // otbPts(P)
	unpl   []int    // unplayed(P)
	lna    []int    // lna(P): last round (1-based) that is not a VUR; 0 if none
	fore   bool     // this calc is the Fore Buchholz transformation
	start  []int    // start numbers
	rating []int    // ratings
	adjC   []Score  // 16.3 adjusted scores
	// team is set in a team event (teamcalc.go).
	team *teamData
	// derived is what is built from these data alone, once, and shared by
	// every calc made over them (derive, withEdition, Prepared).
	derived *dataMemo
}

// settings are the choices of the request a calc computes under.
type settings struct {
	ed      Edition
	budget  *budget // the vector components allowed (Options.MaxComponents)
	explain int
	lots    [][]int // Options.Lots
	// ranksOnly: Options.ranksOnly.
	ranksOnly bool
	// rating for unrated players
	unrated    int
	hasUnrated bool
}

// calcMemo is what a calc derives from its data and settings, each built
// the first time it is asked for.
type calcMemo struct {
	memo    *memoStore
	oppMemo *oppScoreMemo // oppScores per edition, computed when first asked
	// other is the calc of the other team score, made when first asked for
	// (teamcalc.go).
	other *calc
	// inGroup is the buffer of groupPositions.
	inGroup []int32
	// elems is the buffer of elementKeyWith.
	elems []elem
}

// newCalc prepares the event for standings after round n under the
// settings s. With fore set, the games of round n (the final round) are
// turned into draws (Fore Buchholz).
func newCalc(ev *Event, sys System, n int, fore bool, s settings) *calc {
	return &calc{calcData: newCalcData(ev, sys, n, fore), settings: s, calcMemo: freshMemo()}
}

// derive returns a calc over data under c's settings, with fresh memos:
// the one constructor of derived calcs. With ed set (not EditionDefault)
// it computes under that edition instead (the /V modifier).
func (c *calc) derive(data calcData, ed Edition) *calc {
	s := c.settings
	if ed != EditionDefault {
		s.ed = ed
	}
	return &calc{calcData: data, settings: s, calcMemo: freshMemo()}
}

// freshMemo returns empty memos.
func freshMemo() calcMemo {
	return calcMemo{memo: newMemo(), oppMemo: &oppScoreMemo{}}
}

// newCalcData flattens the event for standings after round n.
func newCalcData(ev *Event, sys System, n int, fore bool) calcData {
	np := len(ev.Players)
	c := &calc{calcData: calcData{ev: ev, sys: sys, rr: sys.IsRoundRobin(), n: n, np: np,
		w: ev.Scoring.W(), d: ev.Scoring.D(), fore: fore, derived: &dataMemo{}}}
	c.kind = make([]Kind, np*n)
	c.opp = make([]int32, np*n)
	c.col = make([]Colour, np*n)
	c.pts = make([]Score, np*n)
	c.score = make([]Score, np)
	c.otb = make([]Score, np)
	c.unpl = make([]int, np)
	c.lna = make([]int, np)
	c.start = make([]int, np)
	c.rating = make([]int, np)
	idx := startIndex(ev)
	points := pointsByKind(&ev.Scoring)
	c.adjC = make([]Score, np)
	for i := 0; i < np; i++ {
		c.fill(i, idx, &points)
	}
	c.totalsOf(0, np)
	return c.calcData
}

// startIndex returns the player index of every start number (−1 for none).
func startIndex(ev *Event) []int32 {
	maxStart := 0
	for i := range ev.Players {
		maxStart = max(maxStart, ev.Players[i].StartNo)
	}
	idx := make([]int32, maxStart+1)
	for i := range idx {
		idx[i] = -1
	}
	for i := range ev.Players {
		if s := ev.Players[i].StartNo; s > 0 {
			idx[s] = int32(i)
		}
	}
	return idx
}

// fill flattens the rounds of player i into c's arrays (newCalc, replay):
// idx is startIndex, points pointsByKind.
func (c *calc) fill(i int, idx []int32, points *[ZPB + 1][2]Score) {
	ev, n, fore := c.ev, c.n, c.fore
	maxStart := len(idx) - 1
	p := &ev.Players[i]
	c.start[i], c.rating[i] = p.StartNo, p.Rating
	rounds := p.Rounds[:min(len(p.Rounds), n)]
	a, b := i*n, (i+1)*n
	kinds, opps, cols, pts := c.kind[a:b:b], c.opp[a:b:b], c.col[a:b:b], c.pts[a:b:b]
	for r := range rounds {
		e := &rounds[r]
		o := int32(-1)
		if e.Opponent > 0 && e.Opponent <= maxStart {
			if j := idx[e.Opponent]; j >= 0 && int(j) != i {
				o = j
			}
		}
		kind := e.Kind
		if kind.Bye() {
			o = -1
		}
		var pt Score
		switch {
		case kind == NotYet:
		case e.HasOverride || int(kind) >= len(points):
			pt = ev.Scoring.points(e)
		case e.Colour == Black:
			pt = points[kind][1]
		default:
			pt = points[kind][0]
		}
		if fore && r == n-1 && o >= 0 && (kind.OTB() || kind.Forfeit() || kind == NotYet) {
			kind, pt = Draw, c.d
		}
		kinds[r], opps[r], cols[r], pts[r] = kind, o, e.Colour, pt
	}
	for r := len(rounds); r < n; r++ { // rounds the record lacks: not yet, no opponent
		opps[r] = -1
	}
}

// pointsByKind tabulates Scoring.Points by kind, for White (or no colour)
// and for Black, for entries without an override.
func pointsByKind(s *Scoring) (t [ZPB + 1][2]Score) {
	for k := range t {
		t[k][0] = s.points(&Entry{Kind: Kind(k)})
		t[k][1] = s.points(&Entry{Kind: Kind(k), Colour: Black})
	}
	return t
}

// totals computes score, otbPts, unplayed, lna and the 16.3 adjusted score
// of every participant from the per-round arrays.
func (c *calc) totals() {
	c.adjC = make([]Score, c.np)
	c.totalsOf(0, c.np)
}

// totalsOf computes the totals of players lo..hi−1 (each player's depend
// only on his own rounds).
func (c *calc) totalsOf(lo, hi int) {
	for i := lo; i < hi; i++ {
		var score, otb Score
		unpl, lna := 0, 0
		for r := 0; r < c.n; r++ {
			k := i*c.n + r
			kind, pts := c.kind[k], c.pts[k]
			score += pts
			switch {
			case kind.OTB():
				otb += pts
			case kind != NotYet:
				unpl++
			}
			if !kind.VUR() && kind != NotYet {
				lna = r + 1
			}
		}
		c.score[i], c.otb[i], c.unpl[i], c.lna[i] = score, otb, unpl, lna
		c.adjC[i] = c.adjOf(i)
	}
}

// foreOf returns the data of newCalc(c.ev, c.sys, c.n, true, …), derived
// from c's: the Fore Buchholz transformation of round c.n copies only the
// kinds and points, and shares the opponents, colours, start numbers and
// ratings.
func (c *calc) foreOf() calcData {
	np, n := c.np, c.n
	f := &calc{calcData: calcData{ev: c.ev, sys: c.sys, rr: c.rr, n: n, np: np, w: c.w, d: c.d, fore: true,
		kind: slices.Clone(c.kind), opp: c.opp, col: c.col, pts: slices.Clone(c.pts),
		score: make([]Score, np), otb: make([]Score, np), unpl: make([]int, np), lna: make([]int, np),
		start: c.start, rating: c.rating, derived: &dataMemo{}}}
	if n > 0 {
		for i := 0; i < np; i++ {
			k := i*n + n - 1
			if kind := f.kind[k]; c.opp[k] >= 0 && (kind.OTB() || kind.Forfeit() || kind == NotYet) {
				f.kind[k], f.pts[k] = Draw, c.d
			}
		}
	}
	f.totals()
	return f.calcData
}

// at returns the flat index of player i, round r.
func (c *calc) at(i, r int) int { return i*c.n + r }

// rounds returns player i's kinds, opponents and points of rounds 1..N.
func (c *calc) rounds(i int) (kind []Kind, opp []int32, pts []Score) {
	a, b := i*c.n, (i+1)*c.n
	return c.kind[a:b:b], c.opp[a:b:b], c.pts[a:b:b]
}

// cat1625 reports whether round r (0-based) of player i is a requested bye
// followed only by VURs, or in the last round (C.07 16.2.5).
func (c *calc) cat1625(i, r int) bool {
	k := c.kind[c.at(i, r)]
	return (k == HPB || k == ZPB) && r+1 > c.lna[i]
}

// adj returns the 16.3 adjusted scores: unplayed rounds of category 16.2.5
// count as draws, everything else at face value.
func (c *calc) adj() []Score { return c.adjC }

// adjOf computes player i's 16.3 adjusted score (after his score and lna).
func (c *calc) adjOf(i int) Score {
	s := c.score[i]
	for r := c.lna[i]; r < c.n; r++ { // only rounds after lna can be 16.2.5
		if c.cat1625(i, r) {
			s += c.d - c.pts[c.at(i, r)]
		}
	}
	return s
}

// oppScores returns every participant's value as somebody's opponent under
// edition ed (docs/tiebreaks.md §3.1 table), computed the first time it is asked for.
func (c *calc) oppScores(ed Edition) []Score {
	m := c.oppMemo
	if (*m)[ed] == nil {
		(*m)[ed] = c.oppScoresOf(ed)
	}
	return (*m)[ed]
}

// oppScoreMemo holds oppScores per edition, each computed when first asked
// for (calcs that share the totals share it).
type oppScoreMemo [len(editionRules)][]Score

func (c *calc) oppScoresOf(ed Edition) []Score {
	out := make([]Score, c.np)
	for i := 0; i < c.np; i++ {
		out[i] = c.oppScoreOf(ed, i)
	}
	return out
}

// oppScoreOf returns participant i's value as an opponent under edition
// ed: it reads his own rounds and totals only (calc.replay recomputes the
// values of the players replayed alone).
func (c *calc) oppScoreOf(ed Edition, i int) Score {
	switch rule := ed.rules().opponent; {
	case c.rr || rule == oppRaw:
		return c.score[i]
	case rule == oppAdjusted:
		return c.adj()[i]
	case rule == oppOTBDraws:
		return c.otb[i] + c.d*Score(c.unpl[i])
	case rule == oppWithdrawnDraws:
		return c.barqOppScore(i)
	}
	return 0
}

// barqOppScore is the BARQ value of a participant as an opponent: points up
// to the withdrawal plus a draw for each remaining round (docs/tiebreaks.md §3.9).
func (c *calc) barqOppScore(i int) Score {
	k := 0 // withdrawalRound: last round that is not a zero-point unplayed round
	for r := c.n - 1; r >= 0; r-- {
		kind := c.kind[c.at(i, r)]
		zero := (kind == ZPB && c.pts[c.at(i, r)] == 0) || kind == ForfeitLoss
		if !zero {
			k = r + 1
			break
		}
	}
	var s Score
	for r := 0; r < k; r++ {
		s += c.pts[c.at(i, r)]
	}
	return s + c.d*Score(c.n-k)
}

// startNo returns the start number of the player with index i (or 0 for −1).
func (c *calc) startNo(i int32) int {
	if i < 0 {
		return 0
	}
	return c.start[i]
}

// element is the element of player i's round r (k = c.at(i, r)) with what
// every element-based explanation shows: the round, the player's kind, the
// opponent's start number, the points scored and the article; the caller
// adds the rest.
func (c *calc) element(r, k int, article string) Element {
	return Element{Round: r + 1, Kind: c.kind[k], Opponent: c.startNo(c.opp[k]), Points: c.pts[k].Value(), Article: article}
}

// gameElement is the element of a game against a real opponent: the
// opponent's score as the raw score and the score counted.
func (c *calc) gameElement(r, k int, article string) Element {
	el := c.element(r, k, article)
	s := c.score[c.opp[k]].Value()
	el.Source, el.Raw, el.Score = SourceGame, s, s
	return el
}

// explainSum keeps player i's explanation of d under the edition ed: the
// sum of its elements (sum), with the notes.
func (c *calc) explainSum(out *column, i int, d Descriptor, ed Edition, sum SumDetail, notes ...Note) {
	ex := explanation(d, ed, &sum)
	ex.Notes = notes
	out.explain(i, ex)
}

// explanation is an explanation of d under the edition ed: its key, its
// article and the detail (nil: the notes alone explain it).
func explanation(d Descriptor, ed Edition, detail Detail) *Explanation {
	return &Explanation{Key: d.Key, Article: d.row().article, Edition: ed, Detail: detail}
}

// wantExplain reports whether player i's derivations are kept.
func (c *calc) wantExplain(i int) bool {
	return c.explain == ExplainAll || (c.explain > 0 && c.start[i] == c.explain)
}

// ratingOf returns the rating used for player i by a rating tie-break, and
// whether it is defined (an unrated player without a configured rating is not).
func (c *calc) ratingOf(i int, d Descriptor) (int, bool) {
	if r := c.rating[i]; r > 0 {
		return r, true
	}
	if d.HasUnrated {
		return d.Unrated, true
	}
	if c.hasUnrated {
		return c.unrated, true
	}
	return 0, false
}

// anyUnrated reports whether some participant has no rating.
func (c *calc) anyUnrated() bool {
	for _, r := range c.rating {
		if r <= 0 {
			return true
		}
	}
	return false
}
