package app

import (
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// StandingsTable is the ranked table: rank (shared ranks marked), start
// number, title, name, rating, federation, points and one column per
// tie-break. Rows left tied are highlighted, with a note that lots decide.
// Column headers sort; a click or Enter on a value opens its explanation.
type StandingsTable struct {
	app.Compo
	Lang     string
	St       *engine.Standings
	SortCol  int
	SortDesc bool
	// Exercise mode: the values are hidden and the student types his own
	// (Typed, see exercise.go).
	Exercise bool
	Typed    map[string]string
	// Hints are the hints last asked for, shown in the cell HintCell
	// (start number, column) they are about.
	Hints    []string
	HintCell [2]int

	// The callbacks are unexported (handlers.go), so that go-app, which
	// compares the exported fields, draws the table again only when its
	// data, its order or its language changed: onSort sorts by a column,
	// onExplain opens a value's explanation; in exercise mode onTyped
	// records a value the student typed, onHint asks where a wrong one
	// went wrong and onRounds opens that value round by round.
	onSort    func(ctx app.Context, col int)
	onExplain func(ctx app.Context, start, col int)
	onTyped   func(ctx app.Context, start, col int, text string)
	onHint    func(ctx app.Context, start, col int)
	onRounds  func(ctx app.Context, start, col int)

	showAll bool
	rows    drawing
	// What the table derives from St and its order, once per change of
	// either (derive), not at each drawing: the table draws itself again
	// at each chunk of rows added (drawing), and sorting 2,000 rows each
	// time cost more than the drawing.
	derived struct {
		st             *engine.Standings
		col            int
		desc, exercise bool
		order          []int
	}
	cols    columns
	tied    map[int]bool
	shared  map[int]bool
	stepped []bool // by tie-break: values of several steps (steppedColumns)
}

// derive returns the order of the rows and sets the sets the rows are
// drawn with (ties, shared ranks, columns, stepped values), computed again
// only when the standings, the sort or the exercise mode changed.
func (t *StandingsTable) derive() []int {
	d, st := &t.derived, t.St
	if d.order != nil && d.st == st && d.col == t.SortCol && d.desc == t.SortDesc && d.exercise == t.Exercise {
		return d.order
	}
	d.st, d.col, d.desc, d.exercise = st, t.SortCol, t.SortDesc, t.Exercise
	d.order = SortRows(st, t.SortCol, t.SortDesc)
	t.tied, t.shared, t.cols, t.stepped = tiedSet(st), sharedRanks(st), shownColumns(st), steppedColumns(st)
	if t.Exercise {
		// The ranking is the answer: by start number instead, no ties
		// marked, and the steps are the student's to find.
		if !exerciseSort(t.SortCol) {
			d.order = SortRows(st, SortStart, false)
		}
		t.tied, t.stepped = nil, nil
	}
	return d.order
}

// columns are the optional columns the table shows: a column that no row
// fills (a team event's title, rating and federation; an open without
// titles) is left out rather than shown empty.
type columns struct{ title, rating, fed bool }

// shownColumns returns the optional columns some row of st fills.
func shownColumns(st *engine.Standings) columns {
	var c columns
	for i := range st.Rows {
		if p := st.Rows[i].Player; p != nil {
			c.title = c.title || p.Title != ""
			c.rating = c.rating || p.Rating > 0
			c.fed = c.fed || p.Federation != ""
		}
	}
	return c
}

// StandingsRegionID is the id of the scrolling box of the standings, the
// target of the skip link.
const StandingsRegionID = "standings-region"

// RowLimit is how many rows the table shows before "show all".
const RowLimit = 300

// Render draws the table.
func (t *StandingsTable) Render() app.UI {
	l, st := t.Lang, t.St
	if st == nil {
		return app.Elem("div")
	}
	order := t.derive()
	shown := order
	if !t.showAll && len(shown) > RowLimit {
		shown = shown[:RowLimit]
	}
	stepNote := stepsNote(l, st, t.stepped)
	chunks := t.chunks(shown)
	return divClass("standings-wrap",
		withBody(el("div", "id", StandingsRegionID, "class", "table-scroll", "class", classIf(t.Exercise, "ex-region"), "role", "region",
			"aria-label", i18n.T(l, "results.table"), "tabindex", "0"),
			// Busy while further rows are still to be drawn (tablerows.go).
			withBody(el("table", "id", "standings", "class", "standings", "aria-busy", boolAttr(t.rows.busy())).OnClick(t.onCell),
				textT(el("caption", "class", "visually-hidden"), l, "table.caption"),
				withBody(app.Elem("thead"), tr(
					t.th(SortRank, i18n.T(l, "col.rank"), "rank"),
					t.th(SortStart, i18n.T(l, "col.start"), "num"),
					only(t.cols.title, colTh("title", i18n.T(l, "col.title"))),
					t.th(SortName, i18n.T(l, "col.name"), "name"),
					only(t.cols.rating, t.th(SortRating, i18n.T(l, "col.rating"), "num rating")),
					only(t.cols.fed, t.th(SortFed, i18n.T(l, "col.fed"), "fed")),
					t.th(SortPoints, i18n.T(l, "col.points"), "num pts"),
					each(len(st.TieBreaks), func(i int) app.UI {
						return t.th(SortTB+i, st.TieBreaks[i].Key, "num tbv")
					}),
				)),
				only(true, chunks...),
			),
		),
		only(len(shown) < len(order), clickT(button("standings-showall", "class", "show-all"), t.onShowAll, l, "table.showall", len(order))),
		only(len(st.Ties) > 0 && !t.Exercise, withText(pID("ties-note", "ties-note"), tiesNote(l, st))),
		only(stepNote != "", withText(pID("steps-note", "steps-note"), stepNote)),
	)
}

func (t *StandingsTable) th(col int, label, class string) app.UI {
	if t.Exercise && !exerciseSort(col) {
		// In exercise mode the rank and the values do not sort: the
		// order would give them away.
		return colTh(class, label)
	}
	sort := "none"
	arrow := ""
	if t.SortCol == col {
		sort, arrow = "ascending", " ▲"
		if t.SortDesc {
			sort, arrow = "descending", " ▼"
		}
	}
	return withBody(el("th", "scope", "col", "class", class, "aria-sort", sort),
		clickText(el("button", "type", "button", "class", "sort", "data-col", itoa(col), "title", i18n.T(t.Lang, "table.sort", label)),
			t.onSortClick, label+arrow),
	)
}

// row draws a row of the standings in exercise mode: its values are the
// student's fields (exerciseCell), its rank hidden. Out of exercise mode
// the rows are written as HTML (rowHTML).
func (t *StandingsTable) row(r *engine.Row) app.UI {
	c := rowCells(r, false)
	return withBody(el("tr", "data-start", itoa(c.start)),
		cell("rank", "–"), // a rank is an answer
		cell("num", itoa(c.start)),
		only(t.cols.title, cell("title", c.title)),
		withText(th("row", "name"), c.name),
		only(t.cols.rating, cell("num rating", c.rating)),
		only(t.cols.fed, cell("fed", c.fed)),
		cell("num pts", i18n.Number(t.Lang).Local(r.Points.Format(1))),
		each(len(r.Values), func(i int) app.UI { return t.exerciseCell(c.start, c.name, i, r.Values[i]) }),
	)
}

// rowText is the texts of a row's cells before its values.
type rowText struct {
	start                          int
	rank, name, title, fed, rating string
}

// rowCells returns the texts of r's cells before its values; shared marks
// a rank shared with another row.
func rowCells(r *engine.Row, shared bool) rowText {
	c := rowText{rank: itoa(r.Rank)}
	if shared {
		c.rank += "="
	}
	if p := r.Player; p != nil {
		c.start, c.name, c.title, c.fed = p.StartNo, p.Name, p.Title, p.Federation
		if p.Rating > 0 {
			c.rating = itoa(p.Rating)
		}
	}
	return c
}

// valueCell returns the text of r's value i in the page's decimal mark
// (as its hints and exports), the step that gave it (0 unless drawn),
// the button's label and what a screen reader says of it.
func (t *StandingsTable) valueCell(r *engine.Row, i int, name string) (v string, step int, label, said string) {
	v = i18n.Number(t.Lang).Local(r.Values[i].String())
	label = i18n.T(t.Lang, "table.explain", t.St.TieBreaks[i].Key, name)
	said = dash(v)
	if s := r.Values[i].Step; i < len(t.stepped) && t.stepped[i] && s > 0 && v != "" {
		step = int(s)
		said += " (" + i18n.T(t.Lang, "table.step", s) + ")"
	}
	return v, step, label, said
}

func dash(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

// SortRows returns the indices of st.Rows in the order of column col.
// Rank order is the engine's; ties in any other column keep rank order.
func SortRows(st *engine.Standings, col int, desc bool) []int {
	idx := make([]int, len(st.Rows))
	for i := range idx {
		idx[i] = i
	}
	if col == SortRank && !desc {
		return idx
	}
	cmp := func(a, b *engine.Row) int {
		switch col {
		case SortRank:
			return a.Rank - b.Rank
		case SortStart:
			return startNo(a) - startNo(b)
		case SortName:
			return strings.Compare(strings.ToLower(name(a)), strings.ToLower(name(b)))
		case SortRating:
			return rating(a) - rating(b)
		case SortFed:
			return strings.Compare(fed(a), fed(b))
		case SortPoints:
			return a.Points.Cmp(b.Points)
		}
		i := col - SortTB
		if i < 0 || i >= len(a.Values) || i >= len(b.Values) {
			return 0
		}
		return CompareResults(a.Values[i], b.Values[i])
	}
	sort.SliceStable(idx, func(x, y int) bool {
		c := cmp(&st.Rows[idx[x]], &st.Rows[idx[y]])
		if desc {
			return c > 0
		}
		return c < 0
	})
	return idx
}

// CompareResults orders two tie-break results: undefined first, vectors
// lexicographically.
func CompareResults(a, b engine.Result) int {
	switch {
	case !a.Defined && !b.Defined:
		return 0
	case !a.Defined:
		return -1
	case !b.Defined:
		return 1
	}
	if va, vb := a.Vector(), b.Vector(); va != nil || vb != nil {
		for i := 0; i < len(va) && i < len(vb); i++ {
			if c := va[i].Cmp(vb[i]); c != 0 {
				return c
			}
		}
		return len(va) - len(vb)
	}
	return a.Value.Cmp(b.Value)
}

func startNo(r *engine.Row) int {
	if r.Player == nil {
		return 0
	}
	return r.Player.StartNo
}

func name(r *engine.Row) string {
	if r.Player == nil {
		return ""
	}
	return r.Player.Name
}

func rating(r *engine.Row) int {
	if r.Player == nil {
		return 0
	}
	return r.Player.Rating
}

func fed(r *engine.Row) string {
	if r.Player == nil {
		return ""
	}
	return r.Player.Federation
}

// tiedSet returns the start numbers left tied.
func tiedSet(st *engine.Standings) map[int]bool {
	m := map[int]bool{}
	for _, g := range st.Ties {
		for _, s := range g {
			m[s] = true
		}
	}
	return m
}

// sharedRanks returns the ranks held by more than one row.
func sharedRanks(st *engine.Standings) map[int]bool {
	n := map[int]int{}
	for _, r := range st.Rows {
		n[r.Rank]++
	}
	m := map[int]bool{}
	for r, c := range n {
		if c > 1 {
			m[r] = true
		}
	}
	return m
}

// steppedColumns reports, for each tie-break of st, whether its values
// come from more than one step of a group operation (the direct
// encounter's family, engine.Result.Step): points against different
// groups, which look out of order down the column (8.5, 5.5, 5.0, 1.5,
// 7.5 in the FIDE team exercise's EDET) and are marked with their step.
func steppedColumns(st *engine.Standings) []bool {
	out := make([]bool, len(st.TieBreaks))
	first := make([]int16, len(st.TieBreaks))
	for _, r := range st.Rows {
		for i, v := range r.Values {
			switch {
			case !v.Defined || v.Step == 0:
			case first[i] == 0:
				first[i] = v.Step
			case v.Step != first[i]:
				out[i] = true
			}
		}
	}
	return out
}

// stepsNote explains the steps beside the values of the columns stepped
// marks; "" when none does.
func stepsNote(l string, st *engine.Standings, stepped []bool) string {
	var keys []string
	for i, on := range stepped {
		if on {
			keys = append(keys, st.TieBreaks[i].Key)
		}
	}
	if len(keys) == 0 {
		return ""
	}
	return i18n.T(l, "table.steps", strings.Join(keys, ", "))
}

// tiesNote says which groups are still tied and that lots decide.
func tiesNote(l string, st *engine.Standings) string {
	var groups []string
	for _, g := range st.Ties {
		var names []string
		for _, s := range g {
			n := "#" + itoa(s)
			if p := st.Event.Player(s); p != nil {
				n += " " + p.Name
			}
			names = append(names, n)
		}
		groups = append(groups, strings.Join(names, ", "))
	}
	return i18n.T(l, "table.ties", strings.Join(groups, "; "))
}

// exerciseCell is a value's cell in exercise mode: a field for the
// student's value, marked right or wrong once typed, and for a wrong one a
// button that asks for a hint. The hint itself is drawn in the row under
// the participant's (hintRow), where the sticky name column covers none
// of it and its lines fit the table's visible width.
func (t *StandingsTable) exerciseCell(start int, name string, i int, res engine.Result) app.UI {
	l := t.Lang
	key := t.St.TieBreaks[i].Key
	if !res.Defined || res.Vector() != nil {
		return cell("num tbv", "–")
	}
	typed := t.Typed[typedKey(start, i)]
	id, hints, mark := t.cellHints(start, i, res)
	class := markClass(mark)
	input := exInput(id, i18n.T(l, "exercise.label", key, name), typed, mark).
		OnChange(func(ctx app.Context, e app.Event) {
			if t.onTyped != nil {
				t.onTyped(ctx, start, i, ctx.JSSrc().Get("value").String())
			}
		}, start, i)
	if len(hints) > 0 {
		input = input.Aria("describedby", id+"-hint")
	}
	return withBody(classTd("num tbv exercise "+class),
		input,
		exMark(l, mark),
		only(mark == MarkWrong, el("button", "type", "button", "class", "ex-hint", "title", i18n.T(l, "exercise.hint"),
			"aria-label", i18n.T(l, "exercise.hint")+": "+key+", "+name).Text("?").
			OnClick(func(ctx app.Context, e app.Event) {
				if t.onHint != nil {
					t.onHint(ctx, start, i)
				}
			}, start, i)),
	)
}

// cellHints returns the id of a value's field, its mark, and the hints
// shown for it: a text that is not a number is told at once; a wrong
// number's hint comes when asked for ("?").
func (t *StandingsTable) cellHints(start, i int, res engine.Result) (id string, hints []string, mark Mark) {
	rd := Reading{Lang: t.Lang, Rating: t.St.TieBreaks[i].Row().Rating}
	mark = rd.Check(t.Typed[typedKey(start, i)], res)
	id = strings.ReplaceAll("ex-"+typedKey(start, i), "/", "-")
	switch {
	case mark == MarkUnread:
		hints = []string{i18n.T(t.Lang, "exercise.nan")}
	case mark == MarkWrong && t.HintCell == [2]int{start, i}:
		hints = t.Hints
	}
	return id, hints, mark
}

// hintRow is the row under a participant's in exercise mode that holds
// the hints of his values, one block per value that has any, each named
// by the value's code and the participant (the field is described by
// it): a cell across the whole table whose content stays at the left
// edge of the table's visible width, however far the table is scrolled,
// and wraps within that width. Nil when no value of the row has a hint.
func (t *StandingsTable) hintRow(r *engine.Row) app.UI {
	if !t.Exercise || r.Player == nil {
		return nil
	}
	l, start, name := t.Lang, r.Player.StartNo, r.Player.Name
	var blocks []app.UI
	for i, res := range r.Values {
		if !res.Defined || res.Vector() != nil || i >= len(t.St.TieBreaks) {
			continue
		}
		id, hints, mark := t.cellHints(start, i, res)
		if len(hints) == 0 {
			continue
		}
		col := i
		blocks = append(blocks, withBody(el("div", "id", id+"-hint", "class", "ex-cell-hint", "role", "status"),
			pClass("ex-hint-of", t.St.TieBreaks[i].Key+" · "+name),
			each(len(hints), func(j int) app.UI { return withText(app.Elem("p"), hints[j]) }),
			only(mark == MarkWrong && t.onRounds != nil, classButton("ex-rounds").Text(i18n.T(l, "exercise.byround")).
				OnClick(func(ctx app.Context, e app.Event) { t.onRounds(ctx, start, col) }, start, col)),
		))
	}
	if len(blocks) == 0 {
		return nil
	}
	span := 4 + len(t.St.TieBreaks) // rank, start, name, points and the values
	for _, shown := range []bool{t.cols.title, t.cols.rating, t.cols.fed} {
		if shown {
			span++
		}
	}
	return withBody(el("tr", "class", "ex-hint-row", "data-hints", itoa(start)),
		withBody(el("td", "colspan", itoa(span)), divClass("ex-hints", blocks...)),
	)
}

// exInput is the field where the student types a value, or a round's
// contribution to it, in exercise mode: its id, its name for a screen
// reader, the text typed and its mark.
func exInput(id, label, typed string, mark Mark) app.HTMLElemSelfClosing {
	return typedInput("text", id, "class", "ex-input", "inputmode", "decimal", "aria-label", label,
		"aria-invalid", boolAttr(mark == MarkWrong || mark == MarkUnread), "value", typed)
}

// exMark is the mark of a typed value in words as well as in colour: ✓
// for a right one, ✗ for a wrong one, with its word for screen readers
// and as a tooltip.
func exMark(l string, mark Mark) app.UI {
	class, key, sign := "ex-right", "exercise.right", "✓"
	switch mark {
	case MarkRight:
	case MarkWrong, MarkUnread:
		class, key, sign = "ex-wrong", "exercise.wrong", "✗"
	default:
		return nil
	}
	// No control: written as HTML.
	word := escT(l, key)
	return app.Raw(`<span class="ex-mark ` + class + `" title="` + word + `"><span aria-hidden="true">` + sign +
		`</span><span class="visually-hidden">` + word + "</span></span>")
}

// exerciseSort reports whether the table may sort by col in exercise mode:
// by start number, name, rating, federation or points, never by rank or
// by a value.
func exerciseSort(col int) bool { return col >= SortStart && col < SortTB && col != SortRank }
