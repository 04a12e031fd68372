package report

import (
	"bufio"
	"encoding/csv"
	"io"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// CSV writes the standings as CSV: rank, start, title, name, rating,
// federation, points and one column per tie-break (empty when undefined).
// A cell a spreadsheet would run as a formula starts with an apostrophe
// (SafeCell). An unrated player's rating is 0 (CSVOptions.BlankUnrated).
func CSV(w io.Writer, st *engine.Standings) error {
	return WriteCSV(w, st, CSVOptions{})
}

// CSVOptions are the choices of WriteCSV.
type CSVOptions struct {
	// Comma separates the cells: when 0, ',' or, with Lang, the
	// language's separator (';' where the decimal mark is a comma);
	// '\t' for the page's copy of the table, which spreadsheets accept
	// when pasted.
	Comma rune
	// Lang is the page's language (one of i18n.Languages): the headings are
	// the table's on screen in that language (the tie-break codes stay
	// codes), the points and values are written with its decimal mark
	// (i18n.Number), as a spreadsheet set to the language reads them
	// (docs/tiebreaks.md, decision 62). Empty, the data form of the CLI:
	// the headings "rank,start,…" and the decimal point.
	Lang string
	// BlankUnrated writes an unrated player's rating as an empty cell,
	// as the table shows it; without it, 0. The page's copy writes it
	// blank, the CSV export (the CLI's and the page's) 0: the outputs
	// kept byte for byte (testdata/golden) hold both.
	BlankUnrated bool
}

// WriteCSV writes the standings as delimited text, the one writer of the
// CSV export and of the page's copy: a header, then one row per
// participant in rank order, every cell spreadsheet-safe (SafeCell).
func WriteCSV(w io.Writer, st *engine.Standings, o CSVOptions) error {
	cw := csv.NewWriter(w)
	num := i18n.Number("en")
	head := []string{"rank", "start", "title", "name", "rating", "federation", "points"}
	if o.Lang != "" {
		num = i18n.Number(o.Lang)
		cw.Comma = num.Sep
		for i, k := range []string{"col.rank", "col.start", "col.title", "col.name", "col.rating", "col.fed", "col.points"} {
			head[i] = i18n.T(o.Lang, k)
		}
	}
	if o.Comma != 0 {
		cw.Comma = o.Comma
	}
	head = append(head, engine.Keys(st.TieBreaks)...)
	for i, c := range head {
		head[i] = SafeCell(c)
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	for _, row := range st.Rows {
		rec := []string{strconv.Itoa(row.Rank), "0", "", "", "", "", row.Points.Format(1)}
		if p := row.Player; p != nil {
			rec[1], rec[2], rec[3], rec[5] = strconv.Itoa(p.StartNo), p.Title, p.Name, p.Federation
			if p.Rating != 0 || !o.BlankUnrated {
				rec[4] = strconv.Itoa(p.Rating)
			}
		}
		for _, v := range row.Values {
			rec = append(rec, v.String())
		}
		for i, c := range rec {
			rec[i] = SafeCell(c)
			if i >= 6 {
				rec[i] = num.Local(rec[i]) // a number, never a formula
			}
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// Table writes the standings as an aligned plain-text table, followed by
// the ties left unbroken and the warnings, its sentences in lang ("it",
// "en", "es"; English is the engine's own text). The headings are codes
// and abbreviations, the same in every language.
func Table(w io.Writer, st *engine.Standings, lang string) error {
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
	// Written as it is made: the vectors of RRO or SEQ over thousands of
	// tied players make a table of a hundred megabytes.
	b := bufio.NewWriter(w)
	b.WriteString(i18n.T(lang, "report.rules", st.Edition, st.EditionNote.Text(lang), i18n.T(lang, "system."+systemID(st.System)), st.Round) + "\n")
	writeAligned(b, rows, 2)
	for _, t := range st.Ties {
		b.WriteString(i18n.T(lang, "report.tie", joinInts(t)) + "\n")
	}
	for _, n := range st.Notices {
		b.WriteString(i18n.T(lang, "report.warning", n.Text(lang)) + "\n")
	}
	return b.Flush()
}

// systemID is the catalogues' id of a pairing system ("system."+id): an
// unknown system is taken as a Swiss, as Compute takes it.
func systemID(s engine.System) string {
	if s == engine.UnknownSystem {
		s = engine.Swiss
	}
	return s.String()
}

func joinInts(t []int) string {
	s := make([]string, len(t))
	for i, v := range t {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, ", ")
}

// systemLabel is the English name of a pairing system.
func systemLabel(s engine.System) string { return i18n.T("en", "system."+systemID(s)) }
