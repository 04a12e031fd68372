package strip

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// stripCell is the parsed shape of a strip cell (§6.3).
type stripCell struct {
	dash    bool   // "--"
	sign    rune   // '+', '=', '-' ('½' is read as '=')
	bye     bool   // "+BYE", "=BYE", "-BYE"
	forfeit bool   // "+F12"
	letter  rune   // colour letter, 0 = none
	opp     int    // opponent key
	digits  string // the opponent key as written
	Ok      bool   // the text is a valid cell
	text    string // as written
}

func ParseCell(s string) stripCell {
	c := stripCell{text: s}
	s = scan.NormDashes(s)
	if s == "--" {
		c.dash, c.Ok = true, true
		return c
	}
	r := []rune(s)
	if len(r) < 2 || !strings.ContainsRune("+=-½", r[0]) {
		return c
	}
	c.sign = r[0]
	if c.sign == '½' {
		c.sign = '='
	}
	rest := strings.ToUpper(string(r[1:]))
	if rest == "BYE" {
		c.bye, c.Ok = true, true
		return c
	}
	if rest[0] >= 'A' && rest[0] <= 'Z' {
		if rest[0] == 'F' {
			c.forfeit = true
		} else {
			c.letter = rune(rest[0])
		}
		rest = rest[1:]
	}
	n, ok := scan.AtoiSmall(rest)
	c.digits = rest
	c.opp, c.Ok = n, ok && n > 0 && !(c.forfeit && c.sign == '=')
	return c
}

// readStripTable reads one strip table into an event.
func (in *Input) readStripTable(t *Table) *engine.Event {
	xt := &table.Table{Format: "Strip", Version: table.VersionColourless, StartNumbers: engine.StartNumbersRowKey, Played: t.Played}
	h := t.Header
	roles := map[string]bool{}
	var trailing []int // the declared columns among a row's trailing fields
	keyRank := t.sortedByScore
	if h != nil {
		for _, l := range h.labels {
			roles[scan.HeaderRole(l.S)] = true // T and Tit are title headings of headerWords
		}
		if len(h.labels) > 0 && scan.HeaderRole(h.labels[0].S) == "rank" {
			keyRank = true
		}
		xt.Rounds = len(h.nums)
		if in.TooManyRounds(xt.Rounds, t.firstLine) {
			return nil
		}
		// The labelled columns after a second '|' (Vega's User) are kept
		// as printed (§6.2 step 1).
		xt.Declared, trailing = table.DeclaredOf(h.Trailing, func(int) bool { return true })
		for i := range xt.Declared {
			if xt.Declared[i].Program == "" {
				xt.Declared[i].Program = scan.ProgVega // the second '|' is Vega's layout
			}
		}
	}
	in.stripNotes(xt, t)
	for _, b := range t.broken {
		key, _ := scan.AtoiSmall(b.Player[0].S)
		in.badStripCell(b.bad, &table.Row{Key: key, Name: scan.JoinToks(b.Player[1 : len(b.Player)-1])}, b.round)
	}
	sr := &stripReader{in: in}
	if !sr.colours(t) {
		return nil
	}
	if sr.coloured {
		xt.Version = table.VersionColoured
	}
	keys := in.stripKeys(t)
	for i, r := range t.Rows {
		xr := in.stripPlayer(r, i, keys == len(t.Rows), roles, h != nil)
		if xr == nil {
			continue
		}
		if keys < len(t.Rows) && len(t.Rows) == 1 {
			xr.Key = loneKey(r.Cells)
		}
		if keyRank {
			xr.Rank = xr.Key
		}
		xr.Printed = table.PrintedCells(r.Trailing, trailing)
		for k, c := range in.alignStripCells(r, h, xr) {
			if c.S == "" {
				xr.Cells = append(xr.Cells, table.Cell{Blank: true, Line: r.Sep.Line, Col: r.Sep.Col})
				continue
			}
			if x, ok := sr.cell(c, xr, k+1); ok {
				xr.Cells = append(xr.Cells, x)
			}
		}
		xt.Rows = append(xt.Rows, xr)
	}
	sr.noteMinusBye()
	if in.D.Errors > 0 {
		return nil
	}
	if xt.Rounds == 0 && !in.stripRounds(xt) {
		return nil
	}
	return in.Build(xt)
}

// stripKeys counts the rows of t that begin with a start number, and
// warns (W-STRIP-NOKEY) when some do not.
func (in *Input) stripKeys(t *Table) int {
	keys := 0
	for _, r := range t.Rows {
		if len(r.Player) > 1 && scan.AllDigits(r.Player[0].S) {
			keys++
		}
	}
	if keys < len(t.Rows) && len(t.Rows) > 0 {
		nokey := msg.ReaderStripNokey
		if len(t.Rows) == 1 {
			nokey = msg.ReaderStripNokeyOne
		}
		in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityWarning, Code: scan.WStripNokey, Line: t.Rows[0].Player[0].Line, Col: t.Rows[0].Player[0].Col},
			msg.Message{ID: nokey})
	}
	return keys
}

// stripNotes takes the event name from the preamble and reports a table
// pasted as one line (W-STRIP-FLATTENED) and the text around the table
// (W-LINE-SKIPPED, line by line).
func (in *Input) stripNotes(xt *table.Table, t *Table) {
	for _, p := range t.preamble {
		if s := strings.TrimSpace(p); s != "" && ReAtRound.Re().FindString(s) == "" && xt.Name == "" && len([]rune(s)) <= 80 && !scan.IsProse(s) {
			xt.Name = s
		}
	}
	if t.Flattened {
		in.D.At(scan.SeverityWarning, scan.WStripFlattened, t.firstLine, 1, 1, "", "", scan.MsgI(&msg.ReaderStripFlattened, len(t.Rows)))
	}
	for i := 0; i < len(t.noise); { // the text around the table, line by line (W-LINE-SKIPPED)
		j := i + 1
		for j < len(t.noise) && t.noise[j].Line == t.noise[i].Line {
			j++
		}
		n := t.noise[i:j]
		in.D.SkipText(n[0].Line, n[0].Col, n[len(n)-1].End, scan.JoinToks(n), &msg.ReaderLineSkippedText, "a row of the table: a start number, a name, a score, | and the cells")
		i = j
	}
}

// stripReader reads the result cells of one strip table: the colour
// letters decided for the table and the -BYE cells seen, for
// I-STRIP-MINUS-BYE.
type stripReader struct {
	in           *Input
	white, black rune
	coloured     bool
	minusBye     []scan.NoteItem
	firstMinus   table.Cell
}

// colours decides the colour letters once per table (§6.4): W/B, B/N or
// W/S. It reports E-STRIP-COLOURS and returns false when W and N both
// occur.
func (sr *stripReader) colours(t *Table) bool {
	letters := map[rune]scan.Tok{}
	for _, r := range t.Rows {
		for _, c := range r.Cells {
			if sc := ParseCell(c.S); sc.Ok && sc.letter != 0 {
				if _, seen := letters[sc.letter]; !seen {
					letters[sc.letter] = c
				}
			}
		}
	}
	sr.white, sr.black = 'W', 'B'
	_, hasN := letters['N']
	_, hasS := letters['S']
	_, hasW := letters['W']
	switch {
	case hasN && hasW:
		c := letters['N']
		sr.in.D.At(scan.SeverityError, scan.EStripColours, c.Line, c.Col, c.End, c.S, "one colour convention (W/B or B/N or W/S)",
			msg.Message{ID: msg.ReaderStripColours})
		return false
	case hasN:
		sr.white, sr.black = 'B', 'N'
	case hasS:
		sr.white, sr.black = 'W', 'S'
	}
	sr.coloured = len(letters) > 0
	return true
}

// cell reads the non-empty cell c of row xr in round; ok is false when the
// cell is wrong (and reported).
func (sr *stripReader) cell(c scan.Tok, xr *table.Row, round int) (table.Cell, bool) {
	sc := ParseCell(c.S)
	x := table.Cell{Text: c.S, Line: c.Line, Col: c.Col, End: c.End, Colour: engine.UnknownColour}
	if sc.Ok && sc.letter != 0 && sc.letter != sr.white && sc.letter != sr.black {
		sc.Ok = false
	}
	if !sc.Ok && sr.in.OpponentOutOfRange(sc.digits, c.Line, c.Col, c.End, round) {
		return x, false
	}
	if !sc.Ok {
		sr.in.badStripCell(c, xr, round)
		return x, false
	}
	switch {
	case sc.dash:
		x.Blank = true
	case sc.bye:
		x.Colour = engine.NoColour
		switch sc.sign {
		case '+':
			x.Full = true
		case '=':
			x.Kind = engine.HPB
		default:
			x.Kind = engine.ZPB
			if len(sr.minusBye) == 0 {
				sr.firstMinus = x
			}
			label := scan.LabelOf(xr.Key, xr.Name)
			sr.minusBye = append(sr.minusBye, scan.ItemMsg(scan.MsgIIS(&msg.ItemStripMinusBye, c.Line, c.Col, label, strconv.Itoa(round))))
		}
	case sc.forfeit:
		x.Opp, x.Colour, x.Kind = sc.opp, engine.NoColour, engine.ForfeitWin
		if sc.sign == '-' {
			x.Kind = engine.ForfeitLoss
		}
	default:
		x.Opp = sc.opp
		x.Kind = 0
		if i := strings.IndexRune("+=-", sc.sign); i >= 0 {
			x.Kind = [...]engine.Kind{engine.Win, engine.Draw, engine.Loss}[i]
		}
		switch sc.letter {
		case sr.white:
			x.Colour = engine.White
		case sr.black:
			x.Colour = engine.Black
		}
	}
	return x, true
}

// noteMinusBye reports the -BYE cells read as absences (I-STRIP-MINUS-BYE).
func (sr *stripReader) noteMinusBye() {
	if n := len(sr.minusBye); n > 0 {
		shown := sr.minusBye[:min(n, table.MaxListed)]
		sr.in.D.Add(scan.Diagnostic{Severity: scan.SeverityInfo, Code: scan.IStripMinusBye, Line: sr.firstMinus.Line, Col: sr.firstMinus.Col, EndCol: sr.firstMinus.End,
			Message: scan.Grouped(&msg.GroupStripMinusByeOne, &msg.GroupStripMinusBye)(n, strings.Join(scan.ItemTexts(shown), "; ")),
			Args:    []string{strconv.Itoa(n)}, Items: scan.ItemArgs(shown)})
	}
}

// stripRounds sets the rounds of a table without a header to the longest
// row, and reports each row of another length (E-STRIP-CELLS); it returns
// false when there is one.
func (in *Input) stripRounds(xt *table.Table) bool {
	for _, r := range xt.Rows {
		xt.Rounds = max(xt.Rounds, len(r.Cells))
	}
	for _, r := range xt.Rows {
		if len(r.Cells) != xt.Rounds {
			in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EStripCells, Line: r.Line, Col: r.Col, EndCol: r.Col,
				Row: scan.LabelOf(r.Key, r.Name)}, scan.MsgSI(&msg.ReaderStripCellsRow, scan.LabelOf(r.Key, r.Name), xt.Rounds, len(r.Cells)))
		}
	}
	return in.D.Errors == 0
}

// badStripCell reports a cell that is not a strip result (§6.3).
func (in *Input) badStripCell(c scan.Tok, xr *table.Row, round int) {
	id := &msg.ReaderStripCell
	s := scan.NormDashes(c.S)
	switch {
	case s == "=" || s == "+" || s == "-":
		id = &msg.ReaderStripCellDraws
	case len(s) > 1 && strings.ContainsAny(s, ".,") && strings.ContainsRune("+-=", rune(s[0])):
		if _, ok := scan.ScoreText(s[1:]); ok {
			id = &msg.ReaderStripCellVirtual
		}
	}
	in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EStripCell, Line: c.Line, Col: c.Col, EndCol: c.End,
		Row: scan.LabelOf(xr.Key, xr.Name), Round: round, Found: c.S, Expected: "+W5, =B4, -8, +F12, +BYE, =BYE, -BYE or --"},
		scan.MsgA(id, scan.LabelOf(xr.Key, xr.Name), round, scan.Quote(c.S)))
}

// alignStripCells returns one token per round; a blank token (s == "") is
// a blank cell. A row with fewer cells than the header is accepted only
// when the header has a line of its own: each token goes to the round
// number above it (§6.2 step 2).
func (in *Input) alignStripCells(r stripRowToks, h *stripHeader, xr *table.Row) []scan.Tok {
	if h == nil || len(r.Cells) == len(h.nums) {
		return r.Cells
	}
	bad := func() []scan.Tok {
		end := r.Sep
		if len(r.Cells) > 0 {
			end = r.Cells[len(r.Cells)-1]
		}
		in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EStripCells, Line: end.Line, Col: end.Col, EndCol: end.End,
			Row: scan.LabelOf(xr.Key, xr.Name), Expected: strconv.Itoa(len(h.nums)) + " result cells"},
			scan.MsgA(&msg.ReaderStripCellsLine, r.Sep.Line, scan.LabelOf(xr.Key, xr.Name), len(h.nums), len(r.Cells)))
		return nil
	}
	if !h.ownLine || len(r.Cells) > len(h.nums) || r.Sep.Line == h.nums[0].Line {
		return bad()
	}
	out := make([]scan.Tok, len(h.nums))
	for _, c := range r.Cells {
		best, dist := -1, 1<<30
		for k, n := range h.nums {
			d := (c.Col + c.End) - (n.Col + n.End)
			if d < 0 {
				d = -d
			}
			if d < dist {
				best, dist = k, d
			}
		}
		if out[best].S != "" {
			return bad()
		}
		out[best] = c
	}
	return out
}

// stripPlayer reads the player part of a row (§6.2 steps 3–7).
func (in *Input) stripPlayer(r stripRowToks, i int, keyed bool, roles map[string]bool, header bool) *table.Row {
	var ts []scan.Tok
	for _, t := range r.Player {
		if !scan.LabelWords[strings.ToLower(t.S)] {
			ts = append(ts, t)
		}
	}
	xr := &table.Row{Key: i + 1, Line: r.Player[0].Line, Col: r.Player[0].Col}
	if len(ts) == 0 {
		ts = r.Player
	}
	last := ts[len(ts)-1]
	v, ok := scan.ScoreText(scan.NormDashes(last.S))
	if !ok {
		in.D.At(scan.SeverityError, scan.EStripScore, last.Line, last.Col, last.End, last.S, "a score such as 4.0, 3,5 or 2½",
			scan.MsgIS(&msg.ReaderStripScore, last.Line, scan.Quote(last.S)))
		return nil
	}
	xr.Declared = &v
	ts = ts[:len(ts)-1]
	if keyed && len(ts) > 0 {
		xr.Key, _ = scan.AtoiSmall(ts[0].S)
		ts = ts[1:]
	}
	// Attributes by shape from the right: federation, title, rating.
	if header {
		if roles["fed"] && len(ts) > 1 && scan.IsFedToken(ts[len(ts)-1].S) && scan.TitleOf(ts[len(ts)-1].S) == "" {
			xr.Fed, ts = ts[len(ts)-1].S, ts[:len(ts)-1]
		}
		if roles["title"] && len(ts) > 1 && scan.TitleOf(ts[len(ts)-1].S) != "" {
			xr.TitleRaw, xr.Title, ts = ts[len(ts)-1].S, scan.TitleOf(ts[len(ts)-1].S), ts[:len(ts)-1]
		}
	}
	if (roles["rating"] || !header) && len(ts) > 1 && scan.IsRatingToken(ts[len(ts)-1].S) {
		xr.Rating, _ = scan.AtoiSmall(ts[len(ts)-1].S)
		ts = ts[:len(ts)-1]
	}
	var name []string
	for _, t := range ts {
		s := t.S
		if j := strings.IndexByte(s, '('); j >= 0 && strings.HasSuffix(s, ")") {
			m := strings.ToLower(s[j+1 : len(s)-1])
			if scan.WithdrawalMarkers[m] {
				xr.Withdrawn = true
				if s = strings.TrimSpace(s[:j]); s == "" {
					continue
				}
			} else if j == 0 {
				in.D.At(scan.SeverityInfo, scan.IStripMarker, t.Line, t.Col, t.End, t.S, "", scan.MsgS(&msg.ReaderStripMarker, scan.Quote(t.S)))
			}
		}
		name = append(name, s)
	}
	xr.Name = strings.Join(name, " ")
	return xr
}

// loneKey numbers a lone row without key: the smallest number its cells do
// not cite, so that it is not paired with itself.
func loneKey(cells []scan.Tok) int {
	cited := map[int]bool{}
	for _, c := range cells {
		cited[ParseCell(c.S).opp] = true
	}
	k := 1
	for cited[k] {
		k++
	}
	return k
}
