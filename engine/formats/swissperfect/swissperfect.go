package swissperfect

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// reSPAny is a round cell of Swiss Perfect's export (§9): the opponent
// and the result, either missing ("30:", ":"); the one grammar of the
// reader (spCell) and the detector (IsCell).
var reSPAny = &scan.LazyRE{Pattern: `^(\d*)\s*:\s*([WLDwld+=\-]?)$`}

// spHeader finds the header of an export: the first line whose first
// fields are the key and the name; its line (0 for none) and fields.
func spHeader(lines []string, delim rune) (int, []scan.Tok) {
	for i, s := range lines {
		fs := chessresults.Fields(s, i+1, delim)
		if len(fs) >= 3 && scan.HeaderRole(fs[0].S) == "key" && scan.HeaderRole(fs[1].S) == "name" {
			return i + 1, fs
		}
	}
	return 0, nil
}

// readSwissPerfect reads a Swiss Perfect text export (docs/formats.md §9):
// "No Name … Total 1 2 …" with cells "27:W", "0:=", " : ". Opponents refer
// to No; the export has no colours.
func Read(r *table.Reader) *engine.Event {
	in := &spInput{chessresults.Input{Input: grid.Input{Reader: *r}}}
	if spPublishedLayout(in.Lines) {
		return readSPPublished(in) // the published page (§9.1)
	}
	delim := scan.ChooseDelim(scan.NonBlank(in.Lines))
	hdrLine, hdr := spHeader(in.Lines, delim)
	xt := &table.Table{Format: "SwissPerfect", Version: table.VersionExport, StartNumbers: engine.StartNumbersExplicit}
	roles, rounds, nr := spColumns(hdr)
	if in.TooManyRounds(nr, hdrLine) {
		return nil
	}
	unrated := 0
	var skipped []int // lines under the header (or after the first row) that are no row
	for i := hdrLine; i < len(in.Lines); i++ {
		s := in.Lines[i]
		if strings.TrimSpace(s) == "" || scan.IsRuleLine(s) {
			continue
		}
		fs := chessresults.Fields(s, i+1, delim)
		key, ok := scan.AtoiSmall(fs[0].S)
		if !ok {
			if hdrLine > 0 || len(xt.Rows) > 0 {
				skipped = append(skipped, i+1)
			}
			continue
		}
		xr := &table.Row{Key: key, Line: i + 1, Col: fs[0].Col}
		if hdrLine == 0 {
			// Without a header: No, Name, Total, then the cells.
			for j := range fs {
				if j == 1 {
					roles[j] = "name"
				} else if j == 2 {
					roles[j] = "points"
				} else if j > 2 {
					rounds[j] = j - 2
					nr = max(nr, j-2)
				}
			}
			if in.TooManyRounds(nr, i+1) {
				return nil
			}
		}
		unrated += in.spRow(xr, fs, roles, rounds, nr)
		xt.Rows = append(xt.Rows, xr)
	}
	in.SkippedRows(skipped, table.LastRowLine(xt.Rows), func(s string, ln int) bool {
		n := 0
		for _, f := range chessresults.Fields(s, ln, delim) {
			if reSPAny.Re().MatchString(strings.TrimSpace(f.S)) && strings.Contains(f.S, ":") {
				n++
			}
		}
		return n >= 2
	}, "a row: the number, the name, the total and the cells (27:W)")
	if len(xt.Rows) == 0 || nr == 0 { // rows without a single round cell are no crosstable
		in.D.NoneFound(scan.ESpNone, in.Lines, "", &msg.ReaderSPNone)
		return nil
	}
	if unrated > 0 {
		m := scan.MsgI(&msg.ReaderSPUnratedDraws, unrated)
		if unrated == 1 {
			m = msg.Message{ID: msg.ReaderSPUnratedDraw}
		}
		in.D.At(scan.SeverityWarning, scan.WSpUnratedDraw, xt.Rows[0].Line, 1, 1, "", "", m)
	}
	if in.D.Errors > 0 {
		return nil
	}
	in.spBonus(xt, false)
	return in.Build(xt)
}

// spColumns returns the roles of the header fields, the round of each
// numbered field and the number of rounds. The local and international
// ID columns are ignored.
func spColumns(hdr []scan.Tok) (map[int]string, map[int]int, int) {
	roles := map[int]string{}
	rounds := map[int]int{}
	nr := 0
	for j, h := range hdr {
		if n, ok := scan.AtoiSmall(h.S); ok && n > 0 {
			rounds[j] = n
			nr = max(nr, n)
			continue
		}
		roles[j] = scan.HeaderRole(h.S)
		if strings.EqualFold(h.S, "loc") || strings.EqualFold(h.S, "loc id") || strings.EqualFold(h.S, "intl id") {
			roles[j] = ""
		}
	}
	return roles, rounds, nr
}

// spRow reads the fields of one player row into xr, with nr rounds. It
// returns the number of unrated draws (n:=) in the row.
func (in *spInput) spRow(xr *table.Row, fs []scan.Tok, roles map[int]string, rounds map[int]int, nr int) int {
	unrated := 0
	xr.Cells = make([]table.Cell, nr)
	for k := range xr.Cells {
		xr.Cells[k] = table.Cell{Blank: true, Line: xr.Line, Col: xr.Col}
	}
	for j, f := range fs {
		if r, isRound := rounds[j]; isRound {
			if x, ok := in.spCell(f, r); ok {
				if x.Kind == engine.DrawUnrated && x.Opp != 0 {
					unrated++
				}
				xr.Cells[r-1] = x
			}
			continue
		}
		switch roles[j] {
		case "name":
			xr.Name = f.S
		case "points":
			if v, ok := scan.ScoreText(f.S); ok {
				xr.Declared = &v
			}
		case "rating", "title", "fed":
			in.GridAttr(xr, roles[j], f)
		}
	}
	return unrated
}

// spCell reads the cell f of round r ("27:W", "0:=", " : "); ok is false
// when it is wrong (and reported).
func (in *spInput) spCell(f scan.Tok, r int) (table.Cell, bool) {
	m := reSPAny.Re().FindStringSubmatch(strings.TrimSpace(f.S))
	if m == nil {
		in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ESpCell, Line: f.Line, Col: f.Col, EndCol: f.End, Found: f.S, Round: r,
			Expected: "27:W, 29:L, 54:D, 30:+, 0:=, 0:- or :"}, scan.MsgIIS(&msg.ReaderSPCell, f.Line, r, scan.Quote(f.S)))
		return table.Cell{}, false
	}
	x := table.Cell{Text: f.S, Line: f.Line, Col: f.Col, End: f.End, Colour: engine.NoColour}
	if in.OpponentOutOfRange(m[1], f.Line, f.Col, f.End, r) {
		return table.Cell{}, false
	}
	opp, _ := scan.AtoiSmall(m[1])
	code := strings.ToUpper(m[2])
	switch {
	case m[1] == "" && code == "":
		x.Blank = true
	case opp == 0 && (code == "+" || code == "W"):
		x.Full = true // a full point without opponent: Q-BYE
	case opp == 0 && (code == "=" || code == "D"):
		x.Kind = engine.HPB
	case opp == 0:
		x.Kind = engine.ZPB
	default:
		x.Opp, x.Colour = opp, engine.UnknownColour
		switch code {
		case "W":
			x.Kind = engine.Win
		case "L":
			x.Kind = engine.Loss
		case "D":
			x.Kind = engine.Draw
		case "=":
			x.Kind = engine.DrawUnrated
		case "+":
			x.Kind, x.Colour = engine.ForfeitWin, engine.NoColour
		case "-":
			x.Kind, x.Colour = engine.ForfeitLoss, engine.NoColour
		default:
			x.Kind, x.Colour = engine.NotYet, engine.NoColour
		}
	}
	return x, true
}

// spBonus asks Q-SP-BONUS (§9) for every row whose declared total exceeds
// its cells and which has unopposed zero rounds (0:- or " : " within the
// played rounds). The default turns the earliest of them into half- or
// full-point byes until the totals agree, marked Detail = assumed. On the
// published page (half) a full-point bye is printed ":W", so a bare ":"
// can only hide half a point: the plan gives half-point byes only, and
// none when they cannot make up the difference.
func (in *spInput) spBonus(xt *table.Table, half bool) {
	if table.RowsFitOtherScoring(xt.Rows) {
		return // the totals follow another scoring (Q-SCORING)
	}
	played := 0
	for _, r := range xt.Rows {
		for k, c := range r.Cells {
			if c.Opp > 0 {
				played = max(played, k+1)
			}
		}
	}
	for _, r := range xt.Rows {
		if r.Declared == nil {
			continue
		}
		var sum engine.Score
		var zero []int
		for k, c := range r.Cells {
			sum += chessresults.CellPoints(c)
			if k < played && c.Opp == 0 && (c.Blank || c.Kind == engine.ZPB) {
				zero = append(zero, k)
			}
		}
		diff := *r.Declared - sum
		if diff <= 0 || len(zero) == 0 {
			continue
		}
		planned := 0 // the rounds the plan fills with a bye
		kinds := map[int]engine.Kind{}
		left := diff
		if half && (diff%5 != 0 || int(diff/5) > len(zero)) {
			continue // the cells cannot explain the Score: W-POINTS says so
		}
		for _, k := range zero {
			switch {
			case half && left >= 5:
				kinds[k], left = engine.HPB, left-5
			case left >= 10:
				kinds[k], left = engine.FPB, left-10
			case left == 5:
				kinds[k], left = engine.HPB, 0
			default:
				continue
			}
			planned++
		}
		if planned == 0 {
			continue
		}
		c0 := r.Cells[zero[0]]
		q := scan.Asked(scan.Question{ID: "Q-SP-BONUS/p" + strconv.Itoa(r.Key), Line: c0.Line, Col: c0.Col, Default: "byes",
			Options: []scan.QuestionOption{{ID: "byes", Label: msg.Message{ID: msg.OptSPBonusByes}}, {ID: "keep", Label: msg.Message{ID: msg.OptSPBonusKeep}}}},
			scan.MsgA(&msg.AskSPBonus, scan.LabelOf(r.Key, r.Name), r.Declared, diff))
		if in.Ask(q) == "keep" {
			continue
		}
		for k, kind := range kinds {
			c := &r.Cells[k]
			c.Kind, c.Blank, c.Full, c.Opp, c.Colour, c.Detail = kind, false, false, 0, engine.NoColour, engine.DetailAssumed
		}
	}
}

// spInput is a Read call of this reader, with its methods.
type spInput struct{ chessresults.Input }
