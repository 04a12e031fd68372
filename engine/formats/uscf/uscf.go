package uscf

import (
	"strings"
	"unicode"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// reUSFull is a round cell of a US Chess wallchart (§10), in capitals:
// the one grammar of the reader and the detector (IsCell).
var reUSFull = &scan.LazyRE{Pattern: `^([WLD])(\d+)$|^([XF])(\d*)$|^([HBU])$|^BYE$`}

// usFields splits a US Chess wallchart line into tokens, dropping '|' and
// joining "W 12" into "W12".
func Fields(s string) []string {
	var out []string
	for _, t := range usToks(s, 0) {
		out = append(out, t.S)
	}
	return out
}

func usToks(s string, ln int) []scan.Tok {
	ts := scan.Tokenize(s, ln)
	out := ts[:0] // filtered in place: out never overtakes the range
	for _, t := range ts {
		if t.S == "|" {
			continue
		}
		t.Separator = false
		if n := len(out); n > 0 && scan.AllDigits(t.S) && strings.ContainsAny(out[n-1].S, "WLD") && len(out[n-1].S) == 1 {
			out[n-1].S += t.S
			out[n-1].End = t.End
			continue
		}
		out = append(out, t)
	}
	return out
}

// readUSCF reads a US Chess style wallchart (docs/formats.md §10): pair number,
// name, rating data, total, then cells W12 L5 D3 X F H B U.
func Read(r *table.Reader) *engine.Event {
	in := &usInput{*r}
	xt := &table.Table{Format: "USCF", Version: table.VersionWallchart, StartNumbers: engine.StartNumbersExplicit, UscfBye: true}
	var last *table.Row
	var skipped []int // lines after the first row that are no row nor a colour line
	for i, s := range in.Lines {
		ln := i + 1
		ts := usToks(s, ln)
		if len(ts) == 0 || scan.IsRuleLine(s) {
			continue
		}
		key, keyed := scan.AtoiSmall(ts[0].S)
		if !keyed {
			// A colour line under a row: W, B or nothing per round.
			if last != nil && onlyColours(ts) {
				in.usColours(last, ts)
			} else if cs := usColoursUnder(last, ts); last != nil && ln == last.Line+1 && len(cs) > 0 {
				in.usColours(last, cs) // the row's second line: its ID and rating change, and the colours
			} else if last != nil {
				skipped = append(skipped, ln)
			}
			continue
		}
		// Cells from the right.
		e := len(ts)
		for e > 1 && reUSFull.Re().MatchString(strings.ToUpper(ts[e-1].S)) {
			e--
		}
		if e == len(ts) || e < 2 {
			if last != nil {
				skipped = append(skipped, ln)
			}
			continue
		}
		v, ok := scan.ScoreText(ts[e-1].S)
		if !ok {
			in.D.At(scan.SeverityError, scan.EUsScore, ln, ts[e-1].Col, ts[e-1].End, ts[e-1].S, "the total before the round cells",
				scan.MsgIS(&msg.ReaderUSScore, ln, scan.Quote(ts[e-1].S)))
			continue
		}
		xr := &table.Row{Key: key, Line: ln, Col: ts[0].Col, Declared: &v}
		pre := ts[1 : e-1]
		if len(pre) > 1 && scan.IsRatingToken(strings.TrimSuffix(pre[len(pre)-1].S, "P")) {
			xr.Rating, _ = scan.AtoiSmall(strings.TrimSuffix(pre[len(pre)-1].S, "P"))
			pre = pre[:len(pre)-1]
		}
		xr.Name = scan.JoinToks(pre)
		for k, t := range ts[e:] {
			if s := t.S[1:]; strings.ContainsRune("WLDXFwldxf", rune(t.S[0])) && in.OpponentOutOfRange(s, t.Line, t.Col, t.End, k+1) {
				continue
			}
			xr.Cells = append(xr.Cells, usCell(t))
		}
		xt.Rows = append(xt.Rows, xr)
		last = xr
	}
	in.SkippedRows(skipped, table.LastRowLine(xt.Rows), func(s string, ln int) bool {
		n, ts := 0, usToks(s, ln)
		for _, t := range ts {
			if reUSFull.Re().MatchString(strings.ToUpper(t.S)) {
				n++
			}
		}
		_, keyed := scan.AtoiSmall(ts[0].S)
		return n >= 2 || keyed && strings.IndexFunc(s, unicode.IsLetter) >= 0 // a pair number and a name: a player
	}, "a row: the pair number, the name, the rating, the total and the cells (W12 L5 D3)")
	if len(xt.Rows) == 0 {
		in.D.NoneFound(scan.EUsNone, in.Lines, "", &msg.ReaderUSNone)
		return nil
	}
	for _, r := range xt.Rows {
		xt.Rounds = max(xt.Rounds, len(r.Cells))
	}
	for _, r := range xt.Rows {
		for len(r.Cells) < xt.Rounds {
			r.Cells = append(r.Cells, table.Cell{Blank: true, Line: r.Line, Col: r.Col})
		}
	}
	return in.Build(xt)
}

// usCell maps a wallchart cell (§10).
func usCell(t scan.Tok) table.Cell {
	s := strings.ToUpper(t.S)
	x := table.Cell{Text: t.S, Line: t.Line, Col: t.Col, End: t.End, Colour: engine.NoColour}
	if s == "BYE" || s == "B" {
		x.Full = true
		return x
	}
	switch s {
	case "H":
		x.Kind = engine.HPB
		return x
	case "U":
		x.Kind = engine.ZPB
		return x
	}
	n, _ := scan.AtoiSmall(s[1:])
	x.Opp = n
	switch s[0] {
	case 'W':
		x.Kind, x.Colour = engine.Win, engine.UnknownColour
	case 'L':
		x.Kind, x.Colour = engine.Loss, engine.UnknownColour
	case 'D':
		x.Kind, x.Colour = engine.Draw, engine.UnknownColour
	case 'X':
		x.Kind = engine.ForfeitWin
	case 'F':
		x.Kind = engine.ForfeitLoss
	}
	return x
}

func onlyColours(ts []scan.Tok) bool {
	for _, t := range ts {
		if t.S != "W" && t.S != "B" {
			return false
		}
	}
	return true
}

// usColoursUnder returns the W and B tokens of ts that stand under a game
// cell of row r (none when r is nil): the colours of a row's second line,
// "MI | 12345678 / R: 1500 ->1520 | W | B |".
func usColoursUnder(r *table.Row, ts []scan.Tok) []scan.Tok {
	if r == nil {
		return nil
	}
	var out []scan.Tok
	for _, t := range ts {
		if t.S != "W" && t.S != "B" {
			continue
		}
		for _, c := range r.Cells {
			if c.Opp > 0 && c.Kind.OTB() && t.Col >= c.Col-1 && t.Col <= c.End+1 {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// usColours applies a colour line to the row above: each W or B sits under
// the cell whose columns it overlaps.
func (in *usInput) usColours(r *table.Row, ts []scan.Tok) {
	for _, t := range ts {
		for k := range r.Cells {
			c := &r.Cells[k]
			if c.Opp > 0 && c.Kind.OTB() && t.Col >= c.Col-1 && t.Col <= c.End+1 {
				c.Colour = engine.White
				if t.S == "B" {
					c.Colour = engine.Black
				}
			}
		}
	}
}

// usInput is a Read call of this reader, with its methods.
type usInput struct{ table.Reader }
