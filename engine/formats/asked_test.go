package formats_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	. "github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// askedInputs are inputs that raise the readers' questions.
func askedInputs(t *testing.T) map[string]struct {
	text   string
	format Format
} {
	data, err := os.ReadFile("testdata/x-sp-sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	base := string(data)
	lines := strings.Split(base, "\n")
	for i, total := range []string{"12", "9", "2", "6", "5", "4", "2"} {
		fs := strings.Split(lines[i+1], "\t")
		fs[2] = total
		lines[i+1] = strings.Join(fs, "\t")
	}
	pgn := `[Event "A"]
[White "Rossi"]
[Black "Bianchi"]
[Result "1-0"]

1-0

[Event "A"]
[White "Verdi"]
[Black "Neri"]
[Result "1/2-1/2"]

1. e4 e5 1/2-1/2
`
	pgnRounds := strings.Replace(pgn, `[Event "A"]`+"\n", `[Event "A"]`+"\n"+`[Round "1"]`+"\n", 2) + `
[Event "A"]
[Round "2"]
[White "Rossi"]
[Black "Verdi"]
[Result "0-1"]

1. d4 d5 0-1
`
	return map[string]struct {
		text   string
		format Format
	}{
		"grid":      {"1 A 3 * 2 1\n2 B 1 0 * 1\n3 C 2 1 1 *\n", FormatGrid},
		"pairings":  {"Round 1\nAnna-Maria-Rossi 1-0\nBruno - Carla 0-1\n", FormatPairings},
		"scoring":   {strings.Join(lines, "\n"), 0},
		"pgn":       {pgn, FormatPGN},
		"pgnRounds": {pgnRounds, FormatPGN},
	}
}

// TestAskedEnglish: the questions of the readers are worded by their
// declared message (asked): the English Text is the one the outputs have
// always carried, and the page renders the same sentence from Key and
// Args in English, and a sentence of its own in Italian and Spanish.
func TestAskedEnglish(t *testing.T) {
	want := map[string]string{
		"Q-SCALE":         "The grid's cells are written in 2-1-0 points: 2 = win, 1 = draw, 0 = loss. Is that the scale?",
		"Q-BERGER":        "Is the column order of this grid of 3 participants the draw order, played by the FIDE Berger tables? If so, answer yes: the rounds and colours of the Berger tables are used.",
		"Q-NAME-SPLIT/l2": `Line 2: "Anna-Maria-Rossi" can be split into two names in 2 ways. Which players are paired?`,
		"Q-SCORING":       "The declared points of 7 rows disagree with 1/½/0 scoring, but all 7 agree with 3 points for a win, 1 for a draw. Which scoring was used?",
		"Q-ROUNDS":        "No game has a round number. The games can only be used without round order (tie-breaks that need rounds are refused).",
		"Q-BYE-PGN/r2/p1": "Bianchi has no game in round 2. What did the player get?",
		"Q-BYE-PGN/r2/p2": "Neri has no game in round 2. What did the player get?",
		"Q-BYE/r1/p4":     `Round 1: 4 Müller, Jonas has "0:+", a full point without an opponent. Was it the pairing-allocated bye?`,
		"Q-BYE/r2/p6":     `Round 2: 6 Neri, Paolo has "0:+", a full point without an opponent. Was it the pairing-allocated bye?`,
	}
	seen := map[string]bool{}
	for name, in := range askedInputs(t) {
		_, rep, err := Read([]byte(in.text), Options{Format: in.format})
		var qs []Question
		var qe *QuestionError
		switch {
		case errors.As(err, &qe):
			qs = qe.Questions
		case err != nil:
			t.Fatalf("%s: %v", name, err)
		default:
			qs = rep.Questions
		}
		for _, q := range qs {
			w, ok := want[q.ID]
			if !ok {
				t.Errorf("%s: unexpected question %s: %q", name, q.ID, q.Text)
				continue
			}
			seen[q.ID] = true
			if q.Text != w {
				t.Errorf("%s: %s Text\n got %q\nwant %q", name, q.ID, q.Text, w)
			}
			if got := i18n.QuestionText("en", q); got != w {
				t.Errorf("%s: %s page English %q", name, q.ID, got)
			}
			for _, lang := range []string{"it", "es", "de"} {
				if got := i18n.QuestionText(lang, q); got == w || got == "" || strings.Contains(got, "%!") {
					t.Errorf("%s: %s in %s: %q", name, q.ID, lang, got)
				}
			}
		}
	}
	for id := range want {
		if !seen[id] {
			t.Errorf("%s was not asked", id)
		}
	}
}
