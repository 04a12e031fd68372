package uscf

import (
	"strings"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// IsCell reports a US Chess round cell as the detector counts it ("W12",
// "X", "BYE"): a cell of the reader's grammar (reUSFull) written in
// capitals, as US Chess prints it (the reader also reads "w12"), cheap
// necessary conditions first.
func IsCell(f string) bool {
	return f != "" && strings.IndexByte("WLDXFHBU", f[0]) >= 0 && reUSFull.Re().MatchString(f)
}

// CellStarts counts, up to 2, the bytes of s that may start a US Chess
// cell of Fields (reUSFull: `[WLD]\d+`, `[XF]\d*`, `[HBU]`, `BYE`): a token
// start (after a space, TAB or '|') holding one of W L D X F H B U, followed
// by the end of the token, a digit, a \s character (W 12 is joined into
// W12), or, for B, the Y of BYE. A row of Detect needs two cells, so two
// such bytes are necessary.
func CellStarts(s string) int {
	n := 0
	for p := 0; p < len(s) && n < 2; p++ {
		switch s[p] {
		case 'W', 'L', 'D', 'X', 'F', 'H', 'B', 'U':
		default:
			continue
		}
		if p > 0 && s[p-1] != ' ' && s[p-1] != '\t' && s[p-1] != '|' {
			continue
		}
		if p+1 == len(s) || s[p+1] == '|' || '0' <= s[p+1] && s[p+1] <= '9' || scan.IsRESpace(s[p+1]) || s[p] == 'B' && s[p+1] == 'Y' {
			n++
		}
	}
	return n
}

// Detect rates a sample as a US Chess wallchart (docs/formats.md §4.2):
// rows of at least two round cells (IsCell) among the fields after the
// total, none of them a strip's signed cell ("+W5").
func Detect(sample []string, _ string) scan.Finding {
	var c scan.Finding
	rows := 0
	for _, s := range sample {
		if CellStarts(s) < 2 {
			continue
		}
		fs := Fields(s)
		n, signs := 0, 0
		for _, f := range fs {
			if IsCell(f) {
				n++
			}
			if len(f) > 1 && strings.ContainsRune("+=", rune(f[0])) {
				signs++
			}
		}
		if n >= 2 && signs == 0 && n*2 >= countResultish(fs) {
			rows++
		}
	}
	c.Rows = rows
	if rows >= 2 {
		c.Confidence = 75
	}
	c.Reason = scan.MsgI(&msg.DetectUSCF, rows)
	return c
}

// countResultish counts the fields after the first score-like field.
func countResultish(fs []string) int {
	for i, f := range fs {
		if _, ok := scan.ScoreText(f); ok && strings.ContainsAny(f, ".,½") {
			return len(fs) - i - 1
		}
	}
	return len(fs)
}
