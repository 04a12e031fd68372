package formats

import (
	"regexp"
	"sync"
)

// lazyRE is a regular expression compiled on its first use. Most runs
// read TRF, whose reader needs none of the other formats' patterns;
// compiling them all when the package is initialised cost about 1 ms of
// every CLI run and of the page's start-up. Each is declared as
// var reX = &lazyRE{pattern: ...}, which is data the linker lays out,
// not code run at start-up (app.wasm's size); TestLazyRegexps finds every
// such declaration in the package's source and compiles it, so that a bad
// pattern fails the tests, not a user's run.
type lazyRE struct {
	once    sync.Once
	pattern string
	compile *regexp.Regexp
}

// re returns the compiled expression.
func (l *lazyRE) re() *regexp.Regexp {
	l.once.Do(func() { l.compile = regexp.MustCompile(l.pattern) })
	return l.compile
}
