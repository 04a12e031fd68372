package pairings

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// Pairing lists, round by round (docs/formats.md §12).

var (
	// rePairHeading finds a round heading anywhere in a line.
	rePairHeading = &scan.LazyRE{Pattern: `(?i)\b(?:round|rd|turno|ronda|runde|ronde|tour)\.?\s*\d{1,4}\b`}
	// rePairHeadingLine is a line that is only a heading (and maybe a date).
	RePairHeadingLine = &scan.LazyRE{Pattern: `(?i)^\s*(?:round|rd|turno|ronda|runde|ronde|tour)\.?\s*(\d{1,4})\b[^-–]*$`}
	// rePairResult is the result at the end of a pairing line.
	rePairResult = &scan.LazyRE{Pattern: `\s(1\s?-\s?0|0\s?-\s?1|½\s?-\s?½|1/2\s?-\s?1/2|=|\+\s?-|-\s?\+|\+ - -|- - \+|- - -|1F\s?-\s?0F|0F\s?-\s?1F|0F\s?-\s?0F|\*)$`}
	reBoard      = &scan.LazyRE{Pattern: `^\d{1,4}\.?\s+`}
	reByeWord    = &scan.LazyRE{Pattern: `(?i)^(.*\S)\s+(bye|riposa|libre|spielfrei)(?:\s+(\S+))?$`}
)

// pairLine is one parsed pairing or bye of a pairing list.
type pairLine struct {
	line, round int
	White, Blk  string // names as written; blk is "" for a bye
	WRtg, BRtg  int
	Result      string // normalised result, "" when none
	ByeScore    string // for a bye: the score written, "" for none
	Splits      []int  // possible hyphen positions when the separator is a bare '-'
	raw         string // the text between board number and result
}

// pairResults returns the kinds of White and Black of a normalised result;
// ok is false for another text.
func pairResults(s string) (ks [2]engine.Kind, ok bool) {
	i := scan.WordIndex("1-0|0-1|½-½|1/2-1/2|=|*||+-|+--|1F-0F|-+|--+|0F-1F|0F-0F|---", s)
	if i < 0 {
		return ks, false
	}
	return pairResultKinds[i], true
}

var pairResultKinds = [...][2]engine.Kind{
	{engine.Win, engine.Loss}, {engine.Loss, engine.Win}, {engine.Draw, engine.Draw},
	{engine.Draw, engine.Draw}, {engine.Draw, engine.Draw}, {engine.NotYet, engine.NotYet}, {engine.NotYet, engine.NotYet},
	{engine.ForfeitWin, engine.ForfeitLoss}, {engine.ForfeitWin, engine.ForfeitLoss}, {engine.ForfeitWin, engine.ForfeitLoss},
	{engine.ForfeitLoss, engine.ForfeitWin}, {engine.ForfeitLoss, engine.ForfeitWin}, {engine.ForfeitLoss, engine.ForfeitWin},
	{engine.ForfeitLoss, engine.ForfeitLoss}, {engine.ForfeitLoss, engine.ForfeitLoss},
}

// nameSide splits a side of a pairing into a name and an optional rating;
// ok is false when the side is not a name.
func nameSide(s string) (string, int, bool) {
	fs := strings.Fields(s)
	rtg := 0
	if len(fs) > 1 && scan.IsRatingToken(fs[len(fs)-1]) {
		rtg, _ = scan.AtoiSmall(fs[len(fs)-1])
		fs = fs[:len(fs)-1]
	}
	if len(fs) == 0 || len(fs) > 6 {
		return "", 0, false
	}
	for _, f := range fs {
		if !scan.IsNameWord(f) { // §3.6, names.go
			return "", 0, false
		}
	}
	return strings.Join(fs, " "), rtg, true
}

// ParsePairLine reads a pairing or bye line; ok is false for other text.
func ParsePairLine(s string) (pairLine, bool) {
	t := strings.TrimSpace(scan.NormSepDashes(s))
	t = reBoard.Re().ReplaceAllString(t, "")
	var p pairLine
	if m := reByeWord.Re().FindStringSubmatch(t); m != nil && (m[3] == "" || isScoreTok(m[3])) {
		if name, rtg, ok := nameSide(m[1]); ok {
			p.White, p.WRtg, p.ByeScore = name, rtg, m[3]
			return p, true
		}
	}
	if m := rePairResult.Re().FindStringSubmatchIndex(t); m != nil {
		p.Result = strings.ReplaceAll(t[m[2]:m[3]], " ", "")
		t = strings.TrimSpace(t[:m[0]])
	}
	for _, sep := range []string{" - ", " vs ", " v ", " vs. "} {
		if i := strings.Index(t, sep); i > 0 {
			w, wr, ok1 := nameSide(t[:i])
			b, br, ok2 := nameSide(t[i+len(sep):])
			if ok1 && ok2 {
				p.White, p.WRtg, p.Blk, p.BRtg = w, wr, b, br
				return p, true
			}
			return p, false
		}
	}
	// A bare hyphen (any dash): every split that leaves two names.
	for i, r := range t {
		if r != '-' && scan.NormDashes(string(r)) != "-" {
			continue
		}
		_, _, ok1 := nameSide(t[:i])
		_, _, ok2 := nameSide(t[i+utf8.RuneLen(r):])
		if ok1 && ok2 {
			p.Splits = append(p.Splits, i)
		}
	}
	if len(p.Splits) == 0 {
		return p, false
	}
	p.raw = t
	p.applySplit(p.Splits[0])
	return p, true
}

func (p *pairLine) applySplit(i int) {
	_, w := utf8.DecodeRuneInString(p.raw[i:])
	p.White, p.WRtg, _ = nameSide(p.raw[:i])
	p.Blk, p.BRtg, _ = nameSide(p.raw[i+w:])
}

func isScoreTok(s string) bool {
	_, ok := scan.ScoreText(s)
	return ok
}

// InterleavedHeadings finds round headings printed side by side (§12):
// several headings with nothing but spaces between them. It returns the
// E-PAIRINGS-INTERLEAVED errors, one per run.
func InterleavedHeadings(lines []string) []scan.Diagnostic {
	var out []scan.Diagnostic
	for i, s := range lines {
		ms := rePairHeading.Re().FindAllStringSubmatchIndex(s, -1)
		for j := 1; j < len(ms); j++ {
			if strings.TrimSpace(s[ms[j-1][1]:ms[j][0]]) == "" {
				// One error per line: the first run of headings.
				k := j
				for k+1 < len(ms) && strings.TrimSpace(s[ms[k][1]:ms[k+1][0]]) == "" {
					k++
				}
				out = append(out, interleavedDiag(i+1, utf8.RuneCountInString(s[:ms[j-1][0]])+1,
					utf8.RuneCountInString(s[:ms[k][1]]), s[ms[j-1][0]:ms[k][1]]))
				break
			}
		}
	}
	return out
}

func interleavedDiag(line, col, end int, found string) scan.Diagnostic {
	return scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EPairingsInterleaved, Line: line, Col: col, EndCol: end, Found: found,
		Expected: "the pairings of each round under its own heading",
	}, scan.MsgIIS(&msg.ReaderPairingsInterleaved, line, col, scan.Quote(found)))
}

// readPairings reads round-by-round pairing lists (docs/formats.md §12).
func Read(r *table.Reader) *engine.Event {
	in := &pairInput{*r}
	if IsPairTableText(in.Lines) {
		return readPairTables(in) // the lists of German clubs, §12.1
	}
	for _, d := range InterleavedHeadings(in.Lines) {
		in.D.Add(d)
	}
	round, pairsInRound, headLine := 0, 0, 0
	var pls []pairLine
	var skipped []int
	name := ""
	for i, s := range in.Lines {
		ln := i + 1
		if strings.TrimSpace(s) == "" || scan.IsRuleLine(s) {
			continue
		}
		if m := RePairHeadingLine.Re().FindStringSubmatch(s); m != nil {
			if round > 0 && pairsInRound == 0 {
				in.D.Add(interleavedDiag(headLine, 1, utf8.RuneCountInString(in.Lines[headLine-1]), strings.TrimSpace(in.Lines[headLine-1])))
			}
			round, _ = scan.AtoiSmall(m[1])
			pairsInRound, headLine = 0, ln
			continue
		}
		p, ok := ParsePairLine(s)
		if !ok || round == 0 {
			if round == 0 && name == "" && !scan.IsProse(s) { // a paragraph names no event
				name = strings.TrimSpace(s)
			} else {
				skipped = append(skipped, ln)
			}
			continue
		}
		p.line, p.round = ln, round
		pls = append(pls, p)
		pairsInRound++
	}
	if in.D.Errors > 0 {
		return nil
	}
	if len(pls) == 0 {
		in.D.At(scan.SeverityError, scan.EPairingsNone, scan.FirstTextLine(in.Lines), 1, 1, "", "a round heading (Round 1) followed by pairings (Rossi - Bianchi 1-0)",
			msg.Message{ID: msg.ReaderPairingsNone})
		return nil
	}
	in.skippedLines(skipped)
	in.splitNames(pls)
	return in.buildPairings(pls, name)
}

// skippedLines reports each line a pairing list skips (neither a round
// heading nor a pairing nor a bye, the title apart) as W-LINE-SKIPPED at
// the line's text: a game on it is not read, and the user must see which
// (docs/formats.md §12).
func (in *pairInput) skippedLines(lines []int) {
	for _, ln := range lines {
		in.D.SkipLine(in.Lines, ln, &msg.ReaderLineSkipped, "a round heading, a pairing (White - Black result) or a bye")
	}
}

// splitNames settles the pairings written with a bare hyphen between two
// names that may contain hyphens: the split that leaves two names seen in
// other pairings, else Q-NAME-SPLIT.
func (in *pairInput) splitNames(pls []pairLine) {
	known := map[string]bool{}
	for _, p := range pls {
		if len(p.Splits) <= 1 {
			known[scan.FoldName(p.White)] = true
			if p.Blk != "" {
				known[scan.FoldName(p.Blk)] = true
			}
		}
	}
	for i := range pls {
		p := &pls[i]
		if len(p.Splits) <= 1 {
			continue
		}
		var fit []int
		for _, at := range p.Splits {
			q := *p
			q.applySplit(at)
			if known[scan.FoldName(q.White)] && known[scan.FoldName(q.Blk)] {
				fit = append(fit, at)
			}
		}
		if len(fit) == 1 {
			p.applySplit(fit[0])
			continue
		}
		q := scan.Asked(scan.Question{ID: "Q-NAME-SPLIT/l" + strconv.Itoa(p.line), Line: p.line, Col: 1, Blocking: true},
			scan.MsgSI(&msg.AskNameSplit, p.raw, len(p.Splits), p.line))
		for j, at := range p.Splits {
			_, w := utf8.DecodeRuneInString(p.raw[at:])
			q.Options = append(q.Options, scan.QuestionOption{ID: "s" + strconv.Itoa(j+1), Label: scan.MsgS(&msg.OptNameSplit, p.raw[:at], p.raw[at+w:])})
		}
		a := in.Ask(q)
		if k, ok := scan.ScanPrefixedInt(a, 's'); ok && k >= 1 && k <= len(p.Splits) {
			p.applySplit(p.Splits[k-1])
		}
	}
}

// buildPairings assembles the pairings into a table: players by name key,
// start numbers derived as for PGN (rating, title, name).
func (in *pairInput) buildPairings(pls []pairLine, name string) *engine.Event {
	players, plist, nr := pairingPlayers(pls)
	if in.TooManyRounds(nr, pls[0].line) {
		return nil
	}
	xt := &table.Table{Format: "Pairings", Version: table.VersionRounds, StartNumbers: engine.StartNumbersDerived, Rounds: nr, Name: name}
	rows := map[*pairPlayer]*table.Row{}
	for i, p := range plist {
		p.no = i + 1
		r := &table.Row{Key: p.no, Name: p.name, Rating: p.rating, Line: p.line, Col: 1, Cells: make([]table.Cell, nr)}
		for k := range r.Cells {
			r.Cells[k] = table.Cell{Blank: true, Line: p.line, Col: 1}
		}
		rows[p] = r
		xt.Rows = append(xt.Rows, r)
	}
	for _, p := range pls {
		k := p.round - 1
		w := rows[players[scan.FoldName(p.White)]]
		if p.Blk == "" {
			in.pairSet(w, k, pairByeCell(p))
			continue
		}
		b := rows[players[scan.FoldName(p.Blk)]]
		if w == b {
			in.D.At(scan.SeverityError, scan.ESelfPairing, p.line, 1, 1, "", "", scan.MsgIS(&msg.ReaderPairingsSelf, p.line, p.White))
			continue
		}
		ks, _ := pairResults(p.Result)
		wc, bc := engine.White, engine.Black
		if ks[0].Forfeit() {
			wc, bc = engine.NoColour, engine.NoColour
		}
		in.pairSet(w, k, table.Cell{Kind: ks[0], Opp: b.Key, Colour: wc, Text: p.Result, Line: p.line, Col: 1})
		in.pairSet(b, k, table.Cell{Kind: ks[1], Opp: w.Key, Colour: bc, Text: p.Result, Line: p.line, Col: 1})
	}
	if in.D.Errors > 0 {
		return nil
	}
	in.pairRests(xt, pls[0].line)
	in.D.Info(scan.IPairingsStartno, pls[0].line, msg.Message{ID: msg.ReaderPairingsStartNo})
	return in.Build(xt)
}

// pairRests reads the lines without an opponent and without a score of a
// complete round robin of an odd number of players as what they are, the
// round each player rests: 0 points, as the grid of the same event reads
// them (docs/formats.md §12; docs/tiebreaks.md, decision 73), not byes
// worth a point. The list is a complete round robin when each of its n
// players meets every other exactly once, in n rounds, and rests in one of
// them: a Swiss never pairs all of its players with each other. A line
// with a score written ("riposa 1") keeps it.
func (in *pairInput) pairRests(xt *table.Table, line int) {
	n := len(xt.Rows)
	if n%2 == 0 || xt.Rounds != n {
		return
	}
	met := map[[2]int]bool{}
	rests := 0
	for _, r := range xt.Rows {
		games, byes := 0, 0
		for _, c := range r.Cells {
			switch {
			case c.Opp > 0:
				games++
				met[[2]int{min(r.Key, c.Opp), max(r.Key, c.Opp)}] = true
			case !c.Blank && c.Text == "" && c.Kind == engine.PAB:
				byes++
			}
		}
		if games != n-1 || byes != 1 {
			return
		}
		rests += byes
	}
	if len(met) != n*(n-1)/2 {
		return
	}
	for _, r := range xt.Rows {
		for k := range r.Cells {
			if c := &r.Cells[k]; c.Opp == 0 && !c.Blank && c.Text == "" && c.Kind == engine.PAB {
				c.Kind, c.Full, c.Detail = engine.ZPB, false, engine.DetailRest
			}
		}
	}
	in.D.Info(scan.IPairingsRests, line, scan.MsgI(&msg.ReaderPairingsRests, n, rests))
}

// pairPlayer is a player of a pairing list, known by the folded name.
type pairPlayer struct {
	name       string
	rating     int
	line, no   int
	foldedName string
}

// pairingPlayers collects the players of the pairing lines by folded name
// (the first rating given is kept), sorted by rating then name, and the
// number of rounds.
func pairingPlayers(pls []pairLine) (map[string]*pairPlayer, []*pairPlayer, int) {
	players := map[string]*pairPlayer{}
	var plist []*pairPlayer
	get := func(n string, rtg, line int) {
		k := scan.FoldName(n)
		p := players[k]
		if p == nil {
			p = &pairPlayer{name: n, line: line, foldedName: k}
			players[k] = p
			plist = append(plist, p)
		}
		if p.rating == 0 {
			p.rating = rtg
		}
	}
	nr := 0
	for _, p := range pls {
		get(p.White, p.WRtg, p.line)
		if p.Blk != "" {
			get(p.Blk, p.BRtg, p.line)
		}
		nr = max(nr, p.round)
	}
	sort.SliceStable(plist, func(i, j int) bool {
		if plist[i].rating != plist[j].rating {
			return plist[i].rating > plist[j].rating
		}
		return plist[i].foldedName < plist[j].foldedName
	})
	return players, plist, nr
}

// pairByeCell is the cell of a line without a Black player: a
// pairing-allocated bye when it scores a point or nothing is written, a
// half-point bye for ½, else a zero-point bye.
func pairByeCell(p pairLine) table.Cell {
	c := table.Cell{Text: p.ByeScore, Line: p.line, Col: 1}
	v, _ := scan.ScoreText(p.ByeScore)
	switch {
	case p.ByeScore == "" || v >= 10:
		c.Full = true
		c.Kind = engine.PAB
	case v == 5:
		c.Kind = engine.HPB
	default:
		c.Kind = engine.ZPB
	}
	return c
}

// pairSet puts cell c in round index k of row r, reporting
// E-PAIRINGS-TWICE when the player is already paired in that round.
func (in *pairInput) pairSet(r *table.Row, k int, c table.Cell) {
	if !r.Cells[k].Blank {
		in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EPairingsTwice, Line: c.Line, Col: 1, EndCol: 1, Row: scan.LabelOf(r.Key, r.Name), Round: k + 1},
			scan.MsgA(&msg.ReaderPairingsTwice, c.Line, r.Name, k+1, r.Cells[k].Line))
		return
	}
	r.Cells[k] = c
}

// pairInput is a Read call of this reader, with its methods.
type pairInput struct{ table.Reader }
