package report

import (
	"io"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/compare"
	"github.com/spareggi/spareggi/internal/i18n"
)

// CompareTable writes a comparison as an aligned plain-text table: one
// column of ranks per computation, a shared rank marked "=", a rank that
// differs from the first column marked "*", followed by what each column
// computed and how many participants changed rank, in lang.
func CompareTable(w io.Writer, cmp *compare.Comparison, lang string) error {
	head := []string{"", "SNo", "Name", "Pts"}
	for _, c := range cmp.Columns {
		head = append(head, c.Label)
	}
	rows := [][]string{head}
	for _, r := range cmp.Rows {
		mark := ""
		if r.Changed {
			mark = ">"
		}
		rec := []string{mark, strconv.Itoa(r.Start), r.Name, r.Points.Format(1)}
		for k, rk := range r.Ranks {
			s := strconv.Itoa(rk)
			if r.Shared[k] {
				s += "="
			}
			if r.Moved[k] {
				s += "*"
			}
			rec = append(rec, s)
		}
		rows = append(rows, rec)
	}
	var b strings.Builder
	writeAligned(&b, rows, 2)
	for _, c := range cmp.Columns {
		st := c.Standings
		list := ""
		for _, k := range engine.Keys(st.TieBreaks) {
			list += ", " + k
		}
		// The list's source is written in English in every language, as
		// the golden outputs have it (testdata/golden); its Italian and
		// Spanish sentences are the page's (RulesUsed).
		b.WriteString(i18n.T(lang, "report.compare.column", c.Label, st.Edition, list, st.ListSource.English(),
			i18n.T(lang, "system."+systemID(st.System)), st.Round) + "\n")
	}
	switch cmp.Changed {
	case 0:
		b.WriteString(i18n.T(lang, "report.compare.same") + "\n")
	case 1:
		b.WriteString(i18n.T(lang, "report.compare.one") + "\n")
	default:
		b.WriteString(i18n.T(lang, "report.compare.many", cmp.Changed) + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeAligned writes rows as columns separated by two spaces; the column
// textCol is left-aligned, the others right-aligned. Cells are shown as
// Plain shows them and measured by Width.
func writeAligned(b io.StringWriter, rows [][]string, textCol int) {
	var width []int
	for _, r := range rows {
		for j, c := range r {
			if j >= len(width) {
				width = append(width, 0)
			}
			r[j] = Plain(c)
			width[j] = max(width[j], Width(r[j]))
		}
	}
	for _, r := range rows {
		for j, c := range r {
			pad := strings.Repeat(" ", width[j]-Width(c))
			if j == textCol {
				if j == len(r)-1 {
					pad = ""
				}
				b.WriteString(c + pad)
			} else {
				b.WriteString(pad + c)
			}
			if j < len(r)-1 {
				b.WriteString("  ")
			}
		}
		b.WriteString("\n")
	}
}
