package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// ListEditor edits the ordered tie-break list: add, remove, move up and
// down, with buttons that work from the keyboard.
type ListEditor struct {
	app.Compo
	Lang     string
	List     []string
	Team     bool // the event is a team competition: suggest its codes
	OnChange func(ctx app.Context, list []string)

	draft string
	err   error    // the last descriptor refused, shown in the page's language
	typed []string // the codes of the last addition, in the order typed, when some were already in the list
	focus string   // id of the button to focus after the next render
}

// Render draws the list and the add field.
func (le *ListEditor) Render() app.UI {
	l := le.Lang
	n := len(le.List)
	return divClass("list-editor",
		textT(el("h3", "id", "list-title"), l, "list.title"),
		// The buttons' clicks go to the list's one handler (onListClick):
		// the entries have no handler of their own, and are written as
		// HTML (an entry changed is drawn anew; Move and Remove put the
		// focus back, restoreFocus).
		withBody(el("ol", "class", "tb-list", "aria-labelledby", "list-title").OnClick(le.onListClick),
			app.Raw(`<li class="tb fixed"><span class="key">PTS</span><span class="hint">`+escT(l, "list.pts")+"</span></li>"),
			each(len(le.List), func(i int) app.UI {
				key := le.List[i]
				return app.Raw(`<li class="tb" data-key="` + esc(key) + `"><span class="key">` + esc(key) + `</span><span class="tb-buttons">` +
					entryButton("up", i, "↑", i18n.T(l, "list.up", key), "icon", i == 0) +
					entryButton("down", i, "↓", i18n.T(l, "list.down", key), "icon", i == n-1) +
					entryButton("remove", i, "✕", i18n.T(l, "list.remove", key), "icon remove", false) + "</span></li>")
			}),
		),
		divClass("tb-add",
			label("tb-add-input", i18n.T(l, "list.add.label")),
			typedInput("text", "tb-add-input", "list", "tb-codes", "autocomplete", "off", "autocapitalize", "characters",
				"placeholder", "BH/C1", "value", le.draft, "aria-invalid", boolAttr(le.err != nil), "aria-describedby", "tb-add-error").
				OnInput(func(ctx app.Context, e app.Event) { le.draft, le.typed = ctx.JSSrc().Get("value").String(), nil }).
				OnKeyDown(func(ctx app.Context, e app.Event) {
					if e.Get("key").String() == "Enter" {
						e.PreventDefault()
						le.Add(ctx, le.draft)
					}
				}),
			clickT(button("tb-add"), func(ctx app.Context, e app.Event) { le.Add(ctx, le.draft) }, l, "list.add"),
			// The codes suggested, written as HTML: an element per
			// option cost the page's first render a call into the
			// browser for each option and attribute.
			&htmlChunk{Tag: "datalist", ID: "tb-codes", Of: le.codes(), html: menuOptions},
			withText(el("p", "id", "tb-add-error", "class", "error", "aria-live", "polite"), le.errText()),
			withBody(el("div", "id", "tb-add-dup", "class", "tb-dup", "aria-live", "polite"),
				when(len(le.typed) > 0, func() app.UI { return le.dupView(l) }),
			),
		),
	)
}

// entryButton is the button act ("up", "down", "remove") of entry i,
// showing sign, named name, of the class, disabled or not, as HTML.
func entryButton(act string, i int, sign, name, class string, disabled bool) string {
	return `<button type="button" id="tb-` + act + "-" + itoa(i) + `" class="` + class + `" data-act="` + act + `" data-i="` + itoa(i) +
		`" aria-label="` + esc(name) + `" title="` + esc(name) + `"` + pick(disabled, " disabled", "") + ">" + sign + "</button>"
}

// onListClick moves or removes the entry whose button was clicked (or
// pressed with Enter or Space): one handler for the list rather than
// three per entry, each a function the browser would have to create.
func (le *ListEditor) onListClick(ctx app.Context, e app.Event) {
	b := e.Get("target").Call("closest", "button[data-act]")
	if !b.Truthy() {
		return
	}
	i, err := strconv.Atoi(b.Get("dataset").Get("i").String())
	if err != nil {
		return
	}
	switch b.Get("dataset").Get("act").String() {
	case "up":
		le.Move(ctx, i, -1)
	case "down":
		le.Move(ctx, i, 1)
	case "remove":
		le.Remove(ctx, i)
	}
}

// dupView says which of the codes typed are already in the list, and
// offers to put every code typed at the end in the order typed (the order
// the user builds: a code the list already had moves there), or to keep
// the list's order (only the new codes are added).
func (le *ListEditor) dupView(l string) app.UI {
	var at []string
	for _, k := range le.typed {
		if i := indexOf(le.List, k); i >= 0 {
			at = append(at, i18n.T(l, "list.dup.at", k, i+1))
		}
	}
	if len(at) == 0 { // the list changed meanwhile
		return nil
	}
	move := i18n.T(l, "list.dup.move.one", le.typed[0])
	if len(le.typed) > 1 {
		move = i18n.T(l, "list.dup.move.many", strings.Join(le.typed, ", "))
	}
	return withBody(app.Elem("div"),
		textT(el("p", "id", "tb-dup-text"), l, "list.dup", strings.Join(at, ", ")),
		withBody(classSpan("buttons"),
			clickText(button("tb-dup-move"), func(ctx app.Context, e app.Event) { le.resolve(ctx, true) }, move),
			clickT(button("tb-dup-keep"), func(ctx app.Context, e app.Event) { le.resolve(ctx, false) }, l, "list.dup.keep"),
		),
	)
}

// restoreFocus moves the keyboard focus, after the next render, to the
// button that was pressed, so that a keyboard user can keep pressing.
func (le *ListEditor) restoreFocus(ctx app.Context) {
	if le.focus == "" {
		return
	}
	focusLater(ctx, le.focus)
	le.focus = ""
}

// Move moves entry i by delta places (−1 up, +1 down).
func (le *ListEditor) Move(ctx app.Context, i, delta int) {
	j := i + delta
	if i < 0 || j < 0 || i >= len(le.List) || j >= len(le.List) {
		return
	}
	list := append([]string(nil), le.List...)
	list[i], list[j] = list[j], list[i]
	if delta < 0 {
		le.focus = "tb-up-" + itoa(j)
		if j == 0 {
			le.focus = "tb-down-0"
		}
	} else {
		le.focus = "tb-down-" + itoa(j)
		if j == len(list)-1 {
			le.focus = "tb-up-" + itoa(j)
		}
	}
	le.change(ctx, list)
}

// Remove removes entry i.
func (le *ListEditor) Remove(ctx app.Context, i int) {
	if i < 0 || i >= len(le.List) {
		return
	}
	list := append(append([]string(nil), le.List[:i]...), le.List[i+1:]...)
	le.focus = "tb-add-input"
	if len(list) > 0 {
		le.focus = "tb-remove-" + itoa(min(i, len(list)-1))
	}
	le.change(ctx, list)
}

// Add parses descriptors (one or several, separated by commas or spaces)
// and appends them; an invalid one is shown and nothing is added. When
// some are already in the list nothing is added yet: the editor says so
// and asks whether to put the codes typed at the end in the order typed
// or to keep the list's order (resolve).
func (le *ListEditor) Add(ctx app.Context, text string) {
	text = strings.TrimSpace(text)
	le.typed = nil
	if text == "" {
		return
	}
	ds, err := engine.ParseList(text)
	if err != nil {
		le.err = err
		return
	}
	var typed []string
	dup := false
	for _, d := range ds {
		if !contains(typed, d.Key) {
			typed = append(typed, d.Key)
			dup = dup || contains(le.List, d.Key)
		}
	}
	le.err = nil
	if dup {
		le.typed = typed
		return
	}
	le.apply(ctx, AddCodes(le.List, typed, false))
}

// resolve ends an addition of codes some of which were in the list:
// toEnd puts every code typed at the end in the order typed; otherwise
// only the new ones are added, at the end.
func (le *ListEditor) resolve(ctx app.Context, toEnd bool) {
	typed := le.typed
	le.typed = nil
	// The buttons go with the question: the focus goes back to the field
	// now, before the button that has it is removed.
	if el := byID("tb-add-input"); !el.IsNull() && !el.IsUndefined() {
		el.Call("focus")
	}
	if len(typed) == 0 {
		return
	}
	le.apply(ctx, AddCodes(le.List, typed, toEnd))
}

// apply makes list the list unless it has too many tie-breaks, and
// empties the field.
func (le *ListEditor) apply(ctx app.Context, list []string) {
	if err := engine.CheckTieBreaks(len(list)); err != nil {
		le.err = err
		return
	}
	le.err, le.draft = nil, ""
	le.focus = "tb-add-input"
	le.change(ctx, list)
}

// AddCodes returns list with the codes typed added at the end, in the
// order typed. A code already in list stays at its place, or, with toEnd,
// moves to the end among the others typed: after a preset's "DE WIN SB
// KS", typing "KS SB PS" gives "DE WIN SB KS PS", or with toEnd "DE WIN
// KS SB PS".
func AddCodes(list, typed []string, toEnd bool) []string {
	var out []string
	for _, k := range list {
		if !toEnd || !contains(typed, k) {
			out = append(out, k)
		}
	}
	for _, k := range typed {
		if !contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

func (le *ListEditor) change(ctx app.Context, list []string) {
	le.List = list
	if le.OnChange != nil {
		le.OnChange(ctx, list)
	}
	le.restoreFocus(ctx)
}

func contains(list []string, s string) bool { return indexOf(list, s) >= 0 }

// indexOf is the index of s in list, or -1.
func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// codes returns the descriptors to suggest.
// errText is the refused descriptor's error in the page's language.
func (le *ListEditor) errText() string {
	if le.err == nil {
		return ""
	}
	return i18n.ErrorText(le.Lang, le.err)
}

// codes is the list of the codes the field suggests (KnownCodes, or
// KnownTeamCodes for a team competition): options with a value and no
// text.
func (le *ListEditor) codes() menuOf {
	if le.Team {
		return menuOf{Values: KnownTeamCodes}
	}
	return menuOf{Values: KnownCodes}
}
