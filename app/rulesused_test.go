package app

import (
	"html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/msg"
)

// The system's reason and the list's source are messages: the Italian
// page states them in Italian, and no English sentence of theirs is left
// on it (issue 21, item 1).
func TestRulesUsedReasonsTranslated(t *testing.T) {
	for _, ex := range ExampleList {
		s, ok := ExampleState(ex.ID)
		if !ok {
			t.Fatalf("example %s missing", ex.ID)
		}
		s.Lang = "it"
		st := Run(s).Standings
		if st == nil {
			t.Errorf("%s: no standings", ex.ID)
			continue
		}
		page := app.HTMLString(&RulesUsed{Lang: "it", St: st})
		for _, m := range []msg.Message{st.SystemReason, st.ListSource} {
			if m.ID.IsZero() {
				t.Errorf("%s: no reason in %+v", ex.ID, st)
				continue
			}
			it, en := html.EscapeString(m.Text("it")), html.EscapeString(m.English())
			if !strings.Contains(page, it) {
				t.Errorf("%s: %s missing %q:\n%s", ex.ID, m.ID, it, page)
			}
			if it != en && strings.Contains(page, en) {
				t.Errorf("%s: English %q on the Italian page:\n%s", ex.ID, en, page)
			}
		}
	}
}

// Every reason of the system and of the list has an Italian and a Spanish
// sentence of its own; only the TRF citations read alike in every language.
func TestSystemAndListReasonsWorded(t *testing.T) {
	n := 0
	for _, id := range msg.Declared() {
		code := id.Code()
		if !strings.HasPrefix(id.Key(), "reason.") || !strings.HasPrefix(code, "system-") && !strings.HasPrefix(code, "list-") {
			continue
		}
		n++
		args := make([]any, msg.Arity(id))
		for i := range args {
			args[i] = "X"
		}
		m := msg.New(id, args...)
		en := m.English()
		if en == "" || strings.Contains(en, "%!") {
			t.Errorf("%s: English %q", id, en)
		}
		for _, lang := range []string{"it", "es", "de"} {
			if got := m.Text(lang); (got == en) != strings.HasPrefix(code, "system-trf") {
				t.Errorf("%s in %s: %q (English %q)", id, lang, got, en)
			}
		}
	}
	if n < 20 {
		t.Errorf("only %d reasons of the system and of the list declared", n)
	}
}
