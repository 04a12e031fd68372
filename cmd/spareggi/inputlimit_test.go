package main

import (
	"bytes"
	"runtime"
	"strings"
	"testing"
)

// endless is a reader that never ends, like /dev/zero.
type endless struct{ n int64 }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	e.n += int64(len(p))
	return len(p), nil
}

// The CLI stops reading standard input at the 16 MiB limit and says so,
// instead of reading without end (issue 15 item 9).
func TestInputStopsAtLimit(t *testing.T) {
	in := &endless{}
	var out, errb bytes.Buffer
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	code := run([]string{"-"}, in, &out, &errb)
	runtime.ReadMemStats(&after)
	if code != 1 || !strings.Contains(errb.String(), "more than 16777216 bytes") || !strings.HasPrefix(errb.String(), "stdin:1:1: ") {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
	if in.n > 17<<20 {
		t.Errorf("read %d bytes, want to stop after 16 MiB", in.n)
	}
	if a := after.TotalAlloc - before.TotalAlloc; a > 8*(16<<20) {
		t.Errorf("allocated %d bytes", a)
	}
}
