package trf

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// trfPlayer is a 001 record as read, before its blocks are interpreted.
// The player itself is an element of trfReader.playerArena, which becomes
// Event.Players when no player is dropped or moved (see assemble).
type trfPlayer struct {
	*engine.Player // its Pos is the line of the record, column 1
	blocks         []trfBlock
	shift          int16 // the shift d of §5.13 the line was read at (|d| < 100)
	broken         bool  // the line could not be read: no blocks
}

// line returns the line of p's record.
func (p *trfPlayer) line() int { return p.Pos.Line }

// trfBlock is one round block of a 001 record (docs/formats.md §5.7), in 4
// bytes for the many blocks of a large file. The column of block k of
// player p is p.col(k).
type trfBlock struct {
	opp    uint16 // opponent start number (at most four digits); 0 for 0000 or blanks
	colour byte   // 'w', 'b', '-' or ' '
	result byte   // the result code, upper case, or ' '
}

// blank reports whether the whole block is blank, oppBlank telling whether
// its opponent field is.
func (b trfBlock) blank(oppBlank bool) bool { return oppBlank && b.colour == ' ' && b.result == ' ' }

// col returns the column of block k of p in the line as given.
func (p *trfPlayer) col(k int) int { return 92 + 10*k + int(p.shift) }

// A problem is what the anchor test or the parse of a 001 line found wrong.
type problem struct {
	code        scan.Code
	col, endCol int
	round       int
	structural  bool // a separator or fixed field: the columns do not line up
	expected    string
	found       string
	// what is the declared message of a problem that is not structural
	// and args the values it cites after the player's start number and,
	// for a round's block, the round, which the report puts first.
	what *msg.ID
	args []any
}

// Titles of TRF06 and their modern codes (docs/formats.md §5.6).
var titles = scan.WordMap("" +
	"GM=GM|IM=IM|WGM=WGM|FM=FM|WIM=WIM|CM=CM|WFM=WFM|WCM=WCM|G=GM|M=IM|F=FM|C=CM|" +
	"WG=WGM|WM=WIM|WF=WFM|WC=WCM")

// pseudoNames are the names of pseudo-players (docs/formats.md §5.14).
var pseudoNames = scan.WordSet("spielfrei|freilos|bye|- bye -|libre|riposo|descanso")

// readPlayer reads the 001 record of line ln. The record is read at the
// standard columns first; the recovery of §5.13 runs only when they fail.
func (r *trfReader) readPlayer(ln int) {
	s := r.dec.Lines[ln-1]
	r.runes = appendRunes(r.runes[:0], s) // reused: nothing keeps the runes
	line := chars{rs: r.runes}
	n, ok := r.readStartNo(ln, s, line)
	if !ok {
		r.badStartNo = true
		return
	}
	p := r.newPlayer(ln)
	p.StartNo = n
	r.players = append(r.players, p)
	r.readSexTitle(p, line, ln)

	work, tab := line, strings.IndexByte(s, '\t')
	if tab >= 0 {
		work = chars{rs: expandTabs(line.runes())}
	}
	// The fields are read into t on the stack (storing strings in the heap
	// costs more while the garbage collector runs); its blocks reuse one
	// buffer from line to line.
	t := trfTail{blocks: r.tailBlocks[:0]}
	d, ok := r.findShift(work, r.dec.Cp1252 != nil && r.dec.Cp1252[ln-1], p, &t)
	r.tailBlocks = t.blocks[:0]
	if !ok && tab >= 0 {
		col := utf8.RuneCountInString(s[:tab]) + 1
		p.broken = true
		r.fail(scan.ETrfTab, ln, col, col, scan.LabelOf(n, ""), 0, "spaces", "\t", scan.MsgI(&msg.ReaderTRFTab, n))
		return
	}
	p.Name = work.field(15, 47+d)
	defer r.noteBirth(p, ln, 70+d)
	if ok {
		if d != 0 || tab >= 0 {
			r.noteShift(ln, d, tab >= 0)
		}
		return
	}
	probs, _ := parseTail(work, 0, false, &t)
	if len(probs) == 0 {
		r.keepTail(p, &t, 0)
	}
	r.tailProblems(p, ln, probs)
}

// readStartNo reads the start number of the 001 record s at line ln,
// reporting E-TRF-SHORT or E-TRF-STARTNO when there is none.
func (r *trfReader) readStartNo(ln int, s string, line chars) (int, bool) {
	if line.len() < 8 {
		r.fail(scan.ETrfShort, ln, line.len()+1, 8, "", 0, "a start number in columns 5–8", s, scan.MsgIS(&msg.ReaderTRFShort, line.len(), scan.Quote(s)))
		return 0, false
	}
	field := line.cols(5, 8)
	no := line.field(5, 8)
	n, err := strconv.Atoi(no)
	if err != nil || n < 1 || !scan.AllDigits(no) {
		r.fail(scan.ETrfStartno, ln, 5, 8, "", 0, "a start number from 1 to 9999", field, scan.MsgS(&msg.ReaderTRFStartNo, scan.Quote(field)))
		return 0, false
	}
	return n, true
}

// readSexTitle reads the sex (column 10; another value gives W-TRF-FIELD)
// and the title (columns 11–13) of p.
func (r *trfReader) readSexTitle(p *trfPlayer, line chars, ln int) {
	switch c := line.at(10); c {
	case 'm', 'M':
		p.Sex = "m"
	case 'w', 'W', 'f', 'F':
		p.Sex = "w"
	case ' ':
	default:
		r.note(scan.SeverityWarning, scan.WTrfField, "W-TRF-FIELD/sex", ln, 10, scan.ItemMsg(scan.MsgIS(&msg.ItemTRFSex, ln, scan.Quote(string(c)))),
			scan.Grouped(&msg.GroupTRFSexOne, &msg.GroupTRFSex))
	}
	if p.TitleRaw = line.field(11, 13); p.TitleRaw != "" { // titles has no ""
		p.Title = titles[strings.ToUpper(p.TitleRaw)]
	}
}

// noteBirth reports a birth date, at column col, that is not in a known
// form (W-TRF-FIELD); it is kept as written.
func (r *trfReader) noteBirth(p *trfPlayer, ln, col int) {
	if p.BirthDate.Y == 0 && p.BirthDate.Raw != "" {
		r.note(scan.SeverityWarning, scan.WTrfField, "W-TRF-FIELD/birth", ln, col, scan.ItemMsg(scan.MsgIS(&msg.ItemTRFBirth, ln, scan.Quote(p.BirthDate.Raw))),
			scan.Grouped(&msg.GroupTRFBirthOne, &msg.GroupTRFBirth))
	}
}

// tailProblems reports the problems of a record read leniently: the first
// structural one alone (E-TRF-ALIGN, the player's rounds dropped), else
// every one with its player and round.
func (r *trfReader) tailProblems(p *trfPlayer, ln int, probs []problem) {
	n := p.StartNo
	for _, pr := range probs {
		if pr.structural {
			p.broken, p.blocks = true, nil
			r.alignFailures++
			m := scan.MsgA(&msg.ReaderTRFAlignRange, pr.col, pr.endCol, n, pr.expected, scan.Quote(pr.found))
			if pr.col == pr.endCol {
				m = scan.MsgIIS(&msg.ReaderTRFAlign, pr.col, n, pr.expected, scan.Quote(pr.found))
			}
			r.fail(scan.ETrfAlign, ln, pr.col, pr.endCol, scan.LabelOf(n, p.Name), pr.round, pr.expected, pr.found, m)
			return
		}
	}
	for _, pr := range probs {
		p.broken = true
		args := append([]any{n}, pr.args...)
		if pr.round > 0 {
			args = append([]any{n, pr.round}, pr.args...)
		}
		r.fail(pr.code, ln, pr.col, pr.endCol, scan.LabelOf(n, p.Name), pr.round, pr.expected, pr.found, scan.MsgA(pr.what, args...))
	}
}

// newPlayer returns a new player record for line ln. The arenas hold room
// for a player per 001 line, already zero, so taking the next element
// needs no copy.
func (r *trfReader) newPlayer(ln int) *trfPlayer {
	if len(r.playerArena) == cap(r.playerArena) || len(r.recordArena) == cap(r.recordArena) {
		r.playerArena = append(r.playerArena, engine.Player{}) // never with newArenas
		r.recordArena = append(r.recordArena, trfPlayer{})
	} else {
		r.playerArena = r.playerArena[:len(r.playerArena)+1]
		r.recordArena = r.recordArena[:len(r.recordArena)+1]
	}
	p := &r.recordArena[len(r.recordArena)-1]
	p.Player = &r.playerArena[len(r.playerArena)-1]
	p.Pos = engine.Pos{Line: ln, Col: 1}
	return p
}

// keepTail stores the fields of t, read at shift d, in p. The blocks are
// copied into one array shared by all players, the declared points into
// another.
func (r *trfReader) keepTail(p *trfPlayer, t *trfTail, d int) {
	p.Rating, _ = strconv.Atoi(t.rating)
	if t.fed != "" {
		p.Federation = t.fed
	}
	if strings.Trim(t.id, "0") != "" {
		p.FideID = t.id
	}
	if t.birth != "" {
		p.BirthDate = birthDate(t.birth)
	}
	if t.pts != "" {
		r.points = append(r.points, t.declared)
		p.DeclaredPoints = &r.points[len(r.points)-1]
	}
	p.DeclaredRank, _ = strconv.Atoi(t.rank)
	p.shift, p.blocks = int16(d), nil
	if len(t.blocks) > 0 {
		start := len(r.blocks)
		r.blocks = append(r.blocks, t.blocks...)
		p.blocks = r.blocks[start:len(r.blocks):len(r.blocks)]
	}
}

// birthDate reads a birth date of column 70: the first reading of
// dateReadings, or the text alone when it is not a date.
func birthDate(raw string) engine.Date {
	if rd := DateReadings(raw); len(rd) > 0 {
		return rd[0]
	}
	return engine.Date{Raw: raw}
}

// findShift applies the recovery of docs/formats.md §5.13 steps 1–4 and returns
// the shift d for which the anchor test A(d) holds, with the fields of p
// read at that shift (through t). A line at the standard columns passes
// the first test.
func (r *trfReader) findShift(l chars, cp1252 bool, p *trfPlayer, t *trfTail) (int, bool) {
	if probs, _ := parseTail(l, 0, true, t); len(probs) == 0 {
		r.keepTail(p, t, 0)
		return 0, true
	}
	try := func(d int) bool {
		probs, content := parseTail(l, d, true, t)
		if len(probs) == 0 && content {
			r.keepTail(p, t, d)
			return true
		}
		return false
	}
	tried := map[int]bool{0: true}
	if !cp1252 {
		e := 0
		for c := 15; c <= 47 && c <= l.len(); c++ {
			e += utf8.RuneLen(l.rs[c-1]) - 1
		}
		if e > 0 {
			tried[-e] = true
			if try(-e) {
				return -e, true
			}
		}
	}
	for k := 1; k <= 8; k++ {
		for _, d := range []int{-k, k} {
			if !tried[d] {
				tried[d] = true
				if try(d) {
					return d, true
				}
			}
		}
	}
	// Step 4: put the first round-block pattern at or after column 60 on the
	// 10-column grid.
	for c := 60; c+6 <= l.len(); c++ {
		if !blockPattern(l, c) {
			continue
		}
		base := ((c-92)%10 + 10) % 10
		if base > 5 {
			base -= 10
		}
		for k := 0; k <= 5; k++ {
			for _, d := range []int{base + 10*k, base - 10*k} {
				if d > -60 && d < 60 && !tried[d] {
					tried[d] = true
					if try(d) {
						return d, true
					}
				}
			}
		}
		break
	}
	return 0, false
}

// noteShift records a realigned line for the single W-TRF-SHIFT warning.
func (r *trfReader) noteShift(ln, d int, tabs bool) {
	by := fmt.Sprintf("%+d", d)
	item := scan.MsgIS(&msg.ItemTRFShift, ln, by)
	switch {
	case tabs && d == 0:
		item = scan.MsgIS(&msg.ItemTRFShiftTabs0, ln, by)
	case tabs:
		item = scan.MsgIS(&msg.ItemTRFShiftTabs, ln, by)
	}
	if d < 0 {
		r.shiftNeg = true
	} else if d > 0 {
		r.shiftPos = true
	}
	r.note(scan.SeverityWarning, scan.WTrfShift, string(scan.WTrfShift), ln, 1, scan.ItemMsg(item), func(n int, list string) string {
		var why msg.ID
		switch {
		case r.shiftNeg && r.shiftPos:
			why = msg.GroupTRFShiftBoth
		case r.shiftNeg:
			why = msg.GroupTRFShiftLeft
		case r.shiftPos:
			why = msg.GroupTRFShiftRight
		}
		if why.IsZero() {
			return scan.Grouped(&msg.GroupTRFShiftOne, &msg.GroupTRFShift)(n, list)
		}
		return scan.Counted(n, &msg.GroupTRFShiftOneWhy, &msg.GroupTRFShiftWhy, list, msg.Message{ID: why}.English()).English()
	})
}
