package xlsx

import (
	"errors"
	"io"
	"path"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// An Excel workbook (.xlsx, Office Open XML) is a zip archive of XML
// parts (docs/formats.md §3.9). The reader opens it with its own zip and
// XML readers (xlsxzip.go, xlsxxml.go: archive/zip and encoding/xml would
// cost app.wasm far more), reads the shared strings and the cells of the sheets, and
// turns the chosen sheet into lines, one per row, its cells separated by
// TABs: the text a spreadsheet gives when its rows are copied. Those
// lines then go through detection and the table readers as a pasted
// table does, so a chess-results crosstable workbook is read exactly as
// its CSV. Positions are given back as the sheet's: a diagnostic's Line
// is the row and its Col the column (A = 1), with Sheet the sheet's
// number.

// The bounds of a workbook, against hostile files: a zip whose parts
// expand far beyond their compressed size, a sheet of millions of cells,
// XML nested without end.
const (
	MaxXlsxPart    = 64 << 20 // bytes of one uncompressed part read
	maxXlsxTotal   = 96 << 20 // bytes of all the parts read
	maxXlsxCells   = 1 << 20  // cells of all the sheets, and shared strings
	maxXlsxRows    = 1 << 16  // the last row of a sheet
	MaxXlsxCols    = 16384    // XFD, the last column of a sheet
	maxXlsxDepth   = 64       // nesting of XML elements
	maxXlsxSheets  = 256      // sheets of a workbook
	maxXlsxEntries = 4096     // entries of the zip archive
)

// The errors met inside a part's text.
var (
	errTooMuchText = errors.New("too much text")
	errTooDeep     = errors.New("elements nested too deep")
)

// ZipMagic starts every zip archive, so every .xlsx workbook.
const ZipMagic = "PK\x03\x04"

// IsZip reports whether the input starts like a zip archive.
func IsZip(s string) bool { return strings.HasPrefix(s, ZipMagic) }

// xlsxSheet is one sheet of a workbook: its name, its part and, once
// read, its rows (index row−1) of cells.
type xlsxSheet struct {
	Name  string
	part  string
	rows  [][]xlsxCell
	width []int // the last column of each row holding a cell (index row−1)
	cells int   // cells with a value
}

// xlsxCell is a cell with a value: its column (1-based) and its text.
type xlsxCell struct {
	col  int
	Text string
}

// xlsxCellCost is what a cell costs besides its text and its columns, in
// the bytes counted against the input's limit: its memory while read
// (an xlsxCell) and when its line is made (its start, a cellStart).
const xlsxCellCost = int(unsafe.Sizeof(xlsxCell{}) + unsafe.Sizeof(cellStart{}))

// workbook is a workbook being read.
type workbook struct {
	data    string
	files   map[string]*zipEntry
	read    int64 // uncompressed bytes read so far
	cells   int   // cells and shared strings read so far
	lines   int   // bytes of the lines the sheets read so far expand to, and their cells' memory
	strings []string
	sheets  []*xlsxSheet
}

// xlsxError is an error of the workbook as a whole, or of one cell.
type xlsxError struct{ d scan.Diagnostic }

func (e *xlsxError) Error() string { return e.d.Message }

// xlsxFail returns an error diagnostic of the workbook as a whole,
// placed at line 1, column 1 as the other errors of the input's bytes
// (E-INPUT-BINARY).
func xlsxFail(code scan.Code, m msg.Message) *xlsxError {
	return &xlsxError{scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: code, Line: 1, Col: 1, EndCol: 1}, m)}
}

// xlsxMissing is E-XLSX-PART for a part the workbook lacks.
func xlsxMissing(part string) *xlsxError {
	return xlsxFail(scan.EXlsxPart, scan.MsgS(&msg.ReaderXLSXPartMissing, part))
}

// Sheet is the sheet of a workbook that Read reads as a text: its number,
// its rows as lines of TAB-separated cells, and where each cell starts in
// them, to give positions back as the sheet's.
type Sheet struct {
	Number int
	Lines  []string
	starts [][]cellStart
}

// Open opens a workbook (Read and ReadString send every input starting
// like a zip archive here), reads its sheets and chooses the sheet to read
// (answers: Q-SHEET). q is Q-SHEET when several sheets hold cells; while
// it is blocking, sh is nil. d is the error that refuses the workbook
// (E-XLSX-…, E-NO-RESULTS for a chosen sheet without cells).
func Open(data string, answers map[string]string) (sh *Sheet, q *scan.Question, d *scan.Diagnostic) {
	wb, e := openWorkbook(data)
	if e == nil {
		e = wb.readSheets()
	}
	if e != nil {
		var xe *xlsxError
		if !errors.As(e, &xe) {
			xe = xlsxFail(scan.EXlsxZip, scan.MsgS(&msg.ReaderXLSXZip, e.Error()))
		}
		return nil, nil, &xe.d
	}
	sheet, q := wb.choose(answers)
	if q != nil && q.Blocking {
		return nil, q, nil
	}
	if wb.sheets[sheet-1].cells == 0 {
		return nil, q, &xlsxFail(scan.ENoResults, msg.Message{ID: msg.ReaderXLSXNoCells}).d
	}
	lines, starts := sheetLines(wb.sheets[sheet-1])
	return &Sheet{Number: sheet, Lines: lines, starts: starts}, q, nil
}

// ToCell turns the line and character columns of a diagnostic of a Read
// of sh.Lines into the row and columns of the sheet's cells.
func (sh *Sheet) ToCell(d *scan.Diagnostic) { toCell(d, sh.Number, sh.starts) }

// QuestionToCell does for a question what ToCell does for a diagnostic.
func (sh *Sheet) QuestionToCell(q *scan.Question) { questionToCell(q, sh.Number, sh.starts) }

// toCell turns a diagnostic's line and character columns into the row
// and columns of the sheet's cells.
func toCell(d *scan.Diagnostic, sheet int, starts [][]cellStart) {
	if d.Line <= 0 {
		return
	}
	d.Sheet = sheet
	d.Col, d.EndCol = cellColumn(starts, d.Line, d.Col), cellColumn(starts, d.Line, max(d.Col, d.EndCol))
}

func questionToCell(q *scan.Question, sheet int, starts [][]cellStart) {
	if q.Line <= 0 {
		return
	}
	q.Sheet = sheet
	q.Col, q.EndCol = cellColumn(starts, q.Line, q.Col), cellColumn(starts, q.Line, max(q.Col, q.EndCol))
}

// cellStart is where a cell with a value is in its line: its sheet column,
// the character column of its first character and the one after its last
// (where the TAB before the next column is). The empty columns between
// two cells are one TAB each, so they need no entry: a line's starts cost
// its cells, not its width.
type cellStart struct{ col, pos, end int }

// cellColumn returns the sheet column (1-based) of character column col of
// line n: the column of the cell it falls in, or of the empty column after
// a cell whose TAB it is or follows; 0 for the whole row.
func cellColumn(starts [][]cellStart, n, col int) int {
	if col <= 0 {
		return 0
	}
	if n > len(starts) || len(starts[n-1]) == 0 {
		return 1 // a row without cells
	}
	s := starts[n-1]
	i := sort.Search(len(s), func(i int) bool { return s[i].pos > col }) - 1
	switch {
	case i < 0: // the empty columns before the first cell: column k starts at k
		return col
	case i == len(s)-1: // the last cell, or past the end of the line
		return s[i].col
	}
	return s[i].col + max(0, col-s[i].end)
}

// openWorkbook opens the zip archive and lists the sheets of its
// workbook part, in their order.
func openWorkbook(data string) (*workbook, error) {
	entries, err := readZip(data)
	if err != nil {
		return nil, err
	}
	wb := &workbook{data: data, files: map[string]*zipEntry{}}
	for _, f := range entries {
		wb.files[strings.TrimPrefix(f.Name, "/")] = f
	}
	book := "xl/workbook.xml"
	if t := wb.relTarget("_rels/.rels", "", "/officeDocument"); t != "" {
		book = t
	}
	if wb.files[book] == nil {
		return nil, xlsxMissing(book)
	}
	rels := map[string]string{}
	relsPart := path.Join(path.Dir(book), "_rels", path.Base(book)+".rels")
	if err := wb.parse(relsPart, func(x *xmlScanner, se *xmlToken) (bool, error) {
		if se.Name == "Relationship" {
			rels[se.Attr("Id")] = resolvePart(path.Dir(book), se.Attr("Target"))
		}
		return false, nil
	}, true); err != nil {
		return nil, err
	}
	err = wb.parse(book, func(x *xmlScanner, se *xmlToken) (bool, error) {
		if se.Name != "sheet" {
			return false, nil
		}
		if len(wb.sheets) == maxXlsxSheets {
			return false, xlsxLimit(&msg.ReaderXLSXLimitSheets, book, maxXlsxSheets)
		}
		part := rels[se.Attr("id")]
		if part == "" {
			part = "xl/worksheets/sheet" + strconv.Itoa(len(wb.sheets)+1) + ".xml"
		}
		wb.sheets = append(wb.sheets, &xlsxSheet{Name: se.Attr("name"), part: part})
		return false, nil
	}, false)
	if err != nil {
		return nil, err
	}
	if len(wb.sheets) == 0 {
		return nil, xlsxFail(scan.EXlsxPart, scan.MsgS(&msg.ReaderXLSXNoSheet, book))
	}
	return wb, nil
}

// relTarget returns the target of the relationship of the given type
// suffix in a relationships part, resolved against dir; "" when none.
func (wb *workbook) relTarget(part, dir, typeSuffix string) string {
	target := ""
	_ = wb.parse(part, func(x *xmlScanner, se *xmlToken) (bool, error) {
		if se.Name == "Relationship" && target == "" && strings.HasSuffix(se.Attr("Type"), typeSuffix) {
			target = resolvePart(dir, se.Attr("Target"))
		}
		return false, nil
	}, true)
	return target
}

// resolvePart resolves a relationship's target against the folder of its
// source part: "worksheets/sheet1.xml" from "xl" is xl/worksheets/sheet1.xml,
// "/xl/worksheets/sheet1.xml" is absolute.
func resolvePart(dir, target string) string {
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(path.Clean(target), "/")
	}
	return strings.TrimPrefix(path.Clean(path.Join("/", dir, target)), "/")
}

// xlsxLimit is E-XLSX-LIMIT worded by the message id of the limit, which
// cites args (the part, then the limit).
func xlsxLimit(id *msg.ID, args ...any) *xlsxError {
	return xlsxFail(scan.EXlsxLimit, scan.MsgA(id, args...))
}

// parse streams the XML part name, calling start for each start element
// (at any depth). A missing part is an error unless optional. The part's
// uncompressed size, the bytes of all parts and the depth of the elements
// are bounded.
func (wb *workbook) parse(name string, start func(*xmlScanner, *xmlToken) (bool, error), optional bool) error {
	f := wb.files[name]
	if f == nil {
		if optional {
			return nil
		}
		return xlsxMissing(name)
	}
	if f.usize > MaxXlsxPart {
		return xlsxLimit(&msg.ReaderXLSXLimitBytes, name, MaxXlsxPart)
	}
	rc, err := f.open(wb.data)
	if err != nil {
		return xlsxBroken(name, err)
	}
	lr := &countReader{r: rc, left: min(MaxXlsxPart, maxXlsxTotal-wb.read)}
	x := NewXMLScanner(lr)
	depth := 0
	for {
		tok, err := x.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			if lr.over {
				return xlsxLimit(&msg.ReaderXLSXLimitBytes, name, min(MaxXlsxPart, maxXlsxTotal))
			}
			return xlsxBroken(name, err)
		}
		switch tok.Kind {
		case 's':
			if depth++; depth > maxXlsxDepth {
				return xlsxLimit(&msg.ReaderXLSXLimitDepth, name, maxXlsxDepth)
			}
			consumed, err := start(x, tok)
			if err != nil {
				if lr.over {
					return xlsxLimit(&msg.ReaderXLSXLimitBytes, name, min(MaxXlsxPart, maxXlsxTotal))
				}
				return err
			}
			if consumed { // the callback read the element to its end
				depth--
			}
		case 'e':
			depth--
		}
	}
	wb.read += lr.n
	return nil
}

// xlsxBroken is E-XLSX-PART for a part that cannot be read.
func xlsxBroken(name string, err error) *xlsxError {
	return xlsxFail(scan.EXlsxPart, scan.MsgA(&msg.ReaderXLSXBroken, name, err))
}

// countReader reads at most left bytes, then fails.
type countReader struct {
	r    io.Reader
	left int64
	n    int64
	over bool
}

func (c *countReader) Read(p []byte) (int, error) {
	if c.left <= 0 {
		c.over = true
		return 0, errors.New("part too large")
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.n += int64(n)
	c.left -= int64(n)
	return n, err
}

// text reads the character data of the current element up to its end,
// keeping the text of its t elements (a shared or inline string with
// runs); when all is set, every character data (a v element).
func text(x *xmlScanner, all bool, budget *int) (string, error) {
	var b strings.Builder
	depth, in := 1, 0
	for depth > 0 {
		t, err := x.inner()
		if err != nil {
			return "", err
		}
		switch t.Kind {
		case 's':
			depth++
			if depth > maxXlsxDepth {
				return "", errTooDeep
			}
			switch t.Name {
			case "t":
				in++
			case "rPh", "phoneticPr": // phonetic guides are not the text
				if err := skip(x); err != nil {
					return "", err
				}
				depth--
			}
		case 'e':
			depth--
			if t.Name == "t" && in > 0 {
				in--
			}
		case 't':
			if all || in > 0 {
				if *budget -= len(t.Text); *budget < 0 {
					return "", errTooMuchText
				}
				b.Write(t.Text)
			}
		}
	}
	return b.String(), nil
}

// skip reads to the end of the element just started, at most
// maxXlsxDepth deep.
func skip(x *xmlScanner) error {
	for depth := 1; depth > 0; {
		t, err := x.inner()
		if err != nil {
			return err
		}
		switch t.Kind {
		case 's':
			if depth++; depth > maxXlsxDepth {
				return errTooDeep
			}
		case 'e':
			depth--
		}
	}
	return nil
}

// readSheets reads the shared strings and the cells of every sheet.
func (wb *workbook) readSheets() error {
	budget := scan.MaxInput // bytes of text kept, shared strings and cells
	ssPart := "xl/sharedStrings.xml"
	if len(wb.sheets) > 0 {
		if t := wb.relTarget(path.Join("xl", "_rels", "workbook.xml.rels"), "xl", "/sharedStrings"); t != "" {
			ssPart = t
		}
	}
	err := wb.parse(ssPart, func(x *xmlScanner, se *xmlToken) (bool, error) {
		if se.Name != "si" {
			return false, nil
		}
		if wb.cells++; wb.cells > maxXlsxCells {
			return false, xlsxLimit(&msg.ReaderXLSXLimitCells, ssPart, maxXlsxCells)
		}
		s, err := text(x, false, &budget)
		if err != nil {
			return false, textError(ssPart, err)
		}
		wb.strings = append(wb.strings, s)
		return true, nil
	}, true)
	if err != nil {
		return err
	}
	for i, sh := range wb.sheets {
		if err := wb.readSheet(i+1, sh, &budget); err != nil {
			return err
		}
	}
	return nil
}

// textError words an error met inside a part's text.
func textError(part string, err error) error {
	switch err {
	case errTooMuchText:
		return xlsxLimit(&msg.ReaderXLSXLimitText, part, scan.MaxInput)
	case errTooDeep:
		return xlsxLimit(&msg.ReaderXLSXLimitDepth, part, maxXlsxDepth)
	}
	return xlsxBroken(part, err)
}

// readSheet reads the cells of one sheet. A cell's position is its
// reference (r="H7"), or the next column of its row, or the next row.
func (wb *workbook) readSheet(n int, sh *xlsxSheet, budget *int) error {
	row, col := 0, 0
	return wb.parse(sh.part, func(x *xmlScanner, se *xmlToken) (bool, error) {
		switch se.Name {
		case "row":
			r := row + 1
			if s := se.Attr("r"); s != "" {
				v, err := strconv.Atoi(s)
				if err != nil || v < 1 {
					return false, cellError(n, sh, r, 0, s, "a row number", &msg.ReaderXLSXCellRowNumber)
				}
				r = v
			}
			if r > maxXlsxRows {
				return false, xlsxLimit(&msg.ReaderXLSXLimitRows, sh.part, maxXlsxRows)
			}
			row, col = r, 0
		case "c":
			r, c := row, col+1
			if ref := se.Attr("r"); ref != "" {
				var ok bool
				if c, r, ok = ParseCellRef(ref); !ok {
					return false, cellError(n, sh, max(row, 1), col+1, ref, "a cell reference such as H7", &msg.ReaderXLSXCellReference)
				}
				if row > 0 && r != row {
					return false, cellError(n, sh, r, c, ref, "a cell of row "+strconv.Itoa(row), &msg.ReaderXLSXCellOfRow, row)
				}
			}
			if r < 1 {
				r = 1
			}
			if r > maxXlsxRows || c > MaxXlsxCols {
				return false, xlsxLimit(&msg.ReaderXLSXLimitGrid, sh.part, maxXlsxRows, MaxXlsxCols)
			}
			row, col = r, c
			v, err := wb.cellValue(x, se, budget)
			if err != nil {
				var xe *xlsxError
				if errors.As(err, &xe) {
					xe.d.Sheet, xe.d.Line, xe.d.Col, xe.d.EndCol = n, r, c, c
					return false, xe
				}
				return false, textError(sh.part, err)
			}
			if v == "" {
				return true, nil
			}
			if wb.cells++; wb.cells > maxXlsxCells {
				return false, xlsxLimit(&msg.ReaderXLSXLimitCells, sh.part, maxXlsxCells)
			}
			for len(sh.rows) < r {
				sh.rows = append(sh.rows, nil)
				sh.width = append(sh.width, 0)
			}
			// The cell's cost in the lines (its text, a TAB for each column
			// it adds to its row) and in memory, counted now against the
			// input's limit: a cell far to the right costs its empty columns.
			if wb.lines += xlsxCellCost + len(v) + max(0, c-sh.width[r-1]); wb.lines > scan.MaxInput {
				e := xlsxLimit(&msg.ReaderXLSXLimitLines, n, sh.Name, scan.MaxInput)
				e.d.Sheet, e.d.Line, e.d.Col, e.d.EndCol = n, r, c, c
				return false, e
			}
			sh.width[r-1] = max(sh.width[r-1], c)
			sh.rows[r-1] = append(sh.rows[r-1], xlsxCell{col: c, Text: v})
			sh.cells++
			return true, nil
		}
		return false, nil
	}, false)
}

// cellError is E-XLSX-CELL at a cell of sheet n, found where expected
// was, worded by the message id citing the sheet, its name, found and
// then extra.
func cellError(n int, sh *xlsxSheet, row, col int, found, expected string, id *msg.ID, extra ...any) *xlsxError {
	e := xlsxFail(scan.EXlsxCell, scan.MsgA(id, append([]any{n, sh.Name, found}, extra...)...))
	e.d.Sheet, e.d.Line, e.d.Col, e.d.EndCol, e.d.Found, e.d.Expected = n, row, col, col, found, expected
	return e
}

// cellValue reads the value of a cell element as text: a shared string
// (t="s"), an inline string, a formula's string result, a boolean, an
// error value or a number, written as the sheet stores it (a number of
// more than 15 significant digits is rounded to 15, as Excel shows it).
func (wb *workbook) cellValue(x *xmlScanner, se *xmlToken, budget *int) (string, error) {
	typ := se.Attr("t")
	var v, inline string
	depth := 1
	for depth > 0 {
		t, err := x.inner()
		if err != nil {
			return "", err
		}
		switch t.Kind {
		case 's':
			switch t.Name {
			case "v":
				if v, err = text(x, true, budget); err != nil {
					return "", err
				}
			case "is":
				if inline, err = text(x, false, budget); err != nil {
					return "", err
				}
			default:
				if err := skip(x); err != nil { // a formula, an extension
					return "", err
				}
			}
		case 'e':
			depth--
		}
	}
	switch typ {
	case "s":
		i, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || i < 0 || i >= len(wb.strings) {
			e := xlsxFail(scan.EXlsxCell, scan.MsgS(&msg.ReaderXLSXSharedString, v))
			e.d.Found, e.d.Expected = v, "a shared string number below "+strconv.Itoa(len(wb.strings))
			return "", e
		}
		return wb.strings[i], nil
	case "inlineStr":
		return inline, nil
	case "b":
		switch strings.TrimSpace(v) {
		case "1":
			return "TRUE", nil
		case "0":
			return "FALSE", nil
		}
		return v, nil
	case "str", "e", "d":
		return v, nil
	}
	v = strings.TrimSpace(v)
	if len(v) > 15 {
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return strconv.FormatFloat(f, 'g', 15, 64), nil
		}
	}
	return v, nil
}

// ParseCellRef splits a cell reference ("H7", "$H$7") into its column
// (A = 1) and row.
func ParseCellRef(ref string) (col, row int, ok bool) {
	i := 0
	if i < len(ref) && ref[i] == '$' {
		i++
	}
	for ; i < len(ref); i++ {
		c := ref[i] | 0x20
		if c < 'a' || c > 'z' {
			break
		}
		if col = col*26 + int(c-'a'+1); col > MaxXlsxCols {
			return 0, 0, false
		}
	}
	if col == 0 {
		return 0, 0, false
	}
	if i < len(ref) && ref[i] == '$' {
		i++
	}
	row, err := strconv.Atoi(ref[i:])
	if err != nil || row < 1 || ref[i] == '+' {
		return 0, 0, false
	}
	return col, row, true
}

// choose returns the number (1-based) of the sheet to read: the only one
// holding cells, or the one the answer to Q-SHEET names; the question
// when several hold cells (blocking while unanswered).
func (wb *workbook) choose(answers map[string]string) (int, *scan.Question) {
	var full []int
	for i, sh := range wb.sheets {
		if sh.cells > 0 {
			full = append(full, i+1)
		}
	}
	switch len(full) {
	case 0:
		return 1, nil
	case 1:
		return full[0], nil
	}
	q := scan.Asked(scan.Question{ID: string(scan.QSheet), Blocking: true}, scan.MsgI(&msg.AskSheet, len(full)))
	for _, n := range full {
		sh := wb.sheets[n-1]
		q.Options = append(q.Options, scan.QuestionOption{ID: strconv.Itoa(n), Label: scan.MsgA(&msg.OptSheet, n, sh.Name, len(sh.rows))})
	}
	a := scan.Answer(answers, q.ID)
	for _, o := range q.Options {
		if o.ID == a {
			q.Blocking, q.Default = false, a
			n, _ := strconv.Atoi(a)
			return n, &q
		}
	}
	return full[0], &q
}

// sheetLines returns the lines of a sheet, line n holding row n with its
// cells separated by TABs (a TAB, CR or LF inside a cell becomes a space,
// the other clean-up of docs/formats.md §3.4 applies), and for each line
// the character column where each sheet column starts.
func sheetLines(sh *xlsxSheet) (lines []string, starts [][]cellStart) {
	lines = make([]string, len(sh.rows))
	starts = make([][]cellStart, len(sh.rows))
	var b strings.Builder
	for i, cells := range sh.rows {
		sort.SliceStable(cells, func(a, c int) bool { return cells[a].col < cells[c].col })
		b.Reset()
		st := make([]cellStart, 0, len(cells))
		pos, col := 1, 0 // the next character column, the last sheet column written
		for _, c := range cells {
			if c.col == col { // the same cell twice: the first is kept
				continue
			}
			for col < c.col {
				if col > 0 {
					b.WriteByte('\t')
					pos++
				}
				col++
			}
			start := pos
			// A cell that begins with a quote is a quoted field, its quotes
			// its text (scan.CellField).
			for _, r := range scan.CellField(c.Text) {
				if r == '\t' || r == '\r' || r == '\n' || r == '\uFEFF' || scan.IsOtherSpace(r) {
					r = ' '
				}
				if r == utf8.RuneError {
					r = '\uFFFD'
				}
				b.WriteRune(r)
				pos++
			}
			st = append(st, cellStart{col: c.col, pos: start, end: pos})
		}
		lines[i], starts[i] = scan.TrimBlanks(b.String()), st
	}
	return lines, starts
}

// WorkbookText returns the text of the sheet of an .xlsx workbook that
// Read would read with these answers: its rows as lines of TAB-separated
// cells. ok is false when data is not a readable workbook or the sheet is
// still to be chosen.
func WorkbookText(data string, answers map[string]string) (text string, ok bool) {
	if !IsZip(data) || len(data) > scan.MaxInput {
		return "", false
	}
	wb, err := openWorkbook(data)
	if err != nil || wb.readSheets() != nil {
		return "", false
	}
	n, q := wb.choose(answers)
	if q != nil && q.Blocking {
		return "", false
	}
	lines, _ := sheetLines(wb.sheets[n-1])
	return strings.Join(lines, "\n") + "\n", true
}

// IsWorkbook reports whether data starts like a zip archive, as an .xlsx
// workbook does: Read reads it as a workbook, not as text.
func IsWorkbook(data string) bool { return IsZip(data) }
