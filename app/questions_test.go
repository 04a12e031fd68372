package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestByeQuestionsPage pastes the strips of docs/tiebreaks.md §14.2: one question per "+BYE"
// cell of rounds 3 and 4, in plain words, each answer with its
// consequence, the cell under a caret; the status says these are
// questions; the answers "CARLO had the PAB, GIORGIO won by forfeit" are
// accepted, after which GIORGIO is not offered the PAB; in Italian no
// English is left.
func TestByeQuestionsPage(t *testing.T) {
	p := &Page{}
	d := mount(t, p)
	do(d, p, func(ctx app.Context) {
		p.state.Lang = "en"
		p.update(ctx, func(s *State) { s.Text = seed002 })
	})
	html := app.HTMLString(p)
	if n := strings.Count(html, `class="question open"`); n != 4 {
		t.Errorf("%d open questions, want one per +BYE cell of rounds 3 and 4 (4)", n)
	}
	status := between(html, `id="input-status"`, "</p>")
	if !strings.Contains(status, "These are questions, not errors") || strings.Contains(status, "could not be read") {
		t.Errorf("status: %q", status)
	}
	for _, s := range []string{
		`data-id="Q-BYE/r3/p6"`, "Round 3: 6 GIORGIO has &#34;+BYE&#34;", "won by forfeit", "The opponent did not turn up: 1 point",
		"pairing-allocated bye", "at most one per round", "Select this cell in the text", "line 6, column 25",
	} {
		if !strings.Contains(html, s) {
			t.Errorf("the questions lack %q", s)
		}
	}
	for _, s := range []string{"pab —", "forfeit — forfeit", ">pab<", ">fpb<"} {
		if strings.Contains(html, s) {
			t.Errorf("the questions show a code: %q", s)
		}
	}
	// The caret is under GIORGIO's "+BYE" (line 6, columns 25–28).
	q := between(html, `data-id="Q-BYE/r3/p6"`, `class="buttons answers"`)
	if !strings.Contains(q, "-W2 -B7 +BYE -BYE +B5") || !strings.Contains(q, strings.Repeat(" ", 24)+"^^^^") {
		t.Errorf("GIORGIO's cell is not marked:\n%s", q)
	}
	// CARLO had the PAB, GIORGIO won by forfeit.
	do(d, p, func(ctx app.Context) { p.onAnswer(ctx, "Q-BYE/r3/p3", "pab") })
	html = app.HTMLString(p)
	giorgio := between(html, `data-id="Q-BYE/r3/p6"`, `data-id="Q-BYE/r4`)
	if strings.Contains(giorgio, `data-answer="pab"`) {
		t.Errorf("GIORGIO is offered the PAB that CARLO has")
	}
	do(d, p, func(ctx app.Context) { p.onAnswer(ctx, "Q-BYE/r3/p6", "forfeit") })
	do(d, p, func(ctx app.Context) { p.onAnswer(ctx, "Q-BYE/r4/p7", "fpb") })
	do(d, p, func(ctx app.Context) { p.onAnswer(ctx, "Q-BYE/r4/p8", "fpb") })
	if p.view.Out.Standings == nil {
		t.Fatalf("no standings after the answers: %+v", p.view.Out)
	}
	if ev := p.view.Out.Event; ev.Player(3).Rounds[2].Kind.String() != "pairing-allocated bye" && ev.Player(6).Rounds[2].Opponent != 0 {
		t.Errorf("round 3: %v, %v", ev.Player(3).Rounds[2], ev.Player(6).Rounds[2])
	}
	// Italian: questions and answers in Italian, no English sentence.
	do(d, p, func(ctx app.Context) { p.update(ctx, func(s *State) { s.Lang = "it"; s.Answers = nil }) })
	html = app.HTMLString(p)
	for _, s := range []string{"Turno 3: 6 GIORGIO ha «+BYE»", "vinta a forfait", "Sono domande, non errori"} {
		if !strings.Contains(html, s) {
			t.Errorf("Italian questions lack %q", s)
		}
	}
	for _, s := range []string{"full point without an opponent", "pairing-allocated", "did not turn up", "won by forfeit"} {
		if strings.Contains(html, s) {
			t.Errorf("English on the Italian page: %q", s)
		}
	}
}
