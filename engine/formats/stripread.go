package formats

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
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
	ok      bool   // the text is a valid cell
	text    string // as written
}

func parseStripCell(s string) stripCell {
	c := stripCell{text: s}
	s = normDashes(s)
	if s == "--" {
		c.dash, c.ok = true, true
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
		c.bye, c.ok = true, true
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
	n, ok := atoiSmall(rest)
	c.digits = rest
	c.opp, c.ok = n, ok && n > 0 && !(c.forfeit && c.sign == '=')
	return c
}

// readStripTable reads one strip table into an event.
func (in *input) readStripTable(t *stripTable) *engine.Event {
	xt := &xtable{format: "Strip", version: versionColourless, startNumbers: engine.StartNumbersRowKey, played: t.played}
	h := t.header
	roles := map[string]bool{}
	var trailing []int // the declared columns among a row's trailing fields
	keyRank := t.sortedByScore
	if h != nil {
		for _, l := range h.labels {
			roles[headerRole(l.s)] = true // T and Tit are title headings of headerWords
		}
		if len(h.labels) > 0 && headerRole(h.labels[0].s) == "rank" {
			keyRank = true
		}
		xt.rounds = len(h.nums)
		if in.tooManyRounds(xt.rounds, t.firstLine) {
			return nil
		}
		// The labelled columns after a second '|' (Vega's User) are kept
		// as printed (§6.2 step 1).
		xt.declared, trailing = declaredOf(h.trailing, func(int) bool { return true })
		for i := range xt.declared {
			if xt.declared[i].Program == "" {
				xt.declared[i].Program = progVega // the second '|' is Vega's layout
			}
		}
	}
	in.stripNotes(xt, t)
	for _, b := range t.broken {
		key, _ := atoiSmall(b.player[0].s)
		in.badStripCell(b.bad, &xrow{key: key, name: joinToks(b.player[1 : len(b.player)-1])}, b.round)
	}
	sr := &stripReader{in: in}
	if !sr.colours(t) {
		return nil
	}
	if sr.coloured {
		xt.version = versionColoured
	}
	keys := in.stripKeys(t)
	for i, r := range t.rows {
		xr := in.stripPlayer(r, i, keys == len(t.rows), roles, h != nil)
		if xr == nil {
			continue
		}
		if keys < len(t.rows) && len(t.rows) == 1 {
			xr.key = loneKey(r.cells)
		}
		if keyRank {
			xr.rank = xr.key
		}
		xr.printed = printedCells(r.trailing, trailing)
		for k, c := range in.alignStripCells(r, h, xr) {
			if c.s == "" {
				xr.cells = append(xr.cells, xcell{blank: true, line: r.sep.line, col: r.sep.col})
				continue
			}
			if x, ok := sr.cell(c, xr, k+1); ok {
				xr.cells = append(xr.cells, x)
			}
		}
		xt.rows = append(xt.rows, xr)
	}
	sr.noteMinusBye()
	if in.d.errors > 0 {
		return nil
	}
	if xt.rounds == 0 && !in.stripRounds(xt) {
		return nil
	}
	return in.build(xt)
}

// stripKeys counts the rows of t that begin with a start number, and
// warns (W-STRIP-NOKEY) when some do not.
func (in *input) stripKeys(t *stripTable) int {
	keys := 0
	for _, r := range t.rows {
		if len(r.player) > 1 && allDigits(r.player[0].s) {
			keys++
		}
	}
	if keys < len(t.rows) && len(t.rows) > 0 {
		nokey := msg.ReaderStripNokey
		if len(t.rows) == 1 {
			nokey = msg.ReaderStripNokeyOne
		}
		in.d.addMsg(&Diagnostic{Severity: SeverityWarning, Code: WStripNokey, Line: t.rows[0].player[0].line, Col: t.rows[0].player[0].col},
			msg.Message{ID: nokey})
	}
	return keys
}

// stripNotes takes the event name from the preamble and reports a table
// pasted as one line (W-STRIP-FLATTENED) and the text around the table
// (W-LINE-SKIPPED, line by line).
func (in *input) stripNotes(xt *xtable, t *stripTable) {
	for _, p := range t.preamble {
		if s := strings.TrimSpace(p); s != "" && reAtRound.re().FindString(s) == "" && xt.name == "" && len([]rune(s)) <= 80 && !isProse(s) {
			xt.name = s
		}
	}
	if t.flattened {
		in.d.at(SeverityWarning, WStripFlattened, t.firstLine, 1, 1, "", "", msgI(&msg.ReaderStripFlattened, len(t.rows)))
	}
	for i := 0; i < len(t.noise); { // the text around the table, line by line (W-LINE-SKIPPED)
		j := i + 1
		for j < len(t.noise) && t.noise[j].line == t.noise[i].line {
			j++
		}
		n := t.noise[i:j]
		in.d.skipText(n[0].line, n[0].col, n[len(n)-1].end, joinToks(n), &msg.ReaderLineSkippedText, "a row of the table: a start number, a name, a score, | and the cells")
		i = j
	}
}

// stripReader reads the result cells of one strip table: the colour
// letters decided for the table and the -BYE cells seen, for
// I-STRIP-MINUS-BYE.
type stripReader struct {
	in           *input
	white, black rune
	coloured     bool
	minusBye     []noteItem
	firstMinus   xcell
}

// colours decides the colour letters once per table (§6.4): W/B, B/N or
// W/S. It reports E-STRIP-COLOURS and returns false when W and N both
// occur.
func (sr *stripReader) colours(t *stripTable) bool {
	letters := map[rune]tok{}
	for _, r := range t.rows {
		for _, c := range r.cells {
			if sc := parseStripCell(c.s); sc.ok && sc.letter != 0 {
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
		sr.in.d.at(SeverityError, EStripColours, c.line, c.col, c.end, c.s, "one colour convention (W/B or B/N or W/S)",
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
func (sr *stripReader) cell(c tok, xr *xrow, round int) (xcell, bool) {
	sc := parseStripCell(c.s)
	x := xcell{text: c.s, line: c.line, col: c.col, end: c.end, colour: engine.UnknownColour}
	if sc.ok && sc.letter != 0 && sc.letter != sr.white && sc.letter != sr.black {
		sc.ok = false
	}
	if !sc.ok && sr.in.opponentOutOfRange(sc.digits, c.line, c.col, c.end, round) {
		return x, false
	}
	if !sc.ok {
		sr.in.badStripCell(c, xr, round)
		return x, false
	}
	switch {
	case sc.dash:
		x.blank = true
	case sc.bye:
		x.colour = engine.NoColour
		switch sc.sign {
		case '+':
			x.full = true
		case '=':
			x.kind = engine.HPB
		default:
			x.kind = engine.ZPB
			if len(sr.minusBye) == 0 {
				sr.firstMinus = x
			}
			label := labelOf(xr.key, xr.name)
			sr.minusBye = append(sr.minusBye, itemMsg(msgIIS(&msg.ItemStripMinusBye, c.line, c.col, label, strconv.Itoa(round))))
		}
	case sc.forfeit:
		x.opp, x.colour, x.kind = sc.opp, engine.NoColour, engine.ForfeitWin
		if sc.sign == '-' {
			x.kind = engine.ForfeitLoss
		}
	default:
		x.opp = sc.opp
		x.kind = 0
		if i := strings.IndexRune("+=-", sc.sign); i >= 0 {
			x.kind = [...]engine.Kind{engine.Win, engine.Draw, engine.Loss}[i]
		}
		switch sc.letter {
		case sr.white:
			x.colour = engine.White
		case sr.black:
			x.colour = engine.Black
		}
	}
	return x, true
}

// noteMinusBye reports the -BYE cells read as absences (I-STRIP-MINUS-BYE).
func (sr *stripReader) noteMinusBye() {
	if n := len(sr.minusBye); n > 0 {
		shown := sr.minusBye[:min(n, maxListed)]
		sr.in.d.add(Diagnostic{Severity: SeverityInfo, Code: IStripMinusBye, Line: sr.firstMinus.line, Col: sr.firstMinus.col, EndCol: sr.firstMinus.end,
			Message: grouped(&msg.GroupStripMinusByeOne, &msg.GroupStripMinusBye)(n, strings.Join(itemTexts(shown), "; ")),
			Args:    []string{strconv.Itoa(n)}, Items: itemArgs(shown)})
	}
}

// stripRounds sets the rounds of a table without a header to the longest
// row, and reports each row of another length (E-STRIP-CELLS); it returns
// false when there is one.
func (in *input) stripRounds(xt *xtable) bool {
	for _, r := range xt.rows {
		xt.rounds = max(xt.rounds, len(r.cells))
	}
	for _, r := range xt.rows {
		if len(r.cells) != xt.rounds {
			in.d.addMsg(&Diagnostic{Severity: SeverityError, Code: EStripCells, Line: r.line, Col: r.col, EndCol: r.col,
				Row: labelOf(r.key, r.name)}, msgSI(&msg.ReaderStripCellsRow, labelOf(r.key, r.name), xt.rounds, len(r.cells)))
		}
	}
	return in.d.errors == 0
}

// badStripCell reports a cell that is not a strip result (§6.3).
func (in *input) badStripCell(c tok, xr *xrow, round int) {
	id := &msg.ReaderStripCell
	s := normDashes(c.s)
	switch {
	case s == "=" || s == "+" || s == "-":
		id = &msg.ReaderStripCellDraws
	case len(s) > 1 && strings.ContainsAny(s, ".,") && strings.ContainsRune("+-=", rune(s[0])):
		if _, ok := scoreText(s[1:]); ok {
			id = &msg.ReaderStripCellVirtual
		}
	}
	in.d.addMsg(&Diagnostic{Severity: SeverityError, Code: EStripCell, Line: c.line, Col: c.col, EndCol: c.end,
		Row: labelOf(xr.key, xr.name), Round: round, Found: c.s, Expected: "+W5, =B4, -8, +F12, +BYE, =BYE, -BYE or --"},
		msgA(id, labelOf(xr.key, xr.name), round, quote(c.s)))
}

// alignStripCells returns one token per round; a blank token (s == "") is
// a blank cell. A row with fewer cells than the header is accepted only
// when the header has a line of its own: each token goes to the round
// number above it (§6.2 step 2).
func (in *input) alignStripCells(r stripRowToks, h *stripHeader, xr *xrow) []tok {
	if h == nil || len(r.cells) == len(h.nums) {
		return r.cells
	}
	bad := func() []tok {
		end := r.sep
		if len(r.cells) > 0 {
			end = r.cells[len(r.cells)-1]
		}
		in.d.addMsg(&Diagnostic{Severity: SeverityError, Code: EStripCells, Line: end.line, Col: end.col, EndCol: end.end,
			Row: labelOf(xr.key, xr.name), Expected: strconv.Itoa(len(h.nums)) + " result cells"},
			msgA(&msg.ReaderStripCellsLine, r.sep.line, labelOf(xr.key, xr.name), len(h.nums), len(r.cells)))
		return nil
	}
	if !h.ownLine || len(r.cells) > len(h.nums) || r.sep.line == h.nums[0].line {
		return bad()
	}
	out := make([]tok, len(h.nums))
	for _, c := range r.cells {
		best, dist := -1, 1<<30
		for k, n := range h.nums {
			d := (c.col + c.end) - (n.col + n.end)
			if d < 0 {
				d = -d
			}
			if d < dist {
				best, dist = k, d
			}
		}
		if out[best].s != "" {
			return bad()
		}
		out[best] = c
	}
	return out
}

// stripPlayer reads the player part of a row (§6.2 steps 3–7).
func (in *input) stripPlayer(r stripRowToks, i int, keyed bool, roles map[string]bool, header bool) *xrow {
	var ts []tok
	for _, t := range r.player {
		if !labelWords[strings.ToLower(t.s)] {
			ts = append(ts, t)
		}
	}
	xr := &xrow{key: i + 1, line: r.player[0].line, col: r.player[0].col}
	if len(ts) == 0 {
		ts = r.player
	}
	last := ts[len(ts)-1]
	v, ok := scoreText(normDashes(last.s))
	if !ok {
		in.d.at(SeverityError, EStripScore, last.line, last.col, last.end, last.s, "a score such as 4.0, 3,5 or 2½",
			msgIS(&msg.ReaderStripScore, last.line, quote(last.s)))
		return nil
	}
	xr.declared = &v
	ts = ts[:len(ts)-1]
	if keyed && len(ts) > 0 {
		xr.key, _ = atoiSmall(ts[0].s)
		ts = ts[1:]
	}
	// Attributes by shape from the right: federation, title, rating.
	if header {
		if roles["fed"] && len(ts) > 1 && isFedToken(ts[len(ts)-1].s) && titleOf(ts[len(ts)-1].s) == "" {
			xr.fed, ts = ts[len(ts)-1].s, ts[:len(ts)-1]
		}
		if roles["title"] && len(ts) > 1 && titleOf(ts[len(ts)-1].s) != "" {
			xr.titleRaw, xr.title, ts = ts[len(ts)-1].s, titleOf(ts[len(ts)-1].s), ts[:len(ts)-1]
		}
	}
	if (roles["rating"] || !header) && len(ts) > 1 && isRatingToken(ts[len(ts)-1].s) {
		xr.rating, _ = atoiSmall(ts[len(ts)-1].s)
		ts = ts[:len(ts)-1]
	}
	var name []string
	for _, t := range ts {
		s := t.s
		if j := strings.IndexByte(s, '('); j >= 0 && strings.HasSuffix(s, ")") {
			m := strings.ToLower(s[j+1 : len(s)-1])
			if withdrawalMarkers[m] {
				xr.withdrawn = true
				if s = strings.TrimSpace(s[:j]); s == "" {
					continue
				}
			} else if j == 0 {
				in.d.at(SeverityInfo, IStripMarker, t.line, t.col, t.end, t.s, "", msgS(&msg.ReaderStripMarker, quote(t.s)))
			}
		}
		name = append(name, s)
	}
	xr.name = strings.Join(name, " ")
	return xr
}

// loneKey numbers a lone row without key: the smallest number its cells do
// not cite, so that it is not paired with itself.
func loneKey(cells []tok) int {
	cited := map[int]bool{}
	for _, c := range cells {
		cited[parseStripCell(c.s).opp] = true
	}
	k := 1
	for cited[k] {
		k++
	}
	return k
}
