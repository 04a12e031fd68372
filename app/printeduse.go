package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/request"
)

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

// comparePrint compares in the background the printed columns of an event
// too large to compare while its text was read (PrintedRules.Deferred,
// printBudget), as the printed check runs (job.start): the standings show
// the default list meanwhile, with a notice that says so, and follow the
// rule set found once it is in place (decision 55). A new text cancels it.
func (p *Page) comparePrint(ctx app.Context) {
	ev := p.view.Out.Event
	if ev == nil || ev.Printed == nil || !ev.Printed.Deferred || p.printEv == ev {
		return
	}
	p.printJob.cancel()
	j := &job{}
	p.printEv, p.printJob = ev, j
	var found *engine.PrintedRules
	j.start(ctx, func(step func(done, total int) error) error {
		return request.Protect(func() (err error) { found, err = request.IdentifyPrint(ev, step); return err })
	}, func(app.Context, int, int) {}, func(ctx app.Context, err error) {
		if p.printJob != j {
			return // a newer text
		}
		p.printJob = nil
		if err != nil {
			found = nil // not identified: the default list, as for a check that cannot be made
		}
		ev.Printed = found
		p.vm.forget()
		p.recompute()
		p.Update()
	})
}
