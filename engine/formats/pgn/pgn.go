package pgn

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// rePGNTagLine is a tag pair (§11): its name and its value, escapes kept;
// the one grammar of a tag, of the reader and the detector (Detect).
var rePGNTagLine = &scan.LazyRE{Pattern: `^\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]`}

// pgnGame is one game of a PGN file.
type Game struct {
	Tags   map[string]string
	result string
	moves  bool
	Line   int
}

// pgnPlayer is a player found in the games.
type pgnPlayer struct {
	key    string
	name   string
	rating int
	title  string
	fideID string
	no     int
	Line   int
}

// titleOrder ranks a title: GM first, then IM, WGM, FM, WIM, CM, WFM, WCM,
// none; another title ranks with GM.
func titleOrder(t string) int { return max(scan.WordIndex("GM|IM|WGM|FM|WIM|CM|WFM|WCM|", t), 0) }

// readPGN reads PGN games as a results source (docs/formats.md §11). Start
// numbers are derived from the ratings; byes and forfeits cannot be known
// from PGN and are asked (Q-BYE-PGN) or warned about.
func Read(r *table.Reader) *engine.Event {
	in := &Input{*r}
	games := parsePGN(in.Lines)
	if len(games) == 0 {
		in.D.NoneFound(scan.EPgnNone, in.Lines, "", &msg.ReaderPGNNone)
		return nil
	}
	games = in.PgnPickEvent(games)
	if games == nil {
		return nil
	}
	rounds, synthetic, ok := in.pgnRounds(games)
	if !ok {
		return nil
	}
	plist, pairs := pgnPlayers(games, rounds)
	nr := 0
	for _, r := range rounds {
		nr = max(nr, r)
	}
	if in.TooManyRounds(nr, games[0].Line) {
		return nil
	}
	xt := &table.Table{Format: "PGN", Version: table.VersionGames, StartNumbers: engine.StartNumbersDerived, Rounds: nr, Name: strings.TrimSpace(games[0].Tags["Event"])}
	if synthetic {
		xt.RoundOrder = engine.RoundOrderSynthetic
	}
	rows := map[*pgnPlayer]*table.Row{}
	for _, p := range plist {
		r := &table.Row{Key: p.no, Name: p.name, Rating: p.rating, Title: p.title, Line: p.Line, Col: 1, Cells: make([]table.Cell, nr)}
		for k := range r.Cells {
			r.Cells[k] = table.Cell{Blank: true, Line: p.Line, Col: 1}
		}
		rows[p] = r
		xt.Rows = append(xt.Rows, r)
	}
	moves := 0
	for _, g := range games {
		if g.moves {
			moves++
		}
	}
	withMoves := moves*5 >= len(games)*4
	if !withMoves {
		in.D.Info(scan.IPgnNoMoves, games[0].Line, scan.MsgI(&msg.ReaderPGNNoMoves, 80))
	}
	pairs = in.pgnDuplicates(pairs)
	in.pgnSimilarNames(plist)
	for _, pr := range pairs {
		in.pgnPlace(pr, rows, withMoves)
	}
	if in.D.Errors > 0 {
		return nil
	}
	in.D.Warn(scan.WPgnByes, games[0].Line, 1, msg.Message{ID: msg.ReaderPGNByes})
	in.D.Info(scan.IPgnStartno, games[0].Line, msg.Message{ID: msg.ReaderPGNStartNo})
	for k := 0; k < nr; k++ {
		in.pgnByes(xt, k)
	}
	return in.Build(xt)
}

// PgnPickEvent groups the games by event, site and year and, when there
// are several, asks which one to read (Q-EVENT). It returns the games of
// that event, or nil while the question is unanswered.
func (in *Input) PgnPickEvent(games []*Game) []*Game {
	groups := map[string][]*Game{}
	var order []string
	for _, g := range games {
		date := g.Tags["EventDate"]
		if date == "" && len(g.Tags["Date"]) >= 4 {
			date = g.Tags["Date"][:4]
		}
		k := g.Tags["Event"] + " | " + g.Tags["Site"] + " | " + date
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], g)
	}
	pick := order[0]
	if len(order) > 1 {
		q := scan.Question{ID: string(scan.QEvent), Blocking: true, Line: groups[order[0]][0].Line, Col: 1}
		var descr []string
		for i, k := range order {
			id := "e" + strconv.Itoa(i+1)
			q.Options = append(q.Options, scan.QuestionOption{ID: id, Label: scan.MsgSI(&msg.OptEvent, k, len(groups[k]))})
			descr = append(descr, scan.Counted(len(groups[k]), &msg.ValueEventOne, &msg.ValueEvent, id, k).Cite())
		}
		q = scan.Asked(q, scan.MsgS(&msg.AskEvent, msg.Semicolon(descr...)))
		a := in.Ask(q)
		if a == "" {
			return nil
		}
		if idx, _ := scan.ScanPrefixedInt(a, 'e'); idx >= 1 && idx <= len(order) {
			pick = order[idx-1]
		}
	}
	return groups[pick]
}

// pgnRounds returns the round of each game from its Round tag. When no game
// has one, the games are numbered as synthetic rounds after question
// Q-ROUNDS; when only some have one, E-PGN-ROUND is reported. ok is false
// when reading stops.
func (in *Input) pgnRounds(games []*Game) (rounds []int, synthetic, ok bool) {
	withRound := 0
	rounds = make([]int, len(games))
	for i, g := range games {
		if r, ok := scan.ScanInt(g.Tags["Round"]); ok && r > 0 { // "3.1" is round 3
			rounds[i] = r
			withRound++
		}
	}
	switch {
	case withRound == 0:
		q := scan.Asked(scan.Question{ID: string(scan.QRounds), Blocking: true, Line: games[0].Line, Col: 1,
			Options: []scan.QuestionOption{{ID: "synthetic", Label: msg.Message{ID: msg.OptSynthetic}}}}, msg.Message{ID: msg.AskRounds})
		if in.Ask(q) == "" {
			return nil, false, false
		}
		for i := range rounds {
			rounds[i] = i + 1
		}
		return rounds, true, true
	case withRound < len(games):
		for i, g := range games {
			if rounds[i] == 0 {
				in.D.At(scan.SeverityError, scan.EPgnRound, g.Line, 1, 1, "", "", scan.MsgI(&msg.ReaderPGNRound, g.Line))
			}
		}
		return nil, false, false
	}
	return rounds, false, true
}

// pgnPlayers collects the players of the games (one per FIDE ID, else per
// folded name), numbers them by rating, title and name, and places each
// game in its round.
func pgnPlayers(games []*Game, rounds []int) ([]*pgnPlayer, []pgnPairing) {
	players := map[string]*pgnPlayer{}
	var plist []*pgnPlayer
	player := func(g *Game, side string) *pgnPlayer {
		name := strings.TrimSpace(g.Tags[side])
		k := scan.FoldName(name)
		if id := g.Tags[side+"FideId"]; id != "" && id != "0" {
			k = "id:" + id
		}
		p := players[k]
		if p == nil {
			p = &pgnPlayer{key: k, name: name, title: scan.TitleOf(g.Tags[side+"Title"]), fideID: g.Tags[side+"FideId"], Line: g.Line}
			p.rating, _ = scan.ScanInt(g.Tags[side+"Elo"]) // 0 when there is none
			players[k] = p
			plist = append(plist, p)
		}
		return p
	}
	var pairs []pgnPairing
	for i, g := range games {
		pairs = append(pairs, pgnPairing{player(g, "White"), player(g, "Black"), rounds[i], g})
	}
	sort.SliceStable(plist, func(i, j int) bool {
		a, b := plist[i], plist[j]
		if a.rating != b.rating {
			return a.rating > b.rating
		}
		if ta, tb := titleOrder(a.title), titleOrder(b.title); ta != tb {
			return ta < tb
		}
		return a.name < b.name
	})
	for i, p := range plist {
		p.no = i + 1
	}
	return plist, pairs
}

// pgnPlace writes one game into the cells of both players. A decisive game
// without moves, in a file where most games have moves, is asked about as
// a possible forfeit (Q-FORFEIT); a result that is not a PGN result gives
// E-PGN-RESULT.
func (in *Input) pgnPlace(pr pgnPairing, rows map[*pgnPlayer]*table.Row, withMoves bool) {
	wk, bk, ok := pgnKinds(pr.g.result)
	if !ok {
		in.D.At(scan.SeverityError, scan.EPgnResult, pr.g.Line, 1, 1, pr.g.result, "1-0, 0-1, 1/2-1/2 or *",
			scan.MsgIS(&msg.ReaderPGNResult, pr.g.Line, scan.Quote(pr.g.result)))
		return
	}
	if withMoves && !pr.g.moves && wk != bk && wk.OTB() {
		q := scan.Asked(scan.Question{ID: "Q-FORFEIT/l" + strconv.Itoa(pr.g.Line), Line: pr.g.Line, Col: 1, Default: "forfeit",
			Options: []scan.QuestionOption{{ID: "forfeit", Label: msg.Message{ID: msg.OptForfeit}}, {ID: "played", Label: msg.Message{ID: msg.OptPlayed}}}},
			scan.MsgA(&msg.AskForfeit, pr.w.name, pr.b.name, pr.round))
		if in.Ask(q) != "played" {
			wk, bk = forfeitOf(wk), forfeitOf(bk)
		}
	}
	k := pr.round - 1
	wc, bc := engine.White, engine.Black
	if wk.Forfeit() {
		wc, bc = engine.NoColour, engine.NoColour
	}
	rows[pr.w].Cells[k] = table.Cell{Kind: wk, Opp: pr.b.no, Colour: wc, Text: pr.g.result, Line: pr.g.Line, Col: 1}
	rows[pr.b].Cells[k] = table.Cell{Kind: bk, Opp: pr.w.no, Colour: bc, Text: pr.g.result, Line: pr.g.Line, Col: 1}
}

// pgnByes asks what each player without a game in round index k got
// (Q-BYE-PGN): by default a pairing-allocated bye when only one player is
// missing, else a zero-point bye.
func (in *Input) pgnByes(xt *table.Table, k int) {
	var missing []*table.Row
	for _, r := range xt.Rows {
		if r.Cells[k].Blank {
			missing = append(missing, r)
		}
	}
	for _, r := range missing {
		def := "zpb"
		if len(missing) == 1 {
			def = "pab"
		}
		q := scan.Asked(scan.Question{ID: "Q-BYE-PGN/r" + strconv.Itoa(k+1) + "/p" + strconv.Itoa(r.Key), Line: r.Line, Col: 1, Default: def,
			Options: []scan.QuestionOption{{ID: "pab", Label: msg.Message{ID: msg.OptPAB}}, {ID: "fpb", Label: msg.Message{ID: msg.OptFPB}},
				{ID: "hpb", Label: msg.Message{ID: msg.OptHPB}}, {ID: "zpb", Label: msg.Message{ID: msg.OptZPB}}}},
			scan.MsgSI(&msg.AskByePGN, r.Name, k+1))
		a := in.Ask(q)
		if a == "" {
			a = def
		}
		var kind engine.Kind
		if i := scan.WordIndex("pab|fpb|hpb|zpb", a); i >= 0 {
			kind = [...]engine.Kind{engine.PAB, engine.FPB, engine.HPB, engine.ZPB}[i]
		}
		r.Cells[k] = table.Cell{Kind: kind, Line: r.Line, Col: 1}
	}
}

// pgnPairing is one game placed in a round.
type pgnPairing struct {
	w, b  *pgnPlayer
	round int
	g     *Game
}

// pgnDuplicates drops the games that repeat a pairing of the same round
// (§11): the same game again (same colours and result) gives
// I-PGN-DUPLICATE, a different result W-PGN-DUPLICATE-CONFLICT listing
// both. The first game is used.
func (in *Input) pgnDuplicates(pairs []pgnPairing) []pgnPairing {
	type key struct {
		round int
		a, b  *pgnPlayer
	}
	first := map[key]pgnPairing{}
	var out []pgnPairing
	var dups, conflicts []string
	dupLine, conflictLine := 0, 0
	for _, p := range pairs {
		k := key{p.round, p.w, p.b}
		if p.w.no > p.b.no {
			k.a, k.b = p.b, p.w
		}
		f, seen := first[k]
		if !seen {
			first[k] = p
			out = append(out, p)
			continue
		}
		if f.w == p.w && f.g.result == p.g.result {
			if dupLine == 0 {
				dupLine = p.g.Line
			}
			dups = append(dups, "line "+strconv.Itoa(p.g.Line)+" (as line "+strconv.Itoa(f.g.Line)+")")
			continue
		}
		if conflictLine == 0 {
			conflictLine = p.g.Line
		}
		conflicts = append(conflicts, fmt.Sprintf("round %d, %s – %s %s (line %d) and %s – %s %s (line %d)", p.round,
			f.w.name, f.b.name, f.g.result, f.g.Line, p.w.name, p.b.name, p.g.result, p.g.Line))
	}
	if len(dups) > 0 {
		in.D.Info(scan.IPgnDuplicate, dupLine, scan.Counted(len(dups), &msg.ReaderPGNDuplicateOne, &msg.ReaderPGNDuplicate, strings.Join(dups, "; ")))
	}
	if len(conflicts) > 0 {
		in.D.Warn(scan.WPgnDuplicateConflict, conflictLine, 1, scan.MsgS(&msg.ReaderPGNConflict, strings.Join(conflicts, "; ")))
	}
	return out
}

// pgnSimilarNames lists the players whose names become equal after
// removing diacritics and punctuation (W-PGN-SIMILAR-NAMES); they are
// never merged.
func (in *Input) pgnSimilarNames(plist []*pgnPlayer) {
	groups := map[string][]*pgnPlayer{}
	var order []string
	for _, p := range plist {
		k := LooseName(p.name)
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], p)
	}
	var items []string
	line := 0
	for _, k := range order {
		g := groups[k]
		if len(g) < 2 || k == "" {
			continue
		}
		var names []string
		for _, p := range g {
			names = append(names, scan.Quote(p.name)+" (line "+strconv.Itoa(p.Line)+")")
			if line == 0 || p.Line < line {
				line = p.Line
			}
		}
		items = append(items, strings.Join(names, ", "))
	}
	if len(items) > 0 {
		in.D.Warn(scan.WPgnSimilarNames, line, 1, scan.MsgS(&msg.ReaderPGNSimilarNames, strings.Join(items, "; ")))
	}
}

// LooseName is a name without diacritics, punctuation, spaces or case.
func LooseName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if i := strings.IndexRune(accented, r); i >= 0 {
			b.WriteByte(plain[utf8.RuneCountInString(accented[:i])])
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// accented and plain map the accented Latin letters of European names to
// their base letters, rune by byte.
const (
	accented = "àáâãäåāăąçćčďđèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżž"
	plain    = "aaaaaaaaacccddeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz"
)

func forfeitOf(k engine.Kind) engine.Kind {
	if k == engine.Win {
		return engine.ForfeitWin
	}
	return engine.ForfeitLoss
}

// pgnKinds maps a result to the kinds of White and Black.
func pgnKinds(res string) (engine.Kind, engine.Kind, bool) {
	switch strings.ReplaceAll(res, "½", "1/2") {
	case "1-0":
		return engine.Win, engine.Loss, true
	case "0-1":
		return engine.Loss, engine.Win, true
	case "1/2-1/2":
		return engine.Draw, engine.Draw, true
	case "*":
		return engine.NotYet, engine.NotYet, true
	case "1-0F", "+/-", "1F-0F":
		return engine.ForfeitWin, engine.ForfeitLoss, true
	case "0-1F", "-/+", "0F-1F":
		return engine.ForfeitLoss, engine.ForfeitWin, true
	case "0F-0F", "0-0":
		return engine.ForfeitLoss, engine.ForfeitLoss, true
	}
	return 0, 0, false
}

// parsePGN splits the lines into games: tag pairs, then movetext ending in a
// result. Comments in braces, ';' comments and '%' lines are skipped.
func parsePGN(lines []string) []*Game {
	var games []*Game
	var g *Game
	inTags := false
	for i, s := range lines {
		t := strings.TrimSpace(s)
		if strings.HasPrefix(t, "%") {
			continue
		}
		if m := rePGNTagLine.Re().FindStringSubmatch(t); m != nil {
			if g == nil || !inTags {
				g = &Game{Tags: map[string]string{}, Line: i + 1}
				games = append(games, g)
			}
			inTags = true
			g.Tags[m[1]] = strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(m[2])
			continue
		}
		if g == nil || t == "" {
			continue
		}
		inTags = false
		if j := strings.IndexByte(t, ';'); j >= 0 {
			t = t[:j]
		}
		for _, f := range strings.Fields(stripBraces(t)) {
			switch f {
			case "1-0", "0-1", "1/2-1/2", "½-½", "*", "1-0F", "0-1F", "+/-", "-/+", "1F-0F", "0F-1F", "0F-0F", "0-0":
				g.result = f
			default:
				g.moves = true
			}
		}
	}
	for _, g := range games {
		// No termination, or `*` under a Result tag holding a result
		// (Vega's games without moves: `[Result "0-1"]`, movetext `*`):
		// the tag's.
		if tag := g.Tags["Result"]; g.result == "" || g.result == "*" && tag != "" {
			g.result = tag
		}
	}
	return games
}

func stripBraces(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '{':
			depth++
		case r == '}' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// pgnInput is a Read call of this reader, with its methods.
type Input struct{ table.Reader }
