package report

import (
	"io"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/prizes"
	"github.com/spareggi/spareggi/internal/i18n"
)

// HortTable writes a prize distribution (prizes.Hort) as a plain-text table:
// place, participant, points, the places his prize group occupies, the
// prize of his own place, the exact share and the amount paid, then the
// total and the rounding difference, in lang.
func HortTable(w io.Writer, awards []prizes.Award, diff, unit engine.Value, equal bool, lang string) error {
	dec := unitDecimals(unit)
	rows := [][]string{{"Pl", "Name", "SNo", "Pts", "Places", "Prize", "Exact", "Paid"}}
	var paid engine.Value
	for _, a := range awards {
		places := strconv.Itoa(a.First)
		if a.Last > a.First {
			places += "-" + strconv.Itoa(a.Last)
		}
		rows = append(rows, []string{strconv.Itoa(a.Place), a.Name, strconv.Itoa(a.Start), a.Points.Format(1), places,
			a.PlacePrize.Format(dec), a.Exact.Format(dec), a.Amount.Format(dec)})
		paid = paid.Add(a.Amount)
	}
	var b strings.Builder
	if equal {
		b.WriteString(i18n.T(lang, "report.hort.equal") + "\n")
	} else {
		b.WriteString(i18n.T(lang, "report.hort.hort") + "\n")
	}
	writeAligned(&b, rows, 1)
	b.WriteString(i18n.T(lang, "report.hort.total", paid.Format(dec), unit.String()))
	if diff.Sign() != 0 {
		b.WriteString(i18n.T(lang, "report.hort.diff", signed(diff, dec)))
	}
	b.WriteString(".\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// unitDecimals returns the number of decimals a rounding unit needs.
func unitDecimals(unit engine.Value) int {
	s := unit.String()
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}

func signed(v engine.Value, dec int) string {
	if v.Sign() > 0 {
		return "+" + v.Format(dec)
	}
	return v.Format(dec)
}
