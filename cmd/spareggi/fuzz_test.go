package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// valueFlags are the flags that take a value: the argument after them is
// the value, never a file name.
var valueFlags = map[string]bool{"-tb": true, "-preset": true, "-rules": true, "-round": true, "-unrated": true,
	"-lots": true, "-system": true, "-o": true, "-explain": true, "-compare": true, "-prizes": true,
	"-prize-unit": true, "-format": true, "-answer": true}

// FuzzCLI runs the command line with fuzzed flags (one argument a line)
// on a fuzzed standard input: it never panics, exits 0, 1 or 2, and a
// JSON output is valid JSON (issue 15: the fuzz targets gain the CLI
// flags).
func FuzzCLI(f *testing.F) {
	trf, err := os.ReadFile(fide5)
	if err != nil {
		f.Fatal(err)
	}
	for _, args := range []string{
		"-tb\nBH/C1,SB\n-o\njson", "-explain\nall\n-o\njson\n-tb\nDE,AVU,RBT,RRO,SEQ", "-prizes\n100,50,1e308", "-prizes\n100\n-prize-unit\n0.001",
		"-unrated\n4611686018427387904\n-tb\nARO", "-tb\nKSX/L+500.0,KSR/L-1000", "-compare\nfide2024,fide2026,preset:uscf", "-lots\n1,2;3,4\n-tb\nLOT",
		"-round\n99999999999", "-o\ncsv", "-o\ntrf", "-format\nuscf", "-answer\nQ-BYE/*=pab", "-system\nrr\n-tb\nSEQ,RRO", "-explain\n3",
	} {
		f.Add(args, trf)
	}
	f.Add("-format\nuscf", []byte("1 A 2210 1.0 W1000000\n2 B 2150 0.0 L1\n"))
	f.Add("", []byte("012 x\nXXS W=999999999\n"))
	f.Fuzz(func(t *testing.T, argText string, stdin []byte) {
		var args []string
		for i, a := range strings.Split(argText, "\n") {
			if a == "" {
				continue
			}
			prev := ""
			if len(args) > 0 {
				prev = args[len(args)-1]
			}
			if !strings.HasPrefix(a, "-") && !valueFlags[prev] || a == "-" || i > 40 {
				return // a file name: the target reads standard input only
			}
			args = append(args, a)
		}
		if len(args) > 0 && valueFlags[args[len(args)-1]] {
			return
		}
		args = append(args, "-")
		var out, errb bytes.Buffer
		code := run(args, bytes.NewReader(stdin), &out, &errb)
		if code < 0 || code > 2 {
			t.Fatalf("%q: exit %d", args, code)
		}
		if strings.Contains(errb.String(), "internal error") {
			t.Fatalf("%q: %s", args, errb.String())
		}
		if code == 0 && strings.Contains(argText, "-o\njson") && !strings.Contains(argText, "-presets") && out.Len() > 0 && !json.Valid(out.Bytes()) {
			t.Fatalf("%q: invalid JSON:\n%s", args, out.String())
		}
	})
}
