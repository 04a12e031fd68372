package app

import (
	"strconv"
	"strings"

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
// columns of tie-breaks are the season's (ss.TieBreaks). The table is
// written as HTML (rowHTML): its buttons go to the box's one handler
// (onCell).
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
	var b strings.Builder
	b.WriteString("<thead><tr>")
	for i, k := range [...]string{"col.rank", "col.name", "col.fed", "cli.season.events", "cli.season.counted", "cli.season.total"} {
		b.WriteString(`<th scope="col"` + classAttr(seasonColumns[i]) + ">" + escT(l, k) + "</th>")
	}
	for _, k := range keys {
		b.WriteString(`<th scope="col" class="num">` + esc(string(k)) + "</th>")
	}
	for i := range st.Events {
		b.WriteString(`<th scope="col" class="num" title="` + esc(sp.eventName(i)) + `">E` + itoa(i+1) + "</th>")
	}
	b.WriteString("</tr></thead><tbody>")
	for _, p := range players {
		sp.rowHTML(&b, l, p, len(keys), len(st.Events), tied[p.Rank] > 1)
	}
	b.WriteString("</tbody>")
	var all, unranked app.UI = app.Text(""), app.Text("")
	if len(players) < len(st.Players) {
		all = button("season-all", "class", "show-all").Text(i18n.T(l, "season.showall", len(st.Players))).
			OnClick(func(ctx app.Context, e app.Event) { sp.all = true; sp.Update() })
	}
	if len(st.Players) > 0 && st.Players[len(st.Players)-1].Rank == 0 {
		unranked = pClass("hint", i18n.T(l, "cli.season.unranked", max(ss.Min, 1)))
	}
	return withBody(idDiv("season-standings"),
		scrollBox("table-scroll", i18n.T(l, "season.title"),
			&htmlChunk{Tag: "table", ID: "season-table", Class: "standings season", Of: b.String(), html: ofHTML}).OnClick(sp.onCell),
		all,
		pClass("hint", i18n.T(l, "season.legend")),
		unranked,
	)
}

// rowHTML writes a player's row: keys columns of tie-breaks, events
// columns of results, each a button whose data say its event and entry
// (one-based).
func (sp *SeasonPanel) rowHTML(b *strings.Builder, l string, p season.Player, keys, events int, tied bool) {
	texts := append([]string{report.RankText(p.Rank), p.Name, p.Federation, itoa(p.Events), itoa(p.Counted), formatNumber(l, p.Total, 1)},
		p.Keys...)
	b.WriteString("<tr" + classAttr(classIf(tied && p.Rank > 0, "tied")) + ` data-id="` + esc(p.ID) + `">`)
	for i := 0; i < 6+keys; i++ {
		if i == 1 {
			b.WriteString(`<th scope="row" class="name" title="` + esc(p.ID) + `">` + esc(p.Name) + "</th>")
			continue
		}
		text, class := "", "num" // a tie-break's column
		if i < len(texts) {
			text = texts[i]
		}
		if i < 6 {
			class = seasonColumns[i] + pick(i == 5, " pts", "")
		}
		b.WriteString(tdHTML(class, text))
	}
	byEvent := make([]*season.Result, events)
	for i := range p.Results {
		byEvent[p.Results[i].Event] = &p.Results[i]
	}
	for i, r := range byEvent {
		if r == nil {
			b.WriteString(`<td class="num"></td>`)
			continue
		}
		pts := formatNumber(l, r.Points, 1)
		shown, state := pts, "season.counted"
		if !r.Counted {
			shown, state = "("+pts+")", "season.dropped"
		}
		b.WriteString(`<td class="num"><button type="button" class="cell season-cell` + pick(r.Counted, " counted", "") +
			`" data-event="` + itoa(r.Event+1) + `" data-entry="` + itoa(r.Entry+1) + `" data-how="` + r.How.String() +
			`" title="` + escT(l, "season.cell", sp.eventName(i), pts, i18n.T(l, state), i18n.T(l, "season.how."+r.How.String())) +
			`">` + esc(shown) + "</button></td>")
	}
	b.WriteString("</tr>")
}

// onCell opens the event and entry of the result whose button was
// clicked (or pressed with Enter or Space): one handler for the table.
func (sp *SeasonPanel) onCell(ctx app.Context, e app.Event) {
	c := e.Get("target").Call("closest", "button.season-cell")
	if !c.Truthy() {
		return
	}
	event, err1 := strconv.Atoi(c.Get("dataset").Get("event").String())
	entry, err2 := strconv.Atoi(c.Get("dataset").Get("entry").String())
	if err1 == nil && err2 == nil {
		sp.page.onSeasonCell(ctx, event-1, entry-1)
	}
}

// eventName is the name of the season's event i ("" when unknown).
func (sp *SeasonPanel) eventName(i int) string {
	if i < len(sp.View.Events) {
		return seasonEventName(sp.Lang, i, sp.View.Events[i])
	}
	return ""
}
