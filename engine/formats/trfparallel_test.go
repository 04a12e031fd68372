package formats

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// withParallel runs f with the reader working on several goroutines from
// min rows on, with the given number of goroutines (0: one per processor),
// in chunks of at least chunk rows.
func withParallel(min, workers, chunk int, f func()) {
	defer func(m, p, c int) { parallelMin, parallelWorkers, chunkMin = m, p, c }(parallelMin, parallelWorkers, chunkMin)
	parallelMin, parallelWorkers, chunkMin = min, workers, chunk
	f()
}

// readResults returns everything Read, ReadString and ReadTRF return for
// data.
func readResults(data []byte, opt Options) [9]any {
	var r [9]any
	r[0], r[1], r[2] = Read(data, opt)
	r[3], r[4], r[5] = ReadString(string(data), opt)
	r[6], r[7], r[8] = ReadTRF(data, opt.FileName)
	return r
}

// sameConcurrently reads data sequentially and then on several goroutines,
// from two rows on, with each configuration {goroutines, smallest chunk},
// with the fast paths, and fails when anything differs.
func sameConcurrently(t testing.TB, name string, data []byte, opt Options, configs ...[2]int) {
	t.Helper()
	var want [9]any
	withParallel(math.MaxInt, 0, chunkMin, func() { want = readResults(data, opt) })
	for _, cf := range configs {
		var got [9]any
		withParallel(1, cf[0], cf[1], func() { got = readResults(data, opt) })
		for i := range got {
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Errorf("%s (%v): result %d differs with %v:\nconcurrent: %s\nsequential: %s", name, opt.Format, i, cf,
					show(got[i]), show(want[i]))
			}
		}
	}
}

// concurrentInputs returns every input of the tests and seed corpora of
// the package: the test files, the inputs of TestFastPaths and their
// variants, the seeds of the fuzz targets and the stored fuzz corpus.
func concurrentInputs(t testing.TB) map[string][]byte {
	in := fastPathInputs(t)
	for i, s := range trfFuzzSeeds {
		in[fmt.Sprintf("trf-seed-%d", i)] = []byte(s)
	}
	for i, s := range xFuzzSeeds {
		in[fmt.Sprintf("x-seed-%d", i)] = []byte(s)
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "fuzz", "*", "*"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// "go test fuzz v1", then []byte("…") and the format byte.
		for _, l := range strings.Split(string(data), "\n") {
			if q, ok := strings.CutPrefix(l, "[]byte("); ok {
				s, err := strconv.Unquote(strings.TrimSuffix(q, ")"))
				if err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				in["corpus-"+filepath.Base(f)] = []byte(s)
			}
		}
	}
	return in
}

// TestConcurrentRead compares the concurrent readings with the sequential
// reading on every input of the package, with every format, and on large
// generated events with errors of every kind.
func TestConcurrentRead(t *testing.T) {
	n := 0
	for name, data := range concurrentInputs(t) {
		sameConcurrently(t, name, data, Options{FileName: "x.trf"}, [2]int{2, 1}, [2]int{3, 1})
		n++
		if strings.Contains(name, "~") {
			continue // a variant: detection and the TRF reader suffice
		}
		for f := FormatTRF; f <= FormatPairings; f++ {
			sameConcurrently(t, name, data, Options{Format: f, Answers: map[string]string{"Q-BYE/*": "fpb", "Q-TABLE": "line1"}}, [2]int{2, 1}, [2]int{5, 1})
		}
	}
	large := largeVariants()
	for name, data := range large {
		// Many chunks, and two large ones (more than maxErrors in a chunk).
		configs := [][2]int{{2, 1}, {3, 7}, {7, 1}, {2, 1000}}
		if testing.Short() {
			configs = configs[3:]
		}
		sameConcurrently(t, name, data, Options{FileName: "x.trf"}, configs...)
		// The default threshold and workers, as the CLI reads.
		withParallel(parallelMin, 0, chunkMin, func() {
			var got, want [9]any
			got = readResults(data, Options{})
			withFastPaths(false, func() { want = readResults(data, Options{}) })
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s: differs from the general reader:\n%s\n%s", name, show(got), show(want))
			}
		})
	}
	t.Logf("%d inputs and %d large events compared", n, len(large))
	if runtime.GOMAXPROCS(0) > 1 && workersFor(2000) < 2 {
		t.Errorf("2000 rows are read by %d goroutine", workersFor(2000))
	}
}

// FuzzConcurrentRead: reading concurrently never changes a result.
func FuzzConcurrentRead(f *testing.F) {
	for _, data := range concurrentInputs(f) {
		if len(data) < 4000 {
			f.Add(data, uint8(0))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, format uint8) {
		if len(data) > 1<<16 {
			return
		}
		sameConcurrently(t, "fuzz", data, Options{Format: Format(format % 9), FileName: "fuzz.trf"}, [2]int{2, 1}, [2]int{3, 2})
	})
}

// TestInChunks checks that every chunk runs once, on any number of
// goroutines, and that the panic of the lowest chunk reaches the caller.
func TestInChunks(t *testing.T) {
	for _, workers := range []int{1, 2, 3, 8} {
		for _, n := range []int{1, 2, 5, 100} {
			runs := make([]atomic.Int32, n)
			inChunks(n, workers, func(i int) { runs[i].Add(1) })
			for i := range runs {
				if runs[i].Load() != 1 {
					t.Errorf("%d workers, %d chunks: chunk %d ran %d times", workers, n, i, runs[i].Load())
				}
			}
			if n < 5 {
				continue
			}
			got := func() (p any) {
				defer func() { p = recover() }()
				inChunks(n, workers, func(i int) {
					if i == 3 || i == n-1 {
						panic(i)
					}
				})
				return nil
			}()
			if got != 3 {
				t.Errorf("%d workers, %d chunks: panic %v, want 3", workers, n, got)
			}
		}
	}
}

// TestColourFree checks the assumption of pointsFree: the points of a kind
// outside the table, and of an entry with an override, do not depend on the
// colour; and colourFree.
func TestColourFree(t *testing.T) {
	sc := engine.DefaultScoring()
	sc.WinBlack++ // a scoring where the colour counts
	for k := range 256 {
		for c := range 256 {
			for _, e := range []engine.Entry{{Kind: engine.Kind(k)}, {Kind: engine.Kind(k), HasOverride: true, Override: 7}} {
				if int(e.Kind) <= int(engine.ZPB) && !e.HasOverride {
					continue // in the table
				}
				want := sc.Points(e)
				if e.Colour = engine.Colour(c); sc.Points(e) != want {
					t.Fatalf("%+v: %v, without colour %v", e, sc.Points(e), want)
				}
			}
		}
	}
	sc = engine.DefaultScoring()
	if !newPointsTable(sc).colourFree() {
		t.Error("the default scoring depends on the colour")
	}
	sc.DrawBlack++
	if newPointsTable(sc).colourFree() {
		t.Error("a scoring with DrawBlack ≠ DrawWhite is colour-free")
	}
}

// largeVariants returns generated events of a few hundred players, as they
// are and with findings of every kind spread over the file, so that every
// chunk has some: duplicate and unreadable start numbers (which drop lines:
// the players of later chunks move down), bad columns, lines shifted both
// ways, TABs, non-ASCII and Windows-1252 names, pseudo-players, missing
// opponents and self-pairings (more than maxErrors), pending results,
// TRF06 byes, announced byes, games without colour, duplicate names, bad
// sex and birth-date fields, and unsorted rows.
func largeVariants() map[string][]byte {
	base := map[string][]string{
		"gen-600x9": strings.Split(strings.TrimSuffix(string(gen.TRF(gen.Swiss(600, 9, 3, false))), "\n"), "\n"),
		"gen-301x5": strings.Split(strings.TrimSuffix(string(gen.TRF(gen.Swiss(301, 5, 5, true))), "\n"), "\n"),
	}
	out := map[string][]byte{}
	for bname, lines := range base {
		out[bname] = []byte(strings.Join(lines, "\n") + "\n")
		for vname, edit := range lineEdits {
			for _, every := range []int{2, 7, 97} { // every other line: more than maxErrors in a chunk
				ls := append([]string(nil), lines...)
				rng := rand.New(rand.NewSource(int64(every)))
				for i := 4 + every/3; i < len(ls); i += every { // the 001 lines start at index 4
					ls[i] = edit(rng, ls[i], i)
				}
				out[fmt.Sprintf("%s/%s/%d", bname, vname, every)] = []byte(strings.Join(ls, "\n") + "\n")
			}
		}
		// Shifted left in the first half, right in the second: the message
		// names both causes, whichever chunk found them.
		ls := append([]string(nil), lines...)
		for i := 10; i < len(ls); i += 13 {
			if i < len(ls)/2 {
				ls[i] = ls[i][:20] + ls[i][22:]
			} else {
				ls[i] = ls[i][:20] + "   " + ls[i][20:]
			}
		}
		out[bname+"/shift-both"] = []byte(strings.Join(ls, "\n") + "\n")
		// Lines dropped at the start, then findings of the rows after them:
		// the players of later chunks moved down must be the right ones.
		for _, v := range []string{"dup", "self"} {
			ls = append([]string(nil), lines...)
			for i := 4; i < len(ls); i++ {
				switch {
				case i < len(ls)/3 && i%17 == 0:
					ls[i] = ls[i][:6]
				case v == "dup" && i%41 == 3:
					ls[i] = setCols(ls[i], 5, fmt.Sprintf("%4d", i/2))
				case v == "self" && i%29 == 5:
					ls[i] = setCols(ls[i], 102, ls[i][4:8])
				}
			}
			out[bname+"/dropped-"+v] = []byte(strings.Join(ls, "\n") + "\n")
		}
		// A scoring where the colour counts (C8 runs with the pairing
		// checks), with games without colour (E-SCORING-COLOUR).
		ls = append([]string{"XXS WW=1.0 BW=1.5"}, lines...)
		for i := 9; i < len(ls); i += 3 {
			for c := 97; c <= len(ls[i]); c += 10 {
				ls[i] = setCols(ls[i], c, " ")
			}
		}
		out[bname+"/colour-scoring"] = []byte(strings.Join(ls, "\n") + "\n")
		// Unsorted: the rows are copied in their new order.
		ls = append([]string(nil), lines...)
		ls[5], ls[len(ls)-2] = ls[len(ls)-2], ls[5]
		out[bname+"/unsorted"] = []byte(strings.Join(ls, "\n") + "\n")
		// Pseudo-players, cited by the players they met.
		ls = append([]string(nil), lines...)
		ls = append(ls, strings.Replace(lines[4], lines[4][4:8], "9990", 1)[:14]+"bye")
		for i := 6; i < len(ls)-1; i += 11 {
			ls[i] = setCols(ls[i], 92+10*(i%3), "9990 w "+string("1=0"[i%3]))
		}
		out[bname+"/pseudo"] = []byte(strings.Join(ls, "\n") + "\n")
		// Everything announced: a round after the last played one.
		ls = append([]string(nil), lines...)
		for i := 4; i < len(ls); i += 3 {
			ls[i] += "  0000 - H"
		}
		out[bname+"/announced"] = []byte(strings.Join(ls, "\n") + "\nXXR 99\n")
	}
	out["paired/colours-half"] = pairedTRF(300)
	return out
}

// pairedTRF returns an event of n players in two rounds where player 2i−1
// meets 2i: without colours in the first half of the rows, with colours in
// the second, where some pairs forfeit both sides. So the games with a
// colour and the double forfeits are all in the last chunks.
func pairedTRF(n int) []byte {
	lines := []string{"012 Paired", "092 Individual: Swiss-System"}
	for no := 1; no <= n; no++ {
		opp, c, res := no+1, "w", "1"
		if no%2 == 0 {
			opp, c, res = no-1, "b", "0"
		}
		if no <= n/2 {
			c = " "
		}
		if no > n/2 && no%10 < 4 {
			res = "-"
		}
		blk := fmt.Sprintf("%4d %s %s", opp, c, res)
		lines = append(lines, p001(no, fmt.Sprintf("Player %d", no), 0, "", blk, blk))
	}
	return trf(lines...)
}

// lineEdits change one 001 line of a generated event (largeVariants); i
// is the index of the line.
var lineEdits = map[string]func(rng *rand.Rand, l string, i int) string{
	"dup-startno": func(_ *rand.Rand, l string, i int) string { return setCols(l, 5, fmt.Sprintf("%4d", 1+i%5)) },
	"bad-startno": func(_ *rand.Rand, l string, i int) string { return setCols(l, 5, "  x"+strconv.Itoa(i%10)) },
	"short":       func(_ *rand.Rand, l string, i int) string { return l[:5+i%3] },
	"bad-rating":  func(_ *rand.Rand, l string, _ int) string { return setCols(l, 49, "21x0") },
	"bad-result":  func(_ *rand.Rand, l string, i int) string { return setCols(l, 99+10*(i%3), "Q") },
	"bad-colour":  func(_ *rand.Rand, l string, i int) string { return setCols(l, 97+10*(i%3), "x") },
	"shift-left":  func(_ *rand.Rand, l string, _ int) string { return l[:20] + l[21:] },
	"shift-right": func(rng *rand.Rand, l string, _ int) string {
		return l[:20] + strings.Repeat(" ", 1+rng.Intn(4)) + l[20:]
	},
	"tab":         func(_ *rand.Rand, l string, _ int) string { return strings.Replace(l, "        ", "\t", 1) },
	"utf8-name":   func(_ *rand.Rand, l string, _ int) string { return l[:16] + "éà" + l[18:] },
	"cp1252-name": func(_ *rand.Rand, l string, _ int) string { return l[:16] + "\xe0" + l[17:] },
	"missing-opp": func(_ *rand.Rand, l string, i int) string {
		return setCols(l, 92+10*(i%4), fmt.Sprintf("%4d", 8000+i%3))
	},
	"self-pairing": func(_ *rand.Rand, l string, _ int) string { return setCols(l, 92, l[4:8]) },
	"pending":      func(_ *rand.Rand, l string, i int) string { return setCols(l, 99+10*(i%3), " ") },
	"trf06-bye": func(_ *rand.Rand, l string, i int) string {
		return setCols(l, 92+10*(i%3), "     - "+string("+=0"[i%3]))
	},
	"no-colour": func(_ *rand.Rand, l string, i int) string { return setCols(l, 97+10*(i%3), " ") },
	"dup-name":  func(_ *rand.Rand, l string, i int) string { return setCols(l, 15, fmt.Sprintf("Twin %-28d", i%4)) },
	"sex-birth": func(_ *rand.Rand, l string, i int) string {
		return setCols(setCols(l, 10, "q"), 70, []string{"1998/13/01", "12.05.1998"}[i%2])
	},
}

// setCols writes text over line l from 1-based column col on.
func setCols(l string, col int, text string) string {
	for len(l) < col-1+len(text) {
		l += " "
	}
	return l[:col-1] + text + l[col-1+len(text):]
}
