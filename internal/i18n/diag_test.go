package i18n

import (
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
)

// english are words of an English sentence that an Italian or Spanish one
// does not hold.
var english = []string{" the ", " was ", " were ", " is ", " has ", " with ", " which ", " not "}

// TestReaderMessagesTranslated walks the declared messages of the readers'
// diagnostics ("msg.") and questions ("q."): the page renders each from a
// diagnostic's or question's Key and Args, in English as the reader words
// it and in Italian and Spanish with a sentence of their own that cites
// every value and holds no English.
func TestReaderMessagesTranslated(t *testing.T) {
	n := 0
	for _, id := range msg.Declared() {
		key := id.Key()
		question := strings.HasPrefix(key, "q.")
		if !question && !strings.HasPrefix(key, "msg.") {
			continue
		}
		n++
		args := make([]any, msg.Arity(id))
		for i := range args {
			args[i] = fmt.Sprintf("‹v%d›", i+1)
		}
		m := msg.New(id, args...)
		render := func(lang string) string {
			if question {
				return QuestionText(lang, formats.Question{ID: id.Code(), Key: id.Code(), Args: m.Args, Text: m.English()})
			}
			s, ok := DiagText(lang, formats.Diagnostic{Code: formats.Code(id.Code()), Key: id.Code(), Args: m.Args, Message: m.English()})
			if !ok && lang != "en" {
				t.Errorf("%s in %s: not from the catalogues", key, lang)
			}
			return s
		}
		en := render("en")
		if en != m.English() {
			t.Errorf("%s: the page's English %q, the reader's %q", key, en, m.English())
		}
		for _, lang := range []string{"it", "es", "de", "fr"} {
			s := render(lang)
			if s == en || strings.Contains(s, "%!") {
				t.Errorf("%s in %s: %q", key, lang, s)
			}
			for _, a := range args {
				if strings.Contains(en, a.(string)) && !strings.Contains(s, a.(string)) {
					t.Errorf("%s in %s does not cite %s: %q", key, lang, a, s)
				}
			}
			for _, w := range english {
				if strings.Contains(" "+s+" ", w) {
					t.Errorf("%s in %s holds English %q: %q", key, lang, w, s)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d reader messages and questions declared", n)
	}
}
