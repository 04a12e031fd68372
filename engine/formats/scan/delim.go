package scan

import (
	"strings"
	"unicode/utf8"
)

// The delimiters of a table (docs/formats.md §3.8): every table reader and
// every detector that splits lines into fields chooses its delimiter here,
// once per table, and splits with scanFields (delimited text) or by
// whitespace (delim 0).

// TableDelims are the delimiters tried, in this order: TAB, semicolon, the
// pipe of Markdown and forum tables, comma.
var TableDelims = []rune{'\t', ';', '|', ','}

// IsMarkdownRule reports a Markdown separator row ("|---|:--:|"): pipes,
// dashes, colons and blanks only, with a pipe and a dash.
func IsMarkdownRule(s string) bool {
	pipe, dash := false, false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '|':
			pipe = true
		case '-':
			dash = true
		case ':', ' ', '\t':
		default:
			return false
		}
	}
	return pipe && dash
}

// ScanFields calls yield for each field of line split at delim ('\t', ';',
// '|' or ','), until yield returns false: the field's text, trimmed of
// blanks, and the byte offsets [from, to) of that text in line (of an empty
// field, where it starts). RFC 4180 quotes: a field that starts with '"'
// and whose closing quote is followed by the delimiter or the end of the
// line is the text between the quotes, which may hold the delimiter; a
// doubled quote inside stands for one quote. A quote anywhere else is an
// ordinary character. With '|', a pipe that opens or closes the line
// (Markdown) opens or closes no field, and a Markdown separator row gives
// its fields blank.
func ScanFields(line string, delim rune, yield func(text string, from, to int) bool) {
	d := byte(delim)
	lo, hi, rule := 0, len(line), false
	if d == '|' {
		lo, hi, rule = pipeBounds(line)
	}
	isBlank := func(c byte) bool { return c == ' ' || c == '\t' && d != '\t' }
	i := lo
	for {
		k := i
		for k < hi && isBlank(line[k]) {
			k++
		}
		if text, from, to, e, ok := quotedField(line, k, hi, isBlank, d); ok {
			if rule {
				text = ""
			}
			if !yield(text, from, to) || e >= hi {
				return
			}
			i = e + 1
			continue
		}
		end := hi
		if j := strings.IndexByte(line[i:hi], d); j >= 0 {
			end = i + j
		}
		raw := line[i:end]
		text := strings.TrimSpace(raw)
		from := i
		if text != "" {
			from = i + len(raw) - len(strings.TrimLeft(raw, " \t"))
		}
		to := from + len(text)
		if rule {
			text = ""
		}
		if !yield(text, from, to) || end >= hi {
			return
		}
		i = end + 1
	}
}

// pipeBounds returns where the fields of a line split at '|' lie, [lo,
// hi): within the pipes that open and close a Markdown row, if it has
// them; and whether the line is a Markdown separator row.
func pipeBounds(line string) (lo, hi int, rule bool) {
	lo, hi = 0, len(line)
	a := 0
	for a < hi && (line[a] == ' ' || line[a] == '\t') {
		a++
	}
	b := hi - 1
	for b >= a && (line[b] == ' ' || line[b] == '\t') {
		b--
	}
	if a < hi && line[a] == '|' {
		lo = a + 1
		if b > a && line[b] == '|' {
			hi = b
		}
	}
	return lo, hi, IsMarkdownRule(line)
}

// quotedField reads the RFC 4180 quoted field that starts at line[k], if
// one does: its text (a doubled quote read as one), the offsets [from, to)
// of that text in line, and the offset e of the delimiter that ends it (hi
// at the end of the line). ok is false when line[k] opens no quote, or when
// the closing quote is followed by something other than blanks and the
// delimiter: the quote is then an ordinary character.
func quotedField(line string, k, hi int, isBlank func(byte) bool, d byte) (text string, from, to, e int, ok bool) {
	if k >= hi || line[k] != '"' {
		return "", 0, 0, 0, false
	}
	m, esc := k+1, false
	for m < hi {
		if line[m] == '"' {
			if m+1 < hi && line[m+1] == '"' {
				m, esc = m+2, true
				continue
			}
			break
		}
		m++
	}
	if m >= hi {
		return "", 0, 0, 0, false
	}
	e = m + 1
	for e < hi && isBlank(line[e]) {
		e++
	}
	if e < hi && line[e] != d {
		return "", 0, 0, 0, false
	}
	text = strings.TrimSpace(line[k+1 : m])
	from = k + 1 + strings.Index(line[k+1:m], text)
	if text == "" {
		from = k + 1
	}
	to = from + len(text)
	if esc {
		text = strings.ReplaceAll(text, `""`, `"`)
	}
	return text, from, to, e, true
}

// SplitCols splits a line into fields with their columns: at delim by
// scanFields, or, when delim is 0, at whitespace (a '|' is dropped). col
// and end are the columns of the trimmed text (for an empty field, the
// column where it starts).
func SplitCols(line string, ln int, delim rune) []Tok {
	if delim == 0 {
		var out []Tok
		for _, t := range Tokenize(line, ln) {
			if t.S != "|" {
				t.Separator = false
				out = append(out, t)
			}
		}
		return out
	}
	// The fields are counted first (without allocating), so that a line
	// of thousands of fields is one allocation of its size, not a slice
	// doubled and copied as it grows.
	out := make([]Tok, 0, CountFields(line, delim))
	at, runes := 0, 0 // the rune count of line[:at], advanced as the offsets grow
	runeAt := func(b int) int {
		if b > at {
			runes += utf8.RuneCountInString(line[at:b])
			at = b
		}
		return runes
	}
	ScanFields(line, delim, func(text string, from, _ int) bool {
		col := runeAt(from) + 1
		out = append(out, Tok{S: text, Line: ln, Col: col, End: max(col+utf8.RuneCountInString(text)-1, col)})
		return true
	})
	return out
}

// FieldTexts returns the field texts of a line for a detector: split at
// delim when the line holds it; otherwise (delim 0 too) by TAB or ';'
// when the line holds one, else at runs of spaces (EachField).
func FieldTexts(s string, delim rune) []string {
	n := 0 // counted first: one allocation of the exact length
	EachField(s, delim, false, func(int, string) bool {
		n++
		return true
	})
	out := make([]string, 0, n)
	EachField(s, delim, false, func(_ int, f string) bool {
		out = append(out, f)
		return true
	})
	return out
}

// EachField calls yield with the trimmed fields of a line and their
// index, without allocating, until yield returns false: the fields
// between the table's delimiter delim when the line holds it (§3.8), else
// between TABs, else between semicolons (two or more), else between runs
// of spaces — of two or more spaces when wide (WideFields, the rule the
// chess-results readers split fixed-width text by: the team crosstable's
// cells such as "7 2½" stay whole), of one or more otherwise (Words). It
// is the one delimiter rule of the detectors: FieldTexts gives its
// fields (not wide) as a slice.
func EachField(s string, delim rune, wide bool, yield func(i int, f string) bool) {
	if delim != 0 && strings.ContainsRune(s, delim) {
		i := 0
		ScanFields(s, delim, func(f string, _, _ int) bool {
			i++
			return yield(i-1, f)
		})
		return
	}
	sep := byte(0)
	switch {
	case strings.IndexByte(s, '\t') >= 0:
		sep = '\t'
	case strings.Count(s, ";") >= 2:
		sep = ';'
	}
	i := 0
	if sep != 0 {
		for {
			j := strings.IndexByte(s, sep)
			f := s
			if j >= 0 {
				f = s[:j]
			}
			if !yield(i, strings.TrimSpace(f)) || j < 0 {
				return
			}
			s, i = s[j+1:], i+1
		}
	}
	if wide { // the line holds no TAB here: runs of two or more spaces
		WideFields(s, func(f string, _, _ int) bool {
			i++
			return yield(i-1, f)
		})
		return
	}
	for k := 0; k < len(s); {
		for k < len(s) && IsBlank(s[k]) {
			k++
		}
		if k == len(s) {
			return
		}
		j := k
		for j < len(s) && !IsBlank(s[j]) {
			j++
		}
		if !yield(i, s[k:j]) {
			return
		}
		k, i = j, i+1
	}
}

// CountFields counts the fields of a line split at delim, without
// allocating.
func CountFields(s string, delim rune) int {
	n := 0
	ScanFields(s, delim, func(string, int, int) bool {
		n++
		return true
	})
	return n
}

// ChooseDelim picks the delimiter of a table (§3.8): TAB, ';', '|' and ','
// in that order, the first that gives the same number of fields (at least
// two; four for a comma, whose one or two fields are more likely decimal
// commas) on at least 80 % of the lines holding it, when at least two lines
// hold it; Markdown separator rows are not counted. Else the one that
// splits most lines, at least half of them, into three fields or more
// (four for a comma); else 0, whitespace.
func ChooseDelim(lines []string) rune {
	for _, d := range TableDelims {
		counts := map[int]int{}
		n := 0
		for _, s := range lines {
			if !strings.ContainsRune(s, d) || d == '|' && IsMarkdownRule(s) {
				continue
			}
			n++
			counts[CountFields(s, d)]++
		}
		best, width := 0, 0
		for w, c := range counts {
			if c > best || c == best && w > width {
				best, width = c, w
			}
		}
		least := 2
		if d == ',' {
			least = 4
		}
		if n >= 2 && best*5 >= n*4 && width >= least {
			return d
		}
	}
	// No consistent delimiter: the one that splits most lines (at least
	// half) into three fields or more (four for a comma).
	var pick rune
	most := 0
	for _, d := range TableDelims {
		least := 3
		if d == ',' {
			least = 4
		}
		n := 0
		for _, s := range lines {
			if strings.ContainsRune(s, d) && CountFields(s, d) >= least {
				n++
			}
		}
		if n > most && n*2 >= len(lines) {
			pick, most = d, n
		}
	}
	return pick
}

// PickDelim is the delimiter a table reader uses: the one chooseDelim
// finds when the reader finds its table with it (ok), else 0 (whitespace).
// So a whitespace table whose decimal commas line up is not read as a
// comma CSV.
func PickDelim(lines []string, ok func(delim rune) bool) rune {
	if d := ChooseDelim(NonBlank(lines)); d != 0 && ok(d) {
		return d
	}
	return 0
}

// SampleDelims are the delimiters a detector tries on its sample, in
// order: the one chooseDelim finds, then whitespace.
func SampleDelims(sample []string) []rune {
	if d := ChooseDelim(sample); d != 0 {
		return []rune{d, 0}
	}
	return []rune{0}
}

func NonBlank(lines []string) []string {
	var out []string
	for _, s := range lines {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}

// WideFields calls yield for each field of fixed-width text, until yield
// returns false: the fields are apart by TABs and by runs of two or more
// spaces, so that a single space stays inside a field ("7 2½", "Rossi
// Mario"); from and to are the byte offsets of the field in line. The one
// rule of the readers of fixed-width crosstables (chess-results' splitWide)
// and of the detector of the team crosstable (EachField).
func WideFields(line string, yield func(text string, from, to int) bool) {
	for i := 0; i < len(line); {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if i >= len(line) {
			return
		}
		j := i
		for j < len(line) && line[j] != '\t' && (line[j] != ' ' || j+1 < len(line) && line[j+1] != ' ' && line[j+1] != '\t') {
			j++
		}
		if !yield(line[i:j], i, j) {
			return
		}
		i = j
	}
}

// CellField returns the text of a cell whose bounds are explicit (an HTML
// table's, a workbook's) as a field of the delimited text it becomes
// (docs/formats.md §3.8, 4): a cell that begins with a quote is written
// quoted, its quotes doubled, so that its quotes stay its text; any other
// cell as it is.
func CellField(s string) string {
	if !strings.HasPrefix(s, `"`) {
		return s
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}
