package scan

import "github.com/spareggi/spareggi/internal/msg"

// Finding is what a family's detector finds in a sample, the first
// non-blank lines of a text (docs/formats.md §4.1): how well the text fits
// the family (Confidence, 0–100), the rows the detector could read, and
// what it recognised, for messages (msg family "detect."). Each family
// package exports its detector; formats.Detect asks each family in turn
// and names the format of its finding.
type Finding struct {
	Confidence int
	Rows       int
	Reason     msg.Message
}
