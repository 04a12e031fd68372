package formats

import (
	"sort"
	"strconv"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// The team tables that give the matches' game points but no board — the
// chess-results team crosstable (docs/formats.md §7.8) and the team grid
// (§8.8) — assembled into a team event with teams and no players: the
// number of boards, the value of the bye, the matches round by round, and
// the checks of the two sides of each match and of the printed totals.
// The rounds of a TRF team event (§5.11) are assembled as a table of
// these rows too (teamsOf), its cells made from the members' games.

// trow is one team's row of a team table.
type trow struct {
	key, rank int // start number; declared rank (0 = none)
	name      string
	members   []int // the team's players, when the source lists them (TRF)
	line, col int
	cells     []tcell // one per round
	totals    []ttotal
	printed   []string // the printed tie-break values (§2.9)
}

// ttotal is a total printed in a team's row.
type ttotal struct {
	role string // "mp", "gp", "pts" (the points column: match points unless it is game points) or "" (no header: either)
	v    engine.Score
	t    scan.Tok
}

// buildTeams assembles a team table into an event (§7.8, §8.8): unique
// start numbers, existing opponents, the boards, the bye, the team rounds,
// then the warnings on the two sides of each match and on the printed
// totals. It returns nil after errors.
func (in *Reader) buildTeams(t *xtable) *engine.Event {
	sort.SliceStable(t.teams, func(i, j int) bool { return t.teams[i].key < t.teams[j].key })
	idx := map[int]*trow{}
	for _, r := range t.teams {
		if o := idx[r.key]; o != nil {
			in.D.At(scan.SeverityError, scan.EDupStartno, r.line, r.col, r.col, "", "", scan.MsgI(&msg.ReaderTeamDupNumber, r.line, r.key, o.line))
			continue
		}
		idx[r.key] = r
	}
	for _, r := range t.teams {
		for k, c := range r.cells {
			if named(c) && (c.opp == r.key || idx[c.opp] == nil) {
				in.teamOpponentError(c, k+1, r.key, c.opp)
			}
		}
	}
	if in.D.Errors > 0 || len(t.teams) == 0 {
		return nil
	}
	boards := in.teamBoards(t, idx)
	if boards == 0 {
		return nil
	}
	ms := engine.DefaultMatchScoring()
	pab := in.teamPAB(t, boards, ms)
	if in.D.Errors > 0 {
		return nil
	}
	nr, played := t.rounds, t.played // the rounds a title announces are played, and so is every round with a cell
	for _, r := range t.teams {
		nr = max(nr, len(r.cells))
		for k, c := range r.cells {
			if c.kind != tcNone {
				played = max(played, k+1)
			}
		}
	}
	played = min(played, nr)
	if in.tooManyRounds(nr, t.teams[0].line) {
		return nil
	}
	ts := t.teamsOf(nr, played, boards, ms, pab)
	in.teamReciprocity(t, idx, boards)
	in.teamForfeitPoints(t, boards)
	in.teamTotals(t, ts)
	ev := &engine.Event{Name: t.name, Rounds: nr, PlayedRounds: played, Scoring: engine.DefaultScoring(), Teams: ts,
		DeclaredColumns: t.declared}
	t.setSystem(ev)
	ev.Provenance = t.provenance(teamColours(ts))
	return ev
}

// named reports whether a cell names an opposing team.
func named(c tcell) bool {
	return c.kind == tcMatch || c.kind == tcPending || c.kind == tcForfeitWin || c.kind == tcForfeitLoss
}

// cellAt returns row r's cell of round k, or an empty one.
func cellAt(r *trow, k int) tcell {
	if r == nil || k >= len(r.cells) {
		return tcell{}
	}
	return r.cells[k]
}

// teamOpponentError reports E-TEAM-OPPONENT: cell c of round names team
// opp (as written), which is the team's own number (own) or no row.
func (in *Reader) teamOpponentError(c tcell, round, own, opp int) {
	id := &msg.ReaderTeamOpponentNone
	if opp == own {
		id = &msg.ReaderTeamOpponentOwn
	}
	in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ETeamOpponent, Line: c.t.Line, Col: c.t.Col, EndCol: c.t.End,
		Round: round, Found: c.t.S, Expected: "the number of another team of the table"},
		scan.MsgA(id, c.t.Line, c.t.Col, round, scan.Quote(c.t.S), opp))
}

// teamBoards returns the number of boards (§7.8): the game points of the
// two sides of a match played add up to it; the most frequent sum is
// taken (the larger of two as frequent). Without a match seen from both
// sides, the most game points one side scored or a forfeit credited,
// rounded up. 0 after an error: no game points at all, or more than 100
// boards.
func (in *Reader) teamBoards(t *xtable, idx map[int]*trow) int {
	freq := map[int]int{}
	var most engine.Score
	var first *tcell
	for _, r := range t.teams {
		for k := range r.cells {
			c := &r.cells[k]
			if c.kind == tcMatch || c.kind == tcForfeitWin && c.hasGP {
				if c.gp > most {
					most, first = c.gp, c
				}
			}
			if o := idx[c.opp]; c.kind == tcMatch && o != nil && o.key > r.key {
				if oc := cellAt(o, k); oc.kind == tcMatch && oc.opp == r.key && (c.gp+oc.gp)%10 == 0 && c.gp+oc.gp > 0 {
					freq[int(c.gp+oc.gp)/10]++
				}
			}
		}
	}
	boards, n := int(most+9)/10, 0
	for b, f := range freq {
		if f > n || f == n && b > boards {
			boards, n = b, f
		}
	}
	switch {
	case boards == 0 && !anyTeamResult(t):
		// A team table before any match (§4.4): nothing to compute yet.
		line, col := t.teams[0].line, t.teams[0].col
		if t.hdrLine > 0 {
			line, col = t.hdrLine, 1
		}
		in.D.At(scan.SeverityError, scan.ENotStarted, line, col, col, "", "a crosstable with the results of a round at least",
			scan.MsgI(&msg.ReaderNotStartedTeam, line, len(t.teams)))
	case boards == 0:
		r := t.teams[0]
		in.D.At(scan.SeverityError, scan.ENoResults, r.line, r.col, r.col, "", "", msg.Message{ID: msg.ReaderTeamNoBoards})
	case boards > int(engine.MaxResultScore/10):
		c := first
		in.D.At(scan.SeverityError, t.cellCode, c.t.Line, c.t.Col, c.t.End, c.t.S, "at most 100 boards",
			scan.MsgI(teamCellMessage(t.cellCode, &msg.ReaderTeamCRBoards, &msg.ReaderTeamGridBoards), c.t.Line, c.t.Col, boards))
		return 0
	}
	return boards
}

// teamPAB returns the value of the pairing-allocated bye: the game points
// the bye cells credit, with the match points of a match won, drawn or
// lost by them; without any, a drawn match (docs/tiebreaks.md §8.1).
// Byes crediting different game points are an error at the later cell.
func (in *Reader) teamPAB(t *xtable, boards int, ms engine.MatchScoring) engine.TeamScore {
	var first *tcell
	for _, r := range t.teams {
		for k := range r.cells {
			c := &r.cells[k]
			if c.kind != tcBye || !c.hasGP {
				continue
			}
			if first == nil {
				first = c
				continue
			}
			if c.gp != first.gp {
				in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: t.cellCode, Line: c.t.Line, Col: c.t.Col, EndCol: c.t.End,
					Round: k + 1, Found: c.t.S, Expected: "a bye of " + first.gp.String() + " game points, like line " + strconv.Itoa(first.t.Line)},
					scan.MsgA(teamCellMessage(t.cellCode, &msg.ReaderTeamCRBye, &msg.ReaderTeamGridBye), c.t.Line, c.t.Col, k+1, scan.Quote(c.t.S), c.gp, first.t.Line, first.gp))
			}
		}
	}
	if first == nil {
		return engine.TeamScore{MP: ms.Draw, GP: 5 * engine.Score(boards)}
	}
	mp := ms.Draw
	switch engine.MatchResult(first.gp, 10*engine.Score(boards)-first.gp) {
	case engine.Win:
		mp = ms.Win
	case engine.Loss:
		mp = ms.Loss
	}
	return engine.TeamScore{MP: mp, GP: first.gp}
}

// teamsOf assembles the team rounds of a team table, of nr rounds of which
// played are played, into the teams of an event (docs/formats.md §5.11,
// §7.8, §8.8): every cell gives its round (teamRoundOf), and a match
// played its result from the game points of its two sides (otherSide).
// The rows are in start-number order.
func (t *xtable) teamsOf(nr, played, boards int, ms engine.MatchScoring, pab engine.TeamScore) *engine.Teams {
	ts := &engine.Teams{Boards: boards, MatchPoints: ms, PAB: pab}
	idx := map[int]*trow{}
	for _, r := range t.teams {
		idx[r.key] = r
	}
	for _, r := range t.teams {
		team := engine.Team{StartNo: r.key, Name: r.name, Members: r.members, Rounds: make([]engine.TeamRound, nr),
			DeclaredTieBreaks: declaredValues(r.printed, len(t.declared))}
		for k := range team.Rounds {
			c := cellAt(r, k)
			team.Rounds[k] = teamRoundOf(c, k, played)
			if c.kind == tcMatch {
				team.Rounds[k].Kind = engine.MatchResult(c.gp, t.otherSide(r, k, c, idx, boards))
			}
		}
		ts.Teams = append(ts.Teams, team)
	}
	return ts
}

// teamRoundOf returns what cell c of round index k says, a match's result
// left NotYet (teamsOf decides it): a match (or a pairing without result
// yet) with its game points and boards, a match forfeited, a bye, or
// nothing, a zero-point bye up to the played rounds.
func teamRoundOf(c tcell, k, played int) engine.TeamRound {
	tr := engine.TeamRound{Opponent: c.opp, Colour: c.colour}
	switch c.kind {
	case tcMatch, tcPending:
		tr.GP, tr.Boards, tr.Lineup = c.gp, c.boards, c.lineup
	case tcForfeitWin:
		tr.Kind = engine.ForfeitWin
	case tcForfeitLoss:
		tr.Kind = engine.ForfeitLoss
	case tcBye:
		tr = engine.TeamRound{Kind: engine.PAB}
		if c.bye != engine.NotYet {
			tr.Kind = c.bye
		}
	default:
		tr = engine.TeamRound{}
		if k < played {
			tr.Kind = engine.ZPB
		}
	}
	return tr
}

// otherSide returns the game points of the other side of team r's match c
// in round k. In a table of teams, those of the opponent's cell when it
// names the team back, else the boards less the team's points. In a
// table assembled from the members' games (t.fromGames, TRF), those of
// the opposing team's round, whichever team its members met (0 for a
// round without a match).
func (t *xtable) otherSide(r *trow, k int, c tcell, idx map[int]*trow, boards int) engine.Score {
	oc := cellAt(idx[c.opp], k)
	switch {
	case t.fromGames:
		return oc.gp
	case oc.kind == tcMatch && oc.opp == r.key:
		return oc.gp
	}
	return 10*engine.Score(boards) - c.gp
}

// teamReciprocity warns (W-TEAM-RECIPROCITY) about the matches whose two
// cells disagree: the other team's cell of the round does not name the
// team, or does not give the complementary result (game points adding up
// to the boards; a forfeit lost by the other side, or by both), or gives
// the same colour. The cells are used as written.
func (in *Reader) teamReciprocity(t *xtable, idx map[int]*trow, boards int) {
	c := &checker{agg: map[scan.Code]*aggregate{}}
	for _, r := range t.teams {
		for k, a := range r.cells {
			if !named(a) {
				continue
			}
			o := idx[a.opp]
			b := cellAt(o, k)
			back := named(b) && b.opp == r.key
			if back && o.key < r.key {
				continue // seen from the other side
			}
			if back && complementaryCells(a, b, boards) {
				continue
			}
			bl, bc, bt := o.line, o.col, "–"
			if b.t.Line > 0 {
				bl, bc, bt = b.t.Line, b.t.Col, b.t.S
			}
			c.note(scan.SeverityWarning, scan.WTeamReciprocity, engine.Pos{Line: a.t.Line, Col: a.t.Col}, c.item(scan.WTeamReciprocity, func() scan.NoteItem {
				return scan.ItemMsg(scan.MsgA(&msg.ItemTeamReciprocity, k+1, a.t.Line, a.t.Col, scan.Quote(a.t.S), bl, bc, scan.Quote(bt)))
			}), scan.Grouped(&msg.GroupTeamReciprocityOne, &msg.GroupTeamReciprocity, boards))
		}
	}
	c.flush()
	for _, d := range c.out {
		in.D.Add(d)
	}
}

// complementaryCells reports whether b is the other side of a's match.
func complementaryCells(a, b tcell, boards int) bool {
	if a.colour != engine.UnknownColour && a.colour != engine.NoColour && a.colour == b.colour {
		return false
	}
	switch a.kind {
	case tcMatch:
		return b.kind == tcMatch && a.gp+b.gp == 10*engine.Score(boards)
	case tcForfeitWin:
		return b.kind == tcForfeitLoss
	case tcForfeitLoss:
		return b.kind == tcForfeitWin || b.kind == tcForfeitLoss
	}
	return a.kind == b.kind
}

// teamForfeitPoints warns (W-TEAM-FORFEIT) about forfeit cells that credit
// other game points than the rules: a match won by forfeit scores a win
// on every board, one lost by forfeit nothing (docs/tiebreaks.md §8.1).
func (in *Reader) teamForfeitPoints(t *xtable, boards int) {
	c := &checker{agg: map[scan.Code]*aggregate{}}
	for _, r := range t.teams {
		for _, a := range r.cells {
			want := engine.Score(-1)
			switch a.kind {
			case tcForfeitWin:
				want = 10 * engine.Score(boards)
			case tcForfeitLoss:
				want = 0
			}
			if want < 0 || !a.hasGP || a.gp == want {
				continue
			}
			c.note(scan.SeverityWarning, scan.WTeamForfeit, engine.Pos{Line: a.t.Line, Col: a.t.Col}, c.item(scan.WTeamForfeit, func() scan.NoteItem {
				return scan.ItemMsg(scan.MsgA(&msg.ItemTeamForfeit, a.t.Line, a.t.Col, scan.Quote(a.t.S), a.gp, want))
			}), scan.Grouped(&msg.GroupTeamForfeitOne, &msg.GroupTeamForfeit, boards))
		}
	}
	c.flush()
	for _, d := range c.out {
		in.D.Add(d)
	}
}

// teamTotals warns (W-TEAM-TOTAL) about the printed totals that differ
// from the match and game points computed from the cells. A points column
// ("Pts.") holds the match points, unless it equals the game points in
// every row and the match points do not; a total without a header may be
// either. The computed totals are used.
func (in *Reader) teamTotals(t *xtable, ts *engine.Teams) {
	mp, gp := map[*trow]engine.Score{}, map[*trow]engine.Score{}
	for i, r := range t.teams {
		for _, tr := range ts.Teams[i].Rounds {
			s := ts.Score(tr)
			mp[r], gp[r] = mp[r]+s.MP, gp[r]+s.GP
		}
	}
	ptsIsGP, ptsSeen := true, false
	for _, r := range t.teams {
		for _, x := range r.totals {
			if x.role == "pts" {
				ptsSeen = true
				ptsIsGP = ptsIsGP && x.v == gp[r]
			}
		}
	}
	ptsIsGP = ptsSeen && ptsIsGP
	c := &checker{agg: map[scan.Code]*aggregate{}}
	for _, r := range t.teams {
		for _, x := range r.totals {
			var ok bool
			var computed string
			switch {
			case x.role == "mp" || x.role == "pts" && !ptsIsGP:
				ok, computed = x.v == mp[r], "MP "+mp[r].String()
			case x.role == "gp" || x.role == "pts":
				ok, computed = x.v == gp[r], "GP "+gp[r].String()
			default:
				ok, computed = x.v == mp[r] || x.v == gp[r], "MP "+mp[r].String()+", GP "+gp[r].String()
			}
			if ok {
				continue
			}
			label := scan.LabelOf(r.key, r.name)
			c.note(scan.SeverityWarning, scan.WTeamTotal, engine.Pos{Line: x.t.Line, Col: x.t.Col}, c.item(scan.WTeamTotal, func() scan.NoteItem {
				return scan.ItemMsg(scan.MsgIIS(&msg.ItemTeamTotal, x.t.Line, x.t.Col, label, x.v.String(), computed))
			}), scan.Grouped(&msg.GroupTeamTotalOne, &msg.GroupTeamTotal))
		}
	}
	c.flush()
	for _, d := range c.out {
		in.D.Add(d)
	}
}

// systemFromTeams derives the system from the matches as systemFromData
// does from the games: every pair of teams met once is a round robin,
// twice a double round robin, anything else a Swiss.
func systemFromTeams(ts *engine.Teams) (engine.System, msg.Message) {
	n := len(ts.Teams)
	meets := map[[2]int]int{}
	for _, t := range ts.Teams {
		for _, tr := range t.Rounds {
			if tr.Opponent > t.StartNo { // a pairing without a result yet is a pairing all the same
				meets[[2]int{t.StartNo, tr.Opponent}]++
			}
		}
	}
	return systemFromMeetings(n, meets, teamMeetings)
}

// teamColours says whether the colours of the played matches are known.
func teamColours(ts *engine.Teams) engine.Colours {
	known, unknown := 0, 0
	for _, t := range ts.Teams {
		for _, tr := range t.Rounds {
			switch {
			case !tr.Kind.OTB():
			case tr.Colour == engine.White || tr.Colour == engine.Black:
				known++
			default:
				unknown++
			}
		}
	}
	return coloursFromCounts(known, unknown)
}

// teamCellMessage is the message cr of a team crosstable's cell (code
// E-TEAM-CR-CELL), else grid, the team grid's.
func teamCellMessage(code scan.Code, cr, grid *msg.ID) *msg.ID {
	if code == scan.ETeamCrCell {
		return cr
	}
	return grid
}

// anyTeamResult reports whether a team of the table has a result in some
// round: a match, a forfeit or a bye.
func anyTeamResult(t *xtable) bool {
	for _, r := range t.teams {
		for k := range r.cells {
			if c := r.cells[k].kind; c != tcNone && c != tcPending {
				return true
			}
		}
	}
	return false
}
