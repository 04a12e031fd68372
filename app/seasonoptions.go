package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
)

// options draws the organiser's choices (docs/season.md §3–§6): how an
// event is worth points (the score, or a table of points by place, tied
// places shared or each the higher), the participation bonus, the best N
// of the events, the minimum K, the season's tie-breaks, the drawing of
// lots and the category. A field is taken when it changes (Enter or
// leaving it); what it says wrong is the season's error, shown with the
// table. Field NAME is the input season-NAME, worded by the key
// season.NAME and set by setSeasonField: one builder and one handler for
// all of them (app.wasm's size).
func (sp *SeasonPanel) options(l string, ss *SeasonState) app.UI {
	// field draws a field of the type (text, number, checkbox); value is a
	// checkbox's "" or "1", a number's "" for 0.
	field := func(name, typ, value, placeholder string, max int) app.UI {
		id := "season-" + name
		in := typedInput(typ, id).OnChange(func(ctx app.Context, e app.Event) {
			src := ctx.JSSrc()
			v := strings.TrimSpace(src.Get("value").String())
			if typ == "checkbox" {
				v = pick(src.Get("checked").Bool(), "1", "")
			}
			sp.page.onSeasonChange(ctx, func(ss *SeasonState) { setSeasonField(ss, name, v) })
		})
		text := i18n.T(l, "season."+name)
		if typ == "checkbox" {
			return withBody(app.Elem("label").Class("check"), in.Attr("checked", value != ""), app.Text(text))
		}
		if typ == "number" {
			// A number input gives "" for what is not a number: 0.
			in = in.Attr("min", 0).Attr("max", max).Attr("inputmode", "numeric")
		}
		return divClass("field", label(id, text), in.Attr("placeholder", placeholder).Attr("value", value))
	}
	number := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	return withBody(el("details", "id", "season-options", "class", "season-options no-print").Attr("open", true),
		textT(app.Elem("summary"), l, "season.options"),
		divClass("season-form",
			field("best", "number", number(ss.Best), "0", season.MaxEvents),
			field("min", "number", number(ss.Min), "0", season.MaxEvents),
			field("places", "text", ss.Places, "25,20,16,13,11", 0),
			field("higher", "checkbox", pick(ss.Higher, "1", ""), "", 0),
			field("bonus", "text", ss.Bonus, "0", 0),
			field("tb", "text", ss.TieBreaks, season.KeyList(), 0),
			field("lots", "text", ss.Lots, "e3.1,e1.7", 0),
			field("women", "checkbox", pick(ss.Women, "1", ""), "", 0),
			field("born", "number", number(ss.Born), "0", 9999),
			field("rating", "text", ss.Rating, "1600-1799", 0),
		),
	)
}

// setSeasonField sets the season's field of the name (options) to v, as
// the field gives it: trimmed, a checkbox's "1" or "".
func setSeasonField(ss *SeasonState, name, v string) {
	n, _ := strconv.Atoi(v)
	switch name {
	case "best":
		ss.Best = n
	case "min":
		ss.Min = n
	case "born":
		ss.Born = n
	case "places":
		ss.Places = v
	case "bonus":
		ss.Bonus = v
	case "tb":
		ss.TieBreaks = v
	case "lots":
		ss.Lots = v
	case "rating":
		ss.Rating = v
	case "higher":
		ss.Higher = v != ""
	case "women":
		ss.Women = v != ""
	}
}
