package season

import (
	"strconv"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// benchSeason is a season at the bounds: 100 events of 200 entries, each
// player of 20,000 with a FIDE ID, playing about one event in a hundred
// of his own (the entries' players drawn by a fixed sequence).
func benchSeason() []*Event {
	events := make([]*Event, MaxEvents)
	k := 0
	for i := range events {
		ev := &Event{File: "e" + strconv.Itoa(i+1), Entries: make([]Entry, 200)}
		for j := range ev.Entries {
			k = (k*7919 + 104729) % MaxPlayers
			ev.Entries[j] = Entry{Name: "Player " + strconv.Itoa(k), Federation: "ITA", FideID: strconv.Itoa(100000 + k),
				Rank: j + 1, Score: engine.NewValue(int64(400-j), 100)}
		}
		events[i] = ev
	}
	return events
}

// BenchmarkComputeAtBounds combines a season at the bounds (100 events,
// 200 entries each), the page's combining step after a change of the
// choices (docs/season.md §10).
func BenchmarkComputeAtBounds(b *testing.B) {
	events := benchSeason()
	opt := Options{Best: 5, TieBreaks: []Key{"events", "avg"}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compute(events, opt); err != nil {
			b.Fatal(err)
		}
	}
}
