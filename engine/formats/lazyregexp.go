package formats

import (
	"regexp"
	"sync"
)

// lazyRE is a regular expression compiled on its first use. Most runs
// read TRF, whose reader needs none of the other formats' patterns;
// compiling them all when the package is initialised cost about 1 ms of
// every CLI run and of the page's start-up.
type lazyRE struct {
	once    sync.Once
	pattern string
	compile *regexp.Regexp
}

// lazyRegexps lists every lazy expression, so that a test compiles them
// all (TestLazyRegexps): a bad pattern fails the tests, not a user's run.
var lazyRegexps []*lazyRE

// lazyRegexp returns the pattern, to be compiled (with regexp.MustCompile)
// on its first use.
func lazyRegexp(pattern string) *lazyRE {
	l := &lazyRE{pattern: pattern}
	lazyRegexps = append(lazyRegexps, l)
	return l
}

// re returns the compiled expression.
func (l *lazyRE) re() *regexp.Regexp {
	l.once.Do(func() { l.compile = regexp.MustCompile(l.pattern) })
	return l.compile
}
