package trf

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// trfTail holds the fields of a 001 record from column 48 on, as parseTail
// read them. readPlayer reads a line into one on its stack, whose blocks
// reuse the buffer trfReader.tailBlocks; keepTail copies what a player
// keeps.
type trfTail struct {
	rating, fed, id, birth, pts, rank string // trimmed
	declared                          engine.Score
	blocks                            []trfBlock
}

// parseTail reads the fields of a 001 line from column 48 on, with every
// column moved by d, into t. strict applies the anchor test of docs/formats.md
// §5.13 and stops at the first problem; otherwise it reads leniently
// (left-aligned opponents, any federation, ID and birth text). The fields
// in t are meant to be kept only when there is no problem. content reports
// whether the points field or a round block is not blank.
func parseTail(l chars, d int, strict bool, t *trfTail) ([]problem, bool) {
	p := tailParser{l: l, d: d, strict: strict}
	content, stop := p.fields(t)
	if stop {
		return p.probs, content
	}
	t.blocks = t.blocks[:0]
	for k := 0; 92+10*k+d <= l.len(); k++ {
		round, b := k+1, 92+10*k
		if k >= MaxRounds {
			p.fail(problem{code: scan.EInputTooLarge, col: b, endCol: b + 7, round: round, found: p.get(b, b+7),
				what: &msg.ReaderTRFBlocks, args: []any{MaxRounds}})
			return p.probs, content
		}
		blk, filled, stop := p.block(b, round)
		if stop {
			return p.probs, content
		}
		if filled {
			content = true
		}
		t.blocks = append(t.blocks, blk)
	}
	return p.probs, content
}

// tailParser is the state of parseTail: the line, the shift d of every
// column, whether it reads strictly, and the problems found.
type tailParser struct {
	l      chars
	d      int
	strict bool
	probs  []problem
}

// at returns the character of column c, shifted.
func (p *tailParser) at(c int) rune { return p.l.at(c + p.d) }

// get returns columns a to b, shifted.
func (p *tailParser) get(a, b int) string { return p.l.cols(a+p.d, b+p.d) }

// fail records pr at its shifted columns and reports whether reading
// stops: always when strict, else at a structural problem (only the first
// structural problem is reported).
func (p *tailParser) fail(pr problem) bool {
	pr.col, pr.endCol = pr.col+p.d, pr.endCol+p.d
	if pr.found == "" {
		pr.found = p.l.cols(pr.col, pr.endCol)
	}
	p.probs = append(p.probs, pr)
	return p.strict || pr.structural
}

// sep checks that column c (of round, 0 outside the blocks) is blank; it
// reports whether reading stops.
func (p *tailParser) sep(c, round int) bool {
	if p.at(c) != ' ' {
		return p.fail(problem{code: scan.ETrfAlign, col: c, endCol: c, round: round, structural: true, expected: "a blank"})
	}
	return false
}

// fields reads the fields of columns 48 to 91 (rating, federation, ID,
// birth, points, rank) into t. content reports whether the points are not
// blank; stop whether reading stops.
func (p *tailParser) fields(t *trfTail) (content, stop bool) {
	for _, c := range []int{48, 53, 57, 69, 85, 90, 91} {
		if p.sep(c, 0) {
			return false, true
		}
	}
	t.rating = strings.TrimSpace(p.get(49, 52))
	if t.rating != "" && !scan.AllDigits(t.rating) {
		if p.fail(problem{code: scan.ETrfAlign, col: 49, endCol: 52, structural: true, expected: "a rating or blanks"}) {
			return false, true
		}
	}
	t.fed, t.id, t.birth = strings.TrimSpace(p.get(54, 56)), strings.TrimSpace(p.get(58, 68)), strings.TrimSpace(p.get(70, 79))
	if p.strict && !strictIdentity(t) {
		p.probs = append(p.probs, problem{structural: true})
		return false, true
	}
	ptsFrom := 81
	if c := p.at(80); c >= '0' && c <= '9' {
		ptsFrom = 80
	} else if c != ' ' {
		if p.fail(problem{code: scan.ETrfAlign, col: 80, endCol: 80, structural: true, expected: "a blank or a digit"}) {
			return false, true
		}
	}
	t.pts = strings.TrimSpace(p.get(ptsFrom, 84))
	t.declared = 0
	if t.pts != "" {
		content = true
		v, ok, precise := scan.ParseScore(t.pts, false)
		switch {
		case ok:
			t.declared = v
		case !precise:
			if p.fail(problem{code: scan.EScorePrecision, col: ptsFrom, endCol: 84, expected: "a score with one decimal, such as 4.5",
				what: &msg.ReaderTRFPrecision, args: []any{scan.Quote(t.pts)}}) {
				return content, true
			}
		default:
			if p.fail(problem{code: scan.ETrfAlign, col: ptsFrom, endCol: 84, structural: true, expected: "points such as 4.5 or blanks"}) {
				return content, true
			}
		}
	}
	t.rank = strings.TrimSpace(p.get(86, 89))
	if t.rank != "" && !scan.AllDigits(t.rank) {
		if p.fail(problem{code: scan.ETrfAlign, col: 86, endCol: 89, structural: true, expected: "a rank or blanks"}) {
			return content, true
		}
	}
	return content, false
}

// strictIdentity reports whether the federation is letters, the ID digits
// and the birth date digits and . / - or spaces (the anchor test of
// docs/formats.md §5.13).
func strictIdentity(t *trfTail) bool {
	return onlyRunes(t.fed, func(c rune) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }) &&
		onlyRunes(t.id, func(c rune) bool { return c >= '0' && c <= '9' }) &&
		onlyRunes(t.birth, func(c rune) bool { return c >= '0' && c <= '9' || c == '.' || c == '/' || c == '-' || c == ' ' })
}

// block reads the round block of round starting at column b (opponent,
// colour, result). filled reports whether it is not blank; stop whether
// reading stops.
func (p *tailParser) block(b, round int) (blk trfBlock, filled, stop bool) {
	opp, oppBlank, ok := readOpponent(p.l, b+p.d, p.strict)
	blk.opp = uint16(opp) // at most four digits
	if !ok && p.fail(problem{code: scan.ETrfOpponent, col: b, endCol: b + 3, round: round, expected: "an opponent's start number, 0000 or blanks",
		what: &msg.ReaderTRFOpponent, args: []any{scan.Quote(p.get(b, b+3)), b + p.d, b + p.d + 3}}) {
		return blk, false, true
	}
	for _, c := range []int{b + 4, b + 6, b + 8, b + 9} {
		if p.sep(c, round) {
			return blk, false, true
		}
	}
	col := scan.Dash(p.at(b + 5))
	switch col {
	case 'w', 'b', '-', ' ':
	case 'W', 'B':
		col += 'a' - 'A'
	default:
		if p.fail(problem{code: scan.ETrfColour, col: b + 5, endCol: b + 5, round: round, expected: "w, b, - or blank",
			what: &msg.ReaderTRFColour, args: []any{scan.Quote(string(col))}}) {
			return blk, false, true
		}
		col = ' '
	}
	res := scan.Dash(p.at(b + 7))
	if res >= 'a' && res <= 'z' {
		res -= 'a' - 'A'
	}
	if !strings.ContainsRune("1=0WDL+-HFUZX? ", res) {
		if p.fail(problem{code: scan.ETrfResult, col: b + 7, endCol: b + 7, round: round, expected: "one of 1 = 0 W D L + - H F U Z or blank",
			what: &msg.ReaderTRFResult, args: []any{scan.Quote(string(res))}}) {
			return blk, false, true
		}
		res = ' '
	}
	blk.colour, blk.result = byte(col), byte(res)
	return blk, !blk.blank(oppBlank), false
}

// readOpponent reads the opponent field of the block at column c: a number
// (right-aligned when strict) or blanks.
func readOpponent(l chars, c int, strict bool) (n int, blank, ok bool) {
	digitsSeen, trailing := false, false
	for i := c; i < c+4; i++ {
		switch x := l.at(i); {
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

// blockPattern reports whether a round block "[ 0-9]{3}[0-9] [wbWB-] R"
// starts at column c.
func blockPattern(l chars, c int) bool {
	for i := 0; i < 3; i++ {
		if x := l.at(c + i); x != ' ' && (x < '0' || x > '9') {
			return false
		}
	}
	x := l.at(c + 3)
	col := scan.Dash(l.at(c + 5))
	res := scan.Dash(l.at(c + 7))
	return x >= '0' && x <= '9' && l.at(c+4) == ' ' && strings.ContainsRune("wbWB-", col) &&
		l.at(c+6) == ' ' && strings.ContainsRune("1=0WDL+-HFUZwdlhfuz", res)
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
