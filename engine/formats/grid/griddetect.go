package grid

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// Detect rates a sample as a round-robin grid (docs/formats.md §4.2):
// rows whose runs of cells around a diagonal marker share one length,
// the marker at a different offset in each (§8.1), also in 2/1/0 or 3/1/0
// points (§8.4), else rows of a layout without a marked diagonal
// (§8.1). teamTable reports a sample that is surely a team grid (§8.8),
// which the detector then leaves to the team family.
func Detect(sample []string, teamTable func(sample []string) bool) scan.Finding {
	c := detectRuns(sample, PlayerGrid, func(f string) bool { return IsGridTok(f) || f == "" })
	if c.Confidence == 0 { // a grid in 2/1/0 or 3/1/0 points (§8.4): its 2s and 3s are cells too
		if d := detectRuns(sample, PlayerGrid, func(f string) bool { return f == "" || PlayerGrid.Value(f) }); d.Confidence >= 85 {
			c = d
		}
	}
	if c.Confidence == 0 {
		c = detectLayouts(sample, PlayerGrid)
	}
	if c.Confidence > 0 && teamTable(sample) { // a team grid (§8.8)
		c.Confidence = min(c.Confidence, 30)
	}
	return c
}

// detectLayouts rates the sample as a grid of dialect d whose
// diagonal is not marked (§8.1: Vega's empty diagonal): with the sample's
// delimiter, under a header 1 2 … N (N ≥ 3), N rows of a layout of the
// dialect, found as the scanner finds them (unmarkedRows), each with its
// diagonal in a different column.
func detectLayouts(sample []string, d *Dialect) scan.Finding {
	var c scan.Finding
	delim := scan.ChooseDelim(sample)
	if delim == 0 {
		return c
	}
	hdrLine, n, hdrStart, _ := FindGridHeader(sample, delim, d.Role)
	if hdrLine == 0 || n < 3 {
		return c
	}
	rows, l := d.UnmarkedRows(sample, hdrLine, hdrStart, n, delim)
	if l == nil {
		return c
	}
	cols := map[int]bool{}
	for _, r := range rows {
		col := -1
		for j := hdrStart; j < hdrStart+n && j < len(r.Toks); j++ {
			if r.Toks[j].S == "*" {
				col = j
				break
			}
		}
		if col < 0 || cols[col] {
			return c
		}
		cols[col] = true
	}
	c.Rows = len(rows)
	if len(rows) >= 3 && len(rows) == n { // N players, N rows: not results per round with one absence each
		c.Confidence = 85
	}
	c.Reason = scan.MsgI(l.Reason, len(rows))
	return c
}

// detectRuns rates the sample as a grid of dialect g (its diagonal
// markers and values, as the scanner knows them) whose runs of cells
// around the diagonal markers are made of the fields that satisfy cell,
// with the sample's delimiter, else with whitespace (§3.8).
func detectRuns(sample []string, g *Dialect, cell func(string) bool) scan.Finding {
	var c scan.Finding
	for _, d := range scan.SampleDelims(sample) {
		if c = detectRunsDelim(sample, g, cell, d); c.Confidence > 0 {
			break
		}
	}
	return c
}

// detectRunsDelim is detectRuns with the lines split at delim (0:
// whitespace).
func detectRunsDelim(sample []string, g *Dialect, cell func(string) bool, delim rune) scan.Finding {
	var c scan.Finding
	type cand struct{ run, at int }
	var cands []cand
	header := false
	for _, s := range sample {
		fs := scan.FieldTexts(s, delim)
		if n := headerRun(fs); n >= 3 {
			for _, f := range fs {
				header = header || g.Diagonal(f)
			}
		}
		diag, gridToks, at := 0, 0, -1
		for i, f := range fs {
			if g.Diagonal(f) {
				diag++
				at = i
			}
			if f == "" || g.Value(f) || g.Diagonal(f) { // "**", the diagonal of a double round robin, is no cell
				gridToks++
			}
		}
		if diag >= 1 && diag <= 2 && gridToks >= 3 && gridToks*2 >= len(fs)-2 {
			lo, hi := at, at
			for lo > 0 && cell(fs[lo-1]) {
				lo--
			}
			for hi+1 < len(fs) && cell(fs[hi+1]) {
				hi++
			}
			cands = append(cands, cand{hi - lo + 1, at - lo})
		}
	}
	// A grid's rows share one run length, with the diagonal at a different
	// offset in each row.
	offsets := map[int]map[int]bool{}
	for _, c := range cands {
		if c.run >= 3 {
			if offsets[c.run] == nil {
				offsets[c.run] = map[int]bool{}
			}
			offsets[c.run][c.at] = true
		}
	}
	rows := 0
	cols := map[int]bool{}
	for _, o := range offsets {
		if len(o) > rows {
			rows, cols = len(o), o
		}
	}
	c.Rows = rows
	switch {
	case rows >= 3 && len(cols) >= 2:
		c.Confidence = 85
	case header:
		c.Confidence = 50 // a grid that lost its cells (§8.6)
	}
	c.Reason = scan.MsgI(&msg.DetectGridMarker, rows)
	return c
}

// headerRun returns N when fs holds a run "1 2 … N" (N ≥ 2) that is a
// column header: at the start of the line or after a header word ("Tot",
// "Pts", "Name"); else 0.
func headerRun(fs []string) int {
	best := 0
	for i := range fs {
		if i > 0 && scan.HeaderRole(fs[i-1]) == "" {
			continue
		}
		n := 0
		for i+n < len(fs) && fs[i+n] == strconv.Itoa(n+1) {
			n++
		}
		if n >= 2 {
			best = max(best, n)
		}
	}
	return best
}

// PlainRows counts the rows of bare results without a diagonal marker
// (§4.3), a name and as many results in each: either a grid without its
// diagonal or results per round without opponents; 0 when the sample
// holds fewer than three such rows or rows of different widths.
func PlainRows(sample []string) int {
	rows, width := 0, -1
	for _, s := range sample {
		fs := scan.Words(s)
		n := 0
		for i := len(fs) - 1; i >= 0 && IsGridTok(fs[i]) && !IsDiagonal(fs[i]); i-- {
			n++
		}
		if n >= 3 && n < len(fs) && scan.IsLetterToken(strings.Join(fs[:len(fs)-n], " ")) {
			if width >= 0 && n != width {
				return 0
			}
			width = n
			rows++
		}
	}
	if rows < 3 || width != rows-1 && width < 3 {
		return 0
	}
	return rows
}
