package app

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/request"
)

// HTML on the clipboard (docs/formats.md §3.10): a copy from a browser
// carries the page's markup as text/html beside its plain text. When the
// markup holds a table (<table> or <pre>) and the paste fills the whole
// text area (empty, or all of it selected), the page puts the markup's
// text (formats.HTMLText: each table row a line of TAB-separated cells)
// in the text area instead of the plain text, and reads it: the text area
// shows what is read, so the diagnostics' lines are its lines. Any other
// paste is the browser's own, and so is one whose markup's text cannot be
// read where the plain text can (PreferHTML).

// onPaste takes the clipboard's HTML, when it holds a table and the paste
// replaces the whole text (whole: all of it selected, an empty text area,
// or a bounded view, pastebig.go), in place of its plain text. It is
// called by the text area's paste listener (listenArea): the clipboard's
// data can be read, and the browser's own paste prevented, only while the
// event is dispatched, and go-app runs its handlers later.
func (in *InputPanel) onPaste(ctx app.Context, el, e app.Value, whole bool) {
	cd := e.Get("clipboardData")
	if !cd.Truthy() {
		return
	}
	page, n := TakeText(cd.Call("getData", "text/html"))
	if n > 0 || !HasHTMLTable(page) {
		return // too long (the plain text will be refused) or no table
	}
	if !whole {
		return // a paste into a text: the browser's own
	}
	text := formats.HTMLText(page)
	plain, _ := TakeText(cd.Call("getData", "text/plain"))
	if !PreferHTML(text, plain, in.Format) {
		return
	}
	e.Call("preventDefault")
	if isLarge(text) { // shown in a bounded view (pastebig.go)
		ctx.Dispatch(func(ctx app.Context) { in.takeText(ctx, text, TextNew, false) })
		return
	}
	el.Set("value", text)
	ctx.Dispatch(func(ctx app.Context) {
		in.Text, in.synced, in.syncedJS, in.Name, in.undo = text, text, false, "", nil
		if in.OnText != nil {
			in.OnText(ctx, text, "", TextNew)
		}
		in.bounded = false
	})
}

// PreferHTML reports whether the markup's text is to be read rather than
// the plain text of the same paste: unless it is empty, or it cannot be
// read (an error, not a question) where the plain text can, so that a
// paste never reads worse than the browser's own. The plain text is read
// only when the markup's text fails. format is the input format chosen
// ("" or "auto": detection; an unknown id detects too). Both are read as
// the page reads a pasted text, through its one cache (readPasted): the
// text chosen is then not read again.
func PreferHTML(text, plain, format string) bool {
	if strings.TrimSpace(text) == "" {
		return false
	}
	if _, err := formats.ParseFormat(format); err != nil {
		format = ""
	}
	var fe *formats.Error
	if err := readPasted(text, format); !errors.As(err, &fe) {
		return true
	}
	if strings.TrimSpace(plain) == "" {
		return true
	}
	return errors.As(readPasted(plain, format), &fe)
}

// readPasted reads a pasted text in format through the page's one cache
// (internal/request) and its panic boundary, with the fields of a text
// pasted over the whole text area (no name, no answers, text only).
func readPasted(text, format string) error {
	reader.Lock()
	defer reader.Unlock()
	_, err := reader.c.ReadFields(text, request.Fields{Format: format, TextOnly: true, Browser: true})
	return err
}

// HasHTMLTable reports whether the markup holds a table: a <table> or a
// <pre> element (ASCII case ignored).
func HasHTMLTable(page string) bool {
	for i := strings.IndexByte(page, '<'); i >= 0; {
		s := page[i+1:]
		for _, tag := range []string{"table", "pre"} {
			if len(s) > len(tag) && strings.EqualFold(s[:len(tag)], tag) {
				switch s[len(tag)] {
				case '>', ' ', '\t', '\n', '\r', '/':
					return true
				}
			}
		}
		j := strings.IndexByte(s, '<')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}
