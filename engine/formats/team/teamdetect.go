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

// The detectors of the team tables (docs/formats.md §4.2): the team
// crosstable (§7.8) and the team grid (§8.8). Each also tells its
// individual counterpart when a table is surely a team table, so that
// the two never tie on a table only one of them can read; a table both
// can read (a grid in 0/1/2 points) ties, and Q-FORMAT asks.

// hasTeamKeyword is a cheap test that a line may be the header of a team
// table: it holds, in any case, a team or match-point word.
func hasTeamKeyword(s string) bool {
	s = strings.ToLower(s)
	for _, w := range []string{"team", "mannschaft", "squadr", "equip", "quipe", "mp", "match", "队", "команд", "drużyn"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// crScan is what the sample shows of a team crosstable.
type crScan struct {
	rows   int  // rows with at least two cells naming a team
	cells  int  // their cells naming a team
	above  int  // of those, the cells of more than one game point: no individual result
	header bool // a header row naming the teams or their match points
}

// strong reports a table that is surely a team crosstable: a header
// naming the teams or their match points, or at least a fifth of the
// cells scoring more than one game point.
func (sc crScan) strong() bool {
	return sc.rows > 0 && (sc.header || sc.above*5 >= sc.cells)
}

// scanCR scans a sample for team crosstable rows, with the sample's
// delimiter and with whitespace (§3.8): the stronger finding.
func scanCR(sample []string) crScan {
	var best crScan
	for _, d := range scan.SampleDelims(sample) {
		sc := scanCRDelim(sample, d)
		if sc.strong() && !best.strong() || sc.strong() == best.strong() && sc.rows > best.rows {
			best = sc
		}
	}
	return best
}

func scanCRDelim(sample []string, delim rune) crScan {
	var sc crScan
	for _, s := range sample {
		if !sc.header && hasTeamKeyword(s) && teamHeaderLine(splitWideFields(s, delim)) {
			sc.header = true
			continue
		}
		// A round cell comes after the team's name: the fields before the
		// first with a letter are the rank and the start number (a Swiss
		// Perfect standings row's "2-5" and "1848 5" are not cells).
		n, above, name := 0, 0, false
		scan.EachField(s, delim, true, func(_ int, f string) bool {
			if f == "" || len(f) > 16 || f[0] < '0' || f[0] > '9' {
				name = name || scan.IsLetterToken(f)
				return true
			}
			c, ok := table.TeamCRNamed(scan.Tok{S: f})
			if !ok {
				name = name || scan.IsLetterToken(f)
				return true
			}
			if name {
				n++
				if c.HasGP && c.Gp > 10 {
					above++
				}
			}
			return true
		})
		if n >= 2 {
			sc.rows++
			sc.cells += n
			sc.above += above
		}
	}
	return sc
}

// splitWideFields returns the fields of scan.EachField (wide) of a line.
func splitWideFields(s string, delim rune) []string {
	var fs []string
	scan.EachField(s, delim, true, func(_ int, f string) bool {
		fs = append(fs, f)
		return true
	})
	return fs
}

// teamHeaderLine reports a header of a team table: three known headers
// (rounds included), one of them a team or match-point word.
func teamHeaderLine(fs []string) bool {
	known, team := 0, false
	for _, f := range fs {
		if scan.TeamHeaderRole(f) != "" || scan.RoundHeader(f) > 0 || scan.AllDigits(f) {
			known++
		}
		team = team || scan.IsTeamWord(f)
	}
	return known >= 3 && team
}

// DetectCrosstable rates a sample as a team crosstable (§7.8): surely one
// (scanCR) with two rows or more, more surely on a page naming
// chess-results.
func DetectCrosstable(sample []string, _ string) scan.Finding {
	var c scan.Finding
	if n, oneLine := chessresults.VegaRows(sample); n >= 2 && oneLine == n {
		// Vega's individual crosstable, each row on one line: its cells
		// "1 12" also read as a team's opponent and board points, but its
		// header names players (§7.9).
		return c
	}
	sc := scanCR(sample)
	c.Rows = sc.rows
	if sc.strong() {
		switch {
		case sc.rows >= 2:
			c.Confidence = 90
		default:
			c.Confidence = 60
		}
		if chessresults.Named(sample) {
			c.Confidence += 5
		}
	}
	c.Reason = scan.MsgI(&msg.DetectTeamCR, sc.rows)
	return c
}

// gridScan is what the sample shows of a team grid.
type gridScan struct {
	rows       int  // rows whose cells around the diagonal are team values
	consistent bool // opposite cells add up to the same boards (at least 2) in 80 % of the pairs
	strong     bool // surely a team grid: a header naming the teams or their match points, or a tenth of the cells no individual grid has
}

// scanGrid scans a sample for the rows of a team grid in column
// order (or keyed by their column) and checks their opposite cells, with
// the sample's delimiter and with whitespace (§3.8): the stronger finding.
func scanGrid(sample []string) gridScan {
	var best gridScan
	for _, d := range scan.SampleDelims(sample) {
		sc := scanGridDelim(sample, d)
		if sc.strong && !best.strong || sc.strong == best.strong && (sc.rows > best.rows || sc.rows == best.rows && sc.consistent && !best.consistent) {
			best = sc
		}
	}
	return best
}

func scanGridDelim(sample []string, delim rune) gridScan {
	var sc gridScan
	header := false
	var rows []fieldSeq
	for _, s := range sample {
		if !strings.ContainsAny(s, "*xX×■") || !anyLineField(s, delim, Grid.Diagonal) {
			if hasTeamKeyword(s) {
				if fs := scan.FieldTexts(s, delim); !header && headerNumbers(fs) >= 2 {
					for _, f := range fs {
						header = header || scan.IsTeamWord(f)
					}
				}
			}
			if len(rows) > 0 {
				break
			}
			continue
		}
		rows = append(rows, lineFields(s, delim))
	}
	if len(rows) < 3 { // rows without a marker, in a layout of the team grid (teamGrid.layouts), found as the scanner finds them
		hdrLine, n, hdrStart, _ := grid.FindGridHeader(sample, delim, Grid.Role)
		if lrows, _ := Grid.UnmarkedRows(sample, hdrLine, hdrStart, n, delim); len(lrows) >= 3 {
			rows = rows[:0]
			for _, r := range lrows {
				rows = append(rows, tokFields(r.Toks))
			}
		}
	}
	n := len(rows)
	if n < 3 {
		return sc
	}
	vals := make([][]string, n+1) // own column → cells
	for i, fields := range rows {
		col, cells := gridScanRow(fields, n, i+1)
		if cells != nil && vals[col] == nil {
			vals[col] = cells
			sc.rows++
		}
	}
	freq, pairs, cells, odd, single := map[engine.Score]int{}, 0, 0, 0, false
	for a := 1; a <= n; a++ {
		for b, x := range vals[a] {
			if b+1 == a || x == "" {
				continue
			}
			cells++
			if !grid.IsScaleTok(x) || grid.Games(x) > 1 {
				odd++
			}
			if len(x) > 1 && x[0] == '0' && strings.IndexAny(x, ".,; ") < 0 {
				single = true // "01", "0½": the games of an individual grid, never game points
			}
			if b+1 <= a || vals[b+1] == nil {
				continue
			}
			xs, ys := scan.Words(x), scan.Words(vals[b+1][a-1])
			for g := 0; g < len(xs) && g < len(ys); g++ {
				u, ok1 := table.TeamGP(xs[g])
				v, ok2 := table.TeamGP(ys[g])
				if ok1 && ok2 {
					freq[u+v]++
					pairs++
				}
			}
		}
	}
	best, bn := engine.Score(0), 0
	for s, f := range freq {
		if f > bn || f == bn && s > best {
			best, bn = s, f
		}
	}
	sc.consistent = pairs > 0 && bn*10 >= pairs*8 && best >= 20 && best%10 == 0 && !single
	sc.strong = sc.rows >= 3 && (header || sc.consistent && odd*10 >= cells)
	return sc
}

// anyLineField reports whether a field of the line satisfies cond.
func anyLineField(s string, delim rune, cond func(string) bool) bool {
	found := false
	scan.EachField(s, delim, false, func(_ int, f string) bool {
		found = cond(f)
		return !found
	})
	return found
}

// fieldSeq calls yield with the fields of a row and their index until
// yield returns false.
type fieldSeq func(yield func(i int, f string) bool)

// lineFields is the fields of a line (scan.EachField, not wide).
func lineFields(s string, delim rune) fieldSeq {
	return func(yield func(i int, f string) bool) { scan.EachField(s, delim, false, yield) }
}

// tokFields is the fields of a row the scanner found.
func tokFields(ts []scan.Tok) fieldSeq {
	return func(yield func(i int, f string) bool) {
		for i, t := range ts {
			if !yield(i, t.S) {
				return
			}
		}
	}
}

// gridScanRow finds the n cells of a grid row with its diagonal in
// column want, or else in the column of its leading number: the column
// and the cells ("" for the diagonal and blank cells; the two values of a
// double round robin written with spaces joined by a space), or nil.
func gridScanRow(fields fieldSeq, n, want int) (int, []string) {
	d, w, key := -1, 1, 0 // the first diagonal field, the fields per cell, the leading number
	fields(func(i int, f string) bool {
		switch {
		case i == 0 && scan.AllDigits(f):
			key, _ = scan.AtoiSmall(f)
		case d >= 0:
			if Grid.Diagonal(f) {
				w = 2
			}
			return false
		}
		if d < 0 && Grid.Diagonal(f) {
			d = i
		}
		return true
	})
	cols := []int{want}
	if key != want && key >= 1 && key <= n {
		cols = append(cols, key)
	}
	for _, col := range cols {
		from := d - w*(col-1)
		if from < 0 {
			continue
		}
		fs := make([]string, 0, w*n)
		fields(func(i int, f string) bool {
			if i >= from {
				fs = append(fs, f)
			}
			return len(fs) < w*n
		})
		if len(fs) < w*n {
			continue
		}
		cells := make([]string, n)
		ok := true
		for x := 0; x < n && ok; x++ {
			c := strings.Join(fs[w*x:w*x+w], " ")
			switch {
			case x == col-1:
				ok = Grid.Diagonal(fs[w*x])
			case Grid.Diagonal(fs[w*x]) || !Grid.Value(c):
				ok = false
			case c != "." && c != "_":
				cells[x] = c
			}
		}
		if ok {
			return col, cells
		}
	}
	return 0, nil
}

// DetectGrid rates a sample as a team grid (§8.8): surely one (scanGrid),
// or rows whose opposite cells add up to the same boards, which a grid in
// 0/1/2 points shares with an individual grid (then Q-FORMAT asks).
func DetectGrid(sample []string, _ string) scan.Finding {
	var c scan.Finding
	sc := scanGrid(sample)
	c.Rows = sc.rows
	switch {
	case sc.strong:
		c.Confidence = 90
	case sc.rows >= 3 && sc.consistent:
		c.Confidence = 85 // a grid in 0/1/2 points: as much an individual grid (Q-FORMAT)
	}
	c.Reason = scan.MsgI(&msg.DetectTeamGrid, sc.rows)
	return c
}

// SurelyCrosstable reports a sample that is surely a team crosstable
// (crScan.strong), which the chess-results detector then leaves to
// DetectCrosstable.
func SurelyCrosstable(sample []string) bool { return scanCR(sample).strong() }

// SurelyGrid reports a sample that is surely a team grid
// (gridScan.strong), which the grid detector then leaves to DetectGrid.
func SurelyGrid(sample []string) bool { return scanGrid(sample).strong }

// headerNumbers returns the length of the longest run "1 2 … N" in fs.
func headerNumbers(fs []string) int {
	best := 0
	for i := range fs {
		n := 0
		for i+n < len(fs) && fs[i+n] == strconv.Itoa(n+1) {
			n++
		}
		best = max(best, n)
	}
	return best
}
