package main

import (
	"bytes"
	"io"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"
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

// TestReadTextChunks: standard input (size unknown) read in chunks gives
// back the text exactly, at the edges of the chunks as well, and from a
// reader that returns a few bytes at a time.
func TestReadTextChunks(t *testing.T) {
	for _, n := range []int{0, 1, 64<<10 - 1, 64 << 10, 64<<10 + 1, 3*64<<10 + 7, 500_000} {
		want := strings.Repeat("0123456789abcdef\n", n/17+1)[:n]
		for _, r := range []io.Reader{strings.NewReader(want), iotest.HalfReader(strings.NewReader(want))} {
			got, err := readText(r, 0, "stdin")
			if err != nil || got != want {
				t.Errorf("%d bytes: got %d bytes (equal: %v), error %v", n, len(got), got == want, err)
			}
		}
	}
}
