package formats

import (
	"strings"
	"testing"
)

// wideLines returns n lines, each width empty TAB fields and then a number
// (constructed, hostile: the rows of a sheet with one cell in its last
// column, or a pasted table of empty columns).
func wideLines(n, width int) []string {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = strings.Repeat("\t", width) + "1"
	}
	return lines
}

// TestDetectWideLinesBounded: detecting 1 MB of lines of 16,384 empty TAB
// fields allocates at most sixteen times what detecting 1 MB of lines of
// 16 fields does (650 times before: 3.4 GB against 5 MB). Detection is
// linear in a line's width: a line's fields are one allocation, split once
// by the grid header's search, and the sample is bounded in bytes as well
// as in lines, so the wide lines' sample is about 76,800 bytes (four
// lines) where the short lines' is 300 lines (5,100 bytes); per byte
// examined both cost the same (about 400 bytes allocated).
func TestDetectWideLinesBounded(t *testing.T) {
	wide, narrow := wideLines(64, 16384), wideLines(64*1024, 16)
	w := allocated(func() { Detect(wide, "") })
	n := allocated(func() { Detect(narrow, "") })
	if w > 16*n {
		t.Errorf("detecting 1 MB of wide lines allocates %d bytes, %d for the same bytes in short lines", w, n)
	}
	t.Logf("allocated: %d bytes (wide lines), %d (short lines)", w, n)
}

// BenchmarkDetectWideLines: detection of 1 MB of lines of 16,384 empty TAB
// fields (64 lines), against BenchmarkDetectNarrowLines, 1 MB of lines of
// 16.
func BenchmarkDetectWideLines(b *testing.B) {
	lines := wideLines(64, 16384)
	b.ReportAllocs()
	for b.Loop() {
		Detect(lines, "")
	}
}

func BenchmarkDetectNarrowLines(b *testing.B) {
	lines := wideLines(64*1024, 16)
	b.ReportAllocs()
	for b.Loop() {
		Detect(lines, "")
	}
}

// BenchmarkReadWideLines: the whole read of the same 1 MB of wide lines.
func BenchmarkReadWideLines(b *testing.B) {
	text := strings.Join(wideLines(64, 16384), "\n")
	b.ReportAllocs()
	for b.Loop() {
		ReadString(text, Options{})
	}
}
