package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// RulesUsed states the rules the standings were computed with: edition,
// list and its source, round, system and why, and the engine's warnings,
// each message in the page's language. It is the only part printed besides
// the table.
//
// The notices of the print come first among the warnings (decisions
// 55–57): the rules read from the printed columns, or the closest ones
// with a button that uses them, and the printed ranks these standings
// contradict — left out in exercise mode, where the ranks are the answer.
type RulesUsed struct {
	app.Compo
	Lang     string
	St       *engine.Standings
	Exercise bool
	Kept     bool // the rules were kept for this text (State.KeepRules)

	// onUse switches to the rule edition, list and round given (the
	// closest rules of the print); unexported, so that go-app compares
	// the exported fields only (handlers.go).
	onUse func(ctx app.Context, edition string, list []string, round int)
}

// notices are the warnings shown: all, but the printed ranking in
// exercise mode.
func (r *RulesUsed) notices() []engine.Note {
	out := make([]engine.Note, 0, len(r.St.Notices))
	for _, n := range r.St.Notices {
		if r.Exercise && n.ID == msg.WarnPrintedRanking {
			continue
		}
		out = append(out, n)
	}
	return out
}

// notice draws one warning; the closest rules of the print come with the
// button that uses them.
func (r *RulesUsed) notice(n engine.Note) app.UI {
	l := r.Lang
	li := el("li", "class", "warning", "data-code", n.Code())
	pr := r.St.Input.Printed
	if n.ID != msg.WarnPrintedClosest || pr == nil || r.onUse == nil {
		return withBody(li, spanClass("msg", n.Text(l)))
	}
	edition := ""
	if pr.Edition != engine.EditionDefault {
		edition = pr.Edition.String()
	}
	return withBody(li.ID("printed-closest"),
		spanClass("msg", n.Text(l)+" "),
		clickT(button("printed-closest-use", "class", "no-print"),
			func(ctx app.Context, e app.Event) { r.onUse(ctx, edition, engine.Keys(pr.TieBreaks), pr.Round) }, l, "used.printed.use"),
	)
}

// Render draws the summary.
func (r *RulesUsed) Render() app.UI {
	l, st := r.Lang, r.St
	if st == nil {
		return app.Elem("div")
	}
	list := append([]string{"PTS"}, engine.Keys(st.TieBreaks)...)
	notices := r.notices()
	title := ""
	if st.Event != nil {
		title = st.Event.Name
	}
	// The list of the rules has no control: it is written as HTML.
	dl := "<dt>" + escT(l, "used.edition") + `</dt><dd id="used-edition">` +
		esc(i18n.T(l, "edition."+st.Edition.String())+" ("+st.Edition.String()+")") + "</dd>" +
		"<dt>" + escT(l, "used.list") + `</dt><dd><span id="used-list">` + esc(strings.Join(list, ", ")) + "</span>"
	if !st.ListSource.ID.IsZero() {
		dl += `<span class="reason" id="used-list-source">` + esc(" ("+st.ListSource.Text(l)+")") + "</span>"
	}
	dl += "</dd><dt>" + escT(l, "used.round") + `</dt><dd id="used-round">` + itoa(st.Round) + "</dd>" +
		"<dt>" + escT(l, "used.system") + `</dt><dd id="used-system">` + escT(l, "system."+st.System.String())
	if !st.SystemReason.ID.IsZero() {
		dl += `<span class="reason" id="used-system-reason">` + esc(" ("+st.SystemReason.Text(l)+")") + "</span>"
	}
	return withBody(el("div", "class", "rules-used", "id", "rules-used"),
		only(title != "", pClass("event-name", title)),
		htmlPart("dl", "", dl+"</dd>"),
		only(r.Kept, textT(pID("used-kept", "reason"), l, "used.kept")),
		only(len(notices) > 0, withBody(el("ul", "class", "warnings"),
			each(len(notices), func(i int) app.UI { return r.notice(notices[i]) }),
		)),
	)
}
