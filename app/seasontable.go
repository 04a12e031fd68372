package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
)

// seasonRowsShown is how many players the season table draws before the
// user asks for all: a season of 20,000 players and 100 events is two
// million cells.
const seasonRowsShown = 300

// seasonColumns are the classes of the table's first columns: rank, name,
// federation, events, counted, total.
var seasonColumns = [...]string{"rank", "name", "", "num", "num", "num"}

// table draws the season's ranking: each player's rank, total and points
// in every event, the counted ones plain and the others in parentheses;
// a result is a button that opens the event at the player's row and its
// explanation. Players equal on the season's rank are marked tied; the
// players with fewer than the minimum of events follow, unranked. Its
// columns of tie-breaks are the season's (ss.TieBreaks).
func (sp *SeasonPanel) table(l string, st *season.Standings, ss *SeasonState) app.UI {
	keys, _ := season.ParseKeys(ss.TieBreaks)
	players := st.Players
	if !sp.all && len(players) > seasonRowsShown {
		players = players[:seasonRowsShown]
	}
	tied := map[int]int{}
	for _, p := range st.Players {
		tied[p.Rank]++
	}
	var head []app.UI
	for i, k := range [...]string{"col.rank", "col.name", "col.fed", "cli.season.events", "cli.season.counted", "cli.season.total"} {
		head = append(head, colTh(seasonColumns[i], i18n.T(l, k)))
	}
	for _, k := range keys {
		head = append(head, colTh("num", string(k)))
	}
	for i := range st.Events {
		head = append(head, colTh("num", "E"+itoa(i+1)).Title(sp.eventName(i)))
	}
	var all, unranked app.UI = app.Text(""), app.Text("")
	if len(players) < len(st.Players) {
		all = button("season-all").Class("show-all").Text(i18n.T(l, "season.showall", len(st.Players))).
			OnClick(func(ctx app.Context, e app.Event) { sp.all = true; sp.Update() })
	}
	if len(st.Players) > 0 && st.Players[len(st.Players)-1].Rank == 0 {
		unranked = pClass("hint", i18n.T(l, "cli.season.unranked", max(ss.Min, 1)))
	}
	return idDiv("season-standings").Body(
		scrollBox("table-scroll", i18n.T(l, "season.title"), classTable("standings season",
			thead(head...),
			tbody(each(len(players), func(i int) app.UI { return sp.row(l, players[i], len(keys), len(st.Events), tied[players[i].Rank] > 1) })),
		).ID("season-table")),
		all,
		pClass("hint", i18n.T(l, "season.legend")),
		unranked,
	)
}

// row draws a player's row: keys columns of tie-breaks, events columns
// of results.
func (sp *SeasonPanel) row(l string, p season.Player, keys, events int, tied bool) app.UI {
	texts := append([]string{report.RankText(p.Rank), p.Name, p.Federation, itoa(p.Events), itoa(p.Counted), formatNumber(l, p.Total, 1)},
		p.Keys...)
	cells := make([]app.UI, 6+keys, 6+keys+events)
	for i := range cells {
		if i == 1 {
			cells[i] = th("row", "name").Title(p.ID).Text(p.Name)
			continue
		}
		text, class := "", "num" // a tie-break's column
		if i < len(texts) {
			text = texts[i]
		}
		if i < 6 {
			class = seasonColumns[i] + pick(i == 5, " pts", "")
		}
		cells[i] = cell(class, text)
	}
	byEvent := make([]*season.Result, events)
	for i := range p.Results {
		byEvent[p.Results[i].Event] = &p.Results[i]
	}
	for i, r := range byEvent {
		if r == nil {
			cells = append(cells, classTd("num"))
			continue
		}
		pts := formatNumber(l, r.Points, 1)
		shown, state := pts, "season.counted"
		if !r.Counted {
			shown, state = "("+pts+")", "season.dropped"
		}
		event, entry := r.Event, r.Entry
		cells = append(cells, classTd("num").Body(
			classButton("cell season-cell").Class(classIf(r.Counted, "counted")).
				DataSet("event", event+1).DataSet("entry", entry+1).DataSet("how", r.How.String()).
				Title(i18n.T(l, "season.cell", sp.eventName(i), pts, i18n.T(l, state), i18n.T(l, "season.how."+r.How.String()))).
				Text(shown).
				OnClick(func(ctx app.Context, e app.Event) { sp.page.onSeasonCell(ctx, event, entry) }, event, entry),
		))
	}
	return app.Elem("tr").Class(classIf(tied && p.Rank > 0, "tied")).DataSet("id", p.ID).Body(cells...)
}

// eventName is the name of the season's event i ("" when unknown).
func (sp *SeasonPanel) eventName(i int) string {
	if i < len(sp.View.Events) {
		return seasonEventName(sp.Lang, i, sp.View.Events[i])
	}
	return ""
}
