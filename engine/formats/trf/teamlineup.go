package trf

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
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
		r.d.Warn(scan.WTrfField, ln, 5, scan.MsgIS(&msg.ReaderLineupRound, r.ev.Rounds, scan.Quote(cols(rs, 5, 7))))
		return
	}
	if lu.team, ok = parse(teamText); !ok || lu.team < 1 {
		r.d.WarnQuoted(scan.WTrfField, ln, 9, &msg.ReaderLineupTeam, teamText)
		return
	}
	if lu.opp, ok = parse(oppText); !ok {
		r.d.WarnQuoted(scan.WTrfField, ln, 10+tw, &msg.ReaderLineupOpp, oppText)
		return
	}
	for c := 17 + s; c <= len(rs); c += 5 {
		if sep := runeAt(rs, c-1); sep != ' ' {
			r.d.Warn(scan.WTrfField, ln, c-1, scan.MsgIS(&msg.ReaderLineupBlank, c-1, scan.Quote(string(sep))))
			return
		}
		n, ok := num(c, c+3)
		if !ok {
			r.d.Warn(scan.WTrfField, ln, c, scan.MsgA(&msg.ReaderLineupBoard, len(lu.boards)+1, c, c+3, scan.Quote(cols(rs, c, c+3))))
			return
		}
		lu.boards, lu.cols = append(lu.boards, n), append(lu.cols, c)
	}
	t := &r.teams
	for _, o := range t.lineups {
		if o.team == lu.team && o.round == lu.round {
			r.d.Warn(scan.WTrfDuplicate, ln, 1, scan.MsgI(&msg.ReaderLineupTwice, lu.team, lu.round, o.line))
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
			a.r.d.Warn(scan.WTeamLineup, lu.line, 9, scan.MsgI(&msg.ReaderLineupNoTeam, lu.team))
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
	a.r.d.Warn(scan.WTeamLineup, lu.line, 9, scan.MsgIIS(&msg.ReaderLineupBye, lu.team, lu.round, scan.KindCite(kind)))
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
	warn := func(col int, what msg.Message) {
		a.r.d.Warn(scan.WTeamLineup, lu.line, col, scan.MsgIIS(&msg.ReaderLineupAbout, lu.team, lu.round, what.Cite()))
	}
	if lu.opp != 0 && opp != 0 && lu.opp != opp {
		warn(13, scan.MsgI(&msg.ValueLineupOpp, lu.opp, opp, opp))
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
			warn(col, scan.MsgI(&msg.ValueLineupBoards, n, b+1, boards))
			used = false
			continue
		}
		if first, twice := listed[n]; twice {
			warn(col, scan.MsgI(&msg.ValueLineupTwice, n, first+1, b+1))
			used = false
			continue
		}
		listed[n] = b
		i, ok := at[n]
		if !ok {
			warn(col, a.notInMatch(n, lu.team, lu.round-1, b))
			used = false
			continue
		}
		if e := g.entries[i]; e.Opponent > 0 && a.teamOf[e.Opponent] != opp {
			of := msg.Message{ID: msg.ValueNoTeam}
			if u := a.teamOf[e.Opponent]; u != 0 {
				of = scan.MsgI(&msg.ValueTeam, u)
			}
			warn(col, scan.MsgA(&msg.ValueLineupOpponent, n, b+1, e.Opponent, of.Cite(), opp))
			used = false
		}
	}
	for _, n := range g.players {
		if _, ok := listed[n]; !ok {
			line := 0
			if p := ev.Player(n); p != nil {
				line = p.Pos.Line
			}
			warn(17, scan.MsgI(&msg.ValueLineupUnlisted, n, line))
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
func (a *teamAssembly) notInMatch(n, team, k, b int) msg.Message {
	p := a.r.ev.Player(n)
	switch {
	case p == nil:
		return scan.MsgI(&msg.ValueLineupNotPlayer, b+1, n)
	case a.teamOf[n] == 0:
		return scan.MsgI(&msg.ValueLineupNoTeam, n, b+1)
	case a.teamOf[n] != team:
		return scan.MsgI(&msg.ValueLineupOtherTeam, n, b+1, a.teamOf[n])
	}
	kind := msg.Message{ID: msg.ValueNoRecord}
	if k < len(p.Rounds) {
		kind = msg.ResultOf(p.Rounds[k].Kind.Name())
	}
	return scan.MsgA(&msg.ValueLineupNotPlayed, n, b+1, k+1, p.Pos.Line, kind.Cite())
}

// firstBoardColour returns the colour of board 1 of a team that had c on
// board index b: the same when the colour sequence of record 352 gives
// boards 1 and b+1 the same colour (or there is no 352), else the other.
func (a *teamAssembly) firstBoardColour(c engine.Colour, b int) engine.Colour {
	seq := a.r.teams.colours
	if b == 0 || b >= len(seq) || seq[b] == seq[0] {
		return c
	}
	switch c {
	case engine.White:
		return engine.Black
	case engine.Black:
		return engine.White
	}
	var none engine.Colour
	return none
}
