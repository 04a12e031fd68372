package swissperfect

import (
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// This file reads Swiss Perfect's published page (docs/formats.md §9.1):
// a standings block "Place Name Feder Rtg Loc Score M-Buch. Buch. Progr."
// followed by a cross table "No Name Feder Rtg 1 2 …" whose rows list the
// players by No with cells "15:W", "12:D", ":" and ":W". The columns are
// aligned with spaces, and a cell is not always under its header: every
// row is read token by token, the header positions only telling a rating
// from a local rating. The cross table gives the start numbers and the
// results; the standings, joined by name, give the printed places, the
// Score and the printed tie-break columns.

// spPubHeader is a header line of the published page: the standings'
// ("Place Name … Score tie-breaks") or the cross table's ("No Name … 1 2
// …").
type spPubHeader struct {
	line  int
	toks  []scan.Tok
	name  int // index of the Name token
	Score int // standings: index of Score; cross table: index of round 1
}

// spStandingsHeader reports whether toks is the standings header: a place
// header first, then Name, then Score.
func StandingsHeader(toks []scan.Tok, ln int) (spPubHeader, bool) {
	if len(toks) < 3 || scan.HeaderRole(toks[0].S) != "rank" || scan.HeaderRole(toks[1].S) != "name" {
		return spPubHeader{}, false
	}
	for j := 2; j < len(toks); j++ {
		if scan.HeaderRole(toks[j].S) == "points" {
			return spPubHeader{line: ln, toks: toks, name: 1, Score: j}, true
		}
	}
	return spPubHeader{}, false
}

// spCrossHeader reports whether toks is the cross table's header: No,
// Name, any attributes, then the rounds 1, 2, … in order.
func spCrossHeader(toks []scan.Tok, ln int) (spPubHeader, bool) {
	if len(toks) < 3 || scan.HeaderRole(toks[0].S) != "key" || scan.HeaderRole(toks[1].S) != "name" {
		return spPubHeader{}, false
	}
	first := -1
	for j := 2; j < len(toks); j++ {
		n, ok := scan.AtoiSmall(toks[j].S)
		if !ok {
			if first >= 0 {
				return spPubHeader{}, false
			}
			continue
		}
		if first < 0 {
			first = j
		}
		if n != j-first+1 {
			return spPubHeader{}, false
		}
	}
	if first < 0 {
		return spPubHeader{}, false
	}
	return spPubHeader{line: ln, toks: toks, name: 1, Score: first}, true
}

// spPublishedLayout reports whether the text is the published page rather
// than the tab-separated export: a standings header, or a cross table
// header without TAB.
func spPublishedLayout(lines []string) bool {
	for i, s := range lines {
		if strings.IndexByte(s, '\t') >= 0 || !strings.Contains(strings.ToLower(s), "name") {
			continue
		}
		toks := scan.Tokenize(s, i+1)
		if _, ok := StandingsHeader(toks, i+1); ok {
			return true
		}
		if _, ok := spCrossHeader(toks, i+1); ok {
			return true
		}
	}
	return false
}

// spPubStanding is one row of the standings block.
type spPubStanding struct {
	line, col int
	rank      int
	name      string
	Score     engine.Score
	printed   []string
	used      bool
}

// spPubHints are the names Swiss Perfect prints over its tie-break columns
// and the tie-break each one is (docs/formats.md §9.1): the detector
// recognises the standings header by them, and they give a column its
// hint when printedNames does not.
var PubHints = scan.WordMap("m-buch.=BH/M1|buch.=BH|progr.=PS|berg.=SB|m-buch=BH/M1|buch=BH|progr=PS|berg=SB")

// readSPPublished reads the published page (§9.1).
func readSPPublished(in *spInput) *engine.Event {
	xt := &table.Table{Format: "SwissPerfect", Version: table.VersionPublished, StartNumbers: engine.StartNumbersExplicit}
	var std, cross spPubHeader
	var standings []*spPubStanding
	var skipStd, skipCross []int // lines of each block that are no row (W-LINE-SKIPPED)
	nr := 0
	for i, s := range in.Lines {
		ln := i + 1
		if strings.TrimSpace(s) == "" || scan.IsRuleLine(s) {
			continue
		}
		errs := in.D.Errors
		toks := scan.Tokenize(s, ln)
		if h, ok := StandingsHeader(toks, ln); ok && cross.line == 0 {
			std = h
			xt.Declared = spPubColumns(h)
			continue
		}
		if h, ok := spCrossHeader(toks, ln); ok {
			cross = h
			nr = len(h.toks) - h.Score
			if in.TooManyRounds(nr, ln) {
				return nil
			}
			continue
		}
		switch {
		case cross.line > 0:
			if xr := in.spPubCrossRow(toks, cross, nr); xr != nil {
				xt.Rows = append(xt.Rows, xr)
			} else if in.D.Errors == errs {
				skipCross = append(skipCross, ln)
			}
		case std.line > 0:
			if st := in.spPubStandingRow(toks, std, len(xt.Declared)); st != nil {
				if st.rank == 0 && len(standings) > 0 {
					st.rank = standings[len(standings)-1].rank // a tied place is printed once
				}
				standings = append(standings, st)
			} else if in.D.Errors == errs {
				skipStd = append(skipStd, ln)
			}
		}
	}
	if len(standings) > 0 { // among the standings' rows only: "Cross Table" and the like follow them
		in.SkippedRows(skipStd, standings[len(standings)-1].line, func(string, int) bool { return false }, "a standings row: the place, the name, the score and the tie-break values")
	}
	in.SkippedRows(skipCross, table.LastRowLine(xt.Rows), func(s string, ln int) bool {
		n := 0
		for _, t := range scan.Tokenize(s, ln) {
			if strings.IndexByte(t.S, ':') >= 0 && reSPAny.Re().MatchString(t.S) {
				n++
			}
		}
		return n >= 2
	}, "a cross table row: the number, the name, the attributes and the cells (15:W)")
	if cross.line == 0 || len(xt.Rows) == 0 {
		line := max(std.line, scan.FirstTextLine(in.Lines))
		in.D.At(scan.SeverityError, scan.ESpNoCross, line, 1, 1, "", "a cross table \"No Name … 1 2 …\" with rows such as 1. Rossi, Marco 2210 15:W 12:D",
			msg.Message{ID: msg.ReaderSPNoCross})
		return nil
	}
	if in.D.Errors > 0 {
		return nil
	}
	if !spAnyResult(xt.Rows) { // a cross table without a single result is no crosstable
		in.D.At(scan.SeverityError, scan.ESpNone, cross.line, 1, 1, "", "rows with cells such as 15:W, 12:D, 12:L", msg.Message{ID: msg.ReaderSPNoResults})
		return nil
	}
	in.spPubJoin(xt, standings)
	in.spBonus(xt, true)
	return in.Build(xt)
}

// spAnyResult reports whether some cell of rows holds a result.
func spAnyResult(rows []*table.Row) bool {
	for _, r := range rows {
		for _, c := range r.Cells {
			if !c.Blank {
				return true
			}
		}
	}
	return false
}

// spPubColumns are the printed tie-break columns of the standings header:
// every field after Score, printed by Swiss Perfect, each with the
// tie-break its name is (printedNames, then spPubHints).
func spPubColumns(h spPubHeader) []engine.DeclaredColumn {
	var cols []engine.DeclaredColumn
	for _, t := range h.toks[h.Score+1:] {
		c := engine.DeclaredColumn{Name: t.S, Pos: engine.Pos{Line: t.Line, Col: t.Col}, Program: scan.ProgSwissPerfect}
		if n, ok := scan.LookupPrintedName(t.S); ok {
			c.Hint = n.Hint
		}
		if hint, ok := PubHints[strings.ToLower(t.S)]; ok && c.Hint == "" {
			c.Hint = hint
		}
		cols = append(cols, c)
	}
	return cols
}

// spPubAttrs reads the attribute tokens between a row's name and its
// values (Feder, Rtg, Loc …): numbers go to the header they stand nearest
// to (a rating to Rtg, a total to Total), a federation under Feder to
// Feder (spPubFed). It returns the number of leading tokens of mid that are
// the name.
func spPubAttrs(mid []scan.Tok, h spPubHeader, end int) (nameEnd int, fed string, rating int, points *engine.Score) {
	nameEnd = len(mid)
	for nameEnd > 1 && spPrintedNumber(mid[nameEnd-1].S) {
		nameEnd--
	}
	for _, t := range mid[nameEnd:] {
		switch spPubRole(t, h, end) {
		case "rating":
			if rating == 0 {
				rating, _ = scan.AtoiSmall(t.S)
			}
		case "points": // an export's Total aligned with spaces
			if v, ok := scan.ScoreText(t.S); ok && points == nil {
				points = &v
			}
		}
	}
	if nameEnd > 1 && spPubFed(mid[nameEnd-1], h, end) {
		fed = mid[nameEnd-1].S
		nameEnd--
	}
	return nameEnd, fed, rating, points
}

// spPubFed reports whether t, the last word before a row's numbers, is the
// row's federation: it looks like one (scan.IsFedToken: two or three
// capitals) and stands under the Feder heading (its columns overlap the
// heading's). A name's last initial or short word ("Sterner, J. A.",
// "Smith, John R.", "D. LEE") stands under Name, before the Feder column,
// and stays in the name whatever its shape: real pages leave Feder empty
// (docs/formats.md §9.1).
func spPubFed(t scan.Tok, h spPubHeader, end int) bool {
	if !scan.IsFedToken(t.S) {
		return false
	}
	for _, x := range h.toks[h.name+1 : end] {
		if scan.HeaderRole(x.S) == "fed" {
			return t.Col <= x.End && t.End >= x.Col
		}
	}
	return false
}

// spPubRole is the role of the header field between Name and end that
// stands nearest to t. The header's fields are in column order: a binary
// search finds the first field starting at or after t, and the nearest is
// it or a neighbour (a row of many numbers costs no more than its
// length).
func spPubRole(t scan.Tok, h spPubHeader, end int) string {
	fs := h.toks[h.name+1 : end]
	i := sort.Search(len(fs), func(i int) bool { return fs[i].Col >= t.Col })
	best, dist := "", 1<<30
	for j := max(i-1, 0); j <= min(i+1, len(fs)-1); j++ {
		x := fs[j]
		d := max(x.Col-t.Col, t.Col-x.Col)
		if e := max(x.End-t.End, t.End-x.End); e < d {
			d = e
		}
		if d < dist {
			best, dist = scan.HeaderRole(x.S), d
		}
	}
	return best
}

// spPubName joins the name tokens as printed, without the comma Swiss
// Perfect leaves after a surname without first name ("iwulu,").
func spPubName(s string, toks []scan.Tok) string {
	if len(toks) == 0 {
		return ""
	}
	rs := []rune(s)
	name := strings.TrimSpace(scan.RuneSlice(rs, toks[0].Col, toks[len(toks)-1].End))
	return strings.TrimSpace(strings.TrimSuffix(name, ","))
}

// spPubStandingRow reads one standings row: [place] name {attributes}
// score {tie-break values}. Lines without a digit are prose ("Cross
// Table") and give nil, as do rows in error (reported).
func (in *spInput) spPubStandingRow(toks []scan.Tok, h spPubHeader, ntb int) *spPubStanding {
	if !strings.ContainsAny(in.Lines[toks[0].Line-1], "0123456789") {
		return nil
	}
	st := &spPubStanding{line: toks[0].Line, col: toks[0].Col}
	last := toks[len(toks)-1]
	if toks[0].Col < h.toks[h.name].Col {
		if r, ok := spPlace(toks[0].S); ok {
			st.rank = r
			toks = toks[1:]
		}
	}
	if len(toks) < ntb+2 {
		t := last
		in.D.At(scan.SeverityError, scan.ESpRow, t.Line, t.End+1, t.End+1, t.S, "a name, the score and "+strconv.Itoa(ntb)+" tie-break values",
			scan.MsgI(&msg.ReaderSPRowShort, t.Line, ntb))
		return nil
	}
	vals := toks[len(toks)-ntb:]
	for _, v := range vals {
		if !spPrintedNumber(v.S) {
			in.D.At(scan.SeverityError, scan.ESpRow, v.Line, v.Col, v.End, v.S, "a number such as 18.5", scan.MsgIS(&msg.ReaderSPRowValue, v.Line, scan.Quote(v.S)))
			return nil
		}
		st.printed = append(st.printed, v.S)
	}
	sc := toks[len(toks)-ntb-1]
	score, ok := scan.ScoreText(sc.S)
	if !ok {
		in.D.At(scan.SeverityError, scan.ESpRow, sc.Line, sc.Col, sc.End, sc.S, "a score such as 4.5", scan.MsgIS(&msg.ReaderSPRowScore, sc.Line, scan.Quote(sc.S)))
		return nil
	}
	st.Score = score
	mid := toks[:len(toks)-ntb-1]
	nameEnd, _, _, _ := spPubAttrs(mid, h, h.Score)
	st.name = spPubName(in.Lines[st.line-1], mid[:nameEnd])
	if st.name == "" {
		in.D.At(scan.SeverityError, scan.ESpRow, sc.Line, sc.Col, sc.End, sc.S, "a name before the score", scan.MsgI(&msg.ReaderSPRowName, sc.Line))
		return nil
	}
	return st
}

// spPlace reads a place: "1", "2-3", "10-12", "4." (the first number).
func spPlace(s string) (int, bool) {
	s = strings.TrimSuffix(s, ".")
	if a, _, ok := strings.Cut(s, "-"); ok {
		s = a
	}
	n, ok := scan.AtoiSmall(s)
	return n, ok && n > 0
}

// spPrintedNumber reports whether s is a printed tie-break value: digits
// with at most one decimal point or comma, and an optional sign.
func spPrintedNumber(s string) bool {
	s = strings.TrimPrefix(s, "-")
	digits, sep := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' || c == ',':
			sep++
		default:
			return false
		}
	}
	return digits > 0 && sep <= 1
}

// spPubCrossRow reads one cross table row: No[.] name {attributes} cells.
// Lines that do not start with a number are prose and give nil.
func (in *spInput) spPubCrossRow(toks []scan.Tok, h spPubHeader, nr int) *table.Row {
	key, ok := scan.AtoiSmall(strings.TrimSuffix(toks[0].S, "."))
	if !ok || key == 0 {
		return nil
	}
	xr := &table.Row{Key: key, Line: toks[0].Line, Col: toks[0].Col}
	first := len(toks) // the first cell: the first token with a ':'
	for j := 1; j < len(toks); j++ {
		if strings.IndexByte(toks[j].S, ':') >= 0 {
			first = j
			break
		}
	}
	mid := toks[1:first]
	nameEnd, fed, rating, points := spPubAttrs(mid, h, h.Score)
	xr.Name, xr.Fed, xr.Rating, xr.Declared = spPubName(in.Lines[xr.Line-1], mid[:nameEnd]), fed, rating, points
	// A token after the numbers that is not a number is a cell gone wrong
	// ("15W"): the cells start at the first token with a colon.
	for _, t := range mid[nameEnd:] {
		if !spPrintedNumber(t.S) && t.S != fed {
			in.D.At(scan.SeverityError, scan.ESpCell, t.Line, t.Col, t.End, t.S, "a rating, or a cell such as 15:W, 12:D, 12:L or :",
				scan.MsgIS(&msg.ReaderSPPublishedCell, t.Line, scan.Quote(t.S)))
			return nil
		}
	}
	xr.Cells = make([]table.Cell, nr)
	for k := range xr.Cells {
		xr.Cells[k] = table.Cell{Blank: true, Line: xr.Line, Col: xr.Col}
	}
	for k, t := range toks[first:] {
		if k >= nr {
			in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ESpCell, Line: t.Line, Col: t.Col, EndCol: t.End, Found: t.S, Round: k + 1,
				Expected: "the end of the row after " + strconv.Itoa(nr) + " rounds"}, scan.MsgA(&msg.ReaderSPAfterLast, t.Line, scan.Quote(t.S), nr))
			return nil
		}
		if x, ok := in.spCell(t, k+1); ok {
			xr.Cells[k] = x
		}
	}
	return xr
}

// spPubJoin gives each cross table row the standings row of the same name:
// its place, its Score (the declared points) and its printed tie-break
// values. A standings row naming no cross table row is reported.
func (in *spInput) spPubJoin(xt *table.Table, standings []*spPubStanding) {
	byName := make(map[string][]*spPubStanding, len(standings))
	for _, st := range standings {
		k := scan.FoldName(st.name)
		byName[k] = append(byName[k], st)
	}
	for _, r := range xt.Rows {
		k := scan.FoldName(r.Name)
		for _, st := range byName[k] {
			if !st.used {
				st.used = true
				sc := st.Score
				r.Rank, r.Declared, r.Printed = st.rank, &sc, st.printed
				break
			}
		}
	}
	for _, st := range standings {
		if !st.used {
			in.D.At(scan.SeverityWarning, scan.WSpUnmatched, st.line, st.col, st.col, st.name, "a player of the cross table",
				scan.MsgIS(&msg.ReaderSPUnmatched, st.line, scan.Quote(st.name)))
		}
	}
}
