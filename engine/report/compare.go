package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
)

// CompareTable writes a comparison as an aligned plain-text table: one
// column of ranks per computation, a shared rank marked "=", a rank that
// differs from the first column marked "*", followed by what each column
// computed and how many participants changed rank.
func CompareTable(w io.Writer, cmp *engine.Comparison) error {
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
		fmt.Fprintf(&b, "%s: rules %s, PTS", c.Label, st.Edition)
		for _, k := range engine.Keys(st.TieBreaks) {
			b.WriteString(", " + k)
		}
		fmt.Fprintf(&b, " (%s); %s; after round %d\n", st.ListSource, systemLabel(st.System), st.Round)
	}
	switch cmp.Changed {
	case 0:
		b.WriteString("Every participant has the same rank in every column.\n")
	case 1:
		b.WriteString("1 participant changes rank (marked >; * = differs from the first column, = shared rank).\n")
	default:
		fmt.Fprintf(&b, "%d participants change rank (marked >; * = differs from the first column, = shared rank).\n", cmp.Changed)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeAligned writes rows as columns separated by two spaces; the column
// textCol is left-aligned, the others right-aligned.
func writeAligned(b *strings.Builder, rows [][]string, textCol int) {
	var width []int
	for _, r := range rows {
		for j, c := range r {
			if j >= len(width) {
				width = append(width, 0)
			}
			width[j] = max(width[j], utf8.RuneCountInString(c))
		}
	}
	for _, r := range rows {
		for j, c := range r {
			pad := strings.Repeat(" ", width[j]-utf8.RuneCountInString(c))
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
