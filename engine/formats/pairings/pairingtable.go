package pairings

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// Pairing lists as German clubs publish them from Swiss-Chess and similar
// programs, in table or list form, and the standings printed with them
// (docs/formats.md §12.1). They are a form of the pairing lists of §12:
// readPairings hands the text over here when it has such a heading or
// such a row (isPairTableText).

var (
	// reSCHeading is a round heading of these lists: "Paarungsliste der
	// 1. Runde", "Paarungen der 1. Runde (19.6.)", "Paarungen der Runde
	// 1", "3. Runde am 16. Juni".
	reSCHeading = &scan.LazyRE{Pattern: `(?i)^\s*(?:(?:paarungsliste|paarungen)(?:\s+der)?\s+(?:(\d{1,3})\.\s*runde|runde\s+(\d{1,3}))|(\d{1,3})\.\s*runde)(?:[\s(:,]|$)`}
	// reSCResult is a result as these lists print it, dashes normalised:
	// "1 - 0", "½ - ½", "+ - -", "- - +", "1:0", "½:½".
	reSCResult = &scan.LazyRE{Pattern: `^(?:[01½+\-]|1/2)\s*[-:]\s*(?:[01½+\-]|1/2)$`}
	// reSCResultish is what a result cell looks like, known or not
	// ("0 - 0", "2:0"): such a cell that is not a result is an error.
	reSCResultish = &scan.LazyRE{Pattern: `^[0-9½+\-=*/.,]{1,4}\s*[-:]\s*[0-9½+\-=*/.,]{1,4}$`}
	// reSCTailResult is a result at the end of a line of the list form.
	reSCTailResult = &scan.LazyRE{Pattern: `\s((?:[01½+\-]|1/2)\s*[-:]\s*(?:[01½+\-]|1/2)|[0-9½]{1,3}\s*[-:]\s*[0-9½]{1,3})$`}
)

// scZWSP is the zero-width space some pages put after a name's comma
// ("Omar,\u200bSamy"); it is dropped from names.
const scZWSP = "\u200b"

// scCell is one cell of a line, trimmed, with its columns (§0: characters,
// 1-based, end inclusive).
type scCell struct {
	s        string
	col, end int
}

// scSplit splits a line into cells: at TABs when it has one (empty cells
// dropped), else at runs of spaces.
func scSplit(s string) ([]scCell, bool) {
	tabbed := strings.IndexByte(s, '\t') >= 0
	var out []scCell
	col, start, startCol := 1, -1, 0
	flush := func(end int) {
		if start < 0 {
			return
		}
		t := s[start:end]
		lead := len(t) - len(strings.TrimLeftFunc(t, unicode.IsSpace))
		t = strings.TrimSpace(t)
		if t != "" {
			c := startCol + utf8.RuneCountInString(s[start:start+lead])
			out = append(out, scCell{s: t, col: c, end: c + utf8.RuneCountInString(t) - 1})
		}
		start = -1
	}
	for i, r := range s {
		sep := r == '\t' || !tabbed && unicode.IsSpace(r)
		if sep {
			flush(i)
		} else if start < 0 {
			start, startCol = i, col
		}
		col++
	}
	flush(len(s))
	return out, tabbed
}

// maxSCRow is the longest line read as a pairing row: a row holds two
// players, a few attributes and a result, and a longer line (a grid's) is
// not split for nothing.
const maxSCRow = 400

// scResultKey is the key of pairResults of a result cell ("1 – 0" is
// "1-0", "+ – –" is "+--", "½:½" is "½-½"); ok is false for other text.
func scResultKey(s string) (string, bool) {
	t := strings.TrimSpace(scan.NormDashes(s))
	if !reSCResult.Re().MatchString(t) {
		return "", false
	}
	t = strings.ReplaceAll(strings.ReplaceAll(t, " ", ""), ":", "-")
	if strings.HasPrefix(t, "1/2") {
		t = "½" + t[3:]
	}
	if strings.HasSuffix(t, "1/2") {
		t = t[:len(t)-3] + "½"
	}
	if _, ok := pairResults(t); !ok {
		return "", false
	}
	return t, true
}

// scLoneDash is a cell holding only a dash: the separator between the two
// players, or an empty result.
func scLoneDash(s string) bool {
	t := scan.NormDashes(strings.TrimSpace(s))
	return t == "-"
}

// scSide is one player of a pairing row.
type scSide struct {
	tnr           int // the start number printed, 0 when none
	name          string
	col, end      int // the name's columns
	rating        int
	title, rawTtl string
	bye           bool // "spielfrei", "bye", "Freilos"
	// pts are the points before the round printed beside the name
	// (§12.3), at columns ptsCol to ptsEnd, when hasPts.
	pts            engine.Score
	hasPts         bool
	ptsCol, ptsEnd int
}

// scPair is one row of a pairing list: a game or a bye.
type scPair struct {
	line, round int
	w, b        scSide
	Result      string // key of pairResults; "" when none is printed
	resCol      int
}

// scByeNames are the names that stand for no opponent, folded.
var scByeNames = scan.WordSet("spielfrei|bye|freilos")

// scIntCell reads a start number or board: digits, maybe a trailing dot.
func scIntCell(s string) (int, bool) {
	return scan.AtoiSmall(strings.TrimSuffix(s, "."))
}

// scSideOf reads one side of a pairing: [start number] name [title]
// [rating] [points]. lead is how many leading numbers the side has (0 or
// 1). ok is false when there is no name.
func scSideOf(cs []scCell, tabbed bool, lead int) (scSide, bool) {
	var sd scSide
	if lead > 0 {
		if len(cs) == 0 {
			return sd, false
		}
		sd.tnr, _ = scIntCell(cs[0].s)
		cs = cs[1:]
	}
	i := 0
	var parts []string
	for i < len(cs) && scan.IsNameCell(cs[i].s) {
		if len(parts) == 0 {
			sd.col = cs[i].col
		}
		parts = append(parts, cs[i].s)
		sd.end = cs[i].end
		i++
		if tabbed {
			break // a cell is the whole name
		}
	}
	if len(parts) == 0 {
		return sd, false
	}
	sd.name = strings.ReplaceAll(strings.Join(parts, " "), scZWSP, "")
	sd.bye = scByeNames[scan.FoldName(sd.name)]
	for _, c := range cs[i:] {
		switch {
		case scan.TitleOf(c.s) != "" && sd.title == "":
			sd.title, sd.rawTtl = scan.TitleOf(c.s), c.s
		case scan.IsRatingToken(c.s) && sd.rating == 0:
			sd.rating, _ = scan.AtoiSmall(c.s)
		}
	}
	return sd, true
}

// scLeadInts counts the numbers at the start of cs (at most 2).
func scLeadInts(cs []scCell) int {
	n := 0
	for n < len(cs) && n < 2 {
		if _, ok := scIntCell(cs[n].s); !ok {
			break
		}
		n++
	}
	return n
}

// isSCHeaderRow reports whether the cells are a pairing table's header
// ("Tisch TNr Teilnehmer … Ergebnis", "Brett Weiß – Schwarz Ergebnis").
func isSCHeaderRow(cs []scCell) bool {
	for _, c := range cs {
		if scan.WordIndex("tisch|brett|board|ergebnis|weiß|weiss", strings.ToLower(c.s)) >= 0 {
			return true
		}
	}
	return false
}

// parseSCRow reads a pairing row: [board] [TNr] name … – [TNr] name …
// [result]. ok is false for other text; bad is the cell of a result that
// is not one (0 when none).
func parseSCRow(s string) (p scPair, bad scCell, ok bool) {
	if len(s) > maxSCRow || !strings.ContainsAny(s, "-\u2212\u2010\u2011\u2013\u2014") {
		return p, bad, false // no separator
	}
	cs, tabbed := scSplit(s)
	if len(cs) < 3 || isSCHeaderRow(cs) {
		return p, bad, false
	}
	// The result: the last cell of a table row, the end of a list line.
	if tabbed {
		last := cs[len(cs)-1]
		if k, isRes := scResultKey(last.s); isRes {
			p.Result, p.resCol = k, last.col
			cs = cs[:len(cs)-1]
		} else if reSCResultish.Re().MatchString(scan.NormDashes(last.s)) {
			bad = last
			cs = cs[:len(cs)-1]
		}
	} else {
		t := scan.NormSepDashes(s)
		if m := reSCTailResult.Re().FindStringSubmatchIndex(t); m != nil {
			cell := scCell{s: t[m[2]:m[3]], col: utf8.RuneCountInString(t[:m[2]]) + 1}
			cell.end = cell.col + utf8.RuneCountInString(cell.s) - 1
			if k, isRes := scResultKey(cell.s); isRes {
				p.Result, p.resCol = k, cell.col
			} else {
				bad = cell
			}
			cs, _ = scSplit(t[:m[0]])
		}
	}
	// The separator: the first lone dash after a name.
	sep := -1
	for j, c := range cs {
		if scLoneDash(c.s) && scAnyName(cs[:j]) {
			sep = j
			break
		}
	}
	if sep < 0 {
		return p, bad, false
	}
	left, right := cs[:sep], cs[sep+1:]
	// A lone dash at the end: no result printed.
	if len(right) > 0 && scLoneDash(right[len(right)-1].s) {
		right = right[:len(right)-1]
	}
	nl, nr := scLeadInts(left), scLeadInts(right)
	lead := 0
	switch {
	case nl == 2:
		lead = 1
		left = left[1:] // the board
	case nl == 1 && nr >= 1:
		lead = 1 // start numbers, no board
	case nl == 1:
		left = left[1:] // the board
	}
	if lead == 1 && nr == 0 {
		return p, bad, false
	}
	var okW, okB bool
	p.w, okW = scSideOf(left, tabbed, lead)
	p.b, okB = scSideOf(right, tabbed, lead)
	if !okW || !okB || p.w.bye && p.b.bye {
		return p, bad, false
	}
	return p, bad, true
}

// cells is the cells of a line (scSplit).
func scCellsOf(s string) []scCell {
	cs, _ := scSplit(s)
	return cs
}

// scAnyName reports whether a cell of cs can be a name.
func scAnyName(cs []scCell) bool {
	for _, c := range cs {
		if scan.IsNameCell(c.s) {
			return true
		}
	}
	return false
}

// scHeading returns the round of a heading line, 0 when the line is none.
func scHeading(s string) int {
	if strings.IndexByte(s, '\t') >= 0 {
		return 0
	}
	m := reSCHeading.Re().FindStringSubmatch(s)
	if m == nil {
		return 0
	}
	for _, g := range m[1:] {
		if n, ok := scan.AtoiSmall(g); ok && n > 0 {
			return n
		}
	}
	return 0
}

// IsPairTableText reports whether lines hold the pairing lists of §12.1:
// a heading of theirs, or a table row with start numbers (TNr) whose
// players are apart by a cell holding a dash; or Swiss-Chess standings
// (which may lack the games). Other lists are §12's.
func IsPairTableText(lines []string) bool {
	for _, s := range lines {
		if scHeading(s) > 0 {
			return true
		}
		if strings.IndexByte(s, '\t') >= 0 {
			if p, _, ok := parseSCRow(s); ok && (p.w.tnr > 0 || p.b.tnr > 0) {
				return true
			}
			if isSCStandingsLine(s) {
				return true
			}
		}
		if _, ok := betweenRow(s); ok {
			return true // the result between the sides (§12.3)
		}
	}
	return false
}

// DetectPairTables is the detection of §12.1 (used by Detect):
// headings followed by pairing rows give 85; standings with a tie-break
// column and no pairings 50, so that the reader can say what is missing.
// Rows with the result between the sides (§12.3, betweenRow) count
// without a heading: two or more of them, as many as half the other lines,
// give 80, and between says so.
func DetectPairTables(sample []string) (conf, rows int, between bool) {
	scHeads, heads, results, others, standings, betweens := 0, 0, 0, 0, false, 0
	// table is the header of the standings or of the participants list
	// while its rows follow: they are the text's own lines, as the
	// pairing rows are, and do not count against it (a saved page holds
	// both tables beside the site's menus).
	var table *scStand
	for _, s := range sample {
		if table != nil {
			if _, ok := scStandRowOf(s, table); ok {
				continue
			}
			table = nil
		}
		if scHeading(s) > 0 {
			scHeads++
			heads++
			continue
		}
		if strings.IndexByte(s, '\t') < 0 && RePairHeadingLine.Re().MatchString(s) {
			heads++ // "Round 3": §12's heading, over rows with TNr
			continue
		}
		if h := scTableHeader(s); h != nil {
			table = h
			standings = standings || isSCStandingsLine(s)
			continue
		}
		if heads > 0 { // nothing is a row before a heading
			if p, _, ok := parseSCRow(s); ok && (scHeads > 0 || p.w.tnr > 0 || p.b.tnr > 0) {
				rows++
				if p.Result != "" || p.w.bye || p.b.bye {
					results++
				}
				continue
			}
		}
		if _, ok := betweenRow(s); ok {
			rows++
			betweens++ // §12.3: a result, or a rest; no heading needed
			continue
		}
		if isSCStandingsLine(s) {
			standings = true
		}
		others++
	}
	switch {
	case heads >= 1 && rows >= 2 && results > 0 && rows*2 >= others:
		return 85, rows, betweens > 0
	case betweens >= 2 && rows*2 >= others:
		return 80, rows, true
	case standings && rows == 0:
		return 50, 0, false
	}
	return 0, rows, false
}

// scTableHeader returns the header of the standings (a rank, a name, the
// points and a printed tie-break column, isSCStandingsLine) or of the
// participants list (a number column first, then a name: "TlnNr
// Teilnehmer NWZ ELO …") that the line s is, nil for any other line.
func scTableHeader(s string) *scStand {
	if strings.IndexByte(s, '\t') < 0 || len(s) > maxSCRow {
		return nil
	}
	cs, _ := scSplit(s)
	h := scStandingsHeader(cs)
	switch {
	case h == nil:
		return nil
	case h.rank >= 0 && len(h.tb) > 0 && strings.EqualFold(cs[h.pts].s, "Punkte"), h.rank < 0 && h.key == 0:
		return h
	}
	return nil
}

// scStand is the header of a standings or participants table: the
// columns of its fields.
type scStand struct {
	line                      int
	rank, key, name, pts, fed int // field indexes; -1 when absent
	// ratings are the indexes of the rating columns (TWZ, Elo, DWZ …),
	// ratingHeads their headings.
	ratings     []int
	ratingHeads []string
	tb          []int
	cols        []engine.DeclaredColumn
}

// scStandingsHeader reads a standings header ("Rang Teilnehmer … Punkte
// Buchh SoBerg", "Platz Name … Punkte SoBerg") or a participants header
// ("TlnNr Teilnehmer …"): nil for other cells. The headings are
// classified as every ranking list's are (standingsRoles, §4.4).
func scStandingsHeader(cs []scCell) *scStand {
	heads := make([]string, len(cs))
	for j, c := range cs {
		heads[j] = c.s
	}
	return standingsRoles(heads, scan.HeaderRole)
}

// isSCTableTitle reports whether a line is the title of the standings or
// of the participants list read with the pairing lists ("Rangliste:
// Stand nach der 7. Runde", "Teilnehmerliste"): no line skipped.
func isSCTableTitle(s string) bool {
	t := strings.ToLower(strings.TrimSpace(s))
	return strings.IndexByte(s, '\t') < 0 && (strings.HasPrefix(t, "rangliste") || strings.HasPrefix(t, "teilnehmerliste") || isStandingsTitle(s))
}

// standingsTitles are the titles of standings in other languages
// (§12.3): the line above the standings' header.
var standingsTitles = scan.WordSet("clasificación|clasificacion|classifica|classement|classificação|standings")

// isStandingsTitle reports whether s is such a title, alone on its line.
func isStandingsTitle(s string) bool {
	return standingsTitles[strings.ToLower(strings.TrimSpace(s))]
}

// isSCStandingsLine reports whether a line is the header of standings in
// German with a printed tie-break column ("Rang Teilnehmer … Punkte Buchh
// SoBerg", "Platz Name … Punkte SoBerg"): what tells these standings from
// another program's.
func isSCStandingsLine(s string) bool {
	if strings.IndexByte(s, '\t') < 0 || len(s) > maxSCRow {
		return false
	}
	cs, _ := scSplit(s)
	h := scStandingsHeader(cs)
	return h != nil && h.rank >= 0 && len(h.tb) > 0 && strings.EqualFold(cs[h.pts].s, "Punkte")
}

// scStandRow is one row of the standings or of the participants list.
type scStandRow struct {
	line, col, end int // the name's position
	rank, key      int
	name           string
	fed            string
	points         *engine.Score
	printed        []string
	ratings        []scan.Tok // the cells under the rating columns (scStand.ratings)
	row            *table.Row // the player's row it was joined to
}

// scStandRowOf reads a row under header h; ok is false at the end of the
// table.
func scStandRowOf(s string, h *scStand) (scStandRow, bool) {
	var r scStandRow
	if strings.IndexByte(s, '\t') < 0 {
		return r, false
	}
	// The fields at TABs, empty ones kept: a table's columns.
	cells := scan.SplitCols(s, 0, '\t')
	at := func(j int) string {
		if j < 0 || j >= len(cells) {
			return ""
		}
		return cells[j].S
	}
	first := 0
	if h.rank >= 0 {
		first = h.rank
	} else {
		first = h.key
	}
	if _, ok := scIntCell(at(first)); !ok && (at(first) != "" || h.rank < 0) {
		return r, false // a shared rank may be printed once: an empty rank cell
	}
	r.rank, _ = scIntCell(at(h.rank))
	r.key, _ = scIntCell(at(h.key))
	r.name = strings.ReplaceAll(at(h.name), scZWSP, "")
	if r.name == "" || !scan.IsNameCell(r.name) {
		return r, false
	}
	r.col, r.end = cells[h.name].Col, cells[h.name].End
	if f := at(h.fed); scan.IsFedToken(f) {
		r.fed = f
	}
	if h.pts >= 0 {
		v, ok := scan.ScoreText(at(h.pts))
		if !ok {
			return r, false
		}
		r.points = &v
	}
	for _, j := range h.tb {
		r.printed = append(r.printed, at(j))
	}
	for _, j := range h.ratings {
		c := scan.Tok{Col: cells[len(cells)-1].End + 1}
		if j < len(cells) {
			c = cells[j]
		}
		r.ratings = append(r.ratings, c)
	}
	return r, true
}

// scNameMatch says whether a pairing list's name and another table's name
// are the same player: the same comparison key (§3.6, the zero-width
// space dropped), or one the start of the other when the shorter has at
// least 15 characters (Swiss-Chess cuts names at 16 in its pairing lists
// and at 17 in its standings).
func scNameMatch(a, b string) (exact, prefix bool) {
	fa, fb := scan.FoldName(strings.ReplaceAll(a, scZWSP, "")), scan.FoldName(strings.ReplaceAll(b, scZWSP, ""))
	if fa == fb {
		return true, false
	}
	if len(fa) > len(fb) {
		fa, fb = fb, fa
	}
	return false, utf8.RuneCountInString(fa) >= 15 && strings.HasPrefix(fb, fa)
}

// scPlayer is a player of the pairing lists.
type scPlayer struct {
	name           string
	tnr            int
	line, col, end int
	rating         int
	title, rawTtl  string
	row            *table.Row
}

// readPairTables reads the pairing lists of §12.1 and the standings and
// participants lists printed with them.
func readPairTables(in *pairInput) *engine.Event {
	ps := &pairScan{}
	for _, s := range in.Lines {
		if scHeading(s) > 0 || strings.IndexByte(s, '\t') < 0 && RePairHeadingLine.Re().MatchString(s) {
			ps.headed = true
			break
		}
	}
	for i, s := range in.Lines {
		if strings.TrimSpace(s) != "" {
			ps.line(in, i+1, s)
		}
	}
	if len(ps.pairs) == 0 {
		in.noPairings(ps.stand)
		return nil
	}
	if in.D.Errors > 0 || !in.earlierRounds(ps.pairs) {
		return nil
	}
	in.skippedLines(ps.skipped)
	return in.buildPairTables(ps)
}

// pairScan is what a pass over the lines of pairing lists finds: the
// pairings by round, the standings table and the participants' list with
// their rows, the event's name and the lines read as nothing.
type pairScan struct {
	pairs               []scPair
	stand, parts        *scStand
	cur                 *scStand // the table whose rows follow
	standRows, partRows []scStandRow
	round               int
	skipped             []int
	name                string
	// headed is whether the text has a round heading; titled whether the
	// line before was the title of standings (isSCTableTitle).
	headed, titled bool
	scRows         int // the rows of §12.1's grammar (parseSCRow) read
	// pages are the tables of §12.3 ended by a repeated header in a text
	// without round headings, rows the rows of the current one: each
	// table is the next round (decision 89).
	pages, rows int
}

// line reads the non-blank line ln.
func (ps *pairScan) line(in *pairInput, ln int, s string) {
	if ps.cur != nil {
		if ps.tableRow(ln, s) {
			return
		}
		ps.cur = nil
	}
	titled := ps.titled
	ps.titled = isSCTableTitle(s)
	if n := scHeading(s); n > 0 {
		ps.round = n
		return
	}
	tab := strings.IndexByte(s, '\t') >= 0
	if m := RePairHeadingLine.Re().FindStringSubmatch(s); m != nil && !tab {
		ps.round, _ = scan.AtoiSmall(m[1]) // "Round 3", "Runde 3" (§12)
		return
	}
	if tab && !ps.headed && isBetweenHeader(s) {
		if ps.rows > 0 { // a repeated header: the next page, the next round
			ps.pages, ps.rows = ps.pages+1, 0
		}
		return
	}
	if tab && ps.header(ln, s, titled) {
		return
	}
	if ps.pairing(in, ln, s) {
		return
	}
	switch {
	case ln == scan.FirstTextLine(in.Lines) && !tab && utf8.RuneCountInString(strings.TrimSpace(s)) <= 60 &&
		!strings.HasPrefix(strings.ToLower(strings.TrimSpace(s)), "rangliste") && !scan.IsProse(s) && !isStandingsTitle(s):
		ps.name = strings.TrimSpace(s)
	case (ps.round > 0 || !ps.headed) && !(tab && isSCHeaderRow(scCellsOf(s))) && !isSCTableTitle(s) && !isBetweenHeader(s):
		ps.skipped = append(ps.skipped, ln)
	}
}

// tableRow reads a row of the table whose rows follow, and says whether
// the line was one.
func (ps *pairScan) tableRow(ln int, s string) bool {
	r, ok := scStandRowOf(s, ps.cur)
	if !ok {
		return false
	}
	r.line = ln
	if ps.cur == ps.stand {
		if r.rank == 0 && len(ps.standRows) > 0 {
			r.rank = ps.standRows[len(ps.standRows)-1].rank // the rank above, shared
		}
		ps.standRows = append(ps.standRows, r)
	} else {
		ps.partRows = append(ps.partRows, r)
	}
	return true
}

// header reads the header of the standings or of the participants' list,
// and says whether the line was one.
func (ps *pairScan) header(ln int, s string, titled bool) bool {
	cs, _ := scSplit(s)
	h := scStandingsHeader(cs)
	if h == nil {
		return false
	}
	h.line = ln
	if titled && h.rank < 0 && h.key == 0 && h.pts >= 0 {
		h.rank, h.key = 0, -1 // "#" under "Clasificación": the place (§12.3)
	}
	if h.rank >= 0 && ps.stand == nil {
		ps.stand, ps.cur = h, h
		for _, j := range h.tb {
			c := engine.DeclaredColumn{Name: cs[j].s, Pos: engine.Pos{Line: ln, Col: cs[j].col}}
			if pn, ok := scan.LookupPrintedName(c.Name); ok {
				c.Hint, c.Program = pn.Hint, pn.Program
			}
			h.cols = append(h.cols, c)
		}
	} else if h.rank < 0 && ps.parts == nil {
		ps.parts, ps.cur = h, h
	}
	return true
}

// pairing reads a pairing of the current round, and says whether the line
// was one (a pairing with a result it cannot read is an error).
func (ps *pairScan) pairing(in *pairInput, ln int, s string) bool {
	round := ps.round
	p, bad, ok := parseSCRow(s)
	if ok && round > 0 {
		ps.scRows++
	} else if !ok {
		if p, ok = betweenRow(s); ok && round == 0 && !ps.headed {
			// Without a heading, round 1, or the round of the page a
			// repeated header starts (§12.3, decisions 86 and 89).
			round = ps.pages + 1
			ps.rows++
		}
	}
	if !ok || round == 0 {
		return false
	}
	if bad.s != "" {
		in.D.At(scan.SeverityError, scan.EScResult, ln, bad.col, bad.end, bad.s, "a result such as 1 – 0, ½ – ½, + – –, 1:0",
			scan.MsgIS(&msg.ReaderSCResult, ln, scan.Quote(bad.s)))
		return true
	}
	p.line, p.round = ln, round
	ps.pairs = append(ps.pairs, p)
	return true
}

// noPairings reports lines of pairing lists with no pairing: standings
// whose pairing lists were not copied, or no round at all.
func (in *pairInput) noPairings(stand *scStand) {
	if stand != nil {
		in.D.At(scan.SeverityError, scan.EScNoPairings, stand.line, 1, 1, "", "the pairing lists after the standings (Paarungsliste der 1. Runde …)",
			scan.MsgI(&msg.ReaderSCNoPairings, stand.line))
		return
	}
	in.D.At(scan.SeverityError, scan.EPairingsNone, scan.FirstTextLine(in.Lines), 1, 1, "", "a round heading (Round 1) followed by pairings (Rossi - Bianchi 1-0)",
		msg.Message{ID: msg.ReaderPairingsNone})
}

// buildPairTables makes the event of the pairings found: its players, their
// games, and what the standings add (full names, start numbers, printed
// columns).
func (in *pairInput) buildPairTables(ps *pairScan) *engine.Event {
	pairs := ps.pairs
	players, byTNr := in.scPlayers(pairs)
	if players == nil {
		return nil
	}
	nr := 0
	for _, p := range pairs {
		nr = max(nr, p.round)
	}
	if in.TooManyRounds(nr, pairs[0].line) {
		return nil
	}
	xt := &table.Table{Format: "Pairings", Version: table.VersionSwissChess, StartNumbers: engine.StartNumbersExplicit, Rounds: nr, Name: ps.name}
	if ps.scRows == 0 {
		xt.Version = table.VersionRounds // §12.3's rows alone: lists round by round
	}
	if !byTNr {
		xt.StartNumbers = engine.StartNumbersDerived
	}
	for _, p := range players {
		r := &table.Row{Key: p.tnr, Name: p.name, Title: p.title, TitleRaw: p.rawTtl, Rating: p.rating, Line: p.line, Col: p.col, Cells: make([]table.Cell, nr)}
		for k := range r.Cells {
			r.Cells[k] = table.Cell{Blank: true, Line: p.line, Col: p.col}
		}
		p.row = r
		xt.Rows = append(xt.Rows, r)
	}
	in.scFullNames(players, ps.partRows)
	if ps.stand != nil {
		xt.Declared = ps.stand.cols
		if !in.scJoin(players, ps.standRows, byTNr) {
			return nil
		}
		rated := in.scRatings(ps.stand, ps.standRows)
		switch {
		case byTNr:
		case scNumbersFromStandings(players, ps.standRows):
			xt.StartNumbers = engine.StartNumbersExplicit
		case rated:
			scRenumber(players) // derived from the ratings the standings gave
		}
	}
	in.scGames(pairs, players, byTNr)
	if in.D.Errors > 0 {
		return nil
	}
	in.pairRests(xt, pairs[0].line)
	if xt.StartNumbers == engine.StartNumbersDerived {
		in.D.Info(scan.IPairingsStartno, pairs[0].line, msg.Message{ID: msg.ReaderPairingsStartNo})
	}
	return in.Build(xt)
}

// scKey is how a side of a pairing finds its player: the start number, or
// the name's comparison key.
func scKey(sd scSide, byTNr bool) string {
	if byTNr {
		return "#" + strconv.Itoa(sd.tnr)
	}
	return scan.FoldName(sd.name)
}

// scPlayers collects the players of the pairings, by start number when
// the rows print one (TNr), else by name with start numbers derived as in
// §12. A start number printed with two different names is E-SC-NAME. It
// returns nil after errors.
func (in *pairInput) scPlayers(pairs []scPair) (map[string]*scPlayer, bool) {
	byTNr := pairs[0].w.tnr > 0 || pairs[0].b.tnr > 0
	players := map[string]*scPlayer{}
	var order []*scPlayer
	get := func(sd scSide, line int) {
		if sd.bye {
			return
		}
		k := scKey(sd, byTNr)
		p := players[k]
		if p == nil {
			p = &scPlayer{name: sd.name, tnr: sd.tnr, line: line, col: sd.col, end: sd.end}
			players[k] = p
			order = append(order, p)
		} else if byTNr && scan.FoldName(p.name) != scan.FoldName(sd.name) {
			in.D.At(scan.SeverityError, scan.EScName, line, sd.col, sd.end, sd.name, "one name for each start number",
				scan.MsgA(&msg.ReaderSCNameTNr, line, sd.tnr, scan.Quote(sd.name), scan.Quote(p.name), p.line))
		}
		if p.rating == 0 {
			p.rating = sd.rating
		}
		if p.title == "" {
			p.title, p.rawTtl = sd.title, sd.rawTtl
		}
	}
	for _, p := range pairs {
		if byTNr && (p.w.tnr <= 0 && !p.w.bye || p.b.tnr <= 0 && !p.b.bye) {
			continue // a row without start numbers among rows with them
		}
		get(p.w, p.line)
		get(p.b, p.line)
	}
	if in.D.Errors > 0 {
		return nil, byTNr
	}
	if !byTNr {
		scDeriveNumbers(players, order, func(p *scPlayer) int { return p.rating })
	}
	return players, byTNr
}

// scDeriveNumbers gives the players of pairings without start numbers
// (order, the players as they first appear; players, by folded name) the
// start numbers the lists of §12 derive (pairingPlayers: by rating, then
// name), each player rated by rating.
func scDeriveNumbers(players map[string]*scPlayer, order []*scPlayer, rating func(*scPlayer) int) {
	pls := make([]pairLine, 0, len(order))
	for _, p := range order {
		pls = append(pls, pairLine{White: p.name, WRtg: rating(p), line: p.line, round: 1})
	}
	_, plist, _ := pairingPlayers(pls)
	for i, pp := range plist {
		players[pp.foldedName].tnr = i + 1
	}
}

// scFullNames gives the players the full names of a participants list
// ("TlnNr Teilnehmer …"): the row of the player's start number whose name
// the pairing list's name starts.
func (in *pairInput) scFullNames(players map[string]*scPlayer, rows []scStandRow) {
	byNo := map[int]*scPlayer{}
	for _, p := range players {
		byNo[p.tnr] = p
	}
	for _, r := range rows {
		if p := byNo[r.key]; p != nil && len(r.name) > len(p.row.Name) {
			if exact, prefix := scNameMatch(p.row.Name, r.name); exact || prefix {
				p.row.Name = r.name
			}
		}
	}
}

// scJoin joins the standings rows to the players: by start number when
// both the pairings (byTNr) and the standings print one, else by name
// (scNameMatch), a name equal before one cut short. A standings name that
// fits several players is E-SC-NAME; one that fits none is left out
// (W-SC-UNMATCHED). It returns false after errors.
func (in *pairInput) scJoin(players map[string]*scPlayer, rows []scStandRow, byTNr bool) bool {
	var list []*scPlayer
	for _, p := range players {
		list = append(list, p)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].tnr < list[j].tnr }) // a stable order for the messages
	taken := map[*scPlayer]int{}                                               // the line of the standings row joined
	for i := range rows {
		r := &rows[i]
		var exact, prefix []*scPlayer
		for _, p := range list {
			if r.key > 0 && byTNr {
				if p.tnr == r.key {
					exact = append(exact, p)
				}
				continue
			}
			e, pf := scNameMatch(p.row.Name, r.name)
			if !e && !pf && p.name != p.row.Name {
				e, pf = scNameMatch(p.name, r.name)
			}
			switch {
			case e:
				exact = append(exact, p)
			case pf:
				prefix = append(prefix, p)
			}
		}
		cands := exact
		if len(cands) == 0 {
			cands = prefix
		}
		switch {
		case len(cands) == 0:
			in.D.At(scan.SeverityWarning, scan.WScUnmatched, r.line, r.col, r.end, r.name, "a player of the pairing lists",
				scan.MsgIS(&msg.ReaderSCUnmatched, r.line, scan.Quote(r.name)))
			continue
		case len(cands) == 1 && taken[cands[0]] > 0:
			p := cands[0]
			in.D.At(scan.SeverityError, scan.EScName, r.line, r.col, r.end, r.name, "the name of a player no other standings row names",
				scan.MsgA(&msg.ReaderSCNameTwice, r.line, scan.Quote(r.name), scan.LabelOf(p.tnr, p.row.Name), taken[p]))
			continue
		case len(cands) > 1:
			var labels []string
			for _, p := range cands {
				labels = append(labels, scan.LabelOf(p.tnr, p.row.Name))
			}
			in.D.At(scan.SeverityError, scan.EScName, r.line, r.col, r.end, r.name, "the name of one player of the pairing lists",
				scan.MsgIS(&msg.ReaderSCNameAmbiguous, r.line, scan.Quote(r.name), strings.Join(labels, ", ")))
			continue
		}
		p := cands[0]
		taken[p] = r.line
		row := p.row
		r.row = row
		if e, pf := scNameMatch(row.Name, r.name); len(r.name) > len(row.Name) && (e || pf) {
			row.Name = r.name // the standings cut the name later than the pairings
		}
		row.Rank, row.Declared, row.Printed = r.rank, r.points, r.printed
		if row.Fed == "" {
			row.Fed = r.fed
		}
	}
	return in.D.Errors == 0
}

// scRatings gives the players joined to the standings whose pairing
// lines print no rating the rating of the standings (docs/tiebreaks.md,
// decision 91). One column rates the event: of the rating columns that
// rate some player, the first by scan.RatingRank (TWZ, then the
// international rating, then a national one), then by position. A player
// without a rating there (an empty cell, 0, a dash) is unrated even when
// another column rates him, and I-SC-RATINGS names such players; a cell
// that is no rating (scRatingOf) is W-SC-RATING at the cell, the player
// unrated. It reports whether it gave a rating.
func (in *pairInput) scRatings(h *scStand, rows []scStandRow) bool {
	best := -1 // the chosen column, an index of h.ratings
	for k := range h.ratings {
		if best >= 0 && scan.RatingRank(h.ratingHeads[k]) >= scan.RatingRank(h.ratingHeads[best]) {
			continue
		}
		for _, r := range rows {
			if v, ok := scRatingOf(r.ratings[k].S); ok && v > 0 {
				best = k
				break
			}
		}
	}
	if best < 0 {
		return false
	}
	rated := false
	var others []string // unrated in the chosen column, rated in another
	for _, r := range rows {
		if r.row == nil || r.row.Rating > 0 {
			continue // not joined, or rated by the pairing lines
		}
		c := r.ratings[best]
		v, ok := scRatingOf(c.S)
		switch {
		case !ok:
			in.D.At(scan.SeverityWarning, scan.WScRating, r.line, c.Col, c.End, c.S, "a rating such as 2080, or nothing for an unrated player",
				scan.MsgIS(&msg.ReaderSCRating, r.line, scan.Quote(c.S), scan.Quote(h.ratingHeads[best]), scan.Quote(r.name)))
		case v > 0:
			r.row.Rating, rated = v, true
		default:
			for k := range h.ratings {
				if w, ok := scRatingOf(r.ratings[k].S); ok && w > 0 {
					others = append(others, r.name)
					break
				}
			}
		}
	}
	if len(others) > 0 {
		in.D.Info(scan.IScRatings, h.line, scan.MsgIS(&msg.ReaderSCRatings, h.line, scan.Quote(h.ratingHeads[best]), strings.Join(others, ", ")))
	}
	return rated
}

// scRatingOf reads a cell of a rating column: a number up to 4000, 0 or
// nothing (an empty cell, a dash) for an unrated player; ok is false for
// other text.
func scRatingOf(s string) (int, bool) {
	if s == "" || scLoneDash(s) {
		return 0, true
	}
	v, ok := scan.AtoiSmall(s)
	return v, ok && v <= 4000
}

// scRenumber derives the start numbers of pairings without them again
// (scDeriveNumbers), once the standings have given ratings. The order the
// players are given in does not matter: their names differ, and the
// numbers go by rating, then name.
func scRenumber(players map[string]*scPlayer) {
	order := make([]*scPlayer, 0, len(players))
	for _, p := range players {
		order = append(order, p)
	}
	scDeriveNumbers(players, order, func(p *scPlayer) int { return p.row.Rating })
	for _, p := range order {
		p.row.Key = p.tnr
	}
}

// scNumbersFromStandings gives the players of pairings without start
// numbers those of the standings' number column (#, No., SNo, Nr.), when
// it numbers every player once; it reports whether it did.
func scNumbersFromStandings(players map[string]*scPlayer, rows []scStandRow) bool {
	keys := map[*table.Row]int{}
	seen := map[int]bool{}
	for _, r := range rows {
		if r.key <= 0 || seen[r.key] {
			return false
		}
		seen[r.key] = true
		if r.row != nil {
			keys[r.row] = r.key
		}
	}
	for _, p := range players {
		if keys[p.row] == 0 {
			return false
		}
	}
	for _, p := range players {
		p.row.Key, p.tnr = keys[p.row], keys[p.row]
	}
	return true
}

// scGames puts the games and byes of the pairings in the players' rows.
func (in *pairInput) scGames(pairs []scPair, players map[string]*scPlayer, byTNr bool) {
	for _, p := range pairs {
		if byTNr && (p.w.tnr <= 0 && !p.w.bye || p.b.tnr <= 0 && !p.b.bye) {
			continue
		}
		k := p.round - 1
		ks, _ := pairResults(p.Result)
		col := p.resCol
		if col == 0 {
			col = p.w.col
		}
		if p.w.bye || p.b.bye {
			sd, kind := p.w, ks[0]
			if p.w.bye {
				sd, kind = p.b, ks[1]
			}
			c := table.Cell{Text: p.Result, Line: p.line, Col: col}
			switch kind {
			case engine.Win, engine.ForfeitWin, engine.NotYet:
				c.Full, c.Kind = true, engine.PAB
			case engine.Draw:
				c.Kind = engine.HPB
			default:
				c.Kind = engine.ZPB
			}
			in.pairSet(players[scKey(sd, byTNr)].row, k, c)
			continue
		}
		w, b := players[scKey(p.w, byTNr)].row, players[scKey(p.b, byTNr)].row
		if w == b {
			in.D.At(scan.SeverityError, scan.ESelfPairing, p.line, p.w.col, p.b.end, "", "", scan.MsgIS(&msg.ReaderPairingsSelf, p.line, p.w.name))
			continue
		}
		wc, bc := engine.White, engine.Black
		if ks[0].Forfeit() || ks[1].Forfeit() {
			wc, bc = engine.NoColour, engine.NoColour
		}
		in.pairSet(w, k, table.Cell{Kind: ks[0], Opp: b.Key, Colour: wc, Text: p.Result, Line: p.line, Col: col})
		in.pairSet(b, k, table.Cell{Kind: ks[1], Opp: w.Key, Colour: bc, Text: p.Result, Line: p.line, Col: col})
	}
}
