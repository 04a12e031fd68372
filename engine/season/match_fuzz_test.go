package season

import (
	"testing"
)

// FuzzMatcher builds events from the fuzzer's bytes, with names, spellings,
// federations and FIDE IDs that collide often, and checks the matcher's
// promises: every entry is in exactly one player; no player holds two
// entries of one event; two entries are one player only when their FIDE
// IDs are equal, or their normalised names and federations are equal and
// no identifier tells them apart (nothing merges without a question, and
// the fuzzer answers none).
func FuzzMatcher(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 255, 4, 5, 6, 7, 255, 0, 9, 2, 3})
	f.Add([]byte("the quick brown fox jumps over the lazy dog"))
	names := []string{"Rossi Mario", "Rossi, Mario", "ROSSI Mário", "Mario Rossi", "Rosi Mario", "Bianchi Luca", "Bianchi Lucca", "Neri", ""}
	feds := []string{"ITA", "ita", "SUI", ""}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 600 {
			return
		}
		var events []*Event
		cur := &Event{}
		for i := 0; i+1 < len(data); i += 2 {
			a, b := data[i], data[i+1]
			if a == 255 {
				events = append(events, cur)
				cur = &Event{}
				continue
			}
			e := Entry{Name: names[int(a)%len(names)], Federation: feds[int(a/16)%len(feds)], Rank: len(cur.Entries) + 1,
				Rating: int(b%4) * 300}
			if b&0x30 != 0 {
				e.FideID = string(rune('1' + b%3))
			}
			cur.Entries = append(cur.Entries, e)
		}
		events = append(events, cur)
		if len(events) > MaxEvents {
			return
		}
		st, err := Compute(events, Options{})
		if err != nil {
			t.Fatal(err)
		}
		seen := map[[2]int]bool{}
		total := 0
		for _, ev := range events {
			total += len(ev.Entries)
		}
		for _, p := range st.Players {
			inEvent := map[int]bool{}
			for k, r := range p.Results {
				key := [2]int{r.Event, r.Entry}
				if seen[key] {
					t.Fatalf("entry %v in two players", key)
				}
				seen[key] = true
				if inEvent[r.Event] {
					t.Fatalf("player %s twice in event %d", p.ID, r.Event+1)
				}
				inEvent[r.Event] = true
				if k == 0 {
					continue
				}
				e := events[r.Event].Entries[r.Entry]
				ok := false
				for _, q := range p.Results[:k] {
					o := events[q.Event].Entries[q.Entry]
					fideSame := idOf(e.FideID) != "" && idOf(e.FideID) == idOf(o.FideID)
					fideDiffer := idOf(e.FideID) != "" && idOf(o.FideID) != "" && !fideSame
					nameSame := Normalise(e.Name) != "" && Normalise(e.Name) == Normalise(o.Name) && fedOf(e.Federation) == fedOf(o.Federation)
					if fideSame || nameSame && !fideDiffer {
						ok = true
					}
				}
				if !ok || r.How == ByAnswer || r.How == First {
					t.Fatalf("entry %s merged into %s (%s) without a reason", EntryID(r.Event, r.Entry), p.ID, r.How)
				}
			}
		}
		if len(seen) != total {
			t.Fatalf("%d entries placed, %d read", len(seen), total)
		}
	})
}
