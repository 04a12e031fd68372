package formats

import (
	"fmt"
	"strings"

	"github.com/spareggi/spareggi/engine"
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
// column moved by d, into t. strict applies the anchor test of formats.md
// §5.13 and stops at the first problem; otherwise it reads leniently
// (left-aligned opponents, any federation, ID and birth text). The fields
// in t are meant to be kept only when there is no problem. content reports
// whether the points field or a round block is not blank.
func parseTail(l chars, d int, strict bool, t *trfTail) (probs []problem, content bool) {
	at := func(c int) rune { return l.at(c + d) }
	get := func(a, b int) string { return l.cols(a+d, b+d) }
	fail := func(pr problem) bool {
		pr.col, pr.endCol = pr.col+d, pr.endCol+d
		if pr.found == "" {
			pr.found = l.cols(pr.col, pr.endCol)
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
	t.rating = strings.TrimSpace(get(49, 52))
	if t.rating != "" && !allDigits(t.rating) {
		if fail(problem{code: "E-TRF-ALIGN", col: 49, endCol: 52, structural: true, expected: "a rating or blanks"}) {
			return
		}
	}
	t.fed, t.id, t.birth = strings.TrimSpace(get(54, 56)), strings.TrimSpace(get(58, 68)), strings.TrimSpace(get(70, 79))
	if strict {
		if !onlyRunes(t.fed, func(c rune) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }) {
			return append(probs, problem{structural: true}), false
		}
		if !onlyRunes(t.id, func(c rune) bool { return c >= '0' && c <= '9' }) {
			return append(probs, problem{structural: true}), false
		}
		if !onlyRunes(t.birth, func(c rune) bool { return c >= '0' && c <= '9' || c == '.' || c == '/' || c == '-' || c == ' ' }) {
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
	t.pts = strings.TrimSpace(get(ptsFrom, 84))
	t.declared = 0
	if t.pts != "" {
		content = true
		v, ok, precise := parseScore(t.pts, false)
		switch {
		case ok:
			t.declared = v
		case !precise:
			if fail(problem{code: "E-SCORE-PRECISION", col: ptsFrom, endCol: 84, expected: "a score with one decimal, such as 4.5",
				msg: fmt.Sprintf("The points %s have more than one decimal ({ctx}). Expected a score with one decimal, such as 4.5.", quote(t.pts))}) {
				return
			}
		default:
			if fail(problem{code: "E-TRF-ALIGN", col: ptsFrom, endCol: 84, structural: true, expected: "points such as 4.5 or blanks"}) {
				return
			}
		}
	}
	t.rank = strings.TrimSpace(get(86, 89))
	if t.rank != "" && !allDigits(t.rank) {
		if fail(problem{code: "E-TRF-ALIGN", col: 86, endCol: 89, structural: true, expected: "a rank or blanks"}) {
			return
		}
	}
	t.blocks = t.blocks[:0]
	for k := 0; 92+10*k+d <= l.len(); k++ {
		round, b := k+1, 92+10*k
		if k >= maxRounds {
			fail(problem{code: "E-INPUT-TOO-LARGE", col: b, endCol: b + 7, round: round, found: get(b, b+7),
				msg: fmt.Sprintf("This line has more round blocks than the %d this reader accepts ({ctx}).", maxRounds)})
			return
		}
		var blk trfBlock
		opp, oppBlank, ok := readOpponent(l, b+d, strict)
		blk.opp = uint16(opp) // at most four digits
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
		if !blk.blank(oppBlank) {
			content = true
		}
		t.blocks = append(t.blocks, blk)
	}
	return probs, content
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
	col := dash(l.at(c + 5))
	res := dash(l.at(c + 7))
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
