package formats

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

// This file splits strip input (docs/formats.md §6) into tables and rows; the
// rows are read in stripread.go.

// stripHeader is a header "labels | 1 2 … N [| trailing]" (§6.1).
type stripHeader struct {
	labels   []tok
	nums     []tok // the round numbers, with their columns
	trailing []tok
	ownLine  bool // the header has a line of its own (aligned tables)
}

// stripRowToks is one row as tokens.
type stripRowToks struct {
	player, cells, trailing []tok
	sep                     tok
}

// stripTable is one table found in the input.
type stripTable struct {
	header        *stripHeader
	rows          []stripRowToks
	preamble      []string
	firstLine     int
	flattened     bool
	noise         []tok
	broken        []brokenRow // rows whose results cannot be read, reported as errors
	played        int
	sortedByScore bool
}

var reAtRound = &lazyRE{pattern: `(?i)\b(?:at|after|dopo|al|nach)\s+(?:the\s+)?(?:round|turno|runde|ronda)\s+(\d+)`}

// readStrips reads wallchart strips (§6). Each table in the input is read
// on its own (§4.3).
func readStrips(in *input) *engine.Event {
	tables := splitStripTables(in.lines)
	if len(tables) == 0 {
		in.d.at(SeverityError, EStripNone, firstTextLine(in.lines), 1, 1, "", "rows such as \"1 ROSSI 4.0 | +W5 =B4 -W2\"",
			msg.Message{ID: msg.ReaderStripNone})
		return nil
	}
	return in.chooseTable(len(tables), func(i int, sub *input) (*engine.Event, int, string) {
		t := tables[i]
		first := ""
		if len(t.rows) > 0 {
			first = joinToks(t.rows[0].player)
		}
		return sub.readStripTable(t), t.firstLine, first
	})
}

// chooseTable reads n tables with fresh diagnostics each and keeps the one
// that reads (§4.3): exactly one gives it, with W-TABLE-SKIPPED for each other;
// several ask Q-TABLE; none reports every table's errors.
func (in *input) chooseTable(n int, read func(i int, sub *input) (*engine.Event, int, string)) *engine.Event {
	type result struct {
		ev    *engine.Event
		sub   *input
		line  int
		first string
	}
	var res []result
	var ok []int
	for i := 0; i < n; i++ {
		sub := &input{&Input{lines: in.lines, file: in.file, answers: in.answers}}
		ev, line, first := read(i, sub)
		if sub.d.errors > 0 {
			ev = nil
		}
		res = append(res, result{ev, sub, line, first})
		if ev != nil {
			ok = append(ok, i)
		}
	}
	merge := func(r result) {
		for _, d := range r.sub.d.diags {
			in.d.add(d)
		}
		in.d.errors += max(r.sub.d.errors-maxErrors, 0)
		in.questions = append(in.questions, r.sub.questions...)
	}
	if len(ok) == 0 {
		for _, r := range res {
			merge(r)
		}
		return nil
	}
	pick := ok[0]
	if len(ok) > 1 {
		q := Question{ID: string(QTable), Blocking: true, Line: res[ok[0]].line, Col: 1}
		var descr []string
		for _, i := range ok {
			id := "line" + strconv.Itoa(res[i].line)
			q.Options = append(q.Options, QuestionOption{ID: id, Label: msgIS(&msg.OptTable, res[i].line, res[i].first)})
			descr = append(descr, msgIS(&msg.ValueTable, res[i].line, quote(res[i].first)).Cite())
		}
		q = asked(q, msgIS(&msg.AskTable, len(ok), msg.Comma(descr...)))
		a := in.ask(q)
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
		m := msgI(&msg.ReaderExtraTable, r.line)
		if errs := firstError(r.sub.d.diags); errs != nil {
			m = msgIS(&msg.ReaderExtraTableError, r.line, errs.cite())
		}
		in.d.at(SeverityWarning, WTableSkipped, r.line, 1, 1, "", "", m)
	}
	return res[pick].ev
}

// firstError returns the first error of a list, or nil.
func firstError(ds []Diagnostic) *Diagnostic {
	sortDiags(ds)
	for i := range ds {
		if ds[i].Severity == SeverityError {
			return &ds[i]
		}
	}
	return nil
}

// firstTextLine returns the first non-blank line number (1 when none).
func firstTextLine(lines []string) int {
	for i, s := range lines {
		if strings.TrimSpace(s) != "" {
			return i + 1
		}
	}
	return 1
}

// joinToks joins the texts of tokens with spaces.
func joinToks(ts []tok) string {
	var parts []string
	for _, t := range ts {
		parts = append(parts, t.s)
	}
	return strings.Join(parts, " ")
}

// isStripHeaderWord reports whether a token is a column label of a strip
// header.
func isStripHeaderWord(s string) bool {
	return headerRole(s) != "" || labelWords[strings.ToLower(s)]
}

// headerNumbers counts the tokens "1 2 … N" starting at toks[i].
func headerNumbers(toks []tok, i int) int {
	n := 0
	for i+n < len(toks) && toks[i+n].s == strconv.Itoa(n+1) {
		n++
	}
	return n
}

// splitStripTables finds the headers and rows of every table (§6.1, §6.7).
func splitStripTables(lines []string) []*stripTable {
	sp := &stripSplitter{}
	for i, s := range lines {
		if strings.TrimSpace(s) == "" || isRuleLine(s) {
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
	tables   []*stripTable
	cur      *stripTable
	preamble []string
	rows     int
	noise    []tok
	broken   []brokenRow // on the line being read
	pending  []brokenRow // broken rows before the first row of a table
}

// brokenRow is a line that begins as a player's row — a number, a name, a
// score and '|' — whose results are not result cells: an error at the
// first one (E-STRIP-CELL), never a row silently left out.
type brokenRow struct {
	player []tok
	bad    tok // the first token that is not a result cell
	round  int // its round: the cells before it, plus one
}

// closeCur ends the current table, keeping it when it has rows.
func (sp *stripSplitter) closeCur() {
	if sp.cur != nil && len(sp.cur.rows) > 0 {
		sp.tables = append(sp.tables, sp.cur)
	}
	sp.cur = nil
}

// open starts a table at line ln, with the lines before it as preamble.
func (sp *stripSplitter) open(ln int) {
	sp.cur = &stripTable{firstLine: ln, preamble: sp.preamble, broken: sp.pending}
	sp.preamble, sp.pending = nil, nil
}

// headed reports whether the current table has a header.
func (sp *stripSplitter) headed() bool { return sp.cur != nil && sp.cur.header != nil }

// line reads line s (number ln): each run of tokens up to a separator is a
// header or a row; a line without rows ends the table, adds noise to it
// or is kept as preamble.
func (sp *stripSplitter) line(s string, ln int) {
	toks := implicitSeparator(tokenize(s, ln))
	sp.rows, sp.noise, sp.broken = 0, nil, nil
	for pos := 0; pos < len(toks); {
		j := pos
		for j < len(toks) && !toks[j].separator {
			j++
		}
		if j == len(toks) {
			sp.noise = append(sp.noise, toks[pos:]...)
			break
		}
		if n := headerNumbers(toks, j+1); n >= 1 && (n >= 2 || j > pos && isStripHeaderWord(toks[j-1].s)) {
			pos = sp.header(toks, pos, j, n, ln)
			continue
		}
		pos = sp.row(toks, pos, j, ln)
	}
	switch {
	case sp.rows == 0 && len(sp.broken) > 0 && sp.cur != nil:
		sp.cur.broken = append(sp.cur.broken, sp.broken...)
	case sp.rows == 0 && len(sp.broken) > 0:
		sp.pending = append(sp.pending, sp.broken...)
	case sp.rows == 0 && sp.cur != nil && len(sp.cur.rows) > 0:
		sp.closeCur()
		sp.preamble = []string{s}
	case sp.rows == 0 && sp.cur != nil:
		sp.cur.noise = append(sp.cur.noise, sp.noise...)
	case sp.rows == 0:
		sp.preamble = append(sp.preamble, s)
		if len(sp.preamble) > 3 {
			sp.preamble = sp.preamble[1:]
		}
	default:
		if sp.rows > 1 {
			sp.cur.flattened = true
		}
		sp.cur.noise = append(sp.cur.noise, sp.noise...)
	}
}

// header starts a new table at the header whose labels end at toks[pos:j],
// separator toks[j] and n round numbers, with its trailing labels after
// '|'. It returns the position after the header.
func (sp *stripSplitter) header(toks []tok, pos, j, n, ln int) int {
	lab := j
	for lab > pos && isStripHeaderWord(toks[lab-1].s) {
		lab--
	}
	sp.noise = append(sp.noise, toks[pos:lab]...)
	sp.closeCur()
	sp.open(ln)
	h := &stripHeader{labels: toks[lab:j], nums: toks[j+1 : j+1+n]}
	k := j + 1 + n
	if k < len(toks) && toks[k].s == "|" {
		k++
		for k < len(toks) && !isRuleToken(toks[k].s) && !toks[k].separator {
			h.trailing = append(h.trailing, toks[k])
			k++
		}
	}
	for k < len(toks) && isRuleToken(toks[k].s) {
		k++
	}
	h.ownLine = lab == 0 && k == len(toks)
	sp.cur.header = h
	return k
}

// row reads the row whose player part is toks[pos:j] and separator
// toks[j], adding it to the current table (opened if needed) when it is
// plausible, else to the noise. It returns the position after the row.
func (sp *stripSplitter) row(toks []tok, pos, j, ln int) int {
	player := toks[pos:j]
	for len(player) > 0 && isRuleToken(player[0].s) {
		sp.noise = append(sp.noise, player[0])
		player = player[1:]
	}
	if len(player) == 0 {
		sp.noise = append(sp.noise, toks[j])
		return j + 1
	}
	row := stripRowToks{player: player, sep: toks[j]}
	k := sp.rowCells(&row, toks, j+1)
	k = sp.rowTrailing(&row, toks, k)
	if !plausibleStripRow(row, sp.headed()) {
		if b, ok := brokenStripRow(row, toks, k); ok {
			sp.broken = append(sp.broken, b)
			for k < len(toks) && !toks[k].separator {
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
	sp.cur.rows = append(sp.cur.rows, row)
	sp.rows++
	return k
}

// rowCells reads the result cells from toks[k]: as many as the header has
// rounds, else every token that looks like a cell. It returns the position
// after them.
func (sp *stripSplitter) rowCells(row *stripRowToks, toks []tok, k int) int {
	if sp.headed() {
		n := len(sp.cur.header.nums)
		for k < len(toks) && len(row.cells) < n && !toks[k].separator && !isRuleToken(toks[k].s) {
			row.cells = append(row.cells, toks[k])
			k++
		}
		return k
	}
	for k < len(toks) && isStripCellText(toks[k].s) {
		row.cells = append(row.cells, toks[k])
		k++
	}
	return k
}

// rowTrailing reads the columns after a '|' at toks[k]: as many as the
// header's trailing labels, else up to the end of the line, or none when
// another row follows on the line. It returns the position after them.
func (sp *stripSplitter) rowTrailing(row *stripRowToks, toks []tok, k int) int {
	if k >= len(toks) || toks[k].s != "|" {
		return k
	}
	k++
	want := len(toks)
	if sp.headed() && len(sp.cur.header.trailing) > 0 {
		want = k + len(sp.cur.header.trailing)
	} else {
		for m := k; m < len(toks); m++ {
			if toks[m].separator {
				want = k
				break
			}
		}
	}
	for k < len(toks) && k < want && !toks[k].separator {
		row.trailing = append(row.trailing, toks[k])
		k++
	}
	return k
}

// readPreamble takes from the lines before the table the round it was
// printed after and whether it is sorted by score.
func (t *stripTable) readPreamble() {
	for _, p := range t.preamble {
		if m := reAtRound.re().FindStringSubmatch(p); m != nil {
			// m[1] is decimal digits. fmt.Sscan, used before, read a
			// leading 0 as an octal prefix ("round 010" was 8, "08" 0).
			if n, err := strconv.Atoi(m[1]); err == nil {
				t.played = n
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
	s = normDashes(s)
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
	return allDigits(rest)
}

// implicitSeparator returns the tokens of a line without a separator that
// reads as a strip row all the same — a start number, a name, a score and
// then result cells, as some programs print them without a bar
// ("2 Graham_Nolan 5.5 +B27 +W16 +W9 =B1", docs/formats.md §6.1) — with an
// unwritten separator before the first cell; any other line as it is. Such
// a row needs two cells to be taken (plausibleStripRow).
func implicitSeparator(toks []tok) []tok {
	if len(toks) < 5 || !allDigits(toks[0].s) {
		return toks
	}
	k := -1
	for i, t := range toks {
		if t.separator {
			return toks
		}
		if k < 0 && i >= 3 && isStripCellText(t.s) && !isStripCellText(toks[i-1].s) {
			if _, ok := scoreText(normDashes(toks[i-1].s)); ok {
				k = i
			}
		}
	}
	if k < 0 {
		return toks
	}
	out := make([]tok, 0, len(toks)+1)
	out = append(out, toks[:k]...)
	out = append(out, tok{s: "", line: toks[k].line, col: toks[k].col, end: toks[k].col - 1, separator: true})
	return append(out, toks[k:]...)
}

// brokenStripRow reports a row that is not plausible only because of its
// results: its player part is a start number, a name and a score, its
// separator '|', and toks[k], the token after the cells read, is neither
// a separator nor the end of the line.
func brokenStripRow(r stripRowToks, toks []tok, k int) (brokenRow, bool) {
	p := r.player
	if r.sep.s != "|" || len(p) < 3 || !allDigits(p[0].s) || k >= len(toks) || toks[k].separator || isRuleToken(toks[k].s) {
		return brokenRow{}, false
	}
	if _, ok := scoreText(normDashes(p[len(p)-1].s)); !ok {
		return brokenRow{}, false
	}
	return brokenRow{player: p, bad: toks[k], round: len(r.cells) + 1}, true
}

// plausibleStripRow tells a strip row from prose that happens to hold a
// separator ("… degli avversari incontrati …"): the player part must end
// with a score (a label word may follow it), and without a header the row
// needs at least one cell (two after a separator word).
func plausibleStripRow(r stripRowToks, header bool) bool {
	p := r.player
	for len(p) > 0 && labelWords[strings.ToLower(p[len(p)-1].s)] {
		p = p[:len(p)-1]
	}
	if len(p) == 0 {
		return false
	}
	if _, ok := scoreText(normDashes(p[len(p)-1].s)); !ok && !(header && r.sep.s == "|") {
		return false
	}
	if header {
		return len(r.cells) > 0
	}
	valid := 0
	for _, c := range r.cells {
		if parseStripCell(c.s).ok {
			valid++
		}
	}
	if r.sep.s != "|" {
		return valid >= 2
	}
	return valid >= 1
}
