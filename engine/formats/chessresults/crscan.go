package chessresults

import (
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// The chess-results family (docs/formats.md §7, §7.8): one scanner finds
// the header, the columns, the preamble and the rows of a crosstable, of
// players or of teams; a dialect (crDialect) says what differs between the
// two, and its reader (readChessResults, readTeamChessResults) reads the
// rows' cells and assembles the event. A new layout of the family is a new
// crDialect, or a new column role in crColumnsOf.

// crDialect is what a kind of chess-results crosstable changes in the
// scanner: the words of its header, its round cells and its messages.
type Dialect struct {
	// role names the column a header word heads (headerRole,
	// teamHeaderRole); the rows' name column is role "name".
	role func(h string) string
	// cell reports whether a field is a round cell naming an opponent: a
	// column headed by a bare integer is a round when it holds one (§7.2).
	cell func(t scan.Tok) bool
	// parse reads a round cell of a crosstable of players (crCell for
	// chess-results, papiCell for Papi's grille américaine), and
	// cellExpected is E-CR-CELL's expected text; nil for the team
	// crosstable, whose reader parses its own cells.
	parse        func(t scan.Tok) (table.Cell, bool)
	cellExpected string
	// headerExpected is E-CR-HEADER's expected text.
	headerExpected string
	// The dialect's messages (internal/msg): E-CR-HEADER (noHeader), a
	// header without rows (E-NO-RESULTS, noRows) and a ranking list
	// without round columns (E-NO-ROUNDS, noRounds); by their addresses,
	// so that a dialect is data the linker lays out, not code run at
	// start-up (app.wasm's size).
	noHeader, noRows, noRounds *msg.ID
	// namesByContent: the name column may be found by its values
	// (nameColumn, docs/formats.md §7.1), under a header none of whose
	// headings names it or over an empty column headed so; the players'
	// crosstable only (a team's name is a club's, which the rule refuses).
	namesByContent bool
	// delim, when not 0, is the dialect's delimiter, not looked for.
	delim rune
	// join, when set, reads the rows under the header hdr at hdrLine
	// itself, for a layout whose row spans several lines (Vega's page as
	// a browser copies it, crvega.go): it returns the header the rows'
	// fields follow and the rows, or nil after reporting errors.
	join func(in *Input, hdrLine int, hdr []scan.Tok) ([]scan.Tok, [][]scan.Tok)
}

// PlayerCR is the dialect of the crosstable of players (§7).
var PlayerCR = &Dialect{
	role:           scan.HeaderRole,
	cell:           func(t scan.Tok) bool { return reCRFull.Re().MatchString(scan.NormDashes(strings.TrimSpace(t.S))) }, // gameText, without its parts
	parse:          crCell,
	cellExpected:   "12w1, 5b½, 4b+, 81w-, -1, +, -½, -0, 0 or blank",
	headerExpected: "a header row such as Rk.;SNo;Name;Rtg;1.Rd;2.Rd;Pts.",
	noHeader:       &msg.ReaderCRHeader,
	noRows:         &msg.ReaderCRNoRows,
	noRounds:       &msg.ReaderCRNoRounds,
	namesByContent: true,
}

// TeamCR is the dialect of the team crosstable (§7.8).
var TeamCR = &Dialect{
	role: scan.TeamHeaderRole,
	cell: func(t scan.Tok) bool {
		_, ok := table.TeamCRNamed(t)
		return ok
	},
	headerExpected: "a header row such as Rk.;SNo;Team;1.Rd;2.Rd;MP;GP",
	noHeader:       &msg.ReaderTeamCRHeader,
	noRows:         &msg.ReaderTeamCRNoRows,
	noRounds:       &msg.ReaderTeamCRNoRounds,
}

// crScan is a crosstable as the scanner found it: its header, the roles of
// its columns, the fields of its rows and what its preamble says.
type crScan struct {
	HdrLine int        // the header's line (1-based)
	Hdr     []scan.Tok // the header's fields
	Cols    *Columns
	Data    [][]scan.Tok // the rows' fields
	// pre holds what the lines above the header say: the event's name and
	// the rounds of a title "after N rounds" (rounds, played and where).
	Pre table.Table
	// final: the title says the ranking is final ("Final Ranking").
	final bool
	// nr is the last round of the columns; rounds the number of rounds,
	// at least nr and at least the title's.
	Nr, Rounds int
}

// ScanCR scans a crosstable of dialect d: the delimiter, the header, the
// preamble, the columns and the rows. It reports a missing header, a header
// without rows, a table without round columns and too many rounds, and
// then returns nil.
func (in *Input) ScanCR(d *Dialect) *crScan {
	delim := d.delim
	if delim == 0 {
		delim = scan.PickDelim(in.Lines, func(dl rune) bool { l, _ := FindHeader(in.Lines, dl, d); return l > 0 })
	}
	hdrLine, hdr := FindHeader(in.Lines, delim, d)
	if hdrLine == 0 {
		in.D.NoneFound(scan.ECrHeader, in.Lines, d.headerExpected, d.noHeader)
		return nil
	}
	s := &crScan{HdrLine: hdrLine, Hdr: hdr}
	s.final = crPreamble(&s.Pre, in.Lines[:hdrLine-1])
	if d.join != nil {
		if s.Hdr, s.Data = d.join(in, hdrLine, hdr); s.Hdr == nil {
			return nil
		}
	} else {
		s.Data = DataRows(in.Lines, hdrLine, len(hdr), delim)
		if n := len(s.Data); n > 0 { // a row after the line that ended the table (W-LINE-SKIPPED)
			in.RowsAfter(s.Data[n-1][0].Line, func(t string, ln int) bool { return crCells(Fields(t, ln, delim), d.cell) >= 2 },
				"a row of the crosstable, above the line that ended it")
		}
	}
	s.Cols = ColumnsOf(s.Hdr, d.role)
	s.Cols.bareRounds(s.Hdr, s.Data, d.cell)
	if d.namesByContent {
		s.Cols.contentName(s.Hdr, s.Data)
	}
	s.Pre.HdrLine = hdrLine // E-NAMES-EMPTY names the name column's heading, or the header
	if s.Cols.NameCol >= 0 {
		s.Pre.NameCol = &s.Hdr[s.Cols.NameCol]
	}
	switch {
	case len(s.Data) == 0:
		in.D.At(scan.SeverityError, scan.ENoResults, hdrLine, 1, 1, "", "", msg.Message{ID: *d.noRows})
		return nil
	case len(s.Cols.Rounds) == 0:
		code, m := scan.ENoRounds, msg.Message{ID: *d.noRounds}
		if blankRounds(s.Hdr, s.Data) { // rounds headed over empty cells: before the first game (§4.4)
			code, m = scan.ENotStarted, scan.NotStarted(hdrLine, len(s.Data), *d.noRounds == msg.ReaderTeamCRNoRounds)
		}
		in.D.At(scan.SeverityError, code, hdrLine, 1, 1, "", "", m)
		return nil
	}
	for _, r := range s.Cols.Rounds {
		s.Nr = max(s.Nr, r)
	}
	s.Rounds = max(s.Pre.Rounds, s.Nr)
	if in.TooManyRounds(s.Rounds, hdrLine) {
		return nil
	}
	return s
}

// splitWide splits fixed-width text at runs of two or more spaces (or TABs),
// by scan.WideFields, with the fields' character columns.
func splitWide(line string, ln int) []scan.Tok {
	var out []scan.Tok
	at, runes := 0, 0 // the rune count of line[:at], advanced as the offsets grow
	scan.WideFields(line, func(text string, from, to int) bool {
		runes += utf8.RuneCountInString(line[at:from])
		col := runes + 1
		runes += utf8.RuneCountInString(line[from:to])
		at = to
		out = append(out, scan.Tok{S: text, Line: ln, Col: col, End: runes})
		return true
	})
	return out
}

// crFields splits a line of a chess-results table.
func Fields(s string, ln int, delim rune) []scan.Tok {
	if delim == 0 {
		return splitWide(s, ln)
	}
	return scan.SplitCols(s, ln, delim)
}

// allBlank reports whether every field is empty or spaces.
func allBlank(fs []scan.Tok) bool {
	for _, f := range fs {
		if strings.TrimSpace(f.S) != "" {
			return false
		}
	}
	return true
}

// crFindHeader returns the first line (1-based) naming at least three
// columns that the dialect's role knows, one of them the name, and its
// fields; for a dialect whose names may be found by content, also such a
// line naming no name column when the rows under it hold one
// (crNamesUnder; the first maxUnnamedHeaders such lines only, which keeps
// the search linear). 0 when there is none.
func FindHeader(lines []string, delim rune, d *Dialect) (int, []scan.Tok) {
	unnamed := 0
	for i, s := range lines {
		fs := Fields(s, i+1, delim)
		known, name := 0, false
		for _, f := range fs {
			if r := d.role(f.S); r != "" || scan.RoundHeader(f.S) > 0 {
				known++
				name = name || r == "name"
			}
		}
		switch {
		case known < 3:
		case name:
			return i + 1, fs
		case d.namesByContent && unnamed < maxUnnamedHeaders:
			unnamed++
			if crNamesUnder(lines, i+1, fs, delim, d) {
				return i + 1, fs
			}
		}
	}
	return 0, nil
}

// maxUnnamedHeaders bounds the lines crFindHeader tries as a header whose
// name column is found by content.
const maxUnnamedHeaders = 3

// crNamesUnder reports whether the rows under the header hdr at hdrLine
// hold a column of names (nameColumn) outside the header's known columns.
func crNamesUnder(lines []string, hdrLine int, hdr []scan.Tok, delim rune, d *Dialect) bool {
	data := DataRows(lines, hdrLine, len(hdr), delim)
	c := ColumnsOf(hdr, d.role)
	c.bareRounds(hdr, data, d.cell)
	c.contentName(hdr, data)
	return c.NameCol >= 0
}

// crPreamble reads the lines above the header: the event name and the
// number of rounds of a "Crosstable after N rounds" title. It reports
// whether the title says the ranking is final.
func crPreamble(xt *table.Table, lines []string) bool {
	finalRanking := false
	for i, s := range lines {
		t := strings.Trim(strings.TrimSpace(s), ";,\t ")
		low := strings.ToLower(t)
		switch {
		case t == "":
		case scan.TitleLine(t):
			finalRanking = finalRanking || strings.Contains(low, "final ranking") || strings.Contains(low, "endstand")
			if m := strip.ReAtRound.Re().FindStringSubmatchIndex(s); m != nil { // "Ranking crosstable after Round 4": the rounds played
				xt.Played, _ = scan.AtoiSmall(s[m[2]:m[3]])
				xt.TitleLine, xt.TitleCol, xt.TitleEnd = i+1, utf8.RuneCountInString(s[:m[2]])+1, utf8.RuneCountInString(s[:m[3]])
			} else if m := scan.ReRoundsNum.Re().FindStringSubmatchIndex(s); m != nil {
				n, _ := scan.AtoiSmall(s[m[2]:m[3]])
				xt.Rounds, xt.Played = n, n
				xt.TitleLine, xt.TitleCol, xt.TitleEnd = i+1, utf8.RuneCountInString(s[:m[2]])+1, utf8.RuneCountInString(s[:m[3]])
			}
		case scan.SiteLine(t), scan.IsProse(t): // the site's lines and a paragraph name no event
		case xt.Name == "":
			xt.Name = t
		}
	}
	return finalRanking
}

// crColumns is the meaning of the columns of a chess-results header.
type Columns struct {
	Roles                    []string    // field index → role
	Rounds                   map[int]int // field index → round
	SnoCol, RankCol, NameCol int         // the first start-number and rank columns, the last name column; -1 when absent
}

// crColumnsOf gives each header field its role by role; the unnamed
// fields beside the name are titles.
func ColumnsOf(hdr []scan.Tok, role func(string) string) *Columns {
	c := &Columns{Roles: make([]string, len(hdr)), Rounds: map[int]int{}, SnoCol: -1, RankCol: -1, NameCol: -1}
	name := -1
	for j, h := range hdr {
		c.Roles[j] = role(h.S)
		if r := scan.RoundHeader(h.S); r > 0 {
			c.Rounds[j] = r
			c.Roles[j] = "round"
		}
		switch c.Roles[j] {
		case "key":
			if c.SnoCol < 0 {
				c.SnoCol = j
			}
		case "rank":
			if c.RankCol < 0 {
				c.RankCol = j
			}
		case "name":
			name = j
		}
	}
	if name >= 0 {
		c.setName(hdr, name)
	}
	return c
}

// setName makes field j the name column, and the unnamed fields beside it
// the titles; the fields beside a former name column lose that role.
func (c *Columns) setName(hdr []scan.Tok, j int) {
	for _, k := range []int{c.NameCol - 1, c.NameCol + 1} {
		if c.NameCol >= 0 && k >= 0 && k < len(hdr) && c.Roles[k] == "title" && hdr[k].S == "" {
			c.Roles[k] = ""
		}
	}
	if c.NameCol >= 0 && c.NameCol != j {
		c.Roles[c.NameCol] = ""
	}
	c.NameCol, c.Roles[j] = j, "name"
	for _, k := range []int{j - 1, j + 1} {
		if k >= 0 && k < len(hdr) && hdr[k].S == "" {
			c.Roles[k] = "title"
		}
	}
}

// contentName finds the name column by the rule of the grids (nameColumn,
// docs/formats.md §8.1): the column headed by a name heading when a row
// has a value there, else the first column, left to right, not headed by
// another role nor a round whose values are names.
func (c *Columns) contentName(hdr []scan.Tok, data [][]scan.Tok) {
	free := func(j int) bool { return c.Roles[j] == "" || c.Roles[j] == "name" }
	j, byContent := grid.NameColumn(len(hdr), c.NameCol, free, func(j int) []string { return grid.FieldValues(data, j) })
	if byContent {
		c.setName(hdr, j)
	}
}

// crDataRows returns the fields of the rows after the header: up to the
// first blank or comment line after a row, or the first line with fewer
// than half the header's fields.
func DataRows(lines []string, hdrLine, hdrFields int, delim rune) [][]scan.Tok {
	var data [][]scan.Tok
	for i := hdrLine; i < len(lines); i++ {
		s := lines[i]
		if strings.TrimSpace(s) == "" || strings.HasPrefix(strings.TrimSpace(s), "#") {
			if len(data) > 0 {
				break
			}
			continue
		}
		fs := Fields(s, i+1, delim)
		if allBlank(fs) { // ",,,,,": a spreadsheet's empty row ends the table like a blank line
			if len(data) > 0 {
				break
			}
			continue
		}
		if len(fs)*2 < hdrFields {
			break
		}
		data = append(data, fs)
	}
	return data
}

// bareRounds makes a round of each unnamed column headed by a bare
// positive integer whose rows hold at least one round cell (cell).
func (c *Columns) bareRounds(hdr []scan.Tok, data [][]scan.Tok, cell func(scan.Tok) bool) {
	for j, h := range hdr {
		if n, ok := scan.AtoiSmall(h.S); ok && c.Roles[j] == "" && n > 0 {
			for _, fs := range data {
				if j < len(fs) && cell(fs[j]) {
					c.Rounds[j], c.Roles[j] = n, "round"
					break
				}
			}
		}
	}
}

// blankRounds reports whether the header has bare round numbers (1 …)
// under which every row is blank: a crosstable published before its first
// round's results (Vega's "Cross Table at round 1" of a new event).
func blankRounds(hdr []scan.Tok, data [][]scan.Tok) bool {
	found := false
	for j, h := range hdr {
		if n, ok := scan.AtoiSmall(h.S); ok && n > 0 && n <= len(hdr) {
			for _, fs := range data {
				if j < len(fs) && strings.TrimSpace(fs[j].S) != "" {
					return false
				}
			}
			found = true
		}
	}
	return found
}

// crCells counts the fields that are round cells of the dialect (cell).
func crCells(fs []scan.Tok, cell func(scan.Tok) bool) int {
	n := 0
	for _, f := range fs {
		if strings.TrimSpace(f.S) != "" && cell(f) {
			n++
		}
	}
	return n
}

// crInput is a Read call of this reader, with its methods.
type Input struct{ grid.Input }
