package app

import (
	stdhtml "html"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// The elements of tables that many panels draw alike, each drawn here
// once: the same DOM as writing them out, in less code (app.wasm's size).
//
// Every element is made by app.Elem(tag) (app.ElemSelfClosing for input
// and img) and its attributes by Attr: each of go-app's element types
// (app.Div(), app.Td(), ...) would bring its methods to app.wasm
// (TestElementsByTag).
//
// A helper whose element no caller changes further (no Body, Text or
// handler added) returns app.UI, not app.HTMLElem: go-app's HTMLElem given
// where an app.UI goes (a child) is converted from one interface to the
// other, an inline type assertion of about 200 bytes of app.wasm at each
// place; converted in the helper, it is made once.

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
	return app.Elem("thead").Body(app.Elem("tr").Body(ths...))
}

// colTh is a column's heading of the class ("" for none) and text.
func colTh(class string, text string) app.UI {
	return el("th", "scope", "col", "class", class).Text(text)
}

// cell is a table cell of the class and text.
func cell(class string, text string) app.UI {
	return app.Elem("td").Class(class).Text(text)
}

// divClass is a div of the class and children.
func divClass(class string, body ...app.UI) app.UI {
	return app.Elem("div").Class(class).Body(body...)
}

// pClass is a paragraph of the class and text.
func pClass(class string, text string) app.UI {
	return app.Elem("p").Class(class).Text(text)
}

// spanClass is a span of the class and text.
func spanClass(class string, text string) app.UI {
	return app.Elem("span").Class(class).Text(text)
}

// el is an element of the tag with the attributes attrs, each name
// followed by its value, as they read in HTML: el("p", "id", "x",
// "class", "y") is <p id="x" class="y">. Each is set by Attr, as ID,
// Class, Aria("label", …), Role, Title, DataSet and TabIndex set theirs
// (Attr("class", …) adds a class as Class does): one call where each
// attribute would be a call of its own in app.wasm. An attribute whose
// value is not a text (a flag, a number) is set by its method.
func el(tag string, attrs ...string) app.HTMLElem {
	return withAttrs(app.Elem(tag), attrs)
}

// withBody is e with the children body, e.Body(body...) as an app.UI:
// for an element given as a child or returned as one, converted here once
// (see above).
func withBody(e app.HTMLElem, body ...app.UI) app.UI {
	return e.Body(body...)
}

// withText is e with the text s, e.Text(s) as an app.UI (as withBody).
func withText(e app.HTMLElem, s string) app.UI {
	return e.Text(s)
}

// withAttrs is e with the attributes attrs (as el's).
func withAttrs(e app.HTMLElem, attrs []string) app.HTMLElem {
	for i := 1; i < len(attrs); i += 2 {
		e = e.Attr(attrs[i-1], attrs[i])
	}
	return e
}

// button is a button (of type button, not submit) of the id and the
// attributes attrs (as el's).
func button(id string, attrs ...string) app.HTMLElem {
	return withAttrs(app.Elem("button").Attr("type", "button").ID(id), attrs)
}

// label is the label of the field of the id.
func label(id string, text string) app.UI {
	return app.Elem("label").Attr("for", id).Text(text)
}

// alert is a paragraph of the class that screen readers announce at once.
func alert(class string, text string) app.UI {
	return el("p", "class", class, "role", "alert").Text(text)
}

// each draws f(i) for each i below n, the index of a slice of n elements:
// the elements in the place of one child, as app.Range(src).Slice(f) drew
// them, without go-app's reflection over the slice and its loop type.
func each(n int, f func(i int) app.UI) app.UI {
	elems := make([]app.UI, n)
	for i := range elems {
		elems[i] = f(i)
	}
	return app.If(true, elems...)
}

// only is app.If(ok, elems...) as an app.UI: the elements when ok holds,
// else nothing, no place held (unlike shown and when, page.go). go-app's
// If returns a Condition, converted to app.UI at each place it is given as
// a child; here it is converted once.
func only(ok bool, elems ...app.UI) app.UI {
	return app.If(ok, elems...)
}

// tr is a table row of the cells.
func tr(cells ...app.UI) app.UI {
	return app.Elem("tr").Body(cells...)
}

// tbody is a table body of the rows.
func tbody(rows ...app.UI) app.UI {
	return app.Elem("tbody").Body(rows...)
}

// pick is t when b holds, else f.
func pick(b bool, t, f string) string {
	if b {
		return t
	}
	return f
}

// pID is a paragraph of the id and class.
func pID(id, class string) app.HTMLElem {
	return el("p", "id", id, "class", class)
}

// typedInput is an input of the type, the id and the attributes attrs
// (as el's).
func typedInput(typ, id string, attrs ...string) app.HTMLElemSelfClosing {
	e := app.ElemSelfClosing("input").Attr("type", typ).ID(id)
	for i := 1; i < len(attrs); i += 2 {
		e = e.Attr(attrs[i-1], attrs[i])
	}
	return e
}

// th is a heading cell of the scope ("col", "row") and class.
func th(scope, class string) app.HTMLElem {
	return el("th", "scope", scope, "class", class)
}

// classButton is a button (of type button) of the class.
func classButton(class string) app.HTMLElem {
	return el("button", "type", "button", "class", class)
}

// classTable is a table of the class and content.
func classTable(class string, body ...app.UI) app.UI {
	return app.Elem("table").Class(class).Body(body...)
}

// classDiv is a div of the class.
func classDiv(class string) app.HTMLElem {
	return app.Elem("div").Class(class)
}

// idDiv is a div of the id.
func idDiv(id string) app.HTMLElem {
	return app.Elem("div").ID(id)
}

// classSpan is a span of the class.
func classSpan(class string) app.HTMLElem {
	return app.Elem("span").Class(class)
}

// classTd is a table cell of the class.
func classTd(class string) app.HTMLElem {
	return app.Elem("td").Class(class)
}

// pText is a paragraph of the text.
func pText(text string) app.UI {
	return app.Elem("p").Text(text)
}

// byID is the page's element of the id.
func byID(id string) app.Value {
	return app.Window().GetElementByID(id)
}

// global is the browser's global of the name.
func global(name string) app.Value {
	return app.Window().Get(name)
}

// textT is e with the text of the interface key in lang l, i18n.T(l, key,
// args...): one call where each element of a text would make three.
func textT(e app.HTMLElem, l, key string, args ...any) app.UI {
	return e.Text(i18n.T(l, key, args...))
}

// clickT is the control e (a button, a link) with the text of the
// interface key in lang l (as textT's) and the click handler h.
func clickT(e app.HTMLElem, h app.EventHandler, l, key string, args ...any) app.UI {
	return clickText(e, h, i18n.T(l, key, args...))
}

// clickText is the control e with the text s and the click handler h.
func clickText(e app.HTMLElem, h app.EventHandler, s string) app.UI {
	return e.Text(s).OnClick(h)
}

// The parts without a control (no handler, no field) are written as HTML
// and drawn as the content of an element (htmlPart, jobs.go): the same
// DOM in one string, where each of go-app's elements, attributes and
// children is a call of its own in app.wasm. Every text is escaped (esc);
// such a part is written anew when its HTML changes.

// esc is s escaped for HTML, as a text or an attribute's value.
func esc(s string) string { return stdhtml.EscapeString(s) }

// escT is the text of the interface key in lang l, i18n.T(l, key,
// args...), escaped for HTML (esc): one call where it would make two.
func escT(l, key string, args ...any) string { return esc(i18n.T(l, key, args...)) }

// classAttr is the attribute class="c", "" for no class.
func classAttr(c string) string {
	if c == "" {
		return ""
	}
	return ` class="` + c + `"`
}

// tdHTML is cell as HTML: a table cell of the class ("" for none) and
// text.
func tdHTML(class, text string) string {
	return "<td" + classAttr(class) + ">" + esc(text) + "</td>"
}

// pHTML is pClass as HTML: a paragraph of the class and text.
func pHTML(class, text string) string {
	return "<p" + classAttr(class) + ">" + esc(text) + "</p>"
}

// headHTML is headRow as HTML: a table's head of one row of column
// headings, the texts of the interface keys in lang l.
func headHTML(l string, keys ...string) string {
	s := "<thead><tr>"
	for _, k := range keys {
		s += `<th scope="col">` + escT(l, k) + "</th>"
	}
	return s + "</tr></thead>"
}

// scrollBoxHTML is scrollBox as HTML: content (a table) in a box of the
// class that scrolls sideways, named label.
func scrollBoxHTML(class, label, content string) string {
	return `<div class="` + class + `" role="group" aria-label="` + esc(label) + `" tabindex="0">` + content + "</div>"
}
