package request

import (
	"errors"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/msg"
)

// TestParseSeason: the season's fields as the CLI and the page give them,
// read the one way; every wrong field a declared message naming it.
func TestParseSeason(t *testing.T) {
	s, err := ParseSeason(SeasonFields{Best: 7, Min: 2, Points: "places:25, 20,16", Tied: "higher", Bonus: "1.5",
		Weights: "2=1.5, 3=0", TieBreaks: "avg,h2h", Lots: "e1.2, e3.1", Women: true, Born: 2008, Rating: "1600-"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	o := s.Options
	if o.Points != season.ByPlaces || len(o.Places) != 3 || o.Places[1].Cmp(engine.IntValue(20)) != 0 || o.Tied != season.Higher ||
		o.Bonus.Cmp(engine.NewValue(3, 2)) != 0 || o.Best != 7 || o.Min != 2 || len(o.TieBreaks) != 2 || len(o.Lots) != 2 || o.Lots[1] != "e3.1" ||
		o.Category != (season.Category{Women: true, BornFrom: 2008, MinRating: 1600}) ||
		len(s.Weights) != 2 || s.Weights[1].Cmp(engine.NewValue(3, 2)) != 0 || s.Weights[2].Sign() != 0 {
		t.Errorf("read %+v, weights %v", o, s.Weights)
	}
	for _, c := range []struct {
		f  SeasonFields
		id msg.ID
	}{
		{SeasonFields{Points: "places:25,x"}, msg.ErrSeasonPoints},
		{SeasonFields{Points: "rank"}, msg.ErrSeasonPoints},
		{SeasonFields{Tied: "lower"}, msg.ErrSeasonTied},
		{SeasonFields{Bonus: "lots"}, msg.ErrSeasonPoints},
		{SeasonFields{Best: 101}, msg.ErrSeasonCount},
		{SeasonFields{Min: -1}, msg.ErrSeasonCount},
		{SeasonFields{TieBreaks: "buchholz"}, msg.ErrSeasonKey},
		{SeasonFields{Weights: "4=2"}, msg.ErrSeasonWeight},
		{SeasonFields{Weights: "1=101"}, msg.ErrSeasonWeight},
		{SeasonFields{Rating: "1600"}, msg.ErrSeasonRating},
		{SeasonFields{Rating: "a-b"}, msg.ErrSeasonRating},
	} {
		_, err := ParseSeason(c.f, 3)
		var ue *engine.UsageError
		var ce *engine.CodedError
		if !errors.As(err, &ue) || !errors.As(err, &ce) || ce.Message.ID != c.id {
			t.Errorf("%+v: %v, want %s", c.f, err, c.id)
		}
	}
}
