package request

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
)

func fixture(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../testdata/tec-swiss-5-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestCacheReadsOnce: the same text, given again (the same string or an
// equal copy), is read once; the same standings are computed once; a
// change of the reading's options reads again.
func TestCacheReadsOnce(t *testing.T) {
	text := fixture(t)
	var c Cache
	req, err := Parse(Fields{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := c.Run(text, req)
	if err != nil || a.Standings == nil {
		t.Fatal(err)
	}
	b, _ := c.Run(strings.Clone(text), req)
	if b.Event != a.Event || b.Standings != a.Standings {
		t.Error("the same text was read or computed again")
	}
	req.Read.FileName = "other.trf"
	d, _ := c.Run(text, req)
	if d.Event == a.Event {
		t.Error("another file name did not read again")
	}
	e, _ := c.Run(text+"\n", req)
	if e.Event == d.Event {
		t.Error("another text was not read again")
	}
}

// TestModesRun: each mode fills its answer.
func TestModesRun(t *testing.T) {
	text := fixture(t)
	var c Cache
	for _, f := range []Fields{
		{Mode: "compare", Compare: "fide2026,fide2024"},
		{Mode: "prizes", Prizes: "100,50"},
		{Mode: "convert"},
	} {
		req, err := Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		res, err := c.Run(text, req)
		switch {
		case err != nil:
			t.Errorf("%s: %v", f.Mode, err)
		case f.Mode == "compare" && (res.Comparison == nil || len(res.Comparison.Columns) != 2):
			t.Errorf("compare: %+v", res.Comparison)
		case f.Mode == "prizes" && (res.Standings == nil || len(res.Awards) == 0):
			t.Errorf("prizes: %+v", res.Awards)
		case f.Mode == "convert" && res.Standings == nil:
			t.Error("convert: no standings")
		}
	}
	req, _ := Parse(Fields{Mode: "check"})
	if _, err := c.Run(text, req); err == nil {
		t.Error("check on a file without printed columns: no error")
	}
}

// TestReadError: a text that cannot be read gives no event, the reader's
// report and its positioned error.
func TestReadError(t *testing.T) {
	var c Cache
	res, err := c.Run("this is not a crosstable\n", Request{})
	var fe *formats.Error
	if res.Event != nil || res.Report == nil || !errors.As(err, &fe) {
		t.Errorf("%+v %v", res, err)
	}
}

// TestProtect: a panic becomes a *PanicError with the code "internal".
func TestProtect(t *testing.T) {
	err := Protect(func() error { panic("boom") })
	var pe *PanicError
	if !errors.As(err, &pe) || pe.Value != "boom" || pe.Code() != "internal" || !strings.Contains(pe.Stack, "run_test.go") {
		t.Errorf("%#v", err)
	}
	if err := Protect(func() error { return nil }); err != nil {
		t.Error(err)
	}
}
