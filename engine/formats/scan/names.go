package scan

import (
	"strings"
	"unicode"
)

// The words of a name (docs/formats.md §3.6). Where a reader must tell a
// name from other text by its characters (the pairing lines of §12, which
// have no columns), a word of a name holds a letter of any script and
// otherwise only letters, combining marks and the punctuation of names:
// `Smith, John "Johnny"`, `Neil (Jr)`, `O'Brien`, `d’Artagnan`,
// `Garcia-Palermo`, `Tolkien, J. R. R.`, `Иванов`, `王小明`. Readers whose
// names are cells of a table take the cell as written.

// nameMarks are the characters a word of a name may hold besides letters
// and combining marks: full stop, comma, apostrophes, hyphens, straight
// and curly quotes, guillemets, parentheses and brackets.
const nameMarks = ".,'’‘ʼ`´-‐‑\"“”„‟«»‹›()[]"

// IsNameWord reports whether w can be a word of a name: it holds a letter,
// and nothing but letters, combining marks and nameMarks (no digit, no
// other punctuation). A parenthesised word with a letter (`(Jr)`) is part
// of the name; one without (`(1½)`) is not.
func IsNameWord(w string) bool {
	letter := false
	for _, r := range w {
		switch {
		case unicode.IsLetter(r):
			letter = true
		case unicode.IsMark(r), strings.ContainsRune(nameMarks, r):
		default:
			return false
		}
	}
	return letter
}

// IsNameCell reports whether a cell or a word of a table can be (part of)
// a name: it holds a letter and is no title. A parenthesised cell is part
// of the name when it holds a letter (`(Jr)`), not when it holds points
// (`(1½)`, `()`).
func IsNameCell(s string) bool {
	return TitleOf(s) == "" && strings.IndexFunc(s, unicode.IsLetter) >= 0
}
