package team

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// readTeamChessResults reads a chess-results / Swiss-Manager team
// crosstable (§7.8): the scanner of the family (scanCR) finds the rows, one
// per team with its round cells (teamCRCell) and totals, read into a team
// event without boards.
func ReadCrosstable(r *table.Reader) *engine.Event {
	in := &teamInput{chessresults.Input{Input: grid.Input{Reader: *r}}}
	s := in.ScanCR(chessresults.TeamCR)
	if s == nil {
		return nil
	}
	t := &table.Table{Team: true, Format: "TeamChessResults", Version: table.VersionTeam, Name: s.Pre.Name, Rounds: s.Rounds, Played: s.Pre.Played, CellCode: scan.ETeamCrCell}
	// The printed tie-break columns (TB1 …, §2.9), titled by the notes
	// lines after the header.
	declared, tbIdx := table.DeclaredOf(s.Hdr, func(j int) bool { return s.Cols.Roles[j] == "tb" })
	table.TitleDeclared(declared, in.Lines[s.HdrLine:])
	t.Declared = declared
	var sno, rank []int
	for _, fs := range s.Data {
		r, k, rk := in.teamCRRow(fs, s.Cols, s.Rounds)
		r.Printed = table.PrintedCells(fs, tbIdx)
		t.Teams, sno, rank = append(t.Teams, r), append(sno, k), append(rank, rk)
	}
	if in.D.Errors > 0 || !in.teamCRNumbers(t, sno, rank) {
		return nil
	}
	return in.Build(t)
}

// teamCRRow reads one team row of nr rounds: its cells (opponents as
// written), name and totals, and its start number and rank (0 when the
// row has none), from the columns a crosstable of players reads them
// from (crColumns).
func (in *teamInput) teamCRRow(fs []scan.Tok, c *chessresults.Columns, nr int) (r *table.TeamRow, sno, rank int) {
	r = &table.TeamRow{Line: fs[0].Line, Col: fs[0].Col, Cells: make([]table.TeamCell, nr)}
	for j, f := range fs {
		if j >= len(c.Roles) {
			break
		}
		switch c.Roles[j] {
		case "round":
			cell, ok, why := table.TeamCRCell(f)
			if !ok {
				expected, id := "12w3½, 5b2, 7 2½, 12w+, 12b-, bye, -2, - or blank", &msg.ReaderTeamCRCell
				if why.Id != nil {
					expected, id = why.Expected, why.Id
				}
				in.teamCellError(scan.ETeamCrCell, f, c.Rounds[j], expected, scan.MsgA(id, f.Line, f.Col, c.Rounds[j], scan.Quote(f.S)))
				continue
			}
			r.Cells[c.Rounds[j]-1] = cell
		case "key":
			if j == c.SnoCol {
				sno, _ = scan.AtoiSmall(f.S)
			}
		case "rank":
			if j == c.RankCol {
				rank, _ = scan.AtoiSmall(strings.TrimRight(f.S, "."))
			}
		case "name":
			if j == c.NameCol {
				r.Name = f.S
			}
		case "mp", "gp", "points":
			if v, ok := scan.ScoreText(f.S); ok {
				r.Totals = append(r.Totals, table.TeamTotal{Role: totalRole(c.Roles[j]), V: v, T: f})
			}
		}
	}
	return r, sno, rank
}

// teamCellError reports a bad cell f of a team table (of round, 0 when
// not known) with its code, the text expected and the message m.
func (in *teamInput) teamCellError(code scan.Code, f scan.Tok, round int, expected string, m msg.Message) {
	in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: code, Line: f.Line, Col: f.Col, EndCol: f.End, Found: f.S,
		Round: round, Expected: expected}, m)
}

// teamCRNumbers decides what the opponent numbers of the cells are
// (§7.8): the start numbers of the SNo column, the ranks, or the rows'
// positions, the first reading under which at least 98 % of the cells
// naming a team are named back; without any, the first reading possible.
// It gives every row its start number and every cell its opponent's;
// a number naming no row is E-TEAM-OPPONENT.
func (in *teamInput) teamCRNumbers(t *table.Table, sno, rank []int) bool {
	n := len(t.Teams)
	pos := make([]int, n)
	for i := range pos {
		pos[i] = i + 1
	}
	type reading struct {
		keys, written []int // each row's start number, and the number the cells name it by
		from          engine.StartNumbers
	}
	var readings []reading
	switch {
	case distinctPositive(sno):
		readings = append(readings, reading{sno, sno, engine.StartNumbersExplicit})
		if distinctPositive(rank) {
			readings = append(readings, reading{sno, rank, engine.StartNumbersExplicit})
		}
		readings = append(readings, reading{sno, pos, engine.StartNumbersExplicit})
	case distinctPositive(rank):
		readings = append(readings, reading{rank, rank, engine.StartNumbersRowKey}, reading{pos, pos, engine.StartNumbersRowKey})
	default:
		readings = append(readings, reading{pos, pos, engine.StartNumbersRowKey})
	}
	best := readings[0]
	for _, rd := range readings {
		if teamNamedBack(t.Teams, rd.written) >= 98 {
			best = rd
			break
		}
	}
	row := map[int]int{} // number as written → row index
	for i, w := range best.written {
		row[w] = i
	}
	for i, r := range t.Teams {
		r.Key, r.Rank = best.keys[i], rank[i]
		for k := range r.Cells {
			c := &r.Cells[k]
			if !table.Named(*c) {
				continue
			}
			j, ok := row[c.Opp]
			if !ok || j == i {
				in.TeamOpponentError(*c, k+1, best.written[i], c.Opp)
				continue
			}
			c.Opp = best.keys[j]
		}
	}
	t.StartNumbers = best.from
	return in.D.Errors == 0
}

// distinctPositive reports whether every number is positive and unique.
func distinctPositive(ns []int) bool {
	seen := map[int]bool{}
	for _, x := range ns {
		if x < 1 || seen[x] {
			return false
		}
		seen[x] = true
	}
	return len(ns) > 0
}

// teamNamedBack returns the percentage of the cells naming a team whose
// team names them back in the same round, when row i is named by
// written[i]; 0 without such cells.
func teamNamedBack(rows []*table.TeamRow, written []int) int {
	row := map[int]int{}
	for i, w := range written {
		row[w] = i
	}
	total, good := 0, 0
	for i, r := range rows {
		for k, c := range r.Cells {
			if !table.Named(c) {
				continue
			}
			total++
			if j, ok := row[c.Opp]; ok && j != i {
				if b := table.CellAt(rows[j], k); table.Named(b) && b.Opp == written[i] {
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

// teamInput is a Read call of this reader, with its methods.
type teamInput struct{ chessresults.Input }
