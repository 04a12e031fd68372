package report

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
)

// PrintedAlso writes the other candidates of a printed column (check.Column.Also) grouped by tie-break,
// each with its editions in order: "BH/P fide2012, swissmanager; BH
// swissmanager" becomes "BH swissmanager; BH/P fide2012, swissmanager".
// A tie-break every edition computes alike is written alone.
func PrintedAlso(cs []check.Candidate) string {
	var keys []string
	eds := map[string][]string{}
	for _, c := range cs {
		k := c.Key()
		if _, ok := eds[k]; !ok {
			keys = append(keys, k)
			eds[k] = nil
		}
		if c.Edition != engine.EditionDefault {
			eds[k] = append(eds[k], c.Edition.String())
		}
	}
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = strings.TrimSpace(k + " " + strings.Join(eds[k], ", "))
	}
	return strings.Join(parts, "; ")
}
