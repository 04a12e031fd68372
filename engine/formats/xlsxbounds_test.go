package formats

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/xlsx"
)

// xlsxLastColumn builds a workbook (constructed, hostile) whose sheet has
// rows rows of one cell each, in the last column (XFD): a few bytes of XML
// a row, 16 KB of text a row once the row is a line of TAB-separated cells.
func xlsxLastColumn(t testing.TB, rows int) []byte {
	p := xlsxBook([2]string{"S", "Rk.;Name\n"})
	var data strings.Builder
	for r := 1; r <= rows; r++ {
		fmt.Fprintf(&data, `<row r="%d"><c r="XFD%d"><v>1</v></c></row>`, r, r)
	}
	p["xl/worksheets/sheet1.xml"] = `<?xml version="1.0"?><worksheet ` + xlsxNS + `><sheetData>` + data.String() + `</sheetData></worksheet>`
	return xlsxParts(t, p)
}

// TestWorkbookExpandedTextBounded: the text a sheet expands to (its cells
// and the TABs of the empty columns before them) and the cells' memory are
// counted against the input limit as the sheet is read: 2,000 rows of one
// cell in column XFD (32 MB of text from a workbook of a few kilobytes)
// are refused with E-XLSX-LIMIT at the cell that passes the limit.
func TestWorkbookExpandedTextBounded(t *testing.T) {
	data := xlsxLastColumn(t, 2000)
	_, _, err := Read(data, Options{FileName: "wide.xlsx"})
	var fe *scan.Error
	if !errors.As(err, &fe) || len(fe.Errors()) == 0 {
		t.Fatalf("want E-XLSX-LIMIT, got %v", err)
	}
	d := fe.Errors()[0]
	if d.Code != scan.EXlsxLimit || d.Sheet != 1 || d.Line < 2 || d.Col != xlsx.MaxXlsxCols {
		t.Fatalf("want E-XLSX-LIMIT at a cell of column XFD, got %+v", d)
	}
	// The row where the limit is passed: each row costs its 16,384 columns.
	if d.Line > scan.MaxInput/xlsx.MaxXlsxCols+1 {
		t.Errorf("refused at row %d, past the limit (%d rows of XFD)", d.Line, scan.MaxInput/xlsx.MaxXlsxCols)
	}
	if !strings.HasPrefix(d.Error(), fmt.Sprintf("sheet 1, row %d, column XFD", d.Line)) {
		t.Errorf("want the cell's position, got %q", d.Error())
	}
	if _, ok := xlsx.WorkbookText(string(data), nil); ok {
		t.Error("WorkbookText gave the text of a sheet past the limit")
	}
	// Under the limit the same sheet reads as before (its lines are long
	// but within 64 KiB): 100 rows are read and refused by the text's own
	// checks, not by the workbook's limit.
	_, _, err = Read(xlsxLastColumn(t, 100), Options{FileName: "wide.xlsx"})
	if errors.As(err, &fe) && len(fe.Errors()) > 0 && fe.Errors()[0].Code == scan.EXlsxLimit {
		t.Errorf("100 rows refused by the workbook's limit: %v", err)
	}
}

// BenchmarkWorkbookLastColumn is the cost of the hostile workbook of
// TestWorkbookExpandedTextBounded with 4,096 rows (a 60 KB .xlsx, 64 MB of
// text once expanded): time and memory until it is refused.
func BenchmarkWorkbookLastColumn(b *testing.B) {
	data := xlsxLastColumn(b, 4096)
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		Read(data, Options{FileName: "wide.xlsx"})
	}
}

// TestTextOnlyNotWorkbook: with TextOnly (text that came as text: a share
// link, a message, Spareggi.compute) an input starting like a zip archive
// is E-INPUT-BINARY at 1:1, never read as a workbook; without it, the
// same bytes (a file) are read.
func TestTextOnlyNotWorkbook(t *testing.T) {
	data := xlsxParts(t, xlsxBook([2]string{"S", xlsxCrosstable}))
	if _, _, err := ReadString(string(data), Options{FileName: "x.xlsx"}); err != nil {
		t.Fatalf("the workbook as a file: %v", err)
	}
	for _, read := range []func() error{
		func() error { _, _, err := ReadString(string(data), Options{TextOnly: true}); return err },
		func() error { _, _, err := Read(data, Options{FileName: "x.xlsx", TextOnly: true}); return err },
	} {
		var fe *scan.Error
		if err := read(); !errors.As(err, &fe) || len(fe.Errors()) == 0 || fe.Errors()[0].Code != scan.EInputBinary || fe.Errors()[0].Line != 1 {
			t.Errorf("want E-INPUT-BINARY at line 1, got %v", err)
		}
	}
}
