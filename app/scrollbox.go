package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A box that scrolls sideways on a phone (a table's box, a line of the
// text with its caret) is focusable, so that a keyboard user can scroll it
// with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable), and
// a group named by its label, so that a screen reader says what the focus
// reached. It is a group, not a region: the explanation's tables and the
// text's excerpts repeat, and a landmark's name must be unique.

// scrollBox wraps content (a table) in such a box of the given class
// (table-scroll).
func scrollBox(class, label string, content ...app.UI) app.HTMLElem {
	return el("div", "class", class, "role", "group", "aria-label", label, "tabindex", "0").Body(content...)
}

// snippet is the pre of a line of the text with, from column col (1-based;
// 0 for none) to endCol, its caret (Caret), named label; for no line, an
// empty text that holds its place (when). It has no control: it is
// written as HTML.
func snippet(label, line string, col, endCol int) app.UI {
	if line == "" {
		return app.Text("")
	}
	pre := `<pre class="snippet" role="group" aria-label="` + esc(label) + `" tabindex="0"><code>` + esc(line) + "</code>"
	if col > 0 {
		pre += `<code class="caret">` + esc("\n"+Caret(line, col, endCol)) + "</code>"
	}
	return app.Raw(pre + "</pre>")
}
