package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/web"
)

// Example is a crosstable the page opens with one click, or from
// /?example=ID, with the rules its case wants.
type Example struct {
	ID      string
	File    string   // under web/examples/
	Edition string   // "" = by the event's date
	List    []string // nil = the list chosen by the engine
	// ExerciseList is the list of the example's exercise, when the course
	// asks for other criteria, or in another order, than the example
	// shows (docs/tiebreaks.md §14.7): exercise mode uses it instead of
	// List while the list is the example's own.
	ExerciseList []string
	// Answers answer the reader's questions as the source intends them
	// (the full-point byes of a chess-results export).
	Answers map[string]string
}

// ExampleList lists the examples in the order the page shows them.
var ExampleList = []Example{
	{ID: "campionato-2009", File: "campionato-2009.trf",
		List: []string{"SB", "KS", "PS", "ARO", "TPR", "WIN", "BPG", "DE"},
		// The course asks for DE for places 1–2 and 3–5: first, where it
		// is reached (last, SB has separated everybody before it).
		ExerciseList: []string{"DE", "SB", "KS", "PS", "ARO", "TPR", "WIN", "BPG"}},
	{ID: "fide-exercise", File: "fide-exercise.trf"},
	{ID: "forlano-9", File: "forlano-9.trf", Edition: "fide2012"},
	{ID: "fide-team", File: "fide-team.trf"},
	// A chess-results export whose printed columns the page checks.
	{ID: "forlano-printed", File: "forlano-printed.csv", List: []string{"BH", "SB", "WIN"},
		Answers: map[string]string{"Q-BYE/r3/p3": "fpb", "Q-BYE/r3/p6": "fpb", "Q-BYE/r4/p7": "fpb", "Q-BYE/r4/p8": "fpb"}},
}

// ExampleState returns the page state that opens example id.
func ExampleState(id string) (State, bool) {
	for _, ex := range ExampleList {
		if ex.ID != id {
			continue
		}
		text, ok := web.Example(ex.File)
		if !ok {
			return State{}, false
		}
		s := State{Text: text, Name: ex.File, Example: ex.ID, Edition: ex.Edition}
		if ex.Answers != nil {
			s.Answers = map[string]string{}
			for k, v := range ex.Answers {
				s.Answers[k] = v
			}
		}
		if ex.List != nil {
			s.List, s.ListSet = append([]string(nil), ex.List...), true
		}
		return s, true
	}
	return State{}, false
}

// Examples is the row of example buttons.
type Examples struct {
	app.Compo
	Lang string
	// LinkLang, when set, is the language the links carry (?lang=), the
	// address having chosen it (Page.linkLang).
	LinkLang string
	Current  string
	OnPick   func(ctx app.Context, id string)
}

// ExampleLink is the address of an example, with ?lang= when lang is set.
func ExampleLink(id, lang string) string {
	if lang == "" {
		return "/?example=" + id
	}
	return "/?example=" + id + "&lang=" + lang
}

// Render draws one button per example; each is also a link to /?example=ID
// so that it can be opened in a new tab.
func (e *Examples) Render() app.UI {
	return withBody(el("nav", "class", "examples no-print", "aria-label", i18n.T(e.Lang, "examples.title")),
		spanClass("examples-label", i18n.T(e.Lang, "examples.title")),
		each(len(ExampleList), func(i int) app.UI {
			ex := ExampleList[i]
			attrs := []string{"href", ExampleLink(ex.ID, e.LinkLang), "class", "example", "id", "example-" + ex.ID,
				"title", i18n.T(e.Lang, "example."+ex.ID+".hint")}
			if ex.ID == e.Current {
				attrs = append(attrs, "class", "current", "aria-current", "true")
			}
			return clickT(el("a", attrs...), func(ctx app.Context, ev app.Event) {
				ev.PreventDefault()
				if e.OnPick != nil {
					e.OnPick(ctx, ex.ID)
				}
			}, e.Lang, "example."+ex.ID)
		}),
	)
}

// exerciseList switches an example's list to its exercise list when
// exercise mode is on, and back when it is off, as long as the list is
// one of the two (a list the user chose stays).
func exerciseList(s *State) {
	for _, ex := range ExampleList {
		if ex.ID != s.Example || ex.ExerciseList == nil {
			continue
		}
		from, to := ex.List, ex.ExerciseList
		if !s.Exercise {
			from, to = to, from
		}
		if s.ListSet && sameList(s.List, from) {
			s.List = append([]string(nil), to...)
		}
	}
}

// sameList reports whether two tie-break lists are the same.
func sameList(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
