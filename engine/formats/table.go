package formats

import (
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// xcell is one round cell of a table row, as a table reader found it.
type xcell struct {
	kind   engine.Kind
	opp    int
	colour engine.Colour
	full   bool // a full point without opponent: decided by Q-BYE (§13)
	blank  bool // nothing recorded: ZPB up to PlayedRounds, NotYet after
	text   string
	detail string // Entry.Detail, e.g. assumed by a question's default
	line   int
	col    int
	end    int
}

// xrow is one player row of a table.
type xrow struct {
	key       int // start number (or row key)
	rank      int // declared rank; 0 = none
	name      string
	title     string
	titleRaw  string
	fed       string
	rating    int
	declared  *engine.Score
	withdrawn bool
	line, col int
	cells     []xcell
	printed   []string // the row's values of xtable.declared, as printed
}

// The versions of a format its readers record beside it
// (Provenance.FormatVersion), which the user interfaces word by the
// catalogues' keys "format.version."+version; TRF's ("TRF16", "TRF26",
// "+TRFx") are names, shown as they are.
const (
	versionRoundRobin = "round-robin" // a round-robin grid
	versionSwiss      = "swiss"       // a Swiss crosstable
	versionTeam       = "team"        // a team crosstable
	versionWallchart  = "wallchart"   // a US Chess wallchart
	versionExport     = "export"      // a Swiss Perfect export
	versionPublished  = "published"   // Swiss Perfect's published standings
	versionRounds     = "rounds"      // pairing lists, round by round
	versionSwissChess = "swiss-chess" // Swiss-Chess's pairing tables
	versionColourless = "colourless"  // a strip without colours
	versionColoured   = "coloured"    // a strip with colours
	versionGames      = "games"       // PGN games
)

// Versions lists the versions of formats the user interfaces word.
var Versions = []string{versionRoundRobin, versionSwiss, versionTeam, versionWallchart, versionExport,
	versionPublished, versionRounds, versionSwissChess, versionColourless, versionColoured, versionGames}

// xtable is a table read, of players or of teams, before its assembly
// into an event (build): what the table says of the event, and its rows.
type xtable struct {
	format, version string // Provenance.Format and FormatVersion
	name            string
	// team: a table of teams, whose rows are teams (§7.8, §8.8); else of
	// players, whose rows are rows.
	team   bool
	rows   []*xrow
	teams  []*trow
	rounds int // 0 = the longest row
	played int // 0 = derive from the data
	// titleLine, titleCol and titleEnd are where a title gave played
	// ("after Round 4"): the line and the columns of its number; 0 when
	// no title did.
	titleLine, titleCol, titleEnd int
	startNumbers                  engine.StartNumbers
	roundOrder                    engine.RoundOrder
	system                        engine.System
	systemReason                  msg.Message
	scoring                       *engine.Scoring         // players: the scoring, when the table says
	uscfBye                       bool                    // players: Q-BYE also offers the half-point bye (US Chess B)
	cellCode                      scan.Code               // teams: the code of a bad cell of the format
	fromGames                     bool                    // teams: assembled from the members' games (TRF; otherSide)
	declared                      []engine.DeclaredColumn // the printed tie-break columns (§2.9)
	// nameCol is the heading of the column the names were taken from, and
	// hdrLine the header's line (0: none), for E-NAMES-EMPTY.
	nameCol *scan.Tok
	hdrLine int
}

// maxTableRounds is the largest number of rounds the table readers accept,
// as for the TRF reader: a hostile input must not allocate without bound.
const maxTableRounds = 250

// tooManyRounds reports, with an error, a table of more than maxTableRounds
// rounds.
func (in *Reader) tooManyRounds(n, line int) bool {
	if n <= maxTableRounds {
		return false
	}
	in.D.At(scan.SeverityError, scan.ETooManyRounds, max(line, 1), 1, 1, "", "", scan.MsgI(&msg.ReaderTableTooManyRounds, n, maxTableRounds))
	return true
}

// build assembles a table into an event, of players (buildPlayers) or of
// teams (buildTeams). It returns nil after errors.
func (in *Reader) build(t *xtable) *engine.Event {
	if t.team {
		return in.buildTeams(t)
	}
	return in.buildPlayers(t)
}

// setSystem gives the event the table's system, else the one its pairings
// give (systemFromData, systemFromTeams).
func (t *xtable) setSystem(ev *engine.Event) {
	ev.System, ev.SystemReason = t.system, t.systemReason
	switch {
	case ev.System != engine.UnknownSystem:
	case ev.Teams != nil:
		ev.System, ev.SystemReason = systemFromTeams(ev.Teams)
	default:
		ev.System, ev.SystemReason = systemFromData(ev)
	}
}

// provenance is the event's provenance from the table, with the colours
// found: the round order is known unless the table says otherwise, and a
// table of teams gives no board.
func (t *xtable) provenance(colours engine.Colours) engine.Provenance {
	pv := engine.Provenance{Format: t.format, FormatVersion: t.version, StartNumbers: t.startNumbers,
		Colours: colours, RoundOrder: t.roundOrder}
	if pv.RoundOrder == "" {
		pv.RoundOrder = engine.RoundOrderKnown
	}
	if t.team {
		pv.BoardResults = engine.BoardResultsUnknown
	}
	return pv
}

// buildPlayers assembles a table of players into an event: entries, byes
// (Q-BYE), absences, provenance and the cross-checks of §14. It returns nil
// after errors.
func (in *Reader) buildPlayers(t *xtable) *engine.Event {
	ev := &engine.Event{Name: t.name, Scoring: engine.DefaultScoring(), Players: make([]engine.Player, 0, len(t.rows))}
	if t.scoring != nil {
		ev.Scoring = *t.scoring
	}
	rounds := t.rounds
	for _, r := range t.rows {
		rounds = max(rounds, len(r.cells))
	}
	if len(t.rows) > 0 && in.tooManyRounds(rounds, t.rows[0].line) {
		return nil
	}
	if noNames(t.rows) {
		in.namesEmpty(t)
		return nil
	}
	played := t.played
	if played == 0 {
		for _, r := range t.rows {
			for k, c := range r.cells {
				if c.opp > 0 && !c.kind.Bye() {
					played = max(played, k+1)
				}
			}
		}
	}
	played = min(played, rounds)
	ev.Rounds, ev.PlayedRounds = rounds, played
	if len(t.declared) > 0 {
		ev.DeclaredColumns = t.declared
	}
	for _, r := range t.rows {
		p := engine.Player{StartNo: r.key, Name: r.name, Title: r.title, TitleRaw: r.titleRaw,
			Federation: r.fed, Rating: r.rating, DeclaredPoints: r.declared, DeclaredRank: r.rank,
			Withdrawn: r.withdrawn, Pos: engine.Pos{Line: r.line, Col: r.col},
			DeclaredTieBreaks: declaredValues(r.printed, len(t.declared))}
		p.Rounds = make([]engine.Entry, rounds)
		for k := range p.Rounds {
			if k >= len(r.cells) {
				if k < played {
					p.Rounds[k] = engine.Entry{Kind: engine.ZPB, Pos: engine.Pos{Line: r.line, Col: r.col}}
				}
				continue
			}
			c := r.cells[k]
			e := engine.Entry{Kind: c.kind, Opponent: c.opp, Colour: c.colour, Detail: c.detail, Pos: engine.Pos{Line: c.line, Col: c.col}}
			if c.blank {
				e.Kind, e.Opponent, e.Colour = engine.NotYet, 0, engine.NoColour
				if k < played {
					e.Kind = engine.ZPB
				}
			}
			p.Rounds[k] = e
		}
		ev.Players = append(ev.Players, p)
	}
	sort.SliceStable(ev.Players, func(i, j int) bool { return ev.Players[i].StartNo < ev.Players[j].StartNo })
	in.resolveByes(ev, t)
	markAbsences(ev)
	if t.scoring == nil {
		in.inferScoring(ev)
	}
	t.setSystem(ev)
	for _, d := range CheckEvent(ev, CheckOptions{Grid: t.format == "Grid"}) {
		in.D.Add(d)
	}
	if in.D.Errors > 0 {
		return nil
	}
	ev.Provenance = t.provenance(coloursOf(ev))
	return ev
}

// coloursOf says whether the colours of the games are known, partly known
// or unknown.
func coloursOf(ev *engine.Event) engine.Colours {
	known, unknown := 0, 0
	for _, p := range ev.Players {
		for _, e := range p.Rounds {
			switch {
			case !e.Kind.OTB():
			case e.Colour == engine.UnknownColour:
				unknown++
			default:
				known++
			}
		}
	}
	return coloursFromCounts(known, unknown)
}

// coloursFromCounts says whether colours are known from the number of
// games (or matches) whose colour is known and unknown.
func coloursFromCounts(known, unknown int) engine.Colours {
	switch {
	case unknown > 0 && known > 0:
		return engine.ColoursPartial
	case unknown > 0:
		return engine.ColoursUnknown
	}
	return engine.ColoursKnown
}

// systemFromData derives the system from the pairings (docs/formats.md §5.3
// step 3): every pair met exactly once is a round robin, exactly twice a
// double round robin, anything else a Swiss.
func systemFromData(ev *engine.Event) (engine.System, msg.Message) {
	n := len(ev.Players)
	if n < 2 {
		return engine.Swiss, msg.Message{ID: msg.ReasonSystemData}
	}
	meets := map[[2]int]int{}
	for _, p := range ev.Players {
		for _, e := range p.Rounds {
			if e.Opponent > p.StartNo { // a pairing without a result yet is a pairing all the same
				meets[[2]int{p.StartNo, e.Opponent}]++
			}
		}
	}
	return systemFromMeetings(n, meets, playerMeetings)
}

// meetingReasons are the reasons systemFromMeetings gives for players or
// for teams: every pair met once, twice, not every pair met.
type meetingReasons struct{ once, twice, not *msg.ID }

var (
	playerMeetings = meetingReasons{&msg.ReasonSystemPlayersOnce, &msg.ReasonSystemPlayersTwice, &msg.ReasonSystemPlayersNot}
	teamMeetings   = meetingReasons{&msg.ReasonSystemTeamsOnce, &msg.ReasonSystemTeamsTwice, &msg.ReasonSystemTeamsNot}
)

// systemFromMeetings is the system of n participants (players or teams,
// whose reasons are who) whose pairs met as often as meets says: a round
// robin when every pair met once, a double one when every pair met twice,
// else a Swiss.
func systemFromMeetings(n int, meets map[[2]int]int, who meetingReasons) (engine.System, msg.Message) {
	if n >= 2 && len(meets) == n*(n-1)/2 {
		times := -1
		for _, m := range meets {
			if times >= 0 && m != times {
				times = 0
				break
			}
			times = m
		}
		switch times {
		case 1:
			return engine.RoundRobin, msg.Message{ID: *who.once}
		case 2:
			return engine.DoubleRoundRobin, msg.Message{ID: *who.twice}
		}
	}
	return engine.Swiss, msg.Message{ID: *who.not}
}

// markAbsences applies docs/formats.md §5.8 step 3 the way the TRF reader does:
// zero-point rounds at the end of the played rounds mark a withdrawal, at
// the start a late entry. A withdrawal marker (§6.5) keeps Withdrawn set.
func markAbsences(ev *engine.Event) {
	played := ev.PlayedRounds
	plain := func(e engine.Entry) bool { return e.Kind == engine.ZPB && e.Detail == "" }
	for i := range ev.Players {
		es := ev.Players[i].Rounds
		t := min(played, len(es))
		for t > 0 && (plain(es[t-1]) || es[t-1].Kind == engine.ZPB && es[t-1].Detail == engine.DetailWithdrawn) {
			t--
		}
		later := true
		for _, e := range es[min(played, len(es)):] {
			later = later && (e.Kind == engine.NotYet && e.Opponent == 0 || e.Kind == engine.ZPB)
		}
		if t < played && later {
			for k := t; k < played; k++ {
				es[k].Detail = engine.DetailWithdrawn
			}
			ev.Players[i].Withdrawn = true
		}
		for k := 0; k < t && plain(es[k]); k++ {
			es[k].Detail = engine.DetailLateEntry
		}
	}
}

// byeCell is a full point without opponent, waiting for Q-BYE.
type byeCell struct {
	player int // index in ev.Players
	round  int // 0-based
}

// resolveByes turns the full points without opponent into PAB, FPB, a
// forfeit win with the opponent not shown (or, for US Chess, HPB) by the
// answers to Q-BYE, one question per cell ("Q-BYE/r3/p6"). A round with a
// single such cell defaults to the PAB; in a round with several, each cell
// waits for its answer, and the PAB is offered only while no other cell of
// the round has it (a round has at most one).
func (in *Reader) resolveByes(ev *engine.Event, t *xtable) {
	byRound := map[int][]byeCell{}
	var rounds []int
	rowOf := map[int]*xrow{}
	for _, r := range t.rows {
		rowOf[r.key] = r
	}
	for i, p := range ev.Players {
		r := rowOf[p.StartNo]
		if r == nil {
			continue
		}
		for k, c := range r.cells {
			if c.full && !c.blank {
				if byRound[k] == nil {
					rounds = append(rounds, k)
				}
				byRound[k] = append(byRound[k], byeCell{i, k})
			}
		}
	}
	sort.Ints(rounds)
	for _, k := range rounds {
		cells := byRound[k]
		ids := make([]string, len(cells))
		labels := make([]string, len(cells))
		pab := -1 // the cell answered PAB
		for j, b := range cells {
			p := ev.Players[b.player]
			ids[j] = string(scan.QBye) + "/r" + strconv.Itoa(k+1) + "/p" + strconv.Itoa(p.StartNo)
			labels[j] = scan.LabelOf(p.StartNo, p.Name)
			if scan.Answer(in.Answers, ids[j]) == "pab" && pab < 0 {
				pab = j
			}
		}
		for j, b := range cells {
			p := &ev.Players[b.player]
			cell := rowOf[p.StartNo].cells[k]
			e := &p.Rounds[k]
			q := byeQuestion(ids[j], k, labels, j, cell, e.Pos, pab < 0 || pab == j, t.uscfBye)
			kind, detail := byeKind(in.Ask(q), q.Blocking)
			e.Kind, e.Opponent, e.Colour, e.Detail = kind, 0, engine.NoColour, detail
		}
	}
}

// byeQuestion is question Q-BYE (id) about cell, of the player labels[j],
// at pos in round index k, where labels are the players of the round with
// such a cell. The PAB is offered when offerPAB, the half-point bye for US
// Chess; with a single cell the question defaults to the PAB, with several
// it blocks.
func byeQuestion(id string, k int, labels []string, j int, cell xcell, pos engine.Pos, offerPAB, uscf bool) scan.Question {
	var opts []scan.QuestionOption
	if offerPAB {
		opts = append(opts, scan.QuestionOption{ID: "pab", Label: msg.Message{ID: msg.OptPAB}, Effect: msg.Message{ID: msg.EffectByePAB}})
	}
	opts = append(opts,
		scan.QuestionOption{ID: "fpb", Label: msg.Message{ID: msg.OptFPB}, Effect: msg.Message{ID: msg.EffectByeFPB}},
		scan.QuestionOption{ID: "forfeit", Label: msg.Message{ID: msg.OptByeForfeit}, Effect: msg.Message{ID: msg.EffectByeForfeit}})
	if uscf {
		opts = append(opts, scan.QuestionOption{ID: "hpb", Label: msg.Message{ID: msg.OptHPB}, Effect: msg.Message{ID: msg.EffectByeHPB}})
	}
	q := scan.Question{ID: id, Options: opts, Line: pos.Line, Col: pos.Col, EndCol: max(cell.end, pos.Col)}
	if len(labels) == 1 {
		q = scan.Asked(q, scan.MsgIS(&msg.AskByeOne, k+1, labels[j], cell.text))
		q.Default = "pab"
	} else {
		others := strings.Join(append(append([]string(nil), labels[:j]...), labels[j+1:]...), ", ")
		q = scan.Asked(q, scan.MsgIS(&msg.AskByeShared, k+1, labels[j], cell.text, others))
		q.Blocking = true
	}
	return q
}

// byeKind is the kind and detail that answer a gives a full point without
// opponent; without an answer, an assumed PAB, or a provisional FPB while
// a blocking question is open.
func byeKind(a string, blocking bool) (engine.Kind, string) {
	kind, detail := engine.PAB, ""
	switch a {
	case "":
		if blocking {
			kind = engine.FPB // provisional; the import stops on the open question
		}
		detail = engine.DetailAssumed
	case "fpb":
		kind = engine.FPB
	case "forfeit":
		kind = engine.ForfeitWin
	case "hpb":
		kind = engine.HPB
	}
	return kind, detail
}

// titleVsCells follows the cells when a title says fewer rounds were played
// than the cells hold results for (docs/formats.md §7.2): "Ranking
// crosstable after Round 4" above a round 5 with games already scored.
// The cells are the data and the title a hint, so played becomes the last
// round with a game result, and one warning (W-CR-TITLE-ROUNDS) at the
// title's number says so, with the round and the number of games.
func (in *Reader) titleVsCells(xt *xtable) {
	if xt.played <= 0 || xt.titleLine == 0 {
		return
	}
	last, games := xt.played, map[[3]int]bool{}
	for _, r := range xt.rows {
		for k := xt.played; k < len(r.cells); k++ {
			if c := r.cells[k]; !c.blank && c.opp > 0 && c.kind != engine.NotYet {
				last = max(last, k+1)
				games[[3]int{k, min(r.key, c.opp), max(r.key, c.opp)}] = true
			}
		}
	}
	if last == xt.played {
		return
	}
	in.D.At(scan.SeverityWarning, scan.WCrTitleRounds, xt.titleLine, xt.titleCol, xt.titleEnd, strconv.Itoa(xt.played), "",
		scan.MsgI(&msg.ReaderCRTitleRounds, xt.played, last, len(games)))
	xt.played = last
}

// lastRowLine is the line of the last of rows, 0 when there is none.
func lastRowLine(rows []*xrow) int {
	if len(rows) == 0 {
		return 0
	}
	return rows[len(rows)-1].line
}

// noNames reports whether every row of a table has an empty name.
func noNames(rows []*xrow) bool {
	for _, r := range rows {
		if strings.TrimSpace(r.name) != "" {
			return false
		}
	}
	return len(rows) > 0
}

// namesEmpty reports E-NAMES-EMPTY for a table whose names all came out
// empty: at the heading of the column tried (t.nameCol), else at the
// header (t.hdrLine), else at the first row.
func (in *Reader) namesEmpty(t *xtable) {
	switch {
	case t.nameCol != nil:
		h := *t.nameCol
		in.D.At(scan.SeverityError, scan.ENamesEmpty, h.Line, h.Col, h.End, h.S, "", scan.MsgSI(&msg.ReaderNamesEmpty, scan.Quote(h.S), h.Line, h.Col))
	case t.hdrLine > 0:
		in.D.At(scan.SeverityError, scan.ENamesEmpty, t.hdrLine, 1, 1, "", "", scan.MsgI(&msg.ReaderNamesEmptyNone, t.hdrLine))
	default:
		in.D.At(scan.SeverityError, scan.ENamesEmpty, t.rows[0].line, 1, 1, "", "", scan.MsgI(&msg.ReaderNamesEmptyRows, t.rows[0].line))
	}
}

// Reader is a Read call's Input with the methods the table readers share
// (building the event from an xtable, the byes, the team tables).
type Reader struct{ *scan.Input }
