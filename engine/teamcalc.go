package engine

import "github.com/spareggi/spareggi/internal/msg"

// ScoreRef is the team score a descriptor refers to: ":MP" or ":GP" after
// the code (C.07 Art. 13), or the event's primary score.
type ScoreRef uint8

// The team scores a descriptor can refer to.
const (
	ScorePrimary ScoreRef = iota // the score that decides the event (MP unless decided by GP)
	ScoreMP                      // match points
	ScoreGP                      // game points
)

// teamData is what the team tie-breaks read besides the primary event:
// the event with the teams, and the events of both scores.
type teamData struct {
	ev     *Event // the event with Teams
	mp, gp *Event // the teams scored in match points and in game points
}

// newTeamData prepares the events of both scores of a team event.
func newTeamData(ev *Event) *teamData {
	return &teamData{ev: ev, mp: ev.teamEvent(false), gp: ev.teamEvent(true)}
}

// primary returns the event of the score that decides the event.
func (t *teamData) primary() *Event {
	if t.ev.Teams.ByGamePoints {
		return t.gp
	}
	return t.mp
}

// byGP reports whether score ref of a descriptor means game points.
func (t *teamData) byGP(ref ScoreRef) bool {
	return ref == ScoreGP || ref == ScorePrimary && t.ev.Teams.ByGamePoints
}

// teamScore returns the calc of the standings round under c's edition in
// match points (gp false) or game points: c itself when that is the
// primary score, else a calc of the other score, made once.
func (c *calc) teamScore(gp bool) *calc {
	t := c.team
	if t.byGP(ScorePrimary) == gp {
		return c
	}
	if c.other == nil {
		ev := t.mp
		if gp {
			ev = t.gp
		}
		m := c.shared()
		if m.other == nil {
			data := newCalcData(ev, c.sys, c.n, c.fore)
			data.team = t
			m.other = &data
		}
		o := c.derive(*m.other, EditionDefault)
		o.other = c
		c.other = o
	}
	return c.other
}

// forScore returns the calc a descriptor is computed on: for a team event,
// the calc of the score it refers to; otherwise c.
func (c *calc) forScore(d Descriptor) *calc {
	if c.team == nil {
		return c
	}
	return c.teamScore(c.team.byGP(d.Score))
}

// secondary returns the calc of the score that does not decide the event.
func (c *calc) secondary() *calc { return c.teamScore(!c.team.byGP(ScorePrimary)) }

// refuseForTeams returns an error for a descriptor that does not fit the
// event: a team tie-break in an individual event, a rating tie-break in a
// team event (docs/tiebreaks.md §8.1), a reference to a team score in an
// individual event.
func refuseForTeams(team bool, d Descriptor) error {
	tb := d.row()
	switch {
	case tb.team && !team:
		return coded(msg.ErrTeamCode, d.Key)
	case d.Score != ScorePrimary && !team:
		return coded(msg.ErrTeamScore, d.Key)
	case tb.rating && team:
		return coded(msg.ErrRatingTeam, d.Key)
	}
	return nil
}
