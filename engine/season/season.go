// Package season ranks the players of several events together: a circuit,
// a Grand Prix, a club's season (docs/season.md). Each event comes with its
// own standings, computed under its own rules; the package matches the
// players across the events (match.go), gives each player points for each
// event (points.go), counts the best of them (count.go) and breaks the
// season's ties by the organiser's list (ties.go).
//
// The package does no I/O and keeps no state: every choice is a field of
// Options. The arithmetic is exact (engine.Value).
package season

import (
	"fmt"
	"slices"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
)

// The bounds of a season (docs/season.md §7): past them Compute refuses
// the season with a coded error.
const (
	MaxEvents  = 100
	MaxPlayers = 20000
	// MaxPlaces is the longest table of points by place.
	MaxPlaces = 1000
	// MaxPoints bounds a place's points and the participation bonus, in
	// either sign; MaxWeight bounds an event's weight. Within them every
	// sum of a season stays far inside the exact arithmetic's 64 bits.
	MaxPoints = 100000
	MaxWeight = 100
)

// Game is one game of an entry, over the board, against another entry of
// the same event.
type Game struct {
	Opponent int          // the opponent's index in Event.Entries
	Points   engine.Value // the points the entry scored
}

// Entry is one player's line in one event.
type Entry struct {
	Name       string
	Federation string
	FideID     string
	NationalID string
	Sex        string // "m", "w" or ""
	BirthYear  int    // 0 = unknown
	Rating     int    // 0 = unrated
	// Rank is the final place in the event's standings, shared by the
	// players its tie-breaks leave tied.
	Rank  int
	Score engine.Value // the points scored in the event
	// TieBreaks are the event's own tie-break values, in its list's order.
	TieBreaks []engine.Value
	Games     []Game
}

// Event is one event of the season.
type Event struct {
	File string
	Name string
	// Weight multiplies the event's points (a final × 1.5); the zero
	// value is 1.
	Weight  engine.Value
	Entries []Entry
}

// weight is the event's weight, 1 when none is set.
func (e *Event) weight() engine.Value {
	if e.Weight == (engine.Value{}) {
		return engine.IntValue(1)
	}
	return e.Weight
}

// PointsMode is what an event is worth to a player.
type PointsMode uint8

// The modes of points.
const (
	ByScore  PointsMode = iota // the score in the event
	ByPlaces                   // the points of the final place, from a table
)

// TiedPlaces is how players tied on a place share its points.
type TiedPlaces uint8

// The ways of sharing the points of tied places.
const (
	Share  TiedPlaces = iota // the mean of the places' points
	Higher                   // each the higher place's points
)

// Category keeps the players of a category (docs/season.md §4). The zero
// value keeps everybody.
type Category struct {
	Women     bool // only players whose sex is "w" in some event
	BornFrom  int  // juniors: born in this year or later; 0 = any
	MinRating int  // the highest rating of the season at least this; 0 = no bound
	MaxRating int  // … at most this; 0 = no bound
}

// Options are the organiser's choices.
type Options struct {
	Points PointsMode
	Places []engine.Value // ByPlaces: the points of places 1, 2, …; 0 past the table
	Tied   TiedPlaces
	Bonus  engine.Value // added to the points of every event played
	Best   int          // the best N events count; 0 = all
	Min    int          // at least K events to be ranked; 0 = 1
	// TieBreaks is the list that breaks the season's ties, after the
	// total (ties.go).
	TieBreaks []Key
	// Lots is the drawing of lots: player IDs (Player.ID), best first.
	Lots     []string
	Category Category
	// Answers are the questions of the matcher answered: question ID →
	// option ID.
	Answers map[string]string
}

// How says how an entry was matched to its player.
type How uint8

// The ways of matching.
const (
	First    How = iota // the player's first event of the season
	ByFide              // the same FIDE ID
	ByNation            // the same national ID and federation
	ByName              // the same normalised name and federation
	ByAnswer            // a question answered
)

var howNames = [...]string{"first", "fide", "national", "name", "answer"}

// String returns "first", "fide", "national", "name" or "answer" ("" for
// a value past them: the page's catalogues word each, "season.how."+s).
func (h How) String() string {
	if int(h) < len(howNames) {
		return howNames[h]
	}
	return ""
}

// Result is one event of a player.
type Result struct {
	Event   int          // the event's index in the season
	Entry   int          // the entry's index in the event
	How     How          // how the entry was matched to the player
	Points  engine.Value // the points of the event, weighted
	Counted bool         // among the events that make the total
}

// Player is one person of the season.
type Player struct {
	// ID names the player by his first entry: "e2.17" is the 17th entry
	// of the second event. The answers and the drawing of lots name
	// players by it.
	ID         string
	Rank       int // 0: not ranked (fewer than Min events)
	Name       string
	Federation string
	FideID     string
	Sex        string
	BirthYear  int
	Rating     int // the highest of the season
	Results    []Result
	Events     int // the events played
	Counted    int // the events counted
	Total      engine.Value
	// Keys are the values of Options.TieBreaks that a scalar key has
	// (events, avg, tb as its first component); "" for the others.
	Keys []string
}

// Standings are the season's standings.
type Standings struct {
	Events []*Event
	// Players are the ranked players in rank order (a shared rank in the
	// order of their IDs), then the players with fewer than Min events.
	Players []Player
	// Questions are the matcher's questions, answered and open: an open
	// one is applied with its default, "new" (no merge).
	Questions []formats.Question
	// Matched counts the entries by how they were matched.
	Matched [len(howNames)]int
}

// Compute ranks the season's events under opt.
func Compute(events []*Event, opt Options) (*Standings, error) {
	switch {
	case len(events) == 0:
		return nil, engine.Usage(msg.ErrSeasonNone)
	case len(events) > MaxEvents:
		return nil, engine.Coded(msg.ErrSeasonEvents, len(events), MaxEvents)
	}
	if err := checkOptions(opt); err != nil {
		return nil, err
	}
	for i, ev := range events {
		if w := ev.weight(); w.Sign() < 0 || w.Cmp(engine.IntValue(MaxWeight)) > 0 {
			return nil, engine.Usage(msg.ErrSeasonWeight, fmt.Sprintf("%d=%s", i+1, w))
		}
	}
	m, err := match(events, opt.Answers)
	if err != nil {
		return nil, err
	}
	st := &Standings{Events: events, Questions: m.questions, Matched: m.counts}
	points := make([][]engine.Value, len(events))
	for i, ev := range events {
		points[i] = eventPoints(ev, opt)
	}
	players := m.players
	for i := range players {
		p := &players[i]
		for j := range p.Results {
			r := &p.Results[j]
			r.Points = points[r.Event][r.Entry]
		}
		count(p, opt.Best)
	}
	players = opt.Category.keep(players)
	st.Players = rank(players, events, opt)
	return st, nil
}

// checkOptions refuses numbers past the bounds.
func checkOptions(opt Options) error {
	if len(opt.Places) > MaxPlaces {
		return engine.Usage(msg.ErrSeasonCount, "places", 0, MaxPlaces)
	}
	limit := engine.IntValue(MaxPoints)
	for _, v := range append([]engine.Value{opt.Bonus}, opt.Places...) {
		if v.Cmp(limit) > 0 || v.Cmp(limit.Mul(engine.IntValue(-1))) < 0 {
			return engine.Usage(msg.ErrSeasonPoints, v.String())
		}
	}
	if opt.Best < 0 || opt.Best > MaxEvents {
		return engine.Usage(msg.ErrSeasonCount, "best", 0, MaxEvents)
	}
	if opt.Min < 0 || opt.Min > MaxEvents {
		return engine.Usage(msg.ErrSeasonCount, "min", 0, MaxEvents)
	}
	for _, k := range opt.TieBreaks {
		if !slices.Contains(Keys, k) {
			return engine.Usage(msg.ErrSeasonKey, string(k), KeyList())
		}
	}
	return nil
}
