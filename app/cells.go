package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// The elements of tables that many panels draw alike, each drawn here
// once: the same DOM as writing them out, in less code (app.wasm's size).

// headRow is a table's head of one row of column headings, the texts of
// the interface keys in lang l.
func headRow(l string, keys ...string) app.UI {
	ths := make([]app.UI, len(keys))
	for i, k := range keys {
		ths[i] = colTh("", i18n.T(l, k))
	}
	return thead(ths...)
}

// thead is a table's head of one row of the cells ths.
func thead(ths ...app.UI) app.UI {
	return app.THead().Body(app.Tr().Body(ths...))
}

// colTh is a column's heading of the class ("" for none) and text.
func colTh(class string, text any) app.HTMLTh {
	return app.Th().Scope("col").Class(class).Text(text)
}

// cell is a table cell of the class and text.
func cell(class string, text any) app.HTMLTd {
	return app.Td().Class(class).Text(text)
}

// divClass is a div of the class and children.
func divClass(class string, body ...app.UI) app.HTMLDiv {
	return app.Div().Class(class).Body(body...)
}

// pClass is a paragraph of the class and text.
func pClass(class string, text any) app.HTMLP {
	return app.P().Class(class).Text(text)
}

// spanClass is a span of the class and text.
func spanClass(class string, text any) app.HTMLSpan {
	return app.Span().Class(class).Text(text)
}

// button is a button (of type button, not submit) of the id.
func button(id string) app.HTMLButton {
	return app.Button().Type("button").ID(id)
}

// label is the label of the field of the id.
func label(id string, text any) app.HTMLLabel {
	return app.Label().For(id).Text(text)
}

// alert is a paragraph of the class that screen readers announce at once.
func alert(class string, text any) app.HTMLP {
	return app.P().Class(class).Role("alert").Text(text)
}

// each draws f(i) for each index i of the slice src.
func each(src any, f func(i int) app.UI) app.UI {
	return app.Range(src).Slice(f)
}

// tr is a table row of the cells.
func tr(cells ...app.UI) app.HTMLTr {
	return app.Tr().Body(cells...)
}

// tbody is a table body of the rows.
func tbody(rows ...app.UI) app.HTMLTBody {
	return app.TBody().Body(rows...)
}

// pick is t when b holds, else f.
func pick(b bool, t, f string) string {
	if b {
		return t
	}
	return f
}

// pID is a paragraph of the id and class.
func pID(id, class string) app.HTMLP {
	return app.P().ID(id).Class(class)
}

// typedInput is an input of the type and id.
func typedInput(typ, id string) app.HTMLInput {
	return app.Input().Type(typ).ID(id)
}

// th is a heading cell of the scope ("col", "row") and class.
func th(scope, class string) app.HTMLTh {
	return app.Th().Scope(scope).Class(class)
}

// classButton is a button (of type button) of the class.
func classButton(class string) app.HTMLButton {
	return app.Button().Type("button").Class(class)
}

// classTable is a table of the class and content.
func classTable(class string, body ...app.UI) app.HTMLTable {
	return app.Table().Class(class).Body(body...)
}

// classDiv is a div of the class.
func classDiv(class string) app.HTMLDiv {
	return app.Div().Class(class)
}

// idDiv is a div of the id.
func idDiv(id string) app.HTMLDiv {
	return app.Div().ID(id)
}

// classSpan is a span of the class.
func classSpan(class string) app.HTMLSpan {
	return app.Span().Class(class)
}

// classTd is a table cell of the class.
func classTd(class string) app.HTMLTd {
	return app.Td().Class(class)
}

// pText is a paragraph of the text.
func pText(text any) app.HTMLP {
	return app.P().Text(text)
}

// byID is the page's element of the id.
func byID(id string) app.Value {
	return app.Window().GetElementByID(id)
}

// global is the browser's global of the name.
func global(name string) app.Value {
	return app.Window().Get(name)
}
