// Package testmain runs a package's tests with the garbage collector at a
// slower pace, for the packages whose tests allocate much and briefly (the
// readers on large inputs, the engine's differentials, the CLI): collecting
// at Go's default pace took about a third of their CPU time, and `go test
// -short ./...` is meant to stay quick on a two-core machine.
package testmain

import (
	"os"
	"runtime/debug"
	"testing"
)

// gcPercent is the collector's pace during the tests: a collection when
// the heap has grown by four times what was live after the last one.
const gcPercent = 400

// Main runs the tests of m and exits with their status; the collector runs
// at gcPercent unless the environment sets GOGC. Call it from TestMain.
func Main(m *testing.M) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(m.Run())
}
