package formats

import (
	"fmt"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// assembleTeams builds the team results of a team event (docs/formats.md
// §5.11) from the team records and the players' games, and sets
// Event.Teams. For every team and round the first rule that applies
// decides: the PAB of record 320; a bye of record 240; a match forfeited by
// record 330; a match played by the team's members (the opposing team is
// the team of their opponents, the game points the sum of their points,
// the boards their points in member order); otherwise a zero-point bye in
// a played round, a round not played yet after. The totals are compared
// with those that records 310 declare.
//
// A TRF16 file has no records 240, 320 and 330: there a match whose every
// game was forfeited is a match forfeited, and a team whose members have
// the same bye in a round has that bye.
//
// Decisions: a team's colour is its first board's; a whole match won by
// forfeit scores a win on every board (engine.Teams.Score), whatever the
// players' records say; without record 352 the number of boards is the
// largest number of members who played one match.
func (r *trfReader) assembleTeams() {
	t := &r.teams
	entries := r.teamEntries()
	if len(entries) == 0 {
		return
	}
	ts := &engine.Teams{MatchPoints: t.mp, Boards: t.boards}
	if ts.MatchPoints == (engine.MatchScoring{}) {
		ts.MatchPoints = engine.DefaultMatchScoring()
	}
	teamOf := map[int]int{} // start number → team number
	for _, e := range entries {
		for _, m := range e.members {
			if _, ok := teamOf[m]; !ok {
				teamOf[m] = e.number
			}
		}
	}
	nr := r.ev.Rounds
	type played struct {
		opp     map[int]int // opposing team → members who met it
		gp      engine.Score
		boards  []engine.Score
		colour  engine.Colour
		pending bool // a game of the match has no result yet
		// forfeits counts the games of the match won and lost by forfeit,
		// played the others: a match whose every game is a forfeit is a
		// whole match forfeited (TRF16 has no record 330).
		forfeitWins, forfeitLosses, games int
	}
	// byes counts, per team and round, the members' byes of each kind: a
	// team whose members all have the same bye has that bye (TRF16 has no
	// records 240 and 320).
	byes := map[[2]int]map[engine.Kind]int{}
	games := map[[2]int]*played{} // team, round
	maxBoards := 0
	for _, e := range entries {
		for k := 0; k < nr; k++ {
			var pl *played
			for _, m := range e.members {
				p := r.ev.Player(m)
				if p == nil || k >= len(p.Rounds) {
					continue
				}
				if kind := p.Rounds[k].Kind; p.Rounds[k].Opponent <= 0 {
					if kind.Bye() {
						key := [2]int{e.number, k}
						if byes[key] == nil {
							byes[key] = map[engine.Kind]int{}
						}
						byes[key][kind]++
					}
					continue
				}
				if pl == nil {
					pl = &played{opp: map[int]int{}, colour: p.Rounds[k].Colour}
				}
				pl.opp[teamOf[p.Rounds[k].Opponent]]++
				pl.pending = pl.pending || p.Rounds[k].Kind == engine.NotYet
				pl.games++
				switch p.Rounds[k].Kind {
				case engine.ForfeitWin:
					pl.forfeitWins++
				case engine.ForfeitLoss:
					pl.forfeitLosses++
				}
				pts := r.ev.Scoring.Points(p.Rounds[k])
				pl.gp += pts
				pl.boards = append(pl.boards, pts)
			}
			if pl != nil {
				games[[2]int{e.number, k}] = pl
				maxBoards = max(maxBoards, len(pl.boards))
			}
		}
	}
	if ts.Boards == 0 {
		ts.Boards = maxBoards
	}
	ts.PAB = engine.TeamScore{MP: ts.MatchPoints.Draw, GP: 5 * engine.Score(ts.Boards)}
	if t.pabSet {
		ts.PAB = engine.TeamScore{MP: t.pabMP, GP: t.pabGP}
	}
	byeOf := map[[2]int]engine.Kind{}
	for _, b := range t.byes {
		for _, n := range b.teams {
			byeOf[[2]int{n, b.round - 1}] = b.kind
		}
	}
	forfeitOf := map[[2]int]engine.TeamRound{}
	for _, f := range t.forfeits {
		w, b := engine.TeamRound{Kind: engine.ForfeitWin, Opponent: f.black, Colour: engine.White},
			engine.TeamRound{Kind: engine.ForfeitLoss, Opponent: f.white, Colour: engine.Black}
		switch f.kind {
		case "-+":
			w.Kind, b.Kind = engine.ForfeitLoss, engine.ForfeitWin
		case "--":
			w.Kind = engine.ForfeitLoss
		}
		forfeitOf[[2]int{f.white, f.round - 1}], forfeitOf[[2]int{f.black, f.round - 1}] = w, b
	}
	var mixed []string
	for _, e := range entries {
		team := engine.Team{StartNo: e.number, Name: e.name, Members: e.members, Rounds: make([]engine.TeamRound, nr)}
		for k := 0; k < nr; k++ {
			key := [2]int{e.number, k}
			tr := &team.Rounds[k]
			pl := games[key]
			switch {
			case k < len(t.pabTeam) && t.pabTeam[k] == e.number:
				tr.Kind = engine.PAB
			case byeOf[key] != engine.NotYet:
				tr.Kind = byeOf[key]
			case forfeitOf[key].Kind != engine.NotYet:
				*tr = forfeitOf[key]
			case pl != nil:
				opp, n := 0, 0
				for o, c := range pl.opp {
					if c > n || c == n && o < opp {
						opp, n = o, c
					}
				}
				if len(pl.opp) > 1 {
					mixed = append(mixed, fmt.Sprintf("team %d, round %d", e.number, k+1))
				}
				tr.Opponent, tr.GP, tr.Boards, tr.Colour = opp, pl.gp, pl.boards, pl.colour
				if len(tr.Boards) != ts.Boards {
					tr.Boards = nil // boards missing or extra: the board tie-breaks have no value
				}
				switch pl.games {
				case pl.forfeitWins:
					tr.Kind, tr.GP, tr.Boards = engine.ForfeitWin, 0, nil
				case pl.forfeitLosses:
					tr.Kind, tr.GP, tr.Boards = engine.ForfeitLoss, 0, nil
				}
			case len(byes[key]) == 1 && onlyBye(byes[key]) != engine.NotYet:
				tr.Kind = onlyBye(byes[key])
			case k < r.ev.PlayedRounds:
				tr.Kind = engine.ZPB
			}
		}
		ts.Teams = append(ts.Teams, team)
	}
	sort.SliceStable(ts.Teams, func(a, b int) bool { return ts.Teams[a].StartNo < ts.Teams[b].StartNo })
	// The result of every played match, from both teams' game points.
	gp := map[[2]int]engine.Score{}
	for _, tm := range ts.Teams {
		for k, tr := range tm.Rounds {
			gp[[2]int{tm.StartNo, k}] = tr.GP
		}
	}
	for i := range ts.Teams {
		for k := range ts.Teams[i].Rounds {
			tr := &ts.Teams[i].Rounds[k]
			if pl := games[[2]int{ts.Teams[i].StartNo, k}]; tr.Kind != engine.NotYet || tr.Opponent == 0 || pl.pending {
				continue
			}
			tr.Kind = engine.MatchResult(tr.GP, gp[[2]int{tr.Opponent, k}])
		}
	}
	r.playersWithoutTeam(teamOf)
	if len(mixed) > 0 {
		r.d.warnf("W-TEAM-OPPONENTS", entries[0].line, 1, "The members of a team met players of several teams in one round (%s); the most frequent team was taken as the opponent.", strings.Join(mixed, "; "))
	}
	r.checkTeamTotals(ts)
	r.ev.Teams = ts
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
		r.d.warnf("W-TEAM-NONE", line, 1, "%s with games %s in no team (start numbers %s); their games count for no team.",
			count(len(none), "player"), map[bool]string{true: "is", false: "are"}[len(none) == 1], strings.Join(none, ", "))
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
	var differ []string
	line := 0
	for _, e := range r.teams.entries {
		if !e.hasDecl {
			continue
		}
		var mp, gp engine.Score
		for _, tm := range ts.Teams {
			if tm.StartNo != e.number {
				continue
			}
			for _, tr := range tm.Rounds {
				s := ts.Score(tr)
				mp, gp = mp+s.MP, gp+s.GP
			}
		}
		if mp != e.mp || gp != e.gp {
			differ = append(differ, fmt.Sprintf("team %d: %s MP %s GP declared, %s MP %s GP computed", e.number, e.mp, e.gp, mp, gp))
			if line == 0 {
				line = e.line
			}
		}
	}
	if len(differ) > 0 {
		r.d.warnf("W-TEAM-SCORE", line, 55, "The team scores of record 310 differ from those computed (%s); the computed ones are used.", strings.Join(differ, "; "))
	}
}
