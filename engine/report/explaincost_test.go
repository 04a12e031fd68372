package report

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// With -explain all, the steps of a group operation are written once, in
// the details of the group's first member, and the others refer to them:
// the document grows with the players, not with the square of a tied
// group (issue 15 item 4: DE on 5,000 tied players gave 446 MB).
func TestExplainAllGroupOnce(t *testing.T) {
	size := map[int]int{}
	for _, n := range []int{500, 2000} {
		ev := gen.Tied(n)
		for _, code := range []string{"DE", "AVU", "RBT"} {
			list, _ := engine.ParseList(code)
			st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Explain: engine.ExplainAll, Edition: engine.Fide2026})
			if err != nil {
				t.Fatal(err)
			}
			doc, err := JSONWith(st, JSONOptions{Details: true})
			if err != nil {
				t.Fatal(err)
			}
			s := string(doc)
			if got := strings.Count(s, `"steps":[`); got != 1 {
				t.Errorf("%s, %d tied: the steps are written %d times, want once", code, n, got)
			}
			if got := strings.Count(s, `"stepsOf":`); got != n-1 {
				t.Errorf("%s, %d tied: %d references to the steps, want %d", code, n, got, n-1)
			}
			size[n] = max(size[n], len(doc))
		}
	}
	if per500, per2000 := size[500]/500, size[2000]/2000; per2000 > 2*per500 {
		t.Errorf("bytes per player grow with the group: %d at 500, %d at 2,000", per500, per2000)
	}
}
