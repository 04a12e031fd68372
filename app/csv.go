package app

import (
	"bytes"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
)

// TSV returns the standings as tab-separated values, which spreadsheets
// accept when pasted: the CSV export's writer (report.WriteCSV) with tabs,
// an unrated player's rating blank as the table shows it.
func TSV(st *engine.Standings) string {
	var b bytes.Buffer
	report.WriteCSV(&b, st, report.CSVOptions{Comma: '\t', BlankUnrated: true})
	return b.String()
}
