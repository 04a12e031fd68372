package main

import (
	"errors"
	"os"
	"testing"
)

// TestOptionOfTheWrongType: a host that sends a string where a number is
// due (round: "5") is told which option and what it expected, with the code
// api-option-type, not Go's "cannot unmarshal string into Go struct
// field".
func TestOptionOfTheWrongType(t *testing.T) {
	data, err := os.ReadFile("../web/examples/campionato-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	for opts, want := range map[string]string{
		`{"round": "5"}`:      "options.round: expected a number, not a string",
		`{"rules": 2024}`:     "options.rules: expected a string, not a number",
		`{"unrated": "1400"}`: "options.unrated: expected a number, not a string",
		`{"whatif": "yes"}`:   "options.whatif: expected true or false, not a string",
	} {
		_, err := Compute(string(data), opts)
		var ae *APIError
		if !errors.As(err, &ae) || ae.Message != want || !ae.Usage || ae.Code != "api-option-type" {
			t.Errorf("%s: %+v, want %q", opts, err, want)
		}
	}
}

// TestExplainOfTheWrongType: explain "1" (a string where the start number
// is due) is told that it is a string and that a number is expected, not
// only "expected a start number", which a host that sent 1 in quotes
// cannot tell from what it sent (issue 33, item 7).
func TestExplainOfTheWrongType(t *testing.T) {
	data, err := os.ReadFile("../web/examples/campionato-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	for opts, want := range map[string]string{
		`{"explain": "1"}`:    `options.explain: expected a number (a start number such as 1) or "all", not a string ("1")`,
		`{"explain": "some"}`: `options.explain: expected a number (a start number such as 1) or "all", not a string ("some")`,
		`{"explain": true}`:   `options.explain: expected a number (a start number such as 1) or "all", not true or false`,
		`{"explain": [3]}`:    `options.explain: expected a number (a start number such as 1) or "all", not a list`,
		`{"explain": 1.5}`:    `options.explain: expected a number (a start number such as 1) or "all", not 1.5`,
	} {
		_, err := Compute(string(data), opts)
		var ae *APIError
		if !errors.As(err, &ae) || ae.Message != want || !ae.Usage || ae.Code != "api-option-type" {
			t.Errorf("%s: %+v, want %q", opts, err, want)
		}
	}
	if _, err := Compute(string(data), `{"explain": 1}`); err != nil {
		t.Errorf("explain 1: %v", err)
	}
}
