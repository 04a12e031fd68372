package table

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
type TeamRow struct {
	Key, Rank int // start number; declared rank (0 = none)
	Name      string
	Members   []int // the team's players, when the source lists them (TRF)
	Line, Col int
	Cells     []TeamCell // one per round
	Totals    []TeamTotal
	Printed   []string // the printed tie-break values (§2.9)
}

// ttotal is a total printed in a team's row.
type TeamTotal struct {
	Role string // "mp", "gp", "pts" (the points column: match points unless it is game points) or "" (no header: either)
	V    engine.Score
	T    scan.Tok
}

// buildTeams assembles a team table into an event (§7.8, §8.8): unique
// start numbers, existing opponents, the boards, the bye, the team rounds,
// then the warnings on the two sides of each match and on the printed
// totals. It returns nil after errors.
func (in *Reader) buildTeams(t *Table) *engine.Event {
	sort.SliceStable(t.Teams, func(i, j int) bool { return t.Teams[i].Key < t.Teams[j].Key })
	idx := map[int]*TeamRow{}
	for _, r := range t.Teams {
		if o := idx[r.Key]; o != nil {
			in.D.At(scan.SeverityError, scan.EDupStartno, r.Line, r.Col, r.Col, "", "", scan.MsgI(&msg.ReaderTeamDupNumber, r.Line, r.Key, o.Line))
			continue
		}
		idx[r.Key] = r
	}
	for _, r := range t.Teams {
		for k, c := range r.Cells {
			if Named(c) && (c.Opp == r.Key || idx[c.Opp] == nil) {
				in.TeamOpponentError(c, k+1, r.Key, c.Opp)
			}
		}
	}
	if in.D.Errors > 0 || len(t.Teams) == 0 {
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
	nr, played := t.Rounds, t.Played // the rounds a title announces are played, and so is every round with a cell
	for _, r := range t.Teams {
		nr = max(nr, len(r.Cells))
		for k, c := range r.Cells {
			if c.Kind != TcNone {
				played = max(played, k+1)
			}
		}
	}
	played = min(played, nr)
	if in.TooManyRounds(nr, t.Teams[0].Line) {
		return nil
	}
	ts := t.TeamsOf(nr, played, boards, ms, pab)
	in.teamReciprocity(t, idx, boards)
	in.teamForfeitPoints(t, boards)
	in.teamTotals(t, ts)
	ev := &engine.Event{Name: t.Name, Rounds: nr, PlayedRounds: played, Scoring: engine.DefaultScoring(), Teams: ts,
		DeclaredColumns: t.Declared}
	t.setSystem(ev)
	ev.Provenance = t.provenance(teamColours(ts))
	return ev
}

// Named reports whether a cell names an opposing team.
func Named(c TeamCell) bool {
	return c.Kind == TcMatch || c.Kind == TcPending || c.Kind == TcForfeitWin || c.Kind == TcForfeitLoss
}

// CellAt returns row r's cell of round k, or an empty one.
func CellAt(r *TeamRow, k int) TeamCell {
	if r == nil || k >= len(r.Cells) {
		return TeamCell{}
	}
	return r.Cells[k]
}

// TeamOpponentError reports E-TEAM-OPPONENT: cell c of round names team
// opp (as written), which is the team's own number (own) or no row.
func (in *Reader) TeamOpponentError(c TeamCell, round, own, opp int) {
	id := &msg.ReaderTeamOpponentNone
	if opp == own {
		id = &msg.ReaderTeamOpponentOwn
	}
	in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ETeamOpponent, Line: c.T.Line, Col: c.T.Col, EndCol: c.T.End,
		Round: round, Found: c.T.S, Expected: "the number of another team of the table"},
		scan.MsgA(id, c.T.Line, c.T.Col, round, scan.Quote(c.T.S), opp))
}

// teamBoards returns the number of boards (§7.8): the game points of the
// two sides of a match played add up to it; the most frequent sum is
// taken (the larger of two as frequent). Without a match seen from both
// sides, the most game points one side scored or a forfeit credited,
// rounded up. 0 after an error: no game points at all, or more than 100
// boards.
func (in *Reader) teamBoards(t *Table, idx map[int]*TeamRow) int {
	freq := map[int]int{}
	var most engine.Score
	var first *TeamCell
	for _, r := range t.Teams {
		for k := range r.Cells {
			c := &r.Cells[k]
			if c.Kind == TcMatch || c.Kind == TcForfeitWin && c.HasGP {
				if c.Gp > most {
					most, first = c.Gp, c
				}
			}
			if o := idx[c.Opp]; c.Kind == TcMatch && o != nil && o.Key > r.Key {
				if oc := CellAt(o, k); oc.Kind == TcMatch && oc.Opp == r.Key && (c.Gp+oc.Gp)%10 == 0 && c.Gp+oc.Gp > 0 {
					freq[int(c.Gp+oc.Gp)/10]++
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
		line, col := t.Teams[0].Line, t.Teams[0].Col
		if t.HdrLine > 0 {
			line, col = t.HdrLine, 1
		}
		in.D.At(scan.SeverityError, scan.ENotStarted, line, col, col, "", "a crosstable with the results of a round at least",
			scan.MsgI(&msg.ReaderNotStartedTeam, line, len(t.Teams)))
	case boards == 0:
		r := t.Teams[0]
		in.D.At(scan.SeverityError, scan.ENoResults, r.Line, r.Col, r.Col, "", "", msg.Message{ID: msg.ReaderTeamNoBoards})
	case boards > int(engine.MaxResultScore/10):
		c := first
		in.D.At(scan.SeverityError, t.CellCode, c.T.Line, c.T.Col, c.T.End, c.T.S, "at most 100 boards",
			scan.MsgI(teamCellMessage(t.CellCode, &msg.ReaderTeamCRBoards, &msg.ReaderTeamGridBoards), c.T.Line, c.T.Col, boards))
		return 0
	}
	return boards
}

// teamPAB returns the value of the pairing-allocated bye: the game points
// the bye cells credit, with the match points of a match won, drawn or
// lost by them; without any, a drawn match (docs/tiebreaks.md §8.1).
// Byes crediting different game points are an error at the later cell.
func (in *Reader) teamPAB(t *Table, boards int, ms engine.MatchScoring) engine.TeamScore {
	var first *TeamCell
	for _, r := range t.Teams {
		for k := range r.Cells {
			c := &r.Cells[k]
			if c.Kind != TcBye || !c.HasGP {
				continue
			}
			if first == nil {
				first = c
				continue
			}
			if c.Gp != first.Gp {
				in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: t.CellCode, Line: c.T.Line, Col: c.T.Col, EndCol: c.T.End,
					Round: k + 1, Found: c.T.S, Expected: "a bye of " + first.Gp.String() + " game points, like line " + strconv.Itoa(first.T.Line)},
					scan.MsgA(teamCellMessage(t.CellCode, &msg.ReaderTeamCRBye, &msg.ReaderTeamGridBye), c.T.Line, c.T.Col, k+1, scan.Quote(c.T.S), c.Gp, first.T.Line, first.Gp))
			}
		}
	}
	if first == nil {
		return engine.TeamScore{MP: ms.Draw, GP: 5 * engine.Score(boards)}
	}
	mp := ms.Draw
	switch engine.MatchResult(first.Gp, 10*engine.Score(boards)-first.Gp) {
	case engine.Win:
		mp = ms.Win
	case engine.Loss:
		mp = ms.Loss
	}
	return engine.TeamScore{MP: mp, GP: first.Gp}
}

// TeamsOf assembles the team rounds of a team table, of nr rounds of which
// played are played, into the teams of an event (docs/formats.md §5.11,
// §7.8, §8.8): every cell gives its round (teamRoundOf), and a match
// played its result from the game points of its two sides (otherSide).
// The rows are in start-number order.
func (t *Table) TeamsOf(nr, played, boards int, ms engine.MatchScoring, pab engine.TeamScore) *engine.Teams {
	ts := &engine.Teams{Boards: boards, MatchPoints: ms, PAB: pab}
	idx := map[int]*TeamRow{}
	for _, r := range t.Teams {
		idx[r.Key] = r
	}
	for _, r := range t.Teams {
		team := engine.Team{StartNo: r.Key, Name: r.Name, Members: r.Members, Rounds: make([]engine.TeamRound, nr),
			DeclaredTieBreaks: declaredValues(r.Printed, len(t.Declared))}
		for k := range team.Rounds {
			c := CellAt(r, k)
			team.Rounds[k] = TeamRoundOf(c, k, played)
			if c.Kind == TcMatch {
				team.Rounds[k].Kind = engine.MatchResult(c.Gp, t.otherSide(r, k, c, idx, boards))
			}
		}
		ts.Teams = append(ts.Teams, team)
	}
	return ts
}

// TeamRoundOf returns what cell c of round index k says, a match's result
// left NotYet (teamsOf decides it): a match (or a pairing without result
// yet) with its game points and boards, a match forfeited, a bye, or
// nothing, a zero-point bye up to the played rounds.
func TeamRoundOf(c TeamCell, k, played int) engine.TeamRound {
	tr := engine.TeamRound{Opponent: c.Opp, Colour: c.Colour}
	switch c.Kind {
	case TcMatch, TcPending:
		tr.GP, tr.Boards, tr.Lineup = c.Gp, c.Boards, c.Lineup
	case TcForfeitWin:
		tr.Kind = engine.ForfeitWin
	case TcForfeitLoss:
		tr.Kind = engine.ForfeitLoss
	case TcBye:
		tr = engine.TeamRound{Kind: engine.PAB}
		if c.Bye != engine.NotYet {
			tr.Kind = c.Bye
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
func (t *Table) otherSide(r *TeamRow, k int, c TeamCell, idx map[int]*TeamRow, boards int) engine.Score {
	oc := CellAt(idx[c.Opp], k)
	switch {
	case t.FromGames:
		return oc.Gp
	case oc.Kind == TcMatch && oc.Opp == r.Key:
		return oc.Gp
	}
	return 10*engine.Score(boards) - c.Gp
}

// teamReciprocity warns (W-TEAM-RECIPROCITY) about the matches whose two
// cells disagree: the other team's cell of the round does not name the
// team, or does not give the complementary result (game points adding up
// to the boards; a forfeit lost by the other side, or by both), or gives
// the same colour. The cells are used as written.
func (in *Reader) teamReciprocity(t *Table, idx map[int]*TeamRow, boards int) {
	c := &checker{agg: map[scan.Code]*aggregate{}}
	for _, r := range t.Teams {
		for k, a := range r.Cells {
			if !Named(a) {
				continue
			}
			o := idx[a.Opp]
			b := CellAt(o, k)
			back := Named(b) && b.Opp == r.Key
			if back && o.Key < r.Key {
				continue // seen from the other side
			}
			if back && complementaryCells(a, b, boards) {
				continue
			}
			bl, bc, bt := o.Line, o.Col, "–"
			if b.T.Line > 0 {
				bl, bc, bt = b.T.Line, b.T.Col, b.T.S
			}
			c.note(scan.SeverityWarning, scan.WTeamReciprocity, engine.Pos{Line: a.T.Line, Col: a.T.Col}, c.item(scan.WTeamReciprocity, func() scan.NoteItem {
				return scan.ItemMsg(scan.MsgA(&msg.ItemTeamReciprocity, k+1, a.T.Line, a.T.Col, scan.Quote(a.T.S), bl, bc, scan.Quote(bt)))
			}), scan.Grouped(&msg.GroupTeamReciprocityOne, &msg.GroupTeamReciprocity, boards))
		}
	}
	c.flush()
	for _, d := range c.out {
		in.D.Add(d)
	}
}

// complementaryCells reports whether b is the other side of a's match.
func complementaryCells(a, b TeamCell, boards int) bool {
	if a.Colour != engine.UnknownColour && a.Colour != engine.NoColour && a.Colour == b.Colour {
		return false
	}
	switch a.Kind {
	case TcMatch:
		return b.Kind == TcMatch && a.Gp+b.Gp == 10*engine.Score(boards)
	case TcForfeitWin:
		return b.Kind == TcForfeitLoss
	case TcForfeitLoss:
		return b.Kind == TcForfeitWin || b.Kind == TcForfeitLoss
	}
	return a.Kind == b.Kind
}

// teamForfeitPoints warns (W-TEAM-FORFEIT) about forfeit cells that credit
// other game points than the rules: a match won by forfeit scores a win
// on every board, one lost by forfeit nothing (docs/tiebreaks.md §8.1).
func (in *Reader) teamForfeitPoints(t *Table, boards int) {
	c := &checker{agg: map[scan.Code]*aggregate{}}
	for _, r := range t.Teams {
		for _, a := range r.Cells {
			want := engine.Score(-1)
			switch a.Kind {
			case TcForfeitWin:
				want = 10 * engine.Score(boards)
			case TcForfeitLoss:
				want = 0
			}
			if want < 0 || !a.HasGP || a.Gp == want {
				continue
			}
			c.note(scan.SeverityWarning, scan.WTeamForfeit, engine.Pos{Line: a.T.Line, Col: a.T.Col}, c.item(scan.WTeamForfeit, func() scan.NoteItem {
				return scan.ItemMsg(scan.MsgA(&msg.ItemTeamForfeit, a.T.Line, a.T.Col, scan.Quote(a.T.S), a.Gp, want))
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
func (in *Reader) teamTotals(t *Table, ts *engine.Teams) {
	mp, gp := map[*TeamRow]engine.Score{}, map[*TeamRow]engine.Score{}
	for i, r := range t.Teams {
		for _, tr := range ts.Teams[i].Rounds {
			s := ts.Score(tr)
			mp[r], gp[r] = mp[r]+s.MP, gp[r]+s.GP
		}
	}
	ptsIsGP, ptsSeen := true, false
	for _, r := range t.Teams {
		for _, x := range r.Totals {
			if x.Role == "pts" {
				ptsSeen = true
				ptsIsGP = ptsIsGP && x.V == gp[r]
			}
		}
	}
	ptsIsGP = ptsSeen && ptsIsGP
	c := &checker{agg: map[scan.Code]*aggregate{}}
	for _, r := range t.Teams {
		for _, x := range r.Totals {
			var ok bool
			var computed string
			switch {
			case x.Role == "mp" || x.Role == "pts" && !ptsIsGP:
				ok, computed = x.V == mp[r], "MP "+mp[r].String()
			case x.Role == "gp" || x.Role == "pts":
				ok, computed = x.V == gp[r], "GP "+gp[r].String()
			default:
				ok, computed = x.V == mp[r] || x.V == gp[r], "MP "+mp[r].String()+", GP "+gp[r].String()
			}
			if ok {
				continue
			}
			label := scan.LabelOf(r.Key, r.Name)
			c.note(scan.SeverityWarning, scan.WTeamTotal, engine.Pos{Line: x.T.Line, Col: x.T.Col}, c.item(scan.WTeamTotal, func() scan.NoteItem {
				return scan.ItemMsg(scan.MsgIIS(&msg.ItemTeamTotal, x.T.Line, x.T.Col, label, x.V.String(), computed))
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
	return SystemFromMeetings(n, meets, TeamMeetings)
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
func anyTeamResult(t *Table) bool {
	for _, r := range t.Teams {
		for k := range r.Cells {
			if c := r.Cells[k].Kind; c != TcNone && c != TcPending {
				return true
			}
		}
	}
	return false
}
