package app

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// The page writes every number in the format of its language
// (i18n.Number, docs/tiebreaks.md decision 62): "37,75" in Italian and
// Spanish, "37.75" in English, in the standings, the explanations, the
// board prizes, the prizes and the printed check alike. These are the
// page's only ways of writing a decimal value.

// formatNumber writes v with at least dec decimals and the decimal mark of
// lang ("3,5" points beside "1000,50" in Spanish).
func formatNumber(lang string, v engine.Value, dec int) string {
	return i18n.Number(lang).Local(v.Format(dec))
}

// formatAmount writes an amount with two decimals and the decimal mark of
// lang ("900,00" in Italian).
func formatAmount(lang string, v engine.Value) string { return formatNumber(lang, v, 2) }

// formatResult writes a tie-break's value (a number or a vector) as the
// standings show it, with the decimal mark of lang.
func formatResult(lang string, r engine.Result) string {
	return i18n.Number(lang).Local(r.String())
}

// numberText writes s, a number or a vector written with a decimal point
// ("4.5", "1 2.5"), with the decimal mark of lang; a text that is not only
// numbers (an article "C.07 9.1", a name) stays as it is.
func numberText(lang, s string) string {
	if strings.Trim(s, "0123456789.- ") != "" {
		return s
	}
	return i18n.Number(lang).Local(s)
}

// noteText is a note in lang, the numbers it cites written with the
// language's decimal mark (numberText).
func noteText(lang string, n msg.Message) string {
	if i18n.Number(lang).Comma() {
		args := make([]string, len(n.Args))
		for i, a := range n.Args {
			args[i] = numberText(lang, a)
		}
		n.Args = args
	}
	return n.Text(lang)
}
