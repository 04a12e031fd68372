package chessresults

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// Papi's grille américaine (docs/formats.md §7.10): the program of the
// French federation publishes its crosstable as an HTML page, on the
// federation's site among others. It is a crosstable of the chess-results
// family: one row per player in the order of the final places, read by the
// family's scanner with the dialect papiCR, whose cells name the opponent by
// final place (`+ 21N`, `= 6B`, `-  3B`, `> 5N`, `< 9B`, `EXE`).

// papiCR is the dialect of Papi's grille américaine: TAB-separated (the
// text of the page, or a browser's copy of it), its rows possibly spanning
// several lines (papiJoin).
var papiCR = &Dialect{
	role: papiRole,
	cell: func(t scan.Tok) bool {
		_, ok := PapiCell(t)
		return ok && strings.TrimSpace(t.S) != ""
	},
	parse:          PapiCell,
	cellExpected:   "+ 12B, = 3N, - 7B, > 5N, < 9B, EXE or blank",
	headerExpected: "a header row such as Pl, Nom, Elo, R 1, R 2, …, Pts, Tr., Bu., Perf",
	noHeader:       &msg.ReaderCRHeader,
	noRows:         &msg.ReaderCRNoRows,
	noRounds:       &msg.ReaderCRNoRounds,
	delim:          '\t',
	join:           papiJoin,
}

// rePapiCell is a round cell naming an opponent: the result, the
// opponent's final place and the colour (N noir, B blanc), the place padded
// with spaces (no-break spaces on the page).
var rePapiCell = &scan.LazyRE{Pattern: `^([+=<>-])[\s\x{00a0}]*(\d+)[\s\x{00a0}]*([NBnb])$`}

// papiRole names the columns of Papi's header: the family's words, the
// rating headed by its kind (Rapide, Blitz), the league (Ligue), and `Cu.`,
// the cumulatif of Papi's own export (the sum of the points after each
// round), a printed tie-break column of this dialect only: a grid headed
// `Cu.` is no grille (page-evt-tournoi-interne-2014-r5.txt).
func papiRole(h string) string {
	if i := scan.WordIndex("rapide|blitz|elo|national|fide|ligue|cat|cu", strings.ToLower(strings.TrimRight(strings.TrimSpace(h), "."))); i >= 0 {
		return [...]string{"rating", "rating", "rating", "rating", "rating", "club", "", "tb"}[i]
	}
	return scan.HeaderRole(h)
}

// PapiCell parses a round cell of a grille américaine: `+ 12B` a win,
// `= 3N` a draw, `- 7B` a loss, `> 5N` a win and `< 9B` a loss by
// forfeit, the number being the opponent's final place and the letter the
// colour; `EXE` the exempt (the pairing-allocated bye); a blank cell a
// round without a game.
func PapiCell(t scan.Tok) (table.Cell, bool) {
	s := strings.TrimSpace(t.S)
	x := table.Cell{Text: t.S, Line: t.Line, Col: t.Col, End: t.End, Colour: engine.NoColour}
	switch strings.ToUpper(s) {
	case "":
		x.Blank = true
		return x, true
	case "EXE":
		x.Kind = engine.PAB
		return x, true
	}
	m := rePapiCell.Re().FindStringSubmatch(s)
	if m == nil {
		return x, false
	}
	if n, ok := scan.AtoiSmall(m[2]); ok && n > 0 {
		x.Opp = n
	} else {
		return x, false
	}
	x.Colour = engine.White
	if strings.EqualFold(m[3], "n") {
		x.Colour = engine.Black
	}
	switch m[1] {
	case "+":
		x.Kind = engine.Win
	case "=":
		x.Kind = engine.Draw
	case "-":
		x.Kind = engine.Loss
	case ">":
		x.Kind = engine.ForfeitWin
	default:
		x.Kind = engine.ForfeitLoss
	}
	return x, true
}

// papiHeaderAt returns the index of the line holding the header of a
// grille américaine, -1 when there is none: a TAB-separated header the
// family knows (a name and rounds headed `R 1`, as the federation's site
// and some of Papi's exports print them, or `Rd01`, as others do) whose
// rows, within the lines a row may span, hold at least two of Papi's round
// cells.
func papiHeaderAt(lines []string) int {
	for i, s := range lines {
		if strings.IndexByte(s, '\t') < 0 || !strings.Contains(s, "R 1") && !strings.Contains(s, "Rd01") {
			continue
		}
		c := ColumnsOf(scan.SplitCols(s, i+1, '\t'), papiRole)
		if c.NameCol < 0 || len(c.Rounds) == 0 || c.RankCol != 0 {
			continue
		}
		for _, t := range lines[i+1 : min(len(lines), i+2*len(c.Rounds)+8)] {
			if papiCells(t) >= 2 {
				return i
			}
		}
	}
	return -1
}

// papiCells counts the fields of a TAB-separated line that are Papi's
// cells naming an opponent.
func papiCells(s string) int {
	if !strings.ContainsAny(s, "+-=<>") {
		return 0
	}
	n := 0
	for f := range strings.SplitSeq(s, "\t") {
		if rePapiCell.Re().MatchString(strings.TrimSpace(f)) {
			n++
		}
	}
	return n
}

// PapiRows counts the rows of a grille américaine in a detector's sample:
// the lines holding at least two of its cells after its header.
func PapiRows(sample []string) int {
	h := papiHeaderAt(sample)
	if h < 0 {
		return 0
	}
	n := 0
	for _, s := range sample[h+1:] {
		if papiCells(s) >= 2 {
			n++
		}
	}
	return n
}

// papiJoin reads the rows under the header of a grille américaine. A row
// is one line (a browser's copy, the player's box hidden), or spans
// several: the page's name cell holds a block, the player's box, so the
// text gives the place and the title on a line, the name on the next, then
// the box's table (the player's line and one per round with the
// opponent's name, rating and scores: it repeats the row and is not read),
// and the rest of the row, from the rating to the last column, on a line
// of its own. The table ends at the first line that begins no row.
func papiJoin(in *Input, hdrLine int, hdr []scan.Tok) ([]scan.Tok, [][]scan.Tok) {
	c := ColumnsOf(hdr, papiRole)
	name := c.NameCol
	lines := in.Lines
	var data [][]scan.Tok
	for i := hdrLine; i < len(lines); i++ {
		s := lines[i]
		if strings.TrimSpace(s) == "" {
			if len(data) > 0 {
				break
			}
			continue
		}
		fs := scan.SplitCols(s, i+1, '\t')
		if papiRest(c, fs, 0) && (len(fs) <= len(hdr) || !papiCellsIn(fs[len(hdr):])) {
			// Papi's own export ends each row with a column without a
			// heading (a performance again), which the line's cleaning
			// drops from the header (§3.4): it is not read.
			data = append(data, fs[:min(len(fs), len(hdr))])
			continue
		}
		// The place and the title: the line's cleaning (§3.4) drops the
		// blank fields at its end.
		if len(fs) > name+1 || !scan.IsUint(strings.TrimSpace(fs[0].S)) || !allBlank(fs[1:]) || i+1 >= len(lines) {
			break
		}
		for len(fs) < name {
			fs = append(fs, scan.Tok{Line: i + 1, Col: len([]rune(s)) + 1, End: len([]rune(s))})
		}
		nm := lines[i+1]
		if strings.TrimSpace(nm) == "" || strings.Contains(nm, "\t") {
			break
		}
		// The box holds a line for the player and one per round: the rest
		// of the row is at most that many lines further.
		found := false
		for k := i + 2; k < len(lines) && k <= i+2+len(c.Rounds)+1; k++ {
			rest := scan.SplitCols(lines[k], k+1, '\t')
			if len(rest) != len(hdr)-name-1 || !papiRest(c, rest, name+1) {
				continue
			}
			lead := strings.Index(nm, strings.TrimSpace(nm))
			row := append(fs[:name:name], scan.Tok{S: strings.TrimSpace(nm), Line: i + 2, Col: lead + 1, End: lead + len([]rune(strings.TrimSpace(nm)))})
			data = append(data, append(row, rest...))
			i, found = k, true
			break
		}
		if !found {
			in.D.At(scan.SeverityError, scan.EPapiRow, i+1, 1, 1, strings.TrimSpace(nm), "the rest of the row (the rating, the rounds, the points) within the lines of the player's box",
				scan.MsgIS(&msg.ReaderPapiRow, i+1, scan.Quote(strings.TrimSpace(nm))))
			return nil, nil
		}
	}
	return hdr, data
}

// papiCellsIn reports whether one of fields fs is a cell of Papi naming an
// opponent or an exempt: fields past the header's last column are a column
// without a heading only if none is.
func papiCellsIn(fs []scan.Tok) bool {
	for _, f := range fs {
		if x, ok := PapiCell(f); ok && !x.Blank {
			return true
		}
	}
	return false
}

// papiRest reports whether fields fs, the first being the header's column
// off, hold a cell of Papi in every round column they reach and a game or
// an exempt in one of them.
func papiRest(c *Columns, fs []scan.Tok, off int) bool {
	some := false
	for j, r := range c.Rounds {
		if r <= 0 || j < off {
			continue
		}
		if j-off >= len(fs) {
			return false
		}
		x, ok := PapiCell(fs[j-off])
		if !ok {
			return false
		}
		some = some || !x.Blank
	}
	return some
}
