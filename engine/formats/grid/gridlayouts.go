package grid

import (
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// The layouts of a grid's rows whose diagonal is not marked (gridLayout,
// docs/formats.md §8.9): a dialect tries its own in order when fewer than
// two lines hold a diagonal marker. A new layout is a function here, named
// in the layouts of the dialects it applies to; the detectors find its
// rows through the dialect (unmarkedRows).

var (
	// emptyDiagonal is Vega's grid with empty diagonal cells (§8.1).
	emptyDiagonal = Layout{emptyDiagonalRows, &msg.DetectGridEmpty}
	// dashDiagonal is the team grid whose diagonal is a lone "-" (§8.8).
	DashDiagonal = Layout{dashDiagonalRows, &msg.DetectGridDash}
)

// emptyDiagonalRows returns the rows of a delimited grid whose diagonal
// cells are empty, as Vega publishes its grids (§8.1): the lines after the
// header whose n fields under the header's 1 2 … n hold grid cells and
// exactly one empty field, which becomes the row's diagonal marker. A line
// after the header that has the fields but not that shape means no such
// grid (nil): an empty cell is otherwise a game not played yet. The table
// ends at a blank line or a line of fewer fields.
func emptyDiagonalRows(lines []string, hdrLine, hdrStart, n int, delim rune) []*Row {
	if delim == 0 || hdrLine == 0 {
		return nil
	}
	var rows []*Row
	for i := hdrLine; i < len(lines); i++ {
		s, ln := lines[i], i+1
		if strings.TrimSpace(s) == "" {
			if len(rows) > 0 {
				break
			}
			continue
		}
		if scan.IsRuleLine(s) || scan.IsMarkdownRule(s) {
			continue
		}
		fs := scan.SplitCols(s, ln, delim)
		if len(fs) == hdrStart+n-1 && len(fs) > 0 { // the last row's empty diagonal, its delimiter trimmed with the line's end (§3.4)
			c := utf8.RuneCountInString(s) + 2
			fs = append(fs, scan.Tok{Line: ln, Col: c, End: c})
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
			case c.S == "" && empty < 0:
				empty = j
			case c.S == "" || !IsScaleTok(c.S) || IsDiagonal(c.S):
				return nil
			}
		}
		if empty < 0 {
			return nil
		}
		fs[hdrStart+empty].S = "*"
		rows = append(rows, newGridRow(fs, ln))
	}
	return rows
}

// dashDiagonalRows returns the rows of a team grid without any other
// marker whose every row holds one lone "-", its diagonal (§8.8): the
// lines after the header with a single "-" and no forfeit "+", up to the
// first line without after a row.
func dashDiagonalRows(lines []string, hdrLine, _, _ int, delim rune) []*Row {
	var rows []*Row
	for i, s := range lines {
		ln := i + 1
		if ln <= hdrLine || strings.TrimSpace(s) == "" || scan.IsRuleLine(s) {
			continue
		}
		fs := scan.SplitCols(s, ln, delim)
		d, plus := 0, false
		for _, f := range fs {
			switch t := scan.NormDashes(f.S); {
			case t == "-":
				d++
			case strings.HasPrefix(t, "+"):
				plus = true
			}
		}
		if d != 1 || plus {
			if len(rows) > 0 {
				break // prose after the table
			}
			continue
		}
		r := newGridRow(fs, ln)
		for j := range r.Toks {
			if scan.NormDashes(r.Toks[j].S) == "-" {
				r.Toks[j].S = "*" // the lone dash is the diagonal
			}
		}
		rows = append(rows, r)
	}
	return rows
}
