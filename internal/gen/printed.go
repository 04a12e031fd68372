package gen

import (
	"strconv"
	"strings"
)

// WidePrinted returns a chess-results CSV export (';'-separated, 13
// fields a row, its ranking header beginning "Rk." and its third printed
// column, TB3, last) with its first printed column, TB1 (the 11th field),
// printed again as TB4 … TBn: an export printing n tie-break columns, for
// the tests of the check's cap on columns. Other lines are kept as they
// are.
func WidePrinted(csv string, n int) string {
	var lines []string
	for _, l := range strings.Split(csv, "\n") {
		if fs := strings.Split(l, ";"); len(fs) == 13 {
			for k := 4; k <= n; k++ {
				if fs[0] == "Rk." {
					fs = append(fs, "TB"+strconv.Itoa(k))
				} else {
					fs = append(fs, fs[10])
				}
			}
			l = strings.Join(fs, ";")
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}
