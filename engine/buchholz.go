package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// editionFor returns the edition a descriptor is computed under: the
// global one, or the FIDE edition forced by /V1 or /V2.
func (c *calc) editionFor(d Descriptor) Edition {
	if d.Version != EditionDefault {
		return d.Version
	}
	return c.ed
}

// elementKey computes an element-based sum (BH, SB and their variants) for
// every participant, with the cuts of the descriptor (docs/tiebreaks.md §5).
func elementKey(c *calc, d Descriptor, sb bool, out *column) {
	c, o := c.elementCalc(d, sb)
	elementKeyWith(c, d, o, out)
}

// elementKeyWith is elementKey with the calc and the element options
// given.
//
// When only some values are wanted (column.only) they are summed one
// participant at a time, rather than the memoised sums of everybody.
func elementKeyWith(c *calc, d Descriptor, o elemOpts, out *column) {
	article, decimals := d.row().article, d.row().decimals
	var sums []int64
	if out.only == nil {
		sums = c.elementValues(d, o)
	}
	// The calc's buffer, taken while in use (a nested call would make its
	// own): what-if computes the keys again for every scenario, and a
	// buffer per call was half of what it allocated.
	buf := c.elems[:0]
	c.elems = nil
	for i := 0; i < c.np; i++ {
		if !out.wanted(i) {
			continue
		}
		var sum int64
		if sums != nil {
			sum = sums[i]
		} else {
			buf = c.cutElementsOf(i, d, o, buf[:0])
			sum = sumElements(buf)
		}
		v := NewValue(sum, 10000)
		out.set(i, v, decimals)
		if c.wantExplain(i) {
			buf = c.cutElementsOf(i, d, o, buf[:0])
			els := c.explainElements(buf, article)
			c.explainSum(out, i, d, o.ed, SumDetail{Elements: els, Total: v}, sourceNotes(els, o.ed, c.rr)...)
		}
	}
	c.elems = buf[:0]
}

// elementCalc returns the calc and the element options of an element-based
// key: the edition of the descriptor (/V), forfeits as games (/P), the
// Sonneborn-Berger contributions. The calc of a /V edition is memoised in
// c (under), so that the keys of that edition share its element tables
// and sums.
func (c *calc) elementCalc(d Descriptor, sb bool) (*calc, elemOpts) {
	ed := c.editionFor(d)
	c = c.under(ed)
	return c, elemOpts{ed: ed, played: d.Played, sb: sb}
}

// cutElementsOf appends player i's elements to buf with the cuts of d
// applied (docs/tiebreaks.md §5.3).
func (c *calc) cutElementsOf(i int, d Descriptor, o elemOpts, buf []elem) []elem {
	buf = c.elements(i, o, buf)
	if d.CutLow > 0 || d.CutHigh > 0 {
		vurRule := o.ed.rules().vurCut && !c.rr
		cutElements(buf, d.CutLow, d.CutHigh, vurRule, o.sb)
	}
	return buf
}

// elementValues returns every participant's sum of the contributions left
// after the cuts of d, in ten-thousandths (exact): each participant's
// elements (elements.go), cut by cutElements and summed. The sums without
// cuts are shared by every key that needs them (BH, and AOB through the
// opponents' BH), and by every calc over the same data (dataMemo): they
// depend on the data and o alone.
func (c *calc) elementValues(d Descriptor, o elemOpts) []int64 {
	if d.CutLow > 0 || d.CutHigh > 0 {
		return c.buildElementValues(d, o)
	}
	var mult *dataMemo // the data of mult, the same for every calc over them
	if o.mult != nil {
		mult = o.mult.shared()
	}
	return memoized(&c.shared().sums, sumsKey{o.ed, o.played, o.sb, mult}, func() []int64 { return c.buildElementValues(Descriptor{}, o) })
}

// buildElementValues computes the sums of elementValues, one participant's
// elements at a time in a buffer of one round's length.
func (c *calc) buildElementValues(d Descriptor, o elemOpts) []int64 {
	sums := make([]int64, c.np)
	buf := make([]elem, 0, c.n)
	for i := range sums {
		buf = c.cutElementsOf(i, d, o, buf[:0])
		sums[i] = sumElements(buf)
	}
	return sums
}

// withEdition returns a calc that shares c's data but computes under ed
// (the /V modifier).
func (c *calc) withEdition(ed Edition) *calc {
	cc := c.derive(c.calcData, ed)
	cc.oppMemo, cc.other = c.oppMemo, c.other // oppScores are per edition; the other team score is c's
	return cc
}

// tbBH is the Buchholz (C.07 8.1): the sum of the opponents' values, with
// own unplayed rounds as the edition says.
func tbBH(c *calc, d Descriptor, out *column) { elementKey(c, d, false, out) }

// tbSB is the Sonneborn-Berger score (C.07 9.1).
func tbSB(c *calc, d Descriptor, out *column) { elementKey(c, d, true, out) }

// foreCalc returns the calc of the Fore Buchholz transformation (C.07 8.3):
// every game paired in the final round counts as a draw. Decision: the
// transformation applies when the final round R is the standings round, or
// the round right after it with its pairings known; otherwise FB equals BH
// at the standings round.
//
// A quiet copy of c (AOB/F) shares c's memo but must not share its Fore
// calc, which carries the explanation setting: the key tells them apart.
func (c *calc) foreCalc() *calc {
	return memoized(&c.memo.fore, c.explain, c.buildFore)
}

func (c *calc) buildFore() *calc {
	ev := c.ev
	R := ev.Rounds
	var f *calc
	switch {
	case c.fore:
		f = c
	case R == c.n || R == c.n+1 && ev.PlayedRounds >= R:
		f = c.derive(c.foreData(), EditionDefault)
	default:
		f = c
	}
	return f
}

// foreData returns the data of the Fore Buchholz transformation of final
// round R (buildFore: R the standings round, or the round after it), made
// once for c's data.
func (c *calc) foreData() calcData {
	m := c.shared()
	if m.fore == nil {
		var f calcData
		if R := c.ev.Rounds; R == c.n {
			f = c.foreOf()
		} else {
			f = newCalcData(c.ev, c.sys, R, true)
		}
		m.fore = &f
	}
	return *m.fore
}

// tbFB is the Fore Buchholz (C.07 8.3).
func tbFB(c *calc, d Descriptor, out *column) {
	f := c.foreCalc()
	elementKey(f, d, false, out)
	if f.explain == 0 {
		return
	}
	note := msg.New(msg.NoteForeSame)
	if f != c || c.fore {
		note = msg.New(msg.NoteFore, f.n)
	}
	for i := 0; i < c.np; i++ {
		if ex := out.explanation(i); ex != nil {
			ex.Notes = append(ex.Notes, note)
		}
	}
}

// tbAOB is the average of the opponents' Buchholz (C.07 8.2), over the games
// played over the board, rounded to two decimals half up (docs/tiebreaks.md, decision 18).
// /F uses the opponents' Fore Buchholz, /P their BH/P.
func tbAOB(c *calc, d Descriptor, out *column) {
	bh := c.buchholzOf(d) // ten-thousandths
	for i := 0; i < c.np; i++ {
		var sum, cnt int64
		kinds, opps, _ := c.rounds(i)
		for r, kind := range kinds {
			if o := opps[r]; kind.OTB() && o >= 0 {
				sum += bh[o]
				cnt++
			}
		}
		if cnt == 0 {
			out.setDecimals(i, 2)
			continue
		}
		// round_half_up(sum / 10000 / cnt, 2 decimals), in hundredths
		out.set(i, NewValue(roundHalfUpDiv(sum, 100*cnt), 100), 2)
		if !c.wantExplain(i) {
			continue
		}
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			if !c.kind[k].OTB() || c.opp[k] < 0 {
				continue
			}
			v := NewValue(bh[c.opp[k]], 10000)
			el := c.element(r, k, d.row().article)
			el.Score, el.Contribution, el.Counted = v, v, true
			els = append(els, el)
		}
		out.explain(i, explanation(d, c.editionFor(d), &MeanDetail{Elements: els, Sum: NewValue(sum, 10000), Count: int(cnt), Scores: ScoresBuchholz}))
	}
}

// buchholzOf returns every participant's plain Buchholz in ten-thousandths,
// as AOB and SSSC read it: the Fore Buchholz with /F, with forfeits as
// games with /P, under the edition of /V.
func (c *calc) buchholzOf(d Descriptor) []int64 {
	bd := Descriptor{Key: "BH", Code: "BH", Played: d.Played, Version: d.Version}
	bc := c.quiet()
	if d.Fore {
		bd.Key, bd.Code = "FB", "FB"
		bc = bc.foreCalc()
	}
	bc, o := bc.elementCalc(bd, false)
	return bc.elementValues(bd, o)
}

// quiet returns a calc that keeps no explanations (for values computed only
// as inputs of another value).
func (c *calc) quiet() *calc {
	if c.explain == 0 {
		return c
	}
	cc := *c
	cc.explain = 0
	return &cc
}

// sourceNotes explains, once per value, the rules behind the elements that
// are not plain games: the dummy, the virtual opponent, the draw against
// oneself, the zero element, half the own score; and how opponents are
// counted under the edition.
func sourceNotes(els []Element, ed Edition, rr bool) []Note {
	seen := map[Source]bool{}
	var notes []Note
	games := false
	for _, e := range els {
		if e.Source == SourceGame {
			games = true
			continue
		}
		if seen[e.Source] {
			continue
		}
		seen[e.Source] = true
		switch e.Source {
		case SourceDummy:
			n := msg.New(msg.NoteDummy)
			if ed.rules().dummyCap {
				n = msg.New(msg.NoteDummy2026)
			}
			notes = append(notes, n)
		case SourceVirtual:
			notes = append(notes, msg.New(msg.NoteVirtual))
		case SourceSelf:
			notes = append(notes, msg.New(msg.NoteSelf))
		case SourceZero:
			notes = append(notes, msg.New(msg.NoteZero))
		case SourceHalfOwn:
			notes = append(notes, msg.New(msg.NoteHalfOwn))
		case SourceOwnForfeit:
			notes = append(notes, msg.New(msg.NoteOwnForfeit))
		}
	}
	if games && !rr {
		switch ed.rules().opponent {
		case oppAdjusted:
			notes = append(notes, msg.New(msg.NoteAdjusted))
		case oppOTBDraws:
			notes = append(notes, msg.New(msg.NoteOTBHalf))
		}
	}
	return notes
}
