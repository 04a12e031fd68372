package engine

import "sync"

// memoStore holds the derived data that several tie-breaks share (elements
// of each variant, rated games, the Fore Buchholz calc …). Each entry is
// built once, even when tie-breaks are computed concurrently.
type memoStore struct {
	mu sync.Mutex
	m  map[string]*memoEntry
}

type memoEntry struct {
	once sync.Once
	v    any
}

func newMemo() *memoStore { return &memoStore{m: map[string]*memoEntry{}} }

// cached returns the value stored under key, building it with build the
// first time. build must not ask for the same key.
func (c *calc) cached(key string, build func() any) any {
	s := c.memo
	s.mu.Lock()
	e := s.m[key]
	if e == nil {
		e = &memoEntry{}
		s.m[key] = e
	}
	s.mu.Unlock()
	e.once.Do(func() { e.v = build() })
	return e.v
}
