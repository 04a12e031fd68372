package scan

import (
	"regexp"
	"sync"
)

// LazyRE is a regular expression compiled on its first use. Most runs
// read TRF, whose reader needs none of the other formats' patterns;
// compiling them all when the package is initialised cost about 1 ms of
// every CLI run and of the page's start-up. Each is declared as
// var reX = &scan.LazyRE{Pattern: ...}, which is data the linker lays out,
// not code run at start-up (app.wasm's size); TestLazyRegexps finds every
// such declaration in the package's source and compiles it, so that a bad
// pattern fails the tests, not a user's run.
type LazyRE struct {
	once    sync.Once
	Pattern string
	compile *regexp.Regexp
}

// Re returns the compiled expression.
func (l *LazyRE) Re() *regexp.Regexp {
	l.once.Do(func() { l.compile = regexp.MustCompile(l.Pattern) })
	return l.compile
}
