package app

import (
	"bytes"
	"encoding/csv"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
)

// records returns the standings as rows of text: a header, then one row per
// participant in rank order, every cell spreadsheet-safe (report.SafeCell).
func records(st *engine.Standings) [][]string {
	head := []string{"rank", "start", "title", "name", "rating", "federation", "points"}
	head = append(head, engine.Keys(st.TieBreaks)...)
	out := [][]string{head}
	for _, r := range st.Rows {
		rec := []string{itoa(r.Rank), itoa(startNo(&r)), "", name(&r), "", fed(&r), r.Points.Format(1)}
		if r.Player != nil {
			rec[2] = r.Player.Title
			if r.Player.Rating > 0 {
				rec[4] = itoa(r.Player.Rating)
			}
		}
		for _, v := range r.Values {
			rec = append(rec, v.String())
		}
		for i, c := range rec {
			rec[i] = report.SafeCell(c)
		}
		out = append(out, rec)
	}
	return out
}

// CSV returns the page's table as comma-separated values (RFC 4180), with
// the columns of the table. The CSV export uses report.CSV, the CLI's.
func CSV(st *engine.Standings) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.WriteAll(records(st))
	return b.Bytes()
}

// TSV returns the standings as tab-separated values, which spreadsheets
// accept when pasted.
func TSV(st *engine.Standings) string {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Comma = '\t'
	w.WriteAll(records(st))
	return b.String()
}
