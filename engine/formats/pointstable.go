package formats

import "github.com/spareggi/spareggi/engine"

// pointsTable answers Scoring.Points for the entries of an event from a
// table filled by Scoring.Points itself, once per kind and colour. Points
// of an entry without override depends only on its kind and colour, so the
// table gives the same value without copying the scoring and the entry for
// every call; TestPointsTable checks that the other fields play no part.
// Entries with an override, and kinds or colours outside the table, are
// passed to Scoring.Points.
type pointsTable struct {
	sc  engine.Scoring
	pts [engine.ZPB + 1][engine.UnknownColour + 1]engine.Score
}

// newPointsTable fills the table of sc.
func newPointsTable(sc engine.Scoring) *pointsTable {
	t := &pointsTable{sc: sc}
	for k := range t.pts {
		for c := range t.pts[k] {
			t.pts[k][c] = sc.Points(engine.Entry{Kind: engine.Kind(k), Colour: engine.Colour(c)})
		}
	}
	return t
}

// points returns t.sc.Points(*e).
func (t *pointsTable) points(e *engine.Entry) engine.Score {
	if !fastPaths || e.HasOverride || int(e.Kind) >= len(t.pts) || int(e.Colour) >= len(t.pts[0]) {
		return t.sc.Points(*e)
	}
	return t.pts[e.Kind][e.Colour]
}
