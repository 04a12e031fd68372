package app

import (
	"bytes"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
)

// TSV returns the standings as tab-separated values, which spreadsheets
// accept when pasted: the CSV export's writer (report.WriteCSV) with tabs,
// an unrated player's rating blank as the table shows it, the headings
// and the decimal mark of lang as the page's CSV (PageCSV).
func TSV(st *engine.Standings, lang string) string {
	var b bytes.Buffer
	report.WriteCSV(&b, st, report.CSVOptions{Comma: '\t', BlankUnrated: true, Lang: lang})
	return b.String()
}

// PageCSV returns the page's CSV download in lang: the headings of the
// table on screen, the language's decimal mark and separator (";" and
// "7,5" in Italian and Spanish, "," and "7.5" in English), what a
// spreadsheet set to the language opens as numbers (docs/tiebreaks.md,
// decision 62). The CLI's -o csv stays data (report.CSV).
func PageCSV(st *engine.Standings, lang string) ([]byte, error) {
	var b bytes.Buffer
	err := report.WriteCSV(&b, st, report.CSVOptions{Lang: lang})
	return b.Bytes(), err
}
