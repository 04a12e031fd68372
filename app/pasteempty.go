package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A paste that replaces the whole of a text of several lines with a large
// text is slow in Chromium: its editor replaces the selection in one step
// that costs far more than inserting the same text into an empty text
// area (measured on the page: 1.2 MB of junk lines over the 2009 example,
// 2.7 s instead of 0.6 s; a 1 MB crosstable, 0.52 s instead of 0.37 s;
// e2e TestPasteOverText). So before such a paste goes ahead, the page
// deletes the selected text with the browser's own editing command, which
// the browser can undo: the paste then fills an empty text area, and two
// undos give the old text back. A text larger than the bounded view's
// thresholds (pastebig.go) is not the browser's to insert at all: this
// applies from emptyBeforeLarge up to them.

// emptyBeforeLarge is the length of pasted plain text from which the text
// area is emptied first (emptyBeforePaste): below it the browser's own
// replacement costs a few milliseconds more at most, and one undo gives
// the old text back.
const emptyBeforeLarge = 64 << 10

// emptyBeforePaste deletes the text area's whole selected text (el, the
// text area; e, the paste event) when the paste replaces all of it with a
// plain text of at least emptyBeforeLarge characters. It runs while the
// paste event is dispatched, before the browser inserts the text.
func emptyBeforePaste(el, e app.Value) {
	cd := e.Get("clipboardData")
	if !cd.Truthy() || e.Get("defaultPrevented").Bool() {
		return
	}
	if l, all := selectedAll(el); l == 0 || !all {
		return
	}
	if textLength(cd.Call("getData", "text/plain")) < emptyBeforeLarge {
		return
	}
	global("document").Call("execCommand", "delete")
}
