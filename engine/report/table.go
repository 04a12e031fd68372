package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// CSV writes the standings as CSV: rank, start, title, name, rating,
// federation, points and one column per tie-break (empty when undefined).
// A cell a spreadsheet would run as a formula starts with an apostrophe
// (SafeCell).
func CSV(w io.Writer, st *engine.Standings) error {
	cw := csv.NewWriter(w)
	head := []string{"rank", "start", "title", "name", "rating", "federation", "points"}
	head = append(head, engine.Keys(st.TieBreaks)...)
	if err := cw.Write(head); err != nil {
		return err
	}
	for _, row := range st.Rows {
		p := row.Player
		rec := []string{strconv.Itoa(row.Rank), strconv.Itoa(p.StartNo), p.Title, p.Name,
			strconv.Itoa(p.Rating), p.Federation, row.Points.Format(1)}
		for _, v := range row.Values {
			rec = append(rec, v.String())
		}
		for i, c := range rec {
			rec[i] = SafeCell(c)
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// Table writes the standings as an aligned plain-text table, followed by
// the ties left unbroken and the warnings.
func Table(w io.Writer, st *engine.Standings) error {
	head := []string{"Rk", "SNo", "Name", "Rtg", "Pts"}
	head = append(head, engine.Keys(st.TieBreaks)...)
	rows := [][]string{head}
	tied := map[int]bool{}
	for _, t := range st.Ties {
		for _, s := range t {
			tied[s] = true
		}
	}
	for _, row := range st.Rows {
		p := row.Player
		rk := strconv.Itoa(row.Rank)
		if tied[p.StartNo] {
			rk += "="
		}
		name := p.Name
		if p.Title != "" {
			name = p.Title + " " + name
		}
		rating := "" // unrated: blank, not 0
		if p.Rating != 0 {
			rating = strconv.Itoa(p.Rating)
		}
		rec := []string{rk, strconv.Itoa(p.StartNo), name, rating, row.Points.Format(1)}
		for _, v := range row.Values {
			s := v.String()
			if !v.Defined {
				s = "-"
			}
			rec = append(rec, s)
		}
		rows = append(rows, rec)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Rules: %s (%s); %s; standings after round %d\n", st.Edition, st.EditionReason, systemLabel(st.System), st.Round)
	writeAligned(&b, rows, 2)
	for _, t := range st.Ties {
		fmt.Fprintf(&b, "Tie not broken (lots decide): %s\n", joinInts(t))
	}
	for _, m := range st.Warnings {
		fmt.Fprintf(&b, "Warning: %s\n", m)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func systemLabel(s engine.System) string {
	switch s {
	case engine.RoundRobin:
		return "round robin"
	case engine.DoubleRoundRobin:
		return "double round robin"
	}
	return "Swiss"
}

func joinInts(t []int) string {
	s := make([]string, len(t))
	for i, v := range t {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, ", ")
}
