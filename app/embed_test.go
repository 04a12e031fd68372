package app

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/internal/request"
)

// TestEmbedState: the options of a host's "compute" message become the
// state the embedded page shows.
func TestEmbedState(t *testing.T) {
	s := EmbedState("TEXT", `{"rules": "2024", "tiebreaks": ["BH", "SB"], "round": 5, "format": "trf", "name": "a.trf", "answers": {"Q-BYE/r3": "fpb"}}`, "it")
	if s.Text != "TEXT" || s.Lang != "it" || s.Edition != "fide2024" || strings.Join(s.List, ",") != "BH,SB" || !s.ListSet ||
		s.Round != 5 || s.Format != "trf" || s.Name != "a.trf" || s.Answers["Q-BYE/r3"] != "fpb" {
		t.Errorf("state %+v", s)
	}
	if s := EmbedState("T", `{"preset": "fide-rr"}`, "en"); s.Preset != "fide-rr" || s.ListSet {
		t.Errorf("preset: %+v", s)
	}
	if s := EmbedState("T", `{"tiebreaks": "PTS DE WIN"}`, "en"); strings.Join(s.List, ",") != "DE,WIN" {
		t.Errorf("list as a string: %+v", s)
	}
	if s := EmbedState("T", `not json`, "en"); s.Text != "T" || s.ListSet {
		t.Errorf("bad options: %+v", s)
	}
	// The system and the rating of the unrated, which the JSON answer
	// follows, are shown too.
	if s := EmbedState("T", `{"system": "rr", "unrated": 1000}`, "en"); s.System != "rr" || s.Unrated != "1000" {
		t.Errorf("system and unrated: %+v", s)
	}
}

// TestEmbedStateAsTheAPI: the embedded page reads a host's options with
// the parser and the validation of Spareggi.compute (request.ParseJSOptions,
// request.Parse): options the API refuses leave the page's defaults, none
// of them taken one by one (before, a valid list beside an unknown edition
// was shown under the list while the host was answered an error).
func TestEmbedStateAsTheAPI(t *testing.T) {
	for _, opts := range []string{
		`{"rules": "fide2099", "tiebreaks": "BH,SB"}`,
		`{"rules": "fide2024", "tiebreaks": "BH,XYZ"}`,
		`{"rules": "fide2024", "tiebreak": "BH"}`,
		`{"rules": "fide2024", "round": "5"}`,
		`{"rules": "fide2024", "preset": "fide-rr", "tiebreaks": "BH"}`,
		`{"rules": "fide2024", "lang": "xx"}`,
	} {
		o, err := request.ParseJSOptions(opts)
		if err == nil {
			if _, err = o.Language(); err == nil {
				var f request.Fields
				if f, err = o.Fields(); err == nil {
					_, err = request.Parse(f)
				}
			}
		}
		if err == nil {
			t.Errorf("%s: the API accepts it", opts)
		}
		if s := EmbedState("T", opts, "it"); s.Edition != "" || s.ListSet || s.Preset != "" || s.Round != 0 || s.Lang != "it" {
			t.Errorf("%s (refused: %v): the page shows %+v", opts, err, s)
		}
	}
}
