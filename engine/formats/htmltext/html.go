package htmltext

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// HTML input (docs/formats.md §3.10): a page saved from the browser (.html,
// .htm) or the clipboard's text/html is turned into the text a browser's
// copy of the page gives — a table's rows as lines of TAB-separated cells,
// a <pre> block as it is, block elements and <br> as line breaks, scripts,
// styles and the head dropped, entities decoded — and the readers read
// that text. The positions of the diagnostics are lines and columns of the
// converted text (HTMLText), which the page shows in the text area.

// htmlSniff is how many bytes of the input IsHTML looks at.
const htmlSniff = 1024

// htmlStarts are the tags an HTML input starts with (lowercase, after
// blanks and comments).
var htmlStarts = []string{"<!doctype html", "<html", "<head", "<body", "<meta", "<table", "<pre", "<div", "<style"}

// IsHTML reports whether text is an HTML page or fragment: after blanks, a
// byte-order mark and comments, it starts with <!DOCTYPE html>, <html>,
// <head>, <body>, <meta>, <table>, <pre>, <div> or <style>. Only the first
// bytes are looked at.
func IsHTML(text string) bool {
	s := text[:min(len(text), htmlSniff)]
	s = strings.TrimPrefix(s, "\uFEFF")
	for {
		s = strings.TrimLeft(s, " \t\r\n\f")
		if !strings.HasPrefix(s, "<!--") {
			break
		}
		end := strings.Index(s, "-->")
		if end < 0 {
			return false
		}
		s = s[end+3:]
	}
	if len(s) < 2 || s[0] != '<' {
		return false
	}
	head := strings.ToLower(s[:min(len(s), 16)])
	for _, p := range htmlStarts {
		if strings.HasPrefix(head, p) {
			if len(head) == len(p) {
				return true
			}
			switch head[len(p)] {
			case '>', ' ', '\t', '\r', '\n', '/':
				return true
			}
		}
	}
	return false
}

// HTMLText returns the text a browser's copy of the HTML page or fragment
// gives: each table row a line of TAB-separated cells, <pre> blocks kept as
// they are, block elements and <br> as line breaks, other white space
// collapsed, entities decoded, and the content of <head>, <script>,
// <style>, <title>, <template> and <noscript> dropped; the classes of
// Vega's round cells, which a copy loses, are kept as marks (htmlMark).
// Its cost is linear in the length of the page, and its text is never
// longer than the page.
func HTMLText(page string) string {
	c := htmlConv{page: page, out: make([]byte, 0, len(page)/2)}
	c.run()
	return string(c.out)
}

// htmlBlock are the elements that start and end on a line of their own.
var htmlBlock = scan.WordSet("address|article|aside|blockquote|caption|center|" +
	"dd|div|dl|dt|fieldset|figcaption|figure|" +
	"footer|form|h1|h2|h3|h4|h5|h6|" +
	"header|hr|li|main|nav|ol|p|section|" +
	"table|ul|body|html|pre|tr|thead|tbody|" +
	"tfoot")

// htmlHidden are the elements whose content is not shown.
var htmlHidden = scan.WordSet("head|script|style|title|template|noscript")

// htmlConv is the state of one HTMLText conversion.
type htmlConv struct {
	page string
	out  []byte
	// space: white space seen since the last character written, written
	// before the next one unless a line or a cell starts there.
	space bool
	// lineStart: nothing written on the current line (or cell) yet.
	lineStart bool
	// cells: the cells opened on the current table row.
	cells int
	pre   int // depth of <pre> elements
	// lastNL: the output ends with a line break (or is empty).
	lastNL bool
	// blank: the output ends with a blank line.
	blank bool
	// cellNL: the current line was begun by a block inside a cell.
	cellNL bool
	// noHeadEnd: the page has no </head> after a <head> met.
	noHeadEnd bool
	// mark is the marker of the element open in a cell whose class names
	// one (htmlMark), markTag its name and markAt where its text starts.
	mark    byte
	markTag string
	markAt  int
	// cellAt is where the text of the cell open on the current row starts
	// in out (quoteCell).
	cellAt int
}

// htmlMark returns the marker of a class whose meaning a browser's copy
// loses and the text keeps, 0 for any other (docs/formats.md §3.10; a
// switch, not a map: smaller in app.wasm). Vega's Swiss crosstable marks
// the opponent's number in a round cell by the colour the row's player had
// (cw White, cb Black) or by cf for a game not played (a forfeit; a bye
// has no number). On an element inside a table cell (not the cell itself)
// whose text is a number, a colour is written as a letter after the
// number ("19w"), and a forfeit turns the result alone on the line above
// ("1", "0") into "+" or "-". Any other element is left as it is.
func htmlMark(class string) byte {
	switch class {
	case "cw":
		return 'w'
	case "cb":
		return 'b'
	case "cf":
		return 'f'
	}
	return 0
}

// markOf returns the marker of the first class of the tag's attributes
// attrs that has one (htmlMark), 0 for none.
func markOf(attrs string) byte {
	i := strings.Index(attrs, "class=")
	if i <= 0 || !scan.IsRESpace(attrs[i-1]) {
		return 0
	}
	v := attrs[i+len("class="):]
	if v != "" && (v[0] == '"' || v[0] == '\'') {
		if e := strings.IndexByte(v[1:], v[0]); e >= 0 {
			v = v[1 : e+1]
		}
	} else if e := strings.IndexAny(v, " \t\r\n\f>"); e >= 0 {
		v = v[:e]
	}
	for _, f := range strings.Fields(v) {
		if m := htmlMark(f); m != 0 {
			return m
		}
	}
	return 0
}

// endMark writes the marker of the element closed (markTag) when its text
// is a number.
func (c *htmlConv) endMark() {
	m := c.mark
	c.mark = 0
	if len(c.out)-c.markAt > 4 || !scan.IsUint(string(c.out[c.markAt:])) {
		return
	}
	if m != 'f' {
		c.out = append(c.out, m)
		return
	}
	// The result is the line above: "1" or "0" alone.
	if p := c.markAt - 2; p >= 0 && c.out[p+1] == '\n' && (p == 0 || c.out[p-1] == '\n') {
		switch c.out[p] {
		case '1':
			c.out[p] = '+'
		case '0':
			c.out[p] = '-'
		}
	}
}

func (c *htmlConv) run() {
	c.lineStart, c.lastNL = true, true
	s := c.page
	for i := 0; i < len(s); {
		switch {
		case s[i] == '<' && strings.HasPrefix(s[i:], "<!--"):
			end := strings.Index(s[i+4:], "-->")
			if end < 0 {
				return
			}
			i += 4 + end + 3
		case s[i] == '<' && i+1 < len(s) && (s[i+1] == '!' || s[i+1] == '?'):
			end := strings.IndexByte(s[i:], '>')
			if end < 0 {
				return
			}
			i += end + 1
		case s[i] == '<' && i+1 < len(s) && (isASCIILetter(s[i+1]) || s[i+1] == '/' && i+2 < len(s) && isASCIILetter(s[i+2])):
			i = c.tag(i)
		case s[i] == '&':
			r, n := HtmlEntity(s[i:])
			if n == 0 {
				c.text("&")
				i++
			} else {
				c.text(r)
				i += n
			}
		default:
			j := i + 1
			for j < len(s) && s[j] != '<' && s[j] != '&' {
				j++
			}
			c.text(s[i:j])
			i = j
		}
	}
}

// tag reads the tag at s[i] ('<' followed by a letter or '/'), acts on it
// and returns the index after it.
func (c *htmlConv) tag(i int) int {
	s := c.page
	j := i + 1
	closing := s[j] == '/'
	if closing {
		j++
	}
	k := j
	for k < len(s) && (isASCIILetter(s[k]) || s[k] >= '0' && s[k] <= '9') {
		k++
	}
	name := strings.ToLower(s[j:k])
	end := tagEnd(s, k)
	if !closing && htmlHidden[name] && !(name == "head" && c.noHeadEnd) {
		return c.skipHidden(name, end)
	}
	if c.mark != 0 && (closing && name == c.markTag || name == "td" || name == "th" || name == "tr") {
		c.endMark()
	}
	switch name {
	case "br":
		if c.cells > 0 {
			c.space = true // a line break inside a cell stays in the cell
		} else {
			c.newline(true)
		}
	case "td", "th":
		if !closing {
			c.quoteCell()
			if c.cells > 0 && !(c.cellNL && c.lastNL) {
				c.out = append(c.out, '\t')
				c.lastNL, c.blank = false, false
			}
			c.cells++
			c.cellAt = len(c.out)
			c.lineStart, c.space = true, false
		}
	case "tr":
		c.newline(false)
		c.cells = 0
	case "pre":
		end = c.preTag(closing, end)
	default:
		if htmlBlock[name] {
			c.block(name)
		}
	}
	if !closing && c.cells > 0 && name != "td" && name != "th" {
		if m := markOf(s[k:end]); m != 0 {
			c.mark, c.markTag, c.markAt = m, name, len(c.out)
		}
	}
	return end
}

// skipHidden skips an element whose content is not shown (a script, a
// style, the head) from the end of its start tag to after its end tag, and
// returns the index after it.
func (c *htmlConv) skipHidden(name string, end int) int {
	s := c.page
	if n := indexFold(s[end:], "</"+name); n >= 0 {
		e := strings.IndexByte(s[end+n:], '>')
		if e < 0 {
			return len(s)
		}
		return end + n + e + 1
	}
	if name == "head" {
		// A head never closed: its content is the page's, and no
		// later <head> looks for its end again.
		c.noHeadEnd = true
		return end
	}
	return len(s)
}

// preTag acts on <pre> or </pre> ending at end, and returns the index
// after it: a line break right after <pre> is not part of its text.
func (c *htmlConv) preTag(closing bool, end int) int {
	c.newline(false)
	if closing {
		c.pre = max(c.pre-1, 0)
		return end
	}
	c.pre++
	if strings.HasPrefix(c.page[end:], "\r\r\n") { // one line end (docs/formats.md §3.3)
		return end + 3
	}
	if strings.HasPrefix(c.page[end:], "\r\n") {
		return end + 2
	}
	if strings.HasPrefix(c.page[end:], "\n") {
		return end + 1
	}
	return end
}

// block acts on a block element's tag: inside a cell, a line of its own,
// as browsers copy it (Vega's result and opponent), with no TAB before the
// next cell; elsewhere a new line (and a blank line for a paragraph).
func (c *htmlConv) block(name string) {
	if c.cells > 0 && name != "table" && name != "tbody" && name != "thead" && name != "tfoot" {
		if !c.lastNL {
			c.out = append(c.out, '\n')
			c.lastNL = true
		}
		c.lineStart, c.space, c.cellNL = true, false, true
		return
	}
	c.newline(false)
	if name == "p" {
		c.blankLine()
	}
}

// tagEnd returns the index after the '>' ending the tag whose attributes
// start at s[k], skipping quoted values; len(s) when it is not closed.
func tagEnd(s string, k int) int {
	var quote byte
	for ; k < len(s); k++ {
		switch b := s[k]; {
		case quote != 0:
			if b == quote {
				quote = 0
			}
		case b == '"' || b == '\'':
			quote = b
		case b == '>':
			return k + 1
		}
	}
	return len(s)
}

// newline ends the current line: always for a <br> (hard), else only when
// something was written on it.
func (c *htmlConv) newline(hard bool) {
	c.quoteCell()
	if hard || !c.lastNL {
		c.out = append(c.out, '\n')
	}
	c.lastNL, c.lineStart, c.space, c.cells, c.cellNL = true, true, false, 0, false
}

// quoteCell writes the cell ending, one line of text that begins with a
// quote, as a quoted field (RFC 4180, its quotes doubled): the readers
// read a field that begins with a quote as a quoted one (docs/formats.md
// §3.8), and a cell's quotes are its text (a name written in quotes,
// "A"). A cell of several lines is left as it is.
func (c *htmlConv) quoteCell() {
	if c.cells == 0 || c.cellAt >= len(c.out) || c.out[c.cellAt] != '"' || bytes.IndexByte(c.out[c.cellAt:], '\n') >= 0 {
		return
	}
	c.out = append(c.out[:c.cellAt], scan.CellField(string(c.out[c.cellAt:]))...)
}

// blankLine ends the line and leaves one blank line after it, as
// browsers copy a paragraph, unless nothing was written yet or a blank
// line already ends the text.
func (c *htmlConv) blankLine() {
	if len(c.out) == 0 || c.blank {
		return
	}
	c.out = append(c.out, '\n')
	c.blank = true
}

// text writes the text t of the page: as it is inside <pre>, else with
// its white space collapsed.
func (c *htmlConv) text(t string) {
	if c.pre > 0 {
		// CR CR LF is one line end, as the decoder reads it (docs/formats.md
		// §3.3): a page dropped on the page, whose text is this, reads as
		// the same page read by Read, decoded first.
		t = strings.ReplaceAll(t, "\r\r\n", "\n")
		t = strings.ReplaceAll(t, "\r\n", "\n")
		t = strings.ReplaceAll(t, "\r", "\n")
		if t == "" {
			return
		}
		c.out = append(c.out, t...)
		c.blank = false
		c.lastNL = t[len(t)-1] == '\n'
		c.lineStart = c.lastNL
		return
	}
	for len(t) > 0 {
		n := 0
		for n < len(t) && scan.IsRESpace(t[n]) {
			n++
		}
		if n > 0 {
			c.space = true
			t = t[n:]
			continue
		}
		for n < len(t) && !scan.IsRESpace(t[n]) {
			n++
		}
		if c.space && !c.lineStart {
			c.out = append(c.out, ' ')
		}
		c.out = append(c.out, t[:n]...)
		c.space, c.lineStart, c.lastNL, c.cellNL, c.blank = false, false, false, false, false
		t = t[n:]
	}
}

func isASCIILetter(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }

// indexFold is strings.Index ignoring ASCII case, for a lowercase sub.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i] == '<' && strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// HtmlLatin1 are the names of the entities of U+00A0 to U+00FF, in order.
const HtmlLatin1 = "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr " +
	"deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest " +
	"Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml " +
	"ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig " +
	"agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml " +
	"eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml"

// htmlNamed are the other entities decoded.
var htmlNamed = scan.WordMap(`amp=&|lt=<|gt=>|quot="|apos='|half=½|` +
	"ndash=–|mdash=—|minus=−|hellip=…|bull=•|" +
	"lsquo=‘|rsquo=’|sbquo=‚|ldquo=“|rdquo=”|bdquo=„|" +
	"ensp=\u2002|emsp=\u2003|thinsp=\u2009|zwnj=\u200C|zwj=\u200D|zwsp=\u200B|" +
	"euro=€|Scaron=Š|scaron=š|Zcaron=Ž|zcaron=ž|OElig=Œ|oelig=œ|" +
	"Yuml=Ÿ|dagger=†|Dagger=‡|trade=™|check=✓")

// HtmlEntity decodes the entity at the start of s ("&frac12;", "&#189;",
// "&#xBD;") and returns its text and length; n is 0 when s does not start
// with an entity known here, which is then text.
func HtmlEntity(s string) (string, int) {
	if len(s) < 3 {
		return "", 0
	}
	if s[1] == '#' {
		i, base := 2, 10
		if s[2] == 'x' || s[2] == 'X' {
			i, base = 3, 16
		}
		j := i
		for j < len(s) && j-i < 8 && (s[j] >= '0' && s[j] <= '9' || base == 16 && (s[j]|0x20 >= 'a' && s[j]|0x20 <= 'f')) {
			j++
		}
		if j == i {
			return "", 0
		}
		v, _ := strconv.ParseUint(s[i:j], base, 32)
		if j < len(s) && s[j] == ';' {
			j++
		}
		r := rune(v)
		switch {
		case r >= 0x80 && r < 0xA0:
			r = scan.Cp1252[r-0x80] // as browsers do
		case r == 0 || r > utf8.MaxRune || r >= 0xD800 && r <= 0xDFFF:
			r = utf8.RuneError
		}
		return string(r), j
	}
	j := 1
	for j < len(s) && j < 12 && (isASCIILetter(s[j]) || j > 1 && s[j] >= '0' && s[j] <= '9') {
		j++
	}
	if j == 1 || j >= len(s) || s[j] != ';' {
		return "", 0
	}
	name := s[1:j]
	if t, ok := htmlNamed[name]; ok {
		return t, j + 1
	}
	if k := latin1Index(name); k >= 0 {
		if k == 13 { // &shy; is not shown
			return "", j + 1
		}
		return string(rune(0xA0 + k)), j + 1
	}
	return "", 0
}

// latin1Index returns the position of name among htmlLatin1's names, -1
// when it is not one of them.
func latin1Index(name string) int {
	s := HtmlLatin1
	for k := 0; len(s) > 0; k++ {
		f := s
		if i := strings.IndexByte(s, ' '); i >= 0 {
			f, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		if f == name {
			return k
		}
	}
	return -1
}

// FromHTML replaces the decoded lines of an HTML page by those of its
// text (HTMLText), normalised as decoded lines are, and reports whether it
// did. The per-line encoding marks are dropped: the lines are new.
func FromHTML(dec *scan.Decoded) bool {
	n := 0
	var head strings.Builder
	for _, l := range dec.Lines {
		if n >= htmlSniff {
			break
		}
		l = l[:min(len(l), htmlSniff-n)]
		head.WriteString(l)
		head.WriteByte('\n')
		n += len(l) + 1
	}
	if !IsHTML(head.String()) {
		return false
	}
	text := HTMLText(strings.Join(dec.Lines, "\n"))
	dec.Lines, _ = scan.SplitLines(text)
	for i, l := range dec.Lines {
		dec.Lines[i] = scan.NormaliseLine(l)
	}
	dec.Cp1252 = nil
	dec.Html = true
	return true
}
