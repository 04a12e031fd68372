package formats

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/internal/gen"
)

// withFastPaths runs f with fastPaths set to on.
func withFastPaths(on bool, f func()) {
	defer func(v bool) { fastPaths = v }(fastPaths)
	fastPaths = on
	f()
}

// sameBothWays reads data with and without the fast paths (fastpaths.go)
// and fails when anything differs: the model, the report, the error, the
// TRF reader's own result, the decoded lines and the detection.
func sameBothWays(t *testing.T, name string, data []byte, opt Options) {
	t.Helper()
	type result struct {
		Event, Report, Err, TRFEvent, TRFDiags, TRFErr, Lines, Detect any
	}
	read := func(on bool) (r result) {
		withFastPaths(on, func() {
			r.Event, r.Report, r.Err = Read(data, opt)
			r.TRFEvent, r.TRFDiags, r.TRFErr = ReadTRF(data, opt.FileName)
			lines, enc, le, derr := DecodeText(data)
			r.Lines = []any{lines, enc, le, derr}
			if derr == nil {
				f, cands, d := Detect(lines, opt.FileName)
				r.Detect = []any{f, cands, d}
			}
		})
		return r
	}
	fast, general := read(true), read(false)
	v1, v2 := reflect.ValueOf(fast), reflect.ValueOf(general)
	for i := 0; i < v1.NumField(); i++ {
		if !reflect.DeepEqual(v1.Field(i).Interface(), v2.Field(i).Interface()) {
			t.Errorf("%s: %s differs with the fast paths:\nfast:    %s\ngeneral: %s", name, v1.Type().Field(i).Name,
				show(v1.Field(i).Interface()), show(v2.Field(i).Interface()))
		}
	}
}

// show renders a result for a failure message, errors with their
// diagnostics.
func show(x any) string {
	s := fmt.Sprintf("%+v", x)
	if e, ok := x.(*Error); ok {
		s = fmt.Sprintf("%+v", e.Diags)
	}
	if len(s) > 2000 {
		s = s[:2000] + "…"
	}
	return s
}

// fastPathInputs returns the inputs of TestFastPaths: the test files, TRFs
// of internal/gen, and variants of them that leave the fast paths: shifted
// columns, non-ASCII names, CRLF, TABs, short lines, byes and forfeits.
func fastPathInputs(t testing.TB) map[string][]byte {
	in := map[string][]byte{}
	files, _ := filepath.Glob(filepath.Join("testdata", "*"))
	for _, f := range files {
		if st, err := os.Stat(f); err == nil && !st.IsDir() {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			in[filepath.Base(f)] = data
		}
	}
	for _, nr := range [][2]int{{9, 3}, {30, 7}, {101, 9}} {
		in[fmt.Sprintf("gen-%dx%d", nr[0], nr[1])] = gen.TRF(gen.Swiss(nr[0], nr[1], int64(nr[0]), nr[0] == 30))
	}
	rng := rand.New(rand.NewSource(1))
	base := []string{"sample-individual.trf", "tec-swiss-9.trf", "gen-30x7", "x-strip-coloured.txt", "x-cr-sample.csv"}
	for i := 0; i < 300; i++ {
		name := base[i%len(base)]
		in[fmt.Sprintf("%s~%d", name, i)] = mutateText(rng, in[name])
	}
	return in
}

// mutateText changes one to four things in a text.
func mutateText(rng *rand.Rand, data []byte) []byte {
	lines := strings.Split(string(data), "\n")
	pick := func() int { return rng.Intn(len(lines)) }
	extra := []string{"Round 1", "1 Rossi - Bianchi 1-0", "1 A 1.0 | +W2 =B3", "1 B 1 * 1 0", "[White \"A\"]",
		"12w1 3b0 4w1", "27:W 3:L", "W12 L3 D4", "### c", "XXZ 1", "240 H   2    3", "299 W  1.5",
		"062 3", "142 9", "XXR 3", "202 BH, SB", "092 Round Robin", "001", "001    x", "001    1 |x",
		"001    3 m    Bye                                                                  1.0    9"}
	for n := 1 + rng.Intn(4); n > 0; n-- {
		j := pick()
		l := lines[j]
		switch rng.Intn(18) {
		case 0:
			return []byte(strings.Join(lines, "\r\n"))
		case 1: // a two-byte letter: the columns stay right
			if len(l) > 20 {
				lines[j] = l[:16] + "éà" + l[18:]
			}
		case 2: // counted in bytes: the line is shifted left
			if len(l) > 20 {
				lines[j] = l[:16] + "é" + l[18:]
			}
		case 3: // shifted right
			if len(l) > 20 {
				lines[j] = l[:20] + strings.Repeat(" ", 1+rng.Intn(9)) + l[20:]
			}
		case 4: // shifted left
			if len(l) > 40 {
				lines[j] = l[:20] + l[21+rng.Intn(9):]
			}
		case 5: // short
			lines[j] = l[:rng.Intn(len(l)+1)]
		case 6: // one character
			if len(l) > 0 {
				b := []byte(l)
				b[rng.Intn(len(b))] = " 0123456789wbWB-+=LDHFUZX?abc|\t;:,.*"[rng.Intn(36)]
				lines[j] = string(b)
			}
		case 7:
			lines[j] = strings.Replace(l, "        ", "\t", 1)
		case 8: // Windows-1252
			if len(l) > 20 {
				lines[j] = l[:16] + "\xe0" + l[17:]
			}
		case 9: // a bye or a forfeit
			if len(l) > 100 { // the blocks are at columns 92, 102, … (index 91, 101, …)
				b := []byte(l)
				if k := 91 + 10*rng.Intn((len(b)-91)/10); k+8 <= len(b) {
					copy(b[k:], "0000 - "+string("+-HFUZ=1"[rng.Intn(8)]))
				}
				lines[j] = string(b)
			}
		case 10:
			lines = append(lines[:j], append([]string{extra[rng.Intn(len(extra))]}, lines[j:]...)...)
		case 11:
			lines = append(lines[:j], lines[j+1:]...)
			if len(lines) == 0 {
				return nil
			}
		case 12:
			lines[j] = strings.ToLower(l)
		case 13:
			lines[j] = strings.ReplaceAll(l, " - ", " – ")
		case 14: // a start number or an opponent
			if len(l) > 10 {
				b := []byte(l)
				b[4+rng.Intn(4)] = "0123456789 "[rng.Intn(11)]
				lines[j] = string(b)
			}
		case 16, 17: // a block in any of its forms, valid or not
			if len(l) > 100 {
				opps := []string{"   1", "  12", " 123", "1234", "0000", "    ", "12  ", "1 2 ", " 1 2", "x123"}
				b := []byte(l)
				k := 91 + 10*rng.Intn((len(b)-91)/10)
				blk := opps[rng.Intn(len(opps))] + " " + string("wbWB- x"[rng.Intn(7)]) + " " +
					string("10=+-WDLHFUZX? wdlhfuzq"[rng.Intn(23)])
				if k+len(blk) <= len(b) {
					copy(b[k:], blk)
				}
				lines[j] = string(b)
			}
		case 15: // a birth date
			if len(l) > 80 {
				lines[j] = l[:69] + []string{"1998/05/12", "1998/13/01", "0000/00/00", "12.05.1998", "1998      "}[rng.Intn(5)] + l[79:]
			}
		}
	}
	return []byte(strings.Join(lines, "\n"))
}

// TestFastPaths reads many inputs with and without the fast paths and
// compares everything the readers return.
func TestFastPaths(t *testing.T) {
	for name, data := range fastPathInputs(t) {
		for _, fn := range []string{"", "x.trf"} {
			sameBothWays(t, name, data, Options{FileName: fn})
		}
		if strings.Contains(name, "~") {
			continue // a variant: detection and the TRF reader suffice
		}
		for f := FormatTRF; f <= FormatPairings; f++ {
			sameBothWays(t, name, data, Options{Format: f, Answers: map[string]string{"Q-BYE/*": "fpb", "Q-TABLE": "line1"}})
		}
	}
}

// FuzzFastPaths: the fast paths never change a result.
func FuzzFastPaths(f *testing.F) {
	for _, data := range fastPathInputs(f) {
		if len(data) < 2000 { // small inputs keep the fuzzer's minimisation quick
			f.Add(data, uint8(0))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, format uint8) {
		if len(data) > 1<<16 {
			return
		}
		// Read decodes, detects (or, with a format, does not) and reads:
		// all the fast paths are on its way.
		opt := Options{Format: Format(format % 9), FileName: "fuzz.trf"}
		var fast, general [3]any
		withFastPaths(true, func() { fast[0], fast[1], fast[2] = Read(data, opt) })
		withFastPaths(false, func() { general[0], general[1], general[2] = Read(data, opt) })
		if !reflect.DeepEqual(fast, general) {
			t.Errorf("Read differs with the fast paths:\nfast:    %s\ngeneral: %s", show(fast), show(general))
		}
	})
}

// TestTailFastPath compares tailASCII with the general parseTail on every
// 001 line of the inputs, read as runes.
func TestTailFastPath(t *testing.T) {
	n := 0
	for _, data := range fastPathInputs(t) {
		for _, s := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(s, "001") && isASCII(s) {
				n += checkTail(t, strings.TrimRight(s, "\r"))
			}
		}
	}
	if n < 500 {
		t.Errorf("only %d lines took the fast path", n)
	}
}

// FuzzTailFastPath: tailASCII reads what parseTail reads.
func FuzzTailFastPath(f *testing.F) {
	f.Add("001    1      A                                                                  1.0    1     2 w 1")
	f.Add("001    1 m    Name                              2150 ITA    12345678 1998/05/12  3.5   12     2 w 1  0000 - H    3 b =")
	f.Fuzz(func(t *testing.T, s string) {
		if isASCII(s) {
			checkTail(t, s)
		}
	})
}

// checkTail compares the two readings of one ASCII line; it returns 1 when
// the fast path read the line.
func checkTail(t *testing.T, s string) int {
	t.Helper()
	var general trfTail
	fast, content, ok := tailASCII(s, nil)
	if !ok {
		return 0
	}
	var probs []problem
	var content2 bool
	withFastPaths(false, func() { probs, content2 = parseTail(chars{rs: []rune(s)}, 0, true, &general) })
	if len(probs) > 0 || content != content2 || !reflect.DeepEqual(fast, general) && !(len(fast.blocks) == 0 && len(general.blocks) == 0) {
		t.Errorf("%q:\nfast    %v %+v\ngeneral %v %+v %+v", s, content, fast, content2, general, probs)
	}
	return 1
}
