package engine

import "testing"

// newCodes are the codes of this issue (docs/tiebreaks.md §4.3, second table).
var newCodes = []string{"MM", "SOLK", "MED", "CUM", "OCUM", "RBT", "KASH", "RRO", "SEQ", "AVU", "KSX", "KSR",
	"ORS", "OPS", "ARZ", "OBH", "MSC", "BARQ", "BQ", "LOT"}

// TestNewCodesExplain: every new code is registered, computes under every
// edition, and explains every defined value it was asked to explain.
func TestNewCodesExplain(t *testing.T) {
	t.Parallel()
	for _, ed := range Editions {
		for _, code := range newCodes {
			l, err := ParseList(code)
			if err != nil {
				t.Fatalf("%s: %v", code, err)
			}
			st, err := Compute(heldSwiss(t, "2024/05/01"), Options{Edition: ed, TieBreaks: l, Explain: ExplainAll, Lots: [][]int{{16, 1}}})
			if err != nil {
				t.Fatalf("%s under %s: %v", code, ed, err)
			}
			for _, r := range st.Rows {
				v := r.Values[0]
				if v.Defined && v.Explanation() == nil {
					t.Errorf("%s under %s: no explanation for %d", code, ed, r.Player.StartNo)
				}
			}
		}
	}
}
