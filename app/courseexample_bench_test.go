package app

import (
	"net/url"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// BenchmarkCourseExample is the page's first render of the address a
// course handout links to, /?example=campionato-2009: a page that never
// ran is mounted, navigated there (OnNav: the example read, its standings
// computed) and rendered. One of the reference workloads by which build.sh
// decides -gcflags=all=-l (README, Benchmarks); the end-to-end
// BenchmarkStartup measures the same first render in the browser.
func BenchmarkCourseExample(b *testing.B) {
	u, err := url.Parse("/?example=campionato-2009")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		p := &Page{}
		d := app.NewClientTester(p)
		d.Nav(u)
		d.Consume()
		if p.view.Out.Standings == nil || len(p.view.Out.Standings.Rows) == 0 {
			b.Fatalf("the course example has no standings: %+v", p.view.Out)
		}
		d.Close()
	}
}
