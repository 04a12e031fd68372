package main

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/internal/i18n"
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

// TestComputeLang: the lang option words what the engine and the readers
// say in Italian or Spanish (issue 33, item 7): a reader's error,
// positioned as in English, its diagnostics, the document's reasons and
// warnings; English stays the default; another language is refused.
func TestComputeLang(t *testing.T) {
	data, err := os.ReadFile("../web/examples/campionato-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), "    12 w 1     2 w =", "    12 w 7     2 w =", 1)
	var en, it *APIError
	_, err = Compute(bad, `{}`)
	if !errors.As(err, &en) {
		t.Fatalf("English: %v", err)
	}
	_, err = Compute(bad, `{"lang": "it"}`)
	if !errors.As(err, &it) {
		t.Fatalf("Italian: %v", err)
	}
	pos := itoa(en.Line) + ":" + itoa(en.Col) + ": "
	want, _ := i18n.DiagText("it", en.Diags[0])
	if !strings.HasPrefix(it.Message, pos) || it.Message == en.Message || !strings.Contains(it.Message, want) || it.Diags[0].Message != want {
		t.Errorf("Italian error %q (diagnostic %q), English %q, want %q after %q", it.Message, it.Diags[0].Message, en.Message, want, pos)
	}
	doc, err := Compute(string(data), `{"lang": "es", "tiebreaks": "BH"}`)
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		EditionReason string `json:"editionReason"`
		ListSource    string `json:"listSource"`
	}
	if err := json.Unmarshal([]byte(doc), &d); err != nil {
		t.Fatal(err)
	}
	docEN, _ := Compute(string(data), `{"tiebreaks": "BH"}`)
	var e struct {
		EditionReason string `json:"editionReason"`
		ListSource    string `json:"listSource"`
	}
	json.Unmarshal([]byte(docEN), &e)
	if d.EditionReason == "" || d.EditionReason == e.EditionReason || d.ListSource == e.ListSource {
		t.Errorf("Spanish document's reasons %+v, English %+v", d, e)
	}
	_, err = Compute(string(data), `{"lang": "pt"}`)
	var ae *APIError
	if !errors.As(err, &ae) || !ae.Usage || !strings.Contains(ae.Message, `options.lang: expected "it", "en", "es", "de" or "fr"`) {
		t.Errorf("lang pt: %v", err)
	}
}
