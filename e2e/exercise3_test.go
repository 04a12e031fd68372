//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The exercise mode of issue 33 (item 6), as the arbiter course's student
// meets it on the 2009 Italian championship (Godena is start number 1,
// Bruno 6; the exercise's list is DE, SB, KS, PS, ARO, TPR, WIN, BPG).

// openExercise opens the teacher's address in lang and waits for the
// fields.
func (s *site) openExercise(t *testing.T, lang string) {
	t.Helper()
	s.open(t, "/?example=campionato-2009&exercise=1", true)
	s.b.do(t, "switch to "+lang, chromedp.Click(chromedp.ID("lang-"+lang)))
	waitFor(t, s.b, "the exercise fields", `document.querySelectorAll('#standings input.ex-input').length > 0`)
}

// TestExerciseDEByGames: a wrong DE (Godena's, typed 1) checked round by
// round opens a table of his games against the players tied with him,
// Ortega's one game, with no points, no value and no derivation shown:
// the title does not give the value; he types 1 (marked wrong), then 0
// (right); the derivation comes only when asked for. Bruno's two games
// (1 and ½, typed as chess writes a half) are marked right; in Italian,
// then the same table in Spanish.
func TestExerciseDEByGames(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.openExercise(t, "it")
	if c := exCol(t, b, "DE"); c != "0" {
		t.Fatalf("DE is column %s, want 0", c)
	}
	s.exType(t, "ex-1-0", "1")
	s.exHint(t, "ex-1-0")
	b.do(t, "check round by round", chromedp.Click(chromedp.CSS(`#ex-1-0-hint button.ex-rounds`)))
	waitFor(t, b, "the games to fill", `document.querySelectorAll('#explain table.practice tbody tr').length > 0`)
	title := eval[string](t, b, `document.getElementById('explain-title').textContent`)
	if title != "DE di Godena, Michele (1), turno per turno" {
		t.Errorf("title %q, want the practice's, without the value", title)
	}
	if eval[bool](t, b, `!!document.querySelector('#explain .step, #explain table.elements:not(.practice), #explain .arith')`) {
		t.Error("the derivation is shown before it is asked for")
	}
	rows := eval[[]string](t, b, `[...document.querySelectorAll('#explain table.practice tbody tr')].map(tr => [...tr.querySelectorAll('td:not(.exercise)')].map(td => td.textContent).join('|'))`)
	if len(rows) != 1 || !strings.HasPrefix(rows[0], "3|") || !strings.Contains(rows[0], "Ortega") {
		t.Errorf("games %q, want round 3 against Ortega only", rows)
	}
	heads := eval[string](t, b, `document.querySelector('#explain table.practice thead').textContent`)
	if strings.Contains(heads, "Punti dell") || !strings.Contains(heads, "Punti fatti") {
		t.Errorf("columns %q", heads)
	}
	if intro := eval[string](t, b, `document.querySelector('#explain .dialog-body p.hint').textContent`); !strings.Contains(intro, "Ortega") || !strings.Contains(intro, "Godena") {
		t.Errorf("intro %q, want the tied players named", intro)
	}
	s.setValue(t, "ex-round-3", "1", "change")
	waitFor(t, b, "the game marked wrong", `document.getElementById('ex-round-3').closest('td').classList.contains('wrong')`)
	s.setValue(t, "ex-round-3", "0", "change")
	waitFor(t, b, "the game marked right", `document.getElementById('ex-round-3').closest('td').classList.contains('right')`)
	if p := eval[string](t, b, `document.querySelector('#explain .ex-progress').textContent`); p != "1 contributo giusto su 1" {
		t.Errorf("progress %q", p)
	}
	b.do(t, "show the derivation", chromedp.Click(chromedp.ID("ex-reveal-full")))
	waitFor(t, b, "the derivation", `!!document.querySelector('#explain .step')`)
	b.do(t, "close", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, "the dialog to close", `!document.getElementById('explain')`)

	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	s.exType(t, "ex-6-0", "2")
	s.exHint(t, "ex-6-0")
	b.do(t, "Bruno round by round", chromedp.Click(chromedp.CSS(`#ex-6-0-hint button.ex-rounds`)))
	waitFor(t, b, "Bruno's games", `!!document.getElementById('ex-round-4') && !!document.getElementById('ex-round-5')`)
	if n := eval[int](t, b, `document.querySelectorAll('#explain table.practice tbody tr').length`); n != 2 {
		t.Errorf("%d games for Bruno, want 2 (D'Amore, D. Rombaldoni)", n)
	}
	if h := eval[string](t, b, `document.querySelector('#explain table.practice thead th:last-child').textContent`); h != "Puntos obtenidos" {
		t.Errorf("Spanish column %q", h)
	}
	s.setValue(t, "ex-round-4", "1", "change")
	s.setValue(t, "ex-round-5", "½", "change")
	waitFor(t, b, "both games right", `document.getElementById('ex-round-4').closest('td').classList.contains('right') && document.getElementById('ex-round-5').closest('td').classList.contains('right')`)
	b.do(t, "close", chromedp.KeyEvent(kb.Escape))
	waitFor(t, b, "the dialog to close", `!document.getElementById('explain')`)
	s.answersAfterExercise(t)
}

// TestExerciseNothingRevealed: while the exercise is on, the page offers
// no export or view that shows an answer (decision 74): no CSV, JSON, TRF
// (its rank field is the computed order), copied table, comparison,
// what-if, printed check, lots, board prizes or prize sharing; printing
// and the share link stay. Printed, the page shows dashes for ranks and
// none of the values; the share link opens the exercise, not the values;
// the note says so in Italian.
func TestExerciseNothingRevealed(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.openExercise(t, "it")
	for _, a := range []string{"csv", "json", "trf", "copy", "compare"} {
		if eval[bool](t, b, `!!document.getElementById('action-`+a+`')`) {
			t.Errorf("%s offered in exercise mode", a)
		}
	}
	for _, sel := range []string{"#compare", ".prize-form", "#whatif", "#printed", "#boards", ".lots-group"} {
		if eval[bool](t, b, `!!document.querySelector('`+sel+`')`) {
			t.Errorf("%s shown in exercise mode", sel)
		}
	}
	for _, a := range []string{"print", "share"} {
		if !eval[bool](t, b, `!!document.getElementById('action-`+a+`')`) {
			t.Errorf("%s not offered in exercise mode", a)
		}
	}
	if m := eval[string](t, b, `document.getElementById('exercise-exports').textContent`); !strings.Contains(m, "TRF") || !strings.Contains(m, "La stampa e il link") {
		t.Errorf("exports note %q", m)
	}
	// Printed: dashes for ranks, no computed value.
	values := exerciseValues(t, "DE,SB,KS,PS,ARO,TPR,WIN,BPG")
	if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	text := eval[string](t, b, `document.body.innerText`)
	ranks := eval[[]string](t, b, `[...new Set([...document.querySelectorAll('#standings tbody td.rank')].map(td => td.innerText))]`)
	if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{}); err != nil {
		t.Fatal(err)
	}
	if len(ranks) != 1 || ranks[0] != "–" {
		t.Errorf("printed ranks %q", ranks)
	}
	for id, v := range values {
		// SB with its quarters and TPR: no participant's rating or points.
		if (strings.HasSuffix(id, "-1") && strings.Contains(v, ".")) || strings.HasSuffix(id, "-5") {
			if strings.Contains(text, v) || strings.Contains(text, strings.Replace(v, ".", ",", 1)) {
				t.Errorf("the printed page shows the value %s of %s", v, id)
			}
		}
	}
	// The share link keeps the exercise: opened afresh, fields, no values.
	grantClipboard(t, b, s.srv.URL)
	b.do(t, "share", chromedp.Click(chromedp.ID("action-share")))
	waitFor(t, b, "the link", `!!document.getElementById('share-url') && document.getElementById('share-url').value.includes('#')`)
	link := eval[string](t, b, `document.getElementById('share-url').value`)
	eval[bool](t, b, `(() => { localStorage.clear(); return true; })()`)
	s.open(t, strings.TrimPrefix(link, s.srv.URL), true)
	waitFor(t, b, "the exercise from the link", `document.querySelectorAll('#standings input.ex-input').length > 0`)
	if n := eval[int](t, b, `document.querySelectorAll('#standings button.cell').length`); n != 0 {
		t.Errorf("the share link shows %d values", n)
	}
	s.answersAfterExercise(t)
}

// TestExerciseRatingsTyped: Godena's ARO typed 2452,9 (the average, not
// rounded) gets a hint naming C.07 10.1's rounding, not 'go through the
// rounds'; his TPR typed 2587 a hint naming the rounding of the
// percentage; his TPR typed with an Italian thousands point, 2.586, and
// his SB as chess writes quarters, 36¼, are marked right; in Spanish the
// ARO hint is Spanish.
func TestExerciseRatingsTyped(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.openExercise(t, "it")
	aro, tpr, sb := "ex-1-"+exCol(t, b, "ARO"), "ex-1-"+exCol(t, b, "TPR"), "ex-1-"+exCol(t, b, "SB")
	s.exType(t, aro, "2452,9")
	if h := s.exHint(t, aro); !strings.Contains(h, "Differisce solo l'arrotondamento") || !strings.Contains(h, "C.07 10.1") || strings.Contains(h, "ricontrolla") {
		t.Errorf("ARO 2452,9: hint %q", h)
	}
	s.exType(t, tpr, "2587")
	if h := s.exHint(t, tpr); !strings.Contains(h, "C.07 10.2") || !strings.Contains(h, "percentuale arrotondata") {
		t.Errorf("TPR 2587: hint %q", h)
	}
	s.exType(t, tpr, "2.586")
	waitFor(t, b, "2.586 right", `document.getElementById('`+tpr+`').closest('td').classList.contains('right')`)
	s.exType(t, sb, "36¼")
	waitFor(t, b, "36¼ right", `document.getElementById('`+sb+`').closest('td').classList.contains('right')`)
	s.exType(t, sb, "36¾")
	waitFor(t, b, "36¾ read as a number, wrong", `document.getElementById('`+sb+`').closest('td').classList.contains('wrong') && !document.getElementById('`+sb+`-hint')`)
	b.do(t, "switch to es", chromedp.Click(chromedp.ID("lang-es")))
	s.exType(t, aro, "2452")
	if h := s.exHint(t, aro); !strings.Contains(h, "Solo difiere el redondeo") {
		t.Errorf("Spanish ARO hint %q", h)
	}
	s.answersAfterExercise(t)
}

// TestExerciseLayout: at 360 px with the course's list and at 1280 px with
// a teacher's list of sixteen values, both wider than their box, the name
// column is sticky; with
// the table scrolled to either end, every line of a hint lies inside the
// table's box and is covered by nothing (elementFromPoint at both ends of
// each line is the hint), the name of the row stays inside the box and
// on top, and a field given the focus while the table is scrolled to the
// right comes into view clear of the name column.
func TestExerciseLayout(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	for _, w := range []int64{360, 1280} {
		if w == 360 {
			b.do(t, "phone viewport", chromedp.EmulateViewport(360, 780, chromedp.EmulateScale(2), chromedp.EmulateMobile))
		} else {
			b.do(t, "laptop viewport", chromedp.EmulateViewport(1280, 800))
		}
		s.openExercise(t, "it")
		if w == 1280 {
			// The course's eight values fit a laptop's box: a teacher's
			// longer list does not, and the table scrolls.
			s.setValue(t, "tb-add-input", "BH BH/C1 BH/M1 FB AOB ARO/C1 ORS APRO", "input")
			b.do(t, "add eight tie-breaks", chromedp.Click(chromedp.ID("tb-add")))
			waitFor(t, b, "sixteen value columns", `document.querySelectorAll('#standings thead th.tbv').length === 16 && document.querySelectorAll('#standings input.ex-input').length > 0`)
		}
		last := "TPR"
		if w == 1280 {
			last = "APRO"
		}
		sb, tpr := "ex-1-"+exCol(t, b, "SB"), "ex-1-"+exCol(t, b, last)
		s.exType(t, sb, "33,00")
		s.exHint(t, sb)
		sizes := eval[[]float64](t, b, `(() => { const r = document.getElementById('standings-region'); return [r.clientWidth, document.getElementById('standings').getBoundingClientRect().width]; })()`)
		t.Logf("%d px: box %.0f px wide, table %.0f px", w, sizes[0], sizes[1])
		if pos := eval[string](t, b, `getComputedStyle(document.querySelector('#standings tbody tr[data-start="1"] th.name')).position`); pos != "sticky" {
			t.Errorf("%d px: the name column is %s, not sticky", w, pos)
		}
		for _, end := range []string{"left", "right"} {
			eval[bool](t, b, `(() => { const r = document.getElementById('standings-region');
				r.scrollLeft = '`+end+`' === 'left' ? 0 : r.scrollWidth; document.getElementById('`+sb+`-hint').scrollIntoView({block: 'center', inline: 'nearest'});
				r.scrollLeft = '`+end+`' === 'left' ? 0 : r.scrollWidth; return true; })()`)
			bad := eval[[]string](t, b, `(() => {
				const box = document.getElementById('standings-region').getBoundingClientRect();
				const hint = document.getElementById('`+sb+`-hint');
				const out = [];
				const walk = document.createTreeWalker(hint, NodeFilter.SHOW_TEXT);
				let lines = 0;
				for (let n = walk.nextNode(); n; n = walk.nextNode()) {
					const range = document.createRange(); range.selectNodeContents(n);
					for (const r of range.getClientRects()) {
						if (r.width < 1) continue;
						lines++;
						const txt = n.textContent.slice(0, 20);
						if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push('line "' + txt + '" at ' + r.left.toFixed(0) + '–' + r.right.toFixed(0) + ' outside the box ' + box.left.toFixed(0) + '–' + box.right.toFixed(0));
						const y = r.top + r.height / 2;
						for (const x of [r.left + 1, r.right - 1]) {
							const e = document.elementFromPoint(x, y);
							if (!e || !hint.contains(e)) out.push('line "' + txt + '" covered at ' + x.toFixed(0) + ' by ' + (e ? e.tagName + '.' + e.className : 'nothing'));
						}
					}
				}
				if (lines < 2) out.push('only ' + lines + ' lines measured');
				const name = document.querySelector('#standings tbody tr[data-start="1"] th.name').getBoundingClientRect();
				if (name.left < box.left - 0.5 || name.right > box.right + 0.5) out.push('name at ' + name.left.toFixed(0) + '–' + name.right.toFixed(0) + ' outside the box');
				const top = document.elementFromPoint(name.left + name.width / 2, name.top + name.height / 2);
				if (!top || !top.closest('th.name')) out.push('name covered by ' + (top ? top.tagName + '.' + top.className : 'nothing'));
				return out; })()`)
			for _, m := range bad {
				t.Errorf("%d px, scrolled to the %s: %s", w, end, m)
			}
		}
		screenshot(t, b, "exercise-hint", w)
		if w == 1280 {
			b.do(t, "laptop viewport", chromedp.EmulateViewport(1280, 800))
		} else {
			b.do(t, "phone viewport", chromedp.EmulateViewport(360, 780, chromedp.EmulateScale(2), chromedp.EmulateMobile))
		}
		// The table scrolled to the right, the student goes back to a
		// field on the left (Shift+Tab): it comes into view beside the
		// names, not under them.
		overflow := eval[bool](t, b, `(() => { const r = document.getElementById('standings-region'); return r.scrollWidth > r.clientWidth + 1; })()`)
		if !overflow {
			t.Fatalf("%d px: the table does not scroll sideways", w)
		}
		{
			s.b.do(t, "focus a field on the right", chromedp.Focus(chromedp.ID(tpr)))
			eval[bool](t, b, `(() => { const r = document.getElementById('standings-region'); r.scrollLeft = r.scrollWidth; return true; })()`)
			b.do(t, "Shift+Tab back to the first field", chromedp.Focus(chromedp.ID("ex-1-0")))
			clear := eval[map[string]float64](t, b, `(() => {
				const f = document.getElementById('ex-1-0').getBoundingClientRect();
				const n = document.querySelector('#standings tbody tr[data-start="1"] th.name').getBoundingClientRect();
				const e = document.elementFromPoint(f.left + 2, f.top + f.height / 2);
				return {field: f.left, name: n.right, on: e && e.id === 'ex-1-0' ? 1 : 0}; })()`)
			if clear["field"] < clear["name"]-0.5 || clear["on"] != 1 {
				t.Errorf("%d px: the focused field starts at %.0f px, under the name column ending at %.0f px", w, clear["field"], clear["name"])
			}
		}
	}
	s.answersAfterExercise(t)
}
