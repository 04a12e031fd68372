package strip

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// This file splits strip input (docs/formats.md §6) into tables and rows; the
// rows are read in stripread.go.

// stripHeader is a header "labels | 1 2 … N [| trailing]" (§6.1).
type stripHeader struct {
	labels   []scan.Tok
	nums     []scan.Tok // the round numbers, with their columns
	Trailing []scan.Tok
	ownLine  bool // the header has a line of its own (aligned tables)
}

// stripRowToks is one row as tokens.
type stripRowToks struct {
	Player, Cells, Trailing []scan.Tok
	Sep                     scan.Tok
}

// stripTable is one table found in the input.
type Table struct {
	Header        *stripHeader
	Rows          []stripRowToks
	preamble      []string
	firstLine     int
	Flattened     bool
	noise         []scan.Tok
	broken        []brokenRow // rows whose results cannot be read, reported as errors
	Played        int
	sortedByScore bool
}

var ReAtRound = &scan.LazyRE{Pattern: `(?i)\b(?:at|after|dopo|al|nach)\s+(?:the\s+)?(?:round|turno|runde|ronda)\s+(\d+)`}

// readStrips reads wallchart strips (§6). Each table in the input is read
// on its own (§4.3).
func Read(r *table.Reader) *engine.Event {
	in := &Input{*r}
	tables := SplitTables(in.Lines)
	if len(tables) == 0 {
		in.D.NoneFound(scan.EStripNone, in.Lines, "rows such as \"1 ROSSI 4.0 | +W5 =B4 -W2\"", &msg.ReaderStripNone)
		return nil
	}
	return in.ChooseTable(len(tables), func(i int, sub *Input) (*engine.Event, int, string) {
		t := tables[i]
		first := ""
		if len(t.Rows) > 0 {
			first = scan.JoinToks(t.Rows[0].Player)
		}
		return sub.readStripTable(t), t.firstLine, first
	})
}

// ChooseTable reads n tables with fresh diagnostics each and keeps the one
// that reads (§4.3): exactly one gives it, with W-TABLE-SKIPPED for each other;
// several ask Q-TABLE; none reports every table's errors.
func (in *Input) ChooseTable(n int, read func(i int, sub *Input) (*engine.Event, int, string)) *engine.Event {
	type result struct {
		ev    *engine.Event
		sub   *Input
		line  int
		first string
	}
	var res []result
	var ok []int
	for i := 0; i < n; i++ {
		sub := &Input{table.Reader{Input: &scan.Input{Lines: in.Lines, File: in.File, Answers: in.Answers}}}
		ev, line, first := read(i, sub)
		if sub.D.Errors > 0 {
			ev = nil
		}
		res = append(res, result{ev, sub, line, first})
		if ev != nil {
			ok = append(ok, i)
		}
	}
	merge := func(r result) {
		for _, d := range r.sub.D.Diags {
			in.D.Add(d)
		}
		in.D.Errors += max(r.sub.D.Errors-scan.MaxErrors, 0)
		in.Questions = append(in.Questions, r.sub.Questions...)
	}
	if len(ok) == 0 {
		for _, r := range res {
			merge(r)
		}
		return nil
	}
	pick := ok[0]
	if len(ok) > 1 {
		q := scan.Question{ID: string(scan.QTable), Blocking: true, Line: res[ok[0]].line, Col: 1}
		var descr []string
		for _, i := range ok {
			id := "line" + strconv.Itoa(res[i].line)
			q.Options = append(q.Options, scan.QuestionOption{ID: id, Label: scan.MsgIS(&msg.OptTable, res[i].line, res[i].first)})
			descr = append(descr, scan.MsgIS(&msg.ValueTable, res[i].line, scan.Quote(res[i].first)).Cite())
		}
		q = scan.Asked(q, scan.MsgIS(&msg.AskTable, len(ok), msg.Comma(descr...)))
		a := in.Ask(q)
		if a == "" {
			return nil
		}
		for _, i := range ok {
			if "line"+strconv.Itoa(res[i].line) == a {
				pick = i
			}
		}
	}
	merge(res[pick])
	for i, r := range res {
		if i == pick {
			continue
		}
		m := scan.MsgI(&msg.ReaderExtraTable, r.line)
		if errs := firstError(r.sub.D.Diags); errs != nil {
			m = scan.MsgIS(&msg.ReaderExtraTableError, r.line, errs.Cite())
		}
		in.D.At(scan.SeverityWarning, scan.WTableSkipped, r.line, 1, 1, "", "", m)
	}
	return res[pick].ev
}

// firstError returns the first error of a list, or nil.
func firstError(ds []scan.Diagnostic) *scan.Diagnostic {
	scan.SortDiags(ds)
	for i := range ds {
		if ds[i].Severity == scan.SeverityError {
			return &ds[i]
		}
	}
	return nil
}

// isStripHeaderWord reports whether a token is a column label of a strip
// header.
func isStripHeaderWord(s string) bool {
	return scan.HeaderRole(s) != "" || scan.LabelWords[strings.ToLower(s)]
}

// HeaderNumbers counts the tokens "1 2 … N" starting at toks[i].
func HeaderNumbers(toks []scan.Tok, i int) int {
	n := 0
	for i+n < len(toks) && toks[i+n].S == strconv.Itoa(n+1) {
		n++
	}
	return n
}

// splitStripTables finds the headers and rows of every table (§6.1, §6.7).
func SplitTables(lines []string) []*Table {
	sp := &stripSplitter{}
	for i, s := range lines {
		if strings.TrimSpace(s) == "" || scan.IsRuleLine(s) {
			continue
		}
		sp.line(s, i+1)
	}
	sp.closeCur()
	for _, t := range sp.tables {
		t.readPreamble()
	}
	return sp.tables
}

// stripSplitter is the state of splitStripTables: the tables closed so
// far, the table being read, the last lines outside a table, and, for the
// line being read, its rows and the tokens that belong to no row.
type stripSplitter struct {
	tables   []*Table
	cur      *Table
	preamble []string
	Rows     int
	noise    []scan.Tok
	broken   []brokenRow // on the line being read
	pending  []brokenRow // broken rows before the first row of a table
}

// brokenRow is a line that begins as a player's row — a number, a name, a
// score and '|' — whose results are not result cells: an error at the
// first one (E-STRIP-CELL), never a row silently left out.
type brokenRow struct {
	Player []scan.Tok
	bad    scan.Tok // the first token that is not a result cell
	round  int      // its round: the cells before it, plus one
}

// closeCur ends the current table, keeping it when it has rows.
func (sp *stripSplitter) closeCur() {
	if sp.cur != nil && len(sp.cur.Rows) > 0 {
		sp.tables = append(sp.tables, sp.cur)
	}
	sp.cur = nil
}

// open starts a table at line ln, with the lines before it as preamble.
func (sp *stripSplitter) open(ln int) {
	sp.cur = &Table{firstLine: ln, preamble: sp.preamble, broken: sp.pending}
	sp.preamble, sp.pending = nil, nil
}

// headed reports whether the current table has a header.
func (sp *stripSplitter) headed() bool { return sp.cur != nil && sp.cur.Header != nil }

// line reads line s (number ln): each run of tokens up to a separator is a
// header or a row; a line without rows ends the table, adds noise to it
// or is kept as preamble.
func (sp *stripSplitter) line(s string, ln int) {
	toks := implicitSeparator(scan.Tokenize(s, ln))
	sp.Rows, sp.noise, sp.broken = 0, nil, nil
	for pos := 0; pos < len(toks); {
		j := pos
		for j < len(toks) && !toks[j].Separator {
			j++
		}
		if j == len(toks) {
			sp.noise = append(sp.noise, toks[pos:]...)
			break
		}
		if n := HeaderNumbers(toks, j+1); n >= 1 && (n >= 2 || j > pos && isStripHeaderWord(toks[j-1].S)) {
			pos = sp.Header(toks, pos, j, n, ln)
			continue
		}
		pos = sp.row(toks, pos, j, ln)
	}
	switch {
	case sp.Rows == 0 && len(sp.broken) > 0 && sp.cur != nil:
		sp.cur.broken = append(sp.cur.broken, sp.broken...)
	case sp.Rows == 0 && len(sp.broken) > 0:
		sp.pending = append(sp.pending, sp.broken...)
	case sp.Rows == 0 && sp.cur != nil && len(sp.cur.Rows) > 0:
		sp.closeCur()
		sp.preamble = []string{s}
	case sp.Rows == 0 && sp.cur != nil:
		sp.cur.noise = append(sp.cur.noise, sp.noise...)
	case sp.Rows == 0:
		sp.preamble = append(sp.preamble, s)
		if len(sp.preamble) > 3 {
			sp.preamble = sp.preamble[1:]
		}
	default:
		if sp.Rows > 1 {
			sp.cur.Flattened = true
		}
		sp.cur.noise = append(sp.cur.noise, sp.noise...)
	}
}

// Header starts a new table at the header whose labels end at toks[pos:j],
// separator toks[j] and n round numbers, with its trailing labels after
// '|'. It returns the position after the header.
func (sp *stripSplitter) Header(toks []scan.Tok, pos, j, n, ln int) int {
	lab := j
	for lab > pos && isStripHeaderWord(toks[lab-1].S) {
		lab--
	}
	sp.noise = append(sp.noise, toks[pos:lab]...)
	sp.closeCur()
	sp.open(ln)
	h := &stripHeader{labels: toks[lab:j], nums: toks[j+1 : j+1+n]}
	k := j + 1 + n
	if k < len(toks) && toks[k].S == "|" {
		k++
		for k < len(toks) && !scan.IsRuleToken(toks[k].S) && !toks[k].Separator {
			h.Trailing = append(h.Trailing, toks[k])
			k++
		}
	}
	for k < len(toks) && scan.IsRuleToken(toks[k].S) {
		k++
	}
	h.ownLine = lab == 0 && k == len(toks)
	sp.cur.Header = h
	return k
}

// row reads the row whose player part is toks[pos:j] and separator
// toks[j], adding it to the current table (opened if needed) when it is
// plausible, else to the noise. It returns the position after the row.
func (sp *stripSplitter) row(toks []scan.Tok, pos, j, ln int) int {
	player := toks[pos:j]
	for len(player) > 0 && scan.IsRuleToken(player[0].S) {
		sp.noise = append(sp.noise, player[0])
		player = player[1:]
	}
	if len(player) == 0 {
		sp.noise = append(sp.noise, toks[j])
		return j + 1
	}
	row := stripRowToks{Player: player, Sep: toks[j]}
	k := sp.rowCells(&row, toks, j+1)
	k = sp.rowTrailing(&row, toks, k)
	if !plausibleStripRow(row, sp.headed()) {
		if b, ok := brokenStripRow(row, toks, k); ok {
			sp.broken = append(sp.broken, b)
			for k < len(toks) && !toks[k].Separator {
				k++
			}
			return k
		}
		sp.noise = append(sp.noise, toks[pos:k]...)
		return k
	}
	if sp.cur == nil {
		sp.open(ln)
	}
	sp.cur.Rows = append(sp.cur.Rows, row)
	sp.Rows++
	return k
}

// rowCells reads the result cells from toks[k]: as many as the header has
// rounds, else every token that looks like a cell. It returns the position
// after them.
func (sp *stripSplitter) rowCells(row *stripRowToks, toks []scan.Tok, k int) int {
	if sp.headed() {
		n := len(sp.cur.Header.nums)
		for k < len(toks) && len(row.Cells) < n && !toks[k].Separator && !scan.IsRuleToken(toks[k].S) {
			row.Cells = append(row.Cells, toks[k])
			k++
		}
		return k
	}
	for k < len(toks) && isStripCellText(toks[k].S) {
		row.Cells = append(row.Cells, toks[k])
		k++
	}
	return k
}

// rowTrailing reads the columns after a '|' at toks[k]: as many as the
// header's trailing labels, else up to the end of the line, or none when
// another row follows on the line. It returns the position after them.
func (sp *stripSplitter) rowTrailing(row *stripRowToks, toks []scan.Tok, k int) int {
	if k >= len(toks) || toks[k].S != "|" {
		return k
	}
	k++
	want := len(toks)
	if sp.headed() && len(sp.cur.Header.Trailing) > 0 {
		want = k + len(sp.cur.Header.Trailing)
	} else {
		for m := k; m < len(toks); m++ {
			if toks[m].Separator {
				want = k
				break
			}
		}
	}
	for k < len(toks) && k < want && !toks[k].Separator {
		row.Trailing = append(row.Trailing, toks[k])
		k++
	}
	return k
}

// readPreamble takes from the lines before the table the round it was
// printed after and whether it is sorted by score.
func (t *Table) readPreamble() {
	for _, p := range t.preamble {
		if m := ReAtRound.Re().FindStringSubmatch(p); m != nil {
			// m[1] is decimal digits. fmt.Sscan, used before, read a
			// leading 0 as an octal prefix ("round 010" was 8, "08" 0).
			if n, err := strconv.Atoi(m[1]); err == nil {
				t.Played = n
			}
		}
		if strings.Contains(strings.ToLower(p), "sorted by score") || strings.Contains(strings.ToLower(p), "ordinata per punteggio") {
			t.sortedByScore = true
		}
	}
}

// isStripCellText reports whether a token has the shape of a strip cell:
// "--" or a sign followed by something (§6.3); the cell is checked later.
func isStripCellText(s string) bool {
	s = scan.NormDashes(s)
	if s == "--" {
		return true
	}
	if s == "" {
		return false
	}
	r := []rune(s)
	if !strings.ContainsRune("+=-½", r[0]) || len(r) < 2 {
		return false
	}
	rest := strings.ToUpper(string(r[1:]))
	if rest == "BYE" {
		return true
	}
	if rest[0] >= 'A' && rest[0] <= 'Z' {
		rest = rest[1:]
	}
	return scan.AllDigits(rest)
}

// implicitSeparator returns the tokens of a line without a separator that
// reads as a strip row all the same — a start number, a name, a score and
// then result cells, as some programs print them without a bar
// ("2 Graham_Nolan 5.5 +B27 +W16 +W9 =B1", docs/formats.md §6.1) — with an
// unwritten separator before the first cell; any other line as it is. Such
// a row needs two cells to be taken (plausibleStripRow).
func implicitSeparator(toks []scan.Tok) []scan.Tok {
	if len(toks) < 5 || !scan.AllDigits(toks[0].S) {
		return toks
	}
	k := -1
	for i, t := range toks {
		if t.Separator {
			return toks
		}
		if k < 0 && i >= 3 && isStripCellText(t.S) && !isStripCellText(toks[i-1].S) {
			if _, ok := scan.ScoreText(scan.NormDashes(toks[i-1].S)); ok {
				k = i
			}
		}
	}
	if k < 0 {
		return toks
	}
	out := make([]scan.Tok, 0, len(toks)+1)
	out = append(out, toks[:k]...)
	out = append(out, scan.Tok{S: "", Line: toks[k].Line, Col: toks[k].Col, End: toks[k].Col - 1, Separator: true})
	return append(out, toks[k:]...)
}

// brokenStripRow reports a row that is not plausible only because of its
// results: its player part is a start number, a name and a score, its
// separator '|', and toks[k], the token after the cells read, is neither
// a separator nor the end of the line.
func brokenStripRow(r stripRowToks, toks []scan.Tok, k int) (brokenRow, bool) {
	p := r.Player
	if r.Sep.S != "|" || len(p) < 3 || !scan.AllDigits(p[0].S) || k >= len(toks) || toks[k].Separator || scan.IsRuleToken(toks[k].S) {
		return brokenRow{}, false
	}
	if _, ok := scan.ScoreText(scan.NormDashes(p[len(p)-1].S)); !ok {
		return brokenRow{}, false
	}
	return brokenRow{Player: p, bad: toks[k], round: len(r.Cells) + 1}, true
}

// plausibleStripRow tells a strip row from prose that happens to hold a
// separator ("… degli avversari incontrati …"): the player part must end
// with a score (a label word may follow it), and without a header the row
// needs at least one cell (two after a separator word).
func plausibleStripRow(r stripRowToks, header bool) bool {
	p := r.Player
	for len(p) > 0 && scan.LabelWords[strings.ToLower(p[len(p)-1].S)] {
		p = p[:len(p)-1]
	}
	if len(p) == 0 {
		return false
	}
	if _, ok := scan.ScoreText(scan.NormDashes(p[len(p)-1].S)); !ok && !(header && r.Sep.S == "|") {
		return false
	}
	if header {
		return len(r.Cells) > 0
	}
	valid := 0
	for _, c := range r.Cells {
		if ParseCell(c.S).Ok {
			valid++
		}
	}
	if r.Sep.S != "|" {
		return valid >= 2
	}
	return valid >= 1
}

// stripInput is a Read call of this reader, with its methods.
type Input struct{ table.Reader }
