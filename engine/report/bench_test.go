package report

import (
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

func benchJSON(b *testing.B, n, r int) {
	ev := gen.Swiss(n, r, 1, false)
	list, _ := engine.ParseList("WIN,WON,BPG,BWG,REP,STD,TPN,PS,PS/C1,BH,BH/C1,BH/C2,BH/M1,BH/M2,FB,AOB,SB,SB/C1,KS,DE,ARO,ARO/C1,TPR,PTP,APRO,APPO,RTNG")
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := JSON(st); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkJSON2000x11 renders the standings of every FIDE code on a
// generated 2,000 × 11 Swiss.
func BenchmarkJSON2000x11(b *testing.B) { benchJSON(b, 2000, 11) }

// BenchmarkJSON10000x15 renders the same on 10,000 × 15.
func BenchmarkJSON10000x15(b *testing.B) { benchJSON(b, 10000, 15) }
