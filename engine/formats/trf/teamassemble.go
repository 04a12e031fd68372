package trf

import (
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// assembleTeams builds the team results of a team event (docs/formats.md
// §5.11) from the team records and the players' games, and sets
// Event.Teams. For every team and round the first rule that applies
// decides: the PAB of record 320; a bye of record 240; a match forfeited by
// record 330; a match played by the team's members (the opposing team is
// the team of their opponents, the game points the sum of their points,
// the boards their points in the order of the team's line-up, record 300,
// or without one in member order, a forfeit win without an opponent a
// board of the match); otherwise a zero-point bye in a played round, a
// round not played yet after. The totals are compared with those that
// records 310 declare.
//
// A TRF16 file has no records 240, 320 and 330: there a match whose every
// game was forfeited is a match forfeited, and a team whose members have
// the same bye in a round has that bye.
//
// Decisions: a team's colour is its first board's (with a line-up whose
// board 1 is empty, the colour of its first board with a game, turned by
// the colours of record 352); a board a line-up leaves empty scores what
// a forfeit loss scores; a whole match won by forfeit scores a win on
// every board (engine.Teams.Score), whatever the players' records say;
// without record 352 the number of boards is the largest number of
// members who played one match.
func (r *trfReader) assembleTeams() {
	entries := r.teamEntries()
	if len(entries) == 0 || r.d.Errors > 0 {
		return // no teams, or teams refused (E-TEAM-MEMBER, E-TEAM-NUMBER)
	}
	a := &teamAssembly{r: r, entries: entries, teamOf: map[int]int{}, games: map[teamRound]*memberGames{},
		byes: map[teamRound]map[engine.Kind]int{}}
	for _, e := range entries {
		for _, m := range e.members {
			if _, ok := a.teamOf[m]; !ok {
				a.teamOf[m] = e.number
			}
		}
	}
	if r.teammates(a.teamOf) {
		return
	}
	a.gather()
	a.lineups = a.lineupsByRound()
	ts := a.teams()
	r.playersWithoutTeam(a.teamOf)
	if len(a.mixed) > 0 {
		r.d.Add(scan.Diagnostic{Severity: scan.SeverityWarning, Code: scan.WTeamOpponents, Line: entries[0].line, Col: 1, EndCol: 1,
			Message: scan.MsgS(&msg.GroupTeamOpponents, strings.Join(scan.ItemTexts(a.mixed), "; ")).English(),
			Args:    []string{strconv.Itoa(len(a.mixed))}, Items: scan.ItemArgs(a.mixed)})
	}
	r.checkTeamTotals(ts)
	r.ev.Teams = ts
}

// teamAssembly is the work of assembleTeams.
type teamAssembly struct {
	r       *trfReader
	entries []teamEntry
	teamOf  map[int]int // start number → team number
	games   map[teamRound]*memberGames
	// byes counts the members' byes of each kind: a team whose members all
	// have the same bye has that bye (TRF16 has no records 240 and 320).
	byes      map[teamRound]map[engine.Kind]int
	lineups   map[teamRound]*teamLineup // records 300 (teamlineup.go)
	maxBoards int                       // the most members who played one match
	mixed     []scan.NoteItem           // the matches whose members met several teams
}

// teamRound is a team number and a round index.
type teamRound struct{ team, round int }

// memberGames are the games of a team's members in one round.
type memberGames struct {
	opp     map[int]int // opposing team → members who met it
	gp      engine.Score
	boards  []engine.Score
	players []int          // the members of the boards, in member order
	entries []engine.Entry // their rounds
	colour  engine.Colour
	pending bool // a game of the match has no result yet
	// A match whose every game is a forfeit is a whole match forfeited
	// (TRF16 has no record 330).
	forfeitWins, forfeitLosses, games int
}

// gather reads the members' rounds: their games, by team and round, and
// their byes.
func (a *teamAssembly) gather() {
	ev := a.r.ev
	for _, e := range a.entries {
		for k := 0; k < ev.Rounds; k++ {
			key := teamRound{e.number, k}
			for _, m := range e.members {
				p := ev.Player(m)
				if p == nil || k >= len(p.Rounds) {
					continue
				}
				a.member(key, m, p.Rounds[k])
			}
			if g := a.games[key]; g != nil {
				a.maxBoards = max(a.maxBoards, len(g.boards))
			}
		}
	}
}

// member adds one member's round to its team's round. A game, and a
// forfeit win without an opponent (a board the other team left empty,
// docs/formats.md §5.7), is a board of the team's match; a bye counts
// towards a team bye.
func (a *teamAssembly) member(key teamRound, m int, e engine.Entry) {
	if e.Opponent <= 0 && e.Kind != engine.ForfeitWin {
		if e.Kind.Bye() {
			if a.byes[key] == nil {
				a.byes[key] = map[engine.Kind]int{}
			}
			a.byes[key][e.Kind]++
		}
		return
	}
	g := a.games[key]
	if g == nil {
		g = &memberGames{opp: map[int]int{}}
		a.games[key] = g
	}
	if e.Opponent > 0 {
		if len(g.opp) == 0 {
			g.colour = e.Colour // the first member's game gives the team's colour
		}
		g.opp[a.teamOf[e.Opponent]]++
	}
	g.pending = g.pending || e.Kind == engine.NotYet
	g.games++
	switch e.Kind {
	case engine.ForfeitWin:
		g.forfeitWins++
	case engine.ForfeitLoss:
		g.forfeitLosses++
	}
	pts := a.r.ev.Scoring.Points(e)
	g.gp += pts
	g.boards = append(g.boards, pts)
	g.players, g.entries = append(g.players, m), append(g.entries, e)
}

// teams builds every team's rounds by the rules of assembleTeams: each
// team a row of a team table (trow) whose cells say what its round was,
// assembled as the team tables are (teamsOf).
func (a *teamAssembly) teams() *engine.Teams {
	t := &a.r.teams
	ms, boards := t.mp, t.boards
	if ms == (engine.MatchScoring{}) {
		ms = engine.DefaultMatchScoring()
	}
	if boards == 0 {
		boards = a.maxBoards
	}
	pab := engine.TeamScore{MP: ms.Draw, GP: 5 * engine.Score(boards)}
	if t.pabSet {
		pab = engine.TeamScore{MP: t.pabMP, GP: t.pabGP}
	}
	byeOf, forfeitOf := a.recordedRounds()
	nr, played := a.r.ev.Rounds, a.r.ev.PlayedRounds
	xt := &table.Table{Team: true, FromGames: true}
	for _, e := range a.entries {
		row := &table.TeamRow{Key: e.number, Name: e.name, Members: e.members, Cells: make([]table.TeamCell, nr)}
		for k := range row.Cells {
			key := teamRound{e.number, k}
			c := &row.Cells[k]
			switch {
			case k < len(t.pabTeam) && t.pabTeam[k] == e.number:
				c.Kind = table.TcBye
			case byeOf[key] != engine.NotYet:
				c.Kind, c.Bye = table.TcBye, byeOf[key]
			case forfeitOf[key].Kind != table.TcNone:
				*c = forfeitOf[key]
			case a.games[key] != nil:
				*c = a.played(key, boards)
			case len(a.byes[key]) == 1 && onlyBye(a.byes[key]) != engine.NotYet:
				c.Kind, c.Bye = table.TcBye, onlyBye(a.byes[key])
			}
			a.unplayedLineup(a.lineups[key], table.TeamRoundOf(*c, k, played).Kind)
		}
		xt.Teams = append(xt.Teams, row)
	}
	sort.SliceStable(xt.Teams, func(i, j int) bool { return xt.Teams[i].Key < xt.Teams[j].Key })
	return xt.TeamsOf(nr, played, boards, ms, pab)
}

// recordedRounds returns the team byes of records 240 and the cells of
// the forfeited matches of records 330, by team and round.
func (a *teamAssembly) recordedRounds() (map[teamRound]engine.Kind, map[teamRound]table.TeamCell) {
	t := &a.r.teams
	byeOf := map[teamRound]engine.Kind{}
	for _, b := range t.byes {
		for _, n := range b.teams {
			byeOf[teamRound{n, b.round - 1}] = b.kind
		}
	}
	forfeitOf := map[teamRound]table.TeamCell{}
	for _, f := range t.forfeits {
		w, b := table.TeamCell{Kind: table.TcForfeitWin, Opp: f.black, Colour: engine.White},
			table.TeamCell{Kind: table.TcForfeitLoss, Opp: f.white, Colour: engine.Black}
		switch f.kind {
		case "-+":
			w.Kind, b.Kind = table.TcForfeitLoss, table.TcForfeitWin
		case "--":
			w.Kind = table.TcForfeitLoss
		}
		forfeitOf[teamRound{f.white, f.round - 1}], forfeitOf[teamRound{f.black, f.round - 1}] = w, b
	}
	return byeOf, forfeitOf
}

// played returns the cell of a match the members played: the opposing
// team is the one most of them met; a match whose every game was
// forfeited is a forfeited match (its line-up is not used); the boards of
// another follow the team's line-up when it has one (applyLineup); a
// game without result yet, or an opposing side of players in no team,
// leaves it without result. The result is decided from both sides
// (teamsOf).
func (a *teamAssembly) played(key teamRound, boards int) table.TeamCell {
	g := a.games[key]
	opp, n := 0, 0
	for o, c := range g.opp {
		if c > n || c == n && o < opp {
			opp, n = o, c
		}
	}
	if len(g.opp) > 1 {
		a.mixed = append(a.mixed, scan.ItemMsg(scan.MsgI(&msg.ItemTeamOpponents, key.team, key.round+1)))
	}
	tr := engine.TeamRound{Opponent: opp, GP: g.gp, Boards: g.boards, Colour: g.colour}
	if len(tr.Boards) != boards {
		tr.Boards = nil // boards missing or extra: the board tie-breaks have no value
	}
	c := table.TeamCell{Kind: table.TcMatch, Opp: opp, Colour: g.colour}
	switch g.games {
	case g.forfeitWins:
		c.Kind = table.TcForfeitWin
		return c
	case g.forfeitLosses:
		c.Kind = table.TcForfeitLoss
		return c
	}
	if lu := a.lineups[key]; lu != nil {
		a.applyLineup(lu, g, opp, &tr, boards)
	}
	c.Colour, c.Gp, c.Boards, c.Lineup = tr.Colour, tr.GP, tr.Boards, tr.Lineup
	if g.pending || opp == 0 {
		c.Kind = table.TcPending // a game without result yet, or a match against players of no team: no result
	}
	return c
}

// teammates reports, with E-TEAM-TEAMMATES at the first player's cell,
// every game between two members of one team, and whether there was one:
// such a game belongs to no match, and the team would meet itself
// (docs/formats.md §5.10).
func (r *trfReader) teammates(teamOf map[int]int) bool {
	found := false
	for _, p := range r.ev.Players {
		team, ok := teamOf[p.StartNo]
		if !ok {
			continue
		}
		for k, e := range p.Rounds {
			o := e.Opponent
			if o <= 0 || teamOf[o] != team || o < p.StartNo && r.opponentNames(o, k, p.StartNo) {
				continue // not teammates, or the game is reported at the opponent's cell
			}
			found = true
			r.fail(scan.ETeamTeammates, e.Pos.Line, e.Pos.Col, e.Pos.Col+3, scan.LabelOf(p.StartNo, p.Name), k+1,
				"a player of another team", strconv.Itoa(o), scan.MsgI(&msg.ReaderTeammates, p.StartNo, o, team, k+1))
		}
	}
	return found
}

// opponentNames reports whether player o's round k names player p.
func (r *trfReader) opponentNames(o, k, p int) bool {
	j := r.index(o)
	return j >= 0 && k < len(r.ev.Players[j].Rounds) && r.ev.Players[j].Rounds[k].Opponent == p
}

// playersWithoutTeam reports, with W-TEAM-NONE, the players who have games
// but are in no team: their games count for no team.
func (r *trfReader) playersWithoutTeam(teamOf map[int]int) {
	var none []string
	line := 0
	for _, p := range r.ev.Players {
		if _, ok := teamOf[p.StartNo]; ok {
			continue
		}
		for _, e := range p.Rounds {
			if e.Opponent > 0 {
				none = append(none, strconv.Itoa(p.StartNo))
				if line == 0 {
					line = p.Pos.Line
				}
				break
			}
		}
	}
	if len(none) > 0 {
		m := scan.MsgIS(&msg.ReaderTeamNone, len(none), strings.Join(none, ", "))
		if len(none) == 1 {
			m = scan.MsgS(&msg.ReaderTeamNoneOne, none[0])
		}
		r.d.At(scan.SeverityWarning, scan.WTeamNone, line, 1, 1, "", "", m)
	}
}

// onlyBye returns the kind of bye of a set with one kind, NotYet otherwise.
func onlyBye(kinds map[engine.Kind]int) engine.Kind {
	for k := range kinds {
		if len(kinds) == 1 {
			return k
		}
	}
	return engine.NotYet
}

// checkTeamTotals compares each team's match and game points with those
// its 310 record declares (W-TEAM-SCORE); the computed ones are used.
func (r *trfReader) checkTeamTotals(ts *engine.Teams) {
	var differ []scan.NoteItem
	line := 0
	for _, e := range r.teams.entries {
		if !e.hasDecl {
			continue
		}
		var mp, gp engine.Score
		for i := range ts.Teams {
			if ts.Teams[i].StartNo == e.number {
				sum := ts.Total(&ts.Teams[i])
				mp, gp = mp+sum.MP, gp+sum.GP
			}
		}
		if mp != e.mp || gp != e.gp {
			differ = append(differ, scan.ItemMsg(scan.MsgA(&msg.ItemTeamScore, e.number, e.mp, e.gp, mp, gp)))
			if line == 0 {
				line = e.line
			}
		}
	}
	if len(differ) > 0 {
		r.d.Add(scan.Diagnostic{Severity: scan.SeverityWarning, Code: scan.WTeamScore, Line: line, Col: 55, EndCol: 55,
			Message: scan.MsgS(&msg.GroupTeamScore, strings.Join(scan.ItemTexts(differ), "; ")).English(),
			Args:    []string{strconv.Itoa(len(differ))}, Items: scan.ItemArgs(differ)})
	}
}
