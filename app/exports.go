package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// Export actions, as passed to Exports.OnAction.
const (
	ActionCSV     = "csv"
	ActionJSON    = "json"
	ActionTRF     = "trf"
	ActionCopy    = "copy"
	ActionPrint   = "print"
	ActionShare   = "share"
	ActionCompare = "compare"
)

// exportActions lists the export actions in the order of their buttons,
// each named by the catalogues' key "export."+action.
var exportActions = []string{ActionCSV, ActionJSON, ActionTRF, ActionCopy, ActionPrint, ActionShare, ActionCompare}

// Exports is the row of export buttons and the share link.
type Exports struct {
	app.Compo
	Lang     string
	ShareURL string // shown once made
	Status   string // a message after an action
	HasTRF   bool
	// Exercise mode: the exports that give the answers away are left out
	// (exportActions), with a way out of the exercise (OnLeave).
	Exercise bool
	OnLeave  func(ctx app.Context, e app.Event)
	OnAction func(ctx app.Context, action string)
	// Actions, when set, are the buttons drawn (the season's: CSV,
	// JSON, print, share).
	Actions []string
}

// actions are the buttons' actions, in the order of exportActions: the
// TRF only for an event that has one. In exercise mode only those that
// show no answer (docs/tiebreaks.md §14.7, decision 74): printing, which
// prints the page as it is (dashes for ranks, the rows by start number,
// the student's own values and marks), and the share link, which holds
// the text, the rules, the exercise switch and the typed answers, never a
// computed value, and opens in exercise mode. The CSV, the JSON, the TRF
// file (its rank field is the computed order, record 202 the list), the
// copied table and the comparison are left out.
func (x *Exports) actions() []string {
	if x.Actions != nil && !x.Exercise { // a view's own (the season's)
		return x.Actions
	}
	var out []string
	for _, a := range exportActions {
		switch {
		case a == ActionTRF && !x.HasTRF:
		case x.Exercise && a != ActionPrint && a != ActionShare:
		default:
			out = append(out, a)
		}
	}
	return out
}

// Render draws the buttons.
func (x *Exports) Render() app.UI {
	l := x.Lang
	actions := x.actions()
	return divClass("exports no-print",
		withBody(el("div", "class", "buttons", "role", "group", "aria-label", i18n.T(l, "export.label")),
			each(len(actions), func(i int) app.UI {
				a := actions[i]
				return clickT(button("action-"+a), func(ctx app.Context, e app.Event) {
					if x.OnAction != nil {
						x.OnAction(ctx, a)
					}
				}, l, "export."+a)
			}),
		),
		only(x.Exercise, withBody(pID("exercise-exports", "hint"),
			app.Text(i18n.T(l, "exercise.exports")+" "),
			clickT(button("exercise-leave"), x.leave, l, "exercise.leave"),
		)),
		only(x.ShareURL != "", divClass("share",
			label("share-url", i18n.T(l, "export.share.label")),
			typedInput("url", "share-url").Attr("readonly", true).Attr("value", x.ShareURL).
				OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
		)),
		withText(el("p", "id", "export-status", "class", "status", "aria-live", "polite"), x.Status),
	)
}

func (x *Exports) leave(ctx app.Context, e app.Event) {
	if x.OnLeave != nil {
		x.OnLeave(ctx, e)
	}
}
