package engine

import "fmt"

// The games without a result of the last paired round, in the event
// model: what-if (engine/whatif) gives them every outcome, the page and
// the CLI let a user mark others as still being played
// (docs/tiebreaks.md §9.8).

// Pending is a game of the last paired round without a result: White's and
// Black's start numbers (for a game without colours, the lower start number
// is White). In a team event it is a team match (Match): White and Black
// are the teams' start numbers, White the team of the white first board
// (the lower start number without colours).
type Pending struct {
	Round        int
	White, Black int
	Match        bool
}

// Outcome is a result of a pending game.
type Outcome uint8

// The outcomes of a pending game.
const (
	WhiteWins Outcome = iota
	Drawn
	BlackWins
)

var outcomeNames = [...]string{"1-0", "½-½", "0-1"}

// String returns "1-0", "½-½" or "0-1".
func (o Outcome) String() string { return outcomeNames[o] }

// PendingGames returns the games of the last paired round without a
// result, in start-number order of White; in a team event, the matches
// without a result (a match with a board still being played).
func PendingGames(ev *Event) []Pending {
	if ev != nil && ev.Teams != nil {
		return lastRoundMatches(ev, true)
	}
	return lastRoundGames(ev, true)
}

// LastRoundGames returns every game of the last paired round, played or
// not, in start-number order of White: the games a user may mark as still
// being played (Unfinished); in a team event, its matches.
func LastRoundGames(ev *Event) []Pending {
	if ev != nil && ev.Teams != nil {
		return lastRoundMatches(ev, false)
	}
	return lastRoundGames(ev, false)
}

// lastRoundMatches returns the matches of the last paired round of a team
// event (pendingOnly: those without a result), White the team of the
// white first board (the lower start number without colours).
func lastRoundMatches(ev *Event, pendingOnly bool) []Pending {
	r := ev.PlayedRounds
	if r < 1 {
		return nil
	}
	var out []Pending
	for _, t := range ev.Teams.Teams {
		if r > len(t.Rounds) {
			continue
		}
		tr := t.Rounds[r-1]
		if tr.Opponent <= 0 || pendingOnly && tr.Kind != NotYet || !(tr.Kind == NotYet || tr.Kind.OTB()) {
			continue
		}
		if tr.Colour == White || tr.Colour != Black && t.StartNo < tr.Opponent {
			out = append(out, Pending{Round: r, White: t.StartNo, Black: tr.Opponent, Match: true})
		}
	}
	return out
}

func lastRoundGames(ev *Event, pendingOnly bool) []Pending {
	r := ev.PlayedRounds
	if r < 1 {
		return nil
	}
	var out []Pending
	for _, p := range ev.Players {
		if r > len(p.Rounds) {
			continue
		}
		e := p.Rounds[r-1]
		if e.Opponent <= 0 || (pendingOnly && e.Kind != NotYet) || !(e.Kind == NotYet || e.Kind.OTB()) {
			continue
		}
		switch {
		case e.Colour == White, e.Colour != Black && p.StartNo < e.Opponent:
			out = append(out, Pending{Round: r, White: p.StartNo, Black: e.Opponent})
		}
	}
	return out
}

// String describes a pending game, e.g. "round 9: 3 – 7".
func (p Pending) String() string {
	return fmt.Sprintf("round %d: %d – %d", p.Round, p.White, p.Black)
}
