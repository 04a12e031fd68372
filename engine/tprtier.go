package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// tprTiers applies docs/tiebreaks.md, decision 23 (docs/tiebreaks.md §6.17) to TPR under fide-pre2009:
// participants with more than two unplayed rounds rank after every tied
// participant with at most two, whatever their TPR ("players who did not
// play more than two games … go to the bottom of the tied players", seed
// 000); within each tier TPR decides. Other editions are left alone.
func (c *calc) tprTiers(out *column) {
	if !c.ed.rules().ownRating {
		return
	}
	for i := 0; i < c.np; i++ {
		if c.unpl[i] <= 2 || !out.defined(i) {
			continue
		}
		out.setTier(i, 1)
		if ex := out.explanation(i); ex != nil {
			ex.Notes = append(ex.Notes, msg.New(msg.NoteTPRTier, c.unpl[i]))
		}
	}
}
