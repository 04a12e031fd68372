package app

import (
	"strings"
	"testing"
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
}
