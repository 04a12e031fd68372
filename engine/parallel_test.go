package engine_test

import (
	"reflect"
	"runtime"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// TestConcurrentEqualsSerial checks that Compute gives the same standings
// (ranks, values, explanations, ties, warnings) with two processors as
// with one: with one, every key is computed in list order by rank itself;
// with two, newCalc fills two halves of the players concurrently and the
// keys run concurrently while rank splits by each as soon as it is done.
// Run it with -race.
func TestConcurrentEqualsSerial(t *testing.T) {
	ev := gen.Swiss(800, 11, 3, true) // 8,800 player-rounds: newCalc works in halves
	lists := []string{
		allFIDE,
		"BH/C1,BH,SB,SB/C1,FB,AOB,AOB/F,BH/P,SB/P,BH/C1/V1,BH/M1/V2,SB/C2/V1,DE,KS,WIN",
		"DE,BH,BH/C1,DE,SB,RRO,TPN",
		"MM,SOLK,MED,CUM,OCUM,KASH,KSX,KSR,ORS,OPS,ARZ,OBH,BARQ,BQ,SEQ,ABH",
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for li, l := range lists {
		list, err := engine.ParseList(l)
		if err != nil {
			t.Fatal(err)
		}
		for ei, ed := range []engine.Edition{engine.Fide2026, engine.Italian} {
			for _, explain := range []int{0, 17, engine.ExplainAll} {
				if explain == engine.ExplainAll && (li > 1 || ei > 0) {
					continue // every explanation of every value, once per list is enough
				}
				opt := engine.Options{Edition: ed, TieBreaks: list, Unrated: 1400, HasUnrated: true, Explain: explain}
				runtime.GOMAXPROCS(1)
				one, err := engine.Compute(ev, opt)
				if err != nil {
					t.Fatal(err)
				}
				runtime.GOMAXPROCS(2)
				two, err := engine.Compute(ev, opt)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(one.Ties, two.Ties) || !reflect.DeepEqual(one.Warnings, two.Warnings) {
					t.Errorf("%s %s explain %d: ties or warnings differ", l, ed, explain)
				}
				for x := range one.Rows {
					a, b := one.Rows[x], two.Rows[x]
					if a.Rank != b.Rank || a.Player != b.Player || a.Points != b.Points || !reflect.DeepEqual(a.Values, b.Values) {
						t.Fatalf("%s %s explain %d: row %d differs", l, ed, explain, x)
					}
				}
			}
		}
	}
}
