package app

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// DiagList shows the reader's errors and warnings, each with its line and
// column, the text of that line with a caret under the column, and a button
// that selects the line in the text area.
type DiagList struct {
	app.Compo
	Lang   string
	Text   string
	Diags  []formats.Diagnostic
	Err    string // an error without a position
	Failed bool
}

// Render draws the list.
func (d *DiagList) Render() app.UI {
	l := d.Lang
	if len(d.Diags) == 0 && d.Err == "" {
		return classDiv("diags empty")
	}
	return divClass("diags",
		only(d.Failed, pClass("diags-title", i18n.T(l, "diag.cannotread"))),
		only(d.Err != "", alert("diag error", d.Err)),
		withBody(app.Elem("ul"),
			each(len(d.Diags), func(i int) app.UI { return d.item(d.Diags[i]) }),
		),
	)
}

// item draws one diagnostic: severity, position, its message in the page's
// language (DiagText, with the code as the message's title and data-code),
// and the line with a caret under the columns.
func (d *DiagList) item(g formats.Diagnostic) app.UI {
	l := d.Lang
	sev := g.Severity.String()
	msg, _ := i18n.DiagText(l, g)
	li := el("li", "class", "diag "+sev, "data-line", itoa(g.Line), "data-col", itoa(g.Col), "data-code", string(g.Code))
	if sev == "error" {
		li = li.Role("alert")
	}
	gc, ge, label := g.Col, g.EndCol, LineLabel(l, g.Line, g.Col)
	if g.Sheet > 0 { // a cell of a workbook: its characters in the sheet's text
		gc, ge = cellChars(lineText(d.Text, g.Line), g.Col, g.EndCol)
		label = CellLabel(l, g.Sheet, g.Line, g.Col)
	}
	line, col, endCol := Excerpt(lineText(d.Text, g.Line), gc, ge)
	return withBody(li,
		spanClass("sev", i18n.T(l, "diag."+sev)),
		only(g.Line > 0, el("button", "type", "button", "class", "linkish goto", "title", i18n.T(l, "diag.goto")).
			Text(label).
			OnClick(func(ctx app.Context, e app.Event) { selectLine(d.Text, g.Line, gc, ge) }, g.Line, g.Col, g.EndCol)),
		only(g.Line == 0, spanClass("pos", LineLabel(l, 0, 0))),
		// The message and the line have no control: written as HTML.
		app.Raw(`<span class="msg" title="`+esc(string(g.Code))+`">`+esc(msg)+"</span>"),
		snippet(i18n.T(l, "diag.excerpt", label), line, col, endCol),
	)
}

// Caret returns spaces up to column col (1-based, in characters) of line and
// carets up to endCol (inclusive; at least one). Tabs are kept so that the
// caret lines up under a tab-indented line.
func Caret(line string, col, endCol int) string {
	if col < 1 {
		return ""
	}
	if endCol < col {
		endCol = col
	}
	var b strings.Builder
	i := 1
	for _, r := range line {
		if i >= col {
			break
		}
		if r == '\t' {
			b.WriteRune('\t')
		} else {
			b.WriteByte(' ')
		}
		i++
	}
	for ; i < col; i++ {
		b.WriteByte(' ')
	}
	b.WriteString(strings.Repeat("^", endCol-col+1))
	return b.String()
}

// excerptLead is how many characters an excerpt keeps before the caret's
// column, so that the caret shows without scrolling even at 360 px; a line
// of at most excerptFits characters fits and is shown whole.
const (
	excerptLead = 24
	excerptFits = 44
)

// Excerpt returns the part of line shown under a diagnostic and the
// caret's columns in it: the line itself when it is short or column col is
// near its start, else the line from excerptLead characters before col,
// after an ellipsis. Tabs before the cut are dropped with the characters.
func Excerpt(line string, col, endCol int) (string, int, int) {
	if col <= excerptLead+2 || utf8.RuneCountInString(line) <= excerptFits {
		return line, col, endCol
	}
	skip := col - 1 - excerptLead
	rs := []rune(line)
	if skip >= len(rs) {
		skip = max(0, len(rs)-excerptLead)
	}
	return "…" + string(rs[skip:]), col - skip + 1, max(endCol, col) - skip + 1
}

// ColumnOffsets returns the UTF-16 offsets of columns col..endCol (1-based,
// in characters, inclusive) of line n of text, clamped to the line; the
// whole line when col is 0.
func ColumnOffsets(text string, n, col, endCol int) (start, end int) {
	start, end = LineOffsets(text, n)
	if col < 1 {
		return start, end
	}
	endCol = max(endCol, col)
	pos, c := start, 1
	a, b := -1, -1
	for _, r := range lineText(text, n) {
		if c == col {
			a = pos
		}
		pos += len(utf16.Encode([]rune{r}))
		if c == endCol {
			b = pos
		}
		c++
	}
	if a < 0 { // past the end of the line: the caret after its last character
		return end, end
	}
	if b < 0 {
		b = end
	}
	return a, b
}

// LineOffsets returns the UTF-16 offsets of the start and the end of line n
// (1-based) of text, as the browser's text area counts them.
func LineOffsets(text string, n int) (start, end int) {
	pos, line := 0, 1
	for _, r := range text {
		w := len(utf16.Encode([]rune{r}))
		if r == '\n' {
			if line == n {
				return start, pos
			}
			line++
			pos += w
			if line == n {
				start = pos
			}
			continue
		}
		pos += w
	}
	if line < n {
		return pos, pos
	}
	return start, pos
}
