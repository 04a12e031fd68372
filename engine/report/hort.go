package report

import (
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/prizes"
	"github.com/spareggi/spareggi/internal/i18n"
)

// PrizeList writes the printable prize list of `spareggi prizes`: the
// event's name (when the input has one), the rules used and the standings
// (Table), then the prizes (HortTable), plain text in columns of a fixed
// width, for a printer or a notice board. err is the prize sharing's
// error: the standings are written all the same, then err is returned.
func PrizeList(w io.Writer, st *engine.Standings, awards []prizes.Award, diff, unit engine.Value, equal bool, lang string, err error) error {
	if st != nil && st.Event != nil && strings.TrimSpace(st.Event.Name) != "" {
		if _, werr := io.WriteString(w, i18n.T(lang, "report.event", Plain(st.Event.Name))+"\n"); werr != nil {
			return werr
		}
	}
	if werr := Table(w, st, lang); werr != nil || err != nil {
		return errors.Join(werr, err)
	}
	if _, werr := io.WriteString(w, "\n"); werr != nil {
		return werr
	}
	return HortTable(w, awards, diff, unit, equal, lang)
}

// HortTable writes a prize distribution (prizes.Hort) as a plain-text table:
// place (a range for a rank the tie-breaks leave shared), participant,
// points, the places his prize group occupies, the prize of his place (the
// mean of the places' prizes for a shared rank), the exact share and the amount paid, then the
// total and the rounding difference, in lang.
func HortTable(w io.Writer, awards []prizes.Award, diff, unit engine.Value, equal bool, lang string) error {
	dec := unitDecimals(unit)
	rows := [][]string{{"Pl", "Name", "SNo", "Pts", "Places", "Prize", "Exact", "Paid"}}
	var paid engine.Value
	for _, a := range awards {
		rows = append(rows, []string{placeRange(a.PlaceFirst, a.PlaceLast), a.Name, strconv.Itoa(a.Start), a.Points.Format(1), placeRange(a.First, a.Last),
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
	switch diff.Sign() {
	case 1:
		b.WriteString(i18n.T(lang, "report.hort.diff.more", diff.Format(dec)))
	case -1:
		b.WriteString(i18n.T(lang, "report.hort.diff.less", engine.Value{}.Sub(diff).Format(dec)))
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

// placeRange writes the places first to last: "4", or "2-4" for places
// shared (a prize group, or a rank the tie-breaks leave shared).
func placeRange(first, last int) string {
	if last > first {
		return strconv.Itoa(first) + "-" + strconv.Itoa(last)
	}
	return strconv.Itoa(first)
}
