package chessresults

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// reCRFull is a chess-results round cell: an opponent, a colour, a result.
var reCRFull = &scan.LazyRE{Pattern: `^(\d+)\s*([wbsWBS])\s*(1|½|0|0[.,]5|\+|-|=)?$`}

// gameText matches the text of a game's cell (§7.2), trimmed and its
// dashes normalised, against reCRFull: the text, the opponent, the colour
// and the result ("" for a game not played yet), or nil. It is the one
// grammar of a game's cell, of the reader (crCell), the scanner
// (PlayerCR.cell, which matches the same text without its parts) and the
// detector (IsCell).
func gameText(s string) []string {
	return reCRFull.Re().FindStringSubmatch(scan.NormDashes(strings.TrimSpace(s)))
}

// crCell parses a chess-results round cell (§7.2).
func crCell(t scan.Tok) (table.Cell, bool) {
	s := scan.NormDashes(strings.TrimSpace(t.S))
	x := table.Cell{Text: t.S, Line: t.Line, Col: t.Col, End: t.End, Colour: engine.NoColour}
	switch strings.ToLower(s) {
	case "", "0", "nan":
		x.Blank = true
		return x, true
	case "-1", "+": // "+": Swiss-Chess's bye (spielfrei), §12.2
		x.Full = true
		return x, true
	case "-½", "-0.5", "-0,5":
		x.Kind = engine.HPB
		return x, true
	case "-0":
		x.Kind = engine.ZPB
		return x, true
	}
	m := gameText(s)
	if m == nil {
		return x, false
	}
	x.Opp, _ = scan.AtoiSmall(m[1])
	if x.Opp == 0 {
		return x, false
	}
	x.Colour = engine.White
	if strings.EqualFold(m[2], "b") || strings.EqualFold(m[2], "s") {
		x.Colour = engine.Black
	}
	switch i := scan.WordIndex(resultSymbols, m[3]); {
	case m[3] == "": // paired, no result yet ("4w"): a postponed game, or the next round
		x.Kind = engine.NotYet
	case i >= 0:
		x.Kind = gameKinds[i]
	default: // 0.5, 0,5
		x.Kind = engine.Draw
	}
	return x, true
}

// resultSymbols are the results a crosstable's cell prints (§7.2, §7.9):
// a game's, the kinds of gameKinds, and a bye's, of byeKinds.
const resultSymbols = "1|+|½|=|0|-"

var (
	gameKinds = [...]engine.Kind{engine.Win, engine.ForfeitWin, engine.Draw, engine.Draw, engine.Loss, engine.ForfeitLoss}
	byeKinds  = [...]engine.Kind{engine.PAB, engine.PAB, engine.HPB, engine.HPB, engine.ZPB, engine.ZPB}
)

// readChessResults reads a chess-results / Swiss-Manager crosstable (§7):
// the scanner of the family (scanCR) finds the rows, whose cells are
// crCell's.
func Read(r *table.Reader) *engine.Event {
	in := &Input{grid.Input{Reader: *r}}
	if h, _ := VegaHeaderAt(in.Lines); h >= 0 { // Vega's page copied: its dialect (§7.9)
		return readVega(in)
	}
	d := PlayerCR
	if papiHeaderAt(in.Lines) >= 0 { // Papi's grille américaine (§7.10)
		d = papiCR
	}
	s := in.ScanCR(d)
	if s == nil {
		return nil
	}
	xt := &s.Pre
	xt.Format, xt.Version, xt.Rounds = "ChessResults", table.VersionSwiss, s.Rounds
	if d == papiCR {
		xt.Format = "Papi"
	}
	c, hdr, data, nr := s.Cols, s.Hdr, s.Data, s.Nr
	tbs := make([]map[int]engine.Score, len(data)) // row → tie-break column → value
	for i, fs := range data {
		tbs[i] = map[int]engine.Score{}
		xr := in.crRow(d, c, fs, nr, tbs[i])
		if xr.Rank == 0 && c.RankCol < 0 {
			xr.Rank = i + 1
		}
		xt.Rows = append(xt.Rows, xr)
	}
	in.TitleVsCells(xt)
	in.crPending(xt)
	if in.D.Errors > 0 {
		return nil
	}
	ptsCol := -1
	if !slices.Contains(c.Roles, "points") {
		ptsCol = in.pointsInTB(xt, hdr, c.Roles, tbs)
	}
	Declared(xt, hdr, c.Roles, ptsCol, data, in.Lines[s.HdrLine:])
	switch {
	case c.SnoCol >= 0:
		xt.StartNumbers = engine.StartNumbersExplicit
	case d == papiCR:
		// A grille names each opponent by its final place (§7.10): the
		// rows' places are their numbers even when the opponents' rows
		// are not all there (the first rows of a larger grille), which the
		// model's checks then report (E-TABLE-PARTIAL).
		for _, r := range xt.Rows {
			r.Key = r.Rank
		}
		xt.StartNumbers = engine.StartNumbersRowKey
	default:
		if !in.crNumbers(xt, s.final) {
			return nil
		}
	}
	return in.Build(xt)
}

// blankRow is a row at the position of its first field with nr rounds,
// each blank until a cell is read.
func blankRow(fs []scan.Tok, nr int) *table.Row {
	xr := &table.Row{Line: fs[0].Line, Col: fs[0].Col, Cells: make([]table.Cell, nr)}
	for k := range xr.Cells {
		xr.Cells[k] = table.Cell{Blank: true, Line: xr.Line, Col: xr.Col}
	}
	return xr
}

// crRow reads one player row of nr rounds; the values of its tie-break
// columns go to tbs.
func (in *Input) crRow(d *Dialect, c *Columns, fs []scan.Tok, nr int, tbs map[int]engine.Score) *table.Row {
	xr := blankRow(fs, nr)
	for j, f := range fs {
		if j >= len(c.Roles) {
			break
		}
		switch c.Roles[j] {
		case "round":
			x, ok := d.parse(f)
			if !ok && d == PlayerCR && in.crOpponentOutOfRange(f, c.Rounds[j]) {
				continue
			}
			if !ok {
				in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ECrCell, Line: f.Line, Col: f.Col, EndCol: f.End, Found: f.S,
					Round: c.Rounds[j], Expected: d.cellExpected},
					scan.MsgIIS(&msg.ReaderCRCell, f.Line, c.Rounds[j], scan.Quote(f.S)))
				continue
			}
			xr.Cells[c.Rounds[j]-1] = x
		case "key":
			if j == c.SnoCol {
				xr.Key, _ = scan.AtoiSmall(strings.TrimRight(f.S, ".")) // Swiss-Chess: "1."
			}
		case "rank":
			if j == c.RankCol {
				xr.Rank, _ = scan.AtoiSmall(strings.TrimRight(f.S, "."))
			}
		case "points":
			if v, ok := scan.ScoreText(f.S); ok && xr.Declared == nil {
				xr.Declared = &v
			}
		case "tb":
			if v, ok := scan.ScoreText(f.S); ok {
				tbs[j] = v
			}
		default:
			in.GridAttr(xr, c.Roles[j], f)
		}
	}
	return xr
}

// crNumbers sets the start numbers of a table without a start-number column
// (§7.3): the rank when the pairings are reciprocal under that reading,
// else reconstructed from the pairings (§7.4).
func (in *Input) crNumbers(xt *table.Table, finalRanking bool) bool {
	nums := make([]int, len(xt.Rows))
	for i, r := range xt.Rows {
		nums[i] = r.Rank
	}
	if rate := reciprocityRate(xt.Rows, nums); rate >= 98 {
		for i, r := range xt.Rows {
			r.Key = nums[i]
		}
		xt.StartNumbers = engine.StartNumbersRowKey
		return true
	}
	got, bad := reconstructNumbers(xt.Rows)
	if len(bad) > 0 {
		var names []scan.NoteItem
		for _, i := range bad {
			names = append(names, scan.ItemMsg(scan.MsgIS(&msg.ItemCRSno, xt.Rows[i].Line, xt.Rows[i].Name)))
		}
		r := xt.Rows[bad[0]]
		in.D.Add(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ECrSno, Line: r.Line, Col: r.Col, EndCol: r.Col,
			Message: scan.MsgS(&msg.GroupCRSno, strings.Join(scan.ItemTexts(names), ", ")).English(),
			Args:    []string{strconv.Itoa(len(names))}, Items: scan.ItemArgs(names)})
		return false
	}
	for i, r := range xt.Rows {
		r.Key = got[i]
	}
	xt.StartNumbers = engine.StartNumbersReconstructed
	in.D.At(scan.SeverityWarning, scan.WCrSnoReconstructed, xt.Rows[0].Line, 1, 1, "", "", msg.Message{ID: msg.ReaderCRSnoReconstructed})
	return true
}

// gameCell reports whether a cell is a game or forfeit against a number.
func gameCell(c table.Cell) bool { return c.Opp > 0 && !c.Blank }

// complementCells reports whether b is the other side of a's game.
func complementCells(a, b table.Cell) bool {
	if !gameCell(a) || !gameCell(b) {
		return false
	}
	if a.Colour != engine.NoColour && b.Colour != engine.NoColour && a.Colour == b.Colour {
		return false
	}
	return table.Complementary(a.Kind, b.Kind)
}

// reciprocityRate returns the percentage of game cells confirmed by the
// opponent's cell when row i has number nums[i].
func reciprocityRate(rows []*table.Row, nums []int) int {
	at := map[int]int{}
	for i, n := range nums {
		if _, dup := at[n]; dup || n <= 0 {
			return 0
		}
		at[n] = i
	}
	total, good := 0, 0
	for i, r := range rows {
		for k, c := range r.Cells {
			if !gameCell(c) {
				continue
			}
			total++
			if j, ok := at[c.Opp]; ok && k < len(rows[j].Cells) {
				if o := rows[j].Cells[k]; o.Opp == nums[i] && complementCells(c, o) {
					good++
				}
			}
		}
	}
	if total == 0 {
		return 0
	}
	return good * 100 / total
}

// reconstructNumbers assigns start numbers to rows from the pairings
// (§7.4). It returns the numbers, or the rows that could not be placed.
func reconstructNumbers(rows []*table.Row) ([]int, []int) {
	r := &numberer{rows: rows, got: make([]int, len(rows)), used: map[int]bool{}, cand: numberCandidates(rows)}
	for changed := true; changed; {
		changed = false
		for i := range rows {
			if r.got[i] == 0 && r.cand[i] != nil {
				var only []int
				for x := range r.cand[i] {
					if !r.used[x] {
						only = append(only, x)
					}
				}
				if len(only) == 1 && r.assign(i, only[0]) {
					changed = true
				}
			}
			if r.got[i] != 0 && r.propagate(i) {
				changed = true
			}
		}
	}
	return r.finish()
}

// numberer is the state of reconstructNumbers: the number found for each
// row (0 while unknown), the numbers taken, and each row's candidates.
type numberer struct {
	rows []*table.Row
	got  []int
	used map[int]bool
	cand []map[int]bool
}

// numberCandidates returns, for each row with games, the numbers its
// opponents' complementary cells name in every round (nil for a row
// without games).
func numberCandidates(rows []*table.Row) []map[int]bool {
	cand := make([]map[int]bool, len(rows))
	for i, r := range rows {
		for k, c := range r.Cells {
			if !gameCell(c) {
				continue
			}
			set := map[int]bool{}
			for j, o := range rows {
				if j != i && k < len(o.Cells) && complementCells(c, o.Cells[k]) {
					set[o.Cells[k].Opp] = true
				}
			}
			if cand[i] == nil {
				cand[i] = set
				continue
			}
			for x := range cand[i] {
				if !set[x] {
					delete(cand[i], x)
				}
			}
		}
	}
	return cand
}

// assign gives row i number x when the row has none and x is free; it
// reports whether it did.
func (r *numberer) assign(i, x int) bool {
	if r.got[i] == x {
		return false
	}
	if r.got[i] != 0 || r.used[x] || x < 1 {
		return false
	}
	r.got[i], r.used[x] = x, true
	return true
}

// propagate numbers the opponents of numbered row i: in each of its games,
// the single row whose complementary cell names row i's number gets the
// number row i's cell names. It reports whether a number was assigned.
func (r *numberer) propagate(i int) bool {
	changed := false
	for k, c := range r.rows[i].Cells {
		if !gameCell(c) {
			continue
		}
		who := -1
		for j, o := range r.rows {
			if j != i && k < len(o.Cells) && o.Cells[k].Opp == r.got[i] && complementCells(c, o.Cells[k]) {
				if who >= 0 {
					who = -2
					break
				}
				who = j
			}
		}
		if who >= 0 && r.got[who] == 0 && r.assign(who, c.Opp) {
			changed = true
		}
	}
	return changed
}

// finish gives a single unnumbered row the single free number, and
// returns the numbers, or the rows that could not be placed (all of them
// when the numbering is not fully reciprocal).
func (r *numberer) finish() ([]int, []int) {
	var bad, free []int
	for i := range r.rows {
		if r.got[i] == 0 {
			bad = append(bad, i)
		}
	}
	for x := 1; x <= len(r.rows); x++ {
		if !r.used[x] {
			free = append(free, x)
		}
	}
	if len(bad) == 1 && len(free) == 1 {
		r.got[bad[0]] = free[0]
		bad = nil
	}
	if len(bad) == 0 && reciprocityRate(r.rows, r.got) < 100 {
		for i := range r.rows {
			bad = append(bad, i)
		}
	}
	return r.got, bad
}

// CellPoints is what a cell scores with the default scoring, a full point
// without opponent counting 1 whichever way Q-BYE reads it.
func CellPoints(c table.Cell) engine.Score {
	switch {
	case c.Blank:
		return 0
	case c.Full:
		return 10
	}
	return engine.DefaultScoring().Points(engine.Entry{Kind: c.Kind})
}

// pointsInTB handles an older export without a points column (§7.5): the
// first tie-break column whose values equal the computed points in at
// least 90 % of the rows gives the declared points (I-CR-PTS-IN-TB). It
// returns that column's index, or -1.
func (in *Input) pointsInTB(xt *table.Table, hdr []scan.Tok, roles []string, tbs []map[int]engine.Score) int {
	if len(xt.Rows) == 0 {
		return -1
	}
	for j, role := range roles {
		if role != "tb" {
			continue
		}
		match := 0
		for i, r := range xt.Rows {
			var sum engine.Score
			for _, c := range r.Cells {
				sum += CellPoints(c)
			}
			if v, ok := tbs[i][j]; ok && v == sum {
				match++
			}
		}
		if match*10 < len(xt.Rows)*9 {
			continue
		}
		for i, r := range xt.Rows {
			if v, ok := tbs[i][j]; ok {
				r.Declared = &v
			}
		}
		in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityInfo, Code: scan.ICrPtsInTb, Line: hdr[j].Line},
			scan.MsgA(&msg.ReaderCRPtsInTb, scan.Quote(hdr[j].S), hdr[j].Col, match, len(xt.Rows)))
		return j
	}
	return -1
}

// crDeclared keeps the tie-break columns of the header (TB1, Wtg1, Desp1,
// Spar1; §7.5) as the table's declared columns, all but the column ptsCol
// read as the points, with each data row's cells; the notes lines after
// the header (Tie Break1: …) give their titles.
func Declared(xt *table.Table, hdr []scan.Tok, roles []string, ptsCol int, data [][]scan.Tok, after []string) {
	cols, idx := table.DeclaredOf(hdr, func(j int) bool { return j < len(roles) && roles[j] == "tb" && j != ptsCol })
	table.TitleDeclared(cols, after)
	xt.Declared = cols
	for i, r := range xt.Rows {
		r.Printed = table.PrintedCells(data[i], idx)
	}
}

// crPending reports the pairings without a result (cells such as "4w")
// that lie within the rounds played, in one warning (W-CR-PENDING): they
// are read as not played yet, so the points of the crosstable leave them
// out, as chess-results does for a postponed game. Those of the rounds
// after are the next pairings, and say nothing.
func (in *Input) crPending(xt *table.Table) {
	var items []scan.NoteItem
	n, first := 0, table.Cell{}
	for _, r := range xt.Rows {
		for k, c := range r.Cells {
			if c.Kind != engine.NotYet || c.Blank || c.Opp == 0 || xt.Played > 0 && k >= xt.Played {
				continue
			}
			if n == 0 {
				first = c
			}
			n++
			if len(items) < table.MaxListed {
				items = append(items, scan.ItemMsg(scan.MsgIIS(&msg.ItemCRPending, c.Line, k+1, scan.Quote(c.Text))))
			}
		}
	}
	if n == 0 {
		return
	}
	list := strings.Join(scan.ItemTexts(items), "; ")
	if n > len(items) {
		list = scan.MsgSI(&msg.GroupCRPendingMore, list, n-len(items)).English()
	}
	in.D.Add(scan.Diagnostic{Severity: scan.SeverityWarning, Code: scan.WCrPending, Line: first.Line, Col: first.Col, EndCol: first.End,
		Found: first.Text, Items: scan.ItemArgs(items), Args: []string{strconv.Itoa(n)},
		Message: scan.Grouped(&msg.GroupCRPendingOne, &msg.GroupCRPending)(n, list)})
}

// crOpponentOutOfRange reports a cell that is a game against an opponent
// number out of range (opponentOutOfRange).
func (in *Input) crOpponentOutOfRange(f scan.Tok, round int) bool {
	m := gameText(f.S)
	return m != nil && in.OpponentOutOfRange(m[1], f.Line, f.Col, f.End, round)
}
