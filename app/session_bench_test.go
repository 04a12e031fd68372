package app

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/spareggi/spareggi/internal/gen"
)

// BenchmarkSessionSave is the encode step of one save of the work kept on
// the device (saveLater, about 0.4 s after each change) on a large text,
// and the JSON go-app's storage makes of it before localStorage.setItem
// (the storage call itself is the browser's and is left out; so is the
// browser's own CompressionStream: natively the compression is
// compress/flate). cpu-ns/op is the process's CPU time, which the other
// work of a loaded machine does not lengthen as it does ns/op. "text" saves after the text changed; "options" after
// a change of an option only (the sort), the text as before.
func BenchmarkSessionSave(b *testing.B) {
	for _, c := range []struct {
		name     string
		players  int
		rounds   int
		seedNext int64
	}{{"5000x13", 5000, 13, 2}, {"20000x13", 20000, 13, 3}} {
		texts := [2]string{string(gen.TRF(gen.Swiss(c.players, c.rounds, 1, false))), string(gen.TRF(gen.Swiss(c.players+1, c.rounds, c.seedNext, false)))}
		for _, kind := range []string{"text", "options"} {
			b.Run(fmt.Sprintf("%s-%.1fMB/%s", c.name, float64(len(texts[0]))/1e6, kind), func(b *testing.B) {
				var ss sessionState
				s := State{Text: texts[0], Lang: "it", List: []string{"BH", "SB"}, ListSet: true}
				if _, err := ss.keptForm(s, 1); err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				cpu := cpuTime()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if kind == "text" {
						s.Text = texts[(i+1)%2]
					} else {
						s.SortCol, s.SortDesc = SortTB+i%2, i%3 == 0
					}
					kept, err := ss.keptForm(s, int64(i))
					if err != nil {
						b.Fatal(err)
					}
					if _, err := json.Marshal(kept); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
			})
		}
	}
}
