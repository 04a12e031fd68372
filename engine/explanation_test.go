package engine_test

import (
	"fmt"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// Each kind of tie-break explains itself with the detail of its kind
// (docs/tiebreaks.md §12.4), whose elements and steps the header's
// accessors return.
func TestExplanationDetailPerKind(t *testing.T) {
	t.Parallel()
	ev := gen.Swiss(24, 6, 5, false)
	for _, tc := range []struct {
		list, want string
		elements   bool
	}{
		{"BH/C1", "*engine.SumDetail", true},
		{"PS", "*engine.SumDetail", true},
		{"BPG", "*engine.SumDetail", true},
		{"KS", "*engine.KoyaDetail", true},
		{"ARO", "*engine.MeanDetail", true},
		{"AOB", "*engine.MeanDetail", true},
		{"TPR", "*engine.PerformanceDetail", true},
		{"PTP", "*engine.PerfectDetail", true},
		{"DE", "*engine.GroupDetail", false},
	} {
		list, err := engine.ParseList(tc.list)
		if err != nil {
			t.Fatal(err)
		}
		st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Explain: engine.ExplainAll})
		if err != nil {
			t.Fatal(err)
		}
		seen := false
		for _, row := range st.Rows {
			ex := row.Values[0].Explanation()
			if ex == nil {
				continue
			}
			seen = true
			if got := fmt.Sprintf("%T", ex.Detail); got != tc.want {
				t.Errorf("%s of #%d: detail %s, want %s", tc.list, row.Player.StartNo, got, tc.want)
			}
			if ex.Code != list[0].Code || ex.Key != list[0].Key {
				t.Errorf("%s of #%d: header code %q key %q", tc.list, row.Player.StartNo, ex.Code, ex.Key)
			}
			if tc.elements && len(ex.Elements()) == 0 && row.Player.Rating != 0 {
				t.Errorf("%s of #%d: no elements", tc.list, row.Player.StartNo)
			}
			if !tc.elements && (ex.Elements() != nil || len(ex.Steps()) == 0) {
				t.Errorf("%s of #%d: %d elements, %d steps; want steps only", tc.list, row.Player.StartNo, len(ex.Elements()), len(ex.Steps()))
			}
		}
		if !seen {
			t.Errorf("%s: no explanation", tc.list)
		}
	}
}

// What an element's Score stands for follows the kind: the opponents'
// ratings for a performance, the detail's own Scores for a sum or an
// average, the opponent's score without elements.
func TestExplanationScores(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		d    engine.Detail
		want engine.Scores
	}{
		{&engine.SumDetail{Scores: engine.ScoresRunning}, engine.ScoresRunning},
		{&engine.KoyaDetail{SumDetail: engine.SumDetail{Scores: engine.ScoresNone}}, engine.ScoresNone},
		{&engine.MeanDetail{Scores: engine.ScoresBuchholz}, engine.ScoresBuchholz},
		{&engine.PerformanceDetail{}, engine.ScoresRating},
		{&engine.PerfectDetail{}, engine.ScoresRating},
		{&engine.GroupDetail{}, engine.ScoresOpponent},
		{nil, engine.ScoresOpponent},
	} {
		ex := &engine.Explanation{Detail: tc.d}
		if got := ex.Scores(); got != tc.want {
			t.Errorf("%T: scores %d, want %d", tc.d, got, tc.want)
		}
	}
}
