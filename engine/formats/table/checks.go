package table

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// CheckOptions tune CheckEvent.
type CheckOptions struct {
	// Team marks a team event: several PABs in a round are then normal
	// (every member of the team with the bye has one).
	Team bool
	// NoFill keeps unknown colours opposite a known colour unknown instead
	// of filling them in (check C5).
	NoFill bool
	// Grid marks a round-robin grid, whose declared points C14 compares
	// with its cells: an excerpt of a larger table (E-TABLE-PARTIAL).
	Grid bool
}

// CheckEvent runs the format-independent cross-checks of docs/formats.md §14 on
// a model: C1 unique start numbers (E-DUP-STARTNO), C2 every opponent exists
// (E-REF-MISSING, one error listing every missing number), C3 nobody plays
// themself (E-SELF-PAIRING), C4 reciprocity (W-RECIPROCITY), C5 opposite
// colours (W-COLOUR-CLASH; an unknown colour opposite a known one is filled
// in, I-COLOUR-FILLED), C6 two-sided pairings (W-ONE-SIDED), C7 at most one
// PAB per round (W-PAB-COUNT), C8 declared points (W-POINTS, with the §5.8
// rule for announced byes), C10 repeated pairings in a Swiss (I-REPEAT) and
// C11 duplicate names (W-DUP-NAME), and refuses games without colour that
// the scoring cannot score (E-SCORING-COLOUR). Part of a larger table is
// E-TABLE-PARTIAL: opponents without a row (C2) that many rows cite, and,
// in a grid (opts Grid), printed points above the cells in most rows (C14).
//
// Findings of one kind are aggregated into one diagnostic positioned at the
// first occurrence. Errors mean the model must not be used. CheckEvent may
// fill in colours (C5); it changes nothing else. Players must be sorted by
// start number.
func CheckEvent(ev *engine.Event, opts ...CheckOptions) []scan.Diagnostic {
	var opt CheckOptions
	if len(opts) > 0 {
		opt = opts[0]
	}
	c := &checker{ev: ev, opt: opt, agg: map[scan.Code]*aggregate{}, idx: startIndex(ev.Players)}
	if c.references(); !c.fatal {
		c.pairings()
		for i := range ev.Players {
			c.points(i)
		}
		if opt.Grid {
			c.excerpt()
		}
		c.names()
	}
	c.flush()
	scan.SortDiags(c.out)
	return c.out
}

// longestRow returns the largest number of rounds of a player.
func longestRow(ps []engine.Player) int {
	n := 0
	for i := range ps {
		n = max(n, len(ps[i].Rounds))
	}
	return n
}

type checker struct {
	ev *engine.Event
	// declared, over and under count the players whose declared points
	// are printed, above their rounds' and below them; overAt is the
	// first above, with its two totals (C14).
	Declared, over, under int
	overAt                *engine.Player
	overDeclared, overSum engine.Score

	idx   IndexOf // start number → index of its first player
	opt   CheckOptions
	out   []scan.Diagnostic
	agg   map[scan.Code]*aggregate
	order []scan.Code
	fatal bool
}

// aggregate collects one kind of finding over many rows (§15.2 rule 5).
type aggregate struct {
	sev       scan.Severity
	code      scan.Code
	Line, Col int
	items     []scan.NoteItem
	n         int
	Text      func(n int, list string) string
}

func (c *checker) note(sev scan.Severity, code scan.Code, pos engine.Pos, item scan.NoteItem, text func(n int, list string) string) {
	a := c.agg[code]
	if a == nil {
		a = &aggregate{sev: sev, code: code, Line: pos.Line, Col: pos.Col, Text: text}
		c.agg[code] = a
		c.order = append(c.order, code)
	}
	a.n++
	if len(a.items) < MaxListed {
		a.items = append(a.items, item)
	}
}

// item returns the text of an item for the aggregate of code while it lists
// items, and "" once it is full (note then only counts).
func (c *checker) item(code scan.Code, text func() scan.NoteItem) scan.NoteItem {
	if a := c.agg[code]; a != nil && len(a.items) >= MaxListed {
		return scan.NoteItem{}
	}
	return text()
}

func (c *checker) flush() {
	for _, code := range c.order {
		a := c.agg[code]
		list := strings.Join(scan.ItemTexts(a.items), "; ")
		if more := a.n - len(a.items); more > 0 {
			list += scan.MsgI(&msg.GroupMore, more).English()
		}
		c.out = append(c.out, scan.Diagnostic{Severity: a.sev, Code: a.code, Line: max(a.Line, 0), Col: max(a.Col, 0),
			EndCol: max(a.Col, 0), Message: a.Text(a.n, list), Args: []string{strconv.Itoa(a.n)}, Items: scan.ItemArgs(a.items)})
	}
}

// label names a player of the event for messages: "line 7 (3 Rossi)",
// cited as msg.ValuePlayerLine, or its label when it has no line.
func (c *checker) label(p *engine.Player) string {
	if p.Pos.Line > 0 {
		return scan.MsgIS(&msg.ValuePlayerLine, p.Pos.Line, scan.LabelOf(p.StartNo, p.Name)).Cite()
	}
	return scan.LabelOf(p.StartNo, p.Name)
}

// references applies C1–C3.
func (c *checker) references() {
	ps := c.ev.Players
	for i := range ps {
		p := &ps[i]
		var q *engine.Player // the first player with this start number, when it is not p
		if j := c.idx.Of(p.StartNo); j >= 0 && j != i {
			q = &ps[j]
		}
		if q != nil || p.StartNo < 1 {
			what := scan.MsgI(&msg.ReaderStartNoInvalid, p.StartNo)
			if q != nil {
				what = scan.MsgIS(&msg.ReaderStartNoTwice, p.StartNo, c.label(q))
			}
			c.addMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EDupStartno, Line: p.Pos.Line, Col: p.Pos.Col,
				EndCol: p.Pos.Col, Row: scan.LabelOf(p.StartNo, p.Name), Found: strconv.Itoa(p.StartNo),
				Expected: "a start number not used before"}, what)
			c.fatal = true
		}
	}
	missing := map[int][]string{}
	var order []int
	var first engine.Pos
	idx := c.idx
	for i := range ps {
		p := &ps[i]
		for k := range p.Rounds {
			e := &p.Rounds[k]
			switch {
			case e.Opponent <= 0 && e.Kind.OTB():
				// A game over the board needs an opponent: the engine indexes him.
				c.addMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EOpponentRange, Line: e.Pos.Line, Col: e.Pos.Col,
					EndCol: e.Pos.Col, Row: scan.LabelOf(p.StartNo, p.Name), Round: k + 1, Found: strconv.Itoa(e.Opponent),
					Expected: "an opponent's start number from 1"}, scan.MsgSI(&msg.ReaderOpponentZero, c.label(p), k+1, e.Opponent))
				c.fatal = true
			case e.Opponent == 0:
			case e.Opponent == p.StartNo:
				c.addMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ESelfPairing, Line: e.Pos.Line, Col: e.Pos.Col,
					EndCol: e.Pos.Col, Row: scan.LabelOf(p.StartNo, p.Name), Round: k + 1, Found: strconv.Itoa(e.Opponent),
					Expected: "another player's number"}, scan.MsgSI(&msg.ReaderSelfOpponent, c.label(p), k+1))
				c.fatal = true
			case idx.Of(e.Opponent) < 0:
				if missing[e.Opponent] == nil {
					order = append(order, e.Opponent)
					if first.Line == 0 {
						first = e.Pos
					}
				}
				cite := c.label(p)
				if l := missing[e.Opponent]; len(l) == 0 || l[len(l)-1] != cite {
					missing[e.Opponent] = append(missing[e.Opponent], cite)
				}
			}
		}
	}
	if len(order) == 0 {
		return
	}
	c.fatal = true
	if partialRefs(order, missing) {
		nums := make([]string, len(order))
		for i, n := range order {
			nums[i] = strconv.Itoa(n)
		}
		c.addMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ETablePartial, Line: max(first.Line, 1), Col: max(first.Col, 1),
			EndCol: max(first.Col, 1), Found: strings.Join(nums, ", "), Expected: "the whole crosstable: a row for every opponent"},
			scan.MsgIIS(&msg.ReaderTablePartialRefs, len(ps), len(order), msg.And(nums...)))
		return
	}
	var nums, parts []string
	for _, n := range order {
		nums = append(nums, strconv.Itoa(n))
		parts = append(parts, scan.MsgIS(&msg.ValueCitedBy, n, msg.Comma(missing[n]...)).Cite())
	}
	c.addMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ERefMissing, Line: max(first.Line, 1), Col: max(first.Col, 1),
		EndCol: max(first.Col, 1), Found: strings.Join(nums, ", "), Expected: "opponents that have a row of their own",
	}, scan.Counted(len(order), &msg.ReaderRefMissingOne, &msg.ReaderRefMissing, msg.And(nums...), msg.Semicolon(parts...)))
}

// addMsg adds to the findings d worded by the declared message m, as
// diagList.addMsg does.
func (c *checker) addMsg(d *scan.Diagnostic, m msg.Message) {
	d.Key, d.Args, d.Message = m.Code(), m.Args, m.English()
	c.out = append(c.out, *d)
}

// partialRefs reports whether the opponents without a row (order, each
// with the rows citing it in missing) make the table part of a larger one
// (docs/formats.md §14, C2): three of them or more, cited by two rows or
// more. One or two numbers without a row are a typo or a row left out,
// which E-REF-MISSING lists with the rows citing each.
func partialRefs(order []int, missing map[int][]string) bool {
	if len(order) < 3 {
		return false
	}
	rows := map[string]bool{}
	for _, n := range order {
		for _, r := range missing[n] {
			rows[r] = true
		}
	}
	return len(rows) >= 2
}

// points applies C8 and E-SCORING-COLOUR to player i.
func (c *checker) points(i int) {
	sc := c.ev.Scoring
	p := &c.ev.Players[i]
	var sum, announced engine.Score
	for k := range p.Rounds {
		e := &p.Rounds[k]
		if e.Kind.OTB() && e.Colour == engine.UnknownColour && !e.HasOverride {
			w, b := *e, *e
			w.Colour, b.Colour = engine.White, engine.Black
			if sc.Points(w) != sc.Points(b) {
				c.addMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EScoringColour, Line: e.Pos.Line, Col: e.Pos.Col,
					EndCol: e.Pos.Col, Row: scan.LabelOf(p.StartNo, p.Name), Round: k + 1, Expected: "a colour",
				}, scan.MsgIS(&msg.ReaderScoringColour, k+1, scan.KindCite(e.Kind)))
			}
		}
		if e.Detail == engine.DetailAnnounced {
			announced += sc.Points(*e)
		} else {
			sum += sc.Points(*e)
		}
	}
	c.notePoints(p, sum, announced)
}

// notePoints applies C8 to player p, whose rounds give sum points, and
// announced more in announced byes.
func (c *checker) notePoints(p *engine.Player, sum, announced engine.Score) {
	if d := p.DeclaredPoints; d != nil {
		c.Declared++
		switch {
		case *d > sum+announced:
			if c.over++; c.overAt == nil {
				c.overAt, c.overDeclared, c.overSum = p, *d, sum+announced
			}
		case *d < sum:
			c.under++
		}
	}
	if d := p.DeclaredPoints; d != nil && *d != sum && *d != sum+announced {
		c.note(scan.SeverityWarning, scan.WPoints, p.Pos, c.item(scan.WPoints, func() scan.NoteItem {
			return scan.ItemMsg(scan.MsgIS(&msg.ItemPoints, p.Pos.Line, p.Name, d.String(), sum.String()))
		}), scan.Grouped(&msg.GroupPointsOne, &msg.GroupPoints))
	}
}

// excerpt applies C14 to a grid (docs/formats.md §8.6): when the declared
// points exceed the cells' in three rows or more, in more than half of
// the rows that declare them, and fall short in none, the grid is the
// first rows and columns of a larger table (a Swiss printed as a grid,
// cut where the copy ended), not a round robin of its own: its cells miss
// the games against the players left out, which every row's total
// counts. A grid whose totals disagree otherwise keeps W-POINTS.
func (c *checker) excerpt() {
	if c.over < 3 || c.under > 0 || 2*c.over <= c.Declared {
		return
	}
	if c.agg[scan.WPoints] != nil {
		delete(c.agg, scan.WPoints)
		c.order = slices.DeleteFunc(c.order, func(k scan.Code) bool { return k == scan.WPoints })
	}
	p := c.overAt
	c.fatal = true
	c.addMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ETablePartial, Line: max(p.Pos.Line, 1), Col: max(p.Pos.Col, 1),
		EndCol: max(p.Pos.Col, 1), Row: scan.LabelOf(p.StartNo, p.Name), Found: c.overDeclared.String(),
		Expected: "printed points the row's cells add up to"},
		scan.MsgA(&msg.ReaderTablePartialGrid, max(p.Pos.Line, 1), c.over, c.Declared, c.label(p), c.overDeclared.String(), c.overSum.String(), len(c.ev.Players)))
}

// startIndex maps start numbers to player indices (−1 = none) in a slice.
// A start number used twice maps to its first player.
func startIndex(ps []engine.Player) IndexOf {
	return StartIndexFunc(len(ps), func(i int) int { return ps[i].StartNo })
}

// StartIndexFunc is startIndex for n players whose start numbers startNo
// returns.
func StartIndexFunc(n int, startNo func(i int) int) IndexOf {
	hi := 0
	for i := range n {
		hi = max(hi, startNo(i))
	}
	idx := make(IndexOf, hi+1)
	for i := range idx {
		idx[i] = -1
	}
	for i := range n {
		if s := startNo(i); s > 0 && idx[s] < 0 {
			idx[s] = i
		}
	}
	return idx
}

// IndexOf is a slice from start number to player index.
type IndexOf []int

// Of returns the index of start number n, or −1.
func (x IndexOf) Of(n int) int {
	if n < 0 || n >= len(x) {
		return -1
	}
	return x[n]
}

// MaxListed is how many rows an aggregated message lists before "and N more".
const MaxListed = 20
