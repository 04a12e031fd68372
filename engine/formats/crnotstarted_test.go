package formats

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestCrosstableNotStarted reads a real Vega crosstable published before
// its first round's results (testdata/real/vega-hbcc-cup-2025-round1-crosstable.txt,
// SOURCES.md: "Cross Table at round 1", the header `# Player Pts 1`, 30
// players at 0.0 and every round cell empty): it is E-NOT-STARTED at the
// header, naming the 30 players, not the E-NO-ROUNDS ("a ranking list
// without round results: paste the crosstable") it was, which asked for
// the very page pasted. A ranking list without round headings stays
// E-NO-ROUNDS.
func TestCrosstableNotStarted(t *testing.T) {
	data, err := os.ReadFile("../../testdata/real/vega-hbcc-cup-2025-round1-crosstable.txt")
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = ReadString(string(data), Options{})
	var fe *scan.Error
	if !errors.As(err, &fe) || len(fe.Diags) == 0 || fe.Diags[0].Code != scan.ENotStarted || fe.Diags[0].Line != 2 ||
		!strings.Contains(fe.Diags[0].Message, "30 players") {
		t.Fatalf("want E-NOT-STARTED at line 2 naming 30 players, got %v", err)
	}
	ranking := "Rk.\tSNo\tName\tRtg\tPts.\tTB1\n1\t3\tRossi, Mario\t1800\t3\t7\n2\t1\tBianchi, Luca\t1900\t2\t6\n"
	_, _, err = ReadString(ranking, Options{})
	if !errors.As(err, &fe) || len(fe.Diags) == 0 || fe.Diags[0].Code == scan.ENotStarted {
		t.Errorf("a ranking list: %v, want no E-NOT-STARTED", err)
	}
}
