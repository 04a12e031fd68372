package formats

import (
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// wallchart returns a US Chess wallchart of n players and one round, each
// pair of players a win and a loss: the 100,000-line wallchart of issue 10
// item 12.
func wallchart(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		if i%2 == 1 {
			fmt.Fprintf(&b, "%d Player %d 2000 1.0 W%d\n", i, i, i+1)
		} else {
			fmt.Fprintf(&b, "%d Player %d 2000 0.0 L%d\n", i, i, i-1)
		}
	}
	return b.String()
}

func BenchmarkReadWallchart100k(b *testing.B) {
	text := wallchart(100000)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := ReadString(text, Options{Format: FormatUSCF}); err != nil {
			b.Fatal(err)
		}
	}
}

// Reading a wallchart costs a small constant per line, whatever its
// length: allocated bytes per player stay near a kilobyte (the event's own
// rows) from 10,000 to 100,000 lines (issue 10 item 12: 226 MB for 100,000
// lines before).
func TestReadWallchartLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 100,000 lines")
	}
	perLine := map[int]float64{}
	for _, n := range []int{10000, 100000} {
		text := wallchart(n)
		var err error
		perLine[n] = float64(allocated(func() { _, _, err = ReadString(text, Options{Format: FormatUSCF}) })) / float64(n)
		if err != nil {
			t.Fatal(err)
		}
		if perLine[n] > 2048 {
			t.Errorf("%d lines: %.0f bytes allocated per line, want at most 2048", n, perLine[n])
		}
	}
	if perLine[100000] > 1.5*perLine[10000] {
		t.Errorf("bytes per line grow with the input: %.0f at 10,000 lines, %.0f at 100,000", perLine[10000], perLine[100000])
	}
	t.Logf("bytes allocated per line: %.0f (10,000 lines), %.0f (100,000 lines)", perLine[10000], perLine[100000])
}

// fieldPatterns are the repeated units of the lines TestScanFieldsLinear
// and BenchmarkScanFields split: plain fields and quotes placed every way.
var fieldPatterns = []string{"1,", `"a,`, `"""a,`, `""a,`, `"x"y,`, `"a,"",`, "| a ", `",",`}

func patternDelim(p string) rune {
	if p[0] == '|' {
		return '|'
	}
	return ','
}

// TestScanFieldsLinear: splitting a line costs memory in proportion to its
// fields, however its quotes are placed (a quoted field is searched for its
// closing quote only up to the next lone quote). Its time is measured by
// BenchmarkScanFields.
func TestScanFieldsLinear(t *testing.T) {
	for _, p := range fieldPatterns {
		delim := patternDelim(p)
		bytes := map[int]float64{}
		small, large := 4000, 64000
		if testing.Short() {
			small, large = 2000, 32000 // still sixteenfold
		}
		for _, n := range []int{small, large} {
			line := strings.Repeat(p, n)
			var fields int
			bytes[n] = float64(allocated(func() { fields = len(scan.SplitCols(line, 1, delim)) })) / float64(n)
			if fields < n/2 {
				t.Fatalf("%q × %d: %d fields", p, n, fields)
			}
		}
		// A slice that doubles as it grows allocates up to about twice
		// its final size, wherever the count falls between two powers of
		// two; a quadratic cost would grow sixteenfold.
		if bytes[large] > 2*bytes[small]+64 {
			t.Errorf("%q: %.0f bytes per repetition at %d, %.0f at %d", p, bytes[small], small, bytes[large], large)
		}
	}
}

// BenchmarkScanFields counts the fields of lines of 4,000 and 64,000
// repetitions of each pattern: linear work takes about sixteen times as
// long for the second, quadratic work 256 times (ns/op side by side).
func BenchmarkScanFields(b *testing.B) {
	for i, p := range fieldPatterns {
		delim := patternDelim(p)
		for _, n := range []int{4000, 64000} {
			line := strings.Repeat(p, n)
			b.Run(fmt.Sprintf("pattern%d/%d", i, n), func(b *testing.B) {
				b.SetBytes(int64(len(line)))
				for b.Loop() {
					scan.CountFields(line, delim)
				}
			})
		}
	}
}
