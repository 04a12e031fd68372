package engine_test

import (
	"fmt"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// allFIDE is every individual C.07 tie-break code, with the usual variants.
const allFIDE = "WIN,WON,BPG,BWG,REP,STD,TPN,PS,PS/C1,BH,BH/C1,BH/C2,BH/M1,BH/M2,FB,AOB,SB,SB/C1,KS,DE,ARO,ARO/C1,TPR,PTP,APRO,APPO,RTNG"

func benchCompute(b *testing.B, n, r int) {
	ev := gen.Swiss(n, r, 1, false)
	list, err := engine.ParseList(allFIDE)
	if err != nil {
		b.Fatal(err)
	}
	for _, ed := range []engine.Edition{engine.Fide2024, engine.Fide2026} {
		b.Run(fmt.Sprintf("%s", ed), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := engine.Compute(ev, engine.Options{Edition: ed, TieBreaks: list}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCompute2000x11 computes every FIDE code on 2,000 players × 11 rounds.
func BenchmarkCompute2000x11(b *testing.B) { benchCompute(b, 2000, 11) }

// BenchmarkCompute10000x15 computes every FIDE code on 10,000 players × 15 rounds.
func BenchmarkCompute10000x15(b *testing.B) { benchCompute(b, 10000, 15) }

// BenchmarkCodes times each code alone (plus PTS) on 2,000 × 11.
func BenchmarkCodes(b *testing.B) {
	ev := gen.Swiss(2000, 11, 1, false)
	for _, code := range []string{"", "BH", "BH/C1", "FB", "AOB", "SB/C1", "KS", "DE", "ARO/C1", "TPR", "PTP", "APRO", "APPO", "WIN", "PS"} {
		list, _ := engine.ParseList(code)
		if list == nil {
			list = []engine.Descriptor{}
		}
		b.Run("tb="+code, func(b *testing.B) {
			for b.Loop() {
				engine.Compute(ev, engine.Options{Edition: engine.Fide2026, TieBreaks: list})
			}
		})
	}
}
