package grid

import (
	"strings"
	"unicode"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// The players' name column (docs/formats.md §7.1, §8.1, "The name column"):
// the headings are hints (headerWords); a delimited grid or a crosstable of
// players none of whose headings names the players, or whose name heading
// stands over an empty column, takes the first column whose values are
// names (nameColumn, one rule for both families), and a table whose names
// all come out empty is E-NAMES-EMPTY.

// NameColumn is the content rule of the name column, one for the grids
// and the crosstables: of n columns, the one headed by a name heading
// (headed, -1 when none) when some row has a value there (vals), else the
// first column, left to right, that free allows (outside the cells, not
// headed by another role) and whose values are names (isNameColumn), else
// headed. byContent reports a column found by its values.
func NameColumn(n, headed int, free func(j int) bool, vals func(j int) []string) (col int, byContent bool) {
	if headed >= 0 && !AllBlankValues(vals(headed)) {
		return headed, false
	}
	for j := range n {
		if free(j) && isNameColumn(vals(j)) {
			return j, true
		}
	}
	return headed, false
}

// gridNameColumn returns the index of the header field of a delimited grid
// whose column holds the names (nameColumn), giving it the role "name" in
// roles; -1 when there is none.
func gridNameColumn(rows []*Row, hdr []scan.Tok, roles map[int]string) int {
	headed := -1
	for j := range hdr {
		if roles[j] == "name" {
			headed = j
			break
		}
	}
	free := func(j int) bool { return (roles[j] == "" || roles[j] == "name") && !IsCellColumn(rows, j) }
	j, byContent := NameColumn(len(hdr), headed, free, func(j int) []string { return ColumnValues(rows, j) })
	if byContent {
		if headed >= 0 {
			roles[headed] = ""
		}
		roles[j] = "name"
	}
	return j
}

// FieldValues returns the trimmed values of field j of every row of
// fields ("" where a row is shorter): a crosstable's column.
func FieldValues(data [][]scan.Tok, j int) []string {
	vals := make([]string, len(data))
	for i, fs := range data {
		if j < len(fs) {
			vals[i] = strings.TrimSpace(fs[j].S)
		}
	}
	return vals
}

// ColumnValues returns the trimmed values of field j of every row ("" where
// a row is shorter).
func ColumnValues(rows []*Row, j int) []string {
	vals := make([]string, len(rows))
	for i, r := range rows {
		if j < len(r.Toks) {
			vals[i] = strings.TrimSpace(r.Toks[j].S)
		}
	}
	return vals
}

// IsCellColumn reports whether field j is among the cells of some row.
func IsCellColumn(rows []*Row, j int) bool {
	for _, r := range rows {
		if j >= len(r.Pre) && j < len(r.Pre)+len(r.Cells) {
			return true
		}
	}
	return false
}

// AllBlankValues reports whether every value is empty.
func AllBlankValues(vals []string) bool {
	for _, v := range vals {
		if v != "" {
			return false
		}
	}
	return true
}

// isNameColumn reports whether the values of a column are the players'
// names: every row holds a name-like value (nameLike), no two rows the
// same one (a repeated value is a club, a city or a category), and none
// is a club's (clubLike).
func isNameColumn(vals []string) bool {
	if len(vals) < 2 {
		return false
	}
	seen := make(map[string]bool, len(vals))
	for _, v := range vals {
		k := scan.FoldName(v)
		if !NameLike(v) || clubLike(v) || seen[k] {
			return false
		}
		seen[k] = true
	}
	return true
}

// NameLike reports whether a value can be a player's name: more letters
// than digits, and not a title (FM, WGM, G), a federation (2–3 capitals),
// a withdrawal marker or a heading word.
func NameLike(v string) bool {
	letters, digits := 0, 0
	for _, r := range v {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			digits++
		}
	}
	return letters > digits && scan.TitleOf(v) == "" && !scan.IsFedToken(v) && !scan.WithdrawalMarkers[strings.ToLower(v)] && scan.HeaderRole(v) == ""
}

// clubAbbrevs are the abbreviations of club names (as written), and
// clubWords the words of club names (lower-cased), of clubLike.
var (
	clubAbbrevs = scan.WordSet("SC|SK|SV|SG|SF|SE|TSV|TuS|CC|ŠK|ШК|ASD|KS|UKS|e.V.")
	clubWords   = scan.WordSet("chess|club|klub|verein|circolo|scacchi|échecs|echecs|ajedrez|xadrez|schaak|schaakclub|" +
		"schachclub|schachklub|schachverein|schachfreunde|schachgemeinschaft|szachowy|šachový|шахматный|клуб")
)

// clubLike reports whether a value names a club: a word of it is a club
// abbreviation (SC, SK, TSV, ŠK, ШК, …) or a club word (Chess, Club,
// Schachverein, Circolo, Ajedrez, клуб, …), or it holds 俱乐部, 棋院 or 棋社.
func clubLike(v string) bool {
	for _, w := range strings.Fields(v) {
		w = strings.Trim(w, ",;()\"'")
		if clubAbbrevs[w] || clubWords[strings.ToLower(w)] {
			return true
		}
	}
	return strings.Contains(v, "俱乐部") || strings.Contains(v, "棋院") || strings.Contains(v, "棋社")
}
