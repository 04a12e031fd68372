package formats

import (
	"fmt"
	"strconv"

	"github.com/spareggi/spareggi/engine"
)

// The name check of CheckEvent: C11 (docs/formats.md §14).

// names applies C11: a player whose folded name (foldName) an earlier
// player has is noted with the first such player.
func (c *checker) names() {
	seen := make(map[string]*engine.Player, len(c.ev.Players))
	for i := range c.ev.Players {
		p := &c.ev.Players[i]
		k := foldName(p.Name)
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
	c.note(SeverityWarning, WDupName, p.Pos, itemOf(fmt.Sprintf("%s (%s and %s)", quote(p.Name), c.label(q), c.label(p)),
		p.Name, strconv.Itoa(q.Pos.Line), labelOf(q.StartNo, q.Name), strconv.Itoa(p.Pos.Line), labelOf(p.StartNo, p.Name)),
		func(n int, list string) string {
			return fmt.Sprintf("%s appear twice: %s. Check that they are different players.", count(n, "name"), list)
		})
}
