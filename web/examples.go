// Package web holds the static assets of the page. The example crosstables
// are embedded in the WebAssembly binary as well, so that an example opens
// without a network request and works offline.
package web

import "embed"

// Examples holds the example crosstables, by file name (e.g.
// "examples/campionato-2009.trf").
//
//go:embed examples/*.trf
var Examples embed.FS
