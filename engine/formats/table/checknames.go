package table

import (
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// The name check of CheckEvent: C11 (docs/formats.md §14).

// names applies C11: a player whose folded name (foldName) an earlier
// player has is noted with the first such player.
func (c *checker) names() {
	seen := make(map[string]*engine.Player, len(c.ev.Players))
	for i := range c.ev.Players {
		p := &c.ev.Players[i]
		k := scan.FoldName(p.Name)
		if k == "" {
			continue
		}
		if q := seen[k]; q != nil {
			c.noteDupName(p, q)
			continue
		}
		seen[k] = p
	}
}

// noteDupName records that p has the name of the earlier player q.
func (c *checker) noteDupName(p, q *engine.Player) {
	c.note(scan.SeverityWarning, scan.WDupName, p.Pos, scan.ItemMsg(scan.MsgS(&msg.ItemDupName, scan.Quote(p.Name), c.label(q), c.label(p))),
		scan.Grouped(&msg.GroupDupNameOne, &msg.GroupDupName))
}
