package i18n

import "strings"

// NumberFormat is how a language writes a number and the delimited text a
// spreadsheet set to that language reads: the one place that says it
// (docs/tiebreaks.md, decision 62). The page's prizes, the exercise's
// values, the standings on screen, the explanations, the board prizes,
// the printed check, the page's CSV and its copied table all take it from
// here (app/number.go); the CLI's CSV and the JSON are data and keep the
// decimal point.
type NumberFormat struct {
	// Mark is the decimal mark: '.' or ','.
	Mark byte
	// Sep separates the cells of the CSV file a spreadsheet in the
	// language opens by a double click: ',' where the decimal mark is a
	// point, ';' where it is a comma (the list separator of those
	// locales, which spreadsheets use for CSV).
	Sep rune
}

// numberFormats is the table of languages. French is data only (the page
// speaks Italian, English, Spanish and German): a language added to the
// catalogues finds its row here.
var numberFormats = map[string]NumberFormat{
	"en": {Mark: '.', Sep: ','},
	"it": {Mark: ',', Sep: ';'},
	"es": {Mark: ',', Sep: ';'},
	"de": {Mark: ',', Sep: ';'},
	"fr": {Mark: ',', Sep: ';'},
}

// Number returns the number format of lang; a language without a row is
// written as English.
func Number(lang string) NumberFormat {
	if f, ok := numberFormats[lang]; ok {
		return f
	}
	return numberFormats[DefaultLang]
}

// Comma reports whether the decimal mark is a comma.
func (f NumberFormat) Comma() bool { return f.Mark == ',' }

// Local rewrites a number written with a decimal point ("37.75", "-0.5",
// a vector "1 2.5 3") with the decimal mark of the format ("37,75"). Only
// a point between two digits changes.
func (f NumberFormat) Local(s string) string { return swapMark(s, '.', f.Mark) }

// Point rewrites a number written with the decimal mark of the format
// ("1000,50") with a decimal point ("1000.50"), as Local's inverse: only a
// mark between two digits changes.
func (f NumberFormat) Point(s string) string { return swapMark(s, f.Mark, '.') }

// swapMark writes mark for each old between two digits of s.
func swapMark(s string, old, mark byte) string {
	if old == mark || strings.IndexByte(s, old) < 0 {
		return s
	}
	b := []byte(s)
	digit := func(i int) bool { return i >= 0 && i < len(b) && b[i] >= '0' && b[i] <= '9' }
	for i := range b {
		if b[i] == old && digit(i-1) && digit(i+1) {
			b[i] = mark
		}
	}
	return string(b)
}
