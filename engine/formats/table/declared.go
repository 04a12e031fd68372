package table

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// This file keeps the tie-break columns a table printed (docs/formats.md
// §2.9): their headers become Event.DeclaredColumns and each row's cells,
// as printed and trimmed, Player.DeclaredTieBreaks. The values are never
// parsed and never used to compute.

// reTBNote is a notes line naming a tie-break column (§7.1): "# Tie Break1:
// Buchholz Tie-Breaks (variabel with parameter)", "Feinwertung2: …",
// "Desempate3: …". The number is the column's (TB1, Wtg1, Desp1, Spar1).
var reTBNote = &scan.LazyRE{Pattern: `(?i)^#?\s*(tie[\s-]?break|feinwertung|wertung|desempate|spareggio|tb|wtg|desp|spar)\s*(\d+)\s*:\s*(\S.*)$`}

// DeclaredOf returns the header fields hdr[j] for which keep(j) holds, as
// declared columns in the order printed, with their field indexes; a name
// of printedNames gives its column a hint and a program.
func DeclaredOf(hdr []scan.Tok, keep func(j int) bool) ([]engine.DeclaredColumn, []int) {
	var cols []engine.DeclaredColumn
	var idx []int
	for j, h := range hdr {
		if keep(j) {
			c := engine.DeclaredColumn{Name: strings.TrimSpace(h.S), Pos: engine.Pos{Line: h.Line, Col: h.Col}}
			if n, ok := scan.LookupPrintedName(c.Name); ok {
				c.Hint, c.Program = n.Hint, n.Program
			}
			cols = append(cols, c)
			idx = append(idx, j)
		}
	}
	return cols, idx
}

// PrintedCells returns the texts of the fields fs[j] for each j of idx,
// trimmed; "" where the row has no such field.
func PrintedCells(fs []scan.Tok, idx []int) []string {
	if len(idx) == 0 {
		return nil
	}
	out := make([]string, len(idx))
	for k, j := range idx {
		if j >= 0 && j < len(fs) {
			out[k] = strings.TrimSpace(fs[j].S)
		}
	}
	return out
}

// declaredValues is a row's values for n declared columns: the printed
// ones, "" for those the row lacks; nil when there are no columns.
func declaredValues(printed []string, n int) []string {
	if n == 0 {
		return nil
	}
	out := make([]string, n)
	copy(out, printed)
	return out
}

// TitleDeclared gives the declared columns the titles of the notes lines
// among lines (Swiss-Manager's "Tie Break1: …" after the table, §7.1): the
// note numbered N titles the column whose name ends in N (TB1, Wtg1). The
// first note for a column wins; notes without a matching column are
// ignored. The titles stay text: they are never turned into tie-break
// codes.
func TitleDeclared(cols []engine.DeclaredColumn, lines []string) {
	if len(cols) == 0 {
		return
	}
	for _, s := range lines {
		m := reTBNote.Re().FindStringSubmatch(noteText(s))
		if m == nil {
			continue
		}
		n, ok := scan.AtoiSmall(m[2])
		if !ok {
			continue
		}
		for i := range cols {
			if c := &cols[i]; c.Title == "" && columnNumber(c.Name) == n {
				c.Title = strings.TrimSpace(m[3])
				break
			}
		}
	}
}

// noteText is a notes line without the delimiters and quotes a CSV export
// puts around it.
func noteText(s string) string {
	s = strings.Trim(strings.TrimSpace(s), ";,\t ")
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = strings.ReplaceAll(s[1:len(s)-1], `""`, `"`)
	}
	return strings.TrimSpace(s)
}

// columnNumber is the number a tie-break header ends with ("TB2" is 2), or
// -1.
func columnNumber(name string) int {
	k := len(name)
	for k > 0 && name[k-1] >= '0' && name[k-1] <= '9' {
		k--
	}
	if k == len(name) {
		return -1
	}
	n, ok := scan.AtoiSmall(name[k:])
	if !ok {
		return -1
	}
	return n
}
