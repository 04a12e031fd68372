package formats

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
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
	if len(entries) == 0 || r.d.errors > 0 {
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
		r.d.add(Diagnostic{Severity: SeverityWarning, Code: WTeamOpponents, Line: entries[0].line, Col: 1, EndCol: 1,
			Message: msg.New(msg.GroupTeamOpponents, strings.Join(itemTexts(a.mixed), "; ")).English(),
			Args:    []string{strconv.Itoa(len(a.mixed))}, Items: itemArgs(a.mixed)})
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
	mixed     []noteItem                // the matches whose members met several teams
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

// teams builds every team's rounds by the rules of assembleTeams.
func (a *teamAssembly) teams() *engine.Teams {
	t := &a.r.teams
	ts := &engine.Teams{MatchPoints: t.mp, Boards: t.boards}
	if ts.MatchPoints == (engine.MatchScoring{}) {
		ts.MatchPoints = engine.DefaultMatchScoring()
	}
	if ts.Boards == 0 {
		ts.Boards = a.maxBoards
	}
	ts.PAB = engine.TeamScore{MP: ts.MatchPoints.Draw, GP: 5 * engine.Score(ts.Boards)}
	if t.pabSet {
		ts.PAB = engine.TeamScore{MP: t.pabMP, GP: t.pabGP}
	}
	byeOf, forfeitOf := a.recordedRounds()
	nr := a.r.ev.Rounds
	for _, e := range a.entries {
		team := engine.Team{StartNo: e.number, Name: e.name, Members: e.members, Rounds: make([]engine.TeamRound, nr)}
		for k := range team.Rounds {
			key := teamRound{e.number, k}
			tr := &team.Rounds[k]
			switch {
			case k < len(t.pabTeam) && t.pabTeam[k] == e.number:
				tr.Kind = engine.PAB
			case byeOf[key] != engine.NotYet:
				tr.Kind = byeOf[key]
			case forfeitOf[key].Kind != engine.NotYet:
				*tr = forfeitOf[key]
			case a.games[key] != nil:
				*tr = a.played(key, ts.Boards)
			case len(a.byes[key]) == 1 && onlyBye(a.byes[key]) != engine.NotYet:
				tr.Kind = onlyBye(a.byes[key])
			case k < a.r.ev.PlayedRounds:
				tr.Kind = engine.ZPB
			}
			a.unplayedLineup(a.lineups[key], tr.Kind)
		}
		ts.Teams = append(ts.Teams, team)
	}
	sort.SliceStable(ts.Teams, func(i, j int) bool { return ts.Teams[i].StartNo < ts.Teams[j].StartNo })
	a.decide(ts)
	return ts
}

// recordedRounds returns the team byes of records 240 and the forfeited
// matches of records 330, by team and round.
func (a *teamAssembly) recordedRounds() (map[teamRound]engine.Kind, map[teamRound]engine.TeamRound) {
	t := &a.r.teams
	byeOf := map[teamRound]engine.Kind{}
	for _, b := range t.byes {
		for _, n := range b.teams {
			byeOf[teamRound{n, b.round - 1}] = b.kind
		}
	}
	forfeitOf := map[teamRound]engine.TeamRound{}
	for _, f := range t.forfeits {
		w, b := engine.TeamRound{Kind: engine.ForfeitWin, Opponent: f.black, Colour: engine.White},
			engine.TeamRound{Kind: engine.ForfeitLoss, Opponent: f.white, Colour: engine.Black}
		switch f.kind {
		case "-+":
			w.Kind, b.Kind = engine.ForfeitLoss, engine.ForfeitWin
		case "--":
			w.Kind = engine.ForfeitLoss
		}
		forfeitOf[teamRound{f.white, f.round - 1}], forfeitOf[teamRound{f.black, f.round - 1}] = w, b
	}
	return byeOf, forfeitOf
}

// played returns the round of a match the members played: the opposing
// team is the one most of them met; a match whose every game was
// forfeited is a forfeited match (its line-up is not used); the boards of
// another follow the team's line-up when it has one (applyLineup). The
// result is decided later (decide).
func (a *teamAssembly) played(key teamRound, boards int) engine.TeamRound {
	g := a.games[key]
	opp, n := 0, 0
	for o, c := range g.opp {
		if c > n || c == n && o < opp {
			opp, n = o, c
		}
	}
	if len(g.opp) > 1 {
		a.mixed = append(a.mixed, itemMsg(msg.New(msg.ItemTeamOpponents, key.team, key.round+1)))
	}
	tr := engine.TeamRound{Opponent: opp, GP: g.gp, Boards: g.boards, Colour: g.colour}
	if len(tr.Boards) != boards {
		tr.Boards = nil // boards missing or extra: the board tie-breaks have no value
	}
	switch g.games {
	case g.forfeitWins:
		tr.Kind, tr.GP, tr.Boards = engine.ForfeitWin, 0, nil
	case g.forfeitLosses:
		tr.Kind, tr.GP, tr.Boards = engine.ForfeitLoss, 0, nil
	default:
		if lu := a.lineups[key]; lu != nil {
			a.applyLineup(lu, g, opp, &tr, boards)
		}
	}
	return tr
}

// decide sets the result of every played match with a result from both
// teams' game points.
func (a *teamAssembly) decide(ts *engine.Teams) {
	gp := map[teamRound]engine.Score{}
	for _, tm := range ts.Teams {
		for k, tr := range tm.Rounds {
			gp[teamRound{tm.StartNo, k}] = tr.GP
		}
	}
	for i := range ts.Teams {
		for k := range ts.Teams[i].Rounds {
			tr := &ts.Teams[i].Rounds[k]
			if g := a.games[teamRound{ts.Teams[i].StartNo, k}]; tr.Kind != engine.NotYet || tr.Opponent == 0 || g.pending {
				continue
			}
			tr.Kind = engine.MatchResult(tr.GP, gp[teamRound{tr.Opponent, k}])
		}
	}
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
			r.fail(ETeamTeammates, e.Pos.Line, e.Pos.Col, e.Pos.Col+3, labelOf(p.StartNo, p.Name), k+1,
				"a player of another team", strconv.Itoa(o), msg.New(msg.ReaderTeammates, p.StartNo, o, team, k+1))
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
				none = append(none, fmt.Sprint(p.StartNo))
				if line == 0 {
					line = p.Pos.Line
				}
				break
			}
		}
	}
	if len(none) > 0 {
		m := msg.New(msg.ReaderTeamNone, len(none), strings.Join(none, ", "))
		if len(none) == 1 {
			m = msg.New(msg.ReaderTeamNoneOne, none[0])
		}
		r.d.add(worded(Diagnostic{Severity: SeverityWarning, Code: WTeamNone, Line: line, Col: 1, EndCol: 1}, m))
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
	var differ []noteItem
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
			differ = append(differ, itemMsg(msg.New(msg.ItemTeamScore, e.number, e.mp, e.gp, mp, gp)))
			if line == 0 {
				line = e.line
			}
		}
	}
	if len(differ) > 0 {
		r.d.add(Diagnostic{Severity: SeverityWarning, Code: WTeamScore, Line: line, Col: 55, EndCol: 55,
			Message: msg.New(msg.GroupTeamScore, strings.Join(itemTexts(differ), "; ")).English(),
			Args:    []string{strconv.Itoa(len(differ))}, Items: itemArgs(differ)})
	}
}
