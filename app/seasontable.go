package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
)

// seasonRowsShown is how many players the season table draws before the
// user asks for all: a season of 20,000 players and 100 events is two
// million cells.
const seasonRowsShown = 300

// SeasonTable is the season's ranking: each player's rank, total and
// points in every event, the counted ones plain and the others in
// parentheses; a result is a button that opens the event at the player's
// row and its explanation. Players equal on the season's rank are
// marked tied; the players with fewer than the minimum of events follow,
// unranked.
type SeasonTable struct {
	app.Compo
	Lang   string
	St     *season.Standings
	Events []seasonEventInfo
	Keys   []season.Key // the season's tie-breaks, their columns
	Min    int
	onCell func(ctx app.Context, event, entry int)
	all    bool
}

// Render draws the table.
func (t *SeasonTable) Render() app.UI {
	l := t.Lang
	st := t.St
	players := st.Players
	if !t.all && len(players) > seasonRowsShown {
		players = players[:seasonRowsShown]
	}
	tied := map[int]int{}
	for _, p := range st.Players {
		tied[p.Rank]++
	}
	head := []app.UI{
		colTh("rank", i18n.T(l, "col.rank")),
		colTh("name", i18n.T(l, "col.name")),
		colTh("", i18n.T(l, "col.fed")),
		colTh("num", i18n.T(l, "cli.season.events")),
		colTh("num", i18n.T(l, "cli.season.counted")),
		colTh("num", i18n.T(l, "cli.season.total")),
	}
	for _, k := range t.Keys {
		head = append(head, colTh("num", string(k)))
	}
	for i := range st.Events {
		head = append(head, colTh("num", "E"+itoa(i+1)).Title(t.eventName(i)))
	}
	return idDiv("season-standings").Body(
		scrollBox("table-scroll", i18n.T(l, "season.title"), classTable("standings season",
			thead(head...),
			tbody(each(players, func(i int) app.UI { return t.row(players[i], tied[players[i].Rank] > 1) })),
		).ID("season-table")),
		when(len(players) < len(st.Players), func() app.UI {
			return button("season-all").Class("show-all").Text(i18n.T(l, "season.showall", len(st.Players))).
				OnClick(func(ctx app.Context, e app.Event) { t.all = true; t.Update() })
		}),
		pClass("hint", i18n.T(l, "season.legend")),
		when(len(st.Players) > 0 && st.Players[len(st.Players)-1].Rank == 0, func() app.UI {
			return pClass("hint", i18n.T(l, "cli.season.unranked", max(t.Min, 1)))
		}),
	)
}

// row draws a player's row.
func (t *SeasonTable) row(p season.Player, tied bool) app.UI {
	l := t.Lang
	cells := []app.UI{
		cell("rank", rankCell(p.Rank)),
		th("row", "name").Title(p.ID).Text(p.Name),
		cell("", p.Federation),
		cell("num", itoa(p.Events)),
		cell("num", itoa(p.Counted)),
		cell("num pts", formatNumber(l, p.Total, 1)),
	}
	for k := range t.Keys {
		v := ""
		if k < len(p.Keys) {
			v = p.Keys[k]
		}
		cells = append(cells, cell("num", v))
	}
	byEvent := make([]*season.Result, len(t.St.Events))
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
		name := t.eventName(i)
		event, entry := r.Event, r.Entry
		cells = append(cells, classTd("num").Body(
			classButton("cell season-cell").Class(classIf(r.Counted, "counted")).
				DataSet("event", event+1).DataSet("entry", entry+1).DataSet("how", r.How.String()).
				Title(i18n.T(l, "season.cell", name, pts, i18n.T(l, state), i18n.T(l, "season.how."+r.How.String()))).
				Text(shown).
				OnClick(func(ctx app.Context, e app.Event) {
					if t.onCell != nil {
						t.onCell(ctx, event, entry)
					}
				}, event, entry),
		))
	}
	return app.Tr().Class(classIf(tied && p.Rank > 0, "tied")).DataSet("id", p.ID).Body(cells...)
}

// eventName is the name of the season's event i ("" when unknown).
func (t *SeasonTable) eventName(i int) string {
	if i < len(t.Events) {
		return seasonEventName(t.Lang, i, t.Events[i])
	}
	return ""
}

// rankCell is a rank, "" for none.
func rankCell(r int) string {
	if r == 0 {
		return ""
	}
	return itoa(r)
}
