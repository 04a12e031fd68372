package engine

import (
	"cmp"
	"fmt"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// Standings after a round that still has games without a result
// (docs/tiebreaks.md §9.6): a game postponed in an earlier round, or a game
// of round N itself still being played, when -round N asks for the
// standings after N all the same. C.07 ranks final standings and says
// nothing of these; the engine does what the intermediate standings of
// Swiss-Manager (and so chess-results) do, checked on a published
// crosstable: such a game counts as a game against its scheduled opponent
// scored 0 for both until it is played. The opponent's score counts in
// Buchholz, the player's points, wins and Sonneborn-Berger get nothing from
// it, and the standings say which games were counted so.

// LastPlayedRound returns the last round, up to the played rounds, in which
// some game has a result (a bye alone does not make a round played): the
// highest standings round -round accepts.
// The default stays LastCompleteRound, which steps back over the last
// rounds with games still being played; the games without a result of the
// rounds before it, and of any round asked beyond it, count 0–0.
func LastPlayedRound(ev *Event) int {
	for r := min(ev.PlayedRounds, ev.Rounds); r > 0; r-- {
		for i := range ev.Players {
			if rs := ev.Players[i].Rounds; r-1 < len(rs) && rs[r-1].Kind != NotYet && rs[r-1].Opponent != 0 {
				return r
			}
		}
	}
	return 0
}

// pendingWithin reports whether some pairing of rounds 1..n has no result.
func pendingWithin(ev *Event, n int) bool {
	for i := range ev.Players {
		rs := ev.Players[i].Rounds
		for k := 0; k < n && k < len(rs); k++ {
			if rs[k].Kind == NotYet && rs[k].Opponent != 0 {
				return true
			}
		}
	}
	return false
}

// postpone returns a copy of ev in which every pairing without a result
// in rounds 1..st.Round is a game lost by both sides, marked
// DetailPostponed, and warns with the games (code "postponed").
func (st *Standings) postpone(ev *Event) *Event {
	cp, gs := postponed(ev, st.Round)
	st.warnPostponed(gs)
	return cp
}

// postponed returns the copy of ev that Standings.postpone makes for
// standings after round n, and the games it counts 0–0.
func postponed(ev *Event, n int) (*Event, []Pending) {
	cp := *ev
	cp.Players = make([]Player, len(ev.Players))
	copy(cp.Players, ev.Players)
	var gs []Pending
	for i := range cp.Players {
		p := &cp.Players[i]
		copied := false
		for k := 0; k < n && k < len(p.Rounds); k++ {
			e := p.Rounds[k]
			if e.Kind != NotYet || e.Opponent == 0 {
				continue
			}
			if !copied {
				p.Rounds, copied = append([]Entry(nil), p.Rounds...), true
			}
			p.Rounds[k].Kind, p.Rounds[k].Detail = Loss, DetailPostponed
			if p.StartNo < e.Opponent {
				gs = append(gs, Pending{Round: k + 1, White: p.StartNo, Black: e.Opponent})
			}
		}
	}
	return &cp, gs
}

// warnPostponed warns with the games a postponed copy counts 0–0.
func (st *Standings) warnPostponed(gs []Pending) {
	if len(gs) > 0 {
		st.warn(msg.WarnPostponed, len(gs), GamesText(gs), st.Round)
	}
}

// GamesText lists games as the warnings about games without a result name
// them, by round then by the first start number: "R5 1–4, R5 2–3". It
// sorts gs.
func GamesText(gs []Pending) string {
	sort.Slice(gs, func(i, j int) bool { // one sorting code for every type (app.wasm's size)
		return cmp.Or(cmp.Compare(gs[i].Round, gs[j].Round), cmp.Compare(gs[i].White, gs[j].White)) < 0
	})
	games := make([]string, len(gs))
	for i, g := range gs {
		games[i] = fmt.Sprintf("R%d %d–%d", g.Round, g.White, g.Black)
	}
	return strings.Join(games, ", ")
}
