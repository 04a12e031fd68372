package pairings

import (
	"slices"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// Pairing rows with the result between the two sides (docs/formats.md
// §12.3): Vega's pairing table (`4⇥⇥4 Saha,Avinandan (Arjun)⇥0⇥1 - 0⇥0⇥19
// Menezes,Hazel Angelica⇥`), a club's tables (`1⇥García Martín, Juan
// Manuel⇥1/2 - 1/2⇥Esteban López, Vicente`) and reports (`Fox, Anthony 1:0
// Farrell, Liam`), and the rest of a round written `Descansa: name`. One
// grammar, betweenRow, read by the detector (DetectPairTables) and by the
// reader (pairScan.pairing) alike: the words of scan.Tokenize, grouped in
// the cells a TAB or a '|' parts, the names by scan's name rule (§3.6),
// the results by the family's (scResultKey).

// bWord is a word of a line, its bytes from to to in the line, and the
// cell it is in: the cells are parted by TABs or '|' (the delimiter of a
// copied or Markdown table); a line without either has no cells, each
// word is one.
type bWord struct {
	S                        string
	Col, End, from, to, cell int
}

// betweenWords returns the words of s with their cells, and whether s has
// cells.
func betweenWords(s string) ([]bWord, bool) {
	tabbed := strings.ContainsAny(s, "\t|")
	toks := scan.Tokenize(s, 0)
	out := make([]bWord, 0, len(toks))
	cell, at := 0, 0
	for i, t := range toks {
		if t.S == "|" {
			cell++
			at += strings.IndexByte(s[at:], '|') + 1
			continue
		}
		j := at + strings.Index(s[at:], t.S)
		if i > 0 && (!tabbed || strings.IndexByte(s[at:j], '\t') >= 0) {
			cell++
		}
		at = j + len(t.S)
		out = append(out, bWord{t.S, t.Col, t.End, j, at, cell})
	}
	return out, tabbed
}

// restWords are the words that, before a colon and a name, say the player
// rests in the round (`Descansa: Del Amo Caballero, Sergio`, `Bye: Rossi`).
var restWords = scan.WordSet("descansa|bye|riposa|libre|spielfrei|freilos|rest|rests")

// betweenRow reads a row with the result between the sides: `[board]
// [start number] name [points] result [points] [start number] name`, a
// side's federation, rating or title beside its name, or a rest `word:
// name`. The points are those before the round (Vega's Pts); a start
// number is the number in the name's cell before the name, or, without
// cells, the second of two numbers before White's name and the number
// before Black's after his points. ok is false for other text.
func betweenRow(s string) (p scPair, ok bool) {
	if len(s) > maxSCRow {
		return p, false
	}
	ws, tabbed := betweenWords(s)
	cells := strings.IndexByte(s, '\t') >= 0 // an empty cell shows only between TABs
	if len(ws) >= 2 && strings.HasSuffix(ws[0].S, ":") && restWords[strings.ToLower(strings.TrimSuffix(ws[0].S, ":"))] {
		_, a, b, ok := nameRun(ws[1:], false)
		p.w, p.b.bye = sideOf(s, ws[1+a:1+b]), true
		return p, ok && a == 0 && b == len(ws)-1 // the rest of the line is the name
	}
	for i := 1; i+1 < len(ws); i++ {
		for _, n := range [2]int{1, 3} {
			j := i + n
			if j >= len(ws) || tabbed && (ws[i].cell != ws[j-1].cell || ws[i-1].cell == ws[i].cell || ws[j].cell == ws[j-1].cell) {
				continue // with cells, the result is a cell of its own
			}
			key, isRes := scResultKey(s[ws[i].from:ws[j-1].to])
			r := ws[j:]
			if !isRes && n == 1 && cells {
				switch {
				case ws[i].S == "..." || ws[i].S == "…": // Vega's mark of a game not played yet
					isRes = true
				case len(r) > 3 && r[1].S == "(" && r[len(r)-2].S == "bye" && r[len(r)-1].S == ")":
					// Vega's bye: its score alone, Black's points, `( half
					// point bye )` or `( bye )`.
					key, r = vegaBye(ws[i].S), []bWord{r[0], r[len(r)-2]}
					isRes = key != ""
				}
			}
			if !isRes {
				continue
			}
			if p, ok = betweenSides(s, ws[:i], r, tabbed); ok {
				p.Result, p.resCol = key, ws[i].Col
				return p, true
			}
		}
	}
	// A game not played yet, its result cell empty: two TABs between the
	// sides' points before the round (Vega's page of the round in
	// progress); without the points, an empty cell is no result.
	for i := 1; cells && i < len(ws); i++ {
		if strings.Count(s[ws[i-1].to:ws[i].from], "\t") < 2 {
			continue
		}
		if p, ok = betweenSides(s, ws[:i], ws[i:], tabbed); ok && p.w.hasPts && p.b.hasPts {
			return p, true
		}
	}
	return p, false
}

// vegaBye is the result of Vega's bye row whose result cell holds the
// score s (`21⇥⇥21 Karthick,Deepshika⇥0⇥½⇥0⇥( half point bye )⇥`): a
// key of pairResults, "" for another text.
func vegaBye(s string) string {
	switch s {
	case "1":
		return "1-0"
	case "½":
		return "½-½"
	case "0":
		return "0-1"
	}
	return ""
}

// betweenSides reads White's side l (`[board] [start number] name [points]
// [rating] [title]`) and Black's r (`[points] [start number] name [rating]
// [title]`), federations apart.
func betweenSides(s string, l, r []bWord, tabbed bool) (p scPair, ok bool) {
	wn, wa, wb, okW := nameRun(l, tabbed)
	bn, ba, bb, okB := nameRun(r, tabbed)
	if !okW || !okB {
		return p, false
	}
	p.w, p.b = sideOf(s, l[wa:wb]), sideOf(s, r[ba:bb])
	p.w.bye, p.b.bye = scByeNames[scan.FoldName(p.w.name)], scByeNames[scan.FoldName(p.b.name)]
	// After White's name: his points (or rating, title); after Black's:
	// rating and title only.
	for i := wb; i < len(l); i++ {
		if !p.w.attr(&l[i], true) {
			return p, false
		}
	}
	for i := bb; i < len(r); i++ {
		if !p.b.attr(&r[i], false) {
			return p, false
		}
	}
	// Before Black's name: his points when White's are printed, then his
	// start number (or the one in his name's cell).
	before := unfed(r, ba, tabbed)
	if bn > 0 {
		before = before[:len(before)-1] // the number in the name's cell
	}
	if p.w.hasPts && len(before) > 0 {
		if !p.b.points(&before[0]) {
			return p, false
		}
		before = before[1:]
	}
	if bn > 0 {
		p.b.tnr = bn
		if len(before) > 0 {
			return p, false
		}
	} else if len(before) == 1 {
		if p.b.tnr, ok = scIntCell(before[0].S); !ok {
			return p, false
		}
	} else if len(before) > 1 {
		return p, false
	}
	// Before White's name: the board, then his start number (the one in
	// his name's cell, or a second number, or the only one when Black has
	// a start number too).
	nums := make([]int, 0, 2)
	lead := unfed(l, wa, tabbed)
	if wn > 0 {
		lead = lead[:len(lead)-1]
	}
	for _, w := range lead {
		n, isInt := scIntCell(w.S)
		if !isInt {
			return p, false
		}
		nums = append(nums, n)
	}
	switch {
	case wn > 0 && len(nums) <= 1:
		p.w.tnr = wn
	case wn == 0 && len(nums) == 2:
		p.w.tnr = nums[1]
	case wn == 0 && len(nums) == 1 && p.b.tnr > 0:
		p.w.tnr = nums[0]
	case wn == 0 && len(nums) <= 1:
	default:
		return p, false
	}
	if p.w.tnr > 0 != (p.b.tnr > 0) && !p.w.bye && !p.b.bye {
		return p, false // one side numbered, the other not: no row
	}
	return p, true
}

// nameRun finds the name of a side: the one run of name words (within a
// cell when the line has cells; a cell holding only a federation is none
// when another run is found). It returns the start number written before
// the name in its cell (0 when none) and the run's bounds.
func nameRun(ws []bWord, tabbed bool) (tnr, a, b int, ok bool) {
	a, b = -1, -1
	fed := -1
	for i := 0; i < len(ws); {
		if !isNameWord(ws[i].S) {
			i++
			continue
		}
		j := i + 1
		for j < len(ws) && isNameWord(ws[j].S) && (!tabbed || ws[j].cell == ws[i].cell) {
			j++
		}
		switch {
		case fedCell(ws, i, tabbed) && fed < 0:
			fed = i
		case a >= 0:
			return 0, 0, 0, false // two names
		default:
			a, b = i, j
		}
		i = j
	}
	if a < 0 && fed >= 0 {
		a, b = fed, fed+1 // a name that looks like a federation
	}
	if a < 0 || b-a > 6 {
		return 0, 0, 0, false
	}
	if tabbed && a > 0 && ws[a-1].cell == ws[a].cell {
		n, isInt := scIntCell(ws[a-1].S)
		if !isInt || a > 1 && ws[a-2].cell == ws[a].cell {
			return 0, 0, 0, false
		}
		tnr = n
	}
	return tnr, a, b, true
}

// fedCell reports whether ws[i] is a cell holding only a federation
// (`AUS`).
func fedCell(ws []bWord, i int, tabbed bool) bool {
	return tabbed && scan.IsFedToken(ws[i].S) && (i == 0 || ws[i-1].cell != ws[i].cell) && (i+1 == len(ws) || ws[i+1].cell != ws[i].cell)
}

// unfed returns ws without its federation cells, up to end.
func unfed(ws []bWord, end int, tabbed bool) []bWord {
	out := make([]bWord, 0, end)
	for i := range end {
		if !fedCell(ws, i, tabbed) {
			out = append(out, ws[i])
		}
	}
	return out
}

// isNameWord reports whether w can be a word of a name (§3.6) and is no
// title.
func isNameWord(w string) bool { return scan.IsNameWord(w) && scan.TitleOf(w) == "" }

// sideOf makes the side of the name words ws of the line s, the name as
// written.
func sideOf(s string, ws []bWord) scSide {
	if len(ws) == 0 {
		return scSide{}
	}
	return scSide{name: s[ws[0].from:ws[len(ws)-1].to], col: ws[0].Col, end: ws[len(ws)-1].End}
}

// attr reads a word written after a side's name: a federation, a rating,
// a title, or, when pts is set, the points before the round. It reports
// whether w was one.
func (sd *scSide) attr(w *bWord, pts bool) bool {
	switch {
	case scan.IsFedToken(w.S):
	case scan.TitleOf(w.S) != "" && sd.title == "":
		sd.title, sd.rawTtl = scan.TitleOf(w.S), w.S
	case scan.IsRatingToken(w.S) && sd.rating == 0:
		sd.rating, _ = scan.AtoiSmall(w.S)
	case pts && !sd.hasPts:
		return sd.points(w)
	default:
		return false
	}
	return true
}

// points reads the points of a side before the round (`0`, `1½`, `2.5`).
func (sd *scSide) points(w *bWord) bool {
	v, ok := scan.ScoreText(w.S)
	if !ok {
		return false
	}
	sd.pts, sd.hasPts, sd.ptsCol, sd.ptsEnd = v, true, w.Col, w.End
	return true
}

// isBetweenHeader reports whether s is the header of a table of rows with
// the result between the sides (`Bo. Fed White Player Pts Result Pts Black
// Player Fed`, `Mesa Blancas Resultado Negras`): a line with cells, one
// of them the result's heading alone.
func isBetweenHeader(s string) bool {
	ws, tabbed := betweenWords(s)
	for i, w := range ws {
		if tabbed && (i == 0 || ws[i-1].cell != w.cell) && (i+1 == len(ws) || ws[i+1].cell != w.cell) &&
			scan.WordIndex("result|resultado|risultato|ergebnis|résultat|uitslag|res.", strings.ToLower(w.S)) >= 0 {
			return true
		}
	}
	return false
}

// earlierRounds refuses a text whose rows print the points before their
// round (Vega's Pts) when those points contradict the rounds the text
// holds (docs/formats.md §12.3; docs/tiebreaks.md, decisions 86 and 89):
// points not all 0 before the first round of the text (the earlier rounds
// are missing, and standings computed from this round alone, as if it
// were the first, would be wrong), or, before a later round, points other
// than those the rounds before it in the text give (a round missing or
// out of order, whether the rounds are pages without headings or under
// their headings). The rounds are taken in their order, whatever the
// order of the text. Points that every round gives in another common
// scoring system (3 or 2 for a win, 1 for a draw: pointScales) are no
// contradiction. E-PAIRINGS-MISSING-ROUNDS at the first points that
// contradict; it returns false after it.
func (in *pairInput) earlierRounds(pairs []scPair) bool {
	var rounds []int // the rounds of the text, in their order
	for _, p := range pairs {
		if !slices.Contains(rounds, p.round) {
			rounds = append(rounds, p.round)
		}
	}
	slices.Sort(rounds)
	byTNr := pairs[0].w.tnr > 0 || pairs[0].b.tnr > 0 // as scPlayers finds the players
	var first *printedMismatch
	for i, sc := range pointScales() {
		m := printedAgainst(pairs, rounds, sc, byTNr)
		if m == nil {
			return true
		}
		if i == 0 {
			first = m
		}
	}
	p, sd := first.p, first.sd
	pts := scan.RuneSlice([]rune(in.Lines[p.line-1]), sd.ptsCol, sd.ptsEnd) // as printed
	id, exp, args := &msg.ReaderPairingsMissingRounds, "the pairings of every round, each under its heading", []any{p.line, sd.ptsCol, scan.Quote(sd.name), pts, p.round}
	if p.round != rounds[0] {
		id, exp, args = &msg.ReaderPairingsPagesOrder, "the pairings of every round, from round 1, in their order", append(args[:4], p.round, first.want.String())
	}
	in.D.At(scan.SeverityError, scan.EPairingsMissingRounds, p.line, sd.ptsCol, sd.ptsEnd, pts, exp, scan.MsgA(id, args...))
	return false
}

// pointScales are the scoring systems by which earlierRounds adds up the
// rounds before each: 1-½-0 first, then the common systems the readers
// try on declared totals (table.OtherScorings: 3-1-0, 2-1-0 …).
func pointScales() []engine.Scoring {
	scales := []engine.Scoring{engine.DefaultScoring()}
	for _, o := range table.OtherScorings() {
		scales = append(scales, o.S)
	}
	return scales
}

// printedMismatch is a side whose printed points contradict the rounds
// before its own, and the points those rounds give.
type printedMismatch struct {
	p    *scPair
	sd   *scSide
	want engine.Score
}

// printedAgainst checks the points printed beside each side of pairs
// against the rounds before its own, taken in the order of rounds and
// added up under scoring sc: 0 before the first round. The
// players are found by start number when byTNr is set, else by name. It
// returns the first side that contradicts them, nil when none does.
func printedAgainst(pairs []scPair, rounds []int, sc engine.Scoring, byTNr bool) *printedMismatch {
	total := map[string]engine.Score{} // the points of the rounds before
	for _, r := range rounds {
		for i := range pairs {
			p := &pairs[i]
			for _, sd := range [2]*scSide{&p.w, &p.b} {
				if want := total[scKey(*sd, byTNr)]; p.round == r && sd.hasPts && sd.pts != want {
					return &printedMismatch{p, sd, want}
				}
			}
		}
		for i := range pairs {
			if pairs[i].round == r {
				pairs[i].addPoints(total, sc, byTNr)
			}
		}
	}
	return nil
}

// addPoints adds the points of p's sides to total under scoring sc, each
// side found as printedAgainst finds it: a bye with a win or without a
// result (as scGames reads it) counts as a win, a bye with a draw as a
// draw.
func (p *scPair) addPoints(total map[string]engine.Score, sc engine.Scoring, byTNr bool) {
	ks, _ := pairResults(p.Result)
	for i, sd := range [2]*scSide{&p.w, &p.b} {
		if sd.bye {
			continue
		}
		k := ks[i]
		if (p.w.bye || p.b.bye) && k == engine.NotYet {
			k = engine.Win // a bye without a result: a full point
		}
		if k != engine.NotYet {
			total[scKey(*sd, byTNr)] += sc.Points(engine.Entry{Kind: k})
		}
	}
}
