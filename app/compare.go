package app

import (
	"github.com/spareggi/spareggi/internal/request"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// CompareRow is one participant in the compare view: the rank under each
// compared edition (0 when that computation failed) and whether it moved
// from the first edition's.
type CompareRow struct {
	Start  int
	Name   string
	Ranks  []int
	Shared []bool
}

// CompareEditions computes the standings under each edition of s.Compare,
// with the rest of s unchanged (compare.Editions), in the order of the first
// edition's ranking.
func CompareEditions(ev *engine.Event, s State) ([]CompareRow, error) {
	if _, err := Options(s); err != nil {
		return nil, err
	}
	// The page compares editions only: an id that is not one is refused
	// as an unknown edition, before the request reads the items (which
	// would try it as a preset or a list).
	if err := engine.CheckCompare(len(s.Compare)); err != nil {
		return nil, err
	}
	for _, id := range s.Compare {
		if _, err := engine.ParseEdition(id); err != nil {
			return nil, err
		}
	}
	res, err := Answer(ev, s, request.Compare)
	if err != nil {
		return nil, err
	}
	cmp := res.Comparison
	out := make([]CompareRow, len(cmp.Rows))
	for i, r := range cmp.Rows {
		out[i] = CompareRow{Start: r.Start, Name: r.Name, Ranks: r.Ranks, Shared: r.Shared}
	}
	return out, nil
}

// CompareView shows the ranks under two or more editions side by side; a
// rank that differs from the first edition's is marked with the change.
type CompareView struct {
	app.Compo
	Lang     string
	Editions []string // empty: the view is closed
	Rows     []CompareRow
	Err      string

	// The callbacks are unexported (handlers.go): go-app draws a
	// component again only when an exported field changed.
	onChange func(ctx app.Context, editions []string)
}

// Render draws the edition checkboxes and the table.
func (c *CompareView) Render() app.UI {
	l := c.Lang
	if len(c.Editions) == 0 {
		return classDiv("compare closed")
	}
	return app.Elem("section").ID("compare").Class("compare no-print").Aria("label", i18n.T(l, "compare.title")).Body(
		textT(app.Elem("h2"), l, "compare.title"),
		classDiv("compare-choice").Role("group").Aria("label", i18n.T(l, "compare.choose")).Body(
			each(len(engine.Editions), func(i int) app.UI {
				id := engine.Editions[i].String()
				on := contains(c.Editions, id)
				return app.Elem("label").Class("check").Body(
					typedInput("checkbox", "compare-"+id).Attr("checked", on).
						OnChange(func(ctx app.Context, e app.Event) { c.toggle(ctx, id) }),
					app.Text(i18n.T(l, "edition."+id)),
				)
			}),
			textT(button("compare-close"), l, "compare.close").
				OnClick(func(ctx app.Context, e app.Event) {
					if c.onChange != nil {
						c.onChange(ctx, nil)
					}
				}),
		),
		app.If(c.Err != "", pClass("error", c.Err)),
		scrollBox("table-scroll", i18n.T(l, "compare.title"), classTable("standings compare-table",
			app.Elem("thead").Body(tr(
				colTh("num", i18n.T(l, "col.start")),
				colTh("name", i18n.T(l, "col.name")),
				each(len(c.Editions), func(i int) app.UI {
					return textT(th("col", "num").DataSet("edition", c.Editions[i]).Title(i18n.T(l, "edition."+c.Editions[i])), l, "edition.short."+c.Editions[i])
				}),
			)),
			tbody(each(len(c.Rows), func(i int) app.UI { return c.row(c.Rows[i]) })),
		)),
	)
}

func (c *CompareView) row(r CompareRow) app.UI {
	return tr(
		cell("num", itoa(r.Start)),
		th("row", "name").Text(r.Name),
		each(len(r.Ranks), func(i int) app.UI {
			rk := r.Ranks[i]
			td := classTd("num")
			if rk == 0 {
				return td.Text("–")
			}
			text := itoa(rk)
			if i < len(r.Shared) && r.Shared[i] {
				text += "="
			}
			if i > 0 && r.Ranks[0] != 0 && rk != r.Ranks[0] {
				d := r.Ranks[0] - rk
				if d > 0 {
					td = td.Class("up").Title(i18n.T(c.Lang, "compare.up", d))
					text += " ▲" + itoa(d)
				} else {
					td = td.Class("down").Title(i18n.T(c.Lang, "compare.down", -d))
					text += " ▼" + itoa(-d)
				}
			}
			return td.Text(text)
		}),
	)
}

func (c *CompareView) toggle(ctx app.Context, id string) {
	var eds []string
	for _, e := range c.Editions {
		if e != id {
			eds = append(eds, e)
		}
	}
	if !contains(c.Editions, id) {
		eds = append(eds, id)
	}
	if c.onChange != nil {
		c.onChange(ctx, eds)
	}
}
