package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// The page's part of exercise mode (exercise.go): the switch, the count of
// right values, the hint of the last wrong value asked about, the
// derivation on request and the file of the answers.

// exerciseBar is drawn above the standings: the switch and, in exercise
// mode, the progress, the hint and its buttons.
func (p *Page) exerciseBar(l string) app.UI {
	st := p.view.Out.Standings
	on := p.state.Exercise
	right, total := 0, 0
	if on && st != nil {
		for _, r := range st.Rows {
			for i, v := range r.Values {
				if v.Defined && v.Vector() == nil {
					total++
					rd := Reading{Lang: l, Rating: st.TieBreaks[i].Row().Rating}
					if rd.Check(p.state.Typed[typedKey(r.Player.StartNo, i)], v) == MarkRight {
						right++
					}
				}
			}
		}
	}
	return withBody(el("div", "id", "exercise", "class", "exercise-bar no-print"),
		clickT(button("exercise-toggle", "aria-pressed", boolAttr(on)), p.onExercise, l, "exercise.toggle"),
		shown(on, withText(el("span", "class", "ex-progress", "role", "status"), exProgress(l, right, total))),
		shown(on && total > 0 && right == total, textT(el("p", "id", "exercise-done", "class", "ex-done", "role", "status"), l, "exercise.done", total)),
		shown(on, clickT(button("exercise-save"), p.onExerciseSave, l, "exercise.save")),
	)
}

// onExercise switches exercise mode.
func (p *Page) onExercise(ctx app.Context, e app.Event) {
	p.hint = nil
	p.update(ctx, func(s *State) {
		s.Exercise = !s.Exercise
		exerciseList(s)
		ctx.LocalStorage().Set(p.exerciseStore(*s)+".on", boolAttr(s.Exercise)) // the switch outlives a reload
		p.restoreTyped(ctx, s)
	})
}

// exerciseStore is the browser storage key of the answers to an event:
// its example id, or a hash of its text (FNV-1a 64, which the view
// computes once per text: view.go, textID).
func (p *Page) exerciseStore(s State) string {
	if s.Example != "" {
		return "spareggi.exercise." + s.Example
	}
	return "spareggi.exercise." + strconv.FormatUint(p.vm.text.of(s.Text).fnv64(), 36)
}

// restoreExercise sets exercise mode as the student last left it for the
// event, kept in the browser: his switch wins over the address (a
// teacher's exercise=1, a share link), so that a reload shows the page as
// he left it.
func (p *Page) restoreExercise(ctx app.Context, s *State) {
	var on string
	if ctx.LocalStorage().Get(p.exerciseStore(*s)+".on", &on) == nil && on != "" {
		s.Exercise = on == "true"
	}
}

// restoreTyped brings back, in exercise mode, the answers kept in the
// browser for the event when the state has none (storage is optional).
func (p *Page) restoreTyped(ctx app.Context, s *State) {
	if !s.Exercise || len(s.Typed) > 0 {
		return
	}
	var typed map[string]string
	if ctx.LocalStorage().Get(p.exerciseStore(*s), &typed) == nil && len(typed) > 0 && CheckTypedCount(len(typed)) == nil {
		s.Typed = typed
	}
}

// onTyped records a value the student typed.
func (p *Page) onTyped(ctx app.Context, start, col int, text string) {
	p.hint = nil
	p.setTyped(ctx, typedKey(start, col), text)
}

// setTyped records what the student typed under key (a value, or one
// round's contribution), in the state and in the browser.
func (p *Page) setTyped(ctx app.Context, key, text string) {
	p.update(ctx, func(s *State) {
		typed := make(map[string]string, len(s.Typed)+1)
		for k, v := range s.Typed {
			typed[k] = v
		}
		if text == "" {
			delete(typed, key)
		} else {
			typed[key] = text
		}
		s.Typed = typed
		ctx.LocalStorage().Set(p.exerciseStore(*s), typed) // kept in the browser when it allows
	})
}

// onHint finds where the typed value of a cell most likely went wrong,
// from the value's derivation (computed for that participant only).
func (p *Page) onHint(ctx app.Context, start, col int) {
	p.hint, p.hintCell = []string{i18n.T(p.state.Lang, "exercise.hint.none")}, [2]int{start, col}
	var st *engine.Standings
	var err error
	runEngine(func() { st, err = ComputeWith(p.view.Out.Event, p.state, start) })
	if err == nil {
		for _, r := range st.Rows {
			if r.Player.StartNo == start && col < len(r.Values) && col < len(st.TieBreaks) {
				rd := Reading{Lang: p.state.Lang, Rating: st.TieBreaks[col].Row().Rating}
				p.hint = Hints(rd, p.state.Typed[typedKey(start, col)], r.Values[col].Explanation(), r.Values[col].Value)
			}
		}
	}
	p.Update()
}

// onExerciseSave downloads the student's answers as a small file.
func (p *Page) onExerciseSave(ctx app.Context, e app.Event) {
	if b, err := ExerciseFile(p.state); err == nil {
		download(baseName(p.state)+"-answers.json", "application/json", b)
	}
}

// exerciseTable passes exercise mode to the standings table.
func (p *Page) exerciseTable(t *StandingsTable) *StandingsTable {
	t.Exercise, t.Typed = p.state.Exercise, p.state.Typed
	t.onTyped, t.onHint = p.onTyped, p.onHint
	t.Hints, t.HintCell, t.onRounds = p.hint, p.hintCell, p.onExplain
	return t
}

// exProgress is the count of right values in lang, "1 valore giusto su
// 84" (one) or "5 valori giusti su 84".
func exProgress(l string, right, total int) string {
	if right == 1 {
		return i18n.T(l, "exercise.progress.one", total)
	}
	return i18n.T(l, "exercise.progress", right, total)
}

// openAnswers opens a file of answers saved by "Save my answers" given
// as the input (the file picker, a drop, a paste): its event in exercise
// mode with its answers, kept in the browser as typed ones are. It
// reports whether text was such a file.
func (p *Page) openAnswers(ctx app.Context, text string) bool {
	s, ok, err := ReadExerciseFile(text)
	if !ok {
		return false
	}
	if err != nil {
		p.status = exportStatus{err: err}
		p.refused = []error{err}
		p.Update()
		return true
	}
	s.Lang = p.state.Lang
	p.hint = nil
	p.pending++ // a debounced edit in flight is superseded
	ctx.LocalStorage().Set(p.exerciseStore(s)+".on", "true")
	ctx.LocalStorage().Set(p.exerciseStore(s), s.Typed)
	p.setState(ctx, s)
	p.Update()
	return true
}
