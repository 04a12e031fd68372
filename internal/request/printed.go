package request

import (
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
)

// identifyPrint sets ev.Printed to the rule set its printed tie-break
// columns identify (docs/tiebreaks.md, decision 55), once per reading, so
// that every front opens the event under the rules its program printed:
// the standings take that list and edition while the user chooses none,
// as they take a TRF's own list. An event without printed columns, or
// whose check cannot be made (too many columns, a refusal), keeps none:
// the default list applies and says so. An event of more than budget
// participants × rounds (budget > 0) is left to be compared later
// (PrintedRules.Deferred, IdentifyPrint).
func identifyPrint(ev *engine.Event, budget int) {
	if ev == nil || len(ev.DeclaredColumns) == 0 {
		return
	}
	if budget > 0 && len(ev.Players)*max(ev.Rounds, 1) > budget {
		ev.Printed = &engine.PrintedRules{Deferred: true}
		return
	}
	ev.Printed, _ = IdentifyPrint(ev, nil)
}

// IdentifyPrint compares the printed columns of ev with every rule set
// (check.Run, telling step how far it is) and returns the rule set they
// identify, nil when none; the page runs it in the background for an
// event its reading left Deferred.
func IdentifyPrint(ev *engine.Event, step check.Step) (*engine.PrintedRules, error) {
	rep, err := check.Run(ev, engine.Options{}, step)
	if err != nil {
		return nil, err
	}
	return rep.RuleSet(), nil
}
