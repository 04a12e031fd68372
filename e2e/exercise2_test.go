//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// The exercise mode of issue 22, each item as the student meets it, on
// the 2009 Italian championship (Godena is start number 1).

// exCol returns the column index of tie-break code in the standings.
func exCol(t *testing.T, b *browser, code string) string {
	t.Helper()
	i := eval[int](t, b, `[...document.querySelectorAll('#standings thead th.tbv')].findIndex(th => th.textContent.trim().startsWith('`+code+`'))`)
	if i < 0 {
		t.Fatalf("no %s column", code)
	}
	return itoa(i)
}

// exType types text in a cell of the exercise, as the student does, and
// waits until the page has taken it: the answers it keeps in the browser
// hold the text (the page records them in the same update that clears a
// hint asked for the value before, so a hint asked for next is about this
// text), and the cell shows its mark.
func (s *site) exType(t *testing.T, id, text string) {
	t.Helper()
	key := strings.Replace(strings.TrimPrefix(id, "ex-"), "-", "/", 1)
	s.setValue(t, id, text, "change")
	waitFor(t, s.b, "the page to take "+text, `Object.keys(localStorage).some(k => {
		if (!k.startsWith('spareggi.exercise.') || k.endsWith('.on')) return false;
		const typed = JSON.parse(localStorage.getItem(k) || '{}') || {};
		return `+jsString(text)+` === '' ? !(`+jsString(key)+` in typed) : typed[`+jsString(key)+`] === `+jsString(text)+`;
	})`)
	waitFor(t, s.b, "the mark of "+text, `(() => { const e = document.getElementById('`+id+`'); return !!e && e.value === `+jsString(text)+` && e.closest('td').querySelector('.ex-mark') !== null; })()`)
}

// exHint asks for the hint of a cell whose number was just typed (exType)
// and returns the hint shown in it. Typing clears the hint asked for the
// value before, but the page may draw that a moment after the answers are
// kept (exType's wait): the old hint must be gone from the cell before the
// click, or it would be read as the new one.
func (s *site) exHint(t *testing.T, id string) string {
	t.Helper()
	waitFor(t, s.b, "the hint of the value before to go", `!document.getElementById('`+id+`-hint')`)
	s.b.do(t, "ask where "+id+" went wrong", chromedp.Click(chromedp.CSS(`#`+id+` ~ button.ex-hint`)))
	waitFor(t, s.b, "the hint in the cell", `!!document.getElementById('`+id+`-hint')`)
	return eval[string](t, s.b, `document.getElementById('`+id+`-hint').textContent`)
}

// TestExerciseHintEveryRound: Godena's SB typed as 33,00 (round 11
// missing, and round 10 has the same contribution) names both rounds,
// 33,25 names rounds 2 and 7, KS 2,5 names rounds 2, 9, 10, 11; the hint
// is in the row under the cell it is about (the field is described by it), with the
// numbers written with a comma as the student typed them; in Spanish too.
func TestExerciseHintEveryRound(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	sb, ks := "ex-1-"+exCol(t, b, "SB"), "ex-1-"+exCol(t, b, "KS")
	for _, c := range []struct{ id, typed, want, not string }{
		{sb, "33,00", "Sembra mancare uno dei turni 10, 11: ognuno contribuisce 3,25.", "3.25"},
		{sb, "33,25", "turni 2, 7", "3.00"},
		{ks, "2,5", "turni 2, 9, 10, 11", "0.50"},
	} {
		s.exType(t, c.id, c.typed)
		hint := s.exHint(t, c.id)
		if !strings.Contains(hint, c.want) || strings.Contains(hint, c.not) {
			t.Errorf("%s typed %s: hint %q, want %q (and no %q)", c.id, c.typed, hint, c.want, c.not)
		}
		if d := eval[string](t, b, `document.getElementById('`+c.id+`').getAttribute('aria-describedby')`); d != c.id+"-hint" {
			t.Errorf("%s: described by %q, want its hint", c.id, d)
		}
		// The hint is in the row under the cell's (docs/tiebreaks.md §14.7: there the
		// sticky name column covers none of it, TestExerciseLayout).
		if !eval[bool](t, b, `document.getElementById('`+c.id+`').closest('tr').nextElementSibling === document.getElementById('`+c.id+`-hint').closest('tr')`) {
			t.Errorf("%s: the hint is not in the row under its cell's", c.id)
		}
	}
	if eval[bool](t, b, `!!document.getElementById('exercise-hint')`) {
		t.Error("a hint above the table, away from its cell")
	}
	// The hint leads to the value round by round.
	b.do(t, "check round by round", chromedp.Click(chromedp.CSS(`#`+ks+`-hint button.ex-rounds`)))
	waitFor(t, b, "the rounds to fill", `document.querySelectorAll('#explain table.practice tbody tr').length > 0`)
	b.do(t, "close", chromedp.Click(chromedp.ID("explain-close")))
	waitFor(t, b, "the dialog to close", `!document.getElementById('explain')`)
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	s.exType(t, sb, "33,00")
	if hint := s.exHint(t, sb); !strings.Contains(hint, "Parece faltar una de las rondas 10, 11: cada una contribuye 3,25.") {
		t.Errorf("Spanish hint %q", hint)
	}
	s.noProblems(t, "the hints")
}

// TestExerciseNotANumber: 'abc' and '37 3/4' are told at once, in the
// cell, that they are not numbers (not a hint about rounds); '½' and
// '37½', the way chess writes halves, are read as numbers, in the table
// and round by round.
func TestExerciseNotANumber(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	sb := "ex-1-" + exCol(t, b, "SB")
	for _, typed := range []string{"abc", "37 3/4"} {
		s.exType(t, sb, typed)
		waitFor(t, b, "the message", `!!document.getElementById('`+sb+`-hint')`)
		msg := eval[string](t, b, `document.getElementById('`+sb+`-hint').textContent`)
		if !strings.Contains(msg, "non è un numero") || strings.Contains(msg, "Nessun turno") {
			t.Errorf("%q: message %q", typed, msg)
		}
	}
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	waitFor(t, b, "the message in Spanish", `document.getElementById('`+sb+`-hint').textContent.includes('no es un número')`)
	b.do(t, "back to it", chromedp.Click(chromedp.ID("lang-it")))
	// Godena's SB, written with a half.
	sbv, _, _, _ := sbWithoutARound(t, "1")
	whole, frac, _ := strings.Cut(sbv, ".")
	if frac == "5" {
		s.exType(t, sb, whole+"½")
		waitFor(t, b, "the half read as right", `document.getElementById('`+sb+`').closest('td').classList.contains('right')`)
	}
	s.exType(t, sb, "37½")
	// The not-a-number message of "37 3/4" goes once 37½ is read as a
	// number (waited for: the page may draw the new mark before it drops
	// the old message).
	waitFor(t, b, "37½ read as a number", `!document.getElementById('`+sb+`-hint')`)
	// Round by round: a contribution of a half (a draw against a player
	// on 1 point is rare: use any round of KS, a half for a draw).
	ks := "ex-1-" + exCol(t, b, "KS")
	s.exType(t, ks, "1")
	b.do(t, "ask", chromedp.Click(chromedp.CSS(`#`+ks+` ~ button.ex-hint`)))
	b.do(t, "check round by round", chromedp.Click(chromedp.CSS(`#`+ks+`-hint button.ex-rounds`)))
	waitFor(t, b, "the rounds", `!!document.getElementById('ex-round-2')`)
	s.setValue(t, "ex-round-2", "½", "change")
	waitFor(t, b, "round 2's half right", `document.getElementById('ex-round-2').closest('td').classList.contains('right')`)
	s.noProblems(t, "not a number")
}

// TestExerciseMarksInWords: a wrong value and a wrong round are marked by
// a sign and a word, not by colour alone: ✗ with 'Sbagliato' for screen
// readers and as a tooltip, ✓ with 'Giusto'; in Spanish too.
func TestExerciseMarksInWords(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	ks := "ex-1-" + exCol(t, b, "KS")
	s.exType(t, ks, "1")
	mark := func() string {
		return eval[string](t, b, `(() => { const m = document.getElementById('`+ks+`').closest('td').querySelector('.ex-mark'); return m ? m.textContent + '|' + m.title : ''; })()`)
	}
	if m := mark(); m != "✗Sbagliato|Sbagliato" {
		t.Errorf("wrong value marked %q", m)
	}
	b.do(t, "ask", chromedp.Click(chromedp.CSS(`#`+ks+` ~ button.ex-hint`)))
	b.do(t, "check round by round", chromedp.Click(chromedp.CSS(`#`+ks+`-hint button.ex-rounds`)))
	waitFor(t, b, "the rounds", `!!document.getElementById('ex-round-2')`)
	s.setValue(t, "ex-round-2", "7", "change")
	waitFor(t, b, "round 2 marked", `!!document.getElementById('ex-round-2').closest('td').querySelector('.ex-mark.ex-wrong')`)
	if m := eval[string](t, b, `document.getElementById('ex-round-2').closest('td').querySelector('.ex-mark').textContent`); m != "✗Sbagliato" {
		t.Errorf("wrong round marked %q", m)
	}
	s.setValue(t, "ex-round-2", "0,5", "change")
	waitFor(t, b, "round 2 right", `!!document.getElementById('ex-round-2').closest('td').querySelector('.ex-mark.ex-right')`)
	b.do(t, "close", chromedp.Click(chromedp.ID("explain-close")))
	waitFor(t, b, "the dialog to close", `!document.getElementById('explain')`)
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	waitFor(t, b, "Spanish mark", `document.getElementById('`+ks+`').closest('td').querySelector('.ex-mark').title === 'Incorrecto'`)
	s.noProblems(t, "the marks")
}

// TestExerciseKeptAcrossReload: the student opens the example, switches
// exercise mode on himself, types a value and reloads: the mode and his
// answer are still there; switched off, a reload leaves it off, even on
// the teacher's address (his switch wins); in Spanish.
func TestExerciseKeptAcrossReload(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	b.do(t, "exercise on", chromedp.Click(chromedp.ID("exercise-toggle")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	sb := "ex-1-" + exCol(t, b, "SB")
	s.exType(t, sb, "33,00")
	reload := func() {
		b.do(t, "reload", chromedp.Reload())
		waitFor(t, b, "the page again", `window.spareggiReady === true && document.querySelectorAll('#standings tbody tr').length > 0`)
	}
	reload()
	waitFor(t, b, "the answer kept", `!!document.getElementById('`+sb+`') && document.getElementById('`+sb+`').value === '33,00'`)
	if p := eval[string](t, b, `document.getElementById('exercise-toggle').getAttribute('aria-pressed')`); p != "true" {
		t.Errorf("after a reload the switch is %q", p)
	}
	if n := eval[int](t, b, `document.querySelectorAll('#standings button.cell').length`); n != 0 {
		t.Errorf("%d values shown after the reload", n)
	}
	if l := eval[string](t, b, `document.documentElement.lang`); l != "es" {
		t.Errorf("language %q after the reload", l)
	}
	b.do(t, "exercise off", chromedp.Click(chromedp.ID("exercise-toggle")))
	waitFor(t, b, "the values", `document.querySelectorAll('#standings button.cell').length > 0`)
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	if n := eval[int](t, b, `document.querySelectorAll('#standings input.ex-input').length`); n != 0 {
		t.Errorf("switched off, the teacher's address shows %d fields", n)
	}
	b.do(t, "exercise on again", chromedp.Click(chromedp.ID("exercise-toggle")))
	waitFor(t, b, "the answer back", `!!document.getElementById('`+sb+`') && document.getElementById('`+sb+`').value === '33,00'`)
	s.answersAfterExercise(t)
}

// answersAfterExercise leaves exercise mode and checks that the page still
// answers.
func (s *site) answersAfterExercise(t *testing.T) {
	t.Helper()
	s.b.do(t, "leave exercise mode", chromedp.Click(chromedp.ID("exercise-toggle")))
	waitFor(t, s.b, "the values again", `document.querySelectorAll('#standings button.cell').length > 0`)
	s.answers(t, "the exercise")
}

// TestExerciseDone: the student types every value right (with a comma, as
// in Italian); the count reads '1 valore giusto su N' after the first and
// at N of N the page says the exercise is done; in Spanish too.
func TestExerciseDone(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	codes := eval[[]string](t, b, `[...document.querySelectorAll('#standings thead th.tbv')].map(th => th.textContent.trim().split(/\s/)[0])`)
	values := exerciseValues(t, strings.Join(codes, ","))
	first := true
	for id, v := range values {
		s.setValue(t, id, strings.Replace(v, ".", ",", 1), "change")
		if first {
			waitFor(t, b, "the first right", `document.getElementById('`+id+`').closest('td').classList.contains('right')`)
			if p := eval[string](t, b, `document.querySelector('#exercise .ex-progress').textContent`); p != "1 valore giusto su "+itoa(len(values)) {
				t.Errorf("progress %q", p)
			}
			if eval[bool](t, b, `!!document.getElementById('exercise-done')`) {
				t.Error("done after one value")
			}
			first = false
		}
	}
	waitFor(t, b, "the exercise done", `!!document.getElementById('exercise-done')`)
	if d := eval[string](t, b, `document.getElementById('exercise-done').textContent`); !strings.Contains(d, "Esercizio completato") || !strings.Contains(d, itoa(len(values))) {
		t.Errorf("done: %q", d)
	}
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	waitFor(t, b, "Spanish", `document.getElementById('exercise-done').textContent.includes('Ejercicio completado')`)
	s.answersAfterExercise(t)
}

// exerciseValues computes with the engine the values of the 2009 example
// under list that the exercise asks for: field id → value.
func exerciseValues(t *testing.T, list string) map[string]string {
	t.Helper()
	data, err := os.ReadFile("../web/examples/campionato-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: "campionato-2009.trf"})
	if err != nil {
		t.Fatal(err)
	}
	tbs, err := engine.ParseList(list)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: tbs})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range st.Rows {
		for i, v := range r.Values {
			if v.Defined && v.Vector() == nil {
				out["ex-"+itoa(r.Player.StartNo)+"-"+itoa(i)] = v.String()
			}
		}
	}
	return out
}

// TestExerciseHidesAnswers: while the exercise is on, the ranks are dashes,
// the rows follow the start numbers (not the ranking), the rank and value
// columns do not sort, no tie is marked, and CSV, JSON, 'Copy table' and
// the comparison are not offered (the page says why, in Spanish too, with
// a button that leaves the exercise, after which they are back).
func TestExerciseHidesAnswers(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	if r := eval[[]string](t, b, `[...new Set([...document.querySelectorAll('#standings tbody td.rank')].map(td => td.textContent))]`); len(r) != 1 || r[0] != "–" {
		t.Errorf("ranks shown in exercise mode: %q", r)
	}
	if starts := eval[[]string](t, b, `[...document.querySelectorAll('#standings tbody tr')].map(tr => tr.dataset.start)`); strings.Join(starts[:3], ",") != "1,2,3" {
		t.Errorf("rows in the order %q, want the start numbers", starts[:3])
	}
	if n := eval[int](t, b, `document.querySelectorAll('#standings thead th.tbv button, #standings thead th.rank button').length`); n != 0 {
		t.Errorf("%d rank or value columns sort in exercise mode", n)
	}
	if n := eval[int](t, b, `document.querySelectorAll('#standings tr.tied, #ties-note').length`); n != 0 {
		t.Errorf("%d ties marked in exercise mode", n)
	}
	for _, a := range []string{"csv", "json", "copy", "compare"} {
		if eval[bool](t, b, `!!document.getElementById('action-`+a+`')`) {
			t.Errorf("%s offered in exercise mode", a)
		}
	}
	if eval[bool](t, b, `!!document.querySelector('.prize-form')`) {
		t.Error("prize sharing (a ranking) offered in exercise mode")
	}
	if m := eval[string](t, b, `document.getElementById('exercise-exports').textContent`); !strings.Contains(m, "CSV") || !strings.Contains(m, "Esci dall'esercizio") {
		t.Errorf("exports note %q", m)
	}
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	waitFor(t, b, "the note in Spanish", `document.getElementById('exercise-leave').textContent === 'Salir del ejercicio'`)
	b.do(t, "leave", chromedp.Click(chromedp.ID("exercise-leave")))
	waitFor(t, b, "the values and exports", `document.querySelectorAll('#standings button.cell').length > 0 && !!document.getElementById('action-csv') && !!document.getElementById('action-copy')`)
	if r := eval[string](t, b, `document.querySelector('#standings tbody td.rank').textContent`); r != "1" {
		t.Errorf("rank %q after leaving", r)
	}
	s.answers(t, "leaving the exercise")
}

// TestExerciseCourseList: the exercise of the 2009 championship uses the
// course's list, DE first, so that DE is reached for places 1–2 and 3–5:
// the student has a DE field for exactly those five players (Ortega beat
// Godena: 1 and 0) and none for the others; leaving the exercise gives the
// example's list back.
func TestExerciseCourseList(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	codes := eval[[]string](t, b, `[...document.querySelectorAll('#standings thead th.tbv')].map(th => th.textContent.trim())`)
	if strings.Join(codes, ",") != "DE,SB,KS,PS,ARO,TPR,WIN,BPG" {
		t.Errorf("exercise list %q", codes)
	}
	de := eval[[]string](t, b, `[...document.querySelectorAll('#standings tbody tr')].filter(tr => tr.querySelector('input[id$="-0"]')).map(tr => tr.dataset.start)`)
	if strings.Join(de, ",") != "1,3,6,10,11" {
		t.Errorf("DE asked of %q, want places 1–2 (1, 3) and 3–5 (6, 10, 11)", de)
	}
	s.exType(t, "ex-3-0", "1")
	s.exType(t, "ex-1-0", "0")
	waitFor(t, b, "both right", `document.getElementById('ex-3-0').closest('td').classList.contains('right') && document.getElementById('ex-1-0').closest('td').classList.contains('right')`)
	b.do(t, "leave the exercise", chromedp.Click(chromedp.ID("exercise-toggle")))
	waitFor(t, b, "the values", `document.querySelectorAll('#standings button.cell').length > 0`)
	if c := eval[string](t, b, `document.querySelector('#standings thead th.tbv').textContent.trim()`); !strings.HasPrefix(c, "SB") {
		t.Errorf("after the exercise the first column is %q, want the example's SB", c)
	}
	s.answers(t, "the course's list")
}

// TestExerciseAnswersFileReopens: the student saves his answers, opens the
// calculator another day without the exercise, and chooses the saved file
// with 'Choose a file…': the example comes back in exercise mode with his
// answer, in Spanish, and no 'not in a supported format'.
func TestExerciseAnswersFileReopens(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	dl := enableDownloads(t, b)
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	sb := "ex-1-" + exCol(t, b, "SB")
	s.exType(t, sb, "33,00")
	b.do(t, "save the answers", chromedp.Click(chromedp.ID("exercise-save")))
	name, data := dl.wait(t, "the answers")
	path := t.TempDir() + "/" + name
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	// Another day: the exercise switched off, the page on its own.
	b.do(t, "exercise off", chromedp.Click(chromedp.ID("exercise-toggle")))
	waitFor(t, b, "the values", `document.querySelectorAll('#standings button.cell').length > 0`)
	s.open(t, "/", false)
	b.do(t, "choose the saved file", chromedp.SetUploadFiles(chromedp.ID("input-file"), []string{path}))
	waitFor(t, b, "the answers back", `!!document.getElementById('`+sb+`') && document.getElementById('`+sb+`').value === '33,00'`)
	if p := eval[string](t, b, `document.getElementById('exercise-toggle').getAttribute('aria-pressed')`); p != "true" {
		t.Errorf("exercise switch %q after opening the answers", p)
	}
	if txt := eval[string](t, b, `document.body.innerText`); strings.Contains(txt, "formato") && strings.Contains(txt, "no admitido") {
		t.Errorf("the answers file refused: %s", txt)
	}
	if l := eval[string](t, b, `document.documentElement.lang`); l != "es" {
		t.Errorf("language %q", l)
	}
	s.answersAfterExercise(t)
}

// TestExerciseDialogPhone: on a 360 px phone the round-by-round dialog
// shows the student's column inside the screen, the field of a round can
// be typed in with the keyboard only, and Escape gives the focus back to
// the button that opened the dialog, not to the page's body; in Italian.
func TestExerciseDialogPhone(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	b.do(t, "phone viewport", chromedp.EmulateViewport(360, 780, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	sb := "ex-1-" + exCol(t, b, "SB")
	s.exType(t, sb, "33,00")
	s.exHint(t, sb)
	b.do(t, "focus the round-by-round button", chromedp.Focus(chromedp.CSS(`#`+sb+`-hint button.ex-rounds`)))
	b.do(t, "press Enter", chromedp.KeyEvent("\r"))
	waitFor(t, b, "the rounds to fill", `!!document.getElementById('ex-round-11')`)
	screenshot(t, b, "exercise-dialog-360", 360)
	for _, sel := range []string{`#explain table.practice thead th:last-child`, `#ex-round-1`, `#ex-round-11`} {
		r := eval[map[string]any](t, b, `(() => { const r = document.querySelector('`+sel+`').getBoundingClientRect(); return {left: r.left, right: r.right}; })()`)
		if r["right"].(float64) > 360 || r["left"].(float64) < 0 {
			t.Errorf("360 px: %s is at %v–%v px, off the screen", sel, r["left"], r["right"])
		}
	}
	// Keyboard only: Tab reaches the fields of the rounds.
	b.do(t, "focus round 11", chromedp.Focus(chromedp.ID("ex-round-11")))
	b.do(t, "type", chromedp.KeyEvent("3,25\t"))
	waitFor(t, b, "round 11 right", `document.getElementById('ex-round-11').closest('td').classList.contains('right')`)
	b.do(t, "Escape", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, "the dialog to close", `!document.getElementById('explain')`)
	waitFor(t, b, "the focus back", `document.activeElement !== document.body && !!document.activeElement.closest('#standings')`)
	if f := eval[string](t, b, `document.activeElement.className + '|' + document.activeElement.id`); !strings.Contains(f, "ex-rounds") && !strings.Contains(f, sb) {
		t.Errorf("focus on %q after Escape, want the cell's button or field", f)
	}
	// In Spanish the column keeps its place and its name.
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	b.do(t, "open it again", chromedp.Click(chromedp.CSS(`#`+sb+` ~ button.ex-hint`)))
	b.do(t, "round by round", chromedp.Click(chromedp.CSS(`#`+sb+`-hint button.ex-rounds`)))
	waitFor(t, b, "the rounds", `!!document.getElementById('ex-round-1')`)
	if r := eval[map[string]any](t, b, `(() => { const th = document.querySelector('#explain table.practice thead th:last-child'); const r = th.getBoundingClientRect(); return {right: r.right, text: th.textContent}; })()`); r["right"].(float64) > 360 || r["text"] != "Tu contribución" {
		t.Errorf("360 px, Spanish: the student's column %v", r)
	}
	b.do(t, "Escape", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, "the focus back", `!document.getElementById('explain') && document.activeElement !== document.body`)
	s.noProblems(t, "the dialog at 360 px")
}

// TestHalvesInPrizes: the prizes field, the other place where a number
// with a half is typed, reads '½' too: '100½ ½' for the two tied winners
// gives each (100.5 + 0.5) / 2 by Hort: 75,50 and 25,50 in Italian.
func TestHalvesInPrizes(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=campionato-2009", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	eval[bool](t, b, `(() => { document.getElementById('prizes').open = true; return true; })()`)
	s.setValue(t, "prizes-input", "100½ ½", "input")
	waitFor(t, b, "the prizes", `document.querySelectorAll('#prizes tbody tr').length > 0`)
	txt := eval[string](t, b, `document.getElementById('prizes').textContent`)
	if !strings.Contains(txt, "75,50") || !strings.Contains(txt, "25,50") {
		t.Errorf("prizes with halves: %q", txt)
	}
	if eval[bool](t, b, `!!document.querySelector('#prizes .error')`) {
		t.Errorf("refused: %q", eval[string](t, b, `document.querySelector('#prizes .error').textContent`))
	}
	s.noProblems(t, "halves in prizes")
}
