package app

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// A large text is not put in the text area (issue 32, item 3;
// docs/tiebreaks.md §13.1, decision 77). Chromium lays out a text area's
// text line by line when it is inserted: 200,000 pasted lines (1.2 MB) take
// it 7–8 s on a bare page, whatever its spellcheck or wrap, and the 5,000 ×
// 13 reference crosstable 0.3–2.5 s, all in one task before the page sees
// the text (e2e TestPasteBigMeasure). So a paste or a drop of a large text
// is read from the event (clipboardData, dataTransfer), the browser's own
// insertion is prevented, and the text goes to the model (OnText) at once.
// A large text, however it came (a paste, a drop, a file, an example, a
// share link, the work kept on the device), is shown in a bounded view: the
// text area holds its first headLines lines, and a line under it says how
// many of its lines are shown, with a button that puts the whole text in
// the text area on request ("Edit the whole text"; the browser may take
// seconds). The model keeps the whole text: it is what is read, kept,
// shared and exported.
//
// In the bounded view the text area edits the text's first lines: the
// lines it shows are the text's own beginning, so the text after an edit
// is the text area's value followed by the rest, unchanged. A paste or a
// drop there replaces the whole text wherever the caret is (the view shows
// too little of the text for an insertion to be placed knowingly), and so
// does an edit of all the lines shown (Ctrl+A, then a key, Delete, Cut); a
// copy or a cut of all of them copies the whole text; Ctrl+Z right after a
// large paste gives the text before it back (the browser's own undo knows
// nothing of a text it did not insert).
//
// A small text keeps the browser's own insertion, caret and undo: a paste
// of a small text over the whole text, into an empty text area or into a
// text at the caret is the browser's, as before. A large text pasted at the
// caret of a small one is inserted there by the page (the text is the text
// area's value with the paste in place of the selection); a large text
// dropped on a text replaces it (where a drop lands is known only once the
// browser has inserted it). A text longer than the readers accept
// (formats.MaxInput) is refused without being copied into the WebAssembly's
// memory (TakeText): it stays in the browser, and the bounded view shows
// its first lines and its length in characters.

// The bounded view's thresholds. A text of more than boundedLines lines or
// boundedBytes bytes is large: in the page, Chromium's own insertion of a
// paste costs about 0.1 s at 2,000 lines or 256 KB and grows with both (0.3
// s at 5,000 lines and 1 MB on a quiet machine, 7–8 s at 200,000 lines),
// against a page's task budget of 0.2 s (issue 32, item 3), while the
// texts arbiters paste by hand — a tournament of up to a few hundred
// players, 50–100 KB — stay far below both and keep the text area as it
// always was. headLines is how many of a large text's first lines the
// bounded view shows: a screenful many times over, which the browser lays
// out in a few milliseconds.
const (
	boundedLines = 2000
	boundedBytes = 256 << 10
	headLines    = 200
	// headBytes bounds the lines shown when they are long (a text of
	// few, very long lines).
	headBytes = 64 << 10
)

// isLarge reports whether text is shown in a bounded view: more than
// boundedBytes bytes or boundedLines lines.
func isLarge(text string) bool {
	if len(text) > boundedBytes {
		return true
	}
	if len(text) <= boundedLines {
		return false // fewer characters than the lines it would need
	}
	return lineCount(text) > boundedLines
}

// lineCount returns the number of lines of text: its line breaks, and one
// more for a last line without one; 0 for "".
func lineCount(text string) int {
	n := strings.Count(text, "\n")
	if text != "" && !strings.HasSuffix(text, "\n") {
		n++
	}
	return n
}

// headOf returns the first n lines of text, each with its line break, or
// its first headBytes bytes when they are longer (cut between two
// characters): a prefix of text.
func headOf(text string, n int) string {
	end := 0
	for i := 0; i < n && end < len(text); i++ {
		j := strings.IndexByte(text[end:], '\n')
		if j < 0 {
			end = len(text)
			break
		}
		end += j + 1
	}
	if end > headBytes {
		end = headBytes
		for end > 0 && !utf8.RuneStart(text[end]) {
			end--
		}
	}
	return text[:end]
}

// boundedView is what the text area shows of a text when it is large: its
// first lines (head, a prefix of the text), and the count of its lines.
type boundedView struct {
	text  string // the text it is of
	large bool   // the text is shown bounded
	head  string // the lines the text area holds: a prefix of text
	lines int    // the text's lines
	// js is a text too long to read, kept in the browser (TakeText): text
	// is then "", head its first lines and chars its length in UTF-16
	// units.
	js    app.Value
	chars int
	// cut is the text's characters when head ends within a line, cut at
	// headBytes (0 otherwise): counted once, not at every drawing.
	cut int
}

// bound returns the bounded view of text.
func bound(text string) boundedView {
	if !isLarge(text) {
		return boundedView{text: text}
	}
	bv := boundedView{text: text, large: true, head: headOf(text, headLines), lines: lineCount(text)}
	if len(bv.head) < len(text) && !strings.HasSuffix(bv.head, "\n") {
		bv.cut = utf8.RuneCountInString(text)
	}
	return bv
}

// boundJS returns the bounded view of a text too long to read, v, of n
// characters, kept in the browser: its first lines are copied, never the
// text.
func boundJS(v app.Value, n int) boundedView {
	end, o := 0, strObject(v)
	for i := 0; i < headLines; i++ {
		j := o.Call("indexOf", "\n", end).Int()
		if j < 0 {
			end = n
			break
		}
		end = j + 1
	}
	return boundedView{large: true, head: o.Call("substring", 0, min(end, headBytes)).String(), js: v, chars: n}
}

// rest returns the text too long to read after the view's first lines, as
// a JavaScript string: what follows an edit of them.
func (bv boundedView) rest() app.Value {
	return strObject(bv.js).Call("substring", utf16Len(bv.head))
}

// strObject returns the String object of a JavaScript string, whose
// methods Go can call (syscall/js calls methods of objects only).
func strObject(v app.Value) app.Value { return app.Window().Call("Object", v) }

// note is the line under a bounded view: how many of the text's lines it
// shows ("200 of 5,002 lines shown"); when the lines shown are cut at
// headBytes, how many of its characters ("65,536 of 9,320,672 characters
// shown": "1 of 1 lines" would say that all of it is there); for a text
// too long to read, its length.
func (bv boundedView) note(lang string) string {
	shown := lineCount(bv.head)
	switch {
	case bv.js != nil:
		return i18n.T(lang, "input.bounded.chars", grouped(lang, shown), grouped(lang, bv.chars))
	case bv.cut > 0:
		return i18n.T(lang, "input.bounded.cut", grouped(lang, utf8.RuneCountInString(bv.head)), grouped(lang, bv.cut))
	}
	return i18n.T(lang, "input.bounded", grouped(lang, shown), grouped(lang, bv.lines))
}

// grouped writes n with the thousands separator of lang: "200,000" in
// English, "200.000" in Italian and Spanish.
func grouped(lang string, n int) string {
	s := itoa(n)
	if n < 0 || len(s) <= 3 {
		return s
	}
	sep := ","
	if decimalComma(lang) {
		sep = "."
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// utf16Len returns the length of s in UTF-16 units, as JavaScript counts.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// byteOffset returns the byte offset in s of the UTF-16 offset k (clamped
// to s).
func byteOffset(s string, k int) int {
	pos := 0
	for i, r := range s {
		if pos >= k {
			return i
		}
		pos += utf16.RuneLen(r)
	}
	return len(s)
}

// normBreaks writes every line break of a pasted text as "\n", as the text
// area does with the text it is given: a text read from the clipboard has
// the same line breaks as one the browser pasted.
func normBreaks(s string) string {
	if strings.IndexByte(s, '\r') < 0 {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// area returns what the text area shows: the text (shown), or the first
// lines of a large one, bounded, and the view.
func (in *InputPanel) area() (text string, bounded bool) {
	if in.TooLarge > 0 && in.bv.js != nil && in.bv.chars == in.TooLarge {
		return in.bv.head, !in.jsWhole
	}
	s := in.shown()
	if s == in.whole {
		return s, false
	}
	if in.bv.js != nil || in.bv.text != s {
		in.bv = bound(s)
	}
	if !in.bv.large {
		return s, false
	}
	return in.bv.head, true
}

// boundedNote draws the line under a bounded view: the count, and the
// button that puts the whole text in the text area.
func (in *InputPanel) boundedNote() app.UI {
	l := in.Lang
	return withBody(pID("input-bounded", "bounded"),
		withText(el("span", "id", "input-bounded-count"), in.bv.note(l)+" "),
		clickT(el("button", "type", "button", "class", "linkish", "id", "input-edit-whole", "title", i18n.T(l, "input.bounded.slow")),
			in.onEditWhole, l, "input.bounded.edit"),
		withText(el("small", "class", "hint"), " "+i18n.T(l, "input.bounded.slow")+" "+i18n.T(l, "input.bounded.paste")),
	)
}

// onEditWhole puts the whole text in the text area.
func (in *InputPanel) onEditWhole(ctx app.Context, e app.Event) {
	if in.bv.js != nil && in.TooLarge > 0 {
		in.jsWhole = true
	} else {
		in.whole = in.shown()
	}
	in.syncText(ctx)
	focusLater(ctx, InputID)
}

// domListener is a JavaScript listener the panel put on an element: the
// events it reads must be read while they are dispatched (their data, and
// whether the browser's own action goes ahead), and go-app runs its
// handlers later.
type domListener struct {
	el    app.Value
	event string
	fn    app.Func
}

// listenArea listens to the text area's pastes (an HTML table taken in
// place of the plain text, pastehtml.go; a large text or any paste into a
// bounded view taken from the event; a large paste over the whole text
// filling an emptied text area, pasteempty.go), to the drops of text on the
// drop zone, and, for the bounded view, to its edits, copies and undo.
func (in *InputPanel) listenArea(ctx app.Context) {
	ctx.Defer(func(ctx app.Context) {
		el, zone := byID(InputID), byID(dropZoneID)
		if el.IsNull() || el.IsUndefined() || zone.IsNull() || zone.IsUndefined() || len(in.listeners) > 0 {
			return
		}
		on := func(target app.Value, event string) {
			fn := app.FuncOf(func(this app.Value, args []app.Value) any {
				if len(args) > 0 {
					in.onAreaEvent(ctx, event, this, args[0])
				}
				return nil
			})
			target.Call("addEventListener", event, fn)
			in.listeners = append(in.listeners, domListener{target, event, fn})
		}
		for _, event := range [...]string{"paste", "dragstart", "dragend", "beforeinput", "copy", "cut", "keydown"} {
			on(el, event)
		}
		on(zone, "drop")
	})
}

// onAreaEvent handles the event of the text area (or the drop zone's
// drop) that listenArea listens to, while it is dispatched; this is the
// element listened to.
func (in *InputPanel) onAreaEvent(ctx app.Context, event string, this, e app.Value) {
	switch event {
	case "paste":
		l, all := selectedAll(this)
		whole := in.bounded || l == 0 || all
		in.pastedWhole = whole
		in.onPaste(ctx, this, e, whole)
		in.onPasteText(ctx, this, e, whole)
		emptyBeforePaste(this, e)
	case "drop":
		in.onDropText(ctx, e)
	case "dragstart", "dragend":
		in.dragSelf = event == "dragstart"
	case "beforeinput":
		_, all := selectedAll(this)
		in.replaceAll = in.bounded && all
	case "copy", "cut":
		in.onCopy(ctx, this, e, event == "cut")
	case "keydown":
		in.onUndoKey(ctx, e)
	}
}

// OnDismount removes the listeners.
func (in *InputPanel) OnDismount() {
	for _, l := range in.listeners {
		l.el.Call("removeEventListener", l.event, l.fn)
		l.fn.Release()
	}
	in.listeners = nil
}

// onPasteText takes the plain text of a paste from the event when it is
// large, or when the text area shows a bounded view (whole is then set):
// over the whole text, or at the selection of a small one. Any other
// paste is the browser's own.
func (in *InputPanel) onPasteText(ctx app.Context, el, e app.Value, whole bool) {
	cd := e.Get("clipboardData")
	if !cd.Truthy() || e.Get("defaultPrevented").Bool() {
		return // no data, or the HTML's text taken (onPaste)
	}
	v := cd.Call("getData", "text/plain")
	n := textLength(v)
	if n == 0 || (!in.bounded && n <= boundedLines) {
		return // nothing, or a text too short to be large: the browser's
	}
	text, tooLarge := TakeText(v)
	if tooLarge == 0 && !in.bounded && !isLarge(text) {
		return // the browser's own insertion
	}
	e.Call("preventDefault")
	text = normBreaks(text)
	if !whole && tooLarge == 0 {
		// A large text at the selection of a small text: in its place.
		cur := el.Get("value").String()
		a, b := byteOffset(cur, el.Get("selectionStart").Int()), byteOffset(cur, el.Get("selectionEnd").Int())
		text = cur[:a] + text + cur[max(a, b):]
		ctx.Dispatch(func(ctx app.Context) { in.takeText(ctx, text, TextEdited, true) })
		return
	}
	if tooLarge > 0 {
		ctx.Dispatch(func(ctx app.Context) { in.takeUntaken(ctx, v, tooLarge) })
		return
	}
	ctx.Dispatch(func(ctx app.Context) { in.takeText(ctx, text, TextNew, true) })
}

// onDropText takes a text dropped on the drop zone (not a file, which the
// drop zone's onDrop reads) from the event when it is large, or lands in
// a bounded view, an empty text area or the zone outside the text area: a
// new text. A small text dropped into a small one, or a drag within the
// text area, is the browser's own.
func (in *InputPanel) onDropText(ctx app.Context, e app.Value) {
	dt := e.Get("dataTransfer")
	if !dt.Truthy() || in.dragSelf {
		return
	}
	if files := dt.Get("files"); files.Truthy() && files.Length() > 0 {
		return // a file: onDrop
	}
	v := dt.Call("getData", "text/plain")
	n := textLength(v)
	if n == 0 {
		return
	}
	el := byID(InputID)
	onArea := e.Get("target").Equal(el)
	text, tooLarge := TakeText(v)
	if onArea && tooLarge == 0 && !in.bounded && textLength(el.Get("value")) > 0 && !isLarge(text) {
		return // the browser's own insertion at the drop point
	}
	e.Call("preventDefault")
	if tooLarge > 0 {
		ctx.Dispatch(func(ctx app.Context) { in.takeUntaken(ctx, v, tooLarge) })
		return
	}
	text = normBreaks(text)
	ctx.Dispatch(func(ctx app.Context) { in.takeText(ctx, text, TextNew, true) })
}

// takeText makes text the input, as a paste or a drop the page took from
// its event (undoable: Ctrl+Z right after it gives the text before back).
func (in *InputPanel) takeText(ctx app.Context, text string, how TextChange, undoable bool) {
	in.undo = nil
	if undoable && !formats.IsWorkbook(in.Text) && (in.TooLarge == 0 || in.bv.js == nil) {
		in.undo = &pastUndo{text: in.Text, name: in.Name}
	}
	in.Text, in.Name, in.whole, in.jsWhole = text, "", "", false
	if in.OnText != nil {
		in.OnText(ctx, text, "", how)
	}
	in.syncText(ctx)
}

// takeUntaken keeps a pasted or dropped text too long to read, v of n
// characters, in the browser, shows its first lines and refuses it
// (OnTooLarge).
func (in *InputPanel) takeUntaken(ctx app.Context, v app.Value, n int) {
	in.undo = nil
	in.bv, in.Text, in.Name, in.whole, in.jsWhole = boundJS(v, n), "", "", "", false
	in.TooLarge = n
	if in.OnTooLarge != nil {
		in.OnTooLarge(ctx, n)
	}
	in.syncText(ctx)
}

// pastUndo is the text before the last paste or drop the page took from
// its event, until the next edit.
type pastUndo struct{ text, name string }

// onUndoKey gives the text before the last paste or drop the page took
// back on Ctrl+Z (Cmd+Z), when nothing was edited since.
func (in *InputPanel) onUndoKey(ctx app.Context, e app.Value) {
	if in.undo == nil || !(e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()) || e.Get("shiftKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	if k := e.Get("key"); k.Type() != app.TypeString || (k.String() != "z" && k.String() != "Z") {
		return
	}
	e.Call("preventDefault")
	u := in.undo
	ctx.Dispatch(func(ctx app.Context) {
		in.Text, in.Name, in.whole, in.jsWhole, in.undo = u.text, u.name, "", false, nil
		if in.OnText != nil {
			in.OnText(ctx, u.text, u.name, TextEdited)
		}
		in.syncText(ctx)
	})
}

// onCopy copies the whole text when all the lines of a bounded view are
// selected, and a cut then empties it: the clipboard never gets a part
// of the text for the whole.
func (in *InputPanel) onCopy(ctx app.Context, el, e app.Value, cut bool) {
	if !in.bounded || in.bv.js != nil {
		return
	}
	if _, all := selectedAll(el); !all {
		return
	}
	cd := e.Get("clipboardData")
	if !cd.Truthy() {
		return
	}
	cd.Call("setData", "text/plain", in.bv.text)
	e.Call("preventDefault")
	if cut {
		ctx.Dispatch(func(ctx app.Context) { in.takeText(ctx, "", TextEdited, true) })
	}
}

// editedText returns the text after an input event in the bounded view,
// whose text area holds v: the text area's value followed by the rest of
// the text after the lines it showed (an edit of those lines), or, when the
// edit replaced all of them (a paste, or an edit with all the lines
// selected), the value alone (whole). The view keeps the lines the text
// area holds. tooLarge is the length of a text still too long to read,
// which stays in the browser.
func (in *InputPanel) editedText(v, inputType app.Value) (text string, tooLarge int, whole bool) {
	whole = in.replaceAll
	if inputType.Type() == app.TypeString {
		switch inputType.String() {
		case "insertFromPaste", "insertFromPasteAsQuotation":
			whole = true
		}
	}
	in.replaceAll = false
	if whole {
		text, tooLarge = TakeText(v)
		return text, tooLarge, true
	}
	head := v.String()
	if in.bv.js != nil {
		all := strObject(v).Call("concat", in.bv.rest())
		if text, tooLarge = TakeText(all); tooLarge > 0 {
			in.bv = boundedView{large: true, head: head, js: all, chars: tooLarge}
			return "", tooLarge, false
		}
	} else {
		text = head + in.bv.text[len(in.bv.head):]
	}
	in.bv = boundedView{text: text, large: true, head: head, lines: lineCount(text)}
	return text, 0, false
}

// dropZoneID is the id of the drop zone around the text area.
const dropZoneID = "input-drop"
