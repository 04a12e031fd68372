package check

import "github.com/spareggi/spareggi/engine"

// This file compares the ranking a source printed (Player.DeclaredRank)
// with the standings under the rules and tie-breaks that reproduced its
// printed columns (Report.Identified; docs/tiebreaks.md §15).

// RankDifference is a participant whose printed rank the standings
// under the identified rules contradict (engine.Standings.PrintedRanking).
type RankDifference = engine.RankDifference

// printedRanking compares the printed ranks of an individual event with
// the standings under the identified rules and list: a printed rank
// outside the places of the participant's computed group contradicts
// them (a computed tie allows any order within it, which lots or a later
// tie-break settled). It reports whether the ranks were compared: not
// for a team event, nor without printed ranks or an identified column;
// it sets the report's RankingEdition and RankingList.
func printedRanking(ev *engine.Event, rep *Report, opt engine.Options) ([]RankDifference, bool, error) {
	if ev.Teams != nil {
		return nil, false, nil
	}
	ed, list, ok := rep.Identified()
	if !ok {
		return nil, false, nil
	}
	rep.RankingList = list
	printed := false
	for i := range ev.Players {
		printed = printed || ev.Players[i].DeclaredRank > 0
	}
	if !printed {
		return nil, false, nil
	}
	if ed == engine.EditionDefault {
		ed = opt.Edition
	}
	st, err := engine.Compute(ev, engine.Options{Edition: ed, TieBreaks: list, Round: opt.Round, Unrated: opt.Unrated,
		HasUnrated: opt.HasUnrated, System: opt.System, MaxComponents: opt.MaxComponents})
	if err != nil {
		if isRefusal(err) {
			return nil, false, nil
		}
		return nil, false, err
	}
	rep.RankingEdition = st.Edition
	diff, _ := st.PrintedRanking()
	return diff, true, nil
}
