package season

import (
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

// FromStandings makes a season's event of an event's standings, computed
// under the event's own rules: its rows in rank order are the entries,
// with their rank, score, tie-break values and games over the board. A
// team competition is refused: a season ranks players. The readers carry
// no national ID: the entries have none (docs/season.md §2).
func FromStandings(file string, st *engine.Standings) (*Event, error) {
	if st.Teams != nil || st.TeamEvent != nil {
		return nil, engine.Coded(msg.ErrSeasonTeam, file)
	}
	ev := &Event{File: file, Name: st.Event.Name, Entries: make([]Entry, len(st.Rows))}
	index := make(map[int]int, len(st.Rows)) // start number → entry
	for j, row := range st.Rows {
		index[row.Player.StartNo] = j
	}
	sc := st.Event.Scoring
	for j, row := range st.Rows {
		p := row.Player
		e := Entry{Name: p.Name, Federation: p.Federation, FideID: p.FideID, Sex: p.Sex,
			BirthYear: p.BirthDate.Y, Rating: p.Rating, Rank: row.Rank, Score: row.Points}
		for _, v := range row.Values {
			if v.Defined {
				e.TieBreaks = append(e.TieBreaks, v.Value)
			} else {
				e.TieBreaks = append(e.TieBreaks, engine.Value{})
			}
		}
		for r := range p.Rounds {
			g := &p.Rounds[r]
			if r >= st.Round || !overTheBoard(g.Kind) {
				continue
			}
			if o, ok := index[g.Opponent]; ok {
				e.Games = append(e.Games, Game{Opponent: o, Points: sc.Points(*g).Value()})
			}
		}
		ev.Entries[j] = e
	}
	return ev, nil
}

// overTheBoard reports whether a result is a game played.
func overTheBoard(k engine.Kind) bool {
	switch k {
	case engine.Win, engine.Draw, engine.Loss, engine.WinUnrated, engine.DrawUnrated, engine.LossUnrated:
		return true
	}
	return false
}
