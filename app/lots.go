package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// LotsForm records, for each group left tied, the result of the drawing of
// lots or of a play-off (docs/tiebreaks.md §9.5): the order of the group's start
// numbers, applied by the criterion LOT at the end of the list.
type LotsForm struct {
	app.Compo
	Lang string
	St   *engine.Standings

	// The callbacks are unexported (handlers.go): go-app draws a
	// component again only when an exported field changed.
	onLots func(ctx app.Context, order []int)

	drafts  map[int]string // by group index
	err     string
	showAll bool // every tied group, not the first ListLimit only
}

// Render draws one field per tied group.
func (f *LotsForm) Render() app.UI {
	l := f.Lang
	if f.St == nil || len(f.St.Ties) == 0 {
		return classDiv("lots empty")
	}
	return divClass("lots no-print",
		pClass("hint", i18n.T(l, "lots.hint")),
		each(len(f.shown()), func(i int) app.UI {
			g := f.St.Ties[i]
			id := "lots-" + itoa(i)
			// The field is given the group's order, never the draft: a
			// re-render with a draft a keystroke old would drop characters.
			value := f.order(i)
			return divClass("lots-group",
				label(id, i18n.T(l, "lots.label", groupNames(f.St, g))),
				typedInput("text", id, "inputmode", "numeric", "value", value).
					OnInput(func(ctx app.Context, e app.Event) {
						if f.drafts == nil {
							f.drafts = map[int]string{}
						}
						f.drafts[i] = ctx.JSSrc().Get("value").String()
					}),
				button(id+"-apply").Text(i18n.T(l, "lots.apply")).
					OnClick(func(ctx app.Context, e app.Event) { f.apply(ctx, g, f.draft(i)) }, fmt.Sprint(g)),
			)
		}),
		only(len(f.shown()) < len(f.St.Ties), clickT(button("lots-showall", "class", "show-all"),
			func(ctx app.Context, e app.Event) { f.showAll = true }, l, "lots.showall", len(f.St.Ties))),
		only(f.err != "", alert("error", f.err)),
	)
}

// shown is the tied groups drawn: the first ListLimit, or all of them once
// asked.
func (f *LotsForm) shown() [][]int {
	if f.showAll || len(f.St.Ties) <= ListLimit {
		return f.St.Ties
	}
	return f.St.Ties[:ListLimit]
}

func (f *LotsForm) draft(i int) string {
	if s, ok := f.drafts[i]; ok {
		return s
	}
	return f.order(i)
}

// order is group i's start numbers as the engine left them.
func (f *LotsForm) order(i int) string {
	var parts []string
	for _, s := range f.St.Ties[i] {
		parts = append(parts, itoa(s))
	}
	return strings.Join(parts, " ")
}

func (f *LotsForm) apply(ctx app.Context, group []int, text string) {
	order, err := ParseLots(text, group)
	if err != nil {
		f.err = i18n.T(f.Lang, "lots.bad", err.Error())
		return
	}
	f.err, f.drafts = "", nil
	if f.onLots != nil {
		f.onLots(ctx, order)
	}
}

// ParseLots reads an order of start numbers and checks that it lists every
// member of group once.
func ParseLots(text string, group []int) ([]int, error) {
	want := map[int]bool{}
	for _, s := range group {
		want[s] = true
	}
	var order []int
	seen := map[int]bool{}
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == ';' || r == '>' }) {
		n, err := strconv.Atoi(strings.TrimPrefix(f, "#"))
		if err != nil || !want[n] || seen[n] {
			return nil, fmt.Errorf("%q", f)
		}
		seen[n] = true
		order = append(order, n)
	}
	if len(order) != len(group) {
		return nil, fmt.Errorf("%d/%d", len(order), len(group))
	}
	return order, nil
}

func groupNames(st *engine.Standings, g []int) string {
	var names []string
	for _, s := range g {
		n := "#" + itoa(s)
		if p := st.Event.Player(s); p != nil {
			n += " " + p.Name
		}
		names = append(names, n)
	}
	return strings.Join(names, ", ")
}
