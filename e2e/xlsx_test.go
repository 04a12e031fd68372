//go:build e2e

package e2e

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestWorkbookChosenInThePage: an Excel workbook chosen with "Choose a
// file…". A real chess-results export (testdata/real, the Keshmat Winter
// Festival 2026 open, 30 players, 5 rounds): its standings, Haddad Peter
// first as the export ranks him; the text area shows the sheet's text, not
// the workbook's bytes; a bye's question is placed at its cell ("sheet 1,
// row 27, column I") and its link selects the cell; the page still
// answers. Then a workbook of two sheets (constructed by the test with
// archive/zip), dropped on the text area, asks which sheet, and answering
// reads it.
func TestWorkbookChosenInThePage(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	path, err := filepath.Abs("../testdata/real/cr-keshmat-winter-open-2026.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	b.do(t, "choose the workbook", chromedp.SetUploadFiles(chromedp.ID("input-file"), []string{path}))
	waitFor(t, b, "the workbook's standings", `document.querySelectorAll('#standings tbody tr').length === 30 && document.getElementById('input-status').textContent.includes('cr-keshmat-winter-open-2026.xlsx')`)
	got := eval[map[string]any](t, b, `(() => {
		const a = document.getElementById('input-text');
		return {first: document.querySelector('#standings tbody tr th.name').textContent,
			text: a.value.slice(0, 45), zip: a.value.includes('PK'), lines: a.value.split('\n').length,
			status: document.getElementById('input-status').textContent,
			bye: (document.querySelector('.question[data-id="Q-BYE/r4/p22"] button.goto') || {}).textContent}; })()`)
	t.Logf("%v", got)
	if !strings.Contains(fmt.Sprint(got["first"]), "Haddad Peter") || got["text"] != "From the Tournament-Database of Chess-Results" ||
		got["zip"] != false || int(got["lines"].(float64)) < 38 || got["bye"] != "sheet 1, row 27, column I" {
		t.Fatalf("the page shows %v", got)
	}
	b.do(t, "show the bye's cell", chromedp.Click(chromedp.CSS(`.question[data-id="Q-BYE/r4/p22"] button.goto`)))
	sel := eval[map[string]any](t, b, `(() => { const a = document.getElementById('input-text');
		return {text: a.value.slice(a.selectionStart, a.selectionEnd), line: a.value.slice(0, a.selectionStart).split('\n').length}; })()`)
	if sel["text"] != "-1" || int(sel["line"].(float64)) != 27 {
		t.Errorf("the link selected %v, want the -1 of row 27", sel)
	}
	s.answers(t, "choosing a workbook")

	// Two sheets with cells, dropped on the text area: Q-SHEET, answered
	// in the page.
	eval[bool](t, b, `(() => {
		const bytes = Uint8Array.from(atob('`+base64.StdEncoding.EncodeToString(twoSheets(t))+`'), c => c.charCodeAt(0));
		const dt = new DataTransfer();
		dt.items.add(new File([bytes], 'two-sheets.xlsx'));
		document.querySelector('.dropzone').dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true, cancelable: true}));
		return true; })()`)
	waitFor(t, b, "the sheet question", `!!document.querySelector('.question.open[data-id="Q-SHEET"] button.answer[data-answer="2"]')`)
	if v := eval[string](t, b, `document.getElementById('input-text').value`); v != "" {
		t.Errorf("before the sheet is chosen the text area shows %q", v)
	}
	b.do(t, "choose sheet 2", chromedp.Click(chromedp.CSS(`.question[data-id="Q-SHEET"] button.answer[data-answer="2"]`)))
	waitFor(t, b, "sheet 2's standings", `document.querySelectorAll('#standings tbody tr').length === 4 && document.getElementById('input-text').value.startsWith('Rk.\tSNo\tName') && document.getElementById('input-status').textContent.includes('two-sheets.xlsx')`)
	s.answers(t, "choosing a sheet")
}

// twoSheets is a workbook (constructed) of a sheet of notes and a sheet
// with a chess-results crosstable of 4 players and 3 rounds.
func twoSheets(t *testing.T) []byte {
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	add := func(name, body string) {
		w, err := z.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(body))
	}
	const ns = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`
	sheets := []string{"Notes;printed 2026-03-14\n",
		"Rk.;SNo;Name;1.Rd;2.Rd;3.Rd;Pts.\n1;1;Rossi;3w1;2b1;4w1;3\n2;2;Bianchi;4b1;1w0;3b1;2\n3;3;Verdi;1b0;4w½;2w0;0.5\n4;4;Neri;2w0;3b½;1b0;0.5\n"}
	var wb strings.Builder
	for i, sh := range sheets {
		fmt.Fprintf(&wb, `<sheet name="Sheet %d" sheetId="%d"/>`, i+1, i+1)
		var data strings.Builder
		for r, line := range strings.Split(strings.TrimRight(sh, "\n"), "\n") {
			fmt.Fprintf(&data, `<row r="%d">`, r+1)
			for c, cell := range strings.Split(line, ";") {
				fmt.Fprintf(&data, `<c r="%c%d" t="inlineStr"><is><t>%s</t></is></c>`, 'A'+c, r+1, cell)
			}
			data.WriteString("</row>")
		}
		add(fmt.Sprintf("xl/worksheets/sheet%d.xml", i+1), `<worksheet `+ns+`><sheetData>`+data.String()+`</sheetData></worksheet>`)
	}
	add("xl/workbook.xml", `<workbook `+ns+`><sheets>`+wb.String()+`</sheets></workbook>`)
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
