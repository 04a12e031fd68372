package chessresults

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// Vega's crosstable as a browser copies it from Vega's HTML site
// (docs/formats.md §7.9): a dialect of the chess-results family's scanner
// (crscan.go) whose join first turns each row, which spans many lines,
// into the fields of one row. Each round cell of the page holds its result
// and its opponent in blocks of their own, so the copy puts them on lines
// of their own; a round without a game leaves nothing in the copy, and the
// round of each game is found again from the opponent's row (vegaPlace).

// vegaCR is the dialect of Vega's crosstable copied from its page.
var vegaCR = &Dialect{
	role: vegaRole,
	cell: func(t scan.Tok) bool {
		_, ok := vegaCell(t)
		return ok && strings.TrimSpace(t.S) != ""
	},
	headerExpected: "a header row such as #, Player, Pts, 1, 2, …, BH",
	noHeader:       &msg.ReaderCRHeader,
	noRows:         &msg.ReaderCRNoRows,
	noRounds:       &msg.ReaderCRNoRounds,
	delim:          '\t',
	join:           vegaJoin,
}

// The headers the join adds after Player for the fields a row of the "#"
// layout gives on lines of their own (§7.9), and the title of both.
const (
	vegaSnoHeader    = "SNo"
	vegaTitleHeader  = "T"
	vegaRatingHeader = "Rtg"
)

// vegaRole is headerRole, with the first column ("#" or "Pos") the
// number the opponents are named by: the rank in a table sorted by score.
func vegaRole(h string) string {
	switch strings.TrimSpace(h) {
	case "#", "Pos":
		return "rank"
	}
	return scan.HeaderRole(h)
}

// VegaLayout is what a Vega header says of its rows.
type VegaLayout struct {
	// hash: the "#" layout, whose row gives the name, the start number,
	// the title and the rating on lines of their own; else the "Pos"
	// layout, whose row's first line holds them between TABs.
	Hash bool
	// numbered: the row's number is in the name's cell ("2 CM Nguyen,Anh
	// Kiet", the crosstable by start number headed "Player Rtg Fed Pts");
	// the join splits it into a column of its own (vegaSnoHeader).
	numbered bool
	// titleCol: the header has a title column ("Pos T NAME"), so the
	// title is not in the name's cell.
	titleCol bool
	// oppFirst: each round cell gives the opponent before the result (the
	// 2016–2019 template); found from the cells (vegaOrder).
	oppFirst bool
	// name, pts and first are the header indexes of the name, of the
	// points and of round 1; nr the rounds, ntb the tie-break columns after
	// them.
	name, pts, first, Nr, Ntb int
}

// vegaFirstColumn reports whether h heads the first column of a Vega
// table: the position ("#", "Pos") or the start number ("ID", "N").
func vegaFirstColumn(h string) bool {
	switch strings.TrimSpace(h) {
	case "#", "Pos", "ID", "N", vegaSnoHeader: // SNo: the column the join makes of the numbered layout
		return true
	}
	return false
}

// vegaNameHeader reports whether h heads the names: "Player", or "NAME"
// in the 2016–2019 template.
func vegaNameHeader(h string) bool {
	h = strings.TrimSpace(h)
	return h == "Player" || h == "NAME"
}

// vegaLayoutOf reads a Vega header: "#", "Pos", "ID" or "N", then
// "Player" or "NAME" (after a title column "T" or not), … Pts, then the
// rounds 1 … N and the printed tie-break columns; or "Player" first, the
// number in the name's cell (the number column added by the join, §7.9).
func vegaLayoutOf(fs []string) (VegaLayout, bool) {
	var l VegaLayout
	if len(fs) < 3 {
		return l, false
	}
	switch {
	case vegaFirstColumn(fs[0]) && vegaNameHeader(fs[1]):
		l.name = 1
	case vegaFirstColumn(fs[0]) && len(fs) > 2 && strings.TrimSpace(fs[1]) == "T" && vegaNameHeader(fs[2]):
		l.name, l.titleCol = 2, true
	case strings.TrimSpace(fs[0]) == "Player":
		l.numbered = true
	default:
		return l, false
	}
	l.Hash = strings.TrimSpace(fs[0]) == "#"
	l.pts = -1
	for j, f := range fs {
		if strings.TrimSpace(f) == "Pts" {
			l.pts = j
			break
		}
	}
	if l.pts <= l.name {
		return l, false
	}
	l.first = l.pts + 1
	for l.first+l.Nr < len(fs) && strings.TrimSpace(fs[l.first+l.Nr]) == strconv.Itoa(l.Nr+1) {
		l.Nr++
	}
	if l.Nr == 0 {
		return l, false
	}
	l.Ntb = len(fs) - l.first - l.Nr
	return l, true
}

// vegaNumbered splits the name's cell of the numbered layout into the
// row's number and the rest (the title and the name: "2 CM Nguyen,Anh
// Kiet" in the page's text, "2CM Nguyen,Anh Kiet" in Chromium's copy).
func vegaNumbered(s string) (n, rest string, ok bool) {
	s = strings.TrimSpace(s)
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i > 4 {
		return "", "", false
	}
	return s[:i], strings.TrimSpace(s[i:]), true
}

// VegaHeaderAt returns the index of the line holding a Vega header
// followed by a row of the page's copy, and its layout; -1 when there is
// none. lines may be the detectors' sample, without blank lines.
func VegaHeaderAt(lines []string) (int, VegaLayout) {
	for i, s := range lines {
		if strings.IndexByte(s, '\t') < 0 {
			continue
		}
		l, ok := vegaLayoutOf(strings.Split(s, "\t"))
		if !ok {
			continue
		}
		var next []string
		for _, t := range lines[i+1:] {
			if strings.TrimSpace(t) != "" {
				next = append(next, t)
				if len(next) == 2 {
					break
				}
			}
		}
		if len(next) > 0 && vegaOneLine(next[0], strings.Count(s, "\t")+1) {
			return i, l
		}
		if len(next) == 2 && vegaRowStart(l, next[0], next[1]) && (l.Hash || vegaResult(strings.TrimSpace(next[1])) ||
			vegaOpponent(strings.TrimSpace(next[1])) || vegaRowStart(l, next[1], "")) {
			return i, l
		}
	}
	return -1, VegaLayout{}
}

// VegaRows counts the rows of a Vega crosstable copied from the page in a
// detector's sample (no blank lines), 0 when it holds no Vega header, and
// how many of them stand on one line (vegaOneLine).
func VegaRows(sample []string) (n, oneLine int) {
	h, l := VegaHeaderAt(sample)
	if h < 0 {
		return 0, 0
	}
	nf := strings.Count(sample[h], "\t") + 1
	for i := h + 1; i < len(sample); i++ {
		switch {
		case vegaOneLine(sample[i], nf):
			n, oneLine = n+1, oneLine+1
		case i+1 < len(sample) && vegaRowStart(l, sample[i], sample[i+1]):
			n++
		}
	}
	return n, oneLine
}

// vegaOneLine reports whether s is a row of the table on one line, as a
// copy that keeps each round cell's result and opponent together gives it
// ("1\tNguyen,Anh Kiet\t6.0\t1 12\t½ BYE\t…", §7.9): as many fields as
// the header's nf, a number first, and a round cell of Vega's, a result
// and an opponent.
func vegaOneLine(s string, nf int) bool {
	fs := strings.Split(s, "\t")
	if len(fs) != nf || !scan.IsUint(strings.TrimSpace(fs[0])) {
		return false
	}
	for _, f := range fs[1:] {
		if x, ok := vegaCell(scan.Tok{S: f}); ok && !x.Blank && strings.Contains(strings.TrimSpace(f), " ") {
			return true
		}
	}
	return false
}

// vegaUnfold turns a row on one line (vegaOneLine) into the lines a
// Chromium copy gives the same row (§7.9), so that one parser reads both:
// in the "#" layout the rank, the name, the start number, title and
// rating its name's cell ends with ("Nguyen,Anh Kiet 7 - 1534"), the
// points; in the others the fields up to the points; then each round
// cell's result and opponent on lines of their own (an empty round leaves
// nothing, as in a copy), and the tie-breaks. The lines keep the row's
// line number.
func vegaUnfold(l VegaLayout, s string, ln int) []VegaLine {
	fs := strings.Split(s, "\t")
	line := func(t string) VegaLine { return VegaLine{S: t, Ln: ln} }
	var out []VegaLine
	if l.Hash {
		words := strings.Fields(fs[l.name])
		k := len(words)
		// rating, title ("-" for none) and start number, from the end
		if k > 1 && scan.IsUint(words[k-1]) && (scan.IsUint(words[k-2]) || k > 2 && scan.IsUint(words[k-3])) {
			k--
		}
		if k > 1 && !scan.IsUint(words[k-1]) && scan.IsUint(words[k-2]) {
			k--
		}
		if k > 1 && scan.IsUint(words[k-1]) {
			k--
		}
		out = append(out, line(fs[0]+"\t"), line(strings.Join(words[:k], " ")))
		for _, w := range words[k:] {
			out = append(out, line(w))
		}
		out = append(out, line(fs[l.pts]+"\t"))
	} else {
		out = append(out, line(strings.Join(fs[:l.pts+1], "\t")+"\t"))
	}
	for _, c := range fs[l.first : l.first+l.Nr] {
		if first, second, ok := strings.Cut(strings.TrimSpace(c), " "); ok {
			out = append(out, line(first), line(second)) // in the page's order (vegaOrder)
		}
	}
	if l.Ntb > 0 {
		out = append(out, line(strings.Join(fs[l.first+l.Nr:], "\t")))
	}
	return out
}

// vegaRowStart reports whether s begins a row, next being the line after
// it: in the "#" layout a number alone followed by a name, in the "Pos"
// layout a number, a TAB and a name.
func vegaRowStart(l VegaLayout, s, next string) bool {
	if l.Hash {
		n := strings.TrimSpace(next)
		return scan.IsUint(strings.TrimSpace(s)) && scan.IsLetterToken(n) && !vegaOpponent(n)
	}
	fs := strings.Split(s, "\t")
	if l.numbered {
		_, name, ok := vegaNumbered(fs[0])
		return ok && len(fs) > l.pts && scan.IsLetterToken(name)
	}
	return len(fs) > max(l.pts, l.name) && scan.IsUint(strings.TrimSpace(fs[0])) && scan.IsLetterToken(fs[l.name])
}

// vegaAfter reports whether the number s is greater than rank: the rows
// of the "#" layout are in the order of that number, so a result 1 before
// a misspelt opponent is not taken for the next row.
func vegaAfter(s string, rank int) bool {
	n, ok := scan.AtoiSmall(strings.TrimSpace(s))
	return ok && n > rank
}

// vegaResult reports whether s is a result as the page prints it.
func vegaResult(s string) bool { return scan.WordIndex(resultSymbols, s) >= 0 }

// vegaOpponent reports whether s names an opponent: a number, with its
// colour's letter or not, or BYE.
func vegaOpponent(s string) bool {
	s, _ = vegaColour(s)
	return scan.IsUint(s) || strings.EqualFold(s, "BYE")
}

// vegaColour splits an opponent's number from the letter of the colour
// the row's player had, which the text of a saved page writes after it
// ("19w" White, "14b" Black; docs/formats.md §3.10); a browser's copy has
// none: the colour is unknown (UnknownColour), and the tie-breaks that
// need colours are refused (Provenance.Colours unknown).
func vegaColour(s string) (string, engine.Colour) {
	if n := len(s) - 1; n > 0 && scan.IsUint(s[:n]) {
		switch s[n] {
		case 'w':
			return s[:n], engine.White
		case 'b':
			return s[:n], engine.Black
		}
	}
	return s, engine.UnknownColour
}

// VegaLine is one non-blank line of the table, with its number.
type VegaLine struct {
	S  string
	Ln int
}

// tok is the line as a field.
func (v VegaLine) tok() scan.Tok {
	return scan.Tok{S: strings.TrimSpace(v.S), Line: v.Ln, Col: 1, End: max(1, utf8.RuneCountInString(v.S))}
}

// vegaPair is one round cell of a row: its result and its opponent.
type vegaPair struct {
	Res, Opp scan.Tok
	Rank     int // the opponent's number, 0 for BYE
	lo, hi   int // the rounds (0-based) the cell may be in
	mate     int // the row of the opponent, -1 for none
	at       int // the index of the same game in the opponent's row, -1 for none
}

// VegaRow is one row of the table, joined.
type VegaRow struct {
	first  VegaLine
	Rank   int
	Fixed  []scan.Tok // the fields of the header's columns up to the points
	Sno    scan.Tok   // the "#" layout: the start number, title and rating
	Title  scan.Tok
	Rating scan.Tok
	inline bool // every round empty: the tie-breaks follow the points on the same line
	Cells  []vegaPair
	Tbs    []scan.Tok
}

// vegaJoin reads the rows under a Vega header (§7.9) and returns the
// header its fields follow, with the columns the "#" layout gives on lines
// of their own added after Player, and each row's fields with its round
// cells placed in their rounds ("1 19", "½ BYE", "" for none). It reports
// a malformed row and returns nil.
func vegaJoin(in *Input, hdrLine int, hdr []scan.Tok) ([]scan.Tok, [][]scan.Tok) {
	l, ok := vegaLayoutOf(tokTexts(hdr))
	if !ok || in.TooManyRounds(l.Nr, hdrLine) {
		return nil, nil
	}
	var lines []VegaLine
	for i := hdrLine; i < len(in.Lines); i++ {
		switch s := in.Lines[i]; {
		case vegaOneLine(s, len(hdr)):
			lines = append(lines, vegaUnfold(l, s, i+1)...)
		case strings.TrimSpace(s) != "":
			lines = append(lines, VegaLine{S: s, Ln: i + 1})
		}
	}
	l.oppFirst = vegaOrder(l, lines)
	rows := in.VegaParse(l, lines)
	if rows == nil || !in.vegaPlace(l, rows) {
		return nil, nil
	}
	return vegaFields(l, hdr, rows)
}

// vegaOrder reports whether the round cells of the table give the
// opponent before the result (the 2016–2019 template, §7.9): a copy does
// not say, so the lines of each row's cells are looked at in pairs, and
// those that can only be a result (½, +, -) or only an opponent (BYE, a
// number above 1) tell which comes first; a tie is the result first.
func vegaOrder(l VegaLayout, lines []VegaLine) bool {
	resFirst, oppFirst := 0, 0
	pos := -1 // the line's place among its row's cell lines; -1 outside them
	for i, v := range lines {
		s := strings.TrimSpace(v.S)
		next := ""
		if i+1 < len(lines) {
			next = lines[i+1].S
		}
		switch {
		case vegaRowStart(l, v.S, next):
			pos = 0
			continue
		case l.Hash && vegaPoints(v.S):
			pos = 0
			continue
		case pos < 0 || strings.IndexByte(v.S, '\t') >= 0:
			pos = -1
			continue
		}
		onlyRes := s == "½" || s == "=" || s == "+" || s == "-"
		n, _ := vegaColour(s)
		onlyOpp := strings.EqualFold(s, "BYE") || scan.IsUint(n) && n != "0" && n != "1"
		even := pos%2 == 0
		switch {
		case onlyRes && even, onlyOpp && !even:
			resFirst++
		case onlyRes && !even, onlyOpp && even:
			oppFirst++
		}
		pos++
	}
	return oppFirst > resFirst
}

// vegaError reports a malformed row at line v.
func (in *Input) vegaError(v VegaLine, id *msg.ID, expected string, args ...any) {
	t := v.tok()
	in.D.At(scan.SeverityError, scan.EVegaRow, t.Line, t.Col, t.End, t.S, expected, scan.MsgA(id, append([]any{t.Line}, args...)...))
}

// VegaParse splits the lines into rows. It returns nil after an error.
func (in *Input) VegaParse(l VegaLayout, lines []VegaLine) []*VegaRow {
	var rows []*VegaRow
	for i := 0; i < len(lines); {
		next := ""
		if i+1 < len(lines) {
			next = lines[i+1].S
		}
		if !vegaRowStart(l, lines[i].S, next) {
			in.vegaError(lines[i], &msg.ReaderVegaRowStart, "a row beginning with its number and a TAB", scan.Quote(lines[i].tok().S))
			return nil
		}
		r := &VegaRow{first: lines[i]}
		var ok bool
		if i, ok = in.vegaHead(l, lines, i, r); !ok {
			return nil
		}
		if i, ok = in.vegaCells(l, lines, i, r); !ok {
			return nil
		}
		rows = append(rows, r)
	}
	return rows
}

// vegaHead reads the head of the row beginning at lines[i], up to its
// points, and returns the index of the line after it.
func (in *Input) vegaHead(l VegaLayout, lines []VegaLine, i int, r *VegaRow) (int, bool) {
	var pts VegaLine
	if l.Hash {
		// rank, name, start number, title, rating, points
		r.Rank, _ = scan.AtoiSmall(strings.TrimSpace(lines[i].S))
		rank, name := lines[i].tok(), lines[i+1].tok()
		i += 2
		if i >= len(lines) || !scan.IsUint(strings.TrimSpace(lines[i].S)) {
			at := lines[min(i, len(lines)-1)]
			in.vegaError(at, &msg.ReaderVegaRowSno, "the start number after the name", scan.Quote(at.tok().S))
			return i, false
		}
		r.Sno = lines[i].tok()
		i++
		if i < len(lines) && !scan.IsUint(strings.TrimSpace(lines[i].S)) && !vegaPoints(lines[i].S) {
			r.Title = lines[i].tok()
			i++
		}
		if i < len(lines) && scan.IsUint(strings.TrimSpace(lines[i].S)) {
			r.Rating = lines[i].tok()
			i++
		}
		if i+1 < len(lines) && vegaFlagAlt(lines[i].S) && vegaPoints(lines[i+1].S) {
			i++ // the flag's alternative text, Firefox's copy
		}
		if i >= len(lines) || !vegaPoints(lines[i].S) {
			at := lines[min(i, len(lines)-1)]
			in.vegaError(at, &msg.ReaderVegaRowPoints, "the points of the row", scan.Quote(at.tok().S))
			return i, false
		}
		pts = lines[i]
		ps := scan.SplitCols(pts.S, pts.Ln, '\t')
		if len(ps) > 1 && strings.TrimSpace(ps[0].S) == "" {
			ps = ps[1:] // Firefox's copy: the TAB after the name's cell begins the line
		}
		r.Fixed = make([]scan.Tok, l.pts+1)
		r.Fixed[0], r.Fixed[1], r.Fixed[l.pts] = rank, name, ps[0]
		r.vegaInline(l, ps[1:])
		return i + 1, true
	}
	ps := scan.SplitCols(lines[i].S, lines[i].Ln, '\t')
	np, name := l.pts, l.name
	if l.numbered {
		// "2 CM Nguyen,Anh Kiet": the number, then the title and name.
		n, rest, _ := vegaNumbered(ps[0].S)
		c := ps[0].Col + strings.Index(ps[0].S, n)
		num := scan.Tok{S: n, Line: ps[0].Line, Col: c, End: c + len(n)}
		nameTok := scan.Tok{S: rest, Line: ps[0].Line, Col: num.End, End: ps[0].End}
		ps = append([]scan.Tok{num, nameTok}, ps[1:]...)
		np, name = np+1, 1
	}
	r.Rank, _ = scan.AtoiSmall(strings.TrimSpace(ps[0].S))
	r.Fixed = make([]scan.Tok, np+1)
	copy(r.Fixed, ps)
	if v, ok := scan.ScoreText(r.Fixed[np].S); !ok || v < 0 {
		in.vegaError(lines[i], &msg.ReaderVegaRowPoints, "the points of the row", scan.Quote(lines[i].tok().S))
		return i, false
	}
	// The title before the name: "IM Morris,James", unless the header
	// has a column of its own for it.
	nt := r.Fixed[name]
	if w, rest, ok := strings.Cut(strings.TrimSpace(nt.S), " "); ok && !l.titleCol && scan.TitleOf(w) != "" && scan.IsLetterToken(rest) {
		r.Title = scan.Tok{S: w, Line: nt.Line, Col: nt.Col, End: nt.Col + utf8.RuneCountInString(w)}
		r.Fixed[name].S = strings.TrimSpace(rest)
	} else {
		r.Fixed[name].S = strings.TrimSpace(nt.S)
	}
	if len(ps) > np+1 {
		r.vegaInline(l, ps[np+1:])
	}
	return i + 1, true
}

// vegaInline reads the fields after the points on their line: present only
// when every round is empty, then followed by the tie-breaks.
func (r *VegaRow) vegaInline(l VegaLayout, rest []scan.Tok) {
	if allBlank(rest) {
		return
	}
	r.inline = true
	if len(rest) > l.Nr {
		r.Tbs = rest[l.Nr:]
	}
}

// vegaPoints reports whether s is a row's points ("5.0", then TABs when
// the row's rounds are empty).
func vegaPoints(s string) bool {
	f, _, _ := strings.Cut(strings.TrimLeft(s, "\t"), "\t")
	f = strings.TrimSpace(f)
	_, ok := scan.ScoreText(f)
	return ok && strings.Contains(f, ".")
}

// vegaFlagAlt reports whether s is the alternative text of the flag's
// image in the "#" layout's name cell ("flag"), which Firefox's copy writes
// on a line of its own after the rating where Chromium's leaves the line
// empty (§7.9): one word of letters.
func vegaFlagAlt(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) < 0
}

// vegaCells reads the round cells of a row, each a result line and an
// opponent line, then its tie-break line, from lines[i]; it returns the
// index of the line after the row, len(lines) when the table ends there.
func (in *Input) vegaCells(l VegaLayout, lines []VegaLine, i int, r *VegaRow) (int, bool) {
	for i < len(lines) {
		s := strings.TrimSpace(lines[i].S)
		next := ""
		if i+1 < len(lines) {
			next = strings.TrimSpace(lines[i+1].S)
		}
		res, opp := s, next
		if l.oppFirst {
			res, opp = next, s
		}
		switch {
		case vegaResult(res) && vegaOpponent(opp):
			p := vegaPair{Res: lines[i].tok(), Opp: lines[i+1].tok(), mate: -1, at: -1}
			if l.oppFirst {
				p.Res, p.Opp = p.Opp, p.Res
			}
			n, _ := vegaColour(opp)
			p.Rank, _ = scan.AtoiSmall(n)
			r.Cells = append(r.Cells, p)
			i += 2
			continue
		case vegaRowStart(l, lines[i].S, next) && (!l.Hash || vegaAfter(lines[i].S, r.Rank)):
			return i, true
		case l.Ntb > 0 && !r.inline && r.Tbs == nil && vegaTBLine(s):
			r.Tbs = scan.SplitCols(lines[i].S, lines[i].Ln, '\t')
			for len(r.Tbs) > l.Ntb && strings.TrimSpace(r.Tbs[0].S) == "" {
				r.Tbs = r.Tbs[1:] // Firefox's copy: the TABs of the empty rounds before them
			}
			i++
			continue
		case vegaResult(s) && !l.oppFirst:
			in.vegaError(lines[i+min(1, len(lines)-1-i)], &msg.ReaderVegaRowOpponent, "an opponent's number or BYE", scan.Quote(next))
			return i, false
		case (l.Ntb == 0 || r.Tbs != nil) && vegaLastRow(l, lines[i:], r.Rank):
			return len(lines), true // the text after the table: a saved page's footer
		}
		in.vegaError(lines[i], &msg.ReaderVegaRowResult, "a result: 1, ½, 0, + or -", scan.Quote(s))
		return i, false
	}
	return i, true
}

// vegaLastRow reports whether no row begins in lines, the lines after a
// complete row (rank its number): the table has ended.
func vegaLastRow(l VegaLayout, lines []VegaLine, rank int) bool {
	for i := range lines {
		next := ""
		if i+1 < len(lines) {
			next = lines[i+1].S
		}
		if vegaRowStart(l, lines[i].S, next) && (!l.Hash || vegaAfter(lines[i].S, rank)) {
			return false
		}
	}
	return true
}

// vegaTBLine reports whether s is a row's line of tie-breaks: numbers
// between TABs.
func vegaTBLine(s string) bool {
	for _, f := range strings.Split(s, "\t") {
		if f = strings.TrimSpace(f); f != "" && !isDecimal(f) {
			return false
		}
	}
	return s != ""
}

// isDecimal reports whether s is a number with a decimal point or comma
// ("14.75", "0,5").
func isDecimal(s string) bool {
	d, f, ok := strings.Cut(strings.Replace(s, ",", ".", 1), ".")
	return ok && d != "" && f != "" && scan.AllDigits(d) && scan.AllDigits(f)
}

// vegaPlace gives each round cell its round (§7.9). The copy keeps the
// cells of a row in order but not the rounds without a game, so cell i of
// a row with k cells may be in rounds i … i+nr-k; a game is in the same
// round in both players' rows, the k-th game of a row against a player
// being that player's k-th game against the row. Those bounds are narrowed
// until nothing changes; a cell still free (a bye, or the games of a round
// nobody has played) then takes the earliest round left, and the rows
// whose bye, or whose game before an empty round, was so placed are noted
// (I-VEGA-PLACED). It reports an error at a cell left without a round and
// returns false when the rows disagree.
func (in *Input) vegaPlace(l VegaLayout, rows []*VegaRow) bool {
	at := map[int]int{}
	for k, r := range rows {
		if _, dup := at[r.Rank]; dup {
			in.vegaError(r.first, &msg.ReaderVegaRowRank, "a number no other row begins with", r.Rank)
			return false
		}
		at[r.Rank] = k
	}
	for _, r := range rows {
		if len(r.Cells) > l.Nr {
			in.vegaError(r.first, &msg.ReaderVegaRowCells, "", len(r.Cells), l.Nr)
			return false
		}
		for i := range r.Cells {
			r.Cells[i].lo, r.Cells[i].hi = i, i+l.Nr-len(r.Cells)
		}
	}
	// The games: the k-th game of row a against b is b's k-th against a.
	for _, r := range rows {
		seen := map[int]int{}
		for i := range r.Cells {
			c := &r.Cells[i]
			b, ok := at[c.Rank]
			if c.Rank == 0 || !ok {
				continue
			}
			k := seen[c.Rank]
			seen[c.Rank]++
			for j, o := range rows[b].Cells {
				if o.Rank == r.Rank {
					if k == 0 {
						c.mate, c.at = b, j
						break
					}
					k--
				}
			}
		}
	}
	// guessed: the rows whose bye took the earliest round left, or whose
	// game did (with its opponent's row) when the row then has a round
	// without a cell before one with.
	bye, game := map[int]bool{}, map[int]bool{}
	w := &vegaWork{rows: rows}
	for k, r := range rows {
		for i := range r.Cells {
			w.push(k, i)
		}
	}
	bad := w.narrow()
	for k := 0; k < len(rows) && bad == nil; k++ { // one pass: narrowing only shrinks the rounds left
		for i := range rows[k].Cells {
			if c := &rows[k].Cells[i]; c.lo < c.hi && bad == nil {
				c.hi = c.lo
				if c.mate < 0 {
					bye[k] = true
				} else {
					game[k], game[c.mate] = true, true
				}
				w.push(k, i)
				bad = w.narrow()
			}
		}
	}
	if bad != nil {
		in.vegaError(VegaLine{S: bad.Res.S, Ln: bad.Res.Line}, &msg.ReaderVegaRowPlace, "a round both players' rows agree on", scan.Quote(bad.Opp.S))
		return false
	}
	guessed := map[int]bool{}
	for k, r := range rows {
		guessed[k] = bye[k] || game[k] && r.gapBefore()
	}
	vegaNoteGuessed(in, rows, guessed)
	return true
}

// vegaNoteGuessed notes the rows whose cells took the earliest round left
// (I-VEGA-PLACED), in one diagnostic.
func vegaNoteGuessed(in *Input, rows []*VegaRow, guessed map[int]bool) {
	var lines []string
	first := 0
	for k, r := range rows {
		if guessed[k] {
			if first == 0 {
				first = r.first.Ln
			}
			lines = append(lines, strconv.Itoa(r.first.Ln))
		}
	}
	if len(lines) == 0 {
		return
	}
	m := scan.MsgIS(&msg.ReaderVegaPlaced, len(lines), strings.Join(lines, ", "))
	if len(lines) == 1 { // one row, in the singular
		m = scan.MsgS(&msg.ReaderVegaPlacedOne, lines[0])
	}
	in.D.At(scan.SeverityInfo, scan.IVegaPlaced, first, 1, 1, "", "", m)
}

// gapBefore reports whether the row has a round without a cell before one
// of its cells.
func (r *VegaRow) gapBefore() bool {
	for i, c := range r.Cells {
		if c.lo != i {
			return true
		}
	}
	return false
}

// vegaWork is the narrowing of vegaPlace: the cells whose rounds left
// changed, whose neighbours are to be narrowed in turn.
type vegaWork struct {
	rows  []*VegaRow
	queue [][2]int // row, cell
}

// push queues cell i of row k.
func (w *vegaWork) push(k, i int) { w.queue = append(w.queue, [2]int{k, i}) }

// narrow narrows the rounds of the cells until nothing changes: each cell
// after the one before it in its row, a game in the same round in both
// rows. Each change shrinks a cell's rounds, so the work is bounded by the
// cells times the rounds. It returns a cell with no round left, or nil.
func (w *vegaWork) narrow() *vegaPair {
	for len(w.queue) > 0 {
		q := w.queue[len(w.queue)-1]
		w.queue = w.queue[:len(w.queue)-1]
		r := w.rows[q[0]]
		cs, i := r.Cells, q[1]
		c := &cs[i]
		if c.lo > c.hi {
			return c
		}
		if i > 0 && cs[i-1].hi > c.hi-1 {
			cs[i-1].hi = c.hi - 1
			w.push(q[0], i-1)
		}
		if i+1 < len(cs) && cs[i+1].lo < c.lo+1 {
			cs[i+1].lo = c.lo + 1
			w.push(q[0], i+1)
		}
		if c.mate >= 0 {
			o := &w.rows[c.mate].Cells[c.at]
			lo, hi := max(c.lo, o.lo), min(c.hi, o.hi)
			if lo != c.lo || hi != c.hi {
				c.lo, c.hi = lo, hi
				w.push(q[0], i)
			}
			if lo != o.lo || hi != o.hi {
				o.lo, o.hi = lo, hi
				w.push(c.mate, c.at)
			}
		}
	}
	return nil
}

// vegaFields returns the joined header and rows: the header's columns up
// to the points (with SNo, T and Rtg after Player in the "#" layout, T in
// the "Pos" layout), the rounds, then the tie-breaks.
func vegaFields(l VegaLayout, hdr []scan.Tok, rows []*VegaRow) ([]scan.Tok, [][]scan.Tok) {
	at := hdr[0]
	if l.numbered { // the number column the join made of the name's cell
		hdr = append([]scan.Tok{{S: vegaSnoHeader, Line: at.Line, Col: at.Col, End: at.Col}}, hdr...)
	}
	at = hdr[1]
	extra := []string{vegaTitleHeader}
	switch {
	case l.Hash:
		extra = []string{vegaSnoHeader, vegaTitleHeader, vegaRatingHeader}
	case l.titleCol:
		extra = nil
	}
	out := append([]scan.Tok(nil), hdr[:2]...)
	for _, h := range extra {
		out = append(out, scan.Tok{S: h, Line: at.Line, Col: at.Col, End: at.End})
	}
	out = append(out, hdr[2:]...)
	data := make([][]scan.Tok, len(rows))
	for k, r := range rows {
		fs := make([]scan.Tok, 0, len(out))
		blank := scan.Tok{Line: r.first.Ln, Col: 1, End: 1}
		fs = append(fs, r.Fixed[:2]...)
		switch {
		case l.Hash:
			fs = append(fs, r.Sno, r.Title, r.Rating)
		case !l.titleCol:
			fs = append(fs, r.Title)
		}
		fs = append(fs, r.Fixed[2:]...)
		cells := make([]scan.Tok, l.Nr)
		for i := range cells {
			cells[i] = blank
		}
		for _, c := range r.Cells {
			cells[c.lo] = scan.Tok{S: c.Res.S + " " + c.Opp.S, Line: c.Res.Line, Col: c.Res.Col, End: c.Res.End}
		}
		fs = append(fs, cells...)
		tbs := r.Tbs
		if len(tbs) > l.Ntb {
			tbs = tbs[len(tbs)-l.Ntb:]
		}
		fs = append(fs, tbs...)
		for i := range fs {
			if fs[i].Line == 0 {
				fs[i] = blank
			}
		}
		data[k] = fs
	}
	return out, data
}

// vegaCell parses a joined round cell ("1 19", "½ BYE", "" for none;
// §7.9): the opponent is the number of the opponent's row, which
// readVega turns into a start number.
func vegaCell(t scan.Tok) (table.Cell, bool) {
	x := table.Cell{Text: t.S, Line: t.Line, Col: t.Col, End: t.End, Colour: engine.NoColour}
	res, opp, _ := strings.Cut(strings.TrimSpace(t.S), " ")
	if res == "" {
		x.Blank = true
		return x, true
	}
	i := scan.WordIndex(resultSymbols, res)
	if strings.EqualFold(opp, "BYE") {
		if i < 0 {
			return x, false
		}
		x.Kind = byeKinds[i]
		return x, true
	}
	opp, x.Colour = vegaColour(opp)
	n, ok := scan.AtoiSmall(opp)
	if !ok || n == 0 {
		return x, false
	}
	x.Opp = n
	if i < 0 {
		return x, false
	}
	x.Kind = gameKinds[i]
	if x.Kind == engine.ForfeitWin || x.Kind == engine.ForfeitLoss {
		x.Colour = engine.NoColour // not played: no colour
	}
	return x, true
}

// readVega reads Vega's crosstable copied from its page (§7.9): the
// family's scanner with the Vega dialect finds the header and joins the
// rows; the opponents, named by the first column, are then given the start
// numbers of their rows.
func readVega(in *Input) *engine.Event {
	s := in.ScanCR(vegaCR)
	if s == nil {
		return nil
	}
	xt := &s.Pre
	if strip.ReAtRound.Re().MatchString(xt.Name) { // "Cross Table at round 7": the page's heading, not the event's name
		xt.Name = ""
	}
	xt.Format, xt.Version, xt.Rounds = "Vega", table.VersionSwiss, s.Rounds
	if l, ok := vegaLayoutOf(tokTexts(s.Hdr)); ok {
		xt.Rounds = max(xt.Rounds, l.Nr) // a round paired but not played has no cell in any row
	}
	c := s.Cols
	tbs := make([]map[int]engine.Score, len(s.Data))
	for i, fs := range s.Data {
		tbs[i] = map[int]engine.Score{}
		xt.Rows = append(xt.Rows, in.vegaRowOf(c, fs, s.Nr))
	}
	if in.D.Errors > 0 {
		return nil
	}
	// The opponents are the numbers of the first column: ranks, or the
	// start numbers of a table in their order.
	key := map[int]int{}
	byStart := c.SnoCol >= 0
	for _, r := range xt.Rows {
		if c.SnoCol < 0 {
			r.Key = r.Rank
		}
		key[r.Rank] = r.Key
		byStart = byStart && r.Key == r.Rank
	}
	for _, r := range xt.Rows {
		for k := range r.Cells {
			if x := &r.Cells[k]; x.Opp > 0 {
				if n, ok := key[x.Opp]; ok {
					x.Opp = n
				} else {
					in.OpponentOutOfRange(strconv.Itoa(x.Opp), x.Line, x.Col, x.End, k+1)
				}
			}
		}
		if byStart {
			r.Rank = 0 // the "#" of a table by start number is no rank
		}
	}
	if in.D.Errors > 0 {
		return nil
	}
	Declared(xt, s.Hdr, c.Roles, -1, s.Data, nil)
	for i := range xt.Declared {
		xt.Declared[i].Program = scan.ProgVega // the layout is Vega's: its rounding (docs/tiebreaks.md §15)
	}
	xt.StartNumbers = engine.StartNumbersRowKey
	if c.SnoCol >= 0 {
		xt.StartNumbers = engine.StartNumbersExplicit
	}
	return in.Build(xt)
}

// vegaRowOf reads one joined row of nr rounds.
func (in *Input) vegaRowOf(c *Columns, fs []scan.Tok, nr int) *table.Row {
	xr := blankRow(fs, nr)
	for j, f := range fs {
		if j >= len(c.Roles) {
			break
		}
		switch c.Roles[j] {
		case "round":
			x, ok := vegaCell(f)
			if !ok {
				in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EVegaRow, Line: f.Line, Col: f.Col, EndCol: f.End, Found: f.S,
					Round: c.Rounds[j], Expected: "1, ½, 0, + or - and an opponent's number or BYE"},
					scan.MsgIS(&msg.ReaderVegaRowResult, f.Line, scan.Quote(f.S)))
				continue
			}
			xr.Cells[c.Rounds[j]-1] = x
		case "key":
			xr.Key, _ = scan.AtoiSmall(strings.TrimSpace(f.S))
		case "rank":
			xr.Rank, _ = scan.AtoiSmall(strings.TrimSpace(f.S))
		case "title":
			if t := strings.TrimSpace(f.S); t != "-" {
				in.GridAttr(xr, "title", scan.Tok{S: t, Line: f.Line, Col: f.Col, End: f.End})
			}
		default:
			in.GridAttr(xr, c.Roles[j], scan.Tok{S: strings.TrimSpace(f.S), Line: f.Line, Col: f.Col, End: f.End})
		}
	}
	return xr
}

// tokTexts returns the texts of the fields.
func tokTexts(fs []scan.Tok) []string {
	out := make([]string, len(fs))
	for j, f := range fs {
		out[j] = f.S
	}
	return out
}
