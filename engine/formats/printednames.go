package formats

import "strings"

// This file is the one table of the names programs print over their
// tie-break columns (docs/formats.md §2.9, docs/tiebreaks.md §15): every
// reader that keeps printed columns recognises a header through it
// (headerRole's "tb"), and each declared column takes from it the
// tie-break the name most likely is (DeclaredColumn.Hint) and the program
// that prints it (DeclaredColumn.Program). A hint only breaks ties in the
// check: the check identifies a column by its values.

// printedName is one name a program prints over a tie-break column.
type printedName struct {
	name string // as printed (a prefix when numbered)
	// numbered: the name is followed by the column's number (TB1, Wtg2).
	numbered bool
	// fold: the name is matched ignoring case and a trailing dot; the
	// short codes (SB, DE) are matched as printed, so that a name such as
	// "De" in a row is not taken for a header.
	fold    bool
	program string // the program that prints it, "" when several do
	lang    string // the interface language it is printed in, "" for any
	hint    string // the tie-break descriptor it most likely is, "" when the name does not say
}

// Programs that print tie-break columns (DeclaredColumn.Program).
const (
	progSwissManager = "swissmanager" // Swiss-Manager, and chess-results which publishes its files
	progVega         = "vega"
	progSwissChess   = "swisschess"
	progSwissPerfect = "swissperfect"
	progPapi         = "papi"
)

// printedNames are the names, by program and language.
var printedNames = []printedName{
	// Swiss-Manager / chess-results: numbered columns, titled by the
	// notes lines (docs/formats.md §7.1).
	{name: "TB", numbered: true, fold: true, program: progSwissManager, lang: "en"},
	{name: "Wtg", numbered: true, fold: true, program: progSwissManager, lang: "de"},
	{name: "Desp", numbered: true, fold: true, program: progSwissManager, lang: "es"},
	{name: "Spar", numbered: true, fold: true, program: progSwissManager, lang: "it"},
	// The C.07 abbreviations, printed by Swiss-Manager since 2024 and by
	// other programs ("BH-C1" is C.07's BH/C1; Vega prints both).
	{name: "BH", hint: "BH"}, {name: "BH-C1", hint: "BH/C1"}, {name: "BH/C1", hint: "BH/C1"}, {name: "BH-C2", hint: "BH/C2"},
	{name: "BH-M1", hint: "BH/M1"}, {name: "BH-M2", hint: "BH/M2"},
	{name: "SB", hint: "SB"}, {name: "SB-C1", hint: "SB/C1"},
	{name: "DE", hint: "DE"}, {name: "WIN", hint: "WIN"}, {name: "WON", hint: "WON"},
	{name: "BPG", hint: "BPG"}, {name: "BWG", hint: "BWG"}, {name: "GE", hint: "REP"}, {name: "REP", hint: "REP"},
	{name: "PS", hint: "PS"}, {name: "KS", hint: "KS"}, {name: "AOB", hint: "AOB"}, {name: "FB", hint: "FB"},
	{name: "ARO", hint: "ARO"}, {name: "ARO-C1", hint: "ARO/C1"}, {name: "TPR", hint: "TPR"}, {name: "PTP", hint: "PTP"},
	// Swiss Perfect's standings: "Place Name Feder Rtg Loc Score M-Buch.
	// Buch. Progr." (docs/formats.md §9).
	{name: "M-Buch.", program: progSwissPerfect, lang: "en", hint: "BH/M1"},
	{name: "Buch.", program: progSwissPerfect, lang: "en", hint: "BH"},
	{name: "Progr.", program: progSwissPerfect, lang: "en", hint: "PS"},
	// Papi's grille américaine (French): "Pts Tr. Bu. Perf"
	// (docs/formats.md §7.10): the truncated Buchholz, the Buchholz and the
	// performance, matched as printed.
	{name: "Tr.", program: progPapi, lang: "fr", hint: "BH/C2"},
	{name: "Bu.", program: progPapi, lang: "fr", hint: "BH"},
	{name: "Perf", program: progPapi, lang: "fr", hint: "TPR"},
	// German abbreviations of the Sonneborn-Berger and the direct
	// encounter ("direkter Vergleich").
	{name: "SoBe.", lang: "de", hint: "SB"},
	{name: "DiVerg", lang: "de", hint: "DE"},
	// Swiss-Chess (German): "Punkte Buchh SoBerg", "Punkte SoBer Siege".
	{name: "Buchh", fold: true, program: progSwissChess, lang: "de", hint: "BH"},
	{name: "SoBerg", fold: true, program: progSwissChess, lang: "de", hint: "SB"},
	{name: "SoBer", fold: true, program: progSwissChess, lang: "de", hint: "SB"},
	// "Siege" (wins), printed after the Sonneborn-Berger.
	{name: "Siege", fold: true, lang: "de", hint: "WIN"},
	{name: "Wertung", fold: true, lang: "de"},
	{name: "Feinwertung", fold: true, lang: "de"},
	// Vega: the User column of its cross table, and its Italian names.
	{name: "User", program: progVega, lang: "en"},
	{name: "Bucch", fold: true, program: progVega, lang: "it", hint: "BH"},
	// Vega's site of 2016–2019: "Buc1 BucT", "BucM" (docs/formats.md §7.9).
	{name: "Buc1", program: progVega, lang: "en", hint: "BH/C1"},
	{name: "BucT", program: progVega, lang: "en", hint: "BH"},
	{name: "BucM", program: progVega, lang: "en", hint: "BH/M1"},
	// The words of the other languages.
	{name: "Buchholz", fold: true, hint: "BH"},
	{name: "Sonneborn-Berger", fold: true, hint: "SB"},
	{name: "Desempate", fold: true, lang: "es"},
	{name: "Spareggio", fold: true, lang: "it"},
}

// lookupPrintedName returns the row of printedNames a header matches. It
// allocates nothing: the detectors ask it of every field.
func lookupPrintedName(h string) (printedName, bool) {
	h = strings.TrimSpace(h)
	if len(h) < 2 || len(h) > 20 {
		return printedName{}, false
	}
	folded := strings.TrimRight(h, ".")
	for _, n := range printedNames {
		switch {
		case n.numbered:
			p := len(n.name)
			if len(folded) > p && strings.EqualFold(folded[:p], n.name) && allDigits(folded[p:]) {
				return n, true
			}
		case n.fold:
			if strings.EqualFold(folded, strings.TrimRight(n.name, ".")) {
				return n, true
			}
		case h == n.name:
			return n, true
		}
	}
	return printedName{}, false
}

// isPrintedName reports whether a header names a printed tie-break
// column.
func isPrintedName(h string) bool {
	_, ok := lookupPrintedName(h)
	return ok
}
