package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/internal/gen"
)

// allFIDE is every individual C.07 tie-break code, with the usual variants.
const allFIDE = "WIN,WON,BPG,BWG,REP,STD,TPN,PS,PS/C1,BH,BH/C1,BH/C2,BH/M1,BH/M2,FB,AOB,SB,SB/C1,KS,DE,ARO,ARO/C1,TPR,PTP,APRO,APPO,RTNG"

func benchCLI(b *testing.B, n, r int) {
	file := filepath.Join(b.TempDir(), "gen.trf")
	if err := os.WriteFile(file, gen.TRF(gen.Swiss(n, r, 1, false)), 0o644); err != nil {
		b.Fatal(err)
	}
	for _, ed := range []string{"fide2024", "fide2026"} {
		b.Run(ed, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if code := run([]string{"-rules", ed, "-tb", allFIDE, "-o", "json", file}, strings.NewReader(""), io.Discard, io.Discard); code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
		})
	}
}

// BenchmarkCLI2000x11 is the whole command (read, every FIDE code, JSON) on
// a generated 2,000 × 11 Swiss.
func BenchmarkCLI2000x11(b *testing.B) { benchCLI(b, 2000, 11) }

// BenchmarkCLI10000x15 is the same on 9,999 × 15 (TRF start numbers have
// four digits).
func BenchmarkCLI10000x15(b *testing.B) { benchCLI(b, 9999, 15) }
