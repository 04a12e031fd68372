//go:build wasm

package formats

// fastPaths is off in WebAssembly: the general code alone reads, and the
// shortcuts' code is left out of app.wasm (fastpaths.go).
const fastPaths = false
