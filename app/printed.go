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
	return app.Elem("section").ID("printed").Class("printed no-print").Aria("label", i18n.T(l, "printed.title")).Body(
		textT(app.Elem("h2"), l, "printed.title"),
		pText(i18n.T(l, "printed.intro", len(p.Event.DeclaredColumns), columnNames(p.Event.DeclaredColumns))),
		textT(button("printed-run").Attr("disabled", run.busy), l, "printed.run").OnClick(p.run),
		when(run.busy, func() app.UI { return progressBlock(l, "printed", run.done, run.total, run.stop) }),
		app.If(run.err != nil, alert("error", errorText(l, run.err))),
		when(run.res.Printed != nil, func() app.UI { return p.report(l, run.res.Printed) }),
	)
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
// printed ranking and the offer to use what reproduced the columns.
func (p *PrintedPanel) report(l string, rep *check.Report) app.UI {
	summary := i18n.T(l, "printed.all")
	if !rep.Reproduced() {
		summary = i18n.T(l, "printed.notall")
	}
	return idDiv("printed-report").Body(
		app.Elem("p").Class("printed-summary").Role("status").Text(summary),
		each(len(rep.Columns), func(i int) app.UI { return printedColumn(l, rep.Columns[i]) }),
		printedRanking(l, rep),
		p.use(l, rep),
	)
}

// printedRanking says whether the printed ranks are those of the
// standings under the identified rules and tie-breaks, and lists those
// they contradict.
func printedRanking(l string, rep *check.Report) app.UI {
	if !rep.RankingChecked {
		return app.Elem("div")
	}
	rules := i18n.T(l, "edition."+rep.RankingEdition.String())
	keys := make([]string, len(rep.RankingList))
	for i, d := range rep.RankingList {
		keys[i] = d.Key
	}
	list := strings.Join(keys, ", ")
	if len(rep.Ranking) == 0 {
		return textT(pID("printed-ranking", "printed-ranking"), l, "printed.rankok", rules, list)
	}
	return idDiv("printed-ranking").Class("printed-ranking").Body(
		textT(app.Elem("p").Role("alert"), l, "printed.ranking", rules, list, len(rep.Ranking)),
		app.Elem("ul").Body(each(len(rep.Ranking), func(i int) app.UI {
			d := rep.Ranking[i]
			places := strconv.Itoa(d.From)
			if d.To != d.From {
				places += "–" + strconv.Itoa(d.To)
			}
			return textT(app.Elem("li").DataSet("start", d.Player.StartNo), l, "printed.rankrow", d.Player.StartNo, d.Player.Name, d.Printed, places)
		})),
	)
}

// use offers the rule edition and the tie-breaks that reproduced the
// printed columns: one click puts them in the edition menu and the list.
func (p *PrintedPanel) use(l string, rep *check.Report) app.UI {
	ed, list, ok := rep.Identified()
	if !ok || p.onUse == nil {
		return app.Elem("div")
	}
	id, rules := "", i18n.T(l, "printed.anyrules")
	if ed != engine.EditionDefault {
		id, rules = ed.String(), i18n.T(l, "edition."+ed.String())
	}
	keys := make([]string, len(list))
	for i, d := range list {
		keys[i] = d.Key
	}
	return divClass("printed-use",
		textT(app.Elem("p").ID("printed-use-hint"), l, "printed.use.hint", rules, strings.Join(keys, ", ")),
		textT(button("printed-use"), l, "printed.use").
			OnClick(func(ctx app.Context, e app.Event) { p.onUse(ctx, id, keys, rep.Round) }),
	)
}

// printedColumn is one column's verdict and its differences.
func printedColumn(l string, c check.Column) app.UI {
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
	return classDiv("printed-column").DataSet("column", c.Column.Name).Body(
		app.Elem("h3").Text(verdict),
		app.If(len(notes) > 0, pClass("printed-notes", strings.Join(notes, "; "))),
		app.If(also != "", pClass("printed-also", i18n.T(l, "printed.also", also))),
		app.If(len(c.Differ) > 0, classTable("printed-table",
			textT(app.Elem("caption"), l, "printed.differ", len(c.Differ)),
			headRow(l, "printed.start", "printed.name", "printed.printed", "printed.computed", "printed.why"),
			tbody(each(len(c.Differ), func(i int) app.UI {
				d := c.Differ[i]
				computed := numberText(l, d.Computed)
				if computed == "" {
					computed = i18n.T(l, "printed.novalue")
				}
				var why []string
				for _, n := range d.Why {
					why = append(why, noteText(l, n))
				}
				return app.Elem("tr").DataSet("start", d.Player.StartNo).Body(
					cell("num", itoa(d.Player.StartNo)),
					app.Elem("th").Attr("scope", "row").Text(d.Player.Name),
					cell("num printed-value", numberText(l, d.Printed)),
					cell("num computed-value", computed),
					cell("why", strings.Join(why, "; ")),
				)
			})),
		)),
	)
}
