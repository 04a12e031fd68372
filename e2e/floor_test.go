//go:build e2e

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// wasmBuild is how build.sh builds app.wasm, and wasmBuildArgs the same
// command's arguments: BenchmarkStartup builds go-app's hello world with
// them, so that the floor it compares the page with is built as the page
// is. TestWasmBuildFlags fails when build.sh no longer says so.
const wasmBuild = `GOEXPERIMENT=nogreenteagc GOOS=js GOARCH=wasm "$GO" build -trimpath -gcflags=all=-l -ldflags='-s -w'`

var wasmBuildArgs = []string{"build", "-trimpath", "-gcflags=all=-l", "-ldflags=-s -w"}

// TestWasmBuildFlags checks that build.sh still builds app.wasm with
// wasmBuild, and that wasmBuildArgs are that command's arguments: the
// floor of BenchmarkStartup would otherwise be built unlike the page.
func TestWasmBuildFlags(t *testing.T) {
	checkWasmBuild(t)
	if got := `build -trimpath -gcflags=all=-l -ldflags='-s -w'`; !strings.HasSuffix(wasmBuild, `"$GO" `+got) ||
		strings.Join(wasmBuildArgs, " ") != strings.ReplaceAll(got, "'", "") {
		t.Errorf("wasmBuildArgs %q are not the arguments of wasmBuild %s", wasmBuildArgs, wasmBuild)
	}
}

// checkWasmBuild fails when build.sh does not build app.wasm with wasmBuild.
func checkWasmBuild(t testing.TB) {
	t.Helper()
	if b, err := os.ReadFile(filepath.Join(repoRoot(t), "build.sh")); err != nil || !strings.Contains(string(b), wasmBuild) {
		t.Fatalf("build.sh no longer builds app.wasm with %s: update wasmBuild and wasmBuildArgs (err %v)", wasmBuild, err)
	}
}

// floorBuilt is the floor site of this test process (a build and its
// compression take minutes).
var floorBuilt struct {
	once sync.Once
	tmp  string // removed by TestMain
	dir  string
	err  error
}

// buildFloor returns a copy of the site dist in which app.wasm is go-app's
// hello world (internal/goappfloor), built with wasmBuild's flags and
// precompressed as build.sh precompresses app.wasm (.br by cmd/serve
// -precompress; .gz by pigz -11, else gzip -9, else Go's gzip), so that
// cmd/serve sends it as it sends the page's. The pages, the loader and
// the service worker are the site's. It is built once per test process.
func buildFloor(t testing.TB, dist string) string {
	t.Helper()
	checkWasmBuild(t)
	root := repoRoot(t)
	floorBuilt.once.Do(func() {
		tmp, err := os.MkdirTemp("", "spareggi-floor-")
		if err != nil {
			floorBuilt.err = err
			return
		}
		floorBuilt.tmp, floorBuilt.dir = tmp, filepath.Join(tmp, "floor")
		floorBuilt.err = buildFloorInto(root, dist, floorBuilt.dir)
	})
	if floorBuilt.err != nil {
		t.Fatalf("building go-app's hello world as app.wasm: %v", floorBuilt.err)
	}
	return floorBuilt.dir
}

func buildFloorInto(root, dist, floor string) error {
	if err := os.CopyFS(floor, os.DirFS(dist)); err != nil {
		return err
	}
	wasm := filepath.Join(floor, "web", "app.wasm")
	for _, f := range []string{wasm, wasm + ".gz", wasm + ".br"} {
		os.Remove(f) // the page's module and its copies
	}
	build := exec.Command("go", append(wasmBuildArgs, "-o", wasm, "./internal/goappfloor")...)
	build.Dir = root
	build.Env = append(os.Environ(), "GOEXPERIMENT=nogreenteagc", "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		return &cmdError{"go build ./internal/goappfloor", err, out}
	}
	// The copies are made in a folder of their own, whose only file is
	// app.wasm: cmd/serve -precompress would compress the whole site.
	pre, err := os.MkdirTemp(filepath.Dir(floor), "precompress-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(pre)
	raw, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(pre, "app.wasm"), raw, 0o644); err != nil {
		return err
	}
	serve := exec.Command("go", "run", "./cmd/serve", "-dir", pre, "-precompress")
	serve.Dir = root
	if out, err := serve.CombinedOutput(); err != nil {
		return &cmdError{"cmd/serve -precompress", err, out}
	}
	gz := filepath.Join(pre, "app.wasm.gz")
	for _, c := range [][]string{{"pigz", "-11"}, {"gzip", "-9"}} { // build.sh's order of preference
		if _, err := exec.LookPath(c[0]); err != nil {
			continue
		}
		out, err := exec.Command(c[0], c[1], "-n", "-c", filepath.Join(pre, "app.wasm")).Output()
		if err != nil {
			return &cmdError{c[0] + " " + c[1], err, nil}
		}
		if err := os.WriteFile(gz, out, 0o644); err != nil {
			return err
		}
		break
	}
	// Written after app.wasm: cmd/serve sends a copy only when it is not
	// older than the file.
	for _, ext := range []string{".br", ".gz"} {
		b, err := os.ReadFile(filepath.Join(pre, "app.wasm"+ext))
		if err != nil {
			return err
		}
		if err := os.WriteFile(wasm+ext, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// cmdError is a command that failed, with its output.
type cmdError struct {
	what string
	err  error
	out  []byte
}

func (e *cmdError) Error() string { return e.what + ": " + e.err.Error() + "\n" + string(e.out) }
