package formats

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/xlsx"
)

// realWorkbook reads a real workbook of testdata/real (SOURCES.md there
// says where each comes from).
func realWorkbook(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "real", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestWorkbookRealExports reads the chess-results Excel exports kept in
// testdata/real: each is one sheet, read by the reader of its table
// (crosstable or grid) without an error, and its standings put first the
// player the export ranks first.
func TestWorkbookRealExports(t *testing.T) {
	for _, c := range []struct {
		file                   string
		format                 Format
		players, rounds        int
		first                  string
		byes, diagnostics, row int // Q-BYE questions; warnings and infos; the row of the first bye
	}{
		{"cr-keshmat-winter-open-2026.xlsx", FormatChessResults, 30, 5, "Haddad Peter", 3, 0, 27},
		{"cr-keshmat-winter-rapid-2026.xlsx", FormatChessResults, 25, 7, "", 6, 0, 37},
		{"cr-keshmat-rapid-2024-08.xlsx", FormatChessResults, 107, 7, "", 5, 1, 87},
		{"cr-keshmat-winter-a-2026.xlsx", FormatGrid, 6, 5, "", 0, 1, 0},
	} {
		t.Run(c.file, func(t *testing.T) {
			ev, rep, err := Read(realWorkbook(t, c.file), Options{FileName: c.file, Answers: map[string]string{"Q-BERGER": "no"}})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Format != c.format || len(ev.Players) != c.players || ev.Rounds != c.rounds || ev.Provenance.Encoding != "xlsx, sheet 1" {
				t.Fatalf("format %s, %d players, %d rounds, encoding %q", rep.Format, len(ev.Players), ev.Rounds, ev.Provenance.Encoding)
			}
			byes := 0
			for _, q := range rep.Questions {
				if strings.HasPrefix(q.ID, "Q-BYE/") {
					if byes == 0 && (q.Sheet != 1 || q.Line != c.row || q.Col < 6) {
						t.Errorf("first Q-BYE at sheet %d, row %d, column %d; want sheet 1, row %d, a round column", q.Sheet, q.Line, q.Col, c.row)
					}
					byes++
				}
			}
			if byes != c.byes || len(rep.Diagnostics) != c.diagnostics {
				t.Fatalf("%d Q-BYE, %d diagnostics %+v", byes, len(rep.Diagnostics), rep.Diagnostics)
			}
			for _, d := range rep.Diagnostics {
				if d.Sheet != 1 || d.Line < 1 {
					t.Errorf("diagnostic not placed on the sheet: %+v", d)
				}
			}
			if c.first == "" {
				return
			}
			st, err := engine.Compute(ev, engine.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := st.Rows[0].Player.Name; got != c.first {
				t.Fatalf("first %q, want %q", got, c.first)
			}
		})
	}
}

// TestWorkbookReadsAsItsText: a workbook is read exactly as the text of
// its sheet, its rows as TAB-separated lines (WorkbookText), is read when
// pasted: the same event, the same questions at the same rows.
func TestWorkbookReadsAsItsText(t *testing.T) {
	for _, name := range []string{"cr-keshmat-winter-open-2026.xlsx", "cr-keshmat-rapid-2024-08.xlsx"} {
		data := realWorkbook(t, name)
		text, ok := xlsx.WorkbookText(string(data), nil)
		if !ok {
			t.Fatal("no text")
		}
		ev, rep, err := Read(data, Options{})
		ev2, rep2, err2 := ReadString(text, Options{})
		if err != nil || err2 != nil {
			t.Fatal(err, err2)
		}
		ev2.Provenance.Encoding, ev2.Provenance.LineEnding = ev.Provenance.Encoding, ev.Provenance.LineEnding
		if !reflect.DeepEqual(ev, ev2) {
			t.Fatalf("%s: the workbook and its text give different events", name)
		}
		if len(rep.Questions) != len(rep2.Questions) {
			t.Fatalf("%d and %d questions", len(rep.Questions), len(rep2.Questions))
		}
		for i, q := range rep.Questions {
			if q.ID != rep2.Questions[i].ID || q.Line != rep2.Questions[i].Line {
				t.Fatalf("question %d: %s row %d, text %s line %d", i, q.ID, q.Line, rep2.Questions[i].ID, rep2.Questions[i].Line)
			}
		}
	}
}

// xlsxParts builds a workbook (constructed, written by this test with
// archive/zip) from its parts; sheets gives each sheet's name and rows of
// cells, strings as inline strings.
func xlsxParts(t testing.TB, parts map[string]string) []byte {
	t.Helper()
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, name := range sortedKeys(parts) {
		w, err := z.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(parts[name])); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func sortedKeys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := range ks {
		for j := i + 1; j < len(ks); j++ {
			if ks[j] < ks[i] {
				ks[i], ks[j] = ks[j], ks[i]
			}
		}
	}
	return ks
}

const xlsxNS = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`

// xlsxBook builds the parts of a workbook of sheets, each a text of lines
// of ';'-separated cells, written as shared strings, or as numbers when
// they are numbers.
func xlsxBook(sheets ...[2]string) map[string]string {
	parts := map[string]string{
		"[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
		"_rels/.rels": `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
	}
	var book, rels, sst strings.Builder
	var strs []string
	index := map[string]int{}
	for i, sh := range sheets {
		fmt.Fprintf(&book, `<sheet name="%s" sheetId="%d" r:id="rId%d"/>`, sh[0], i+1, i+1)
		fmt.Fprintf(&rels, `<Relationship Id="rId%d" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet%d.xml"/>`, i+1, i+1)
		var data strings.Builder
		for r, line := range strings.Split(strings.TrimRight(sh[1], "\n"), "\n") {
			fmt.Fprintf(&data, `<row r="%d">`, r+1)
			for c, cell := range strings.Split(line, ";") {
				if cell == "" {
					continue
				}
				ref := fmt.Sprintf("%s%d", scan.ColumnName(c+1), r+1)
				if _, err := fmt.Sscanf(cell, "%g", new(float64)); err == nil && !strings.ContainsAny(cell, "wb-½") {
					fmt.Fprintf(&data, `<c r="%s"><v>%s</v></c>`, ref, cell)
					continue
				}
				n, ok := index[cell]
				if !ok {
					n = len(strs)
					index[cell] = n
					strs = append(strs, cell)
				}
				fmt.Fprintf(&data, `<c r="%s" t="s"><v>%d</v></c>`, ref, n)
			}
			data.WriteString(`</row>`)
		}
		parts[fmt.Sprintf("xl/worksheets/sheet%d.xml", i+1)] = `<?xml version="1.0"?><worksheet ` + xlsxNS + `><sheetData>` + data.String() + `</sheetData></worksheet>`
	}
	fmt.Fprintf(&rels, `<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>`)
	for _, s := range strs {
		fmt.Fprintf(&sst, `<si><t xml:space="preserve">%s</t></si>`, s)
	}
	parts["xl/workbook.xml"] = `<?xml version="1.0"?><workbook ` + xlsxNS + `><sheets>` + book.String() + `</sheets></workbook>`
	parts["xl/_rels/workbook.xml.rels"] = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` + rels.String() + `</Relationships>`
	parts["xl/sharedStrings.xml"] = `<?xml version="1.0"?><sst ` + xlsxNS + `>` + sst.String() + `</sst>`
	return parts
}

// The §7.6 sample as a sheet, and a sheet of notes.
const (
	xlsxCrosstable = "Rk.;SNo;;Name;Rtg;FED;1.Rd;2.Rd;3.Rd;4.Rd;Pts.\n" +
		"1;1;FM;Rossi Marco;2210;ITA;5w1;2b1;4w1;6b1;4\n" +
		"2;2;WIM;García Lucía;2150;ESP;6b1;1w0;3b1;4b1;3\n" +
		"3;4;;Müller Jonas;1990;GER;-1;3w1;1b0;2w0;2\n" +
		"4;5;;Verdi Anna;1920;ITA;1b0;7w+;-½;3w½;2\n" +
		"5;6;;Neri Paolo;1850;ITA;2w0;-1;7b½;1w0;1.5\n" +
		"6;3;;Bianchi Luca;2085;ITA;7w½;4b0;2w0;5b½;1\n" +
		"7;7;;Russo Elena;1700;ITA;3b½;5b-;6w½;0;1\n"
	xlsxNotes = "Notes\nprinted on 2026-03-14\n"
)

// TestWorkbookSheetQuestion: a workbook (constructed) of two sheets with
// cells asks Q-SHEET, blocking; the answer chooses the sheet, and the
// positions are that sheet's rows and columns. An empty third sheet is not
// a choice.
func TestWorkbookSheetQuestion(t *testing.T) {
	data := xlsxParts(t, xlsxBook([2]string{"Notes", xlsxNotes}, [2]string{"Crosstable", xlsxCrosstable}, [2]string{"Empty", ""}))
	_, rep, err := Read(data, Options{FileName: "book.xlsx"})
	var qe *scan.QuestionError
	if !errors.As(err, &qe) || len(qe.Questions) != 1 || qe.Questions[0].ID != "Q-SHEET" || len(qe.Questions[0].Options) != 2 ||
		qe.Questions[0].Options[1].ID != "2" || qe.Questions[0].Options[1].Label.Args[1] != "Crosstable" || len(rep.Questions) != 1 {
		t.Fatalf("want Q-SHEET with sheets 1 and 2, got %v", err)
	}
	ev, rep, err := Read(data, Options{FileName: "book.xlsx", Answers: map[string]string{"Q-SHEET": "2", "Q-BYE/*": "pab"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(ev.Players) != 7 || ev.Rounds != 4 || rep.Format != FormatChessResults || ev.Provenance.Encoding != "xlsx, sheet 2" {
		t.Fatalf("%d players, %d rounds, %s, %q", len(ev.Players), ev.Rounds, rep.Format, ev.Provenance.Encoding)
	}
	if q := rep.Questions[0]; q.ID != "Q-SHEET" || q.Blocking || q.Default != "2" {
		t.Fatalf("Q-SHEET not listed as answered: %+v", q)
	}
	// A bad cell: Verdi's round 3, row 5, column I of sheet 2.
	bad := xlsxParts(t, xlsxBook([2]string{"Notes", xlsxNotes}, [2]string{"Crosstable", strings.Replace(xlsxCrosstable, "-½", "zz", 1)}))
	_, _, err = Read(bad, Options{FileName: "book.xlsx", Answers: map[string]string{"Q-SHEET": "2"}})
	var fe *scan.Error
	if !errors.As(err, &fe) || fe.Errors()[0].Code != scan.ECrCell {
		t.Fatalf("want E-CR-CELL, got %v", err)
	}
	if d := fe.Errors()[0]; d.Sheet != 2 || d.Line != 5 || d.Col != 9 || d.EndCol != 9 ||
		!strings.HasPrefix(err.Error(), "book.xlsx: sheet 2, row 5, column I: ") {
		t.Fatalf("E-CR-CELL at sheet %d row %d columns %d–%d: %v", d.Sheet, d.Line, d.Col, d.EndCol, err)
	}
	// The workbook's text is the answered sheet's.
	if text, ok := xlsx.WorkbookText(string(data), map[string]string{"Q-SHEET": "2"}); !ok || !strings.HasPrefix(text, "Rk.\tSNo\t\tName\t") {
		t.Fatalf("text %q", text[:min(len(text), 40)])
	}
	if _, ok := xlsx.WorkbookText(string(data), nil); ok {
		t.Fatal("the text of an unchosen sheet")
	}
}

// TestWorkbookCells: inline strings, rich-text runs, booleans, numbers of
// 17 digits, cells without a reference and a TAB inside a cell.
func TestWorkbookCells(t *testing.T) {
	parts := xlsxBook([2]string{"S", "x"})
	parts["xl/worksheets/sheet1.xml"] = `<worksheet ` + xlsxNS + `><sheetData>` +
		`<row r="2"><c r="B2" t="inlineStr"><is><r><t>Ros</t></r><r><t>si</t></r><rPh><t>ロ</t></rPh></is></c><c t="b"><v>1</v></c><c><v>2.4999999999999996</v></c></row>` +
		`<row><c t="inlineStr"><is><t>a	b</t></is></c><c r="C3" t="s"><v>0</v></c></row></sheetData></worksheet>`
	text, ok := xlsx.WorkbookText(string(xlsxParts(t, parts)), nil)
	if want := "\n\tRossi\tTRUE\t2.5\na b\t\tx\n"; !ok || text != want {
		t.Fatalf("text %q, want %q", text, want)
	}
}

// TestWorkbookHostile: what is not a readable workbook is refused with a
// code and no panic, fast: a damaged zip, a zip without a workbook, a
// sheet that expands to more than the bound (a zip bomb), XML nested
// without end, a cell naming a shared string that does not exist.
func TestWorkbookHostile(t *testing.T) {
	good := xlsxBook([2]string{"S", xlsxCrosstable})
	withPart := func(name, body string) []byte {
		p := xlsxBook([2]string{"S", xlsxCrosstable})
		if body == "" {
			delete(p, name)
		} else {
			p[name] = body
		}
		return xlsxParts(t, p)
	}
	whole := xlsxParts(t, good)
	// A zip bomb: 1 MiB of spaces deflated to a kilobyte, said to expand
	// past the bound (the reader refuses it before inflating a byte), and a
	// sheet of 1 MiB said to be smaller (refused once past the size said).
	var def bytes.Buffer
	fw, _ := flate.NewWriter(&def, flate.BestCompression)
	fw.Write([]byte(strings.Repeat(" ", 1<<20)))
	fw.Close()
	bombed := func(size uint64) []byte {
		var b bytes.Buffer
		z := zip.NewWriter(&b)
		p := xlsxBook([2]string{"S", xlsxCrosstable})
		delete(p, "xl/worksheets/sheet1.xml")
		for _, name := range sortedKeys(p) {
			w, _ := z.Create(name)
			w.Write([]byte(p[name]))
		}
		w, _ := z.CreateRaw(&zip.FileHeader{Name: "xl/worksheets/sheet1.xml", Method: zip.Deflate,
			CompressedSize64: uint64(def.Len()), UncompressedSize64: size, CRC32: crc32.ChecksumIEEE([]byte(strings.Repeat(" ", 1<<20)))})
		w.Write(def.Bytes())
		z.Close()
		return b.Bytes()
	}
	deep := `<worksheet ` + xlsxNS + `>` + strings.Repeat("<x>", 100) + strings.Repeat("</x>", 100) + `</worksheet>`
	for _, c := range []struct {
		name string
		data []byte
		code scan.Code
		cell string // the position of a cell error
	}{
		{"truncated", whole[:len(whole)/2], scan.EXlsxZip, ""},
		{"only the magic", []byte("PK\x03\x04"), scan.EXlsxZip, ""},
		{"no workbook", withPart("xl/workbook.xml", ""), scan.EXlsxPart, ""},
		{"no sheet part", withPart("xl/worksheets/sheet1.xml", ""), scan.EXlsxPart, ""},
		{"an .odt-like zip", xlsxParts(t, map[string]string{"mimetype": "application/vnd.oasis.opendocument.text", "content.xml": "<x/>"}), scan.EXlsxPart, ""},
		{"bomb", bombed(xlsx.MaxXlsxPart + 1), scan.EXlsxLimit, ""},
		{"bomb said small", bombed(1 << 10), scan.EXlsxPart, ""},
		{"deep", withPart("xl/worksheets/sheet1.xml", deep), scan.EXlsxLimit, ""},
		{"not XML", withPart("xl/worksheets/sheet1.xml", "<worksheet><sheetData><row><c>"), scan.EXlsxPart, ""},
		{"shared string", withPart("xl/sharedStrings.xml", `<sst `+xlsxNS+`><si><t>Rk.</t></si></sst>`), scan.EXlsxCell, "sheet 1, row 1, column B"},
		{"bad reference", withPart("xl/worksheets/sheet1.xml", `<worksheet `+xlsxNS+`><sheetData><row r="3"><c r="7H"><v>1</v></c></row></sheetData></worksheet>`), scan.EXlsxCell, "sheet 1, row 3"},
		{"empty", withPart("xl/worksheets/sheet1.xml", `<worksheet `+xlsxNS+`><sheetData/></worksheet>`), scan.ENoResults, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, rep, err := Read(c.data, Options{FileName: "h.xlsx"})
			var fe *scan.Error
			if rep == nil || !errors.As(err, &fe) || len(fe.Errors()) == 0 {
				t.Fatalf("want %s, got %v", c.code, err)
			}
			d := fe.Errors()[0]
			if d.Code != c.code || d.Line < 1 || d.Col < 1 && d.Sheet == 0 {
				t.Fatalf("want %s with a position, got %+v", c.code, d)
			}
			if c.cell != "" && !strings.HasPrefix(d.Error(), c.cell) {
				t.Fatalf("want %s at %s, got %q", c.code, c.cell, d.Error())
			}
		})
	}
}

// TestCellReferences: references and column names.
func TestCellReferences(t *testing.T) {
	for ref, want := range map[string][2]int{"A1": {1, 1}, "H7": {8, 7}, "$AA$10": {27, 10}, "XFD1048576": {16384, 1048576}} {
		c, r, ok := xlsx.ParseCellRef(ref)
		if !ok || c != want[0] || r != want[1] || scan.ColumnName(c) != strings.Trim(strings.TrimRight(ref, "0123456789$"), "$") {
			t.Errorf("%s: %d %d %v", ref, c, r, ok)
		}
	}
	for _, bad := range []string{"", "7H", "H", "H0", "XFE1", "H+7", "H-7"} {
		if _, _, ok := xlsx.ParseCellRef(bad); ok {
			t.Errorf("%q read as a reference", bad)
		}
	}
}

// xlsxSeed is a small workbook (constructed) for the fuzz corpus.
func xlsxSeed(t testing.TB) []byte {
	return xlsxParts(t, xlsxBook([2]string{"S", "Rk.;SNo;Name;1.Rd;2.Rd;Pts.\n1;2;A;1b1;-1;2\n2;1;B;2w0;0;0\n"}))
}

// TestZipChecks: an entry whose bytes differ from its CRC-32, or that
// inflates to more or fewer bytes than the central directory says, is
// refused (E-XLSX-PART), and the CRC-32 is the IEEE one of hash/crc32.
func TestZipChecks(t *testing.T) {
	if got, want := xlsx.Crc32Update(xlsx.Crc32Update(0, []byte("123")), []byte("456789")), crc32.ChecksumIEEE([]byte("123456789")); got != want {
		t.Fatalf("CRC-32 %08x, want %08x", got, want)
	}
	data := xlsxParts(t, xlsxBook([2]string{"S", xlsxCrosstable}))
	cd := bytes.LastIndex(data, []byte("PK\x01\x02"))
	for _, field := range []struct {
		name string
		at   int // offset in the central directory entry
	}{{"crc", 16}, {"size", 24}} {
		for _, delta := range []int{-1, 1} {
			bad := bytes.Clone(data)
			v := binary.LittleEndian.Uint32(bad[cd+field.at:])
			binary.LittleEndian.PutUint32(bad[cd+field.at:], uint32(int(v)+delta))
			entry := string(bad[cd+46 : cd+46+int(binary.LittleEndian.Uint16(bad[cd+28:]))])
			if !strings.HasPrefix(entry, "xl/") {
				continue // an entry the reader does not open
			}
			_, _, err := Read(bad, Options{})
			var fe *scan.Error
			if !errors.As(err, &fe) || fe.Errors()[0].Code != scan.EXlsxPart {
				t.Errorf("%s of %s %+d: %v", field.name, entry, delta, err)
			}
		}
	}
}

// TestXMLScanner: the little of XML the workbook parts use: prefixes
// dropped, entities and character references decoded, CDATA as text,
// comments and declarations skipped, self-closing elements, a document
// type declaration and an unknown entity refused.
func TestXMLScanner(t *testing.T) {
	in := "\uFEFF<?xml version=\"1.0\"?><!-- a -- comment --><x:a k='1 &amp; 2' r:id=\"&#x41;&#66;\"><b/>R&lt;&#189;<![CDATA[<x>]]></x:a>"
	x := xlsx.NewXMLScanner(strings.NewReader(in))
	var got []string
	for {
		tok, err := x.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		switch tok.Kind {
		case 's':
			got = append(got, "<"+tok.Name+" k="+tok.Attr("k")+" id="+tok.Attr("id")+">")
		case 'e':
			got = append(got, "</"+tok.Name+">")
		case 't':
			got = append(got, string(tok.Text))
		}
	}
	if s, want := strings.Join(got, "|"), "\uFEFF|<a k=1 & 2 id=AB>|<b k= id=>|</b>|R<½|<x>|</a>"; s != want {
		t.Fatalf("tokens %q, want %q", s, want)
	}
	for _, bad := range []string{`<!DOCTYPE x [<!ENTITY e "e">]><x/>`, `<x>&e;</x>`, `<x a=1/>`, `<x>&#xD800;</x>`, `<x`} {
		x := xlsx.NewXMLScanner(strings.NewReader(bad))
		var err error
		for err == nil {
			_, err = x.Next()
		}
		if err == io.EOF {
			t.Errorf("%q read without an error", bad)
		}
	}
}

// xlsxRows is a workbook (constructed) of a chess-results crosstable of n
// players, one round.
func xlsxRows(t testing.TB, n int) []byte {
	var b strings.Builder
	b.WriteString("Rk.;SNo;Name;1.Rd;Pts.\n")
	for i := 1; i <= n; i++ {
		if i%2 == 1 {
			fmt.Fprintf(&b, "%d;%d;Player %d;%dw1;1\n", i, i, i, i+1)
		} else {
			fmt.Fprintf(&b, "%d;%d;Player %d;%db0;0\n", i, i, i, i-1)
		}
	}
	return xlsxParts(t, xlsxBook([2]string{"S", b.String()}))
}

// TestWorkbookLinear: reading a workbook costs a constant per row: the
// bytes allocated per row stay the same from 2,000 to 20,000 rows.
func TestWorkbookLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 20,000 rows")
	}
	perRow := map[int]float64{}
	for _, n := range []int{2000, 20000} {
		data := string(xlsxRows(t, n))
		var err error
		perRow[n] = float64(allocated(func() { _, _, err = ReadString(data, Options{Format: FormatChessResults}) })) / float64(n)
		if err != nil {
			t.Fatal(err)
		}
	}
	if perRow[20000] > 1.5*perRow[2000] {
		t.Errorf("bytes per row grow with the workbook: %.0f at 2,000 rows, %.0f at 20,000", perRow[2000], perRow[20000])
	}
	t.Logf("bytes allocated per row: %.0f (2,000 rows), %.0f (20,000 rows)", perRow[2000], perRow[20000])
}

// TestWorkbookTeamCrosstable: a team crosstable in a workbook (the §7.8
// sample, constructed) is read by the team crosstable reader as its CSV.
func TestWorkbookTeamCrosstable(t *testing.T) {
	csv := string(xreadFile(t, "x-team-cr-coppa.csv"))
	data := xlsxParts(t, xlsxBook([2]string{"Coppa", csv}))
	ev, rep, err := Read(data, Options{FileName: "coppa.xlsx"})
	if err != nil {
		t.Fatal(err)
	}
	ev2, _, err := ReadString(csv, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatTeamCR || ev.Teams == nil || len(ev.Teams.Teams) != 5 || ev.Rounds != 4 || !reflect.DeepEqual(ev.Teams, ev2.Teams) {
		t.Fatalf("format %s, teams %+v", rep.Format, ev.Teams)
	}
}

// TestLegacyXLS: an Excel 97–2003 workbook is not a zip: E-INPUT-BINARY
// with the advice to save it as .xlsx or CSV.
func TestLegacyXLS(t *testing.T) {
	data := append([]byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1"), make([]byte, 504)...)
	for _, read := range []func() error{
		func() error { _, _, err := Read(data, Options{}); return err },
		func() error { _, _, err := ReadString(string(data), Options{}); return err },
	} {
		var fe *scan.Error
		if err := read(); !errors.As(err, &fe) || fe.Errors()[0].Code != scan.EInputBinary || !strings.Contains(err.Error(), "(.xls)") {
			t.Fatalf("want E-INPUT-BINARY naming .xls, got %v", err)
		}
	}
}

// FuzzWorkbookSheet: any bytes as the sheet part of a workbook (stored,
// so the fuzzer's bytes reach the XML scanner): no panic, every error
// placed.
func FuzzWorkbookSheet(f *testing.F) {
	f.Add([]byte(`<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Rk.</t></is></c><c r="B1" t="s"><v>0</v></c></row></sheetData></worksheet>`))
	f.Add([]byte(`<x:worksheet xmlns:x="x"><x:sheetData><x:row><x:c><x:v>1&amp;2</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>`))
	f.Add([]byte(`<?xml version="1.0"?><!-- c --><worksheet><sheetData><row r="3"><c r="$C$3"><v><![CDATA[2.5]]></v></c></row></sheetData></worksheet>`))
	parts := xlsxBook([2]string{"S", "Rk.;Name\n"})
	f.Fuzz(func(t *testing.T, sheet []byte) {
		var b bytes.Buffer
		z := zip.NewWriter(&b)
		for _, name := range sortedKeys(parts) {
			body := []byte(parts[name])
			if name == "xl/worksheets/sheet1.xml" {
				body = sheet
			}
			w, err := z.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Store})
			if err != nil {
				t.Fatal(err)
			}
			w.Write(body)
		}
		z.Close()
		_, rep, err := Read(b.Bytes(), Options{Answers: map[string]string{"Q-BYE/*": "pab"}})
		failOnPanic(t, err)
		if rep == nil {
			t.Fatal("nil report")
		}
		var e *scan.Error
		if errors.As(err, &e) {
			for _, d := range e.Errors() {
				if d.Line < 1 || d.Col < 1 && d.Sheet == 0 {
					t.Fatalf("error without position: %+v", d)
				}
			}
		}
	})
}
