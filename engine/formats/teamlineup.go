package formats

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// The line-ups of a team event: TRF26 record 300 (docs/formats.md §5.10)
// and how the assembly of the team results uses them (§5.11 rule 4).

// teamLineup is a 300 record: the players a team fielded on its boards in
// a round.
type teamLineup struct {
	round  int   // 1-based
	team   int   // the team's number
	opp    int   // the scheduled opposing team; 0: not given
	boards []int // the start number on board 1, 2, …; 0: an empty board
	cols   []int // the column of each board's field
	line   int
}

// lineupRecord reads a 300 record: the round at columns 5–7, the team at
// 9–11, the scheduled opposing team at 13–15 (blank or 0: not given), the
// start numbers on board 1, 2, … at 17–20, 22–25, … (stride 5; 0000, 0
// or blanks: an empty board). Values may stand anywhere in their columns.
// A malformed field is reported with W-TRF-FIELD and the record ignored;
// a second line-up of the same team and round with W-TRF-DUPLICATE.
func (r *trfReader) lineupRecord(ln int, rs []rune) {
	parse := func(t string) (int, bool) {
		t = strings.TrimSpace(t)
		if t == "" {
			return 0, true
		}
		n, err := strconv.Atoi(t)
		return n, err == nil && n >= 0 && t[0] != '+' && t[0] != '-'
	}
	num := func(a, b int) (int, bool) { return parse(cols(rs, a, b)) }
	// The team numbers may take four columns (teamNumberField), moving the
	// fields after them one column right.
	teamText, tw := teamNumberField(rs, 9)
	oppText, ow := teamNumberField(rs, 10+tw)
	s := tw + ow - 6
	lu := teamLineup{line: ln}
	var ok bool
	if lu.round, ok = num(5, 7); !ok || lu.round < 1 || lu.round > r.ev.Rounds {
		r.d.warnf(WTrfField, ln, 5, "Record 300 should hold a round from 1 to %d in columns 5–7; found %s. The line-up was ignored.", r.ev.Rounds, quote(cols(rs, 5, 7)))
		return
	}
	if lu.team, ok = parse(teamText); !ok || lu.team < 1 {
		r.d.warnf(WTrfField, ln, 9, "Record 300 should hold a team number in columns 9–11; found %s. The line-up was ignored.", quote(teamText))
		return
	}
	if lu.opp, ok = parse(oppText); !ok {
		r.d.warnf(WTrfField, ln, 10+tw, "Record 300 should hold the opposing team's number in columns 13–15, or blanks; found %s. The line-up was ignored.", quote(oppText))
		return
	}
	for c := 17 + s; c <= len(rs); c += 5 {
		if sep := runeAt(rs, c-1); sep != ' ' {
			r.d.warnf(WTrfField, ln, c-1, "Record 300 should have a blank in column %d, between the fields of the boards; found %s. The line-up was ignored.", c-1, quote(string(sep)))
			return
		}
		n, ok := num(c, c+3)
		if !ok {
			r.d.warnf(WTrfField, ln, c, "Record 300 should hold the start number of the player on board %d, or 0000 for an empty board, in columns %d–%d; found %s. The line-up was ignored.",
				len(lu.boards)+1, c, c+3, quote(cols(rs, c, c+3)))
			return
		}
		lu.boards, lu.cols = append(lu.boards, n), append(lu.cols, c)
	}
	t := &r.teams
	for _, o := range t.lineups {
		if o.team == lu.team && o.round == lu.round {
			r.d.warnf(WTrfDuplicate, ln, 1, "Record 300 repeats the line-up of team %d in round %d given in line %d; this one was ignored.", lu.team, lu.round, o.line)
			return
		}
	}
	t.lineups = append(t.lineups, lu)
}

// lineupsByRound returns the line-ups of the teams assembled, by team and
// round index; a line-up of a team that no record 310 or 013 defines is
// reported (W-TEAM-LINEUP) and left out.
func (a *teamAssembly) lineupsByRound() map[teamRound]*teamLineup {
	known := map[int]bool{}
	for _, e := range a.entries {
		known[e.number] = true
	}
	out := map[teamRound]*teamLineup{}
	for i := range a.r.teams.lineups {
		lu := &a.r.teams.lineups[i]
		if !known[lu.team] {
			a.r.d.warnf(WTeamLineup, lu.line, 9, "Record 300 gives a line-up to team %d, which no record 310 or 013 defines; it was ignored.", lu.team)
			continue
		}
		out[teamRound{lu.team, lu.round - 1}] = lu
	}
	return out
}

// unplayedLineup reports the line-up of a team whose round is a PAB or a
// bye (W-TEAM-LINEUP): the team played no match, and the line-up is
// ignored. The line-up of a match forfeited (330) or of a round not
// played yet is ignored without a warning (§5.11 rule 4).
func (a *teamAssembly) unplayedLineup(lu *teamLineup, kind engine.Kind) {
	if lu == nil || !kind.Bye() {
		return
	}
	a.r.d.warnf(WTeamLineup, lu.line, 9, "Record 300 gives a line-up to team %d in round %d, but the team has a %s in that round and played no match; the line-up was ignored.",
		lu.team, lu.round, kind)
}

// applyLineup puts the boards of a played match in the order of the
// team's line-up (§5.11 rule 4): board k scores the points of the game of
// the player listed on board k, an empty board what a forfeit loss
// scores. The line-up is checked against the games, which win: a listed
// player without a game in this match, a player of the match not listed,
// a player listed twice or on a board the event does not have leave the
// line-up unused (W-TEAM-LINEUP for each), the boards in member order; an
// opposing team other than the games' is reported, and the games' kept.
func (a *teamAssembly) applyLineup(lu *teamLineup, g *memberGames, opp int, tr *engine.TeamRound, boards int) {
	ev := a.r.ev
	warn := func(col int, format string, args ...any) {
		a.r.d.warnf(WTeamLineup, lu.line, col, "Record 300 (team %d, round %d): "+format, append([]any{lu.team, lu.round}, args...)...)
	}
	if lu.opp != 0 && opp != 0 && lu.opp != opp {
		warn(13, "the line-up names team %d as the opponent, but the team's games were against team %d; team %d was kept.", lu.opp, opp, opp)
	}
	used := true
	at := map[int]int{} // start number → its index in g.players
	for i, n := range g.players {
		at[n] = i
	}
	listed := map[int]int{} // start number → board index
	for b, n := range lu.boards {
		if n == 0 {
			continue
		}
		col := lu.cols[b]
		if b >= boards {
			warn(col, "player %d is listed on board %d, but a match has %d boards.", n, b+1, boards)
			used = false
			continue
		}
		if first, twice := listed[n]; twice {
			warn(col, "player %d is listed on boards %d and %d.", n, first+1, b+1)
			used = false
			continue
		}
		listed[n] = b
		i, ok := at[n]
		if !ok {
			warn(col, "%s", a.notInMatch(n, lu.team, lu.round-1, b))
			used = false
			continue
		}
		if e := g.entries[i]; e.Opponent > 0 && a.teamOf[e.Opponent] != opp {
			of := "no team"
			if u := a.teamOf[e.Opponent]; u != 0 {
				of = fmt.Sprintf("team %d", u)
			}
			warn(col, "player %d, listed on board %d, played against player %d of %s, not in the match against team %d.", n, b+1, e.Opponent, of, opp)
			used = false
		}
	}
	for _, n := range g.players {
		if _, ok := listed[n]; !ok {
			line := 0
			if p := ev.Player(n); p != nil {
				line = p.Pos.Line
			}
			warn(17, "player %d played in this match (line %d) but is not in the line-up.", n, line)
			used = false
		}
	}
	if !used {
		return
	}
	tr.Boards, tr.Lineup, tr.GP = make([]engine.Score, boards), make([]int, boards), 0
	empty := ev.Scoring.Points(engine.Entry{Kind: engine.ForfeitLoss})
	colour := engine.NoColour
	for b := range tr.Boards {
		tr.Boards[b] = empty
		if b < len(lu.boards) && lu.boards[b] != 0 {
			e := g.entries[at[lu.boards[b]]]
			tr.Lineup[b], tr.Boards[b] = lu.boards[b], ev.Scoring.Points(e)
			if colour == engine.NoColour && (e.Colour == engine.White || e.Colour == engine.Black) {
				colour = a.firstBoardColour(e.Colour, b)
			}
		}
		tr.GP += tr.Boards[b]
	}
	if colour != engine.NoColour {
		tr.Colour = colour
	}
}

// notInMatch says why player n, listed on board b of team's line-up in
// round index k, has no game in the team's match.
func (a *teamAssembly) notInMatch(n, team, k, b int) string {
	p := a.r.ev.Player(n)
	switch {
	case p == nil:
		return fmt.Sprintf("board %d lists %d, which is not a player's start number.", b+1, n)
	case a.teamOf[n] == 0:
		return fmt.Sprintf("player %d, listed on board %d, is in no team.", n, b+1)
	case a.teamOf[n] != team:
		return fmt.Sprintf("player %d, listed on board %d, is a member of team %d.", n, b+1, a.teamOf[n])
	}
	kind := "no record"
	if k < len(p.Rounds) {
		kind = p.Rounds[k].Kind.String()
	}
	return fmt.Sprintf("player %d, listed on board %d, did not play in round %d (line %d: %s).", n, b+1, k+1, p.Pos.Line, kind)
}

// firstBoardColour returns the colour of board 1 of a team that had c on
// board index b: the same when the colour sequence of record 352 gives
// boards 1 and b+1 the same colour (or there is no 352), else the other.
func (a *teamAssembly) firstBoardColour(c engine.Colour, b int) engine.Colour {
	seq := a.r.teams.colours
	if b == 0 || b >= len(seq) || seq[b] == seq[0] {
		return c
	}
	return map[engine.Colour]engine.Colour{engine.White: engine.Black, engine.Black: engine.White}[c]
}
