package request

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/msg"
)

// SeasonFields are a season's choices as the front ends give them, as
// text (docs/season.md): the CLI's flags of spareggi season and the
// page's season fields map to them, and ParseSeason reads them the one
// way.
type SeasonFields struct {
	Best, Min int
	// Points is "score" (or "") or "places:25,20,16,…".
	Points string
	// Tied is "share" (or "") or "higher".
	Tied  string
	Bonus string // "" = none
	// Weights are EVENT=WEIGHT pairs separated by commas, EVENT the
	// event's place (1-based).
	Weights   string
	TieBreaks string // the season's tie-breaks, separated by commas
	Lots      string // player IDs, best first, separated by commas
	Women     bool
	Born      int
	Rating    string // "MIN-MAX", "MIN-" or ""
	// Answers are the answers to the matcher's questions (and to the
	// readers', which the matcher does not read).
	Answers map[string]string
}

// Season is a season's options read, with the events' weights by the
// event's index (0-based).
type Season struct {
	Options season.Options
	Weights map[int]engine.Value
}

// ParseSeason reads the season's fields for a season of n events.
func ParseSeason(f SeasonFields, n int) (Season, error) {
	o := Season{Options: season.Options{Best: f.Best, Min: f.Min, Answers: f.Answers}}
	switch p := strings.TrimSpace(f.Points); {
	case p == "score" || p == "":
	case strings.HasPrefix(p, "places:"):
		o.Options.Points = season.ByPlaces
		for _, v := range strings.Split(strings.TrimPrefix(p, "places:"), ",") {
			x, ok := engine.ParseValue(strings.TrimSpace(v))
			if !ok || len(o.Options.Places) == season.MaxPlaces {
				return o, engine.Usage(msg.ErrSeasonPoints, f.Points)
			}
			o.Options.Places = append(o.Options.Places, x)
		}
	default:
		return o, engine.Usage(msg.ErrSeasonPoints, f.Points)
	}
	switch strings.TrimSpace(f.Tied) {
	case "share", "":
	case "higher":
		o.Options.Tied = season.Higher
	default:
		return o, engine.Usage(msg.ErrSeasonTied, f.Tied)
	}
	if b := strings.TrimSpace(f.Bonus); b != "" {
		v, ok := engine.ParseValue(b)
		if !ok {
			return o, engine.Usage(msg.ErrSeasonPoints, f.Bonus)
		}
		o.Options.Bonus = v
	}
	if f.Best < 0 || f.Best > season.MaxEvents {
		return o, engine.Usage(msg.ErrSeasonCount, "-best", 0, season.MaxEvents)
	}
	if f.Min < 0 || f.Min > season.MaxEvents {
		return o, engine.Usage(msg.ErrSeasonCount, "-min", 0, season.MaxEvents)
	}
	keys, err := season.ParseKeys(f.TieBreaks)
	if err != nil {
		return o, err
	}
	o.Options.TieBreaks = keys
	for _, id := range strings.Split(f.Lots, ",") {
		if id = strings.TrimSpace(id); id != "" {
			o.Options.Lots = append(o.Options.Lots, id)
		}
	}
	o.Weights = map[int]engine.Value{}
	for _, p := range strings.Split(f.Weights, ",") {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		k, v, ok := strings.Cut(p, "=")
		i, err := strconv.Atoi(strings.TrimSpace(k))
		w, okv := engine.ParseValue(strings.TrimSpace(v))
		if !ok || err != nil || i < 1 || i > n || !okv || w.Sign() < 0 || w.Cmp(engine.IntValue(season.MaxWeight)) > 0 {
			return o, engine.Usage(msg.ErrSeasonWeight, p)
		}
		o.Weights[i-1] = w
	}
	o.Options.Category = season.Category{Women: f.Women, BornFrom: f.Born}
	if r := strings.TrimSpace(f.Rating); r != "" {
		lo, hi, ok := strings.Cut(r, "-")
		a, err1 := strconv.Atoi(strings.TrimSpace(lo))
		b, err2 := strconv.Atoi(strings.TrimSpace(hi))
		if strings.TrimSpace(hi) == "" {
			b, err2 = 0, nil
		}
		if !ok || err1 != nil || err2 != nil || a < 0 || b < 0 || a > engine.MaxUnrated || b > engine.MaxUnrated {
			return o, engine.Usage(msg.ErrSeasonRating, f.Rating)
		}
		o.Options.Category.MinRating, o.Options.Category.MaxRating = a, b
	}
	return o, nil
}

// Combine ranks the season's events under s: the events' weights set,
// then season.Compute. Every front end combines through it.
func (s Season) Combine(events []*season.Event) (*season.Standings, error) {
	for i, w := range s.Weights {
		if i < len(events) {
			events[i].Weight = w
		}
	}
	return season.Compute(events, s.Options)
}
