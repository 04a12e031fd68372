package pairings

import (
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// Detect rates a sample as pairing lists (docs/formats.md §4.2, §12):
// Swiss-Chess's lists and standings (DetectPairTables), or round headings
// followed by pairing lines; round headings side by side with nothing
// between them (a flattened copy) give a low confidence, so the reader
// can explain.
func Detect(sample []string, _ string) scan.Finding {
	var c scan.Finding
	if conf, rows, between := DetectPairTables(sample); conf > 0 {
		c.Confidence, c.Rows = conf, rows
		c.Reason = scan.MsgI(&msg.DetectPairingTable, rows)
		if between {
			c.Reason = scan.MsgI(&msg.DetectPairingBetween, rows) // §12.3
		}
		if rows == 0 {
			c.Reason = msg.Message{ID: msg.DetectPairingStandings}
		}
		return c
	}
	heads, pairs, results := 0, 0, 0
	for _, s := range sample {
		if RePairHeadingLine.Re().MatchString(s) {
			heads++
			continue
		}
		if heads == 0 {
			continue
		}
		if p, ok := ParsePairLine(s); ok {
			pairs++
			if p.Result != "" || p.Blk == "" {
				results++
			}
		}
	}
	c.Rows = pairs
	others := len(sample) - heads - pairs
	switch {
	case heads >= 1 && pairs >= 2 && results > 0 && pairs*2 >= others:
		c.Confidence = 70
	case len(InterleavedHeadings(sample)) > 0:
		c.Confidence = 45
	}
	c.Reason = scan.MsgI(&msg.DetectPairings, heads, pairs)
	return c
}
