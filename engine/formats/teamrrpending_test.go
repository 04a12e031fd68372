package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestTeamRoundRobinWithPendingCell: a team round robin printed as a
// chess-results team crosstable, one of whose cells has no game points yet
// (4b: the match paired, not played), is still a round robin — the pairing
// is a pairing — and so keeps the round-robin preset; it was read as a
// Swiss, and the preset changed with it, without a word.
func TestTeamRoundRobinWithPendingCell(t *testing.T) {
	rows := []string{
		"Team round robin (constructed)",
		"Ranking crosstable after Round 3",
		"",
		"Rk.\tTeam\t1.Rd\t2.Rd\t3.Rd",
		"1\tAlfa\t4w3\t3b2½\t2w2",
		"2\tBeta\t3w2½\t4b3\t1b2",
		"3\tGamma\t2b1½\t1w1½\t4w2½",
		"4\tDelta\t1b1\t2w1\t3b1½",
	}
	full := strings.Join(rows, "\n")
	ev, _, err := ReadString(full, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ev.System != engine.RoundRobin {
		t.Fatalf("the complete table: %v (%s)", ev.System, ev.SystemReason)
	}
	pending := strings.NewReplacer("4w2½", "4w", "3b1½", "3b").Replace(full)
	ev, _, err = ReadString(pending, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ev.System != engine.RoundRobin {
		t.Errorf("with the match Gamma–Delta not played yet: %v (%s), want a round robin", ev.System, ev.SystemReason)
	}
}
