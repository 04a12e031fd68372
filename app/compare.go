package app

import (
	"strings"

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
	return withBody(el("section", "id", "compare", "class", "compare no-print", "aria-label", i18n.T(l, "compare.title")),
		textT(app.Elem("h2"), l, "compare.title"),
		withBody(el("div", "class", "compare-choice", "role", "group", "aria-label", i18n.T(l, "compare.choose")),
			each(len(engine.Editions), func(i int) app.UI {
				id := engine.Editions[i].String()
				on := contains(c.Editions, id)
				return withBody(el("label", "class", "check"),
					typedInput("checkbox", "compare-"+id).Attr("checked", on).
						OnChange(func(ctx app.Context, e app.Event) { c.toggle(ctx, id) }),
					app.Text(i18n.T(l, "edition."+id)),
				)
			}),
			clickT(button("compare-close"), func(ctx app.Context, e app.Event) {
				if c.onChange != nil {
					c.onChange(ctx, nil)
				}
			}, l, "compare.close"),
		),
		only(c.Err != "", pClass("error", c.Err)),
		// The table has no control: it is written as HTML.
		scrollBox("table-scroll", i18n.T(l, "compare.title"), htmlPart("table", "standings compare-table", c.tableHTML())),
	)
}

// tableHTML is the content of the table (its head and rows) as HTML: a
// row per participant, his rank under each edition compared, with how
// far it moves from the first edition's.
func (c *CompareView) tableHTML() string {
	l := c.Lang
	var b strings.Builder
	b.WriteString(`<thead><tr><th scope="col" class="num">` + escT(l, "col.start") + `</th><th scope="col" class="name">` +
		escT(l, "col.name") + "</th>")
	for _, ed := range c.Editions {
		b.WriteString(`<th scope="col" class="num" data-edition="` + esc(ed) + `" title="` + escT(l, "edition."+ed) + `">` +
			escT(l, "edition.short."+ed) + "</th>")
	}
	b.WriteString("</tr></thead><tbody>")
	for _, r := range c.Rows {
		b.WriteString("<tr>" + tdHTML("num", itoa(r.Start)) + `<th scope="row" class="name">` + esc(r.Name) + "</th>")
		for i, rk := range r.Ranks {
			if rk == 0 {
				b.WriteString(tdHTML("num", "–"))
				continue
			}
			text, attrs := itoa(rk), ""
			if i < len(r.Shared) && r.Shared[i] {
				text += "="
			}
			if i > 0 && r.Ranks[0] != 0 && rk != r.Ranks[0] {
				d := r.Ranks[0] - rk
				switch {
				case d == 1: // one place, in the singular
					attrs = ` up" title="` + escT(l, "compare.up.one")
					text += " ▲1"
				case d > 0:
					attrs = ` up" title="` + escT(l, "compare.up", d)
					text += " ▲" + itoa(d)
				case d == -1:
					attrs = ` down" title="` + escT(l, "compare.down.one")
					text += " ▼1"
				default:
					attrs = ` down" title="` + escT(l, "compare.down", -d)
					text += " ▼" + itoa(-d)
				}
			}
			b.WriteString(`<td class="num` + attrs + `">` + esc(text) + "</td>")
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</tbody>")
	return b.String()
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
