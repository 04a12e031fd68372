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
