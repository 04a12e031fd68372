package app

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// InputPanel is the paste area and the file drop zone, with the format found
// and the reader's errors and warnings beside the text. The text is never
// cleared or altered by the page, but for an HTML page pasted or opened,
// which becomes the page's text (pastehtml.go).
type InputPanel struct {
	app.Compo
	Lang    string
	Text    string
	Name    string
	Format  string // the chosen input format id; "" = automatic detection
	Outcome Outcome
	// OnText receives the new text, its file name ("" when pasted), and
	// how it came (TextChange): typed, so the computation may wait for a
	// pause; edited at once (a paste into the text, a cut, an undo); or a
	// new text (a file read, a paste over the whole text or into an empty
	// text area), which starts from its own rules.
	OnText func(ctx app.Context, text, name string, how TextChange)
	// OnTooLarge receives the length, in characters, of a text put in the
	// text area that is longer than the readers accept: the text stays
	// there, untaken (TakeText).
	OnTooLarge func(ctx app.Context, n int)
	// TooLarge is the length of the text refused as too long (State.
	// TooLarge), 0 when the text was taken.
	TooLarge int
	// OnFormat receives the input format chosen in the selector ("auto",
	// "trf", "strip", ...).
	OnFormat func(ctx app.Context, id string)
	// OnAnswer receives the answer to one of the reader's questions.
	OnAnswer func(ctx app.Context, id, option string)

	dragging bool
	// synced is the text the text area is known to hold (syncText): a
	// render does not read a long text back from the page to compare.
	synced string
	// The text of the sheet of the workbook wbText, when the input is an
	// .xlsx workbook, for the sheet wbSheet chose (shown).
	wbText, wbSheet, wbShown string
	// listeners are the panel's JavaScript listeners (listenArea).
	listeners []domListener
	// pastedWhole is set by a paste that replaces the whole text, or
	// fills an empty text area (listenArea), for the input it causes.
	pastedWhole bool

	// The bounded view of a large text (pastebig.go): bv is the view of
	// the text shown; bounded is set while the text area holds its first
	// lines only; whole is the large text the text area holds whole
	// (asked for with "Edit the whole text", or edited whole), and jsWhole
	// is set when it holds a text too long to read whole. syncedJS is set
	// when the text area holds that text (syncText).
	bv                         boundedView
	bounded, jsWhole, syncedJS bool
	whole                      string
	// replaceAll is set by an edit of all the lines of a bounded view
	// (beforeinput), for the input it causes; dragSelf while a drag
	// started in the text area goes on; undo is the text before the last
	// paste or drop taken from its event, until the next edit.
	replaceAll, dragSelf bool
	undo                 *pastUndo
}

// TextChange is how a new text came to the page (InputPanel.OnText).
type TextChange uint8

// The ways a text changes.
const (
	TextTyped  TextChange = iota // typed, a key at a time
	TextEdited                   // a paste into the text, a cut, an undo: at once
	TextNew                      // a file, a paste over all of it or into an empty area
)

// InputID is the id of the text area, used by the diagnostics to select a
// line.
const InputID = "input-text"

// Render draws the panel.
func (in *InputPanel) Render() app.UI {
	l := in.Lang
	_, bounded := in.area()
	described := "input-status"
	if bounded {
		described += " input-bounded"
	}
	return withBody(el("section", "class", "input no-print", "aria-label", i18n.T(l, "input.title")),
		textT(app.Elem("h2"), l, "input.title"),
		divClass("input-grid",
			withBody(el("div", "class", "dropzone", "id", dropZoneID, "class", classIf(in.dragging, "dragging")).
				OnDragOver(in.onDragOver).OnDragLeave(in.onDragLeave).OnDrop(in.onDrop),
				textT(el("label", "for", InputID, "class", "visually-hidden"), l, "input.label"),
				el("textarea", "id", InputID, "class", "text", "class", classIf(bounded, "bounded"), "rows", "14", "spellcheck", "false",
					"wrap", "off", "autocomplete", "off", "autocapitalize", "off", "placeholder", i18n.T(l, "input.placeholder"),
					"aria-describedby", described).
					OnInput(in.onInput),
				// Its place held (when): the text area's siblings do not
				// move when the view comes or goes.
				when(bounded, in.boundedNote),
				divClass("file-row",
					textT(el("label", "class", "button file-button", "for", "input-file"), l, "input.choose"),
					typedInput("file", "input-file", "class", "visually-hidden",
						"accept", ".trf,.txt,text/plain,.html,.htm,text/html,.json,application/json,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").OnChange(in.onFile),
					spanClass("hint", i18n.T(l, "input.drop")),
					&FormatSelect{Lang: l, Value: in.Format, Detected: in.Outcome.FormatID, OnChange: in.OnFormat},
				),
			),
			divClass("input-side",
				withText(el("p", "id", "input-status", "class", "status", "aria-live", "polite"), in.status()),
				&Questions{Lang: l, Text: in.shown(), Questions: in.Outcome.Questions, Open: in.Outcome.Failed, OnAnswer: in.OnAnswer},
				&DiagList{Lang: l, Text: in.shown(), Diags: in.Outcome.Diags, Err: outcomeErr(l, in.Outcome),
					Failed: in.Outcome.Failed && len(in.Outcome.Questions) == 0},
			),
		),
	)
}

// OnMount puts the text into the text area.
func (in *InputPanel) OnMount(ctx app.Context) {
	in.synced = "" // a new text area holds nothing yet
	in.syncText(ctx)
	in.listenArea(ctx)
}

// OnUpdate puts a new text (an example, a file, a share link) into the text
// area. The value is set directly, not as a go-app attribute, which would
// trim the text and so alter it.
func (in *InputPanel) OnUpdate(ctx app.Context) { in.syncText(ctx) }

func (in *InputPanel) syncText(ctx app.Context) {
	text, bounded := in.area()
	in.bounded = bounded
	if in.jsWhole && !bounded && in.bv.js != nil {
		// A text too long to read, asked for whole: from the browser's
		// string, never copied into the WebAssembly's memory.
		if !in.syncedJS {
			js := in.bv.js
			ctx.Defer(func(ctx app.Context) {
				if el := byID(InputID); !el.IsNull() && !el.IsUndefined() {
					el.Set("value", js)
					in.synced, in.syncedJS = "", true
				}
			})
		}
		return
	}
	if text == in.synced && !in.syncedJS {
		return // the text area holds it: its own input, or set before
	}
	ctx.Defer(func(ctx app.Context) {
		el := byID(InputID)
		if el.IsNull() || el.IsUndefined() {
			return
		}
		if in.syncedJS || el.Get("value").String() != text {
			el.Set("value", text)
		}
		in.synced, in.syncedJS, in.bounded = text, false, bounded
	})
}

// shown is the text the text area shows: the input, or for an .xlsx
// workbook (kept as its bytes, which the reader reads) the text of its
// sheet, its rows as lines of TAB-separated cells (formats.WorkbookText),
// never the workbook's bytes; "" while the sheet is to be chosen
// (Q-SHEET). Its line n is the sheet's row n, so the positions of the
// diagnostics select their row. Editing it makes it the input.
func (in *InputPanel) shown() string {
	if !formats.IsWorkbook(in.Text) {
		return in.Text
	}
	sheet := ""
	for _, q := range in.Outcome.Questions {
		if q.ID == string(formats.QSheet) {
			sheet = q.Default
		}
	}
	if in.wbText != in.Text || in.wbSheet != sheet {
		text, _ := formats.WorkbookText(in.Text, map[string]string{string(formats.QSheet): sheet})
		in.wbText, in.wbSheet, in.wbShown = in.Text, sheet, text
	}
	return in.wbShown
}

// status is the one-line summary beside the text: format, players, rounds.
func (in *InputPanel) status() string {
	l, o := in.Lang, in.Outcome
	switch {
	case strings.TrimSpace(in.Text) == "" && !o.Failed:
		return i18n.T(l, "input.empty")
	case o.Failed && !hasError(o.Diags) && o.Err == "" && openQuestions(o.Questions) > 0:
		return i18n.T(l, "input.questions", openQuestions(o.Questions))
	case o.Failed:
		return i18n.T(l, "input.failed")
	case o.Event == nil:
		return ""
	}
	format := o.Format
	if o.FormatID != "" {
		format = i18n.FormatName(l, o.FormatID)
	}
	if v := formatVersion(l, o.Version); v != "" && v != format {
		format += " (" + v + ")"
	}
	// One round is worded in the singular ("1 round", not "1 rounds"):
	// the page is read after every round, the first too.
	one := o.Event.Rounds == 1
	s := i18n.T(l, "input.format", format, len(o.Event.Players), o.Event.Rounds)
	if one {
		s = i18n.T(l, "input.format.one", format, len(o.Event.Players))
	}
	if ts := o.Event.Teams; ts != nil {
		s += " · " + i18n.T(l, "input.teams", len(ts.Teams), ts.Boards)
		if len(o.Event.Players) == 0 { // a team crosstable or grid: teams only
			s = i18n.T(l, "input.format.teams", format, len(ts.Teams), ts.Boards, o.Event.Rounds)
			if one {
				s = i18n.T(l, "input.format.teams.one", format, len(ts.Teams), ts.Boards)
			}
		}
	}
	if in.Name != "" {
		s = in.Name + " · " + s
	}
	if o.Event.Name != "" {
		s = o.Event.Name + " — " + s
	}
	return s
}

// formatVersion is the version of the format read in lang ("TRF26", "with
// colours"); "" when it adds nothing to the format's name.
func formatVersion(lang, v string) string {
	if i18n.HasKey("format.version." + v) {
		return i18n.T(lang, "format.version."+v)
	}
	return v
}

func (in *InputPanel) onInput(ctx app.Context, e app.Event) {
	in.undo = nil
	v, kind := ctx.JSSrc().Get("value"), e.Get("inputType")
	var text string
	var n int
	if in.bounded {
		// The bounded view's lines edited (pastebig.go): the view stays,
		// holding them; or all of them replaced.
		var whole bool
		if text, n, whole = in.editedText(v, kind); !whole {
			in.Text, in.synced, in.syncedJS = text, in.bv.head, false
			if n > 0 {
				in.TooLarge = n
			}
		} else {
			in.Text, in.synced, in.syncedJS, in.whole, in.bounded = text, text, false, text, false
		}
	} else {
		text, n = TakeText(v)
		in.Text, in.synced, in.syncedJS, in.whole = text, text, false, text
	}
	if n > 0 && in.OnTooLarge != nil {
		in.OnTooLarge(ctx, n)
		return
	}
	how := TextTyped
	if wholeText(kind) {
		how = TextEdited
	}
	// The paste's own insertion: the emptying before a large paste
	// (pasteempty.go) comes first and leaves the mark.
	if kind.Type() == app.TypeString && kind.String() == "insertFromPaste" {
		if in.pastedWhole {
			how = TextNew
		}
		in.pastedWhole = false
	}
	if in.OnText != nil {
		in.OnText(ctx, text, in.Name, how)
	}
}

// TakeText returns the text of a JavaScript string, or, when it has more
// characters than the readers accept bytes (formats.MaxInput; a character
// is at least one byte in UTF-8), "" and its length: a text that will be
// refused is not copied into the WebAssembly memory first.
func TakeText(v app.Value) (text string, tooLarge int) {
	if n := textLength(v); n > formats.MaxInput {
		return "", n
	}
	return v.String(), 0
}

// textLength returns the length (in UTF-16 units) of a JavaScript string
// without copying it into the WebAssembly memory: a string is not an
// object, but its String wrapper, Object(v), has the length.
func textLength(v app.Value) int {
	return app.Window().Call("Object", v).Get("length").Int()
}

// selectedAll returns the length of the text area el's text and whether
// its selection covers all of it: a paste there replaces the whole text.
func selectedAll(el app.Value) (length int, all bool) {
	length = textLength(el.Get("value"))
	return length, el.Get("selectionStart").Int() == 0 && el.Get("selectionEnd").Int() == length
}

// wholeText reports whether an input event's inputType brings a whole
// text at once (a paste, a drop, an undo of one) rather than a key.
func wholeText(inputType app.Value) bool {
	if inputType.Type() != app.TypeString {
		return false
	}
	switch inputType.String() {
	case "insertFromPaste", "insertFromDrop", "insertFromPasteAsQuotation", "deleteByCut", "historyUndo", "historyRedo":
		return true
	}
	return false
}

func (in *InputPanel) onDragOver(ctx app.Context, e app.Event) {
	e.PreventDefault()
	in.dragging = true
}

func (in *InputPanel) onDragLeave(ctx app.Context, e app.Event) {
	in.dragging = false
}

func (in *InputPanel) onDrop(ctx app.Context, e app.Event) {
	e.PreventDefault()
	in.dragging = false
	files := e.Get("dataTransfer").Get("files")
	if files.Truthy() && files.Length() > 0 {
		in.readFile(ctx, files.Index(0))
	}
}

func (in *InputPanel) onFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if files.Truthy() && files.Length() > 0 {
		in.readFile(ctx, files.Index(0))
	}
}

// readFile reads a browser File as bytes and decodes it (UTF-8, else
// Windows-1252) into the text area. An .xlsx workbook (a zip archive) is
// kept as its bytes, which the reader reads; the text area shows its
// sheet's text (shown). An HTML page (a saved .html or .htm) becomes its
// text (formats.HTMLText), which the text area shows and the reader
// reads, as an HTML paste does (pastehtml.go).
func (in *InputPanel) readFile(ctx app.Context, file app.Value) {
	name := file.Get("name").String()
	readBytes(file, func(b []byte) {
		text := fileText(b)
		ctx.Dispatch(func(ctx app.Context) {
			in.Text, in.Name, in.whole, in.jsWhole, in.undo = text, name, "", false, nil
			if in.OnText != nil {
				in.OnText(ctx, text, name, TextNew)
			}
		})
	})
}

// fileText is the text of a file's bytes: a workbook's bytes as they are,
// another file decoded (UTF-8, else Windows-1252), an HTML page's text.
func fileText(b []byte) string {
	if formats.IsWorkbook(string(b[:min(len(b), 4)])) {
		return string(b)
	}
	text := DecodeBytes(b)
	if formats.IsHTML(text) {
		text = formats.HTMLText(text)
	}
	return text
}

// CellLabel formats the position of a cell of a workbook as "sheet 1,
// row 7, column H" in lang ("sheet 1, row 7" for the whole row).
func CellLabel(lang string, sheet, row, col int) string {
	if col > 0 {
		return i18n.T(lang, "diag.cell", sheet, row, formats.ColumnName(col))
	}
	return i18n.T(lang, "diag.cellrow", sheet, row)
}

// cellChars returns the character columns (1-based, inclusive) of the
// sheet columns col..endCol in line, a row of TAB-separated cells; 0, 0
// for the whole line.
func cellChars(line string, col, endCol int) (int, int) {
	if col <= 0 {
		return 0, 0
	}
	endCol = max(endCol, col)
	start, end, pos := 0, 0, 1
	for i, f := range strings.Split(line, "\t") {
		n := utf8.RuneCountInString(f)
		if i+1 == col {
			start = pos
		}
		if i+1 == endCol {
			end = pos + n - 1
			break
		}
		pos += n + 1
	}
	if start == 0 { // the row has no such cell
		return 0, 0
	}
	return start, max(end, start)
}

// LineLabel formats a position as "line 12, column 5" in lang.
func LineLabel(lang string, line, col int) string {
	switch {
	case line > 0 && col > 0:
		return i18n.T(lang, "diag.linecol", line, col)
	case line > 0:
		return i18n.T(lang, "diag.line", line)
	}
	return i18n.T(lang, "diag.whole")
}

// lineText returns line n (1-based) of text, or "".
func lineText(text string, n int) string {
	if n <= 0 {
		return ""
	}
	lines := strings.SplitN(text, "\n", n+1)
	if n > len(lines) {
		return ""
	}
	return strings.TrimRight(lines[n-1], "\r")
}

// itoa is strconv.Itoa, short.
func itoa(n int) string { return strconv.Itoa(n) }
