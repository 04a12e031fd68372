package app

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// TestBergerNoteAgreesWithPreselection: a round-robin grid asks Q-BERGER
// with "no" preselected (rounds synthetic, colours unknown: never a guess,
// docs/formats.md §8.5); the note shown beside it said the games "were
// placed in rounds by the Berger tables", the words of the answer "yes"
// (issue 33, item 7). Under the preselected answer, in every language, the
// note and the code's description say what that answer says (synthetic
// rounds) and do not name the Berger tables, and the question's
// consequence is worded as a condition, not as what was done.
func TestBergerNoteAgreesWithPreselection(t *testing.T) {
	data, err := os.ReadFile("../engine/formats/testdata/x-grid-ita-2009.txt")
	if err != nil {
		t.Fatal(err)
	}
	synthetic := map[string]string{"en": "synthetic", "it": "sintetic", "es": "sintétic"}
	cond := map[string]string{"en": "If so", "it": "Se sì", "es": "Si es así"}
	for _, lang := range i18n.Languages {
		o := Run(State{Text: string(data), Lang: lang})
		var q *formats.Question
		for i := range o.Questions {
			if o.Questions[i].ID == string(formats.QBerger) {
				q = &o.Questions[i]
			}
		}
		if q == nil || q.Default != "no" {
			t.Fatalf("%s: Q-BERGER %+v, want it preselected no", lang, q)
		}
		var label string
		for _, op := range q.Options {
			if op.ID == q.Default {
				label = i18n.OptionLabel(lang, op)
			}
		}
		if !strings.Contains(label, synthetic[lang]) {
			t.Fatalf("%s: the preselected answer reads %q", lang, label)
		}
		var note string
		for _, d := range o.Diags {
			if d.Code == formats.IGridSyntheticRounds {
				note, _ = i18n.DiagText(lang, d)
			}
		}
		if !strings.Contains(note, synthetic[lang]) || strings.Contains(note, "Berger") {
			t.Errorf("%s: the note beside the preselected %q reads %q", lang, label, note)
		}
		if qt := i18n.QuestionText(lang, *q); !strings.Contains(qt, cond[lang]) {
			t.Errorf("%s: the question's consequence is not a condition: %q", lang, qt)
		}
	}
}
