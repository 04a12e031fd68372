package scan

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// QuestionOption is one possible answer to a Question.
type QuestionOption struct {
	ID string // the value to put in Options.Answers
	// Label is the answer in a few words, a declared message (internal/msg,
	// family "opt."), which the user interfaces render in their language;
	// the zero message for an answer named by its ID (a format's id for
	// Q-FORMAT, which the user interfaces name).
	Label msg.Message
	// Effect says in plain words what choosing it does (family
	// "effect."); the zero message when Label says it.
	Effect msg.Message
}

// MarshalJSON writes the option as the JS API has always carried it: its
// ID, its label and effect in English from the catalogue (Text, Effect),
// and the label's key and values (Key, Args) for a page to render in its
// own language.
func (o QuestionOption) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		ID, Text, Effect, Key string
		Args                  []string
	}{o.ID, o.Label.English(), o.Effect.English(), o.Label.Code(), o.Label.Args})
}

// Question is an ambiguity the reader cannot decide alone (docs/formats.md §13).
// A blocking question stops the import until it is answered; a non-blocking
// one has a default, which was applied and is listed as an assumption.
type Question struct {
	ID string // stable for the same input, e.g. "Q-BYE/r3"
	// Text is the question in English, naming the cells concerned: the
	// English of the declared message Key and Args name (internal/msg,
	// family "q."), derived from it when the question is made (asked),
	// never written beside it. It is kept for the outputs that carry
	// English (the CLI, the JSON API).
	Text     string
	Options  []QuestionOption
	Default  string // the option applied (the default or the answer); "" while open
	Blocking bool   // open: the import waits for an answer
	Line     int    // where the first cell concerned is; 0 = the whole input
	Col      int
	EndCol   int // the cell's last column, inclusive; 0 = Col
	// Sheet is the sheet of a workbook (Diagnostic.Sheet): Line is then its
	// row, Col and EndCol its columns.
	Sheet int
	// Key is the code of the question's declared message (its catalogue
	// key is "q."+Key), Args the values it cites, in order: the user
	// interfaces render Text in their language from them.
	Key  string
	Args []string
}

// QuestionError is returned by Read when blocking questions are open: the
// import needs the user's answers (Options.Answers) before it can go on.
type QuestionError struct {
	File      string
	Questions []Question // the open blocking questions
}

// Error lists the open questions with their options.
func (e *QuestionError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File + ": ")
	}
	b.WriteString("the input is ambiguous and needs an answer:")
	for _, q := range e.Questions {
		if q.Line > 0 {
			fmt.Fprintf(&b, "\n  %s (line %d): %s", q.ID, q.Line, q.Text)
		} else {
			fmt.Fprintf(&b, "\n  %s: %s", q.ID, q.Text)
		}
		var ids []string
		for _, o := range q.Options {
			ids = append(ids, o.ID)
		}
		fmt.Fprintf(&b, " [answer %s=%s]", q.ID, strings.Join(ids, "|"))
	}
	return b.String()
}

// Answer looks up the answer to question id: the exact id, then each of
// the id's prefixes, itself or with "/*" ("Q-BYE/r3/p5" → "Q-BYE/r3" or
// "Q-BYE/r3/*" → "Q-BYE/*"): a prefix answers every question under it.
func Answer(answers map[string]string, id string) string {
	if a, ok := answers[id]; ok {
		return strings.ToLower(strings.TrimSpace(a))
	}
	for i := len(id) - 1; i > 0; i-- {
		if id[i] == '/' {
			if a, ok := answers[id[:i]]; ok {
				return strings.ToLower(strings.TrimSpace(a))
			}
			if a, ok := answers[id[:i]+"/*"]; ok {
				return strings.ToLower(strings.TrimSpace(a))
			}
		}
	}
	return ""
}

// Input is the state shared by the table readers of one Read call.
type Input struct {
	Lines     []string
	Dec       Decoded // the decoded text, whose lines are lines
	File      string
	Answers   map[string]string
	D         DiagList
	Questions []Question
}

// Ask records a question and returns the answer given, or "" when the
// question takes its default or stays open (blocking).
func (in *Input) Ask(q Question) string {
	a := Answer(in.Answers, q.ID)
	for _, o := range q.Options {
		if o.ID == a {
			q.Blocking, q.Default = false, a
			in.Questions = append(in.Questions, q)
			return a
		}
	}
	in.Questions = append(in.Questions, q)
	sort.SliceStable(in.Questions, func(i, j int) bool { return in.Questions[i].Line < in.Questions[j].Line })
	return ""
}
