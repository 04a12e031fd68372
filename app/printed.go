package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// PrintedPanel compares the tie-break columns the pasted text prints (the
// TB1, TB2 … of a chess-results export) with the computed values, on
// request (check.Printed, docs/tiebreaks.md §15): for each column the
// rule edition and tie-break that reproduce it, and the participants who
// differ, with the printed and computed values and why.
type PrintedPanel struct {
	app.Compo
	Lang  string
	Event *engine.Event
	Run   panelRun // the check run and its report (View.PrintedRun)

	// The callbacks are unexported (handlers.go): go-app draws a
	// component again only when an exported field changed.
	// onUse switches the page to the rule edition (an id, "" for the
	// event's date), the tie-break list that reproduced the printed
	// columns (check.Report.Identified) and the round they were
	// compared after (0: the last complete one); onRun runs the check
	// of the page's State (Page.runPrinted).
	onUse func(ctx app.Context, edition string, list []string, round int)
	onRun func(ctx app.Context)
}

// Render draws the button and, once computed, one block per column.
func (p *PrintedPanel) Render() app.UI {
	l := p.Lang
	if p.Event == nil || len(p.Event.DeclaredColumns) == 0 {
		return app.Elem("div")
	}
	run := p.Run
	return withBody(el("section", "id", "printed", "class", "printed no-print", "aria-label", i18n.T(l, "printed.title")),
		textT(app.Elem("h2"), l, "printed.title"),
		pText(printedIntro(l, p.Event.DeclaredColumns)),
		clickT(button("printed-run").Attr("disabled", run.busy), p.run, l, "printed.run"),
		shown(run.busy, progressBlock(l, "printed", run.done, run.total, run.stop)),
		only(run.err != nil, alert("error", errorText(l, run.err))),
		when(run.res.Printed != nil, func() app.UI { return p.report(l, run.res.Printed) }),
	)
}

// printedIntro introduces the check of the printed columns: one column in
// the singular ("prints 1 tie-break column").
func printedIntro(l string, cols []engine.DeclaredColumn) string {
	if len(cols) == 1 {
		return i18n.T(l, "printed.intro.one", columnNames(cols))
	}
	return i18n.T(l, "printed.intro", len(cols), columnNames(cols))
}

// columnNames lists the printed columns: "TB1, TB2, TB3".
func columnNames(cols []engine.DeclaredColumn) string {
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = c.Name
	}
	return strings.Join(names, ", ")
}

// run asks the page to run the check (Page.runPrinted).
func (p *PrintedPanel) run(ctx app.Context, e app.Event) {
	if p.onRun != nil {
		p.onRun(ctx)
	}
}

// runPrinted compares in the background (runPanel), as the what-if
// computes: every stepEvery the panel shows how far the check is and
// takes a click on Cancel, which stops it at its next computation (issue
// 23). The run and its report are the View's (View.PrintedRun).
func (p *Page) runPrinted(ctx app.Context) {
	p.runPanel(ctx, &p.vm.v.PrintedRun, request.Check, nil,
		func() string { return p.vm.check.key }, "printed.cancelled")
}

// report is the check's report: the summary, a block per column, the
// printed ranking and the offer to use what reproduced the columns. It is
// written as HTML; its one button, printed-use, goes to the report's
// handler (onReportClick).
func (p *PrintedPanel) report(l string, rep *check.Report) app.UI {
	summary := i18n.T(l, "printed.all")
	if !rep.Reproduced() {
		summary = i18n.T(l, "printed.notall")
	}
	html := `<p class="printed-summary" role="status">` + esc(summary) + "</p>"
	for _, c := range rep.Columns {
		html += printedColumn(l, c)
	}
	html += printedRanking(l, rep) + p.use(l, rep)
	return &htmlChunk{Tag: "div", ID: "printed-report", Of: html, html: ofHTML, onClick: p.onReportClick}
}

// printedRanking says whether the printed ranks are those of the
// standings under the identified rules and tie-breaks, and lists those
// they contradict, as HTML.
func printedRanking(l string, rep *check.Report) string {
	if !rep.RankingChecked {
		return "<div></div>"
	}
	rules := i18n.T(l, "edition."+rep.RankingEdition.String())
	list := strings.Join(engine.Keys(rep.RankingList), ", ")
	if len(rep.Ranking) == 0 {
		return `<p id="printed-ranking" class="printed-ranking">` + escT(l, "printed.rankok", rules, list) + "</p>"
	}
	head := escT(l, "printed.ranking", rules, list, len(rep.Ranking))
	if len(rep.Ranking) == 1 { // one participant, in the singular
		head = escT(l, "printed.ranking.one", rules, list)
	}
	html := `<div id="printed-ranking" class="printed-ranking"><p role="alert">` + head + "</p><ul>"
	for _, d := range rep.Ranking {
		places := strconv.Itoa(d.From)
		if d.To != d.From {
			places += "–" + strconv.Itoa(d.To)
		}
		html += `<li data-start="` + itoa(d.Player.StartNo) + `">` + escT(l, "printed.rankrow", d.Player.StartNo, d.Player.Name, d.Printed, places) + "</li>"
	}
	return html + "</ul></div>"
}

// use offers the rule edition and the tie-breaks that reproduced the
// printed columns, as HTML: one click (onReportClick) puts them in the
// edition menu and the list.
func (p *PrintedPanel) use(l string, rep *check.Report) string {
	ed, list, ok := rep.Identified()
	if !ok || p.onUse == nil {
		return "<div></div>"
	}
	rules := i18n.T(l, "printed.anyrules")
	if ed != engine.EditionDefault {
		rules = i18n.T(l, "edition."+ed.String())
	}
	return `<div class="printed-use"><p id="printed-use-hint">` + escT(l, "printed.use.hint", rules, strings.Join(engine.Keys(list), ", ")) +
		`</p><button type="button" id="printed-use">` + escT(l, "printed.use") + "</button></div>"
}

// onReportClick takes a click on the report's button printed-use (use):
// the rule edition, the tie-breaks and the round of the report.
func (p *PrintedPanel) onReportClick(ctx app.Context, e app.Event) {
	rep := p.Run.res.Printed
	if !e.Get("target").Call("closest", "#printed-use").Truthy() || rep == nil || p.onUse == nil {
		return
	}
	ed, list, ok := rep.Identified()
	if !ok {
		return
	}
	id := ""
	if ed != engine.EditionDefault {
		id = ed.String()
	}
	p.onUse(ctx, id, engine.Keys(list), rep.Round)
}

// printedColumn is one column's verdict and its differences, as HTML.
func printedColumn(l string, c check.Column) string {
	name := c.Column.Name
	if c.Column.Title != "" {
		name += " (" + c.Column.Title + ")"
	}
	verdict := i18n.T(l, "printed.none", name)
	if c.Best != nil {
		rules := i18n.T(l, "printed.anyrules")
		if c.Best.Edition != engine.EditionDefault {
			rules = i18n.T(l, "edition."+c.Best.Edition.String())
		}
		verdict = i18n.T(l, "printed.equals", name, c.Best.Key(), rules, c.Best.Agree, c.Best.Of)
	}
	if c.Unchecked() {
		verdict = name
	}
	also := report.PrintedAlso(c.Also)
	var notes []string
	for _, n := range c.Notes {
		notes = append(notes, noteText(l, n))
	}
	html := `<div class="printed-column" data-column="` + esc(c.Column.Name) + `"><h3>` + esc(verdict) + "</h3>"
	if len(notes) > 0 {
		html += pHTML("printed-notes", strings.Join(notes, "; "))
	}
	if also != "" {
		html += pHTML("printed-also", i18n.T(l, "printed.also", also))
	}
	if len(c.Differ) > 0 {
		caption := escT(l, "printed.differ", len(c.Differ))
		if len(c.Differ) == 1 { // one participant, in the singular
			caption = escT(l, "printed.differ.one")
		}
		html += `<table class="printed-table"><caption>` + caption + "</caption>" +
			headHTML(l, "printed.start", "printed.name", "printed.printed", "printed.computed", "printed.why") + "<tbody>"
		for _, d := range c.Differ {
			computed := numberText(l, d.Computed)
			if computed == "" {
				computed = i18n.T(l, "printed.novalue")
			}
			var why []string
			for _, n := range d.Why {
				why = append(why, noteText(l, n))
			}
			html += `<tr data-start="` + itoa(d.Player.StartNo) + `">` + tdHTML("num", itoa(d.Player.StartNo)) + `<th scope="row">` + esc(d.Player.Name) + "</th>" +
				tdHTML("num printed-value", numberText(l, d.Printed)) + tdHTML("num computed-value", computed) + tdHTML("why", strings.Join(why, "; ")) + "</tr>"
		}
		html += "</tbody></table>"
	}
	return html + "</div>"
}
