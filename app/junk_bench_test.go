package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// BenchmarkPasteJunk is the page taking 1.2 MB of text that is no
// crosstable, through its own handler and rendering, to the refusal.
func BenchmarkPasteJunk(b *testing.B) {
	line := "Lorem ipsum dolor sit amet, consectetur adipiscing elit 12 34 sed do eiusmod\n"
	texts := [2]string{strings.Repeat(line, 1_200_000/len(line)), strings.Repeat(line, 1_200_000/len(line)+1)}
	p := &Page{}
	d := mount(b, p)
	cpu := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		text := texts[i%2]
		do(d, p, func(ctx app.Context) { p.onText(ctx, text, "", TextNew) })
		if !p.view.Out.Failed {
			b.Fatal("junk was not refused")
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
}
