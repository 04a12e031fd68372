package app

import (
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// This file holds the few calls into the browser that go-app does not wrap.
// Outside a browser (tests, pre-rendering) app.Window() is inert, so these
// do nothing.

// navigatorLanguage returns navigator.language, or "".
func navigatorLanguage() string {
	v := global("navigator").Get("language")
	if v.IsUndefined() || v.IsNull() {
		return ""
	}
	return v.String()
}

// setDocumentLang sets the lang attribute of <html>.
func setDocumentLang(lang string) {
	el := global("document").Get("documentElement")
	if !el.IsUndefined() && !el.IsNull() {
		el.Set("lang", lang)
	}
}

// markReady records, for the end-to-end tests and for performance
// measurements, that the page has rendered its state:
// window.spareggiReady = true and a performance mark "spareggi-ready"
// (plus "spareggi-standings" when standings are shown).
func markReady(standings bool) {
	w := app.Window()
	if w.Get("performance").IsUndefined() {
		return
	}
	if standings {
		w.Get("performance").Call("mark", "spareggi-standings")
	}
	w.Get("performance").Call("mark", "spareggi-ready")
	w.Set("spareggiReady", true)
	// The calculator has drawn the page: an exercise address may show it.
	w.Get("document").Get("documentElement").Get("classList").Call("remove", "exercise-pending")
}

// mark records a performance mark (for the end-to-end timings).
func mark(name string) {
	if perf := global("performance"); !perf.IsUndefined() && !perf.IsNull() {
		perf.Call("mark", name)
	}
}

// readBytes reads a browser File (or Blob) and calls f with its bytes.
func readBytes(file app.Value, f func([]byte)) {
	var then app.Func
	then = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer then.Release()
		u8 := global("Uint8Array").New(args[0])
		b := make([]byte, u8.Length())
		app.CopyBytesToGo(b, u8)
		f(b)
		return nil
	})
	file.Call("arrayBuffer").Call("then", then)
}

// DecodeBytes returns the text of a file: UTF-8 (a byte order mark
// dropped) when valid, else Windows-1252, the other encoding of TRF files.
func DecodeBytes(b []byte) string {
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		b = b[3:]
	}
	if utf8.Valid(b) {
		return string(b)
	}
	r := make([]rune, len(b))
	for i, c := range b {
		if c >= 0x80 && c < 0xA0 {
			r[i] = cp1252[c-0x80]
		} else {
			r[i] = rune(c)
		}
	}
	return string(r)
}

// cp1252 maps the bytes 0x80–0x9F of Windows-1252.
var cp1252 = [32]rune{
	'€', 0x81, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0x8D, 'Ž', 0x8F,
	0x90, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0x9D, 'ž', 'Ÿ',
}

// selectLine focuses the text area, selects columns col..endCol of line n
// (the whole line when col is 0) and scrolls them into view.
func selectLine(text string, n, col, endCol int) {
	el := byID(InputID)
	if el.IsUndefined() || el.IsNull() {
		return
	}
	// A bounded view (pastebig.go) holds the text's first lines only:
	// the line is selected among them, or the caret put after them.
	if shown := el.Get("value"); textLength(shown) < utf16Len(text) {
		text = shown.String()
	}
	start, end := ColumnOffsets(text, n, col, endCol)
	el.Call("focus")
	el.Call("setSelectionRange", start, end)
	// Scroll the line into view: line height × (n − a few lines); and the
	// column, a third of the width from the left (a monospace font: the
	// width of a character is the widest line's width over its length).
	lh := el.Get("scrollHeight").Float() / float64(max(1, countLines(text)))
	el.Set("scrollTop", lh*float64(max(0, n-3)))
	if cw := el.Get("scrollWidth").Float() / float64(max(1, longestLine(text))); col > 0 {
		el.Set("scrollLeft", max(0, cw*float64(col-1)-el.Get("clientWidth").Float()/3))
	}
}

// longestLine returns the length of the longest line of s, in characters.
func longestLine(s string) int {
	n, longest := 0, 0
	for _, r := range s {
		if r == '\n' {
			n = 0
			continue
		}
		n++
		longest = max(longest, n)
	}
	return longest
}

func countLines(s string) int {
	n := 1
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			n++
		}
	}
	return n
}

// download offers data as a file to save. The blob parts are built with
// Array.of: go-app's Value is not a syscall/js value, so it cannot be stored
// with SetIndex (that panics and ends the Go program). The object URL is
// revoked a minute later: revoked at once, the download may not start.
func download(name, mime string, data []byte) {
	w := app.Window()
	u8 := w.Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(u8, data)
	parts := w.Get("Array").Call("of", u8)
	opts := w.Get("Object").New()
	opts.Set("type", mime)
	blob := w.Get("Blob").New(parts, opts)
	url := w.Get("URL").Call("createObjectURL", blob)
	a := w.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Set("hidden", true)
	w.Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke app.Func
	revoke = app.FuncOf(func(this app.Value, args []app.Value) any {
		revoke.Release()
		w.Get("URL").Call("revokeObjectURL", url)
		return nil
	})
	w.Call("setTimeout", revoke, 60000)
}

// copyText puts s on the clipboard and calls done(ok) when finished.
func copyText(s string, done func(ok bool)) {
	clip := global("navigator").Get("clipboard")
	if clip.IsUndefined() || clip.IsNull() {
		done(false)
		return
	}
	var ok, fail app.Func
	release := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(this app.Value, args []app.Value) any { release(); done(true); return nil })
	fail = app.FuncOf(func(this app.Value, args []app.Value) any { release(); done(false); return nil })
	clip.Call("writeText", s).Call("then", ok, fail)
}

// focusLater moves the keyboard focus to the element of the id once the
// page is drawn, if it is there.
func focusLater(ctx app.Context, id string) {
	ctx.Defer(func(ctx app.Context) {
		if el := byID(id); !el.IsNull() && !el.IsUndefined() {
			el.Call("focus")
		}
	})
}

// focusElement moves the keyboard focus to the element with the id and
// scrolls it into view (the skip link).
func focusElement(id string) {
	el := byID(id)
	if el.IsUndefined() || el.IsNull() {
		return
	}
	el.Call("focus")
	el.Call("scrollIntoView")
}

// printPage opens the browser's print dialog.
func printPage() { app.Window().Call("print") }

// setFragment replaces the URL fragment without a navigation.
func setFragment(frag string) {
	w := app.Window()
	h := w.Get("history")
	if h.IsUndefined() {
		return
	}
	loc := w.Get("location")
	url := loc.Get("pathname").String() + loc.Get("search").String() + "#" + frag
	h.Call("replaceState", nil, "", url)
}

// setQueryLang sets the address's ?lang= to lang, keeping its other
// parameters and its fragment, without a navigation.
func setQueryLang(lang string) {
	w := app.Window()
	h := w.Get("history")
	if h.IsUndefined() {
		return
	}
	u := global("URL").New(w.Get("location").Get("href"))
	u.Get("searchParams").Call("set", "lang", lang)
	h.Call("replaceState", nil, "", u.Call("toString").String())
}

// locationBase returns origin + pathname of the page.
func locationBase() string {
	loc := global("location")
	if loc.IsUndefined() {
		return ""
	}
	return loc.Get("origin").String() + loc.Get("pathname").String()
}

// publishEngineRuns records the count of the page's engine computations
// (runEngine) as window.spareggiEngineRuns, for the end-to-end tests.
func publishEngineRuns(n int64) {
	if w := app.Window(); !w.Get("performance").IsUndefined() {
		w.Set("spareggiEngineRuns", n)
	}
}
