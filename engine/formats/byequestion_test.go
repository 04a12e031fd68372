package formats

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestByeQuestionPerCell reads the strips of docs/tiebreaks.md §14.2, as rows and flattened to
// one line: each "+BYE" cell gets its own question, positioned on the
// cell; the PAB is offered only while no other cell of its round has it;
// "CARLO had the PAB, GIORGIO won by forfeit" can be said.
func TestByeQuestionPerCell(t *testing.T) {
	rows := string(xreadFile(t, "x-strip-seed002-rows.txt"))
	for name, text := range map[string]string{"rows": rows, "one line": strings.ReplaceAll(strings.TrimSpace(rows), "\n", " ")} {
		lines := strings.Split(text, "\n")
		_, rep, err := ReadString(text, Options{})
		var qe *scan.QuestionError
		if !errors.As(err, &qe) {
			t.Fatalf("%s: %v, want open questions", name, err)
		}
		open := map[string]scan.Question{}
		for _, q := range qe.Questions {
			open[q.ID] = q
		}
		for _, id := range []string{"Q-BYE/r3/p3", "Q-BYE/r3/p6", "Q-BYE/r4/p7", "Q-BYE/r4/p8"} {
			q, ok := open[id]
			if !ok {
				t.Fatalf("%s: %s is not open: %v", name, id, qe.Questions)
			}
			if q.Line < 1 || q.Col < 1 || q.EndCol < q.Col {
				t.Fatalf("%s: %s at %d:%d–%d", name, id, q.Line, q.Col, q.EndCol)
			}
			if cell := []rune(lines[q.Line-1])[q.Col-1 : q.EndCol]; string(cell) != "+BYE" {
				t.Errorf("%s: %s points at %q, not at its cell", name, id, string(cell))
			}
			if len(q.Options) == 0 || q.Options[0].ID != "pab" || q.Key != "Q-BYE/shared" || len(q.Args) != 4 {
				t.Errorf("%s: %s: options %v, key %q, args %q", name, id, q.Options, q.Key, q.Args)
			}
			for _, o := range q.Options {
				if o.Effect.ID.IsZero() {
					t.Errorf("%s: %s: option %s has no consequence", name, id, o.ID)
				}
			}
		}
		if len(rep.Questions) != 6 { // and r1, r2: one cell each, the PAB by default
			t.Errorf("%s: %d questions", name, len(rep.Questions))
		}
		// CARLO had the PAB, GIORGIO won by forfeit; LUIGI and MARIO had
		// full-point byes.
		ans := map[string]string{"Q-BYE/r3/p3": "pab", "Q-BYE/r3/p6": "forfeit", "Q-BYE/r4": "fpb"}
		ev, _, err := ReadString(text, Options{Answers: ans})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		kind := func(start, round int) engine.Kind { return ev.Player(start).Rounds[round-1].Kind }
		if kind(3, 3) != engine.PAB || kind(6, 3) != engine.ForfeitWin || kind(7, 4) != engine.FPB || kind(8, 4) != engine.FPB {
			t.Errorf("%s: r3 %v %v, r4 %v %v", name, kind(3, 3), kind(6, 3), kind(7, 4), kind(8, 4))
		}
		// The PAB twice in a round: the second cell is asked again,
		// without the PAB.
		ans = map[string]string{"Q-BYE/r3/p3": "pab", "Q-BYE/r3/p6": "pab", "Q-BYE/r4": "fpb"}
		_, _, err = ReadString(text, Options{Answers: ans})
		if !errors.As(err, &qe) || len(qe.Questions) != 1 || qe.Questions[0].ID != "Q-BYE/r3/p6" {
			t.Fatalf("%s: two PABs in round 3: %v", name, err)
		}
		for _, o := range qe.Questions[0].Options {
			if o.ID == "pab" {
				t.Errorf("%s: the PAB is offered to GIORGIO although CARLO has it", name)
			}
		}
	}
}
