package engine

import "slices"

// elem is one element of an element-based tie-break (docs/tiebreaks.md §5.1) in exact
// fixed point: s in thousandths of a point, c in ten-thousandths. Every
// score is a multiple of 1/20 (tenths, halved by BARQ), so both are exact.
type elem struct {
	s       int64 // score counted, 1/1000
	c       int64 // contribution, 1/10000
	raw     Score // opponent's raw score, or own score for a dummy
	pts     Score // points scored in the round
	capS    Score
	opp     int32 // opponent index, −1 = none
	round   int32 // 0-based
	kind    Kind  // the player's own kind
	src     Source
	capRule uint8 // 0 none, 1 = 16.4.1, 2 = 16.4.2
	cut     Cut
	vur     bool
	capped  bool
}

const (
	milli  = 100 // Score (tenths) → thousandths
	tenthK = 10  // thousandths × tenths → ten-thousandths
)

// elemOpts selects the variant of the elements.
type elemOpts struct {
	ed     Edition
	played bool // /P: forfeits against a known opponent are games
	sb     bool // Sonneborn-Berger contributions (s × points)
	// mult, when set, is the calc whose points multiply the scores in the
	// Sonneborn-Berger contributions (the other team score of the extended
	// Sonneborn-Berger); nil: the calc's own points.
	mult *calc
}

// elements builds player i's elements under the given options (docs/tiebreaks.md §5.1).
// The elements are appended to buf.
func (c *calc) elements(i int, o elemOpts, buf []elem) []elem {
	oppS, score := c.oppScores(o.ed), c.score
	asGame := o.played || o.ed.rules().forfeitGame
	kinds, opps, pts := c.rounds(i)
	if o.mult != nil {
		_, _, pts = o.mult.rounds(i)
	}
	buf = slices.Grow(buf, len(kinds))
	for r, kind := range kinds {
		op := opps[r]
		if kind == NotYet || (c.rr && op < 0) {
			continue // a round robin's round without a scheduled opponent is no element (§3.11)
		}
		// built in place: a copy of a struct just written field by field
		// stalls on store forwarding
		buf = buf[:len(buf)+1]
		e := &buf[len(buf)-1]
		*e = elem{round: int32(r), kind: kind, opp: op, pts: pts[r]}
		switch {
		case c.rr && o.sb && kind == ForfeitWin && !o.played && c.team == nil && o.ed.rules().sbRRForfeitOwn:
			// Swiss-Manager: a forfeit win in a round robin counts the
			// winner's own final score (docs/tiebreaks.md §3.13)
			e.src, e.raw, e.s = SourceOwnForfeit, score[op], int64(score[i])*milli
		case c.rr:
			e.src, e.raw, e.s = SourceGame, score[op], int64(score[op])*milli
		case kind.OTB() || (kind.Forfeit() && op >= 0 && asGame):
			e.src, e.raw, e.s = SourceGame, score[op], int64(oppS[op])*milli
		default:
			c.ownUnplayed(i, r, o.ed, e)
		}
		if o.sb {
			if e.src == SourceSelf || e.src != SourceGame && e.src != SourceOwnForfeit && o.ed.rules().sbUnplayedHalf {
				e.c = e.s * int64(c.d)
			} else {
				e.c = e.s * int64(pts[r])
			}
		} else {
			e.c = e.s * tenthK
		}
	}
	return buf
}

// ownUnplayed fills the element of player i's own unplayed round r under
// edition ed (docs/tiebreaks.md §3.3–§3.10).
func (c *calc) ownUnplayed(i, r int, ed Edition, e *elem) {
	k := c.at(i, r)
	kind, op := c.kind[k], c.opp[k]
	rule := ed.rules()
	switch rule.own {
	case ownDummy:
		e.src, e.raw = SourceDummy, c.score[i]
		d := c.score[i]
		if rule.dummyCap {
			if kind.Forfeit() && op >= 0 {
				e.capRule, e.capS = 1, c.adj()[op]
			} else {
				e.capRule, e.capS = 2, c.d*Score(c.n)
			}
			if e.capS < d {
				d, e.capped = e.capS, true
			}
		}
		e.s = int64(d) * milli
		e.vur = rule.vurCut && kind.VUR() && !c.rr
	case ownVirtual:
		var before Score
		for q := 0; q < r; q++ {
			before += c.pts[c.at(i, q)]
		}
		var comp Score
		switch p := c.pts[k]; {
		case p == c.w:
			comp = c.ev.Scoring.L()
		case p == c.d:
			comp = c.d
		default:
			comp = c.w
		}
		v := before + comp + c.d*Score(c.n-r-1)
		e.src, e.raw, e.s = SourceVirtual, before, int64(v)*milli
	case ownSelf:
		v := c.oppScores(ed)[i]
		e.src, e.raw, e.s = SourceSelf, c.score[i], int64(v)*milli
	case ownHalf:
		e.src, e.raw, e.s = SourceHalfOwn, c.score[i], int64(c.score[i])*milli/2
	default: // ownZero: an opponent with no points
		e.src, e.raw, e.s = SourceZero, 0, 0
	}
}

// cutElements applies Cn / Mn (docs/tiebreaks.md §5.3). vurRule enables the C.07 16.5
// exception (FIDE 2024/2026 editions, Swiss events). sbNotion selects the
// Sonneborn-Berger notion of significance (§5.2). Each cut takes the first
// element, in round order, of least (most) significance.
func cutElements(es []elem, low, high int, vurRule, sbNotion bool) {
	for n := 0; n < low; n++ {
		lsv, vur := leastSignificant(es, vurRule, sbNotion)
		if lsv < 0 {
			return // every element is gone: the value is 0 (docs/tiebreaks.md, decision 14)
		}
		if vur >= 0 && es[vur].c >= es[lsv].c {
			es[vur].cut = CutVUR
		} else {
			es[lsv].cut = CutLowest
		}
	}
	for n := 0; n < high; n++ {
		msv := mostSignificant(es, sbNotion)
		if msv < 0 {
			return
		}
		es[msv].cut = CutHighest
	}
}

// leastSignificant returns the first element left of least significance,
// and with vurRule the first VUR left of least contribution (then score);
// −1 for none.
func leastSignificant(es []elem, vurRule, sbNotion bool) (lsv, vur int) {
	lsv, vur = -1, -1
	for j := range es {
		e := &es[j]
		if e.cut != NotCut {
			continue
		}
		if lsv < 0 || lessSignificant(e, &es[lsv], sbNotion) {
			lsv = j
		}
		if vurRule && e.vur && (vur < 0 || e.c < es[vur].c || e.c == es[vur].c && e.s < es[vur].s) {
			vur = j
		}
	}
	return lsv, vur
}

// mostSignificant returns the first element left of most significance, or
// −1.
func mostSignificant(es []elem, sbNotion bool) int {
	msv := -1
	for j := range es {
		if es[j].cut == NotCut && (msv < 0 || lessSignificant(&es[msv], &es[j], sbNotion)) {
			msv = j
		}
	}
	return msv
}

// lessSignificant reports whether a is strictly less significant than b.
func lessSignificant(a, b *elem, sbNotion bool) bool {
	if sbNotion && a.s != b.s {
		return a.s < b.s
	}
	return a.c < b.c
}

// sumElements adds the contributions left after the cuts (1/10000).
func sumElements(es []elem) int64 {
	var t int64
	for j := range es {
		if es[j].cut == NotCut {
			t += es[j].c
		}
	}
	return t
}

// explainElements converts elements to their public form.
func (c *calc) explainElements(es []elem, article string) []Element {
	out := make([]Element, len(es))
	for j, e := range es {
		el := Element{Round: int(e.round) + 1, Kind: e.kind, Opponent: c.startNo(e.opp), Source: e.src,
			Raw: e.raw.Value(), Score: NewValue(e.s, 1000), Points: e.pts.Value(),
			Contribution: NewValue(e.c, 10000), VUR: e.vur, Counted: e.cut == NotCut, Cut: e.cut,
			Capped: e.capped, Article: article}
		if e.capRule != 0 {
			el.Cap, el.CapRule = e.capS.Value(), [...]string{"", "16.4.1", "16.4.2"}[e.capRule]
		}
		switch e.src {
		case SourceDummy:
			el.Article = "C.07 16.4"
		case SourceGame:
			if !c.rr && c.ed.CountsAdjustedScore() {
				el.Article = article + ", 16.3"
			}
		}
		out[j] = el
	}
	return out
}
