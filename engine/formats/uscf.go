package formats

import (
	"strings"
	"unicode"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

var reUSFull = &lazyRE{pattern: `^([WLD])(\d+)$|^([XF])(\d*)$|^([HBU])$|^BYE$`}

// usFields splits a US Chess wallchart line into tokens, dropping '|' and
// joining "W 12" into "W12".
func usFields(s string) []string {
	var out []string
	for _, t := range usToks(s, 0) {
		out = append(out, t.s)
	}
	return out
}

func usToks(s string, ln int) []tok {
	ts := tokenize(s, ln)
	out := ts[:0] // filtered in place: out never overtakes the range
	for _, t := range ts {
		if t.s == "|" {
			continue
		}
		t.separator = false
		if n := len(out); n > 0 && allDigits(t.s) && strings.ContainsAny(out[n-1].s, "WLD") && len(out[n-1].s) == 1 {
			out[n-1].s += t.s
			out[n-1].end = t.end
			continue
		}
		out = append(out, t)
	}
	return out
}

// readUSCF reads a US Chess style wallchart (docs/formats.md §10): pair number,
// name, rating data, total, then cells W12 L5 D3 X F H B U.
func readUSCF(in *input) *engine.Event {
	xt := &xtable{format: "USCF", version: versionWallchart, startNumbers: engine.StartNumbersExplicit, uscfBye: true}
	var last *xrow
	var skipped []int // lines after the first row that are no row nor a colour line
	for i, s := range in.lines {
		ln := i + 1
		ts := usToks(s, ln)
		if len(ts) == 0 || isRuleLine(s) {
			continue
		}
		key, keyed := atoiSmall(ts[0].s)
		if !keyed {
			// A colour line under a row: W, B or nothing per round.
			if last != nil && onlyColours(ts) {
				in.usColours(last, ts)
			} else if cs := usColoursUnder(last, ts); last != nil && ln == last.line+1 && len(cs) > 0 {
				in.usColours(last, cs) // the row's second line: its ID and rating change, and the colours
			} else if last != nil {
				skipped = append(skipped, ln)
			}
			continue
		}
		// Cells from the right.
		e := len(ts)
		for e > 1 && reUSFull.re().MatchString(strings.ToUpper(ts[e-1].s)) {
			e--
		}
		if e == len(ts) || e < 2 {
			if last != nil {
				skipped = append(skipped, ln)
			}
			continue
		}
		v, ok := scoreText(ts[e-1].s)
		if !ok {
			in.d.at(SeverityError, EUsScore, ln, ts[e-1].col, ts[e-1].end, ts[e-1].s, "the total before the round cells",
				msgIS(&msg.ReaderUSScore, ln, quote(ts[e-1].s)))
			continue
		}
		xr := &xrow{key: key, line: ln, col: ts[0].col, declared: &v}
		pre := ts[1 : e-1]
		if len(pre) > 1 && isRatingToken(strings.TrimSuffix(pre[len(pre)-1].s, "P")) {
			xr.rating, _ = atoiSmall(strings.TrimSuffix(pre[len(pre)-1].s, "P"))
			pre = pre[:len(pre)-1]
		}
		xr.name = joinToks(pre)
		for k, t := range ts[e:] {
			if s := t.s[1:]; strings.ContainsRune("WLDXFwldxf", rune(t.s[0])) && in.opponentOutOfRange(s, t.line, t.col, t.end, k+1) {
				continue
			}
			xr.cells = append(xr.cells, usCell(t))
		}
		xt.rows = append(xt.rows, xr)
		last = xr
	}
	in.skippedRows(skipped, lastRowLine(xt.rows), func(s string, ln int) bool {
		n, ts := 0, usToks(s, ln)
		for _, t := range ts {
			if reUSFull.re().MatchString(strings.ToUpper(t.s)) {
				n++
			}
		}
		_, keyed := atoiSmall(ts[0].s)
		return n >= 2 || keyed && strings.IndexFunc(s, unicode.IsLetter) >= 0 // a pair number and a name: a player
	}, "a row: the pair number, the name, the rating, the total and the cells (W12 L5 D3)")
	if len(xt.rows) == 0 {
		in.d.at(SeverityError, EUsNone, firstTextLine(in.lines), 1, 1, "", "", msg.Message{ID: msg.ReaderUSNone})
		return nil
	}
	for _, r := range xt.rows {
		xt.rounds = max(xt.rounds, len(r.cells))
	}
	for _, r := range xt.rows {
		for len(r.cells) < xt.rounds {
			r.cells = append(r.cells, xcell{blank: true, line: r.line, col: r.col})
		}
	}
	return in.build(xt)
}

// usCell maps a wallchart cell (§10).
func usCell(t tok) xcell {
	s := strings.ToUpper(t.s)
	x := xcell{text: t.s, line: t.line, col: t.col, end: t.end, colour: engine.NoColour}
	if s == "BYE" || s == "B" {
		x.full = true
		return x
	}
	switch s {
	case "H":
		x.kind = engine.HPB
		return x
	case "U":
		x.kind = engine.ZPB
		return x
	}
	n, _ := atoiSmall(s[1:])
	x.opp = n
	switch s[0] {
	case 'W':
		x.kind, x.colour = engine.Win, engine.UnknownColour
	case 'L':
		x.kind, x.colour = engine.Loss, engine.UnknownColour
	case 'D':
		x.kind, x.colour = engine.Draw, engine.UnknownColour
	case 'X':
		x.kind = engine.ForfeitWin
	case 'F':
		x.kind = engine.ForfeitLoss
	}
	return x
}

func onlyColours(ts []tok) bool {
	for _, t := range ts {
		if t.s != "W" && t.s != "B" {
			return false
		}
	}
	return true
}

// usColoursUnder returns the W and B tokens of ts that stand under a game
// cell of row r (none when r is nil): the colours of a row's second line,
// "MI | 12345678 / R: 1500 ->1520 | W | B |".
func usColoursUnder(r *xrow, ts []tok) []tok {
	if r == nil {
		return nil
	}
	var out []tok
	for _, t := range ts {
		if t.s != "W" && t.s != "B" {
			continue
		}
		for _, c := range r.cells {
			if c.opp > 0 && c.kind.OTB() && t.col >= c.col-1 && t.col <= c.end+1 {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// usColours applies a colour line to the row above: each W or B sits under
// the cell whose columns it overlaps.
func (in *input) usColours(r *xrow, ts []tok) {
	for _, t := range ts {
		for k := range r.cells {
			c := &r.cells[k]
			if c.opp > 0 && c.kind.OTB() && t.col >= c.col-1 && t.col <= c.end+1 {
				c.colour = engine.White
				if t.s == "B" {
					c.colour = engine.Black
				}
			}
		}
	}
}
