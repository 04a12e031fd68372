package formats

import (
	"bytes"
	"fmt"
	"hash/maphash"
	"strconv"

	"github.com/spareggi/spareggi/engine"
)

// The name check of CheckEvent: C11 (formats.md §14).

// names applies C11: a player whose folded name (foldName) an earlier
// player has is noted with the first such player.
//
// The folded names are compared by a 64-bit hash: a map from the hash to
// the first player, without a string per player, and the folded names
// themselves only when two hashes agree. Should two different folded names
// share a hash, the check starts again with the names as keys
// (namesByKey), so the findings are always those of namesByKey.
func (c *checker) names() {
	if !fastPaths {
		c.namesByKey()
		return
	}
	ps := c.ev.Players
	seed := maphash.MakeSeed()
	seen := make(map[uint64]int32, len(ps))
	var key, other []byte
	var dups [][2]int // the player and the first with its name
	for i := range ps {
		key = appendFoldName(key[:0], ps[i].Name)
		if len(key) == 0 {
			continue
		}
		h := nameHash(seed, key)
		q, ok := seen[h]
		if !ok {
			seen[h] = int32(i)
			continue
		}
		if other = appendFoldName(other[:0], ps[q].Name); !bytes.Equal(key, other) {
			c.namesByKey()
			return
		}
		dups = append(dups, [2]int{i, int(q)})
	}
	for _, d := range dups {
		c.noteDupName(&ps[d[0]], &ps[d[1]])
	}
}

// nameHash hashes a folded name for names (a variable for the tests, which
// force collisions).
var nameHash = maphash.Bytes

// namesByKey is names with the folded names as the keys of the map.
func (c *checker) namesByKey() {
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
	c.note(SeverityWarning, "W-DUP-NAME", p.Pos, itemOf(fmt.Sprintf("%s (%s and %s)", quote(p.Name), c.label(q), c.label(p)),
		p.Name, strconv.Itoa(q.Pos.Line), labelOf(q.StartNo, q.Name), strconv.Itoa(p.Pos.Line), labelOf(p.StartNo, p.Name)),
		func(n int, list string) string {
			return fmt.Sprintf("%s appear twice: %s. Check that they are different players.", count(n, "name"), list)
		})
}
