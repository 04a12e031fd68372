package report

import "strings"

// SafeCell returns s ready for a spreadsheet cell: a text that starts with
// =, +, -, @, TAB or CR, which spreadsheets read as a formula (a name such
// as =HYPERLINK(…) or +cmd|…), gets a leading apostrophe, as
// spreadsheet-safe exporters do. A number ("-1.5") is left as it is: it
// cannot be a formula. The CSV output and the page's CSV and copied table
// pass every cell through it.
func SafeCell(s string) string {
	if s == "" || !strings.ContainsRune("=+-@\t\r", rune(s[0])) || isNumber(s) {
		return s
	}
	return "'" + s
}

// isNumber reports whether s is a decimal number: an optional minus sign,
// digits, and optionally a point and more digits.
func isNumber(s string) bool {
	s = strings.TrimPrefix(s, "-")
	whole, frac, dot := strings.Cut(s, ".")
	return digits(whole) && (!dot || digits(frac))
}

func digits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
