package main

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testWorkbook writes a workbook (constructed with archive/zip) of
// sheets, each a text of lines of ';'-separated cells, as inline strings;
// the parts are found without relationships, by their usual names.
func testWorkbook(t *testing.T, sheets ...string) []byte {
	t.Helper()
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	add := func(name, body string) {
		w, err := z.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(body))
	}
	const ns = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`
	var book strings.Builder
	for i, sh := range sheets {
		fmt.Fprintf(&book, `<sheet name="Sheet %d" sheetId="%d"/>`, i+1, i+1)
		var data strings.Builder
		for r, line := range strings.Split(strings.TrimRight(sh, "\n"), "\n") {
			fmt.Fprintf(&data, `<row r="%d">`, r+1)
			for c, cell := range strings.Split(line, ";") {
				if cell != "" {
					fmt.Fprintf(&data, `<c r="%c%d" t="inlineStr"><is><t>%s</t></is></c>`, 'A'+c, r+1, cell)
				}
			}
			data.WriteString("</row>")
		}
		add(fmt.Sprintf("xl/worksheets/sheet%d.xml", i+1), `<worksheet `+ns+`><sheetData>`+data.String()+`</sheetData></worksheet>`)
	}
	add("xl/workbook.xml", `<workbook `+ns+`><sheets>`+book.String()+`</sheets></workbook>`)
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

const cliCrosstable = "Rk.;SNo;Name;1.Rd;2.Rd;3.Rd;Pts.\n" +
	"1;1;Rossi;3w1;2b1;4w1;3\n" +
	"2;2;Bianchi;4b1;1w0;3b1;2\n" +
	"3;3;Verdi;1b0;4w½;2w0;0.5\n" +
	"4;4;Neri;2w0;3b½;1b0;0.5\n"

// TestCLIWorkbook: the CLI reads .xlsx workbooks, from a file and from
// standard input: a real chess-results export; a workbook of two sheets
// asks Q-SHEET, answered with -answer; an error names the sheet, the row
// and the column, in the language of -lang.
func TestCLIWorkbook(t *testing.T) {
	real := "../../testdata/real/cr-keshmat-winter-open-2026.xlsx"
	code, out, errs := runCLI(t, "", real)
	if code != 0 || !strings.Contains(strings.SplitN(out, "\n", 4)[2], "Haddad Peter") {
		t.Fatalf("exit %d, stderr %q, out %q", code, errs, out)
	}
	data, err := os.ReadFile(real)
	if err != nil {
		t.Fatal(err)
	}
	if code, out2, errs := runCLI(t, string(data), "-"); code != 0 || out2 != out {
		t.Fatalf("from standard input: exit %d, stderr %q", code, errs)
	}

	dir := t.TempDir()
	book := filepath.Join(dir, "book.xlsx")
	os.WriteFile(book, testWorkbook(t, "Notes;printed 2026-03-14\n", cliCrosstable), 0o644)
	code, _, errs = runCLI(t, "", book)
	if code != 1 || !strings.Contains(errs, "Q-SHEET") || !strings.Contains(errs, "Q-SHEET=1|2") {
		t.Fatalf("exit %d, %q", code, errs)
	}
	code, _, errs = runCLI(t, "", "-lang", "it", book)
	if code != 1 || !strings.Contains(errs, "-answer Q-SHEET=1 (foglio 1, «Sheet 1» (righe 1–1)) | 2 (foglio 2, «Sheet 2» (righe 1–5))") {
		t.Fatalf("exit %d, %q", code, errs)
	}
	code, out, errs = runCLI(t, "", "-answer", "Q-SHEET=2", book)
	if code != 0 || !strings.Contains(strings.SplitN(out, "\n", 4)[2], "Rossi") {
		t.Fatalf("exit %d, stderr %q, out %q", code, errs, out)
	}

	bad := filepath.Join(dir, "bad.xlsx")
	os.WriteFile(bad, testWorkbook(t, "Notes\n", strings.Replace(cliCrosstable, "4w½", "4w?", 1)), 0o644)
	code, _, errs = runCLI(t, "", "-answer", "Q-SHEET=2", bad)
	if code != 1 || !strings.HasPrefix(errs, bad+": sheet 2, row 4, column E: ") {
		t.Fatalf("exit %d, %q", code, errs)
	}
	code, _, errs = runCLI(t, "", "-lang", "it", "-answer", "Q-SHEET=2", bad)
	if code != 1 || !strings.HasPrefix(errs, bad+": foglio 2, riga 4, colonna E: ") {
		t.Fatalf("exit %d, %q", code, errs)
	}
	// -o json: a warning's sheet, row and column.
	code, out, errs = runCLI(t, "", "-o", "json", "../../testdata/real/cr-keshmat-rapid-2024-08.xlsx")
	var doc struct {
		Warnings []struct {
			Sheet, Line, Column int
			Code                string
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); code != 0 || err != nil || len(doc.Warnings) == 0 ||
		doc.Warnings[0].Sheet != 1 || doc.Warnings[0].Line != 20 || doc.Warnings[0].Column != 1 || doc.Warnings[0].Code != "W-CR-SNO-RECONSTRUCTED" {
		t.Fatalf("exit %d, %v, warnings %+v, stderr %q", code, err, doc.Warnings, errs)
	}

	broken := filepath.Join(dir, "broken.xlsx")
	os.WriteFile(broken, data[:len(data)/3], 0o644)
	if code, _, errs = runCLI(t, "", broken); code != 1 || !strings.Contains(errs, "zip archive") {
		t.Fatalf("exit %d, %q", code, errs)
	}
}
