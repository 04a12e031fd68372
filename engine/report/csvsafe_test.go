package report

import (
	"bytes"
	"encoding/csv"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// A cell a spreadsheet would run as a formula is neutralised with a
// leading apostrophe; numbers, negative ones included, are left alone
// (issue 15 item 8).
func TestSafeCell(t *testing.T) {
	for in, want := range map[string]string{
		"=1+1": "'=1+1", "+cmd|' /C calc'!A0": "'+cmd|' /C calc'!A0", "@SUM(A1)": "'@SUM(A1)", "-2+3": "'-2+3",
		"\tx": "'\tx", "\rx": "'\rx", "-": "'-", "+": "'+",
		"-1.5": "-1.5", "-12": "-12", "3.0": "3.0", "Rossi, Marco": "Rossi, Marco", "": "", "D'Amore": "D'Amore",
	} {
		if got := SafeCell(in); got != want {
			t.Errorf("SafeCell(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCSVNeutralisesFormulas(t *testing.T) {
	data, err := os.ReadFile("testdata/formula-names.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Compute(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := CSV(&b, st); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, r := range recs[1:] {
		names[r[3]] = true
		for _, c := range r {
			if c != "" && strings.ContainsRune("=+-@\t\r", rune(c[0])) && !isNumber(c) {
				t.Errorf("cell %q of row %v starts a formula", c, r)
			}
		}
	}
	for _, n := range []string{"'=1+1", `'=HYPERLINK("http://x.ex";"go")`, "'+cmd|' /C calc'!A0", "'@SUM(A1:A9)", "'-2+3", "Rossi, Marco"} {
		if !names[n] {
			t.Errorf("no name %q in %v", n, names)
		}
	}
}
