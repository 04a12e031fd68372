package app

import (
	"fmt"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/gen"
)

// BenchmarkPaste is the page taking a pasted TRF of a Swiss of n players
// and 11 rounds: the text becomes the state, the standings are computed and
// the page rendered. Two texts alternate (the second has one more
// participant), so no cache answers.
func BenchmarkPaste(b *testing.B) {
	for _, n := range []int{500, 2000, 5000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			texts := [2]string{string(gen.TRF(gen.Swiss(n, 11, 1, false))), string(gen.TRF(gen.Swiss(n+1, 11, 2, false)))}
			p := &Page{}
			d := mount(b, p)
			cpu := cpuTime()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				text := texts[i%2]
				do(d, p, func(ctx app.Context) {
					p.update(ctx, func(s *State) { s.Text, s.Name, s.Round, s.Explain = text, "", 0, 0 })
				})
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
