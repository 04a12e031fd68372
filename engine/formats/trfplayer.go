package formats

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
)

// trfPlayer is a 001 record as read, before its blocks are interpreted.
type trfPlayer struct {
	engine.Player
	line   int
	blocks []trfBlock
	broken bool // the line could not be read: no blocks
}

// trfBlock is one round block of a 001 record (formats.md §5.7).
type trfBlock struct {
	col      int  // column of the block's first character in the line as given
	opp      int  // opponent start number; 0 for 0000 or blanks
	oppBlank bool // the opponent field is blank
	colour   byte // 'w', 'b', '-' or ' '
	result   byte // the result code, upper case, or ' '
}

// blank reports whether the whole block is blank.
func (b trfBlock) blank() bool { return b.oppBlank && b.colour == ' ' && b.result == ' ' }

// A problem is what the anchor test or the parse of a 001 line found wrong.
type problem struct {
	code        string
	col, endCol int
	round       int
	structural  bool // a separator or fixed field: the columns do not line up
	expected    string
	found       string
	msg         string
}

// Titles of TRF06 and their modern codes (formats.md §5.6).
var titles = map[string]string{"GM": "GM", "IM": "IM", "WGM": "WGM", "FM": "FM", "WIM": "WIM",
	"CM": "CM", "WFM": "WFM", "WCM": "WCM", "G": "GM", "M": "IM", "F": "FM", "C": "CM",
	"WG": "WGM", "WM": "WIM", "WF": "WFM", "WC": "WCM"}

// pseudoNames are the names of pseudo-players (formats.md §5.14).
var pseudoNames = map[string]bool{"spielfrei": true, "freilos": true, "bye": true, "- bye -": true,
	"libre": true, "riposo": true, "descanso": true}

// runeAt returns the character at 1-based column c, or a space past the end.
func runeAt(rs []rune, c int) rune {
	if c >= 1 && c <= len(rs) {
		return rs[c-1]
	}
	return ' '
}

// chars is a 001 line as characters, with the line itself when every
// character is one byte: then columns are substrings, read without copying.
type chars struct {
	rs    []rune
	ascii string // the line when it is ASCII, else ""
}

// cols returns columns a..b (1-based, inclusive), padded with spaces.
func (l chars) cols(a, b int) string {
	if l.ascii != "" && a >= 1 && b <= len(l.ascii) && a <= b {
		return l.ascii[a-1 : b]
	}
	return cols(l.rs, a, b)
}

// isASCII reports whether every byte of s is below 0x80.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// appendRunes appends the characters of s to rs.
func appendRunes(rs []rune, s string) []rune {
	for _, c := range s {
		rs = append(rs, c)
	}
	return rs
}

// cols returns columns a..b (1-based, inclusive), padded with spaces.
func cols(rs []rune, a, b int) string {
	if a >= 1 && b <= len(rs) && a <= b {
		return string(rs[a-1 : b])
	}
	var sb strings.Builder
	for c := a; c <= b; c++ {
		sb.WriteRune(runeAt(rs, c))
	}
	return sb.String()
}

// dash maps the dashes of word processors to '-' (formats.md §3.4).
func dash(c rune) rune {
	switch c {
	case '\u2212', '\u2010', '\u2011', '\u2013', '\u2014':
		return '-'
	}
	return c
}

// readPlayer reads the 001 record of line ln.
func (r *trfReader) readPlayer(ln int) {
	s := r.dec.lines[ln-1]
	rs := appendRunes(r.runes[:0], s) // reused: nothing keeps rs
	r.runes = rs
	if len(rs) < 8 {
		r.badStartNo = true
		r.errAt("E-TRF-SHORT", ln, len(rs)+1, 8, "", 0, "a start number in columns 5–8", s,
			"This 001 record is only %d characters long. Expected at least the start number in columns 5–8; found %s.", len(rs), quote(s))
		return
	}
	field := cols(rs, 5, 8)
	n, err := strconv.Atoi(strings.TrimSpace(field))
	if err != nil || n < 1 || !allDigits(strings.TrimSpace(field)) {
		r.badStartNo = true
		r.errAt("E-TRF-STARTNO", ln, 5, 8, "", 0, "a start number from 1 to 9999", field,
			"Expected a start number from 1 to 9999 in columns 5–8; found %s.", quote(field))
		return
	}
	p := &trfPlayer{line: ln}
	p.StartNo, p.Pos = n, engine.Pos{Line: ln, Col: 1}
	r.players = append(r.players, p)
	switch c := runeAt(rs, 10); c {
	case 'm', 'M':
		p.Sex = "m"
	case 'w', 'W', 'f', 'F':
		p.Sex = "w"
	case ' ':
	default:
		r.note(SeverityWarning, "W-TRF-FIELD", "W-TRF-FIELD/sex", ln, 10, fmt.Sprintf("line %d: %s", ln, quote(string(c))),
			func(n int, list string) string {
				return fmt.Sprintf("Column 10 (sex) holds a value other than m, w or blank in %s (%s); it was ignored.", count(n, "line"), list)
			})
	}
	p.TitleRaw = strings.TrimSpace(cols(rs, 11, 13))
	p.Title = titles[strings.ToUpper(p.TitleRaw)]

	work, tab := chars{rs: rs}, strings.IndexByte(s, '\t')
	if tab >= 0 {
		work.rs = expandTabs(rs)
	} else if isASCII(s) {
		work.ascii = s
	}
	d, ok := r.findShift(work, r.dec.cp1252 != nil && r.dec.cp1252[ln-1], p)
	if !ok && tab >= 0 {
		col := utf8.RuneCountInString(s[:tab]) + 1
		p.broken = true
		r.errAt("E-TRF-TAB", ln, col, col, labelOf(n, ""), 0, "spaces", "\t",
			"Player %d: a TAB in a fixed-column record. Expected spaces; found \"\\t\". Replace the TABs with spaces, or export the file again.", n)
		return
	}
	p.Name = strings.TrimSpace(work.cols(15, 47+d))
	defer func() {
		if p.BirthDate.Y == 0 && p.BirthDate.Raw != "" {
			r.note(SeverityWarning, "W-TRF-FIELD", "W-TRF-FIELD/birth", ln, 70+d, fmt.Sprintf("line %d: %s", ln, quote(p.BirthDate.Raw)),
				func(n int, list string) string {
					return fmt.Sprintf("The birth date is not in a known form (expected YYYY/MM/DD) in %s (%s); it was kept as written.",
						count(n, "line"), list)
				})
		}
	}()
	if ok {
		if d != 0 || tab >= 0 {
			r.noteShift(ln, d, tab >= 0)
		}
		return
	}
	probs, _ := parseTail(work, 0, false, p)
	for _, pr := range probs {
		if pr.structural {
			p.broken, p.blocks = true, nil
			r.alignFailures++
			r.errAt("E-TRF-ALIGN", ln, pr.col, pr.endCol, labelOf(n, p.Name), pr.round, pr.expected, pr.found,
				"%s (player %d): expected %s; found %s. The columns of this line seem shifted and could not be realigned.",
				colRange(pr.col, pr.endCol), n, pr.expected, quote(pr.found))
			return
		}
	}
	for _, pr := range probs {
		p.broken = true
		ctx := fmt.Sprintf("player %d", n)
		if pr.round > 0 {
			ctx += fmt.Sprintf(", round %d", pr.round)
		}
		r.errAt(pr.code, ln, pr.col, pr.endCol, labelOf(n, p.Name), pr.round, pr.expected, pr.found, "%s",
			strings.Replace(pr.msg, "{ctx}", ctx, 1))
	}
}

// colRange names columns for a message: "Column 80" or "Columns 49–52".
func colRange(a, b int) string {
	if a == b {
		return fmt.Sprintf("Column %d", a)
	}
	return fmt.Sprintf("Columns %d–%d", a, b)
}

// expandTabs replaces TABs with spaces up to the next tab stop (every 8
// columns), as an editor that compressed spaces into TABs would undo it.
func expandTabs(rs []rune) []rune {
	out := make([]rune, 0, len(rs)+16)
	for _, c := range rs {
		if c == '\t' {
			out = append(out, ' ')
			for len(out)%8 != 0 {
				out = append(out, ' ')
			}
			continue
		}
		out = append(out, c)
	}
	return out
}

// findShift applies the recovery of formats.md §5.13 steps 1–4 and returns
// the shift d for which the anchor test A(d) holds, with the fields of p
// read at that shift.
func (r *trfReader) findShift(l chars, cp1252 bool, p *trfPlayer) (int, bool) {
	rs := l.rs
	if probs, _ := parseTail(l, 0, true, p); len(probs) == 0 {
		return 0, true
	}
	try := func(d int) bool {
		probs, content := parseTail(l, d, true, nil)
		if len(probs) == 0 && content {
			parseTail(l, d, true, p)
			return true
		}
		return false
	}
	tried := map[int]bool{0: true}
	if !cp1252 {
		e := 0
		for c := 15; c <= 47 && c <= len(rs); c++ {
			e += utf8.RuneLen(rs[c-1]) - 1
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
	for c := 60; c+6 <= len(rs); c++ {
		if !blockPattern(rs, c) {
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

// blockPattern reports whether a round block "[ 0-9]{3}[0-9] [wbWB-] R"
// starts at column c.
func blockPattern(rs []rune, c int) bool {
	for i := 0; i < 3; i++ {
		if x := runeAt(rs, c+i); x != ' ' && (x < '0' || x > '9') {
			return false
		}
	}
	x := runeAt(rs, c+3)
	col := dash(runeAt(rs, c+5))
	res := dash(runeAt(rs, c+7))
	return x >= '0' && x <= '9' && runeAt(rs, c+4) == ' ' && strings.ContainsRune("wbWB-", col) &&
		runeAt(rs, c+6) == ' ' && strings.ContainsRune("1=0WDL+-HFUZwdlhfuz", res)
}

// parseTail reads the fields of a 001 line from column 48 on, with every
// column moved by d. strict applies the anchor test of formats.md §5.13 and
// stops at the first problem; otherwise it reads leniently (left-aligned
// opponents, any federation, ID and birth text) and stores the fields in p
// when p is not nil. content reports whether the points field or a round
// block is not blank.
func parseTail(l chars, d int, strict bool, p *trfPlayer) (probs []problem, content bool) {
	rs := l.rs
	at := func(c int) rune { return runeAt(rs, c+d) }
	get := func(a, b int) string { return l.cols(a+d, b+d) }
	fail := func(pr problem) bool {
		pr.col, pr.endCol = pr.col+d, pr.endCol+d
		if pr.found == "" {
			pr.found = cols(rs, pr.col, pr.endCol)
		}
		probs = append(probs, pr)
		return strict || pr.structural // only the first structural problem is reported
	}
	sep := func(c, round int) bool {
		if at(c) != ' ' {
			return fail(problem{code: "E-TRF-ALIGN", col: c, endCol: c, round: round, structural: true, expected: "a blank"})
		}
		return false
	}
	for _, c := range []int{48, 53, 57, 69, 85, 90, 91} {
		if sep(c, 0) {
			return
		}
	}
	rating := strings.TrimSpace(get(49, 52))
	if rating != "" && !allDigits(rating) {
		if fail(problem{code: "E-TRF-ALIGN", col: 49, endCol: 52, structural: true, expected: "a rating or blanks"}) {
			return
		}
	}
	fed, id, birth := strings.TrimSpace(get(54, 56)), strings.TrimSpace(get(58, 68)), strings.TrimSpace(get(70, 79))
	if strict {
		if !onlyRunes(fed, func(c rune) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }) {
			return append(probs, problem{structural: true}), false
		}
		if !onlyRunes(id, func(c rune) bool { return c >= '0' && c <= '9' }) {
			return append(probs, problem{structural: true}), false
		}
		if !onlyRunes(birth, func(c rune) bool { return c >= '0' && c <= '9' || c == '.' || c == '/' || c == '-' || c == ' ' }) {
			return append(probs, problem{structural: true}), false
		}
	}
	ptsFrom := 81
	if c := at(80); c >= '0' && c <= '9' {
		ptsFrom = 80
	} else if c != ' ' {
		if fail(problem{code: "E-TRF-ALIGN", col: 80, endCol: 80, structural: true, expected: "a blank or a digit"}) {
			return
		}
	}
	pts := strings.TrimSpace(get(ptsFrom, 84))
	var declared engine.Score
	if pts != "" {
		content = true
		v, ok, precise := parseScore(pts, false)
		switch {
		case ok:
			declared = v
		case !precise:
			if fail(problem{code: "E-SCORE-PRECISION", col: ptsFrom, endCol: 84, expected: "a score with one decimal, such as 4.5",
				msg: fmt.Sprintf("The points %s have more than one decimal ({ctx}). Expected a score with one decimal, such as 4.5.", quote(pts))}) {
				return
			}
		default:
			if fail(problem{code: "E-TRF-ALIGN", col: ptsFrom, endCol: 84, structural: true, expected: "points such as 4.5 or blanks"}) {
				return
			}
		}
	}
	rank := strings.TrimSpace(get(86, 89))
	if rank != "" && !allDigits(rank) {
		if fail(problem{code: "E-TRF-ALIGN", col: 86, endCol: 89, structural: true, expected: "a rank or blanks"}) {
			return
		}
	}
	var blocks []trfBlock
	if n := len(rs) - 91 - d; n > 0 {
		blocks = make([]trfBlock, 0, min((n+9)/10, maxRounds+1))
	}
	for k := 0; 92+10*k+d <= len(rs); k++ {
		round, b := k+1, 92+10*k
		if k >= maxRounds {
			fail(problem{code: "E-INPUT-TOO-LARGE", col: b, endCol: b + 7, round: round, found: get(b, b+7),
				msg: fmt.Sprintf("This line has more round blocks than the %d this reader accepts ({ctx}).", maxRounds)})
			return
		}
		blk := trfBlock{col: b + d}
		var ok bool
		blk.opp, blk.oppBlank, ok = readOpponent(rs, b+d, strict)
		if !ok && fail(problem{code: "E-TRF-OPPONENT", col: b, endCol: b + 3, round: round, expected: "an opponent's start number, 0000 or blanks",
			msg: fmt.Sprintf("The opponent %s is not a start number ({ctx}). Expected a number in columns %d–%d, 0000 or blanks.",
				quote(get(b, b+3)), b+d, b+d+3)}) {
			return
		}
		for _, c := range []int{b + 4, b + 6, b + 8, b + 9} {
			if sep(c, round) {
				return
			}
		}
		col := dash(at(b + 5))
		switch col {
		case 'w', 'b', '-', ' ':
		case 'W', 'B':
			col += 'a' - 'A'
		default:
			if fail(problem{code: "E-TRF-COLOUR", col: b + 5, endCol: b + 5, round: round, expected: "w, b, - or blank",
				msg: fmt.Sprintf("Colour %s is not valid ({ctx}). Expected w, b, - or blank.", quote(string(col)))}) {
				return
			}
			col = ' '
		}
		res := dash(at(b + 7))
		if res >= 'a' && res <= 'z' {
			res -= 'a' - 'A'
		}
		if !strings.ContainsRune("1=0WDL+-HFUZX? ", res) {
			if fail(problem{code: "E-TRF-RESULT", col: b + 7, endCol: b + 7, round: round, expected: "one of 1 = 0 W D L + - H F U Z or blank",
				msg: fmt.Sprintf("Result code %s is not valid ({ctx}). Expected one of 1 = 0 W D L + - H F U Z or blank.", quote(string(res)))}) {
				return
			}
			res = ' '
		}
		blk.colour, blk.result = byte(col), byte(res)
		if !blk.blank() {
			content = true
		}
		blocks = append(blocks, blk)
	}
	if p != nil && len(probs) == 0 {
		p.Rating, _ = strconv.Atoi(rating)
		p.Federation = fed
		if strings.Trim(id, "0") != "" {
			p.FideID = id
		}
		if birth != "" {
			p.BirthDate = engine.Date{Raw: birth}
			if rd := dateReadings(birth); len(rd) > 0 {
				p.BirthDate = rd[0]
			}
		}
		if pts != "" {
			p.DeclaredPoints = &declared
		}
		p.DeclaredRank, _ = strconv.Atoi(rank)
		p.blocks = blocks
	}
	return probs, content
}

// readOpponent reads the opponent field of the block at column c: a number
// (right-aligned when strict) or blanks.
func readOpponent(rs []rune, c int, strict bool) (n int, blank, ok bool) {
	digitsSeen, trailing := false, false
	for i := c; i < c+4; i++ {
		switch x := runeAt(rs, i); {
		case x == ' ':
			trailing = digitsSeen
		case x >= '0' && x <= '9' && !trailing:
			n, digitsSeen = n*10+int(x-'0'), true
		default:
			return 0, false, false
		}
	}
	return n, !digitsSeen, !(strict && trailing)
}

// onlyRunes reports whether every character of s satisfies ok.
func onlyRunes(s string, ok func(rune) bool) bool {
	for _, c := range s {
		if !ok(c) {
			return false
		}
	}
	return true
}

// noteShift records a realigned line for the single W-TRF-SHIFT warning.
func (r *trfReader) noteShift(ln, d int, tabs bool) {
	item := fmt.Sprintf("line %d by %+d", ln, d)
	switch {
	case tabs && d == 0:
		item = fmt.Sprintf("line %d (TABs expanded)", ln)
	case tabs:
		item += " (TABs expanded)"
	}
	if d < 0 {
		r.shiftNeg = true
	} else if d > 0 {
		r.shiftPos = true
	}
	r.note(SeverityWarning, "W-TRF-SHIFT", "W-TRF-SHIFT", ln, 1, item, func(n int, list string) string {
		var cause []string
		if r.shiftNeg {
			cause = append(cause, "a program that counts bytes, not letters, wrote the lines shifted to the left")
		}
		if r.shiftPos {
			cause = append(cause, "a wrong encoding shifted lines to the right")
		}
		why := ""
		if len(cause) > 0 {
			why = " Probably " + strings.Join(cause, ", and ") + "."
		}
		if n == 1 {
			return fmt.Sprintf("1 player line had its columns shifted (%s) and was realigned.%s Check the name and results of this player.", list, why)
		}
		return fmt.Sprintf("%d player lines had their columns shifted (%s) and were realigned.%s Check the names and results of these players.",
			n, list, why)
	})
}
