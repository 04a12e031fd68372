package engine_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// The explanations of every value are bounded by participants ×
// tie-breaks × rounds, counted before any is made (issue 33, item 2;
// docs/tiebreaks.md, decision 68): the bound itself is allowed, one more
// element refused, and the product cannot overflow.
func TestCheckExplainAll(t *testing.T) {
	for _, c := range []struct {
		participants, tbs, rounds int
		refused                   bool
	}{
		{2000, 11, 9, false},  // 198,000
		{2000, 10, 10, false}, // 200,000: the bound itself
		{500, 11, 36, false},  // a large open with a very long list
		{3600, 11, 5, false},  // a preset (at most 5 codes) on 3,600 players
		{2000, 11, 60, true},  // issue 33: 1,320,000
		{200001, 1, 0, true},  // no round still counts one element an explanation
		{1 << 40, 1 << 40, 1 << 40, true},
	} {
		err := engine.CheckExplainAll(c.participants, c.tbs, c.rounds)
		if (err != nil) != c.refused {
			t.Errorf("%d × %d × %d: %v, want refused %v", c.participants, c.tbs, c.rounds, err, c.refused)
		}
		var ce *engine.CodedError
		if err != nil && (!errors.As(err, &ce) || ce.Code() != "explain-too-large") {
			t.Errorf("%d × %d × %d: %T %v, want the coded error explain-too-large", c.participants, c.tbs, c.rounds, err, err)
		}
	}
}

// Compute refuses explain "all" past the bound with the coded error that
// cites the participants, the tie-breaks, the rounds, their product and
// the bound, before explaining anything; the same event and list explained
// for one participant, or not explained, are computed.
func TestComputeExplainAllBounded(t *testing.T) {
	ev := gen.Swiss(400, 9, 1, false)
	list, err := engine.ParseList(gen.TieBreakKeys(60))
	if err != nil || len(list) != 60 {
		t.Fatalf("the list of 60: %d, %v", len(list), err)
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Explain: engine.ExplainAll})
	var ce *engine.CodedError
	if st != nil || !errors.As(err, &ce) || ce.Code() != "explain-too-large" {
		t.Fatalf("400 × 60 × 9 explained: %v, %T %v; want the coded error explain-too-large", st != nil, err, err)
	}
	if want := "400 participants × 60 tie-breaks × 9 rounds = 216000 elements: at most 200000"; !strings.Contains(ce.Text("en"), want) {
		t.Errorf("the refusal %q does not say %q", ce.Text("en"), want)
	}
	if it := ce.Text("it"); !strings.Contains(it, "400 partecipanti × 60 spareggi × 9 turni") {
		t.Errorf("the refusal in Italian: %q", it)
	}
	for _, explain := range []int{0, 7} {
		st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Explain: explain})
		if err != nil {
			t.Fatalf("explain %d: %v", explain, err)
		}
		explained := 0
		for _, row := range st.Rows {
			for _, v := range row.Values {
				if v.Explanation() != nil {
					explained++
				}
			}
		}
		if explain == 0 && explained != 0 || explain != 0 && explained == 0 {
			t.Errorf("explain %d: %d values explained", explain, explained)
		}
	}
	// Under the bound every value is explained: 400 × 5 × 9 = 18,000.
	st, err = engine.Compute(ev, engine.Options{TieBreaks: list[:5], Explain: engine.ExplainAll})
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range st.Rows {
		for j, v := range row.Values {
			if v.Defined && v.Explanation() == nil {
				t.Fatalf("%d's %s has no explanation", row.Player.StartNo, st.TieBreaks[j].Key)
			}
		}
	}
}
