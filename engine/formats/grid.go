package formats

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
)

// gridRow is one row of a grid before its cells are interpreted.
type gridRow struct {
	toks     []tok
	pre      []tok // fields before the cells
	cells    []tok // N cells (2N for a spaced double round robin: merged later)
	post     []tok
	diag     int // index of the diagonal within cells
	line     int
	key      int
	hasKey   bool
	isHeader bool
}

// readGrid reads a round-robin grid (docs/formats.md §8).
func readGrid(in *input) *engine.Event {
	delim := gridDelim(in.lines, gridHasRows)
	return in.readGridDelim(delim)
}

// gridHasRows reports whether a delimiter gives lines with a diagonal
// field, or the rows of a grid with an empty diagonal under its header.
func gridHasRows(lines []string, delim rune) bool {
	for i, s := range lines {
		if hasDiagonal(splitCols(s, i+1, delim)) {
			return true
		}
	}
	if hdrLine, n, hdrStart, _ := findGridHeader(lines, delim); hdrLine > 0 && delim != 0 {
		return len(gridRowsEmptyDiagonal(lines, hdrLine, hdrStart, n, delim)) >= 2
	}
	return false
}

func (in *input) readGridDelim(delim rune) *engine.Event {
	hdrLine, n, hdrStart, hdr := findGridHeader(in.lines, delim)
	// Incomplete grid (§8.6): the header shares its line with the rows.
	if hdrLine > 0 && delim == 0 && hdrStart+n < len(hdr) && hasDiagonal(hdr[hdrStart+n:]) {
		return in.incompleteGrid(hdr[hdrStart+n:], n, hdrLine)
	}
	rows := gridRows(in.lines, hdrLine, delim)
	if len(rows) < 2 && delim != 0 && hdrLine > 0 {
		rows = gridRowsEmptyDiagonal(in.lines, hdrLine, hdrStart, n, delim)
	}
	if len(rows) < 2 {
		in.d.add(Diagnostic{Severity: SeverityError, Code: EGridNone, Line: firstTextLine(in.lines), Col: 1, EndCol: 1,
			Expected: "rows with one diagonal marker (*, x, ×)", Message: "No grid rows were found: each row of a round-robin grid has one diagonal marker (*, x or ×)."})
		return nil
	}
	if n == 0 {
		n = len(rows)
	}
	if n < len(rows) {
		n = len(rows)
	}
	if in.tooManyRounds(n, rows[0].line) {
		return nil
	}
	keyed := true
	for _, r := range rows {
		keyed = keyed && r.hasKey
	}
	k := 1 // games per pairing
	for i, r := range rows {
		want := i + 1
		if keyed {
			want = r.key
		}
		if !in.gridWindow(r, n, want, delim, hdr, hdrStart) {
			if !keyed || !in.gridWindow(r, n, i+1, delim, hdr, hdrStart) {
				in.gridRowError(r, n)
				continue
			}
			keyed = false
		}
		if len(r.cells) == 2*n {
			k = 2
		}
	}
	if in.d.errors > 0 {
		return nil
	}
	// Cells longer than one game give the games per pairing.
	for _, r := range rows {
		for j, c := range r.cells {
			if j != r.diag && len(r.cells) == n {
				if g := gridGames(c.s); g > 1 {
					k = max(k, g)
				}
			}
		}
	}
	return in.buildGrid(rows, n, k, keyed, hdr, hdrStart, delim)
}

// findGridHeader returns the header of a grid: the first line with the
// longest run 1 2 … N (N ≥ 2), first after a label, then anywhere; its
// line (0 when there is none), N, the index of the run and the fields.
func findGridHeader(lines []string, delim rune) (hdrLine, n, hdrStart int, hdr []tok) {
	for pass := 0; pass < 2 && hdrLine == 0; pass++ {
		for i, s := range lines {
			fs := splitCols(s, i+1, delim)
			for j := range fs {
				labelled := j > 0 && (headerRole(fs[j-1].s) != "" || strings.EqualFold(fs[j-1].s, "Tit") || delim != 0 && fs[j-1].s != "")
				if !labelled && (pass == 0 || j > 0) {
					continue
				}
				m := headerNumbers(fs, j)
				if m >= 2 && m > n {
					hdrLine, n, hdrStart, hdr = i+1, m, j, fs
				}
			}
			if hdrLine > 0 {
				break
			}
		}
	}
	return hdrLine, n, hdrStart, hdr
}

// gridRows returns the rows after the header line: the lines holding a
// diagonal marker, up to the first line without one after a row.
func gridRows(lines []string, hdrLine int, delim rune) []*gridRow {
	var rows []*gridRow
	for i, s := range lines {
		ln := i + 1
		if ln <= hdrLine || strings.TrimSpace(s) == "" || isRuleLine(s) {
			continue
		}
		fs := splitCols(s, ln, delim)
		d := 0
		for _, f := range fs {
			if reDiagonal.re().MatchString(f.s) {
				d++
			}
		}
		if d == 0 {
			if len(rows) > 0 {
				break // prose after the table
			}
			continue
		}
		r := &gridRow{toks: fs, line: ln}
		if len(fs) > 0 && allDigits(fs[0].s) {
			r.key, _ = atoiSmall(fs[0].s)
			r.hasKey = true
		}
		rows = append(rows, r)
	}
	return rows
}

// gridRowsEmptyDiagonal returns the rows of a delimited grid whose
// diagonal cells are empty, as Vega publishes its grids (§8.1): the lines
// after the header whose n fields under the header's 1 2 … n hold grid
// cells and exactly one empty field, which becomes the row's diagonal
// marker. A line after the header that has the fields but not that shape
// means no such grid (nil): an empty cell is otherwise a game not played
// yet. The table ends at a blank line or a line of fewer fields.
func gridRowsEmptyDiagonal(lines []string, hdrLine, hdrStart, n int, delim rune) []*gridRow {
	var rows []*gridRow
	for i := hdrLine; i < len(lines); i++ {
		s, ln := lines[i], i+1
		if strings.TrimSpace(s) == "" {
			if len(rows) > 0 {
				break
			}
			continue
		}
		if isRuleLine(s) || isMarkdownRule(s) {
			continue
		}
		fs := splitCols(s, ln, delim)
		if len(fs) == hdrStart+n-1 && len(fs) > 0 { // the last row's empty diagonal, its delimiter trimmed with the line's end (§3.4)
			c := utf8.RuneCountInString(s) + 2
			fs = append(fs, tok{line: ln, col: c, end: c})
		}
		if len(fs) < hdrStart+n {
			if len(rows) > 0 {
				break
			}
			continue
		}
		empty := -1
		for j, c := range fs[hdrStart : hdrStart+n] {
			switch {
			case c.s == "" && empty < 0:
				empty = j
			case c.s == "" || !isScaleTok(c.s) || isDiagonal(c.s):
				return nil
			}
		}
		if empty < 0 {
			return nil
		}
		fs[hdrStart+empty].s = "*"
		r := &gridRow{toks: fs, line: ln}
		if allDigits(fs[0].s) {
			r.key, _ = atoiSmall(fs[0].s)
			r.hasKey = true
		}
		rows = append(rows, r)
	}
	return rows
}

func nonBlank(lines []string) []string {
	var out []string
	for _, s := range lines {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}

// gridWindow finds in a row the run of n grid cells holding exactly one
// diagonal marker at position want (1-based); a spaced double round robin
// has 2n cells with two adjacent markers.
func (in *input) gridWindow(r *gridRow, n, want int, delim rune, hdr []tok, hdrStart int) bool {
	fs := r.toks
	if want < 1 || want > n {
		return false
	}
	if delim != 0 && len(hdr) > 0 && hdrStart+n <= len(fs) {
		cells := fs[hdrStart : hdrStart+n]
		if want >= 1 && want <= n && reDiagonal.re().MatchString(cells[want-1].s) {
			r.pre, r.cells, r.post, r.diag = fs[:hdrStart], cells, fs[hdrStart+n:], want-1
			return true
		}
		return false
	}
	try := func(width, diagAt int, double bool) bool {
		for s := 0; s+width <= len(fs); s++ {
			w := fs[s : s+width]
			ok := true
			for j, c := range w {
				isDiag := reDiagonal.re().MatchString(c.s)
				wantDiag := j == diagAt || double && j == diagAt+1
				if isDiag != wantDiag || !isDiag && c.s != "2" && c.s != "3" && !reGridTok.re().MatchString(normDashes(c.s)) {
					ok = false
					break
				}
			}
			if ok {
				r.pre, r.cells, r.post, r.diag = fs[:s], w, fs[s+width:], diagAt
				return true
			}
		}
		return false
	}
	for j := 0; j+1 < len(fs); j++ {
		if reDiagonal.re().MatchString(fs[j].s) && reDiagonal.re().MatchString(fs[j+1].s) {
			return try(2*n, 2*(want-1), true)
		}
	}
	return try(n, want-1, false)
}

func (in *input) gridRowError(r *gridRow, n int) {
	first := r.toks[0]
	in.d.add(Diagnostic{Severity: SeverityError, Code: EGridDiagonal, Line: r.line, Col: first.col, EndCol: r.toks[len(r.toks)-1].end,
		Expected: fmt.Sprintf("%d result cells with the diagonal marker in this row's own column", n),
		Message: fmt.Sprintf("Line %d: expected %d result cells (1, 0, ½, =, +, -) with the diagonal marker (*, x) in this row's own column; the row does not have them there.",
			r.line, n)})
}

// incompleteGrid rejects a grid that lost its cells in copying (§8.6).
func (in *input) incompleteGrid(rest []tok, n, line int) *engine.Event {
	type seg struct {
		name  string
		cells int
	}
	var segs []seg
	prevLetter := false
	for _, t := range rest {
		letter := isLetterToken(t.s) && titleOf(t.s) == "" && !reGridTok.re().MatchString(t.s)
		if letter && !prevLetter {
			segs = append(segs, seg{name: t.s})
		} else if len(segs) > 0 && reGridTok.re().MatchString(normDashes(t.s)) {
			segs[len(segs)-1].cells++
		}
		prevLetter = letter
	}
	lo, hi, hiName := n, 0, ""
	for _, s := range segs {
		lo = min(lo, s.cells)
		if s.cells > hi {
			hi, hiName = s.cells, s.name
		}
	}
	if len(segs) == 0 {
		lo = 0
	}
	in.d.add(Diagnostic{Severity: SeverityError, Code: EGridIncomplete, Line: line, Col: rest[0].col, EndCol: rest[len(rest)-1].end,
		Expected: fmt.Sprintf("%d result cells per row", n),
		Message: fmt.Sprintf("Line %d: the header lists %d players, but the rows carry between %d and %d result cells (row %s: %d). The table seems to have lost its cells in copying. Copy it from the original file, or paste a TRF.",
			line, n, lo, hi, hiName, hi)})
	return nil
}

// gridGames returns the number of games in a cell ("11½" is 3).
func gridGames(s string) int {
	s = normDashes(s)
	switch s {
	case "0.5", "0,5", ".5", ",5", "1/2", "1F", "0F", "", ".", "_":
		return 1
	}
	return len([]rune(s))
}

// gridResults splits a cell into one kind per game; nil for a cell not
// played yet.
func gridResults(s string) ([]engine.Kind, bool) {
	s = normDashes(s)
	switch s {
	case "", ".", "_":
		return nil, true
	case "0.5", "0,5", ".5", ",5", "1/2":
		return []engine.Kind{engine.Draw}, true
	case "1F":
		return []engine.Kind{engine.ForfeitWin}, true
	case "0F":
		return []engine.Kind{engine.ForfeitLoss}, true
	}
	var out []engine.Kind
	for _, r := range s {
		switch r {
		case '1':
			out = append(out, engine.Win)
		case '0':
			out = append(out, engine.Loss)
		case '½', '=':
			out = append(out, engine.Draw)
		case '+':
			out = append(out, engine.ForfeitWin)
		case '-':
			out = append(out, engine.ForfeitLoss)
		default:
			return nil, false
		}
	}
	return out, true
}

// bergerRound returns the round (1-based) in which pairing numbers i and j
// (1-based, i ≠ j) meet in the FIDE Berger tables for m players (m even).
func bergerRound(i, j, m int) int {
	if i == m {
		i, j = j, i
	}
	if j == m {
		return (2*i-2)%(m-1) + 1
	}
	return (i+j-2)%(m-1) + 1
}

// buildGrid interprets the rows of a grid of n players with k games per
// pairing and assembles the event, with rounds from the Berger tables.
func (in *input) buildGrid(rows []*gridRow, n, k int, keyed bool, hdr []tok, hdrStart int, delim rune) *engine.Event {
	m := n + n%2
	xt := &xtable{format: "Grid", version: "round-robin", source: "grid", startNumbers: engine.StartNumbersRowKey, roundOrder: engine.RoundOrderSynthetic,
		rounds: k * (m - 1), system: engine.RoundRobin, systemReason: "a round-robin grid"}
	if k == 2 {
		xt.system, xt.systemReason = engine.DoubleRoundRobin, "a double round-robin grid"
	}
	xt.name = gridName(in.lines, rows, delim)
	gb := &gridBuilder{in: in, xt: xt, n: n, k: k, m: m, delim: delim, hasHdr: len(hdr) > 0}
	gb.roles, gb.rankKey = gridRoles(hdr, delim)
	gb.pn = gridStartNumbers(rows, n, gb.roles)
	if gb.pn != nil {
		xt.startNumbers = engine.StartNumbersExplicit
	}
	gb.maxPts = engine.Score(10 * k * (n - 1))
	if k == 1 {
		gb.scale = in.askScale(rows, n)
	}
	switch gb.scale {
	case "2-1-0", "3-1-0":
		for _, sys := range otherScorings() {
			if sys.id == gb.scale {
				xt.scoring = &sys.s
				gb.maxPts = engine.Score(k*(n-1)) * sys.s.W()
			}
		}
	}
	gb.berger = in.askBerger(rows[0].line, n)
	if gb.berger {
		xt.roundOrder = engine.RoundOrderKnown
	}
	var printed []int
	xt.declared, printed = gb.declaredColumns(hdr, hdrStart)
	seen := map[int]bool{}
	cellsOf := map[int][]tok{}
	for _, r := range rows {
		cells, own := mergedGridCells(r, n)
		si := own + 1
		if seen[si] {
			in.d.add(Diagnostic{Severity: SeverityError, Code: EGridDiagonal, Line: r.line, Col: cells[own].col, EndCol: cells[own].end,
				Message: fmt.Sprintf("Line %d: the diagonal marker is in column %d, like in an earlier row. Each row has its diagonal in its own column.", r.line, si)})
			continue
		}
		seen[si] = true
		cellsOf[si] = cells
		xr := gb.row(r, cells, own)
		if gb.delim != 0 {
			xr.printed = printedCells(r.toks, printed)
		} else {
			xr.printed = printedCells(r.post, printed)
		}
		xt.rows = append(xt.rows, xr)
	}
	if in.d.errors > 0 {
		return nil
	}
	if len(xt.rows) != n {
		in.d.add(Diagnostic{Severity: SeverityError, Code: EGridIncomplete, Line: rows[0].line, Col: 1, EndCol: 1,
			Message: fmt.Sprintf("The grid has %d columns but %d rows. Copy the whole table from the original file, or paste a TRF.", n, len(xt.rows))})
		return nil
	}
	in.gridForfeits(cellsOf, n)
	ev := in.build(xt)
	if ev != nil {
		for i := range ev.Players {
			for x := range ev.Players[i].Rounds {
				if e := &ev.Players[i].Rounds[x]; e.Kind == engine.ZPB && e.Detail == "" && n%2 == 1 {
					e.Detail = engine.DetailRest
				}
			}
		}
	}
	if ev != nil && !gb.berger {
		in.d.infof(IGridSyntheticRounds, rows[0].line, "A grid has no rounds and no colours: the games were placed in rounds by the Berger tables. Tie-breaks that need the round order or colours cannot be computed.")
	}
	return ev
}

// gridBuilder holds what buildGrid decided for the whole grid: n players,
// k games per pairing, m players rounded up to even, the column roles of a
// delimited grid, the scale of the cells, the maximum score and whether
// the Berger order is known.
type gridBuilder struct {
	in      *input
	xt      *xtable
	n, k, m int
	delim   rune
	roles   map[int]string
	rankKey bool
	scale   string
	maxPts  engine.Score
	berger  bool
	hasHdr  bool
	// pn gives the start number of each column (1-based) when a column of
	// start numbers (#, No., SNo, Nr.) numbers the players 1 … n (§8.2);
	// nil: the columns are the start numbers.
	pn []int
}

// num is the start number of the player of column si (1-based).
func (gb *gridBuilder) num(si int) int {
	if gb.pn == nil || si < 1 || si >= len(gb.pn) {
		return si
	}
	return gb.pn[si]
}

// gridStartNumbers returns the start number of each column of a delimited
// grid (index 1 … n) from its column of start numbers, the header field of
// role "key" (#, No., SNo, Nr.), when that column numbers the players 1 … n
// in some order; else nil. Vega prints its grid sorted by score with the
// start numbers in a "#" column; a grid whose columns follow the key column
// gets the same numbers.
func gridStartNumbers(rows []*gridRow, n int, roles map[int]string) []int {
	kc := -1
	for j := 0; j < len(roles); j++ {
		if roles[j] == "key" {
			kc = j
			break
		}
	}
	if kc < 0 {
		return nil
	}
	pn := make([]int, n+1)
	used := make([]bool, n+1)
	for _, r := range rows {
		_, own := mergedGridCells(r, n)
		if kc >= len(r.toks) || own < 0 || own >= n {
			return nil
		}
		v, ok := atoiSmall(r.toks[kc].s)
		if !ok || v < 1 || v > n || used[v] || pn[own+1] != 0 {
			return nil
		}
		pn[own+1], used[v] = v, true
	}
	for si := 1; si <= n; si++ {
		if pn[si] == 0 {
			return nil
		}
	}
	return pn
}

// gridName returns the first non-blank line that is not chess-results' own
// line or title (crSiteLine, crTitleLine) when it comes before the rows and
// is neither a row nor a header (in a delimited text, a single field), as
// the event name; else "".
func gridName(lines []string, rows []*gridRow, delim rune) string {
	for i := range lines {
		s := strings.TrimSpace(lines[i])
		if t := strings.Trim(s, ";,\t "); s == "" || crSiteLine(t) || crTitleLine(t) {
			continue // chess-results' own lines and titles name no event
		}
		fs := splitCols(s, i+1, delim)
		if !reDiagonal.re().MatchString(s) && len(rows) > 0 && i+1 < rows[0].line && headerNumbers(fs, 0) == 0 && (delim == 0 || nonEmpty(fs) <= 1) {
			return strings.Trim(s, ";, \t")
		}
		break
	}
	return ""
}

// nonEmpty counts the fields that hold something.
func nonEmpty(fs []tok) int {
	n := 0
	for _, f := range fs {
		if strings.TrimSpace(f.s) != "" {
			n++
		}
	}
	return n
}

// gridRoles returns the roles of the header fields of a delimited grid
// (an unnamed field beside the name is a title) and whether the first
// field is the rank.
func gridRoles(hdr []tok, delim rune) (map[int]string, bool) {
	roles := map[int]string{}
	if delim != 0 {
		for j, h := range hdr {
			roles[j] = headerRole(h.s)
			if roles[j] == "" && h.s == "" && (j+1 < len(hdr) && headerRole(hdr[j+1].s) == "name" || j > 0 && headerRole(hdr[j-1].s) == "name") {
				roles[j] = "title"
			}
		}
	}
	return roles, len(hdr) > 0 && headerRole(hdr[0].s) == "rank"
}

// mergedGridCells returns the cells of a row and the index of its
// diagonal, the two cells of each pairing of a spaced double round robin
// (2n cells) merged into one.
func mergedGridCells(r *gridRow, n int) ([]tok, int) {
	if len(r.cells) != 2*n {
		return r.cells, r.diag
	}
	merged := make([]tok, n)
	for j := range merged {
		merged[j] = r.cells[2*j]
		merged[j].s = r.cells[2*j].s + r.cells[2*j+1].s
		merged[j].end = r.cells[2*j+1].end
	}
	return merged, r.diag / 2
}

// row reads the player of grid row r, whose diagonal is cells[own], and
// places its games in the Berger rounds (the rest of an odd grid as a
// zero-point bye).
func (gb *gridBuilder) row(r *gridRow, cells []tok, own int) *xrow {
	si := gb.num(own + 1)
	xr := &xrow{key: si, line: r.line, col: r.toks[0].col}
	if gb.rankKey && r.hasKey {
		xr.rank = r.key
	}
	if gb.delim != 0 && gb.hasHdr {
		for j, f := range r.toks {
			if j >= len(r.pre) && j < len(r.pre)+len(r.cells) {
				continue
			}
			gb.in.gridAttr(xr, gb.roles[j], f)
		}
	} else {
		gb.in.gridPlayer(xr, r, gb.maxPts)
	}
	xr.cells = make([]xcell, gb.xt.rounds)
	for x := range xr.cells {
		xr.cells[x] = xcell{kind: engine.NotYet, line: r.line, col: cells[own].col}
	}
	if gb.n%2 == 1 {
		for g := 0; g < gb.k; g++ {
			x := g*(gb.m-1) + bergerRound(si, gb.m, gb.m) - 1
			xr.cells[x] = xcell{kind: engine.ZPB, line: r.line, col: cells[own].col, end: cells[own].end}
		}
	}
	for j, c := range cells {
		if j != own {
			gb.cell(xr, si, j+1, gb.num(j+1), c)
		}
	}
	return xr
}

// cell places the games of cell c, in column j against the player of
// start number opp, of player si in their Berger rounds, reporting
// E-GRID-CELL when it does not hold k results.
func (gb *gridBuilder) cell(xr *xrow, si, j, opp int, c tok) {
	kinds, ok := gridResults(scaled(c.s, gb.scale))
	if !ok || kinds != nil && len(kinds) != gb.k {
		gb.in.d.add(Diagnostic{Severity: SeverityError, Code: EGridCell, Line: c.line, Col: c.col, EndCol: c.end,
			Row: labelOf(si, xr.name), Found: c.s, Expected: fmt.Sprintf("%d game results from 1 0 ½ = + -", gb.k),
			Message: fmt.Sprintf("Row %s, column %d: %s is not a grid cell of %d games. Expected results such as 1, 0, ½, =, + or -.",
				labelOf(si, xr.name), j, quote(c.s), gb.k)})
		return
	}
	for g, kind := range kinds {
		x := g*(gb.m-1) + bergerRound(si, opp, gb.m) - 1
		col := engine.UnknownColour
		switch {
		case kind.Forfeit():
			col = engine.NoColour
		case gb.berger:
			col = bergerColour(si, opp, gb.m, g%2 == 1)
		}
		xr.cells[x] = xcell{kind: kind, opp: opp, colour: col, text: c.s, line: c.line, col: c.col, end: c.end}
	}
}

// declaredColumns returns the tie-break columns the header names (TB1,
// Wtg1, …; §8.1), titled from the notes lines after the header (§7.1),
// and the index of each among a row's fields: in a delimited grid the
// header's fields, in a whitespace grid the fields after the cells, which
// match the labels after the round numbers one for one.
func (gb *gridBuilder) declaredColumns(hdr []tok, hdrStart int) ([]engine.DeclaredColumn, []int) {
	if len(hdr) == 0 {
		return nil, nil
	}
	var cols []engine.DeclaredColumn
	var idx []int
	if gb.delim != 0 {
		cols, idx = declaredOf(hdr, func(j int) bool { return gb.roles[j] == "tb" })
	} else {
		after := hdr[min(hdrStart+headerNumbers(hdr, hdrStart), len(hdr)):]
		cols, idx = declaredOf(after, func(j int) bool { return headerRole(after[j].s) == "tb" })
	}
	titleDeclared(cols, gb.in.lines[min(hdr[0].line, len(gb.in.lines)):])
	return cols, idx
}

// gridAttr stores a field of a delimited grid row by its header role.
func (in *input) gridAttr(xr *xrow, role string, f tok) {
	switch role {
	case "name":
		xr.name = f.s
	case "rating":
		xr.rating, _ = atoiSmall(f.s)
	case "title":
		xr.titleRaw, xr.title = f.s, titleOf(f.s)
	case "fed":
		xr.fed = f.s
	case "points":
		if v, ok := scoreText(f.s); ok && xr.declared == nil {
			xr.declared = &v
		}
	}
}

// gridPlayer reads the fields around the cells of a whitespace grid row:
// [key] name {attributes} [score] cells [score] {tie-breaks}.
func (in *input) gridPlayer(xr *xrow, r *gridRow, maxPts engine.Score) {
	pre := r.pre
	if r.hasKey && len(pre) > 1 {
		pre = pre[1:]
	}
	if len(pre) > 1 {
		if v, ok := scoreText(pre[len(pre)-1].s); ok && v <= maxPts && !isRatingToken(pre[len(pre)-1].s) {
			xr.declared = &v
			pre = pre[:len(pre)-1]
		}
	}
	if len(pre) > 1 && titleOf(pre[len(pre)-1].s) != "" && len(pre[len(pre)-1].s) <= 3 {
		xr.titleRaw, xr.title = pre[len(pre)-1].s, titleOf(pre[len(pre)-1].s)
		pre = pre[:len(pre)-1]
	}
	if len(pre) > 1 && isRatingToken(pre[len(pre)-1].s) {
		xr.rating, _ = atoiSmall(pre[len(pre)-1].s)
		pre = pre[:len(pre)-1]
	}
	if len(pre) > 1 && isFedToken(pre[len(pre)-1].s) && titleOf(pre[len(pre)-1].s) == "" {
		xr.fed, pre = pre[len(pre)-1].s, pre[:len(pre)-1]
	}
	xr.name = joinToks(pre)
	if xr.declared == nil && len(r.post) > 0 {
		if v, ok := scoreText(r.post[0].s); ok {
			xr.declared = &v
		}
	}
}

func hasDiagonal(ts []tok) bool {
	for _, t := range ts {
		if reDiagonal.re().MatchString(t.s) {
			return true
		}
	}
	return false
}

// askBerger asks Q-BERGER (§8.5): whether the column order is the draw
// order, so that the Berger tables give the real rounds and colours. The
// default is no (synthetic rounds, unknown colours).
func (in *input) askBerger(line, n int) bool {
	q := Question{ID: string(QBerger), Line: line, Col: 1, Default: "no", Key: string(QBerger), Args: []string{strconv.Itoa(n)},
		Text: fmt.Sprintf("Is the column order of this grid of %d participants the draw order, played by the FIDE Berger tables? Then the rounds and colours of the Berger tables are used.", n),
		Options: []QuestionOption{{ID: "yes", Text: "yes: rounds and colours from the Berger tables"},
			{ID: "no", Text: "no: rounds are synthetic and colours unknown"}}}
	return in.ask(q) == "yes"
}

// bergerColour returns the colour of pairing number i against j in the
// FIDE Berger tables for m players (m even); second reverses it (the
// second cycle of a double round robin). With i, j < m the lower number
// has White when i + j is odd; player m has White against i > m/2.
func bergerColour(i, j, m int, second bool) engine.Colour {
	white := false
	switch {
	case j == m:
		white = i <= m/2
	case i == m:
		white = j > m/2
	case (i+j)%2 == 1:
		white = i < j
	default:
		white = i > j
	}
	if white != second {
		return engine.White
	}
	return engine.Black
}

// gridForfeits raises W-GRID-FORFEIT (§8.3) for the '+' cells whose
// opposite cell (column and row swapped) is blank.
func (in *input) gridForfeits(cellsOf map[int][]tok, n int) {
	var items []string
	line, col := 0, 0
	for si := 1; si <= n; si++ {
		for j, c := range cellsOf[si] {
			opp := cellsOf[j+1]
			if j+1 == si || !strings.Contains(normDashes(c.s), "+") || si-1 >= len(opp) {
				continue
			}
			switch strings.TrimSpace(opp[si-1].s) {
			case "", ".", "_":
				if line == 0 {
					line, col = c.line, c.col
				}
				items = append(items, fmt.Sprintf("line %d, column %d (row %d against %d)", c.line, c.col, si, j+1))
			}
		}
	}
	if len(items) > 0 {
		in.d.warnf(WGridForfeit, line, col, "A forfeit win (+) has a blank opposite cell in %s: %s. Fill in the opponent's forfeit loss (-), or check the cells.",
			count(len(items), "place"), strings.Join(items, "; "))
	}
}

// gridScale detects a grid written in other points (§8.4): "2-1-0" when
// every value is 0, 1 or 2 and opposite cells sum to 2; "3-1-0" when every
// value is 0, 1 or 3 and opposite cells sum to 3 or 2; else "". Only
// grids holding a 2 or a 3 are considered.
func gridScale(rows []*gridRow, n int) (string, int) {
	cells := map[int][]tok{}
	line := 0
	for _, r := range rows {
		if len(r.cells) != n {
			return "", 0
		}
		cells[r.diag+1] = r.cells
	}
	vals := map[string]bool{}
	two, three := true, true
	for si, cs := range cells {
		for j, c := range cs {
			if j+1 == si {
				continue
			}
			v := c.s
			if v == "2" || v == "3" {
				if line == 0 || c.line < line {
					line = c.line
				}
			}
			vals[v] = true
			opp, ok := cells[j+1]
			if !ok || si-1 >= len(opp) {
				return "", 0
			}
			sum := gridVal(v) + gridVal(opp[si-1].s)
			two = two && sum == 2
			three = three && (sum == 3 || sum == 2)
		}
	}
	for v := range vals {
		two = two && (v == "0" || v == "1" || v == "2")
		three = three && (v == "0" || v == "1" || v == "3")
	}
	switch {
	case line == 0:
		return "", 0
	case two:
		return "2-1-0", line
	case three:
		return "3-1-0", line
	}
	return "", 0
}

// gridVal is the number of a one-character grid value; -10 for others.
func gridVal(s string) int {
	if len(s) == 1 && s[0] >= '0' && s[0] <= '3' {
		return int(s[0] - '0')
	}
	return -10
}

// askScale asks Q-SCALE (§8.4) for a grid in 2/1/0 or 3/1/0 points and
// returns the scale applied ("" for 1/½/0).
func (in *input) askScale(rows []*gridRow, n int) string {
	scale, line := gridScale(rows, n)
	if scale == "" {
		return ""
	}
	win := scale[:1]
	q := Question{ID: string(QScale), Line: line, Col: 1, Default: scale, Key: string(QScale), Args: []string{win},
		Text: fmt.Sprintf("The grid's cells are written in %s points: %s = win, 1 = draw, 0 = loss. Is that the scale?", scale, win),
		Options: []QuestionOption{{ID: scale, Text: fmt.Sprintf("%s = win, 1 = draw, 0 = loss; the scoring is set to match", win)},
			{ID: "1-0.5-0", Text: "1 = win, ½ = draw, 0 = loss (other values are errors)"}}}
	if in.ask(q) == "1-0.5-0" {
		return ""
	}
	return scale
}

// scaled rewrites a cell of a 2/1/0 or 3/1/0 grid in 1/½/0 terms.
func scaled(s, scale string) string {
	if scale == "" {
		return s
	}
	switch {
	case s == scale[:1]:
		return "1"
	case s == "1":
		return "½"
	}
	return s
}

// gridDelim is the delimiter of a grid's text (§3.8): the one chooseDelim
// finds when some row of the grid is delimited by it (hasRows); 0 for
// whitespace.
func gridDelim(lines []string, hasRows func([]string, rune) bool) rune {
	return pickDelim(lines, func(d rune) bool { return hasRows(lines, d) })
}
