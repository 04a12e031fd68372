package request

import (
	"errors"
	"strings"
	"testing"
)

// TestParseJSOptions: the options object of Spareggi.compute and of an
// embedded page's message, read once for both: unknown names, values of
// the wrong kind and a lang the API does not speak are OptionErrors that
// say what was expected; a valid object maps to the request's fields.
func TestParseJSOptions(t *testing.T) {
	for opts, want := range map[string]string{
		`[1]`:                  "options: expected an object",
		`{"tiebreak": "BH"}`:   `options: unknown option "tiebreak" (the options are rules, tiebreaks,`,
		`{"round": "5"}`:       "options.round: expected a number, not a string",
		`{"explain": "1"}`:     `options.explain: expected a number (a start number such as 1) or "all", not a string ("1")`,
		`{"lang": "pt"}`:       `options.lang: expected "it", "en", "es", "de" or "fr", not "pt"`,
		`{"tiebreaks": {}}`:    `tiebreaks: expected a string such as "BH/C1,BH,DE" or an array of strings`,
		`{"answers": ["pab"]}`: `answers: expected an object such as {"Q-BYE/r3": "fpb"}`,
	} {
		o, err := ParseJSOptions(opts)
		if err == nil {
			if _, err = o.Language(); err == nil {
				_, err = o.Fields()
			}
		}
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: %v, want %q", opts, err, want)
		}
	}
	var oe *OptionError
	if _, err := ParseJSOptions(`{"round": true}`); !errors.As(err, &oe) || oe.Code != "api-option-type" {
		t.Errorf("a value of the wrong kind: %v, want the code api-option-type", err)
	}
	o, err := ParseJSOptions(`{"rules": "fide2024", "tiebreaks": ["BH", "SB"], "round": 5, "unrated": 1000, "explain": "all", "lang": "ES", "whatif": true}`)
	if err != nil {
		t.Fatal(err)
	}
	f, err := o.Fields()
	if l, lerr := o.Language(); err != nil || lerr != nil || l != "es" || f.Rules != "fide2024" || f.TieBreaks != "BH,SB" || !f.ListSet ||
		f.Round != "5" || f.Unrated != "1000" || f.Explain != "all" || f.Mode != WhatIf.String() || !f.TextOnly || !f.Browser {
		t.Errorf("fields %+v (%v), lang %q", f, err, l)
	}
	if _, err := Parse(f); err == nil || !strings.Contains(err.Error(), "does not go with whatif") {
		t.Errorf("Parse: %v, want the round refused beside whatif", err)
	}
}
