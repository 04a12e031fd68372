package engine

import "strconv"

// Team competitions (docs/tiebreaks.md §2.7, §8). A team event is an Event
// whose Teams is set: the teams, their matches round by round and the
// match-point scoring. The standings rank the teams; the players of the
// Event are the individual players whose games make the matches.
//
// The team tie-breaks reuse the individual ones: the teams' matches are
// turned into two events whose participants are the teams, one scored in
// match points (MP) and one in game points (GP), and every individual
// tie-break computed on them is the tie-break "with MP or GP as the
// reference score" of C.07 Art. 13 (BH:MP, BH:GP …). The codes of Art. 12
// and 13 that need both scores or the boards (MPvGP, the extended
// Sonneborn-Berger and direct encounter, SSSC, BC, TBR, BBE) read both
// events and the boards.

// Teams is the team part of an event.
type Teams struct {
	// Boards is the number of boards of a match.
	Boards int
	// MatchPoints scores a match won, drawn and lost (default 2, 1, 0).
	MatchPoints MatchScoring
	// PAB is what a pairing-allocated bye is worth (default: a drawn
	// match, docs/tiebreaks.md §2.7).
	PAB TeamScore
	// ByGamePoints: the event is decided by game points (GP primary).
	ByGamePoints bool
	// Teams, sorted by start number.
	Teams []Team
}

// MatchScoring is the match points of a match won, drawn and lost, in
// tenths (TRF 362).
type MatchScoring struct{ Win, Draw, Loss Score }

// DefaultMatchScoring is 2 / 1 / 0.
func DefaultMatchScoring() MatchScoring { return MatchScoring{Win: 20, Draw: 10, Loss: 0} }

// String writes a match-point scoring as "2-1-0" or "1-½-0".
func (m MatchScoring) String() string {
	return m.Win.Halves() + "-" + m.Draw.Halves() + "-" + m.Loss.Halves()
}

// Halves writes a score of whole and half points: 25 → "2½", 5 → "½",
// 20 → "2"; other tenths as String does.
func (s Score) Halves() string {
	switch {
	case s%10 == 0:
		return strconv.FormatInt(int64(s/10), 10)
	case s == 5:
		return "½"
	case s%10 == 5:
		return strconv.FormatInt(int64(s/10), 10) + "½"
	}
	return s.String()
}

// TeamScore is a team's match points and game points for one round, in
// tenths.
type TeamScore struct{ MP, GP Score }

// Team is one team: its start number, name, players in board order and
// its rounds.
type Team struct {
	StartNo int
	Name    string
	Members []int // start numbers of its players, in board order (a round's Lineup may field them otherwise)
	Rounds  []TeamRound
	// DeclaredTieBreaks are the tie-break values a team table printed for
	// the team, one per Event.DeclaredColumns entry, as Player's are.
	DeclaredTieBreaks []string
}

// TeamRound is what happened to a team in one round.
type TeamRound struct {
	// Kind is the match's result for the team: Win, Draw or Loss for a
	// played match (by the game points), ForfeitWin or ForfeitLoss for a
	// whole match forfeited, PAB, FPB, HPB or ZPB without an opponent,
	// NotYet.
	Kind     Kind
	Opponent int    // the opposing team's start number; 0 for none
	Colour   Colour // the colour of the team's first board
	// Boards are the points the team scored on each board, in tenths, when
	// the source gives them (nil otherwise); a single board's forfeit
	// inside a played match counts as awarded. A source that gives no
	// board at all (a team crosstable) sets Provenance.BoardResults to
	// unknown, and the tie-breaks on the boards are refused.
	Boards []Score
	// Lineup is the start numbers of the players on board 1, 2, … of a
	// played match, one per board, 0 for a board the team left empty (a
	// board lost by forfeit), when the source gives the line-up (TRF 300,
	// docs/formats.md §5.11); nil when the boards are the members who
	// played, in member order.
	Lineup []int
	// GP is the game points of a played match, in tenths: the sum of
	// Boards when they are known. Unplayed rounds are scored by Score.
	GP Score
}

// Total returns a team's match points and game points over all its
// rounds (each scored by Score).
func (ts *Teams) Total(t *Team) TeamScore {
	var sum TeamScore
	for _, tr := range t.Rounds {
		s := ts.Score(tr)
		sum.MP, sum.GP = sum.MP+s.MP, sum.GP+s.GP
	}
	return sum
}

// Score returns the match points and game points of round r of a team.
// A played match scores its game points and the match points of its
// result; a forfeit win scores a won match on every board; a PAB, as
// Teams.PAB says; a half-point bye, a drawn match; a full-point bye, a won
// match on every board; a forfeit loss and a zero-point bye, nothing.
func (ts *Teams) Score(r TeamRound) TeamScore {
	mp, boards := ts.MatchPoints, Score(ts.Boards)
	switch r.Kind {
	case Win, WinUnrated:
		return TeamScore{mp.Win, r.GP}
	case Draw, DrawUnrated:
		return TeamScore{mp.Draw, r.GP}
	case Loss, LossUnrated:
		return TeamScore{mp.Loss, r.GP}
	case ForfeitWin, FPB:
		return TeamScore{mp.Win, 10 * boards}
	case PAB:
		return ts.PAB
	case HPB:
		return TeamScore{mp.Draw, 5 * boards}
	}
	return TeamScore{}
}

// MatchResult returns the result of a played match for a team that scored
// gp game points against opp: Win, Draw or Loss.
func MatchResult(gp, opp Score) Kind {
	switch {
	case gp > opp:
		return Win
	case gp < opp:
		return Loss
	}
	return Draw
}

// teamEvent returns the event whose participants are the teams, scored in
// game points (gp) or match points: each round keeps the match's kind,
// opponent and colour, with the points as an override. Its scoring gives
// the win and draw values of the score: TW and TD for MP, the boards and
// half of them for GP (the W and D of C.07 Art. 16 for teams).
func (ev *Event) teamEvent(gp bool) *Event {
	ts := ev.Teams
	w, d := ts.MatchPoints.Win, ts.MatchPoints.Draw
	if gp {
		w, d = 10*Score(ts.Boards), 5*Score(ts.Boards)
	}
	te := &Event{Name: ev.Name, City: ev.City, Federation: ev.Federation, StartDate: ev.StartDate, EndDate: ev.EndDate,
		TypeText: ev.TypeText, TypeCode: ev.TypeCode, System: ev.System, SystemReason: ev.SystemReason,
		Rounds: ev.Rounds, PlayedRounds: ev.PlayedRounds,
		Scoring:   Scoring{WinWhite: w, WinBlack: w, DrawWhite: d, DrawBlack: d, ForfeitWin: w, PAB: w, FPB: w, HPB: d},
		TieBreaks: ev.TieBreaks, TieBreakSource: ev.TieBreakSource, Provenance: ev.Provenance, Printed: ev.Printed}
	te.Players = make([]Player, len(ts.Teams))
	for i, t := range ts.Teams {
		p := Player{StartNo: t.StartNo, Name: t.Name, Rounds: make([]Entry, len(t.Rounds))}
		for r, tr := range t.Rounds {
			s := ts.Score(tr)
			pts := s.MP
			if gp {
				pts = s.GP
			}
			e := Entry{Kind: tr.Kind, Opponent: tr.Opponent, Colour: tr.Colour}
			if tr.Kind != NotYet {
				e.HasOverride, e.Override = true, pts
			}
			p.Rounds[r] = e
		}
		te.Players[i] = p
	}
	return te
}

// Fielded returns the start numbers team t had on board 1, 2, … in round
// r (0-based; 0 for a board nobody occupied), nil for a round without a
// match. guess is set when no line-up orders them and the members on a
// board are not as many as the boards: they are then taken in member
// order, the extra ones dropped.
func (ev *Event) Fielded(t *Team, r int) (on []int, guess bool) {
	tr := &t.Rounds[r]
	if !tr.Kind.OTB() && !tr.Kind.Forfeit() {
		return nil, false // a bye, or not played
	}
	boards := ev.Teams.Boards
	if tr.Lineup != nil {
		return tr.Lineup, false
	}
	for _, m := range t.Members {
		p := ev.Player(m)
		if p == nil || r >= len(p.Rounds) {
			continue
		}
		// As the assembly of the teams' boards takes them (docs/formats.md
		// §5.11): a game, a forfeit, or a forfeit win without opponent.
		if e := &p.Rounds[r]; e.Opponent > 0 || e.Kind == ForfeitWin {
			on = append(on, m)
		}
	}
	guess = len(on) > 0 && len(on) != boards
	if len(on) > boards {
		on = on[:boards]
	}
	return on, guess
}
