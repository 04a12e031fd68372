package main

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
)

func TestComputeMatchesReportJSON(t *testing.T) {
	data, err := os.ReadFile("../web/examples/campionato-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, rep, err := formats.Read(data, formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	list, _ := engine.ParseList("SB,KS,PS,ARO,TPR,WIN,BPG,DE")
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Edition: engine.Fide2024, Round: 10})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := report.JSONWith(st, report.JSONOptions{Format: rep.Format.String()})
	for _, opts := range []string{
		`{"rules":"fide2024","tiebreaks":"SB,KS,PS,ARO,TPR,WIN,BPG,DE","round":10}`,
		`{"rules":"fide2024","tiebreaks":["SB","KS","PS","ARO","TPR","WIN","BPG","DE"],"round":10}`,
		`{"rules":"2024","tiebreaks":"PTS SB KS PS ARO TPR WIN BPG DE","round":10}`,
	} {
		got, err := Compute(string(data), opts)
		if err != nil {
			t.Fatalf("%s: %v", opts, err)
		}
		if got != string(want) {
			t.Errorf("%s: the API and report.JSON differ", opts)
		}
	}
	if _, err := Compute(string(data), ""); err != nil {
		t.Errorf("default options: %v", err)
	}
}

func TestComputeErrors(t *testing.T) {
	data, _ := os.ReadFile("../web/examples/campionato-2009.trf")
	bad := strings.Replace(string(data), "    12 w 1     2 w =", "    12 w 7     2 w =", 1)
	_, err := Compute(bad, "{}")
	var ae *APIError
	if !errors.As(err, &ae) || ae.Line == 0 || ae.Col == 0 || ae.Usage {
		t.Fatalf("bad input: %#v", err)
	}
	if !strings.HasPrefix(ae.Message, itoa(ae.Line)+":"+itoa(ae.Col)+": ") {
		t.Errorf("message %q is not positioned", ae.Message)
	}
	for _, opts := range []string{`{"rules":"nope"}`, `{"tiebreaks":"XYZ"}`, `{"tiebreaks":5}`, `{"system":"knockout"}`,
		`{"tiebreaks":"BH","preset":"fide-swiss"}`, `{"round":-1}`, `{"explain":"some"}`, `not json`} {
		_, err := Compute(string(data), opts)
		if !errors.As(err, &ae) || !ae.Usage {
			t.Errorf("%s: %v is not a usage error", opts, err)
		}
	}
	// An unknown option name is an error that names it, not ignored.
	for _, c := range []struct{ opts, name string }{{`{"tiebreak":"BH"}`, `"tiebreak"`}, {`{"rules":"fide2024","edition":"fide2012"}`, `"edition"`}} {
		_, err := Compute(string(data), c.opts)
		if !errors.As(err, &ae) || !ae.Usage || !strings.Contains(ae.Message, "unknown option "+c.name) || !strings.Contains(ae.Message, "tiebreaks") {
			t.Errorf("%s: %v, want a usage error naming %s", c.opts, err, c.name)
		}
	}
	if s, err := diagsJSON(&APIError{Diags: []formats.Diagnostic{{Line: 3, Col: 4, Message: "x"}}}); err != nil ||
		s != `[{"severity":"error","line":3,"column":4,"message":"x"}]` {
		t.Errorf("diagsJSON = %s %v", s, err)
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}
