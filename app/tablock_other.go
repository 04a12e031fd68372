//go:build !wasm

package app

// holdTab holds nothing outside the browser (tablock_wasm.go).
func holdTab(string) bool { return true }
