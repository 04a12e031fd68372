package scan

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
	Name string // as printed (a prefix when numbered)
	// numbered: the name is followed by the column's number (TB1, Wtg2).
	Numbered bool
	// fold: the name is matched ignoring case and a trailing dot; the
	// short codes (SB, DE) are matched as printed, so that a name such as
	// "De" in a row is not taken for a header.
	fold    bool
	Program string // the program that prints it, "" when several do
	lang    string // the interface language it is printed in, "" for any
	Hint    string // the tie-break descriptor it most likely is, "" when the name does not say
}

// Programs that print tie-break columns (DeclaredColumn.Program).
const (
	progSwissManager = "swissmanager" // Swiss-Manager, and chess-results which publishes its files
	ProgVega         = "vega"
	progSwissChess   = "swisschess"
	ProgSwissPerfect = "swissperfect"
	progPapi         = "papi"
)

// PrintedNames are the names, by program and language.
var PrintedNames = []printedName{
	// Swiss-Manager / chess-results: numbered columns, titled by the
	// notes lines (docs/formats.md §7.1).
	{Name: "TB", Numbered: true, fold: true, Program: progSwissManager, lang: "en"},
	{Name: "Wtg", Numbered: true, fold: true, Program: progSwissManager, lang: "de"},
	{Name: "Desp", Numbered: true, fold: true, Program: progSwissManager, lang: "es"},
	{Name: "Spar", Numbered: true, fold: true, Program: progSwissManager, lang: "it"},
	// The C.07 abbreviations, printed by Swiss-Manager since 2024 and by
	// other programs ("BH-C1" is C.07's BH/C1; Vega prints both).
	{Name: "BH", Hint: "BH"}, {Name: "BH-C1", Hint: "BH/C1"}, {Name: "BH/C1", Hint: "BH/C1"}, {Name: "BH-C2", Hint: "BH/C2"},
	{Name: "BH-M1", Hint: "BH/M1"}, {Name: "BH-M2", Hint: "BH/M2"},
	{Name: "SB", Hint: "SB"}, {Name: "SB-C1", Hint: "SB/C1"},
	{Name: "DE", Hint: "DE"}, {Name: "WIN", Hint: "WIN"}, {Name: "WON", Hint: "WON"},
	{Name: "BPG", Hint: "BPG"}, {Name: "BWG", Hint: "BWG"}, {Name: "GE", Hint: "REP"}, {Name: "REP", Hint: "REP"},
	{Name: "PS", Hint: "PS"}, {Name: "KS", Hint: "KS"}, {Name: "AOB", Hint: "AOB"}, {Name: "FB", Hint: "FB"},
	{Name: "ARO", Hint: "ARO"}, {Name: "ARO-C1", Hint: "ARO/C1"}, {Name: "TPR", Hint: "TPR"}, {Name: "PTP", Hint: "PTP"},
	// Swiss Perfect's standings: "Place Name Feder Rtg Loc Score M-Buch.
	// Buch. Progr." (docs/formats.md §9).
	{Name: "M-Buch.", Program: ProgSwissPerfect, lang: "en", Hint: "BH/M1"},
	{Name: "Buch.", Program: ProgSwissPerfect, lang: "en", Hint: "BH"},
	{Name: "Progr.", Program: ProgSwissPerfect, lang: "en", Hint: "PS"},
	// Papi's grille américaine (French): "Pts Tr. Bu. Perf"
	// (docs/formats.md §7.10): the truncated Buchholz, the Buchholz and the
	// performance, matched as printed.
	{Name: "Tr.", Program: progPapi, lang: "fr", Hint: "BH/C2"},
	{Name: "Bu.", Program: progPapi, lang: "fr", Hint: "BH"},
	{Name: "Perf", Program: progPapi, lang: "fr", Hint: "TPR"},
	// Papi's own HTML export heads it with a point.
	{Name: "Perf.", Program: progPapi, lang: "fr", Hint: "TPR"},
	// German abbreviations of the Sonneborn-Berger and the direct
	// encounter ("direkter Vergleich").
	{Name: "SoBe.", lang: "de", Hint: "SB"},
	{Name: "DiVerg", lang: "de", Hint: "DE"},
	// Swiss-Chess (German): "Punkte Buchh SoBerg", "Punkte SoBer Siege".
	{Name: "Buchh", fold: true, Program: progSwissChess, lang: "de", Hint: "BH"},
	{Name: "SoBerg", fold: true, Program: progSwissChess, lang: "de", Hint: "SB"},
	{Name: "SoBer", fold: true, Program: progSwissChess, lang: "de", Hint: "SB"},
	// "Siege" (wins), printed after the Sonneborn-Berger.
	{Name: "Siege", fold: true, lang: "de", Hint: "WIN"},
	{Name: "Wertung", fold: true, lang: "de"},
	{Name: "Feinwertung", fold: true, lang: "de"},
	// Vega: the User column of its cross table, and its Italian names.
	{Name: "User", Program: ProgVega, lang: "en"},
	{Name: "Bucch", fold: true, Program: ProgVega, lang: "it", Hint: "BH"},
	// Vega's site of 2016–2019: "Buc1 BucT", "BucM" (docs/formats.md §7.9).
	{Name: "Buc1", Program: ProgVega, lang: "en", Hint: "BH/C1"},
	{Name: "BucT", Program: ProgVega, lang: "en", Hint: "BH"},
	{Name: "BucM", Program: ProgVega, lang: "en", Hint: "BH/M1"},
	// The words of the other languages.
	{Name: "Buchholz", fold: true, Hint: "BH"},
	{Name: "Sonneborn-Berger", fold: true, Hint: "SB"},
	{Name: "Desempate", fold: true, lang: "es"},
	{Name: "Spareggio", fold: true, lang: "it"},
}

// LookupPrintedName returns the row of printedNames a header matches. It
// allocates nothing: the detectors ask it of every field.
func LookupPrintedName(h string) (printedName, bool) {
	h = strings.TrimSpace(h)
	if len(h) < 2 || len(h) > 20 {
		return printedName{}, false
	}
	folded := strings.TrimRight(h, ".")
	for _, n := range PrintedNames {
		switch {
		case n.Numbered:
			p := len(n.Name)
			if len(folded) > p && strings.EqualFold(folded[:p], n.Name) && AllDigits(folded[p:]) {
				return n, true
			}
		case n.fold:
			if strings.EqualFold(folded, strings.TrimRight(n.Name, ".")) {
				return n, true
			}
		case h == n.Name:
			return n, true
		}
	}
	return printedName{}, false
}

// isPrintedName reports whether a header names a printed tie-break
// column.
func isPrintedName(h string) bool {
	_, ok := LookupPrintedName(h)
	return ok
}
