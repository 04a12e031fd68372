package table

import (
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// xcell is one round cell of a table row, as a table reader found it.
type Cell struct {
	Kind   engine.Kind
	Opp    int
	Colour engine.Colour
	Full   bool // a full point without opponent: decided by Q-BYE (§13)
	Blank  bool // nothing recorded: ZPB up to PlayedRounds, NotYet after
	Text   string
	Detail string // Entry.Detail, e.g. assumed by a question's default
	Line   int
	Col    int
	End    int
}

// xrow is one player row of a table.
type Row struct {
	Key       int // start number (or row key)
	Rank      int // declared rank; 0 = none
	Name      string
	Title     string
	TitleRaw  string
	Fed       string
	Rating    int
	Declared  *engine.Score
	Withdrawn bool
	Line, Col int
	Cells     []Cell
	Printed   []string // the row's values of xtable.declared, as printed
}

// The versions of a format its readers record beside it
// (Provenance.FormatVersion), which the user interfaces word by the
// catalogues' keys "format.version."+version; TRF's ("TRF16", "TRF26",
// "+TRFx") are names, shown as they are.
const (
	VersionRoundRobin = "round-robin" // a round-robin grid
	VersionSwiss      = "swiss"       // a Swiss crosstable
	VersionTeam       = "team"        // a team crosstable
	VersionWallchart  = "wallchart"   // a US Chess wallchart
	VersionExport     = "export"      // a Swiss Perfect export
	VersionPublished  = "published"   // Swiss Perfect's published standings
	VersionRounds     = "rounds"      // pairing lists, round by round
	VersionSwissChess = "swiss-chess" // Swiss-Chess's pairing tables
	VersionColourless = "colourless"  // a strip without colours
	VersionColoured   = "coloured"    // a strip with colours
	VersionGames      = "games"       // PGN games
)

// Versions lists the versions of formats the user interfaces word.
var Versions = []string{VersionRoundRobin, VersionSwiss, VersionTeam, VersionWallchart, VersionExport,
	VersionPublished, VersionRounds, VersionSwissChess, VersionColourless, VersionColoured, VersionGames}

// xtable is a table read, of players or of teams, before its assembly
// into an event (build): what the table says of the event, and its rows.
type Table struct {
	Format, Version string // Provenance.Format and FormatVersion
	Name            string
	// team: a table of teams, whose rows are teams (§7.8, §8.8); else of
	// players, whose rows are rows.
	Team   bool
	Rows   []*Row
	Teams  []*TeamRow
	Rounds int // 0 = the longest row
	Played int // 0 = derive from the data
	// titleLine, titleCol and titleEnd are where a title gave played
	// ("after Round 4"): the line and the columns of its number; 0 when
	// no title did.
	TitleLine, TitleCol, TitleEnd int
	StartNumbers                  engine.StartNumbers
	RoundOrder                    engine.RoundOrder
	System                        engine.System
	SystemReason                  msg.Message
	Scoring                       *engine.Scoring         // players: the scoring, when the table says
	UscfBye                       bool                    // players: Q-BYE also offers the half-point bye (US Chess B)
	CellCode                      scan.Code               // teams: the code of a bad cell of the format
	FromGames                     bool                    // teams: assembled from the members' games (TRF; otherSide)
	Declared                      []engine.DeclaredColumn // the printed tie-break columns (§2.9)
	// nameCol is the heading of the column the names were taken from, and
	// hdrLine the header's line (0: none), for E-NAMES-EMPTY.
	NameCol *scan.Tok
	HdrLine int
}

// MaxTableRounds is the largest number of rounds the table readers accept,
// as for the TRF reader: a hostile input must not allocate without bound.
const MaxTableRounds = 250

// TooManyRounds reports, with an error, a table of more than maxTableRounds
// rounds.
func (in *Reader) TooManyRounds(n, line int) bool {
	if n <= MaxTableRounds {
		return false
	}
	in.D.At(scan.SeverityError, scan.ETooManyRounds, max(line, 1), 1, 1, "", "", scan.MsgI(&msg.ReaderTableTooManyRounds, n, MaxTableRounds))
	return true
}

// Build assembles a table into an event, of players (buildPlayers) or of
// teams (buildTeams). It returns nil after errors.
func (in *Reader) Build(t *Table) *engine.Event {
	if t.Team {
		return in.buildTeams(t)
	}
	return in.buildPlayers(t)
}

// setSystem gives the event the table's system, else the one its pairings
// give (systemFromData, systemFromTeams).
func (t *Table) setSystem(ev *engine.Event) {
	ev.System, ev.SystemReason = t.System, t.SystemReason
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
func (t *Table) provenance(colours engine.Colours) engine.Provenance {
	pv := engine.Provenance{Format: t.Format, FormatVersion: t.Version, StartNumbers: t.StartNumbers,
		Colours: colours, RoundOrder: t.RoundOrder}
	if pv.RoundOrder == "" {
		pv.RoundOrder = engine.RoundOrderKnown
	}
	if t.Team {
		pv.BoardResults = engine.BoardResultsUnknown
	}
	return pv
}

// buildPlayers assembles a table of players into an event: entries, byes
// (Q-BYE), absences, provenance and the cross-checks of §14. It returns nil
// after errors.
func (in *Reader) buildPlayers(t *Table) *engine.Event {
	ev := &engine.Event{Name: t.Name, Scoring: engine.DefaultScoring(), Players: make([]engine.Player, 0, len(t.Rows))}
	if t.Scoring != nil {
		ev.Scoring = *t.Scoring
	}
	rounds := t.Rounds
	for _, r := range t.Rows {
		rounds = max(rounds, len(r.Cells))
	}
	if len(t.Rows) > 0 && in.TooManyRounds(rounds, t.Rows[0].Line) {
		return nil
	}
	if noNames(t.Rows) {
		in.namesEmpty(t)
		return nil
	}
	played := t.Played
	if played == 0 {
		for _, r := range t.Rows {
			for k, c := range r.Cells {
				if c.Opp > 0 && !c.Kind.Bye() {
					played = max(played, k+1)
				}
			}
		}
	}
	played = min(played, rounds)
	ev.Rounds, ev.PlayedRounds = rounds, played
	if len(t.Declared) > 0 {
		ev.DeclaredColumns = t.Declared
	}
	for _, r := range t.Rows {
		p := engine.Player{StartNo: r.Key, Name: r.Name, Title: r.Title, TitleRaw: r.TitleRaw,
			Federation: r.Fed, Rating: r.Rating, DeclaredPoints: r.Declared, DeclaredRank: r.Rank,
			Withdrawn: r.Withdrawn, Pos: engine.Pos{Line: r.Line, Col: r.Col},
			DeclaredTieBreaks: declaredValues(r.Printed, len(t.Declared))}
		p.Rounds = make([]engine.Entry, rounds)
		for k := range p.Rounds {
			if k >= len(r.Cells) {
				if k < played {
					p.Rounds[k] = engine.Entry{Kind: engine.ZPB, Pos: engine.Pos{Line: r.Line, Col: r.Col}}
				}
				continue
			}
			c := r.Cells[k]
			e := engine.Entry{Kind: c.Kind, Opponent: c.Opp, Colour: c.Colour, Detail: c.Detail, Pos: engine.Pos{Line: c.Line, Col: c.Col}}
			if c.Blank {
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
	MarkAbsences(ev)
	if t.Scoring == nil {
		in.inferScoring(ev)
	}
	t.setSystem(ev)
	for _, d := range CheckEvent(ev, CheckOptions{Grid: t.Format == "Grid"}) {
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
	return SystemFromMeetings(n, meets, PlayerMeetings)
}

// MeetingReasons are the reasons systemFromMeetings gives for players or
// for teams: every pair met once, twice, not every pair met.
type MeetingReasons struct{ once, twice, not *msg.ID }

var (
	PlayerMeetings = MeetingReasons{&msg.ReasonSystemPlayersOnce, &msg.ReasonSystemPlayersTwice, &msg.ReasonSystemPlayersNot}
	TeamMeetings   = MeetingReasons{&msg.ReasonSystemTeamsOnce, &msg.ReasonSystemTeamsTwice, &msg.ReasonSystemTeamsNot}
)

// SystemFromMeetings is the system of n participants (players or teams,
// whose reasons are who) whose pairs met as often as meets says: a round
// robin when every pair met once, a double one when every pair met twice,
// else a Swiss.
func SystemFromMeetings(n int, meets map[[2]int]int, who MeetingReasons) (engine.System, msg.Message) {
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

// MarkAbsences applies docs/formats.md §5.8 step 3 the way the TRF reader does:
// zero-point rounds at the end of the played rounds mark a withdrawal, at
// the start a late entry. A withdrawal marker (§6.5) keeps Withdrawn set.
func MarkAbsences(ev *engine.Event) {
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
func (in *Reader) resolveByes(ev *engine.Event, t *Table) {
	byRound := map[int][]byeCell{}
	var rounds []int
	rowOf := map[int]*Row{}
	for _, r := range t.Rows {
		rowOf[r.Key] = r
	}
	for i, p := range ev.Players {
		r := rowOf[p.StartNo]
		if r == nil {
			continue
		}
		for k, c := range r.Cells {
			if c.Full && !c.Blank {
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
			cell := rowOf[p.StartNo].Cells[k]
			e := &p.Rounds[k]
			q := byeQuestion(ids[j], k, labels, j, cell, e.Pos, pab < 0 || pab == j, t.UscfBye)
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
func byeQuestion(id string, k int, labels []string, j int, cell Cell, pos engine.Pos, offerPAB, uscf bool) scan.Question {
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
	q := scan.Question{ID: id, Options: opts, Line: pos.Line, Col: pos.Col, EndCol: max(cell.End, pos.Col)}
	if len(labels) == 1 {
		q = scan.Asked(q, scan.MsgIS(&msg.AskByeOne, k+1, labels[j], cell.Text))
		q.Default = "pab"
	} else {
		others := strings.Join(append(append([]string(nil), labels[:j]...), labels[j+1:]...), ", ")
		q = scan.Asked(q, scan.MsgIS(&msg.AskByeShared, k+1, labels[j], cell.Text, others))
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

// TitleVsCells follows the cells when a title says fewer rounds were played
// than the cells hold results for (docs/formats.md §7.2): "Ranking
// crosstable after Round 4" above a round 5 with games already scored.
// The cells are the data and the title a hint, so played becomes the last
// round with a game result, and one warning (W-CR-TITLE-ROUNDS) at the
// title's number says so, with the round and the number of games.
func (in *Reader) TitleVsCells(xt *Table) {
	if xt.Played <= 0 || xt.TitleLine == 0 {
		return
	}
	last, games := xt.Played, map[[3]int]bool{}
	for _, r := range xt.Rows {
		for k := xt.Played; k < len(r.Cells); k++ {
			if c := r.Cells[k]; !c.Blank && c.Opp > 0 && c.Kind != engine.NotYet {
				last = max(last, k+1)
				games[[3]int{k, min(r.Key, c.Opp), max(r.Key, c.Opp)}] = true
			}
		}
	}
	if last == xt.Played {
		return
	}
	in.D.At(scan.SeverityWarning, scan.WCrTitleRounds, xt.TitleLine, xt.TitleCol, xt.TitleEnd, strconv.Itoa(xt.Played), "",
		scan.MsgI(&msg.ReaderCRTitleRounds, xt.Played, last, len(games)))
	xt.Played = last
}

// LastRowLine is the line of the last of rows, 0 when there is none.
func LastRowLine(rows []*Row) int {
	if len(rows) == 0 {
		return 0
	}
	return rows[len(rows)-1].Line
}

// noNames reports whether every row of a table has an empty name.
func noNames(rows []*Row) bool {
	for _, r := range rows {
		if strings.TrimSpace(r.Name) != "" {
			return false
		}
	}
	return len(rows) > 0
}

// namesEmpty reports E-NAMES-EMPTY for a table whose names all came out
// empty: at the heading of the column tried (t.nameCol), else at the
// header (t.hdrLine), else at the first row.
func (in *Reader) namesEmpty(t *Table) {
	switch {
	case t.NameCol != nil:
		h := *t.NameCol
		in.D.At(scan.SeverityError, scan.ENamesEmpty, h.Line, h.Col, h.End, h.S, "", scan.MsgSI(&msg.ReaderNamesEmpty, scan.Quote(h.S), h.Line, h.Col))
	case t.HdrLine > 0:
		in.D.At(scan.SeverityError, scan.ENamesEmpty, t.HdrLine, 1, 1, "", "", scan.MsgI(&msg.ReaderNamesEmptyNone, t.HdrLine))
	default:
		in.D.At(scan.SeverityError, scan.ENamesEmpty, t.Rows[0].Line, 1, 1, "", "", scan.MsgI(&msg.ReaderNamesEmptyRows, t.Rows[0].Line))
	}
}

// Reader is a Read call's Input with the methods the table readers share
// (building the event from an xtable, the byes, the team tables).
type Reader struct{ *scan.Input }
