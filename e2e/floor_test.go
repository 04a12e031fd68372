//go:build e2e

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// wasmBuild is how build.sh builds app.wasm, and wasmBuildArgs the same
// command's arguments: TestGoAppFloor builds go-app's hello world with
// them, once it has checked that build.sh still says so.
const wasmBuild = `GOEXPERIMENT=nogreenteagc GOOS=js GOARCH=wasm "$GO" build -trimpath -gcflags=all=-l -ldflags='-s -w'`

var wasmBuildArgs = []string{"build", "-trimpath", "-gcflags=all=-l", "-ldflags=-s -w"}

// TestGoAppFloor measures what go-app and the Go runtime cost before the
// page's own code: go-app's hello world (internal/goappfloor), built as
// build.sh builds app.wasm and served with the site's pages and loader in
// its place. It logs its size by gzip -9 next to app.wasm's, and the medians
// of three first visits (each in a browser that never saw the site) and of
// three reloads until its heading is drawn, next to issue 23's targets for
// the page (2.5 MB served, 1.2 s and 0.5 s): on the development machine the
// floor alone is at or above the start-up targets (README, Benchmarks).
func TestGoAppFloor(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	findChromium(t)
	root := repoRoot(t)
	if b, err := os.ReadFile(filepath.Join(root, "build.sh")); err != nil || !strings.Contains(string(b), wasmBuild) {
		t.Fatalf("build.sh no longer builds app.wasm with %s: update wasmBuild (err %v)", wasmBuild, err)
	}
	dist := buildSite(t)
	floor := filepath.Join(t.TempDir(), "dist")
	if err := os.CopyFS(floor, os.DirFS(dist)); err != nil {
		t.Fatal(err)
	}
	wasm := filepath.Join(floor, "web", "app.wasm")
	for _, f := range []string{wasm, wasm + ".gz", wasm + ".br"} {
		os.Remove(f) // the server would send a precompressed copy of the page's module
	}
	build := exec.Command("go", append(wasmBuildArgs, "-o", wasm, "./internal/goappfloor")...)
	build.Dir = root
	build.Env = append(os.Environ(), "GOEXPERIMENT=nogreenteagc", "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building go-app's hello world: %v\n%s", err, out)
	}
	page, base := gzip9Size(t, filepath.Join(dist, "web", "app.wasm")), gzip9Size(t, wasm)
	t.Logf("size by gzip -9: go-app's hello world %d bytes, app.wasm %d (%d over it; issue 23's target for app.wasm: 2,500,000 served)", base, page, page-base)

	srv := startServer(t, floor)
	drawn := `new Promise(done => { const f = () => document.getElementById('goapp-floor') ? done(performance.now()) : requestAnimationFrame(f); f(); })`
	var cold, warm []float64
	var b *browser
	for range 3 {
		b = newBrowser(t) // a browser that never saw the site
		b.do(t, "open the hello world", chromedp.Navigate(srv.URL+"/?example=campionato-2009"))
		cold = append(cold, eval[float64](t, b, drawn))
	}
	for range 3 {
		b.do(t, "reload the hello world", chromedp.Reload())
		warm = append(warm, eval[float64](t, b, drawn))
	}
	t.Logf("go-app's hello world drawn: first visit %.0f ms, the median of %s; warm reload %.0f ms, the median of %s (issue 23's targets for the page: 1200 and 500 ms)",
		median(cold), msList(cold), median(warm), msList(warm))
}
