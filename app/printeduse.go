package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// onUsePrinted switches the page to the rule edition and the tie-break
// list that reproduced the printed columns (the check panel's "use these
// rules and tie-breaks", docs/tiebreaks.md §15): the edition menu shows
// the edition (edition "" is the event's date's), the list becomes the
// user's, without a preset, and the standings are those after the round
// the print was compared after (round, when not 0: a print with postponed
// games); the explanation closes and a sort by a tie-break column returns
// to the rank.
func (p *Page) onUsePrinted(ctx app.Context, edition string, list []string, round int) {
	p.update(ctx, func(s *State) {
		s.Edition = edition
		if round > 0 {
			s.Round = round
		}
		s.Preset, s.List, s.ListSet = "", append([]string(nil), list...), true
		s.Explain = 0
		if s.SortCol >= SortTB {
			s.SortCol, s.SortDesc = SortRank, false
		}
	})
}

// onKeep ticks or clears "keep these rules for the next file" (decision
// 58): the standings do not change.
func (p *Page) onKeep(ctx app.Context, keep bool) {
	p.update(ctx, func(s *State) { s.KeepRules = keep })
}
