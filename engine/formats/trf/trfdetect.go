package trf

import (
	"strings"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// IsPlayerLine reports whether s matches `^001 [ 0-9]{3}[0-9]`, a player
// record with a start number in columns 5–8.
func IsPlayerLine(s string) bool {
	if len(s) < 8 || s[:4] != "001 " || s[7] < '0' || s[7] > '9' {
		return false
	}
	for i := 4; i < 7; i++ {
		if s[i] != ' ' && (s[i] < '0' || s[i] > '9') {
			return false
		}
	}
	return true
}

// HasCode reports whether s matches
// `^([0-9]{3}|XX[A-Z]|BB[A-Z]|###|[A-Z]{3})( |$)`: three digits, three
// capitals (XX? and BB? are capitals too) or "###", then a space or the end.
func HasCode(s string) bool {
	if len(s) < 3 || len(s) > 3 && s[3] != ' ' {
		return false
	}
	if s[:3] == "###" {
		return true
	}
	digits, capitals := 0, 0
	for i := 0; i < 3; i++ {
		switch c := s[i]; {
		case '0' <= c && c <= '9':
			digits++
		case 'A' <= c && c <= 'Z':
			capitals++
		}
	}
	return digits == 3 || capitals == 3
}

// Detect rates a sample as TRF (docs/formats.md §4.2): two player records
// (IsPlayerLine), or one and a tournament name (012); surely TRF when four
// lines in five start with a record code (HasCode) or the file is named
// .trf or .trfx. ext is the file name's extension, lower case.
func Detect(sample []string, ext string) scan.Finding {
	var c scan.Finding
	p001, h012, coded := 0, 0, 0
	for _, s := range sample {
		switch {
		case IsPlayerLine(s):
			p001++
		case strings.HasPrefix(s, "012 "):
			h012++
		}
		if HasCode(s) {
			coded++
		}
	}
	c.Rows = p001
	if p001 >= 2 || p001 == 1 && h012 > 0 {
		c.Confidence, c.Reason = 60, scan.MsgI(&msg.DetectTRF, p001)
		if coded*5 >= len(sample)*4 || ext == "trf" || ext == "trfx" {
			c.Confidence = 95
		}
	}
	return c
}

// Certain reports a sample that only TRF reads: Detect's surest rating
// (95) and every line a record (HasCode), none of prose, of a table or of
// another family's headings. Detection then asks no other family
// (docs/formats.md §4.1; docs/tiebreaks.md, decision 88): their grammars
// would each scan every record in vain, the most of the course example's
// first render on a first visit.
func Certain(sample []string, ext string) (scan.Finding, bool) {
	for _, s := range sample {
		if !HasCode(s) {
			return scan.Finding{}, false
		}
	}
	f := Detect(sample, ext)
	return f, f.Confidence >= 95
}
