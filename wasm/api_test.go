package main

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/gen"
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
		`{"tiebreaks":"BH","preset":"fide-swiss"}`, `{"round":-1}`, `{"explain":"some"}`, `not json`,
		`{"unrated":4611686018427387904}`, `{"unrated":-1}`, `{"unrated":4001}`, `{"whatif":true,"round":3}`, `{"format":"nope"}`} {
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

// The JS API bounds the vectors it computes as the page does.
func TestComputeBoundsVectors(t *testing.T) {
	text := string(gen.TRF(gen.Tied(2100)))
	_, err := Compute(text, `{"tiebreaks":"TPN,RRO"}`)
	var ae *APIError
	if !errors.As(err, &ae) || !strings.Contains(ae.Message, "RRO would give") {
		t.Errorf("TPN,RRO on 2,100 tied players: %v", err)
	}
	if _, err := Compute(text, `{"tiebreaks":"TPN"}`); err != nil {
		t.Errorf("TPN: %v", err)
	}
}

// FuzzCompute calls the JS API with fuzzed text and options: it never
// panics ("internal error"), and what it returns is JSON (issue 15: the
// fuzz targets gain the JS API options).
func FuzzCompute(f *testing.F) {
	data, err := os.ReadFile("../web/examples/campionato-2009.trf")
	if err != nil {
		f.Fatal(err)
	}
	for _, opts := range []string{"", `{"rules":"fide2024","tiebreaks":"SB,KS,PS,ARO,TPR,WIN,BPG,DE","round":10}`,
		`{"explain":"all","tiebreaks":["DE","AVU","RBT","RRO","SEQ","KSX/L+500.0"]}`, `{"unrated":4611686018427387904,"tiebreaks":"ARO"}`,
		`{"unrated":-1}`, `{"round":-5}`, `{"explain":3}`, `{"format":"uscf"}`, `{"answers":{"Q-BYE/*":"pab"}}`, `{"system":"rr","preset":"fsi-rr"}`,
		`{"tiebreaks":5}`, `not json`} {
		f.Add(string(data), opts)
	}
	f.Add("1 A 2210 1.0 W1000000\n2 B 2150 0.0 L1\n", `{"format":"uscf"}`)
	f.Fuzz(func(t *testing.T, text, opts string) {
		out, err := Compute(text, opts)
		var ae *APIError
		switch {
		case err == nil && !json.Valid([]byte(out)):
			t.Fatalf("invalid JSON for %q", opts)
		case errors.As(err, &ae) && strings.Contains(ae.Message, "internal error"):
			t.Fatalf("%q: %s", opts, ae.Message)
		case err != nil && !errors.As(err, &ae):
			t.Fatalf("%q: %T %v", opts, err, err)
		}
	})
}
