//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// TestExercise is a course student with the teacher's address
// /?example=campionato-2009&exercise=1: no value is shown; he types a wrong
// Sonneborn-Berger for the winner (one round's contribution left out) and
// the cell is marked wrong; the hint names that round; round by round he
// types that round's contribution, marked wrong then right, and the
// derivation shows only when he asks for it; the right value is
// marked right and counted; the derivation opens only on request; the
// answers download as a small file and stay in the browser for the next
// visit; in Italian; with exercise mode off the page answers as before.
func TestExercise(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	dl := enableDownloads(t, b)
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	if n := eval[int](t, b, `document.querySelectorAll('#standings button.cell').length`); n != 0 {
		t.Errorf("%d values shown in exercise mode", n)
	}
	// The winner's SB (the first column of the example's list), and the
	// contribution of his first round, from the CLI.
	col := eval[int](t, b, `[...document.querySelectorAll('#standings thead th')].findIndex(th => th.textContent.trim().startsWith('SB')) - 7`)
	if col < 0 {
		t.Fatal("no SB column")
	}
	start := eval[string](t, b, `document.querySelector('#standings tbody tr').dataset.start`)
	id := "ex-" + start + "-" + itoa(col)
	right, wrong, round, contribution := sbWithoutARound(t, start)
	s.setValue(t, id, wrong, "change")
	waitFor(t, b, "the wrong mark", `document.getElementById('`+id+`').closest('td').classList.contains('wrong')`)
	b.do(t, "ask for a hint", chromedp.Click(chromedp.CSS(`#`+id+` ~ button.ex-hint`)))
	waitFor(t, b, "the hint", `!!document.getElementById('`+id+`-hint')`)
	hint := eval[string](t, b, `document.getElementById('`+id+`-hint').textContent`)
	if !strings.Contains(hint, "turno "+itoa(round)) && !(strings.Contains(hint, "turni ") && strings.Contains(hint, itoa(round))) {
		t.Errorf("hint %q, want round %d named (in Italian)", hint, round)
	}
	// Round by round: the student types that round's contribution; the
	// derivation comes only when asked for.
	b.do(t, "check round by round", chromedp.Click(chromedp.CSS(`#`+id+`-hint button.ex-rounds`)))
	waitFor(t, b, "the rounds to fill", `document.querySelectorAll('#explain table.practice tbody tr').length > 0`)
	if eval[bool](t, b, `!!document.querySelector('#explain table.elements:not(.practice)')`) {
		t.Error("the derivation is shown before it is asked for")
	}
	rid := "ex-round-" + itoa(round)
	s.setValue(t, rid, "99", "change")
	waitFor(t, b, "the round marked wrong", `document.getElementById('`+rid+`').closest('td').classList.contains('wrong')`)
	s.setValue(t, rid, contribution, "change")
	waitFor(t, b, "the round marked right", `document.getElementById('`+rid+`').closest('td').classList.contains('right')`)
	b.do(t, "show the derivation", chromedp.Click(chromedp.ID("ex-reveal-full")))
	waitFor(t, b, "the derivation", `!!document.querySelector('#explain table.elements:not(.practice)')`)
	b.do(t, "close it", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, "the dialog to close", `!document.getElementById('explain')`)
	s.setValue(t, id, strings.Replace(right, ".", ",", 1), "change")
	waitFor(t, b, "the right mark", `document.getElementById('`+id+`').closest('td').classList.contains('right')`)
	if p := eval[string](t, b, `document.querySelector('.ex-progress').textContent`); !strings.HasPrefix(p, "1 ") {
		t.Errorf("progress %q, want 1 right", p)
	}
	screenshot(t, b, "exercise-1280", 1280)
	b.do(t, "save the answers", chromedp.Click(chromedp.ID("exercise-save")))
	name, data := dl.wait(t, "the answers")
	var saved struct {
		Example string            `json:"example"`
		List    []string          `json:"tiebreaks"`
		Answers map[string]string `json:"answers"`
	}
	if err := json.Unmarshal(data, &saved); err != nil {
		t.Fatalf("answers file %s is not JSON: %v: %s", name, err, data)
	}
	// The file holds what the student typed last, as typed (comma and all),
	// for the example of the exercise.
	typed := strings.Replace(right, ".", ",", 1)
	if !strings.HasSuffix(name, "-answers.json") || saved.Example != "campionato-2009" ||
		saved.Answers[start+"/"+itoa(col)] != typed {
		t.Errorf("answers file %s: example %q, answer %s/%d = %q (want %q)", name, saved.Example, start, col, saved.Answers[start+"/"+itoa(col)], typed)
	}
	// The answers are kept in the browser: the same address again shows them.
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	waitFor(t, b, "the kept answer", `!!document.getElementById('`+id+`') && document.getElementById('`+id+`').closest('td').classList.contains('right')`)
	b.do(t, "leave exercise mode", chromedp.Click(chromedp.ID("exercise-toggle")))
	waitFor(t, b, "the values again", `document.querySelectorAll('#standings button.cell').length > 0`)
	s.answers(t, "the exercise")
}

// sbWithoutARound computes, with the engine, the Sonneborn-Berger of a
// participant of the 2009 example, the same value without the
// contribution of his first round that contributes, and that round.
func sbWithoutARound(t *testing.T, start string) (right, wrong string, round int, contribution string) {
	t.Helper()
	data, err := os.ReadFile("../web/examples/campionato-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: "campionato-2009.trf"})
	if err != nil {
		t.Fatal(err)
	}
	n, _ := strconv.Atoi(start)
	list, _ := engine.ParseList("SB")
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Explain: n})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range st.Rows {
		if r.Player.StartNo != n {
			continue
		}
		v := r.Values[0]
		for _, e := range v.Explanation().Elements() {
			if e.Counted && e.Contribution.Sign() > 0 {
				return v.String(), v.Value.Sub(e.Contribution).Format(2), e.Round, e.Contribution.String()
			}
		}
	}
	t.Fatalf("no SB of %s", start)
	return "", "", 0, ""
}
