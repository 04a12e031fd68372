package chessresults

import (
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// IsCell reports a round cell of a game with its result as the detector
// counts it ("12w1", "5b½", "81w-"): a game's cell of the reader's
// grammar (gameText, reCRFull) with a result, cheap necessary conditions first. A
// game without a result yet ("4w") is read but not counted: it says
// little of a crosstable; the values (an opponent 0 or out of range) are
// the reader's to check, with a positioned error.
func IsCell(f string) bool {
	if f == "" || f[0] < '0' || f[0] > '9' || !strings.ContainsAny(f, "wbsWBS") {
		return false
	}
	t := scan.NormDashes(strings.TrimSpace(f))
	// gameText's match without its parts (no allocation): a result is
	// there when the text does not end with the colour
	return reCRFull.Re().MatchString(t) && strings.IndexByte("wbsWBS", t[len(t)-1]) < 0
}

// IsBye reports a bye written with a dash ("-1", "-½", "-0,5", "-0", a
// typographic dash too) as the detector counts it: a bye of crCell's.
func IsBye(f string) bool {
	if f == "" || f[0] != '-' && f[0] != 0xE2 { // a dash is 0xE2 … in UTF-8
		return false
	}
	x, ok := crCell(scan.Tok{S: f})
	return ok && (x.Full || x.Kind == engine.HPB || x.Kind == engine.ZPB)
}

// MayHoldCell is necessary for a field of s to match IsCell or
// IsBye: a cell "12w1" has a digit before its colour letter, with only
// \s characters between (reCRFull: "12 w 1" in a delimited field), a bye
// "-1", "-½", "-0", "-0.5" has a dash right before 1, ½ or 0.
func MayHoldCell(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			j := i + 1
			for j < len(s) && scan.IsRESpace(s[j]) {
				j++
			}
			if j < len(s) && strings.IndexByte("wbsWBS", s[j]) >= 0 {
				return true
			}
		case c == '-' || c == 0xE2: // '-', or the first byte of a typographic dash
			r, w := utf8.DecodeRuneInString(s[i:])
			if scan.Dash(r) == '-' && i+w < len(s) && (s[i+w] == '1' || s[i+w] == '0' || strings.HasPrefix(s[i+w:], "½")) {
				return true
			}
		}
	}
	return false
}

// Detect rates a sample as a crosstable of the chess-results family
// (docs/formats.md §4.2): Vega's page copied from a browser (§7.9), Papi's
// grille américaine (§7.10), or rows of at least two cells (IsCell,
// IsBye), with the sample's delimiter or with whitespace (§3.8); more
// surely on a page naming chess-results (Named). teamTable reports a
// sample that is surely a team crosstable (§7.8), which the detector then
// leaves to the team family.
func Detect(sample []string, teamTable func(sample []string) bool) scan.Finding {
	var c scan.Finding
	if n, _ := VegaRows(sample); n >= 2 { // Vega's page copied from a browser (§7.9)
		c.Confidence, c.Rows, c.Reason = 85, n, scan.MsgI(&msg.DetectVega, n)
		return c
	}
	if n := PapiRows(sample); n >= 2 { // Papi's grille américaine (§7.10)
		c.Confidence, c.Rows, c.Reason = 95, n, scan.MsgI(&msg.DetectPapi, n)
		return c
	}
	pre := Named(sample)
	rows := 0
	for _, d := range scan.SampleDelims(sample) {
		rows = max(rows, detectRows(sample, d))
	}
	c.Rows = rows
	switch {
	case rows >= 2:
		c.Confidence = 85
	case rows == 1:
		c.Confidence = 60
	}
	if pre && rows > 0 {
		c.Confidence += 10
	}
	c.Reason = scan.MsgI(&msg.DetectChessResults, rows)
	if rows > 0 && teamTable(sample) { // a team crosstable (§7.8)
		c.Confidence = min(c.Confidence, 30)
	}
	return c
}

// Named reports a sample naming chess-results: a page copied from it.
func Named(sample []string) bool {
	for _, s := range sample {
		if strings.Contains(strings.ToLower(s), "chess-results") {
			return true
		}
	}
	return false
}

// detectFields splits a line for the detector: as scan.FieldTexts(s, 0), and
// a line without tabs or semicolons also at its commas, for the CSV a
// spreadsheet saves with commas ("1,,Name,2020,SWE, 17b1, 5w1"). Only
// whole cells are counted, so a decimal comma ("5b0,5") costs nothing:
// its "5b0" is a cell all the same.
func detectFields(s string) []string {
	if strings.IndexByte(s, '\t') >= 0 || strings.Count(s, ";") >= 2 || strings.IndexByte(s, ',') < 0 {
		return scan.FieldTexts(s, 0)
	}
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
}

// detectRows counts the rows of at least two cells when the lines are
// split at delim (0: as detectFields).
func detectRows(sample []string, delim rune) int {
	rows := 0
	for _, s := range sample {
		if !MayHoldCell(s) {
			continue
		}
		fs := detectFields(s)
		if delim != 0 {
			fs = scan.FieldTexts(s, delim)
		}
		n := 0
		for _, f := range fs {
			if IsCell(f) || IsBye(f) && strings.ContainsAny(s, "\t;,|") {
				n++
			}
		}
		if n >= 2 {
			rows++
		}
	}
	return rows
}
