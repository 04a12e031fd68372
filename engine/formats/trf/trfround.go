package trf

import (
	"cmp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// detailNotFielded marks a squad member who did not play in a team round
// (docs/formats.md §2.3); the engine has no constant for it.
const detailNotFielded = "not-fielded"

// isByeCode reports whether a result code is a bye whatever the opponent.
func isByeCode(c byte) bool { return c == 'H' || c == 'F' || c == 'U' || c == 'Z' }

// assemble turns the records read into the event: rounds, entries, the
// records read after the players, and the cross-checks.
func (r *trfReader) assemble() {
	first := 0
	if len(r.players) > 0 {
		first = r.players[0].line()
	}
	pseudo := r.removePseudoPlayers()
	if len(r.players) == 0 {
		r.d.At(scan.SeverityError, scan.ETrfNoPlayers, max(first, 1), 1, 1, "", "", msg.Message{ID: msg.ReaderTRFOnlyPseudo})
		return
	}
	byStartNo := func(a, b *trfPlayer) int { return cmp.Compare(a.StartNo, b.StartNo) }
	if !slices.IsSortedFunc(r.players, byStartNo) { // a stable sort leaves sorted players as they are
		ps := r.players
		sort.SliceStable(ps, func(a, b int) bool { return ps[a].StartNo < ps[b].StartNo }) // one sorting code for every type (app.wasm's size)
	}
	before := r.d.Errors
	for i := 1; i < len(r.players); i++ {
		if a, b := r.players[i-1], r.players[i]; a.StartNo == b.StartNo {
			r.fail(scan.EDupStartno, b.line(), 5, 8, scan.LabelOf(b.StartNo, b.Name), 0, "a start number not used before",
				strconv.Itoa(b.StartNo), scan.MsgIIS(&msg.ReaderTRFDupStartNo, b.StartNo, a.line(), a.Name))
		}
	}
	if r.d.Errors > before {
		return
	}
	// Played rounds and the number of rounds (docs/formats.md §5.8 steps 1–2).
	// Without pseudo-players, a round is played as far as keepTail saw it.
	played, blocks := 0, 0
	for _, p := range r.players {
		blocks = max(blocks, len(p.blocks))
		for k, b := range p.blocks {
			if b.opp > 0 && !isByeCode(b.result) && !pseudo[int(b.opp)] {
				played = max(played, k+1)
			}
		}
	}
	r.ev.PlayedRounds = played
	r.ev.Rounds = r.countRounds(played, blocks)

	single := r.fullPointsWithoutOpponent()
	// When every player read is kept in the order of the lines, the arena
	// the players were read into is the event's slice; otherwise the
	// players are copied in their new order.
	inPlace := len(r.players) == len(r.playerArena)
	for i, p := range r.players {
		inPlace = inPlace && p.Player == &r.playerArena[i]
	}
	if inPlace {
		r.ev.Players = r.playerArena[:len(r.players):len(r.players)]
	} else {
		r.ev.Players = make([]engine.Player, len(r.players))
	}
	nr := r.ev.Rounds
	refs := r.newRefCheck()
	r.rows(refs, &rowsJob{entries: make([]engine.Entry, len(r.players)*nr), single: single, pseudo: pseudo,
		played: played, inPlace: inPlace})
	if refs.report(); r.d.Errors > 0 {
		return
	}
	r.laterRecords()
	r.declaredByes()
	if r.team {
		r.assembleTeams()
	}
	r.details()
	// Checks C4–C8, C10, C11 and E-SCORING-COLOUR are format-independent.
	for _, d := range table.CheckEvent(&r.ev, table.CheckOptions{Team: r.team}) {
		r.d.Add(d)
	}
	r.counts()
	r.provenance()
}

// rowsJob is what writing the rounds of the rows needs (see assemble and
// rows); it is only read while the rows are written.
type rowsJob struct {
	entries []engine.Entry // one backing array for every player's rounds
	single  []bool         // by round: a full point without opponent is the PAB
	pseudo  map[int]bool   // the start numbers of the pseudo-players
	played  int            // the number of played rounds
	inPlace bool           // Event.Players is the arena the players were read into
}

// rows writes the rounds of every player: the entries, and the checks C2
// and C3 (refs).
func (r *trfReader) rows(refs *refCheck, job *rowsJob) {
	nr := r.ev.Rounds
	for i := range r.players {
		p := r.players[i]
		p.Rounds = job.entries[i*nr : (i+1)*nr : (i+1)*nr]
		for k := range p.Rounds {
			e := &p.Rounds[k]
			switch {
			case k < len(p.blocks):
				r.interpret(e, p, k, p.blocks[k], job.single[k], job.pseudo)
				refs.check(p, k)
			case k < job.played:
				*e = engine.Entry{Kind: engine.ZPB, Pos: engine.Pos{Line: p.line(), Col: 92 + 10*k}}
			}
		}
		if !job.inPlace {
			r.ev.Players[i] = *p.Player
		}
	}
}

// maxPseudoName bounds the length in bytes of a name that lowers to one of
// pseudoNames (9 letters; lowering may shrink a letter from 3 bytes to 1).
const maxPseudoName = 3 * 9

// isPseudoName reports whether a name lowers to one of pseudoNames. A
// longer name is not lowered at all.
func isPseudoName(name string) bool {
	return len(name) <= maxPseudoName && pseudoNames[strings.ToLower(name)]
}

// removePseudoPlayers drops the rows that stand for the bye (docs/formats.md
// §5.14) and returns their start numbers.
func (r *trfReader) removePseudoPlayers() map[int]bool {
	pseudo := map[int]bool{}
	kept := r.players[:0]
	for _, p := range r.players {
		if isPseudoName(p.Name) && p.Rating == 0 && p.FideID == "" && !p.broken {
			pseudo[p.StartNo] = true
			r.d.Warn(scan.WPseudoPlayer, p.line(), 15, scan.MsgIS(&msg.ReaderPseudoPlayer, p.StartNo, scan.Quote(p.Name)))
			continue
		}
		kept = append(kept, p)
	}
	r.players = kept
	return pseudo
}

// countRounds applies docs/formats.md §5.8 step 2 and check C9.
func (r *trfReader) countRounds(played, blocks int) int {
	n := max(played, blocks)
	for _, ln := range r.later {
		s := r.dec.Lines[ln-1]
		switch recordCode(s) {
		case "XXZ":
			n = max(n, played+1)
		case "240":
			if !r.team {
				if v, err := strconv.Atoi(colsTrimmed([]rune(s), 7, 9)); err == nil && v <= MaxRounds {
					n = max(n, v)
				}
			}
		}
	}
	n = min(n, MaxRounds)
	data := n
	for _, dcl := range []struct {
		code   string
		n, ln  int
		exists bool
	}{{"142", r.rounds142, r.line142, r.line142 > 0}, {"XXR", r.roundsXXR, r.lineXXR, r.lineXXR > 0}} {
		switch {
		case !dcl.exists:
		case dcl.n > MaxRounds:
			r.d.Warn(scan.WTrfRounds, dcl.ln, 5, scan.MsgA(&msg.ReaderTRFRoundsMax, dcl.code, dcl.n, MaxRounds, data))
		case dcl.n < data:
			r.d.Warn(scan.WTrfRounds, dcl.ln, 5, scan.MsgSI(&msg.ReaderTRFRoundsFewer, dcl.code, dcl.n, data))
		default:
			n = max(n, dcl.n)
		}
	}
	if r.line142 > 0 && r.lineXXR > 0 && r.rounds142 != r.roundsXXR {
		r.d.Warn(scan.WTrfRounds, r.lineXXR, 5, scan.MsgI(&msg.ReaderTRFRoundsXXR, r.roundsXXR, r.line142, r.rounds142, n))
	}
	if n > played && (r.line142 > 0 || r.lineXXR > 0) {
		ln := r.line142
		if ln == 0 {
			ln = r.lineXXR
		}
		m := scan.MsgI(&msg.ReaderTRFInProgress, n, played)
		if played == 1 { // one round played, in the singular
			m = scan.MsgI(&msg.ReaderTRFInProgressOne, n)
		}
		r.d.Info(scan.ITrfInProgress, ln, m)
	}
	return n
}

// fullPointsWithoutOpponent answers question Q-BYE with its default for
// every round (docs/formats.md §13): a TRF06 full point without opponent is the
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

// interpret maps one round block to an entry (docs/formats.md §5.7, §5.8 step
// 4). e is the zero Entry: only the fields the block sets are written (a
// whole Entry is large, and copying one into the heap costs more).
func (r *trfReader) interpret(e *engine.Entry, p *trfPlayer, k int, b trfBlock, single bool, pseudo map[int]bool) {
	col, opp := p.col(k), int(b.opp)
	e.Pos = engine.Pos{Line: p.line(), Col: col}
	res := b.result
	if len(pseudo) > 0 && pseudo[opp] {
		opp, res = 0, pseudoResult(res)
	}
	if opp > 0 && !isByeCode(res) {
		colour := engine.NoColour
		switch b.colour {
		case 'w':
			colour = engine.White
		case 'b':
			colour = engine.Black
		}
		e.Opponent, e.Colour = opp, colour
		r.interpretGame(e, p, k, col, res)
		return
	}
	if opp > 0 {
		r.note(scan.SeverityWarning, scan.WTrfByeOpponent, string(scan.WTrfByeOpponent), p.line(), col, r.roundItem(&msg.ItemTRFByeOpponent, p, k),
			scan.Grouped(&msg.GroupTRFByeOpponent1, &msg.GroupTRFByeOpponent))
	}
	r.interpretBye(e, p, k, col, res, single)
	if k >= r.ev.PlayedRounds && e.Kind != engine.NotYet {
		e.Detail = engine.DetailAnnounced
		r.noteAnnounced(p.line(), col, r.roundItem(&msg.ItemTRFAnnounced, p, k))
	}
}

// pseudoResult is the bye code that a result against a pseudo-player
// (a bye written as a game) stands for: a win is a pairing-allocated bye,
// a draw a half-point bye, a loss a zero-point bye.
func pseudoResult(res byte) byte {
	switch res {
	case '1', 'W', '+':
		return 'U'
	case '=', 'D':
		return 'H'
	case '0', 'L', '-':
		return 'Z'
	}
	return ' '
}

// interpretGame sets the kind of a game against an opponent from its
// result code; a game without a result is pending (W-TRF-PENDING).
func (r *trfReader) interpretGame(e *engine.Entry, p *trfPlayer, k, col int, res byte) {
	switch res {
	case '1', '=', '0', 'W', 'D', 'L':
		e.Kind = playedKind(res)
		if e.Colour == engine.NoColour {
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
		r.note(scan.SeverityWarning, scan.WTrfPending, string(scan.WTrfPending), p.line(), col, r.roundItem(&msg.ItemTRFPending, p, k),
			scan.Grouped(&msg.GroupTRFPendingOne, &msg.GroupTRFPending))
	}
}

// interpretBye sets the kind of a round without an opponent from its code;
// a game result without an opponent is read as a bye (noteByeCode), a
// point as a forfeit win in a team event, else as an assumed bye (a
// pairing-allocated one when single).
func (r *trfReader) interpretBye(e *engine.Entry, p *trfPlayer, k, col int, res byte, single bool) {
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
			r.noteByeCode(p, k, col)
		}
	case 'Z', ' ', '-', '0', 'L':
		e.Kind = engine.ZPB
		if res == '0' || res == 'L' {
			r.noteByeCode(p, k, col)
		}
		if r.team && res != 'Z' && res != ' ' {
			e.Detail = detailNotFielded
		}
		if res == ' ' && k >= r.ev.PlayedRounds {
			e.Kind = engine.NotYet
		}
	case '+', '1', 'W':
		if res != '+' || !r.team {
			r.noteByeCode(p, k, col)
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
}

// roundItem names round index k of p by the item message id, whose code
// is the key of its tally, or returns an empty item when the tally lists
// no more items.
func (r *trfReader) roundItem(id *msg.ID, p *trfPlayer, k int) scan.NoteItem {
	if !r.listing(id.Code()) {
		return scan.NoteItem{}
	}
	return lineItem(id, p.line(), p.StartNo, k)
}

// lineItem is the item message id, "line L (player P, round R)", of round
// index k.
func lineItem(id *msg.ID, line, player, k int) scan.NoteItem {
	return scan.ItemMsg(scan.MsgI(id, line, player, k+1))
}

// noteByeCode records a result without opponent written in the TRF06 style
// in round index k of p.
func (r *trfReader) noteByeCode(p *trfPlayer, k, col int) {
	r.note(scan.SeverityWarning, scan.WTrfByeCode, string(scan.WTrfByeCode), p.line(), col, r.roundItem(&msg.ItemTRFByeCode, p, k),
		scan.Grouped(&msg.GroupTRFByeCodeOne, &msg.GroupTRFByeCode))
}

// noteAnnounced records a bye recorded for a round after the played ones.
func (r *trfReader) noteAnnounced(line, col int, item scan.NoteItem) {
	r.note(scan.SeverityInfo, scan.ITrfAnnounced, string(scan.ITrfAnnounced), line, col, item, func(n int, list string) string {
		return scan.Grouped(&msg.GroupTRFAnnouncedOne, &msg.GroupTRFAnnounced, r.ev.PlayedRounds)(n, list)
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
