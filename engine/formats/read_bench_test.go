package formats

import (
	"testing"

	"github.com/spareggi/spareggi/internal/gen"
)

// benchRead measures the full Read, format detection included, on the TRF
// the CLI benchmarks use (internal/gen: a Swiss of n players and r rounds
// with byes, forfeits and withdrawals).
func benchRead(b *testing.B, n, r int) {
	data := gen.TRF(gen.Swiss(n, r, 1, false))
	opt := Options{FileName: "bench.trf"}
	if _, _, err := Read(data, opt); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Read(data, opt); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRead2000x11(b *testing.B) { benchRead(b, 2000, 11) }

func BenchmarkRead9999x15(b *testing.B) { benchRead(b, 9999, 15) }
