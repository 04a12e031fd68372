package request

import (
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
)

// identifyPrint sets ev.Printed to the rule set its printed tie-break
// columns identify (docs/tiebreaks.md, decision 55), once per reading, so that
// every front opens the event under the rules its program printed: the
// standings take that list and edition while the user chooses none, as
// they take a TRF's own list. An event without printed columns, or whose
// check cannot be made (too many columns, a refusal), keeps none: the
// default list applies and says so.
func identifyPrint(ev *engine.Event) {
	if ev == nil || len(ev.DeclaredColumns) == 0 {
		return
	}
	rep, err := check.Printed(ev, engine.Options{})
	if err != nil {
		return
	}
	ev.Printed = rep.RuleSet()
}
