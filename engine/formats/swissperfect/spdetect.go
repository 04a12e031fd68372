package swissperfect

import (
	"strings"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// IsCell reports a Swiss Perfect round cell as the detector counts it
// ("12:W"): a cell of the reader's grammar (reSPAny) with both an
// opponent and a result, cheap necessary conditions first.
func IsCell(f string) bool {
	if f == "" || f[0] < '0' || f[0] > '9' || strings.IndexByte(f, ':') < 0 {
		return false
	}
	m := reSPAny.Re().FindStringSubmatch(f)
	return m != nil && m[1] != "" && m[2] != ""
}

// MayHoldCell is necessary for a field of s to match IsCell
// (reSPAny with an opponent and a result: `^\d+\s*:\s*[WLDwld+=\-]$`): some ':' has a digit before it and a
// result letter after it, with only \s characters between.
func MayHoldCell(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ':' {
			continue
		}
		j := i - 1
		for j >= 0 && scan.IsRESpace(s[j]) {
			j--
		}
		k := i + 1
		for k < len(s) && scan.IsRESpace(s[k]) {
			k++
		}
		if j >= 0 && '0' <= s[j] && s[j] <= '9' && k < len(s) && strings.IndexByte("WLDwld+=-", s[k]) >= 0 {
			return true
		}
	}
	return false
}

// Detect rates a sample as Swiss Perfect's export (docs/formats.md §4.2):
// rows of at least two round cells (IsCell), with the sample's delimiter
// or with whitespace; else the header of its published standings with a
// tie-break column of its own (§9.1), which the reader explains.
func Detect(sample []string, _ string) scan.Finding {
	var c scan.Finding
	rows := 0
	for _, d := range scan.SampleDelims(sample) {
		r := 0
		for _, s := range sample {
			if !MayHoldCell(s) {
				continue
			}
			n := 0
			for _, f := range scan.FieldTexts(s, d) {
				if IsCell(f) {
					n++
				}
			}
			if n >= 2 {
				r++
			}
		}
		rows = max(rows, r)
	}
	c.Rows = rows
	if rows >= 2 {
		c.Confidence = 80
	} else if rows == 1 {
		c.Confidence = 50
	}
	c.Reason = scan.MsgI(&msg.DetectSwissPerfect, rows)
	if c.Confidence < 60 && standingsSample(sample) {
		// Swiss Perfect's published standings without the cross table
		// (§9.1): the reader says what is missing.
		c.Confidence = 60
		c.Reason = msg.Message{ID: msg.DetectSPHeader}
	}
	return c
}

// standingsSample reports whether the sample holds the header of Swiss
// Perfect's published standings with a tie-break column Swiss Perfect
// prints (§9.1).
func standingsSample(sample []string) bool {
	for i, s := range sample {
		if len(s) > 200 || !strings.Contains(s, "Buch") && !strings.Contains(s, "Progr") && !strings.Contains(s, "Berg") {
			continue
		}
		toks := scan.Tokenize(s, i+1)
		// Swiss Perfect's own words: "Place … Score", not a Swiss-Manager
		// list's "Rk. … Pts. Buch." (which says nothing of a cross table).
		if h, ok := StandingsHeader(toks, i+1); ok && strings.EqualFold(toks[0].S, "place") && strings.EqualFold(toks[h.Score].S, "score") {
			for _, t := range toks[h.Score+1:] {
				if _, ok := PubHints[strings.ToLower(t.S)]; ok {
					return true
				}
			}
		}
	}
	return false
}
