//go:build !wasm

package formats

// fastPaths is on: the CLI and the native tests read with the shortcuts
// (fastpaths.go); the tests switch it off to compare.
var fastPaths = true
