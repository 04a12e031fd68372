package pgn

import (
	"strings"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// Detect rates a sample as PGN (docs/formats.md §4.2): the games whose
// White, Black and Result tags (rePGNTagLine, the reader's grammar) it
// holds;
// one game is enough in a file named .pgn. ext is the file name's
// extension, lower case.
func Detect(sample []string, ext string) scan.Finding {
	var c scan.Finding
	white, black, result := 0, 0, 0
	for _, s := range sample {
		m := rePGNTagLine.Re().FindStringSubmatch(strings.TrimSpace(s))
		if m == nil {
			continue
		}
		switch m[1] {
		case "White":
			white++
		case "Black":
			black++
		case "Result":
			result++
		}
	}
	games := min(white, black, result)
	c.Rows = games
	switch {
	case games >= 2 || games == 1 && ext == "pgn":
		c.Confidence = 95
	case games == 1:
		c.Confidence = 75
	}
	c.Reason = scan.MsgI(&msg.DetectPGN, games)
	return c
}
