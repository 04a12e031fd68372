package team

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

// teamGrid is the dialect of the team grid (§8.8): game points, forfeits
// + and -, diagonal markers *, x, ×, ■, and grids whose diagonal is a
// lone "-".
var Grid = &grid.Dialect{
	Role:           scan.TeamHeaderRole,
	Diagonal:       table.IsTeamDiagonal,
	Value:          table.IsTeamGridTok,
	Layouts:        []grid.Layout{grid.DashDiagonal},
	RowCells:       "cells of game points",
	NoRowsExpected: "rows with one diagonal marker (*, x, ×, ■)",
	Table:          "team grid",
	NoRows:         &msg.ReaderTeamGridNone,
	DiagonalCells:  &msg.ReaderTeamGridDiagonalCells,
	MissingRows:    &msg.ReaderTeamGridRows,
	Synthetic:      &msg.ReaderTeamGridSynthetic,
}

// readTeamGrid reads a team round-robin grid (docs/formats.md §8.8): one
// row per team, one cell per opposing team holding the game points the
// row's team scored against it, a diagonal marker in the team's own
// column, and totals beside the cells. The scanner of the family
// (scanGrid) finds the rows and their cells; the matches are placed in
// rounds by the Berger tables, as in an individual grid (§8.5).
func ReadGrid(r *table.Reader) *engine.Event {
	in := &teamInput{chessresults.Input{Input: grid.Input{Reader: *r}}}
	s := in.ScanGrid(Grid)
	if s == nil {
		return nil
	}
	return in.buildTeamGrid(s)
}

// buildTeamGrid reads the cells and totals of the rows of an n-team grid
// and assembles the event, with the rounds of the Berger tables.
func (in *teamInput) buildTeamGrid(s *grid.Scan) *engine.Event {
	rows, own, n, hdrLine, hdr, hdrStart, delim := s.Rows, s.Own, s.N, s.HdrLine, s.Hdr, s.HdrStart, s.Delim
	k := 1 // matches per pairing
	for _, r := range rows {
		if len(r.Cells) == 2*n {
			k = 2
		}
		for _, c := range r.Cells {
			if len(strings.Fields(c.S)) == 2 {
				k = 2
			}
		}
	}
	m := n + n%2
	t := grid.Table(Grid, n, k)
	t.Team, t.Format, t.CellCode = true, "TeamGrid", scan.ETeamGridCell
	t.Name = s.Name(in.Lines)
	if len(hdr) > 0 {
		t.HdrLine = hdrLine // E-NOT-STARTED is said at the header
	}
	berger := in.AskBerger(rows[0].Line, n)
	if berger {
		t.RoundOrder = engine.RoundOrderKnown
	}
	// In delimited text, the printed tie-break columns (TB1 …, §2.9) by
	// the header's roles, titled by the notes lines.
	var tbIdx []int
	if delim != 0 && len(hdr) > 0 {
		t.Declared, tbIdx = table.DeclaredOf(hdr, func(j int) bool {
			return (j < hdrStart || j >= hdrStart+n) && scan.TeamHeaderRole(hdr[j].S) == "tb"
		})
		table.TitleDeclared(t.Declared, in.Lines[hdrLine:])
	}
	nameCol := -1
	if delim != 0 && len(hdr) > 0 {
		nameCol = teamNameColumn(rows, hdr, hdrStart, n)
	}
	seen := map[int]int{}
	for i, r := range rows {
		si := own[i]
		if !in.ClaimColumn(seen, si, r) {
			continue
		}
		tr := &table.TeamRow{Key: si, Line: r.Line, Col: r.Toks[0].Col, Cells: make([]table.TeamCell, t.Rounds)}
		teamGridLabels(tr, r, hdr, hdrStart, n, delim, nameCol)
		tr.Printed = table.PrintedCells(r.Toks, tbIdx)
		for j, vals := range teamGridCells(r, n, k) {
			if j+1 != si {
				in.teamGridCell(tr, si, j+1, vals, k, m, berger)
			}
		}
		t.Teams = append(t.Teams, tr)
	}
	if in.D.Errors > 0 || !in.AllRows(Grid, n, len(t.Teams), rows[0].Line) {
		return nil
	}
	if delim != 0 && len(hdr) > 0 && noTeamNames(t.Teams) {
		in.D.At(scan.SeverityError, scan.ENamesEmpty, hdrLine, 1, 1, "", "", scan.MsgI(&msg.ReaderNamesEmptyTeams, hdrLine))
		return nil
	}
	ev := in.Build(t)
	if ev != nil && !berger {
		in.SyntheticRounds(Grid, rows[0].Line)
	}
	return ev
}

// teamGridCells returns the values of each of the n cells of a row: one
// or k of them, as tokens ("" for a blank cell).
func teamGridCells(r *grid.Row, n, k int) [][]scan.Tok {
	out := make([][]scan.Tok, n)
	for j := range out {
		if len(r.Cells) == 2*n {
			out[j] = []scan.Tok{r.Cells[2*j], r.Cells[2*j+1]}
			continue
		}
		c := r.Cells[j]
		fs := strings.Fields(c.S)
		if len(fs) == 2 && k == 2 {
			a, b := c, c
			a.S, b.S = fs[0], fs[1]
			a.End = a.Col + len([]rune(fs[0])) - 1
			b.Col = c.End - len([]rune(fs[1])) + 1
			out[j] = []scan.Tok{a, b}
			continue
		}
		out[j] = []scan.Tok{c}
	}
	return out
}

// teamGridCell reads the cell of team si against team j (k matches), and
// puts its matches in their Berger rounds for m teams (m even); a cell
// that is not k values, or blank, is E-TEAM-GRID-CELL.
func (in *teamInput) teamGridCell(tr *table.TeamRow, si, j int, vals []scan.Tok, k, m int, berger bool) {
	blank := true
	for _, v := range vals {
		blank = blank && strings.TrimSpace(v.S) == ""
	}
	if blank {
		return // not played yet
	}
	if len(vals) != k {
		in.teamCellError(scan.ETeamGridCell, vals[0], 0, strconv.Itoa(k)+" values of game points (a double round robin), such as 2½ 1½",
			scan.MsgA(&msg.ReaderTeamGridCellDouble, vals[0].Line, vals[0].Col, scan.Quote(vals[0].S), k))
		return
	}
	for g, v := range vals {
		c, ok := table.TeamGridValue(v.S)
		if !ok || c.Kind == table.TcNone {
			in.teamCellError(scan.ETeamGridCell, v, 0, "game points such as 3, 2½, 2.5 or ½, a forfeit + or -, or a blank cell",
				scan.MsgIIS(&msg.ReaderTeamGridCell, v.Line, v.Col, scan.Quote(v.S)))
			continue
		}
		c.Opp, c.T = j, v
		if berger {
			c.Colour = grid.BergerColour(si, j, m, g%2 == 1)
		}
		tr.Cells[g*(m-1)+grid.BergerRound(si, j, m)-1] = c
	}
}

// teamNameColumn returns the header field of a delimited team grid whose
// column holds the teams' names (docs/formats.md §8.8): the column headed
// by a team heading (teamHeaderRole "name") when some row has a value
// there, else the first column outside the cells, headed by no other role,
// whose values are names, a different one in each row (isTeamNameColumn);
// else the headed column, or -1.
func teamNameColumn(rows []*grid.Row, hdr []scan.Tok, hdrStart, n int) int {
	headed := -1
	for j := range hdr {
		if scan.TeamHeaderRole(hdr[j].S) == "name" {
			headed = j
			break
		}
	}
	if headed >= 0 && !grid.AllBlankValues(grid.ColumnValues(rows, headed)) {
		return headed
	}
	for j := range hdr {
		if j >= hdrStart && j < hdrStart+n || scan.TeamHeaderRole(hdr[j].S) != "" || grid.IsCellColumn(rows, j) {
			continue
		}
		if isTeamNameColumn(grid.ColumnValues(rows, j)) {
			return j
		}
	}
	return headed
}

// isTeamNameColumn reports whether the values of a column are teams'
// names: as isNameColumn, but a club's name is a team's.
func isTeamNameColumn(vals []string) bool {
	if len(vals) < 2 {
		return false
	}
	seen := make(map[string]bool, len(vals))
	for _, v := range vals {
		k := scan.FoldName(v)
		if !grid.NameLike(v) || seen[k] {
			return false
		}
		seen[k] = true
	}
	return true
}

// noTeamNames reports whether every team of a table has an empty name.
func noTeamNames(teams []*table.TeamRow) bool {
	for _, r := range teams {
		if strings.TrimSpace(r.Name) != "" {
			return false
		}
	}
	return len(teams) > 0
}

// teamGridLabels reads the name and the totals around a row's cells: in
// delimited text by the header's roles, the names from field nameCol
// (teamNameColumn); in whitespace text the key, the name, the totals
// before the cells (as many as the header has total words there, else up
// to two numbers) and after them.
func teamGridLabels(tr *table.TeamRow, r *grid.Row, hdr []scan.Tok, hdrStart, n int, delim rune, nameCol int) {
	if delim != 0 && len(hdr) > 0 {
		for j, f := range r.Toks {
			if j >= hdrStart && j < hdrStart+n || j >= len(hdr) {
				continue
			}
			role := scan.TeamHeaderRole(hdr[j].S)
			if j == nameCol {
				role = "name"
			} else if role == "name" {
				role = ""
			}
			teamGridField(tr, role, f, r.HasKey && j == 0)
		}
		return
	}
	pre := r.Pre
	if r.HasKey && len(pre) > 0 {
		if len(hdr) > 0 && scan.TeamHeaderRole(hdr[0].S) == "rank" {
			tr.Rank = r.Key
		}
		pre = pre[1:]
	}
	var before, after []string // the roles of the header's totals before and after the cells
	for j, h := range hdr {
		if role := totalRole(h.S); j < hdrStart && role != "" {
			before = append(before, role)
		} else if j >= hdrStart+n {
			after = append(after, role)
		}
	}
	var totals []table.TeamTotal
	for len(pre) > 1 && (len(hdr) > 0 && len(totals) < len(before) || len(hdr) == 0 && len(totals) < 2) {
		v, ok := scan.ScoreText(pre[len(pre)-1].S)
		if !ok || scan.IsRatingToken(pre[len(pre)-1].S) {
			break
		}
		role := ""
		if len(hdr) > 0 {
			role = before[len(before)-1-len(totals)]
		}
		totals = append([]table.TeamTotal{{Role: role, V: v, T: pre[len(pre)-1]}}, totals...)
		pre = pre[:len(pre)-1]
	}
	tr.Name, tr.Totals = scan.JoinToks(pre), totals
	for j, f := range r.Post {
		role := ""
		switch {
		case len(hdr) > 0 && j < len(after):
			role = after[j]
			if role == "" {
				continue
			}
		case len(hdr) > 0 || j >= 2:
			return
		}
		v, ok := scan.ScoreText(f.S)
		if !ok {
			return
		}
		tr.Totals = append(tr.Totals, table.TeamTotal{Role: role, V: v, T: f})
	}
}

// teamGridField stores a field of a delimited team grid by its role.
func teamGridField(tr *table.TeamRow, role string, f scan.Tok, key bool) {
	switch role {
	case "name":
		if tr.Name == "" {
			tr.Name = f.S
		}
	case "rank":
		if key {
			tr.Rank, _ = scan.AtoiSmall(strings.TrimRight(f.S, "."))
		}
	case "mp", "gp", "points":
		if v, ok := scan.ScoreText(f.S); ok {
			tr.Totals = append(tr.Totals, table.TeamTotal{Role: totalRole(role), V: v, T: f})
		}
	}
}

// totalRole is the role of a total under a header (or a header role):
// "mp", "gp", "pts", or "" for a header that is not a total's.
func totalRole(h string) string {
	switch r := scan.TeamHeaderRole(h); r {
	case "mp", "gp":
		return r
	case "points":
		return "pts"
	}
	return ""
}
