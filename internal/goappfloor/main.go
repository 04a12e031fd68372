// Command goappfloor is go-app's hello world: one component that draws a
// heading. Built as build.sh builds app.wasm, compressed the same way and
// served with the site's own pages and loader in place of app.wasm, it is
// the floor under the page's size and start-up that go-app and the Go
// runtime set on a machine: the end-to-end BenchmarkStartup reports the
// page's first visit and warm reload as ratios to it.
package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// hello is the page: a heading with the id the end-to-end test waits for.
type hello struct{ app.Compo }

// Render draws the heading.
func (h *hello) Render() app.UI { return app.H1().ID("goapp-floor").Text("Hello") }

func main() {
	app.RouteWithRegexp(".*", &hello{})
	app.RunWhenOnBrowser()
}
