package grid

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// The round-robin grid family (docs/formats.md §8, §8.8): one scanner
// finds the header, the rows and each row's cells of a grid, of players or
// of teams; a dialect (gridDialect) says what differs between the two, and
// its builder (buildGrid, buildTeamGrid) reads the cells and assembles the
// event, the games placed in rounds by the Berger tables (§8.5). A new
// layout of the family's rows is a new gridLayout in a dialect's layouts.

// gridDialect is what a kind of grid changes in the scanner: the words of
// its header, its diagonal markers and cell values, the layouts of its
// rows and its messages.
type Dialect struct {
	Role     func(h string) string // a header word's role (headerRole, teamHeaderRole)
	Diagonal func(s string) bool   // a diagonal marker
	// value reports a cell value of the dialect (a result, game points);
	// the scanner finds a row's cells as a run of values around the
	// diagonal.
	Value func(s string) bool
	// layouts find the rows when fewer than two lines hold a diagonal
	// marker, in order; the first that finds two rows or more is taken.
	Layouts []Layout
	// rowCells words the cells a row needs, in E-GRID-DIAGONAL's expected
	// text, and noRowsExpected E-GRID-NONE's.
	RowCells, NoRowsExpected string
	// table names the table ("grid", "team grid") in the system's reason.
	Table string
	// The dialect's messages (internal/msg): E-GRID-NONE (noRows),
	// E-GRID-DIAGONAL for a row without its cells (diagonalCells),
	// E-GRID-INCOMPLETE for missing rows (missingRows) and
	// I-GRID-SYNTHETIC-ROUNDS (synthetic); by their addresses, as
	// crDialect's.
	NoRows, DiagonalCells, MissingRows, Synthetic *msg.ID
}

// gridLayout is a layout of the rows of a grid whose diagonal is not
// marked. rows finds them from the header (hdrLine 0 when there is none),
// and rewrites each row's diagonal field as "*"; nil when the text is not
// in the layout. reason words the rows a detector found, for
// Candidate.Reason (a message of family "detect." citing their number).
type Layout struct {
	Rows   func(lines []string, hdrLine, hdrStart, n int, delim rune) []*Row
	Reason *msg.ID
}

// gridRow is one row of a grid before its cells are interpreted.
type Row struct {
	Toks   []scan.Tok
	Pre    []scan.Tok // fields before the cells
	Cells  []scan.Tok // N cells (2N for a spaced double round robin: merged later)
	Post   []scan.Tok
	diag   int // index of the diagonal within cells
	Line   int
	Key    int
	HasKey bool
}

// gridScan is a grid as the scanner found it: n participants, the
// header (hdrLine 0 when there is none) and the rows, each with its cells
// and diagonal, the diagonal of rows[i] in column own[i] (1-based).
type Scan struct {
	Delim             rune
	HdrLine, HdrStart int
	Hdr               []scan.Tok
	N                 int
	Rows              []*Row
	Own               []int
	keyed             bool // the rows' keys are their columns
}

// ScanGrid scans a grid of dialect d: the delimiter, the header, the rows
// and each row's cells. It reports a grid without rows, an incomplete grid
// (§8.6), a row without its cells and too many rounds, and then returns
// nil.
func (in *Input) ScanGrid(d *Dialect) *Scan {
	// The delimiter of the grid's text (§3.8): the one chooseDelim finds
	// when some row of the grid is delimited by it; 0 for whitespace.
	delim := scan.PickDelim(in.Lines, func(dl rune) bool { return d.hasRows(in.Lines, dl) })
	if delim != 0 {
		// The header's line is no row: a lone `*` among its words ("*ELO *",
		// a page's Markdown emphasis left as typed) is no marker.
		hl, _, _, _ := FindGridHeader(in.Lines, delim, d.Role)
		if d.markedLines(in.Lines, delim, 0, hl) > d.markedLines(in.Lines, delim, delim, hl) || d.spacedCells(in.Lines, delim) {
			delim = 0 // names split at the delimiter (",,X,"): its lines split at spaces hold more markers (§3.8, 3)
		}
	}
	// find reads the header and the rows split at dl; marked: the rows hold
	// diagonal markers; incomplete: the header shares its line with them.
	find := func(dl rune) (s *Scan, marked, incomplete bool) {
		s = &Scan{Delim: dl}
		s.HdrLine, s.N, s.HdrStart, s.Hdr = FindGridHeader(in.Lines, dl, d.Role)
		// Incomplete grid (§8.6): the header shares its line with the rows.
		if s.HdrLine > 0 && dl == 0 && s.HdrStart+s.N < len(s.Hdr) && d.anyDiagonal(s.Hdr[s.HdrStart+s.N:]) {
			return s, false, true
		}
		s.Rows = d.MarkedRows(in.Lines, s.HdrLine, dl)
		if marked = len(s.Rows) >= 2; !marked {
			if rows, _ := d.UnmarkedRows(in.Lines, s.HdrLine, s.HdrStart, s.N, dl); rows != nil {
				s.Rows = rows
			}
		}
		return s, marked, false
	}
	s, marked, incomplete := find(delim)
	if delim != 0 && len(s.Rows) < 2 { // no table with the delimiter: whitespace (§3.8, 3)
		if w, m, inc := find(0); len(w.Rows) >= 2 || inc {
			s, marked, incomplete, delim = w, m, inc, 0
		}
	}
	hdr := s.Hdr
	if incomplete {
		in.incompleteGrid(hdr[s.HdrStart+s.N:], s.N, s.HdrLine)
		return nil
	}
	if marked { // a row after the line that ended the table (W-LINE-SKIPPED)
		in.RowsAfter(s.Rows[len(s.Rows)-1].Line, func(t string, ln int) bool { return d.anyDiagonal(scan.SplitCols(t, ln, delim)) },
			"a row of the grid, above the line that ended it")
	}
	if len(s.Rows) < 2 {
		in.D.NoneFound(scan.EGridNone, in.Lines, d.NoRowsExpected, d.NoRows)
		return nil
	}
	s.N = max(s.N, len(s.Rows))
	if in.TooManyRounds(s.N, s.Rows[0].Line) {
		return nil
	}
	s.keyed = true
	for _, r := range s.Rows {
		s.keyed = s.keyed && r.HasKey
	}
	s.Own = make([]int, len(s.Rows))
	for i, r := range s.Rows {
		in.gridCells(d, s, i, r)
	}
	if in.D.Errors > 0 {
		return nil
	}
	return s
}

// gridCells finds the cells of row i, r: where they hold values, else
// where the diagonal marker puts them (a row that lost fields before its
// cells, W-GRID-ALIGNED), so that a bad cell is reported as such; it sets
// the row's own column (s.own[i]), or reports a row whose diagonal marker
// is not in its column.
func (in *Input) gridCells(d *Dialect, s *Scan, i int, r *Row) {
	want := i + 1
	if s.keyed {
		want = r.Key
	}
	found := false
	for _, strict := range []bool{true, false} {
		if found = d.window(r, s, want, strict); found {
			break
		}
		if s.keyed {
			if found = d.window(r, s, i+1, strict); found {
				s.keyed, want = false, i+1
				break
			}
		}
	}
	if !found {
		if miss, at := d.align(r, s, want); miss > 0 {
			h := s.Hdr[at]
			in.D.At(scan.SeverityWarning, scan.WGridAligned, r.Line, r.Cells[r.diag].Col, r.Cells[r.diag].End, r.Cells[r.diag].S, strconv.Itoa(miss)+" more fields before the cells, as in the header",
				scan.MsgA(&msg.ReaderGridAligned, r.Line, miss, r.Cells[r.diag].Col, scan.Quote(h.S)))
			found = true
		}
	}
	if !found {
		m := scan.MsgI(d.DiagonalCells, r.Line, s.N)
		if c := d.markerCell(r, s); c > 0 && c < want {
			m = scan.MsgI(&msg.ReaderGridDiagonalLost, r.Line, c, want)
		}
		in.D.At(scan.SeverityError, scan.EGridDiagonal, r.Line, r.Toks[0].Col, r.Toks[len(r.Toks)-1].End, "", strconv.Itoa(s.N)+" "+d.RowCells+" with the diagonal marker in this row's own column", m)
		return
	}
	s.Own[i] = want
}

// markerCell returns the column, among the header's cells, of the row's
// one diagonal marker in a delimited grid, or 0: a marker left of the
// row's own column says that cells before it were dropped (the empty
// cells of games not played, lost by a copy or a stored page, as in the
// real sc-page-gerthe-grand-prix-r5.txt), which no alignment can undo.
func (d *Dialect) markerCell(r *Row, s *Scan) int {
	if s.Delim == 0 || len(s.Hdr) == 0 {
		return 0
	}
	if p := d.marker(r); p >= 0 {
		return max(p-s.HdrStart+1, 0)
	}
	return 0
}

// marker returns the index in r.Toks of the row's one diagonal marker, or
// -1 when it has none or two (a double round robin or a stray one).
func (d *Dialect) marker(r *Row) int {
	p := -1
	for j, t := range r.Toks {
		if d.Diagonal(t.S) {
			if p >= 0 {
				return -1
			}
			p = j
		}
	}
	return p
}

// spacedCells reports whether a line split at delim has a field made of
// space-separated cells only, a diagonal marker and a result among them
// ("0.5 * ½ 0"): the cells are apart by spaces, and the delimiter is a
// name's.
func (d *Dialect) spacedCells(lines []string, delim rune) bool {
	for i, s := range lines {
		if !strings.ContainsRune(s, delim) {
			continue
		}
		for _, f := range scan.SplitCols(s, i+1, delim) {
			ws := strings.Fields(f.S)
			if len(ws) < 2 {
				continue
			}
			marker, value, other := false, false, false
			for _, w := range ws {
				switch {
				case d.Diagonal(w):
					marker = true
				case d.Value(w):
					value = true
				default:
					other = true
				}
			}
			if marker && value && !other {
				return true
			}
		}
	}
	return false
}

// markedLines counts the lines but line skip (1-based) that hold the rune
// holding and, split at split (0: at spaces), a diagonal field.
func (d *Dialect) markedLines(lines []string, holding, split rune, skip int) int {
	n := 0
	for i, s := range lines {
		if i+1 != skip && strings.ContainsRune(s, holding) && d.anyDiagonal(scan.SplitCols(s, i+1, split)) {
			n++
		}
	}
	return n
}

// hasRows reports whether a delimiter gives two lines with a diagonal
// field (a grid has two rows at least: one line is a name such as "A,,X,"
// split at its commas), or the rows of one of the dialect's layouts under
// a header.
func (d *Dialect) hasRows(lines []string, delim rune) bool {
	marked := 0
	for i, s := range lines {
		if d.anyDiagonal(scan.SplitCols(s, i+1, delim)) {
			if marked++; marked == 2 {
				return true
			}
		}
	}
	if hdrLine, n, hdrStart, _ := FindGridHeader(lines, delim, d.Role); hdrLine > 0 && delim != 0 {
		rows, _ := d.UnmarkedRows(lines, hdrLine, hdrStart, n, delim)
		return rows != nil
	}
	return false
}

// UnmarkedRows returns the rows of the first of the dialect's layouts
// that finds two or more under the header, and that layout; nil when none
// does. The scanner and the detectors (detectLayouts, team.scanGrid)
// find the rows of a grid without diagonal markers with it, so that a
// layout added to a dialect is also detected.
func (d *Dialect) UnmarkedRows(lines []string, hdrLine, hdrStart, n int, delim rune) ([]*Row, *Layout) {
	for i := range d.Layouts {
		if rows := d.Layouts[i].Rows(lines, hdrLine, hdrStart, n, delim); len(rows) >= 2 {
			return rows, &d.Layouts[i]
		}
	}
	return nil, nil
}

// anyDiagonal reports whether a field is a diagonal marker.
func (d *Dialect) anyDiagonal(ts []scan.Tok) bool {
	for _, t := range ts {
		if d.Diagonal(t.S) {
			return true
		}
	}
	return false
}

// FindGridHeader returns the header of a grid: the first line with the
// longest run 1 2 … N (N ≥ 2), first after a label (a word role knows, in
// delimited text any field), then anywhere; its line (0 when there is
// none), N, the index of the run and the fields.
func FindGridHeader(lines []string, delim rune, role func(string) string) (hdrLine, n, hdrStart int, hdr []scan.Tok) {
	// One pass over the lines, each split once: the first line with a
	// labelled run, else the first with a run anywhere (found on the way).
	var anyLine, anyN, anyStart int
	var anyHdr []scan.Tok
	for i, s := range lines {
		fs := scan.SplitCols(s, i+1, delim)
		for j := range fs {
			labelled := j > 0 && (role(fs[j-1].S) != "" || delim != 0 && fs[j-1].S != "")
			if !labelled && j > 0 {
				continue
			}
			m := strip.HeaderNumbers(fs, j)
			if m < 2 {
				continue
			}
			if labelled && m > n {
				hdrLine, n, hdrStart, hdr = i+1, m, j, fs
			}
			if anyLine == 0 || anyLine == i+1 && m > anyN {
				anyLine, anyN, anyStart, anyHdr = i+1, m, j, fs
			}
		}
		if hdrLine > 0 {
			return hdrLine, n, hdrStart, hdr
		}
	}
	return anyLine, anyN, anyStart, anyHdr
}

// MarkedRows returns the rows after the header line: the lines holding a
// diagonal marker, up to the first line without one after a row.
func (d *Dialect) MarkedRows(lines []string, hdrLine int, delim rune) []*Row {
	var rows []*Row
	for i, s := range lines {
		ln := i + 1
		if ln <= hdrLine || strings.TrimSpace(s) == "" || scan.IsRuleLine(s) {
			continue
		}
		fs := scan.SplitCols(s, ln, delim)
		if !d.anyDiagonal(fs) {
			if len(rows) > 0 {
				break // prose after the table
			}
			continue
		}
		rows = append(rows, newGridRow(fs, ln))
	}
	return rows
}

// newGridRow is a row of fields fs at line ln, keyed by its first field
// when that is a number.
func newGridRow(fs []scan.Tok, ln int) *Row {
	r := &Row{Toks: fs, Line: ln}
	if len(fs) > 0 && scan.AllDigits(fs[0].S) {
		r.Key, _ = scan.AtoiSmall(fs[0].S)
		r.HasKey = true
	}
	return r
}

// window finds in a row the run of n cells (of scan s) holding the
// diagonal marker at position want (1-based): in delimited text under the
// header's numbers, otherwise anywhere in the row, 2n cells with two
// adjacent markers for a double round robin written with spaces. When
// strict, every other cell must be a value of the dialect; else only
// cell-like (cellLike), to be reported as a bad cell.
func (d *Dialect) window(r *Row, s *Scan, want int, strict bool) bool {
	fs, n := r.Toks, s.N
	if want < 1 || want > n {
		return false
	}
	ok := func(w []scan.Tok, diag ...int) bool {
		for j, c := range w {
			isDiag := d.Diagonal(c.S)
			switch {
			case isDiag != (j == diag[0] || len(diag) > 1 && j == diag[1]):
				return false
			case isDiag || s.Delim != 0 && c.S == "":
			case strict && !d.Value(c.S), !cellLike(c.S):
				return false
			}
		}
		return true
	}
	if s.Delim != 0 && len(s.Hdr) > 0 {
		if s.HdrStart+n > len(fs) || !ok(fs[s.HdrStart:s.HdrStart+n], want-1) {
			return false
		}
		r.Pre, r.Cells, r.Post, r.diag = fs[:s.HdrStart], fs[s.HdrStart:s.HdrStart+n], fs[s.HdrStart+n:], want-1
		return true
	}
	// From the right: the cells follow the name, and only the score and
	// tie-break values follow the cells, so the row's last markers are
	// its diagonal; a name's word that is a marker (XX, Malcolm X) stands
	// left of them (docs/formats.md §8.1).
	width, diag := n, []int{want - 1}
	for j := len(fs) - 2; j >= 0; j-- {
		if d.Diagonal(fs[j].S) && d.Diagonal(fs[j+1].S) {
			width, diag = 2*n, []int{2 * (want - 1), 2*(want-1) + 1}
			break
		}
	}
	for st := len(fs) - width; st >= 0; st-- {
		if ok(fs[st:st+width], diag...) {
			r.Pre, r.Cells, r.Post, r.diag = fs[:st], fs[st:st+width], fs[st+width:], diag[0]
			return true
		}
	}
	return false
}

// align reads a row of a delimited grid with a header that has fewer
// fields before its cells than the header (a text that lost an empty
// field: a player without a rating, §8.1) from its diagonal marker: the
// row's cells are the n fields placing the row's one marker in its own
// column want, every other one a value of the dialect, and the fields
// missing before them are empty ones inserted at the first field that
// does not fit its column's heading (alignFits), else just before the
// cells. It returns how many fields were missing and the header index of
// the first inserted; 0 when the row cannot be read so (it is then left
// as it was).
func (d *Dialect) align(r *Row, s *Scan, want int) (miss, at int) {
	if s.Delim == 0 || len(s.Hdr) == 0 || want < 1 || want > s.N {
		return 0, 0
	}
	p := d.marker(r)
	st := p - (want - 1) // where the row's cells start
	miss = s.HdrStart - st
	if p < 0 || miss <= 0 || st < 1 {
		return 0, 0
	}
	pre := r.Toks[:st]
	at = len(pre)
	for j, f := range pre {
		if !alignFits(scan.HeaderRole(s.Hdr[j].S), f.S) {
			at = j
			break
		}
	}
	col := pre[len(pre)-1].End
	if at < len(pre) {
		col = pre[at].Col
	}
	toks := make([]scan.Tok, 0, len(r.Toks)+miss)
	toks = append(toks, r.Toks[:at]...)
	for range miss {
		toks = append(toks, scan.Tok{Line: r.Line, Col: col, End: col})
	}
	toks = append(toks, r.Toks[at:]...)
	old := r.Toks
	if r.Toks = toks; !d.window(r, s, want, true) {
		r.Toks, r.Pre, r.Cells, r.Post = old, nil, nil, nil
		return 0, 0
	}
	return miss, at
}

// alignFits reports whether field f can stand under a heading of role
// (§7.1): a start number, a rank or a rating is digits, a federation 2–3
// capitals, a title a title, a name holds a letter; a blank field, and a
// field under any other heading, fit.
func alignFits(role, f string) bool {
	if f == "" {
		return true
	}
	switch role {
	case "key", "rank", "rating":
		return scan.AllDigits(strings.TrimRight(f, "."))
	case "fed":
		return scan.IsFedToken(f)
	case "title":
		return scan.TitleOf(f) != ""
	case "name":
		return strings.IndexFunc(f, unicode.IsLetter) >= 0
	}
	return true
}

// cellLike reports whether a field can be a cell, even a bad one: a field
// starting with a letter is a name or a word, and a row whose cells would
// take it in lacks its cells.
func cellLike(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return !unicode.IsLetter(r)
}

// incompleteGrid rejects a grid that lost its cells in copying (§8.6).
func (in *Input) incompleteGrid(rest []scan.Tok, n, line int) {
	type seg struct {
		Name  string
		Cells int
	}
	var segs []seg
	prevLetter := false
	for _, t := range rest {
		letter := scan.IsLetterToken(t.S) && scan.TitleOf(t.S) == "" && !table.ReGridTok.Re().MatchString(t.S)
		if letter && !prevLetter {
			segs = append(segs, seg{Name: t.S})
		} else if len(segs) > 0 && table.ReGridTok.Re().MatchString(scan.NormDashes(t.S)) {
			segs[len(segs)-1].Cells++
		}
		prevLetter = letter
	}
	lo, hi, hiName := n, 0, ""
	for _, s := range segs {
		lo = min(lo, s.Cells)
		if s.Cells > hi {
			hi, hiName = s.Cells, s.Name
		}
	}
	if len(segs) == 0 {
		lo = 0
	}
	in.D.At(scan.SeverityError, scan.EGridIncomplete, line, rest[0].Col, rest[len(rest)-1].End, "", strconv.Itoa(n)+" result cells per row",
		scan.MsgA(&msg.ReaderGridHeaderCells, line, n, lo, hi, hiName))
}

// Name is the event's name: the first non-blank line above the header (or
// the rows, without one) that is not chess-results' own line or title
// (crSiteLine, crTitleLine), prose (isProse) nor a header of unknown
// words (holdsColumnNumbers), without the delimiters around it; else "".
func (s *Scan) Name(lines []string) string {
	before := s.Rows[0].Line
	if s.HdrLine > 0 {
		before = s.HdrLine
	}
	for i := 0; i+1 < before && i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if u := strings.Trim(t, ";,\t "); t == "" || scan.SiteLine(u) || scan.TitleLine(u) || scan.IsProse(u) || s.holdsColumnNumbers(lines[i], i+1) {
			continue // chess-results' own lines and titles, prose, and a header of unknown words name no event
		}
		return strings.Trim(t, ";, \t")
	}
	return ""
}

// holdsColumnNumbers reports whether line ln holds the run 1 2 … n of the
// grid's columns: a header whose words the dialect does not know.
func (s *Scan) holdsColumnNumbers(line string, ln int) bool {
	fs := scan.SplitCols(line, ln, s.Delim)
	for j := range fs {
		if strip.HeaderNumbers(fs, j) >= s.N {
			return true
		}
	}
	return false
}

// ClaimColumn records that row r has its diagonal in column si (seen:
// column → line); a second row with its diagonal in the same column is
// E-GRID-DIAGONAL at its marker, and claimColumn returns false.
func (in *Input) ClaimColumn(seen map[int]int, si int, r *Row) bool {
	l, dup := seen[si]
	if !dup {
		seen[si] = r.Line
		return true
	}
	c := r.Cells[r.diag]
	in.D.At(scan.SeverityError, scan.EGridDiagonal, r.Line, c.Col, c.End, "", "", scan.MsgI(&msg.ReaderGridDiagonalTwice, r.Line, si, l))
	return false
}

// AllRows reports, with E-GRID-INCOMPLETE, a grid of n columns that has
// fewer rows (got), the first at line.
func (in *Input) AllRows(d *Dialect, n, got, line int) bool {
	if got == n {
		return true
	}
	in.D.At(scan.SeverityError, scan.EGridIncomplete, line, 1, 1, "", "", scan.MsgI(d.MissingRows, n, got))
	return false
}

// firstRows reports, with E-TABLE-PARTIAL, a grid of n columns whose got
// rows, fewer, are those of its first got columns (seen: each row's own
// column, 1-based): the top of a larger table, as a selection of a page's
// first rows gives it with every column (§8.6). Other missing rows are
// allRows' E-GRID-INCOMPLETE.
func (in *Input) firstRows(seen map[int]int, n, got, line int) bool {
	if got >= n || got < 2 {
		return false
	}
	for k := 1; k <= got; k++ {
		if _, ok := seen[k]; !ok {
			return false
		}
	}
	in.D.At(scan.SeverityError, scan.ETablePartial, line, 1, 1, "", "every row of the grid", scan.MsgI(&msg.ReaderTablePartialGridRows, line, n, got))
	return true
}
