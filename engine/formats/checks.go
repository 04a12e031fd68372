package formats

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// CheckOptions tune CheckEvent.
type CheckOptions struct {
	// Team marks a team event: several PABs in a round are then normal
	// (every member of the team with the bye has one).
	Team bool
	// NoFill keeps unknown colours opposite a known colour unknown instead
	// of filling them in (check C5).
	NoFill bool
}

// CheckEvent runs the format-independent cross-checks of formats.md §14 on
// a model: C1 unique start numbers (E-DUP-STARTNO), C2 every opponent exists
// (E-REF-MISSING, one error listing every missing number), C3 nobody plays
// themself (E-SELF-PAIRING), C4 reciprocity (W-RECIPROCITY), C5 opposite
// colours (W-COLOUR-CLASH; an unknown colour opposite a known one is filled
// in, I-COLOUR-FILLED), C6 two-sided pairings (W-ONE-SIDED), C7 at most one
// PAB per round (W-PAB-COUNT), C8 declared points (W-POINTS, with the §5.8
// rule for announced byes), C10 repeated pairings in a Swiss (I-REPEAT) and
// C11 duplicate names (W-DUP-NAME), and refuses games without colour that
// the scoring cannot score (E-SCORING-COLOUR).
//
// Findings of one kind are aggregated into one diagnostic positioned at the
// first occurrence. Errors mean the model must not be used. CheckEvent may
// fill in colours (C5); it changes nothing else. Players must be sorted by
// start number.
func CheckEvent(ev *engine.Event, opts ...CheckOptions) []Diagnostic {
	var opt CheckOptions
	if len(opts) > 0 {
		opt = opts[0]
	}
	c := &checker{ev: ev, opt: opt, agg: map[string]*aggregate{}}
	c.references()
	if !c.fatal {
		c.pairings()
		c.points()
		c.names()
	}
	c.flush()
	sortDiags(c.out)
	return c.out
}

type checker struct {
	ev    *engine.Event
	opt   CheckOptions
	out   []Diagnostic
	agg   map[string]*aggregate
	order []string
	fatal bool
}

// aggregate collects one kind of finding over many rows (§15.2 rule 5).
type aggregate struct {
	sev       Severity
	code      string
	line, col int
	items     []string
	n         int
	text      func(n int, list string) string
}

func (c *checker) note(sev Severity, code string, pos engine.Pos, item string, text func(n int, list string) string) {
	a := c.agg[code]
	if a == nil {
		a = &aggregate{sev: sev, code: code, line: pos.Line, col: pos.Col, text: text}
		c.agg[code] = a
		c.order = append(c.order, code)
	}
	a.n++
	if len(a.items) < 20 {
		a.items = append(a.items, item)
	}
}

func (c *checker) flush() {
	for _, code := range c.order {
		a := c.agg[code]
		list := strings.Join(a.items, "; ")
		if more := a.n - len(a.items); more > 0 {
			list += fmt.Sprintf("; and %d more", more)
		}
		c.out = append(c.out, Diagnostic{Severity: a.sev, Code: a.code, Line: max(a.line, 0), Col: max(a.col, 0),
			EndCol: max(a.col, 0), Message: a.text(a.n, list)})
	}
}

// count returns "1 game" or "3 games".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// label names a player of the event for messages.
func (c *checker) label(p *engine.Player) string {
	if p.Pos.Line > 0 {
		return fmt.Sprintf("line %d (%s)", p.Pos.Line, labelOf(p.StartNo, p.Name))
	}
	return labelOf(p.StartNo, p.Name)
}

// references applies C1–C3.
func (c *checker) references() {
	ps := c.ev.Players
	seen := make(map[int]*engine.Player, len(ps))
	for i := range ps {
		p := &ps[i]
		if q := seen[p.StartNo]; q != nil || p.StartNo < 1 {
			what := fmt.Sprintf("Start number %d is not valid: start numbers are 1 or more.", p.StartNo)
			if q != nil {
				what = fmt.Sprintf("Start number %d is also used by %s. Start numbers must be unique.", p.StartNo, c.label(q))
			}
			c.out = append(c.out, Diagnostic{Severity: SeverityError, Code: "E-DUP-STARTNO", Line: p.Pos.Line, Col: p.Pos.Col,
				EndCol: p.Pos.Col, Row: labelOf(p.StartNo, p.Name), Found: strconv.Itoa(p.StartNo),
				Expected: "a start number not used before", Message: what})
			c.fatal = true
			continue
		}
		seen[p.StartNo] = p
	}
	missing := map[int][]string{}
	var order []int
	var first engine.Pos
	idx := startIndex(ps)
	for i := range ps {
		p := &ps[i]
		for k := range p.Rounds {
			e := &p.Rounds[k]
			switch {
			case e.Opponent == 0:
			case e.Opponent == p.StartNo:
				c.out = append(c.out, Diagnostic{Severity: SeverityError, Code: "E-SELF-PAIRING", Line: e.Pos.Line, Col: e.Pos.Col,
					EndCol: e.Pos.Col, Row: labelOf(p.StartNo, p.Name), Round: k + 1, Found: strconv.Itoa(e.Opponent),
					Expected: "another player's number",
					Message:  fmt.Sprintf("%s is named as their own opponent in round %d. Expected another player's number.", c.label(p), k+1)})
				c.fatal = true
			case idx.of(e.Opponent) < 0:
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
	var nums, parts []string
	for _, n := range order {
		nums = append(nums, strconv.Itoa(n))
		parts = append(parts, fmt.Sprintf("%d by %s", n, strings.Join(missing[n], ", ")))
	}
	c.out = append(c.out, Diagnostic{Severity: SeverityError, Code: "E-REF-MISSING", Line: max(first.Line, 1), Col: max(first.Col, 1),
		EndCol: max(first.Col, 1), Found: strings.Join(nums, ", "), Expected: "opponents that have a row of their own",
		Message: fmt.Sprintf("%s %s cited but %s no row of their own: %s.", map[bool]string{true: "Opponent", false: "Opponents"}[len(order) == 1],
			joinAnd(nums), map[bool]string{true: "has", false: "have"}[len(order) == 1], strings.Join(parts, "; "))})
}

// joinAnd joins "19, 6 and 8".
func joinAnd(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// complementary reports whether kinds a and b of the two sides of a pairing
// agree (§14, C4).
func complementary(a, b engine.Kind) bool {
	switch a {
	case engine.Win:
		return b == engine.Loss
	case engine.Loss:
		return b == engine.Win
	case engine.WinUnrated:
		return b == engine.LossUnrated
	case engine.LossUnrated:
		return b == engine.WinUnrated
	case engine.ForfeitWin:
		return b == engine.ForfeitLoss
	case engine.ForfeitLoss:
		return b == engine.ForfeitWin || b == engine.ForfeitLoss
	}
	return a == b
}

// entryText names an entry: "a win with Black against 9".
func entryText(e engine.Entry) string {
	s := e.Kind.String()
	switch e.Colour {
	case engine.White:
		s += " with White"
	case engine.Black:
		s += " with Black"
	}
	if e.Opponent > 0 {
		s += fmt.Sprintf(" against %d", e.Opponent)
	}
	return s
}

// pairings applies C4–C7 and C10.
func (c *checker) pairings() {
	ps := c.ev.Players
	idx := startIndex(ps)
	rounds := 0
	for i := range ps {
		rounds = max(rounds, len(ps[i].Rounds))
	}
	pabs := make([][]int, rounds)
	type meet struct{ a, b, n int }
	var repeats []meet
	var met []int // the opponents player p met, in round order
	known := func(x engine.Colour) bool { return x == engine.White || x == engine.Black }
	for i := range ps {
		p := &ps[i]
		for k := range p.Rounds {
			e := &p.Rounds[k]
			if e.Kind == engine.PAB {
				pabs[k] = append(pabs[k], p.StartNo)
			}
			if e.Opponent == 0 {
				continue
			}
			j := idx.of(e.Opponent)
			if j < 0 {
				continue
			}
			o := &ps[j]
			var oe engine.Entry
			if k < len(o.Rounds) {
				oe = o.Rounds[k]
			}
			where := func(q *engine.Player, x engine.Entry) string {
				return fmt.Sprintf("line %d (%s) has %s", x.Pos.Line, labelOf(q.StartNo, q.Name), entryText(x))
			}
			if oe.Opponent != p.StartNo {
				c.note(SeverityWarning, "W-ONE-SIDED", e.Pos, fmt.Sprintf("round %d: %s, but %s", k+1, where(p, *e), where(o, oe)),
					func(n int, list string) string {
						return fmt.Sprintf("%s not confirmed by the opponent's row: %s. Each player's own row is used.", count(n, "pairing is"), list)
					})
				continue
			}
			if p.StartNo > o.StartNo {
				continue
			}
			if !complementary(e.Kind, oe.Kind) {
				c.note(SeverityWarning, "W-RECIPROCITY", e.Pos, fmt.Sprintf("round %d: %s; %s", k+1, where(p, *e), where(o, oe)),
					func(n int, list string) string {
						return fmt.Sprintf("Results disagree in %s: %s. Each player's own row is used for that player's score.", count(n, "pairing"), list)
					})
			}
			oep := &o.Rounds[k]
			switch {
			case known(e.Colour) && e.Colour == oe.Colour:
				c.note(SeverityWarning, "W-COLOUR-CLASH", e.Pos, fmt.Sprintf("round %d: %s and %s", k+1, c.label(p), c.label(o)),
					func(n int, list string) string {
						return fmt.Sprintf("Both players have the same colour in %s: %s.", count(n, "pairing"), list)
					})
			case c.opt.NoFill:
			case e.Colour == engine.UnknownColour && known(oe.Colour) && e.Kind.OTB():
				e.Colour = engine.White + engine.Black - oe.Colour
				c.noteFilled(e.Pos)
			case oe.Colour == engine.UnknownColour && known(e.Colour) && oe.Kind.OTB():
				oep.Colour = engine.White + engine.Black - e.Colour
				c.noteFilled(oe.Pos)
			}
			if e.Kind != engine.NotYet && !e.Kind.Bye() {
				met = append(met, o.StartNo)
			}
		}
		if c.ev.System == engine.Swiss {
			// pairs met more than once, counted once, from the lower start number
			for a, x := range met {
				if x < p.StartNo || slices.Contains(met[:a], x) {
					continue
				}
				if n := 1 + countOf(met[a+1:], x); n > 1 {
					repeats = append(repeats, meet{p.StartNo, x, n})
				}
			}
		}
		met = met[:0]
	}
	for k, list := range pabs {
		if len(list) > 1 && !c.opt.Team {
			var nos []string
			for _, n := range list {
				nos = append(nos, strconv.Itoa(n))
			}
			c.note(SeverityWarning, "W-PAB-COUNT", ps[idx.of(list[1])].Rounds[k].Pos, fmt.Sprintf("round %d: players %s", k+1, strings.Join(nos, ", ")),
				func(n int, list string) string {
					return fmt.Sprintf("A round has at most one pairing-allocated bye, but %s more (%s).", count(n, "round has"), list)
				})
		}
	}
	if c.ev.System == engine.Swiss {
		sort.Slice(repeats, func(i, j int) bool {
			return repeats[i].a < repeats[j].a || repeats[i].a == repeats[j].a && repeats[i].b < repeats[j].b
		})
		for _, m := range repeats {
			c.note(SeverityInfo, "I-REPEAT", ps[idx.of(m.a)].Pos, fmt.Sprintf("players %d and %d (%d times)", m.a, m.b, m.n),
				func(n int, list string) string {
					return fmt.Sprintf("In a Swiss tournament, %s met more than once: %s.", count(n, "pair"), list)
				})
		}
	}
}

func (c *checker) noteFilled(pos engine.Pos) {
	c.note(SeverityInfo, "I-COLOUR-FILLED", pos, fmt.Sprintf("line %d, column %d", pos.Line, pos.Col), func(n int, list string) string {
		return fmt.Sprintf("%s without colour took the opposite of the opponent's colour (%s).", count(n, "game"), list)
	})
}

// points applies C8 and E-SCORING-COLOUR.
func (c *checker) points() {
	sc := c.ev.Scoring
	for i := range c.ev.Players {
		p := &c.ev.Players[i]
		var sum, announced engine.Score
		for k, e := range p.Rounds {
			if e.Kind.OTB() && e.Colour == engine.UnknownColour && !e.HasOverride {
				w, b := e, e
				w.Colour, b.Colour = engine.White, engine.Black
				if sc.Points(w) != sc.Points(b) {
					c.out = append(c.out, Diagnostic{Severity: SeverityError, Code: "E-SCORING-COLOUR", Line: e.Pos.Line, Col: e.Pos.Col,
						EndCol: e.Pos.Col, Row: labelOf(p.StartNo, p.Name), Round: k + 1, Expected: "a colour",
						Message: fmt.Sprintf("Round %d: a %s without colour cannot be scored, because the scoring system gives White and Black different points.", k+1, e.Kind)})
				}
			}
			if e.Detail == engine.DetailAnnounced {
				announced += sc.Points(e)
			} else {
				sum += sc.Points(e)
			}
		}
		if d := p.DeclaredPoints; d != nil && *d != sum && *d != sum+announced {
			c.note(SeverityWarning, "W-POINTS", p.Pos, fmt.Sprintf("line %d, %s: declared %s, computed %s", p.Pos.Line, p.Name, *d, sum),
				func(n int, list string) string {
					return fmt.Sprintf("Declared points differ from the sum of the results in %s: %s. The computed values are used.", count(n, "row"), list)
				})
		}
	}
}

// names applies C11.
func (c *checker) names() {
	seen := make(map[string]*engine.Player, len(c.ev.Players))
	for i := range c.ev.Players {
		p := &c.ev.Players[i]
		k := foldName(p.Name)
		if k == "" {
			continue
		}
		if q := seen[k]; q != nil {
			c.note(SeverityWarning, "W-DUP-NAME", p.Pos, fmt.Sprintf("%s (%s and %s)", quote(p.Name), c.label(q), c.label(p)),
				func(n int, list string) string {
					return fmt.Sprintf("%s appear twice: %s. Check that they are different players.", count(n, "name"), list)
				})
			continue
		}
		seen[k] = p
	}
}

// startIndex maps start numbers to player indices (−1 = none) in a slice.
func startIndex(ps []engine.Player) indexOf {
	hi := 0
	for i := range ps {
		hi = max(hi, ps[i].StartNo)
	}
	idx := make(indexOf, hi+1)
	for i := range idx {
		idx[i] = -1
	}
	for i := range ps {
		if s := ps[i].StartNo; s > 0 {
			idx[s] = i
		}
	}
	return idx
}

// indexOf is a slice from start number to player index.
type indexOf []int

// of returns the index of start number n, or −1.
func (x indexOf) of(n int) int {
	if n < 0 || n >= len(x) {
		return -1
	}
	return x[n]
}

// countOf counts x in s.
func countOf(s []int, x int) int {
	n := 0
	for _, y := range s {
		if y == x {
			n++
		}
	}
	return n
}
