package grid

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// PlayerGrid is the dialect of the grid of players (§8): results 1 0 ½ =
// + -, diagonal markers *, x, ×, and Vega's grids with an empty diagonal.
var PlayerGrid = &Dialect{
	Role:           scan.HeaderRole,
	Diagonal:       IsDiagonal,
	Value:          func(s string) bool { return s != "" && IsScaleTok(s) },
	Layouts:        []Layout{emptyDiagonal},
	RowCells:       "result cells",
	NoRowsExpected: "rows with one diagonal marker (*, x, ×)",
	Table:          "grid",
	NoRows:         &msg.ReaderGridNone,
	DiagonalCells:  &msg.ReaderGridDiagonalCells,
	MissingRows:    &msg.ReaderGridRows,
	Synthetic:      &msg.ReaderGridSynthetic,
}

// readGrid reads a round-robin grid (docs/formats.md §8): the scanner of
// the family (scanGrid) finds the rows and their cells.
func Read(r *table.Reader) *engine.Event {
	in := &Input{*r}
	s := in.ScanGrid(PlayerGrid)
	if s == nil {
		return nil
	}
	n := s.N
	k := 1 // games per pairing
	for _, r := range s.Rows {
		if len(r.Cells) == 2*n {
			k = 2
		}
	}
	// Cells of results longer than one game give the games per pairing.
	for _, r := range s.Rows {
		for j, c := range r.Cells {
			if j != r.diag && len(r.Cells) == n {
				if g := Games(c.S); g > k {
					if _, ok := gridResults(c.S); ok {
						k = g
					}
				}
			}
		}
	}
	return in.buildGrid(s, k)
}

// gridGames returns the number of games in a cell ("11½" is 3).
func Games(s string) int {
	s = scan.NormDashes(s)
	switch s {
	case "0.5", "0,5", ".5", ",5", "1/2", "1F", "0F", "", ".", "_":
		return 1
	}
	return len([]rune(s))
}

// gridResults splits a cell into one kind per game; nil for a cell not
// played yet.
func gridResults(s string) ([]engine.Kind, bool) {
	s = scan.NormDashes(s)
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

// buildGrid interprets the rows of a grid of players with k games per
// pairing and assembles the event, with rounds from the Berger tables.
func (in *Input) buildGrid(s *Scan, k int) *engine.Event {
	rows, n, hdr, hdrStart, delim := s.Rows, s.N, s.Hdr, s.HdrStart, s.Delim
	m := n + n%2
	xt := Table(PlayerGrid, n, k)
	xt.Format = "Grid"
	xt.Name = s.Name(in.Lines)
	gb := &Builder{In: in, xt: xt, N: n, k: k, m: m, Delim: delim, hasHdr: len(hdr) > 0}
	gb.Roles, gb.rankKey = Roles(hdr, delim)
	if len(hdr) > 0 {
		xt.HdrLine = s.HdrLine
		if delim != 0 {
			if j := gridNameColumn(rows, hdr, gb.Roles); j >= 0 {
				xt.NameCol = &hdr[j]
			}
		}
	}
	gb.pn = gridStartNumbers(rows, n, gb.Roles)
	if gb.pn != nil {
		xt.StartNumbers = engine.StartNumbersExplicit
	}
	gb.scoring(rows)
	gb.fed = gridFedColumn(hdr, rows, delim, gb.maxPts)
	gb.berger = in.AskBerger(rows[0].Line, n)
	if gb.berger {
		xt.RoundOrder = engine.RoundOrderKnown
	}
	var printed []int
	xt.Declared, printed = gb.DeclaredColumns(hdr, hdrStart)
	seen := map[int]int{}
	cellsOf := map[int][]scan.Tok{}
	for _, r := range rows {
		cells, own := mergedGridCells(r, n)
		si := own + 1
		if !in.ClaimColumn(seen, si, r) {
			continue
		}
		cellsOf[si] = cells
		xr := gb.row(r, cells, own)
		if gb.Delim != 0 {
			xr.Printed = table.PrintedCells(r.Toks, printed)
		} else {
			xr.Printed = table.PrintedCells(r.Post, printed)
		}
		xt.Rows = append(xt.Rows, xr)
	}
	if in.D.Errors == 0 && in.firstRows(seen, n, len(xt.Rows), rows[0].Line) {
		return nil
	}
	if in.D.Errors > 0 || !in.AllRows(PlayerGrid, n, len(xt.Rows), rows[0].Line) {
		return nil
	}
	if !gridAnyResult(cellsOf, gb.scale) {
		// A grid before its first game (§4.4): nothing to compute yet.
		line := rows[0].Line
		if len(hdr) > 0 {
			line = s.HdrLine
		}
		in.D.At(scan.SeverityError, scan.ENotStarted, line, 1, 1, "", "a crosstable with the results of a round at least", scan.NotStarted(line, n, false))
		return nil
	}
	in.gridForfeits(cellsOf, n)
	ev := in.Build(xt)
	if ev != nil && n%2 == 1 {
		markRests(ev)
	}
	if ev != nil && !gb.berger {
		in.SyntheticRounds(PlayerGrid, rows[0].Line)
	}
	return ev
}

// scoring sets the grid's scale of points (asked when its cells could be
// on another scale than 1-½-0, a single game per pairing) and the most
// points a row may hold.
func (gb *Builder) scoring(rows []*Row) {
	n, k, xt := gb.N, gb.k, gb.xt
	gb.maxPts = engine.Score(10 * k * (n - 1))
	if k == 1 {
		gb.scale = gb.In.askScale(rows, n)
	}
	switch gb.scale {
	case "2-1-0", "3-1-0":
		for _, sys := range table.OtherScorings() {
			if sys.Id == gb.scale {
				xt.Scoring = &sys.S
				gb.maxPts = engine.Score(k*(n-1)) * sys.S.W()
			}
		}
	}
}

// markRests names the zero-point byes of a grid of an odd number of
// players what they are: the round each player rests.
func markRests(ev *engine.Event) {
	for i := range ev.Players {
		for x := range ev.Players[i].Rounds {
			if e := &ev.Players[i].Rounds[x]; e.Kind == engine.ZPB && e.Detail == "" {
				e.Detail = engine.DetailRest
			}
		}
	}
}

// gridAnyResult reports whether a cell of the grid, other than a row's
// diagonal, holds a result (or anything that is not blank).
func gridAnyResult(cellsOf map[int][]scan.Tok, scale string) bool {
	for si, cells := range cellsOf {
		for j, c := range cells {
			if j == si-1 {
				continue
			}
			if kinds, ok := gridResults(scaled(c.S, scale)); !ok || kinds != nil {
				return true
			}
		}
	}
	return false
}

// gridBuilder holds what buildGrid decided for the whole grid: n players,
// k games per pairing, m players rounded up to even, the column roles of a
// delimited grid, the scale of the cells, the maximum score and whether
// the Berger order is known.
type Builder struct {
	In      *Input
	xt      *table.Table
	N, k, m int
	Delim   rune
	Roles   map[int]string
	rankKey bool
	scale   string
	maxPts  engine.Score
	berger  bool
	hasHdr  bool
	// fed: a whitespace grid's rows end their attributes with a
	// federation (gridFedColumn).
	fed bool
	// pn gives the start number of each column (1-based) when a column of
	// start numbers (#, No., SNo, Nr.) numbers the players 1 … n (§8.2);
	// nil: the columns are the start numbers.
	pn []int
}

// num is the start number of the player of column si (1-based).
func (gb *Builder) num(si int) int {
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
func gridStartNumbers(rows []*Row, n int, roles map[int]string) []int {
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
		if kc >= len(r.Toks) || own < 0 || own >= n {
			return nil
		}
		v, ok := scan.AtoiSmall(r.Toks[kc].S)
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

// gridRoles returns the roles of the header fields of a delimited grid
// (an unnamed field beside the name is a title) and whether the first
// field is the rank.
func Roles(hdr []scan.Tok, delim rune) (map[int]string, bool) {
	roles := map[int]string{}
	if delim != 0 {
		for j, h := range hdr {
			roles[j] = scan.HeaderRole(h.S)
			if roles[j] == "" && h.S == "" && (j+1 < len(hdr) && scan.HeaderRole(hdr[j+1].S) == "name" || j > 0 && scan.HeaderRole(hdr[j-1].S) == "name") {
				roles[j] = "title"
			}
		}
	}
	return roles, len(hdr) > 0 && scan.HeaderRole(hdr[0].S) == "rank"
}

// mergedGridCells returns the cells of a row and the index of its
// diagonal, the two cells of each pairing of a spaced double round robin
// (2n cells) merged into one.
func mergedGridCells(r *Row, n int) ([]scan.Tok, int) {
	if len(r.Cells) != 2*n {
		return r.Cells, r.diag
	}
	merged := make([]scan.Tok, n)
	for j := range merged {
		merged[j] = r.Cells[2*j]
		merged[j].S = r.Cells[2*j].S + r.Cells[2*j+1].S
		merged[j].End = r.Cells[2*j+1].End
	}
	return merged, r.diag / 2
}

// row reads the player of grid row r, whose diagonal is cells[own], and
// places its games in the Berger rounds (the rest of an odd grid as a
// zero-point bye).
func (gb *Builder) row(r *Row, cells []scan.Tok, own int) *table.Row {
	si := gb.num(own + 1)
	xr := &table.Row{Key: si, Line: r.Line, Col: r.Toks[0].Col}
	if gb.rankKey && r.HasKey {
		xr.Rank = r.Key
	}
	if gb.Delim != 0 && gb.hasHdr {
		for j, f := range r.Toks {
			if j >= len(r.Pre) && j < len(r.Pre)+len(r.Cells) {
				continue
			}
			gb.In.GridAttr(xr, gb.Roles[j], f)
		}
	} else {
		gridPlayer(xr, r, gb.maxPts, gb.fed)
	}
	xr.Cells = make([]table.Cell, gb.xt.Rounds)
	for x := range xr.Cells {
		xr.Cells[x] = table.Cell{Kind: engine.NotYet, Line: r.Line, Col: cells[own].Col}
	}
	if gb.N%2 == 1 {
		for g := 0; g < gb.k; g++ {
			x := g*(gb.m-1) + BergerRound(si, gb.m, gb.m) - 1
			xr.Cells[x] = table.Cell{Kind: engine.ZPB, Line: r.Line, Col: cells[own].Col, End: cells[own].End}
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
func (gb *Builder) cell(xr *table.Row, si, j, opp int, c scan.Tok) {
	kinds, ok := gridResults(scaled(c.S, gb.scale))
	if !ok || kinds != nil && len(kinds) != gb.k {
		gb.In.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EGridCell, Line: c.Line, Col: c.Col, EndCol: c.End,
			Row: scan.LabelOf(si, xr.Name), Found: c.S, Expected: strconv.Itoa(gb.k) + " game results from 1 0 ½ = + -"},
			gridCellMsg(scan.LabelOf(si, xr.Name), j, c.S, gb.k))
		return
	}
	for g, kind := range kinds {
		x := g*(gb.m-1) + BergerRound(si, opp, gb.m) - 1
		col := engine.UnknownColour
		switch {
		case kind.Forfeit():
			col = engine.NoColour
		case gb.berger:
			col = BergerColour(si, opp, gb.m, g%2 == 1)
		}
		xr.Cells[x] = table.Cell{Kind: kind, Opp: opp, Colour: col, Text: c.S, Line: c.Line, Col: c.Col, End: c.End}
	}
}

// DeclaredColumns returns the tie-break columns the header names (TB1,
// Wtg1, …; §8.1), titled from the notes lines after the header (§7.1),
// and the index of each among a row's fields: in a delimited grid the
// header's fields, in a whitespace grid the fields after the cells, which
// match the labels after the round numbers one for one.
func (gb *Builder) DeclaredColumns(hdr []scan.Tok, hdrStart int) ([]engine.DeclaredColumn, []int) {
	if len(hdr) == 0 {
		return nil, nil
	}
	var cols []engine.DeclaredColumn
	var idx []int
	if gb.Delim != 0 {
		cols, idx = table.DeclaredOf(hdr, func(j int) bool { return gb.Roles[j] == "tb" })
	} else {
		after := hdr[min(hdrStart+strip.HeaderNumbers(hdr, hdrStart), len(hdr)):]
		cols, idx = table.DeclaredOf(after, func(j int) bool { return scan.HeaderRole(after[j].S) == "tb" })
	}
	table.TitleDeclared(cols, gb.In.Lines[min(hdr[0].Line, len(gb.In.Lines)):])
	return cols, idx
}

// GridAttr stores a field of a delimited grid row by its header role.
func (in *Input) GridAttr(xr *table.Row, role string, f scan.Tok) {
	switch role {
	case "name":
		xr.Name = f.S
	case "rating": // DWZ then Elo: the last column with a value
		if v, ok := scan.AtoiSmall(ratingDigits(f.S)); ok && v > 0 {
			xr.Rating = v
		}
	case "title":
		xr.TitleRaw, xr.Title = f.S, scan.TitleOf(f.S)
	case "fed":
		xr.Fed = f.S
	case "points":
		if v, ok := scan.ScoreText(f.S); ok && xr.Declared == nil {
			xr.Declared = &v
		}
	}
}

// gridFedColumn reports whether the rows of a whitespace grid end their
// attributes with a federation (docs/formats.md §8.1): when the header
// names a federation column (Fed, Nat, Land …), or, without a header, when
// every row ends its attributes with 2–3 capitals. A final word of 2–3
// capitals is otherwise part of the name (D. LEE, D'AaaaaA AA).
func gridFedColumn(hdr []scan.Tok, rows []*Row, delim rune, maxPts engine.Score) bool {
	if delim != 0 {
		return false // the header's roles place a delimited grid's fields
	}
	if len(hdr) > 0 {
		for _, h := range hdr {
			if scan.HeaderRole(h.S) == "fed" {
				return true
			}
		}
		return false
	}
	for _, r := range rows {
		var xr table.Row
		if gridPlayer(&xr, r, maxPts, true); xr.Fed == "" {
			return false
		}
	}
	return len(rows) > 0
}

// gridPlayer reads the fields around the cells of a whitespace grid row:
// [key] name {attributes} [score] cells [score] {tie-breaks}; the last
// attribute is a federation only when fed (gridFedColumn).
func gridPlayer(xr *table.Row, r *Row, maxPts engine.Score, fed bool) {
	pre := r.Pre
	if r.HasKey && len(pre) > 1 {
		pre = pre[1:]
	}
	if len(pre) > 1 {
		if v, ok := scan.ScoreText(pre[len(pre)-1].S); ok && v <= maxPts && !scan.IsRatingToken(pre[len(pre)-1].S) {
			xr.Declared = &v
			pre = pre[:len(pre)-1]
		}
	}
	if len(pre) > 1 && scan.TitleOf(pre[len(pre)-1].S) != "" && len(pre[len(pre)-1].S) <= 3 {
		xr.TitleRaw, xr.Title = pre[len(pre)-1].S, scan.TitleOf(pre[len(pre)-1].S)
		pre = pre[:len(pre)-1]
	}
	if len(pre) > 1 && scan.IsRatingToken(pre[len(pre)-1].S) {
		xr.Rating, _ = scan.AtoiSmall(pre[len(pre)-1].S)
		pre = pre[:len(pre)-1]
	}
	if fed && len(pre) > 1 && scan.IsFedToken(pre[len(pre)-1].S) && scan.TitleOf(pre[len(pre)-1].S) == "" {
		xr.Fed, pre = pre[len(pre)-1].S, pre[:len(pre)-1]
	}
	xr.Name = scan.JoinToks(pre)
	if xr.Declared == nil && len(r.Post) > 0 {
		if v, ok := scan.ScoreText(r.Post[0].S); ok {
			xr.Declared = &v
		}
	}
}

// gridForfeits raises W-GRID-FORFEIT (§8.3) for the '+' cells whose
// opposite cell (column and row swapped) is blank.
func (in *Input) gridForfeits(cellsOf map[int][]scan.Tok, n int) {
	var items []scan.NoteItem
	line, col := 0, 0
	for si := 1; si <= n; si++ {
		for j, c := range cellsOf[si] {
			opp := cellsOf[j+1]
			if j+1 == si || !strings.Contains(scan.NormDashes(c.S), "+") || si-1 >= len(opp) {
				continue
			}
			switch strings.TrimSpace(opp[si-1].S) {
			case "", ".", "_":
				if line == 0 {
					line, col = c.Line, c.Col
				}
				items = append(items, scan.ItemMsg(scan.MsgI(&msg.ItemGridForfeit, c.Line, c.Col, si, j+1)))
			}
		}
	}
	if len(items) > 0 {
		n := len(items)
		in.D.Add(scan.Diagnostic{Severity: scan.SeverityWarning, Code: scan.WGridForfeit, Line: line, Col: col, EndCol: col,
			Message: scan.Grouped(&msg.GroupGridForfeitOne, &msg.GroupGridForfeit)(n, strings.Join(scan.ItemTexts(items), "; ")),
			Args:    []string{strconv.Itoa(n)}, Items: scan.ItemArgs(items)})
	}
}

// gridScale detects a grid written in other points (§8.4): "2-1-0" when
// every value is 0, 1 or 2 and opposite cells sum to 2; "3-1-0" when every
// value is 0, 1 or 3 and opposite cells sum to 3 or 2; else "". Only
// grids holding a 2 or a 3 are considered.
func gridScale(rows []*Row, n int) (string, int) {
	cells := map[int][]scan.Tok{}
	line := 0
	for _, r := range rows {
		if len(r.Cells) != n {
			return "", 0
		}
		cells[r.diag+1] = r.Cells
	}
	vals := map[string]bool{}
	two, three := true, true
	for si, cs := range cells {
		for j, c := range cs {
			if j+1 == si {
				continue
			}
			v := c.S
			if v == "2" || v == "3" {
				if line == 0 || c.Line < line {
					line = c.Line
				}
			}
			vals[v] = true
			opp, ok := cells[j+1]
			if !ok || si-1 >= len(opp) {
				return "", 0
			}
			sum := gridVal(v) + gridVal(opp[si-1].S)
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
func (in *Input) askScale(rows []*Row, n int) string {
	scale, line := gridScale(rows, n)
	if scale == "" {
		return ""
	}
	win := scale[:1]
	q := scan.Question{ID: string(scan.QScale), Line: line, Col: 1, Default: scale,
		Options: []scan.QuestionOption{{ID: scale, Label: msg.Message{ID: scaleOption(scale)}},
			{ID: "1-0.5-0", Label: msg.Message{ID: msg.OptScale1}}}}
	q = scan.Asked(q, scan.MsgS(&msg.AskScale, win, scale))
	if in.Ask(q) == "1-0.5-0" {
		return ""
	}
	return scale
}

// scaleOption is the option naming scale, "2-1-0" or "3-1-0".
func scaleOption(scale string) msg.ID {
	switch scale {
	case "2-1-0":
		return msg.OptScale2
	case "3-1-0":
		return msg.OptScale3
	}
	return msg.ID{}
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

// ratingDigits returns a rating field without the letter Papi writes
// after it (docs/formats.md §7.10): "1674 F" a FIDE rating, "950 N" a
// national one, "799 E" an estimate, "2380 R" a rapid rating (the 2016
// grille of testdata/real/papi-evt-pelat-2016.html, headed `Rapide`).
func ratingDigits(s string) string {
	s = strings.TrimSpace(s)
	if n := len(s); n > 2 && strings.ContainsRune("FNER", rune(s[n-1])) {
		if t := strings.TrimRight(s[:n-1], " \u00a0"); len(t) < n-1 && scan.AllDigits(t) {
			return t
		}
	}
	return s
}

// IsDiagonal: at most four of '*', 'x', 'X' or '×' (0xC3 0x97), or one or
// two '✦' (0xE2 0x9C 0xA6, a club's hand-made grid).
func IsDiagonal(f string) bool {
	return f != "" && len(f) <= 8 && strings.IndexByte("*xX\xc3\xe2", f[0]) >= 0 && table.ReDiagonal.Re().MatchString(f)
}

// IsGridTok tests f with its dashes normalised: at most four characters of
// at most three bytes, starting with one of the token's first characters
// ('½' is 0xC2 …, '×' 0xC3 …, a dash 0xE2 …).
func IsGridTok(f string) bool {
	return f != "" && len(f) <= 12 && strings.IndexByte("10\xc2=+-.,*xX\xc3_\xe2", f[0]) >= 0 && table.ReGridTok.Re().MatchString(scan.NormDashes(f))
}

// IsScaleTok is a grid token, a blank field, or a 2 or 3 of a grid in
// 2/1/0 or 3/1/0 points (§8.4).
func IsScaleTok(f string) bool { return f == "" || f == "2" || f == "3" || IsGridTok(f) }

// gridInput is a Read call of this reader, with its methods.
type Input struct{ table.Reader }

// gridCellMsg words E-GRID-CELL for the cell s of the row labelled row in
// column j, which should hold k results: a cell of one game in the
// singular.
func gridCellMsg(row string, j int, s string, k int) msg.Message {
	if k == 1 {
		return scan.MsgA(&msg.ReaderGridCellOne, row, j, scan.Quote(s))
	}
	return scan.MsgA(&msg.ReaderGridCell, row, j, scan.Quote(s), k)
}
