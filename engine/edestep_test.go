package engine_test

import (
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestGroupValueStep: every value of the direct encounter's family carries
// the step of the group operation that gave it (Result.Step), numbered as
// its explanation numbers the steps, so that the page can say that values
// of different steps do not compare (issue 33, item 7: the FIDE team
// exercise's EDET/P reads 8.5, 5.5, 5.0, 1.5, 7.5 down the first five
// places). The values with and without the explanation are the same.
func TestGroupValueStep(t *testing.T) {
	ev := teamExercise(t)
	list, err := engine.ParseList("EDET/P,EMGSB/C1/P")
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Edition: engine.Fide2024})
	if err != nil {
		t.Fatal(err)
	}
	steps := map[int16]bool{}
	for _, r := range st.Rows[:5] {
		v := r.Values[0]
		if v.Step < 1 {
			t.Errorf("#%d EDET/P %s: step %d", r.Player.StartNo, v, v.Step)
		}
		steps[v.Step] = true
		ex, err := engine.Compute(ev, engine.Options{TieBreaks: list, Edition: engine.Fide2024, Explain: r.Player.StartNo})
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range ex.Rows {
			if x.Player.StartNo != r.Player.StartNo {
				continue
			}
			e := x.Values[0]
			gd, ok := e.Explanation().Detail.(*engine.GroupDetail)
			if !ok || int(v.Step) > len(gd.Steps) || e.Step != v.Step || e.Value.Cmp(v.Value) != 0 {
				t.Fatalf("#%d: step %d of %d steps (explained: %d, %s)", r.Player.StartNo, v.Step, len(gd.Steps), e.Step, e.Value)
			}
			s := gd.Steps[v.Step-1]
			found := false
			for j, m := range s.Group {
				if m == r.Player.StartNo && j < len(s.Values) && s.Values[j].Cmp(v.Value) == 0 {
					found = true
				}
			}
			if !found {
				t.Errorf("#%d EDET/P %s is not its value in step %d: %+v", r.Player.StartNo, v, v.Step, s)
			}
		}
	}
	if len(steps) < 2 {
		t.Errorf("the first five teams' values come from steps %v: the exercise shows values of several steps", steps)
	}
	// A key outside the family has no step.
	for _, r := range st.Rows {
		if r.Values[1].Step != 0 {
			t.Errorf("#%d EMGSB: step %d", r.Player.StartNo, r.Values[1].Step)
		}
	}
}
