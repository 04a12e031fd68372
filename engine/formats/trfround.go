package formats

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// detailNotFielded marks a squad member who did not play in a team round
// (formats.md §2.3); the engine has no constant for it.
const detailNotFielded = "not-fielded"

// isByeCode reports whether a result code is a bye whatever the opponent.
func isByeCode(c byte) bool { return c == 'H' || c == 'F' || c == 'U' || c == 'Z' }

// assemble turns the records read into the event: rounds, entries, the
// records read after the players, and the cross-checks.
func (r *trfReader) assemble() {
	pseudo := r.removePseudoPlayers()
	if len(r.players) == 0 {
		r.d.add(Diagnostic{Severity: SeverityError, Code: "E-TRF-NO-PLAYERS",
			Message: "The input holds no player record other than pseudo-players that stand for the bye."})
		return
	}
	sort.SliceStable(r.players, func(i, j int) bool { return r.players[i].StartNo < r.players[j].StartNo })
	before := r.d.errors
	for i := 1; i < len(r.players); i++ {
		if a, b := r.players[i-1], r.players[i]; a.StartNo == b.StartNo {
			r.errAt("E-DUP-STARTNO", b.line, 5, 8, labelOf(b.StartNo, b.Name), 0, "a start number not used before",
				strconv.Itoa(b.StartNo), "Start number %d is also used by line %d (%s). Start numbers must be unique.",
				b.StartNo, a.line, a.Name)
		}
	}
	if r.d.errors > before {
		return
	}
	// Played rounds and the number of rounds (formats.md §5.8 steps 1–2).
	played, blocks := 0, 0
	for _, p := range r.players {
		blocks = max(blocks, len(p.blocks))
		for k, b := range p.blocks {
			if b.opp > 0 && !isByeCode(b.result) && !pseudo[b.opp] {
				played = max(played, k+1)
			}
		}
	}
	r.ev.PlayedRounds = played
	r.ev.Rounds = r.countRounds(played, blocks)

	single := r.fullPointsWithoutOpponent()
	r.ev.Players = make([]engine.Player, len(r.players))
	nr := r.ev.Rounds
	entries := make([]engine.Entry, len(r.players)*nr) // one backing array for every player's rounds
	for i, p := range r.players {
		p.Rounds = entries[i*nr : (i+1)*nr : (i+1)*nr]
		for k := range p.Rounds {
			if k < len(p.blocks) {
				p.Rounds[k] = r.interpret(p, k, p.blocks[k], single[k], pseudo)
			} else if k < played {
				p.Rounds[k] = engine.Entry{Kind: engine.ZPB, Pos: engine.Pos{Line: p.line, Col: 92 + 10*k}}
			}
		}
		r.ev.Players[i] = p.Player
	}
	if r.checkReferences(); r.d.errors > 0 {
		return
	}
	r.laterRecords()
	r.details()
	// Checks C4–C8, C10, C11 and E-SCORING-COLOUR are format-independent.
	for _, d := range CheckEvent(&r.ev, CheckOptions{Team: r.team}) {
		r.d.add(d)
	}
	r.counts()
	r.provenance()
}

// maxPseudoName bounds the length in bytes of a name that lowers to one of
// pseudoNames (9 letters; lowering may shrink a letter from 3 bytes to 1).
const maxPseudoName = 3 * 9

// removePseudoPlayers drops the rows that stand for the bye (formats.md
// §5.14) and returns their start numbers.
func (r *trfReader) removePseudoPlayers() map[int]bool {
	pseudo := map[int]bool{}
	kept := r.players[:0]
	for _, p := range r.players {
		if len(p.Name) <= maxPseudoName && pseudoNames[strings.ToLower(p.Name)] && p.Rating == 0 && p.FideID == "" && !p.broken {
			pseudo[p.StartNo] = true
			r.d.warnf("W-PSEUDO-PLAYER", p.line, 15, "Player %d %s stands for the bye: it was removed, and the games against it were read as byes (win: pairing-allocated bye, draw: half-point bye, loss: zero-point bye).",
				p.StartNo, quote(p.Name))
			continue
		}
		kept = append(kept, p)
	}
	r.players = kept
	return pseudo
}

// countRounds applies formats.md §5.8 step 2 and check C9.
func (r *trfReader) countRounds(played, blocks int) int {
	n := max(played, blocks)
	for _, ln := range r.later {
		s := r.dec.lines[ln-1]
		switch recordCode(s) {
		case "XXZ":
			n = max(n, played+1)
		case "240":
			if !r.team {
				if v, err := strconv.Atoi(strings.TrimSpace(cols([]rune(s), 7, 9))); err == nil && v <= maxRounds {
					n = max(n, v)
				}
			}
		}
	}
	n = min(n, maxRounds)
	data := n
	for _, dcl := range []struct {
		code   string
		n, ln  int
		exists bool
	}{{"142", r.rounds142, r.line142, r.line142 > 0}, {"XXR", r.roundsXXR, r.lineXXR, r.lineXXR > 0}} {
		switch {
		case !dcl.exists:
		case dcl.n > maxRounds:
			r.d.warnf("W-TRF-ROUNDS", dcl.ln, 5, "Record %s declares %d rounds, more than the %d this reader accepts; the number of rounds was taken from the data (%d).",
				dcl.code, dcl.n, maxRounds, data)
		case dcl.n < data:
			r.d.warnf("W-TRF-ROUNDS", dcl.ln, 5, "Record %s declares %d rounds, but the player records hold %d; %d rounds were used.",
				dcl.code, dcl.n, data, data)
		default:
			n = max(n, dcl.n)
		}
	}
	if r.line142 > 0 && r.lineXXR > 0 && r.rounds142 != r.roundsXXR {
		r.d.warnf("W-TRF-ROUNDS", r.lineXXR, 5, "Record XXR declares %d rounds and record 142 (line %d) %d; %d rounds were used.",
			r.roundsXXR, r.line142, r.rounds142, n)
	}
	if n > played && (r.line142 > 0 || r.lineXXR > 0) {
		ln := r.line142
		if ln == 0 {
			ln = r.lineXXR
		}
		r.d.infof("I-TRF-IN-PROGRESS", ln, "The tournament has %d rounds and %d have been played: it is in progress.", n, played)
	}
	return n
}

// fullPointsWithoutOpponent answers question Q-BYE with its default for
// every round (formats.md §13): a TRF06 full point without opponent is the
// pairing-allocated bye when it is the only one of its round and the round
// has no other pairing-allocated bye; otherwise it is a full-point bye.
func (r *trfReader) fullPointsWithoutOpponent() []bool {
	single := make([]bool, r.ev.Rounds)
	if r.team {
		return single
	}
	full := make([]int, r.ev.Rounds)
	pab := make([]int, r.ev.Rounds)
	for _, p := range r.players {
		for k, b := range p.blocks {
			if b.opp != 0 || k >= len(full) {
				continue
			}
			switch b.result {
			case '+', '1', 'W':
				full[k]++
			case 'U':
				pab[k]++
			case 'F':
				if r.lichess {
					pab[k]++
				}
			}
		}
	}
	for k := range single {
		single[k] = full[k] == 1 && pab[k] == 0
	}
	return single
}

// interpret maps one round block to an entry (formats.md §5.7, §5.8 step 4).
func (r *trfReader) interpret(p *trfPlayer, k int, b trfBlock, single bool, pseudo map[int]bool) engine.Entry {
	e := engine.Entry{Pos: engine.Pos{Line: p.line, Col: b.col}}
	round := k + 1
	item := func() string { return fmt.Sprintf("line %d (player %d, round %d)", p.line, p.StartNo, round) }
	res := b.result
	if pseudo[b.opp] {
		b.opp = 0
		switch res {
		case '1', 'W', '+':
			res = 'U'
		case '=', 'D':
			res = 'H'
		case '0', 'L', '-':
			res = 'Z'
		default:
			res = ' '
		}
	}
	colour := engine.NoColour
	switch b.colour {
	case 'w':
		colour = engine.White
	case 'b':
		colour = engine.Black
	}
	if b.opp > 0 && !isByeCode(res) {
		e.Opponent, e.Colour = b.opp, colour
		switch res {
		case '1', '=', '0', 'W', 'D', 'L':
			e.Kind = playedKind(res)
			if colour == engine.NoColour {
				e.Colour = engine.UnknownColour // W-TRF-NO-COLOUR unless check C5 fills it in
			}
		case '+':
			e.Kind = engine.ForfeitWin
		case '-':
			e.Kind = engine.ForfeitLoss
		case 'X', '?':
			e.Kind = engine.NotYet
		default:
			e.Kind = engine.NotYet
			r.note(SeverityWarning, "W-TRF-PENDING", "W-TRF-PENDING", p.line, b.col, item(), func(n int, list string) string {
				return fmt.Sprintf("%s without a result (%s) %s read as not played yet.", count(n, "pairing"), list,
					map[bool]string{true: "was", false: "were"}[n == 1])
			})
		}
		return e
	}
	if b.opp > 0 {
		r.note(SeverityWarning, "W-TRF-BYE-OPPONENT", "W-TRF-BYE-OPPONENT", p.line, b.col, item(), func(n int, list string) string {
			return fmt.Sprintf("%s name an opponent (%s); the opponent was ignored.", count(n, "bye code"), list)
		})
	}
	byeCode := func() {
		r.note(SeverityWarning, "W-TRF-BYE-CODE", "W-TRF-BYE-CODE", p.line, b.col, item(), func(n int, list string) string {
			return fmt.Sprintf("%s without opponent %s written in the old TRF06 style (%s): a full point (+, 1, W) was read as the pairing-allocated bye when it is the only one of its round, otherwise as a full-point bye; a draw (=, D) as a half-point bye; a loss (-, 0, L) as a zero-point bye.",
				count(n, "result"), map[bool]string{true: "is", false: "are"}[n == 1], list)
		})
	}
	switch res {
	case 'U':
		e.Kind = engine.PAB
	case 'F':
		e.Kind = engine.FPB
		if r.lichess {
			e.Kind = engine.PAB
		}
	case 'H', '=', 'D':
		e.Kind = engine.HPB
		if res == 'D' {
			byeCode()
		}
	case 'Z', ' ', '-', '0', 'L':
		e.Kind = engine.ZPB
		if res == '0' || res == 'L' {
			byeCode()
		}
		if r.team && res != 'Z' && res != ' ' {
			e.Detail = detailNotFielded
		}
		if res == ' ' && k >= r.ev.PlayedRounds {
			e.Kind = engine.NotYet
		}
	case '+', '1', 'W':
		if res != '+' || !r.team {
			byeCode()
		}
		switch {
		case r.team:
			e.Kind = engine.ForfeitWin
		case single:
			e.Kind, e.Detail = engine.PAB, engine.DetailAssumed
		default:
			e.Kind, e.Detail = engine.FPB, engine.DetailAssumed
		}
	default: // X, ?: pending without a pairing
		e.Kind = engine.NotYet
	}
	if k >= r.ev.PlayedRounds && e.Kind != engine.NotYet {
		e.Detail = engine.DetailAnnounced
		r.noteAnnounced(p.line, b.col, item())
	}
	return e
}

// noteAnnounced records a bye recorded for a round after the played ones.
func (r *trfReader) noteAnnounced(line, col int, item string) {
	r.note(SeverityInfo, "I-TRF-ANNOUNCED", "I-TRF-ANNOUNCED", line, col, item, func(n int, list string) string {
		return fmt.Sprintf("%s recorded for rounds after the last played round %d (%s); kept as announced, they do not count in standings after round %d.",
			count(n, "bye")+map[bool]string{true: " is", false: " are"}[n == 1], r.ev.PlayedRounds, list, r.ev.PlayedRounds)
	})
}

// playedKind returns the kind of a played game's result code.
func playedKind(res byte) engine.Kind {
	switch res {
	case '1':
		return engine.Win
	case '=':
		return engine.Draw
	case '0':
		return engine.Loss
	case 'W':
		return engine.WinUnrated
	case 'D':
		return engine.DrawUnrated
	}
	return engine.LossUnrated
}

// index returns the position of a start number in r.ev.Players, or -1.
func (r *trfReader) index(startNo int) int {
	ps := r.ev.Players
	i := sort.Search(len(ps), func(i int) bool { return ps[i].StartNo >= startNo })
	if i < len(ps) && ps[i].StartNo == startNo {
		return i
	}
	return -1
}

// checkReferences applies checks C2 and C3 of formats.md §14.
func (r *trfReader) checkReferences() {
	type cite struct {
		line, col, player, round int
		row                      string
	}
	missing := map[int][]cite{}
	var order []int
	idx := startIndex(r.ev.Players)
	for i := range r.ev.Players {
		p := &r.ev.Players[i]
		for k := range p.Rounds {
			e := &p.Rounds[k]
			switch {
			case e.Opponent == 0:
			case e.Opponent == p.StartNo:
				r.errAt("E-SELF-PAIRING", e.Pos.Line, e.Pos.Col, e.Pos.Col+3, labelOf(p.StartNo, p.Name), k+1,
					"another player's start number", strconv.Itoa(e.Opponent),
					"Player %d is named as their own opponent in round %d. Expected another player's start number.", p.StartNo, k+1)
			case idx.of(e.Opponent) < 0 && !r.badStartNo:
				if missing[e.Opponent] == nil {
					order = append(order, e.Opponent)
				}
				missing[e.Opponent] = append(missing[e.Opponent], cite{e.Pos.Line, e.Pos.Col, p.StartNo, k + 1, labelOf(p.StartNo, p.Name)})
			}
		}
	}
	for _, n := range order {
		cs := missing[n]
		var list []string
		for i, c := range cs {
			if i == maxListed {
				list = append(list, fmt.Sprintf("and %d more", len(cs)-i))
				break
			}
			list = append(list, fmt.Sprintf("line %d, column %d (player %d, round %d)", c.line, c.col, c.player, c.round))
		}
		r.errAt("E-REF-MISSING", cs[0].line, cs[0].col, cs[0].col+3, cs[0].row, cs[0].round, "the start number of a player", strconv.Itoa(n),
			"Opponent %d has no player record (001) of its own, but is cited by %s.", n, strings.Join(list, "; "))
	}
}

// details sets the Detail of zero-point rounds and the Withdrawn flag
// (formats.md §5.8 step 3), double forfeits and round-robin rest rounds.
func (r *trfReader) details() {
	ps, played := r.ev.Players, r.ev.PlayedRounds
	for i := range ps {
		for k := range ps[i].Rounds {
			e := &ps[i].Rounds[k]
			if e.Kind != engine.ForfeitLoss || e.Opponent == 0 {
				continue
			}
			if j := r.index(e.Opponent); j >= 0 && k < len(ps[j].Rounds) {
				if o := &ps[j].Rounds[k]; o.Kind == engine.ForfeitLoss && o.Opponent == ps[i].StartNo {
					e.Detail, o.Detail = engine.DetailDoubleForfeit, engine.DetailDoubleForfeit
				}
			}
		}
	}
	if r.ev.System.IsRoundRobin() && len(ps)%2 == 1 && played > 0 {
		rest := true
		for k := 0; k < played && rest; k++ {
			n := 0
			for i := range ps {
				if ps[i].Rounds[k].Kind == engine.ZPB && ps[i].Rounds[k].Detail == "" {
					n++
				}
			}
			rest = n == 1
		}
		for k := 0; k < played && rest; k++ {
			for i := range ps {
				if e := &ps[i].Rounds[k]; e.Kind == engine.ZPB && e.Detail == "" {
					e.Detail = engine.DetailRest
				}
			}
		}
	}
	if r.team {
		return
	}
	plain := func(e engine.Entry) bool { return e.Kind == engine.ZPB && e.Detail == "" }
	for i := range ps {
		es := ps[i].Rounds
		t := played
		for t > 0 && plain(es[t-1]) {
			t--
		}
		later := true
		for _, e := range es[played:] {
			later = later && (e.Kind == engine.NotYet && e.Opponent == 0 || e.Kind == engine.ZPB)
		}
		if t < played && later {
			for k := t; k < played; k++ {
				es[k].Detail = engine.DetailWithdrawn
			}
			ps[i].Withdrawn = true
		}
		for k := 0; k < t && plain(es[k]); k++ {
			es[k].Detail = engine.DetailLateEntry
		}
	}
	if r.meta != nil {
		for _, f := range strings.Split(r.meta["withdrawn"], ",") {
			if n, err := strconv.Atoi(strings.TrimSpace(f)); err == nil {
				if j := r.index(n); j >= 0 {
					ps[j].Withdrawn = true
				}
			}
		}
	}
}
