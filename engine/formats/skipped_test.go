package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestSkippedLineWarning: a line under a round heading that is no
// pairing is a warning at its line and first column, quoting it
// (W-LINE-SKIPPED, docs/formats.md §12), in both forms of pairing lists;
// the title above the first heading is the event's name, not skipped.
func TestSkippedLineWarning(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		line, col  int
		found      string
	}{
		{"list", "Torneo\nRound 1\n1 Rossi - Bianchi 1-0\n  Ore 20:30: sala\nRound 2\nBianchi - Rossi 0-1\n", 4, 3, "Ore 20:30: sala"},
		{"swiss-chess", "Paarungsliste der 1. Runde\n1\t1.\tRossi,Marco\t\t()\t–\t2.\tBianchi,Luca\t\t()\t1 – 0\t\nGespielt am 3.5.\n", 3, 1, "Gespielt am 3.5."},
	} {
		_, rep, err := Read([]byte(tc.text), Options{Format: FormatPairings})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []scan.Diagnostic
		for _, d := range rep.Diagnostics {
			if d.Code == "W-LINE-SKIPPED" {
				got = append(got, d)
			}
		}
		if len(got) != 1 {
			t.Fatalf("%s: %d W-LINE-SKIPPED, want 1: %+v", tc.name, len(got), rep.Diagnostics)
		}
		d := got[0]
		if d.Severity != scan.SeverityWarning || d.Line != tc.line || d.Col != tc.col || d.Found != tc.found || !strings.Contains(d.Message, tc.found) {
			t.Errorf("%s: got %+v, want a warning at %d:%d quoting %q", tc.name, d, tc.line, tc.col, tc.found)
		}
		for _, d := range rep.Diagnostics {
			if d.Code == "I-PAIRINGS-IGNORED" {
				t.Errorf("%s: the skipped line is still an info: %+v", tc.name, d)
			}
		}
	}
}
