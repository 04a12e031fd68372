package formats

import (
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/pairings"
	"github.com/spareggi/spareggi/engine/formats/pgn"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/swissperfect"
	"github.com/spareggi/spareggi/engine/formats/trf"
	"github.com/spareggi/spareggi/engine/formats/uscf"
	"github.com/spareggi/spareggi/internal/msg"
)

// Candidate is one detector's finding (docs/formats.md §4.1).
type Candidate struct {
	Format     Format
	Confidence int         // 0–100
	Rows       int         // rows the detector could read
	Reason     msg.Message // what was recognised, for messages (msg family "detect.")
}

// detectLines is how many non-blank lines the detectors examine (docs/formats.md
// §4.1). Decision: they look at the first quickLines first and widen to
// detectLines only when no format is clear there, so a large TRF is
// recognised without scanning hundreds of lines with every detector.
const (
	quickLines  = 60
	detectLines = 300
)

// The detectors test every field of the sample. These matchers put cheap
// necessary conditions (first byte, length, a required character) before
// the regular expressions, which most fields then never reach.

// Detect guesses the format of normalised lines (docs/formats.md §4), using the
// file name's extension as a hint. It returns the best format and every
// candidate, best first. The diagnostic is non-nil when no format fits
// (E-FORMAT-UNKNOWN, with the first three lines quoted) or when two fit
// equally well: then it is the blocking question Q-FORMAT naming both, and
// the format is FormatAuto.
func Detect(lines []string, fileName string) (Format, []Candidate, *scan.Diagnostic) {
	sample, nums := detectSample(lines, quickLines)
	f, cands, d := detectIn(sample, nums, fileName)
	if d != nil || len(cands) == 0 || cands[0].Confidence < 60 {
		if wide, wnums := detectSample(lines, detectLines); len(wide) > len(sample) {
			return detectIn(wide, wnums, fileName)
		}
	}
	return f, cands, d
}

// sampleLineBytes is the mean length of a sample line the detectors
// examine at most: a sample of limit lines holds at most limit ×
// sampleLineBytes bytes (and at least its first line), so that lines of
// thousands of fields (a sheet's row ending in column XFD, 16,383 empty
// TAB fields) cost detection what the same bytes in short lines cost, not
// a sample hundreds of times larger (docs/formats.md §4.1).
const sampleLineBytes = 256

// detectSample returns the first limit non-blank lines, at most limit ×
// sampleLineBytes bytes of them but at least one line, and their numbers.
func detectSample(lines []string, limit int) (sample []string, nums []int) {
	left := limit * sampleLineBytes
	for i, s := range lines {
		if strings.TrimSpace(s) == "" {
			continue
		}
		if left -= len(s); left < 0 && len(sample) > 0 {
			break
		}
		sample = append(sample, s)
		nums = append(nums, i+1)
		if len(sample) == limit || left <= 0 {
			break
		}
	}
	return sample, nums
}

// detectIn runs every detector on a sample of non-blank lines, whose
// line numbers are nums.
func detectIn(sample []string, nums []int, fileName string) (Format, []Candidate, *scan.Diagnostic) {
	ext := strings.ToLower(fileName)
	if i := strings.LastIndexByte(ext, '.'); i >= 0 {
		ext = ext[i+1:]
	} else {
		ext = ""
	}
	cands := make([]Candidate, 0, len(detectors)+2)
	for _, s := range detectors {
		cands = append(cands, s.detect(sample, ext))
	}
	cands = append(cands, detectPlain(sample)...)
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].Confidence > cands[j].Confidence })
	var out []Candidate
	for _, c := range cands {
		if c.Confidence > 0 {
			out = append(out, c)
		}
	}
	first := 1
	if len(nums) > 0 {
		first = nums[0]
	}
	if len(out) == 0 || out[0].Confidence < 40 {
		var quoted []string
		for i := 0; i < len(sample) && i < 3; i++ {
			quoted = append(quoted, scan.Quote(sample[i]))
		}
		m := scan.MsgS(&msg.ReaderFormatUnknownBlank, supportedList)
		if len(quoted) > 0 {
			m = scan.MsgS(&msg.ReaderFormatUnknown, strings.Join(quoted, ", "), supportedList)
		}
		d := scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EFormatUnknown, Line: first, Col: 1, EndCol: 1,
			Expected: "a supported crosstable format"}, m)
		if l := pairings.Lacking(sample, nums); l != nil { // a page without a crosstable (§4.4)
			d = *l
		}
		return FormatAuto, out, &d
	}
	if len(out) > 1 && out[0].Confidence >= 60 && out[1].Confidence >= 60 && out[0].Confidence-out[1].Confidence <= 10 {
		m := formatAsk(out[0], out[1])
		return FormatAuto, out, &scan.Diagnostic{Severity: scan.SeverityError, Code: scan.QFormat, Line: first, Col: 1, EndCol: 1,
			Message: m.English()}
	}
	return out[0].Format, out, nil
}

// formatAsk is the question Q-FORMAT between the candidates a and b: each
// one's name and reason, cited.
func formatAsk(a, b Candidate) msg.Message {
	return scan.MsgS(&msg.AskFormat, msg.FormatName(a.Format.String()).Cite(), a.Reason.Cite(),
		msg.FormatName(b.Format.String()).Cite(), b.Reason.Cite())
}

func detectTRF(sample []string, ext string) Candidate {
	c := Candidate{Format: FormatTRF}
	p001, h012, coded := 0, 0, 0
	for _, s := range sample {
		switch {
		case trf.IsPlayerLine(s):
			p001++
		case strings.HasPrefix(s, "012 "):
			h012++
		}
		if trf.HasCode(s) {
			coded++
		}
	}
	c.Rows = p001
	if p001 >= 2 || p001 == 1 && h012 > 0 {
		c.Confidence, c.Reason = 60, scan.MsgI(&msg.DetectTRF, p001)
		if coded*5 >= len(sample)*4 || ext == "trf" || ext == "trfx" {
			c.Confidence = 95
		}
	}
	return c
}

func detectPGN(sample []string, ext string) Candidate {
	c := Candidate{Format: FormatPGN}
	white, black, result := 0, 0, 0
	for _, s := range sample {
		if tag := pgn.TagName(strings.TrimSpace(s)); tag != "" {
			switch tag {
			case "White":
				white++
			case "Black":
				black++
			case "Result":
				result++
			}
		}
	}
	games := min(white, black, result)
	c.Rows = games
	switch {
	case games >= 2 || games == 1 && ext == "pgn":
		c.Confidence = 95
	case games == 1:
		c.Confidence = 75
	}
	c.Reason = scan.MsgI(&msg.DetectPGN, games)
	return c
}

// crDetectFields splits a line for the chess-results detector: as
// splitFields, and a line without tabs or semicolons also at its commas,
// for the CSV a spreadsheet saves with commas ("1,,Name,2020,SWE, 17b1,
// 5w1"). Only whole cells are counted, so a decimal comma ("5b0,5") costs
// nothing: its "5b0" is a cell all the same.
func crDetectFields(s string) []string {
	if strings.IndexByte(s, '\t') >= 0 || strings.Count(s, ";") >= 2 || strings.IndexByte(s, ',') < 0 {
		return scan.SplitFields(s)
	}
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
}

func detectCR(sample []string, _ string) Candidate {
	c := Candidate{Format: FormatChessResults}
	if n, _ := chessresults.VegaRows(sample); n >= 2 { // Vega's page copied from a browser (§7.9)
		c.Confidence, c.Rows, c.Reason = 85, n, scan.MsgI(&msg.DetectVega, n)
		return c
	}
	if n := chessresults.PapiRows(sample); n >= 2 { // Papi's grille américaine (§7.10)
		c.Confidence, c.Rows, c.Reason = 95, n, scan.MsgI(&msg.DetectPapi, n)
		return c
	}
	pre := anyLine(sample, func(s string) bool { return strings.Contains(strings.ToLower(s), "chess-results") })
	rows := 0
	for _, d := range scan.SampleDelims(sample) {
		rows = max(rows, crDetectRows(sample, d))
	}
	c.Rows = rows
	switch {
	case rows >= 2:
		c.Confidence = 85
	case rows == 1:
		c.Confidence = 60
	}
	if pre && rows > 0 {
		c.Confidence += 10
	}
	c.Reason = scan.MsgI(&msg.DetectChessResults, rows)
	if rows > 0 && scanTeamCR(sample).strong() { // a team crosstable (§7.8)
		c.Confidence = min(c.Confidence, 30)
	}
	return c
}

// crDetectRows counts the rows of at least two chess-results cells when
// the lines are split at delim (0: as crDetectFields).
func crDetectRows(sample []string, delim rune) int {
	rows := 0
	for _, s := range sample {
		if !chessresults.MayHoldCell(s) {
			continue
		}
		fs := crDetectFields(s)
		if delim != 0 {
			fs = scan.FieldTexts(s, delim)
		}
		n := 0
		for _, f := range fs {
			if chessresults.IsCell(f) || chessresults.IsBye(f) && strings.ContainsAny(s, "\t;,|") {
				n++
			}
		}
		if n >= 2 {
			rows++
		}
	}
	return rows
}

func detectGrid(sample []string, _ string) Candidate {
	c := detectGridRuns(sample, grid.PlayerGrid, func(f string) bool { return grid.IsGridTok(f) || f == "" })
	if c.Confidence == 0 { // a grid in 2/1/0 or 3/1/0 points (§8.4): its 2s and 3s are cells too
		if d := detectGridRuns(sample, grid.PlayerGrid, func(f string) bool { return f == "" || grid.PlayerGrid.Value(f) }); d.Confidence >= 85 {
			c = d
		}
	}
	if c.Confidence == 0 {
		c = detectGridLayouts(sample, grid.PlayerGrid, FormatGrid)
	}
	if c.Confidence > 0 && scanTeamGrid(sample).strong { // a team grid (§8.8)
		c.Confidence = min(c.Confidence, 30)
	}
	return c
}

// detectGridLayouts rates the sample as a grid of dialect d whose
// diagonal is not marked (§8.1: Vega's empty diagonal): with the sample's
// delimiter, under a header 1 2 … N (N ≥ 3), N rows of a layout of the
// dialect, found as the scanner finds them (unmarkedRows), each with its
// diagonal in a different column.
func detectGridLayouts(sample []string, d *grid.Dialect, f Format) Candidate {
	c := Candidate{Format: f}
	delim := scan.ChooseDelim(sample)
	if delim == 0 {
		return c
	}
	hdrLine, n, hdrStart, _ := grid.FindGridHeader(sample, delim, d.Role)
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

// detectGridRuns rates the sample as a grid of dialect g (its diagonal
// markers and values, as the scanner knows them) whose runs of cells
// around the diagonal markers are made of the fields that satisfy cell,
// with the sample's delimiter, else with whitespace (§3.8).
func detectGridRuns(sample []string, g *grid.Dialect, cell func(string) bool) Candidate {
	var c Candidate
	for _, d := range scan.SampleDelims(sample) {
		if c = detectGridRunsDelim(sample, g, cell, d); c.Confidence > 0 {
			break
		}
	}
	return c
}

func detectGridRunsDelim(sample []string, g *grid.Dialect, cell func(string) bool, delim rune) Candidate {
	c := Candidate{Format: FormatGrid}
	type cand struct{ run, at int }
	var cands []cand
	header := false
	for _, s := range sample {
		fs := scan.FieldTexts(s, delim)
		if n := gridHeaderRun(fs); n >= 3 {
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

// headerNumbersStr returns the length of the longest run "1 2 … N" in fs.
func headerNumbersStr(fs []string) int {
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

func detectStrip(sample []string, _ string) Candidate {
	c := Candidate{Format: FormatStrip}
	var tables []*strip.Table
	if anyLine(sample, mayHoldStripSeparator) { // rows are found only after a separator
		tables = strip.SplitTables(sample)
	}
	rows, bars, flat := 0, 0, false
	for _, t := range tables {
		flat = flat || t.Flattened
		for _, r := range t.Rows {
			good := 0
			for _, x := range r.Cells {
				if strip.ParseCell(x.S).Ok {
					good++
				}
			}
			if len(r.Cells) > 0 && good*5 >= len(r.Cells)*3 {
				rows++
				if r.Sep.S == "|" {
					bars++
				}
			}
		}
	}
	c.Rows = rows
	switch {
	case (rows >= 2 || flat) && bars > 0:
		c.Confidence = 80
	case rows >= 1 && bars > 0:
		c.Confidence = 70
	case rows >= 1:
		c.Confidence = 60
	}
	c.Reason = scan.MsgI(&msg.DetectStrip, rows)
	return c
}

func detectSP(sample []string, _ string) Candidate {
	c := Candidate{Format: FormatSwissPerfect}
	rows := 0
	for _, d := range scan.SampleDelims(sample) {
		r := 0
		for _, s := range sample {
			if !swissperfect.MayHoldCell(s) {
				continue
			}
			n := 0
			for _, f := range scan.FieldTexts(s, d) {
				if swissperfect.IsCell(f) {
					n++
				}
			}
			if n >= 2 {
				r++
			}
		}
		rows = max(rows, r)
	}
	c.Rows = rows
	if rows >= 2 {
		c.Confidence = 80
	} else if rows == 1 {
		c.Confidence = 50
	}
	c.Reason = scan.MsgI(&msg.DetectSwissPerfect, rows)
	if c.Confidence < 60 && spStandingsSample(sample) {
		// Swiss Perfect's published standings without the cross table
		// (§9.1): the reader says what is missing.
		c.Confidence = 60
		c.Reason = msg.Message{ID: msg.DetectSPHeader}
	}
	return c
}

// spStandingsSample reports whether the sample holds the header of Swiss
// Perfect's published standings with a tie-break column Swiss Perfect
// prints (§9.1).
func spStandingsSample(sample []string) bool {
	for i, s := range sample {
		if len(s) > 200 || !strings.Contains(s, "Buch") && !strings.Contains(s, "Progr") && !strings.Contains(s, "Berg") {
			continue
		}
		toks := scan.Tokenize(s, i+1)
		// Swiss Perfect's own words: "Place … Score", not a Swiss-Manager
		// list's "Rk. … Pts. Buch." (which says nothing of a cross table).
		if h, ok := swissperfect.StandingsHeader(toks, i+1); ok && strings.EqualFold(toks[0].S, "place") && strings.EqualFold(toks[h.Score].S, "score") {
			for _, t := range toks[h.Score+1:] {
				if _, ok := swissperfect.PubHints[strings.ToLower(t.S)]; ok {
					return true
				}
			}
		}
	}
	return false
}

func detectUS(sample []string, _ string) Candidate {
	c := Candidate{Format: FormatUSCF}
	rows := 0
	for _, s := range sample {
		if uscf.CellStarts(s) < 2 {
			continue
		}
		fs := uscf.Fields(s)
		n, signs := 0, 0
		for _, f := range fs {
			if uscf.IsCell(f) {
				n++
			}
			if len(f) > 1 && strings.ContainsRune("+=", rune(f[0])) {
				signs++
			}
		}
		if n >= 2 && signs == 0 && n*2 >= countResultish(fs) {
			rows++
		}
	}
	c.Rows = rows
	if rows >= 2 {
		c.Confidence = 75
	}
	c.Reason = scan.MsgI(&msg.DetectUSCF, rows)
	return c
}

// countResultish counts the fields after the first score-like field.
func countResultish(fs []string) int {
	for i, f := range fs {
		if _, ok := scan.ScoreText(f); ok && strings.ContainsAny(f, ".,½") {
			return len(fs) - i - 1
		}
	}
	return len(fs)
}

// detectPlain recognises rows of bare results without a diagonal marker
// (§4.3): either a grid without its diagonal or results per round without
// opponents. Both candidates get the same confidence, so Q-FORMAT is asked.
func detectPlain(sample []string) []Candidate {
	rows, width := 0, -1
	for _, s := range sample {
		fs := scan.Words(s)
		n := 0
		for i := len(fs) - 1; i >= 0 && grid.IsGridTok(fs[i]) && !grid.IsDiagonal(fs[i]); i-- {
			n++
		}
		if n >= 3 && n < len(fs) && scan.IsLetterToken(strings.Join(fs[:len(fs)-n], " ")) {
			if width >= 0 && n != width {
				return nil
			}
			width = n
			rows++
		}
	}
	if rows < 3 || width != rows-1 && width < 3 {
		return nil
	}
	return []Candidate{
		{Format: FormatGrid, Confidence: 65, Rows: rows, Reason: msg.Message{ID: msg.DetectGridNoDiagonal}},
		{Format: formatRoundResults, Confidence: 65, Rows: rows, Reason: msg.Message{ID: msg.DetectRoundResults}},
	}
}

// gridHeaderRun returns N when fs holds a run "1 2 … N" (N ≥ 2) that is a
// column header: at the start of the line or after a header word ("Tot",
// "Pts", "Name"); else 0.
func gridHeaderRun(fs []string) int {
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

// detectPairings recognises round headings followed by pairing lines
// (§12); round headings side by side with nothing between them (a
// flattened copy) give a low confidence, so the reader can explain.
func detectPairings(sample []string, _ string) Candidate {
	c := Candidate{Format: FormatPairings}
	if conf, rows := pairings.DetectPairTables(sample); conf > 0 {
		c.Confidence, c.Rows = conf, rows
		c.Reason = scan.MsgI(&msg.DetectPairingTable, rows)
		if rows == 0 {
			c.Reason = msg.Message{ID: msg.DetectPairingStandings}
		}
		return c
	}
	heads, pairs, results := 0, 0, 0
	for _, s := range sample {
		if pairings.RePairHeadingLine.Re().MatchString(s) {
			heads++
			continue
		}
		if heads == 0 {
			continue
		}
		if p, ok := pairings.ParsePairLine(s); ok {
			pairs++
			if p.Result != "" || p.Blk == "" {
				results++
			}
		}
	}
	c.Rows = pairs
	others := len(sample) - heads - pairs
	switch {
	case heads >= 1 && pairs >= 2 && results > 0 && pairs*2 >= others:
		c.Confidence = 70
	case len(pairings.InterleavedHeadings(sample)) > 0:
		c.Confidence = 45
	}
	c.Reason = scan.MsgI(&msg.DetectPairings, heads, pairs)
	return c
}
