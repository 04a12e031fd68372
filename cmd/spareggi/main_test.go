package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

const fide5 = "../../testdata/tec-swiss-5-2026.trf"

func TestJSONShape(t *testing.T) {
	code, out, errs := runCLI(t, "", "-tb", "BH-C1,SB", "-o", "json", fide5)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var doc struct {
		Edition   string   `json:"edition"`
		Round     int      `json:"round"`
		TieBreaks []string `json:"tiebreaks"`
		Standings []struct {
			Rank   int                `json:"rank"`
			Start  int                `json:"start"`
			Name   string             `json:"name"`
			Points string             `json:"points"`
			Values map[string]*string `json:"values"`
		} `json:"standings"`
		Ties [][]int `json:"ties"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if doc.Edition != "fide2026" || doc.Round != 5 || strings.Join(doc.TieBreaks, ",") != "BH/C1,SB" {
		t.Errorf("header: %+v", doc)
	}
	first := doc.Standings[0]
	if first.Start != 2 || first.Rank != 1 || first.Points != "4.0" || *first.Values["BH/C1"] != "12.0" || *first.Values["SB"] != "9.50" {
		t.Errorf("first row: %+v", first)
	}
	if len(doc.Standings) != 16 {
		t.Errorf("%d rows", len(doc.Standings))
	}
}

func TestUndefinedIsNull(t *testing.T) {
	code, out, _ := runCLI(t, "", "-tb", "ARO/C1", "-o", "json", fide5)
	if code != 0 || !strings.Contains(out, `"start":12,`) {
		t.Fatalf("exit %d\n%s", code, out)
	}
	i := strings.Index(out, `"start":12`)
	if !strings.Contains(out[i:i+200], `"ARO/C1":null`) {
		t.Errorf("ARO/C1 of 12 is not null: %s", out[i:i+200])
	}
}

func TestExplain(t *testing.T) {
	code, out, errs := runCLI(t, "", "-tb", "BH/C1,SB", "-explain", "4", fide5)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"BH/C1 = 11.5", "half-point bye: dummy opponent with own score 3.5, capped by 16.4.2 at 2.5", "cut (VUR by 16.5)", "SB = 9.25", "adjusted (16.3) 3"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	code, out, _ = runCLI(t, "", "-tb", "DE", "-explain", "4", fide5)
	if code != 0 || !strings.Contains(out, "by article 6.3") || !strings.Contains(out, "4: 1 (max 2)") {
		t.Errorf("DE explanation:\n%s", out)
	}
	code, out, _ = runCLI(t, "", "-tb", "BH", "-o", "json", "-explain", "all", fide5)
	if code != 0 || !strings.Contains(out, `"details":{"BH":{"article":"C.07 8.1"`) {
		t.Errorf("json details missing: %d %s", code, out[:300])
	}
}

func TestStdinAndFormats(t *testing.T) {
	data, err := os.ReadFile(fide5)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []string{"table", "csv", "json"} {
		code, out, errs := runCLI(t, string(data), "-rules", "fide2024", "-o", o, "-")
		if code != 0 || out == "" {
			t.Errorf("-o %s: exit %d %s", o, code, errs)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	cases := [][]string{
		{"-rules", "fide1999", fide5},
		{"-o", "xml", fide5},
		{"-round", "9", fide5},
		{"-tb", "BH", "-preset", "fide-swiss", fide5},
		{"-preset", "nope", fide5},
		{"-system", "knockout", fide5},
		{"-unrated", "abc", fide5},
		{"-nosuchflag", fide5},
		{},
		{"a", "b"},
	}
	for _, args := range cases {
		code, _, errs := runCLI(t, "", args...)
		if code != 2 {
			t.Errorf("%v: exit %d (%s), want 2", args, code, errs)
		}
	}
}

func TestInputErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.trf")
	os.WriteFile(bad, []byte("012 Bad\n001    1      Rossi                             2000                             1.0    1     2 w Q\n001    2      Bianchi                           2000                             0.0    2     1 b 0\n"), 0o644)
	code, _, errs := runCLI(t, "", bad)
	if code != 1 || !strings.HasPrefix(errs, bad+":2:99:") {
		t.Errorf("exit %d, message %q", code, errs)
	}
	code, _, errs = runCLI(t, "", "-tb", "BH,NOPE", fide5)
	if code != 1 || !strings.Contains(errs, `unknown tie-break "NOPE"`) {
		t.Errorf("exit %d, message %q", code, errs)
	}
	code, _, errs = runCLI(t, "", filepath.Join(dir, "missing.trf"))
	if code != 1 || errs == "" {
		t.Errorf("missing file: exit %d %q", code, errs)
	}
	// arbitrary bytes never panic
	for _, junk := range []string{"", "\x00\x01", "001", "001 x\n", strings.Repeat("001    1 ", 50), "%PDF-1.4"} {
		code, _, errs := runCLI(t, junk, "-")
		if code != 1 || strings.Contains(errs, "internal error") {
			t.Errorf("%q: exit %d %q", junk, code, errs)
		}
	}
}

func TestPresets(t *testing.T) {
	code, out, _ := runCLI(t, "", "-presets")
	if code != 0 || !strings.Contains(out, "fide-swiss") || !strings.Contains(out, "fide-rr") {
		t.Errorf("exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "", "-o", "json", fide5)
	if code != 0 || !strings.Contains(out, `"tiebreaks":["BH/C1","BH","DE","WIN"]`) {
		t.Errorf("default list: %s", out[:300])
	}
}

func TestLots(t *testing.T) {
	// #1 and #16 stay tied on 3.5 after BH/C1 and BH in the FIDE exercise
	// (2026 rules); lots put #16 first.
	code, out, errs := runCLI(t, "", "-tb", "BH/C1,BH,LOT", "-lots", "16,1", "-o", "csv", fide5)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	i16, i1 := strings.Index(out, "\n4,16,"), strings.Index(out, "\n5,1,")
	if i16 < 0 || i1 < 0 {
		t.Errorf("lots not applied:\n%s", out)
	}
	if code, _, _ := runCLI(t, "", "-tb", "LOT", "-lots", "x", fide5); code != 2 {
		t.Errorf("bad -lots: exit %d", code)
	}
}
