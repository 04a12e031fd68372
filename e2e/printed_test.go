//go:build e2e

package e2e

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/gen"
)

// TestSwissManagerAndPrintedTieBreaks does what an arbiter comparing with
// chess-results does: he pastes a chess-results export of the Forlano
// example whose TB1 is the 2012 Buchholz and TB2 the 2024
// Sonneborn-Berger, answers the bye questions, chooses the Swiss-Manager
// rules in the edition menu (the standings are then those of the engine
// under swissmanager, and differ from the default rules'), and asks the
// page which rules reproduce the printed columns: TB1 is BH under the 2012
// virtual opponent, TB2 SB, every column reproduced. Then he changes
// Carlo's printed TB2 to his 2012 value: the page lists Carlo, with the
// rules that give it, in Italian.
func TestSwissManagerAndPrintedTieBreaks(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	data, err := os.ReadFile("../testdata/forlano-9.printed.csv")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	s.open(t, "/", false)
	s.setValue(t, "input-text", text, "input")
	answers := map[string]string{}
	for _, id := range []string{"Q-BYE/r3/p3", "Q-BYE/r3/p6", "Q-BYE/r4/p7", "Q-BYE/r4/p8"} {
		answerBye(t, b, id, "fpb")
		answers[id] = "fpb"
	}
	waitFor(t, b, "the standings", `document.querySelectorAll('#standings tbody tr').length === 9`)
	before := eval[[]row](t, b, pageRows)

	setSelect := func(id, value string) {
		eval[bool](t, b, `(() => { const s = document.getElementById('`+id+`'); s.value = '`+value+`'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`)
	}
	setSelect("rules-edition", "swissmanager")
	waitFor(t, b, "the Swiss-Manager rules", `document.getElementById('used-edition').textContent.includes('swissmanager')`)
	got := eval[[]row](t, b, pageRows)
	list := eval[string](t, b, `document.getElementById('used-list').textContent`)
	ev, _, err := formats.Read(data, formats.Options{Answers: answers})
	if err != nil {
		t.Fatal(err)
	}
	descs, err := engine.ParseList(strings.TrimPrefix(list, "PTS, "))
	if err != nil {
		t.Fatalf("the page's list %q: %v", list, err)
	}
	want, err := engine.Compute(ev, engine.Options{Edition: engine.SwissManager, TieBreaks: descs})
	if err != nil {
		t.Fatal(err)
	}
	compareRows(t, "swissmanager", got, rowsOf(want))
	if jsonOf(got) == jsonOf(before) {
		t.Errorf("the Swiss-Manager rules changed nothing in the standings under %s", list)
	}
	s.answers(t, "the Swiss-Manager rules")

	// Which rules reproduce the printed columns?
	waitFor(t, b, "the printed tie-breaks panel", `!!document.getElementById('printed-run')`)
	b.do(t, "check the printed tie-breaks", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the report", `!!document.getElementById('printed-report')`)
	verdicts := eval[[]string](t, b, `[...document.querySelectorAll('#printed-report .printed-column h3')].map(h => h.textContent)`)
	if len(verdicts) != 3 {
		t.Fatalf("verdicts %q, want one per printed column", verdicts)
	}
	for k, w := range []string{"TB1 (Buchholz Tie-Breaks (variabel with parameter)) equals BH under", "TB2 (Sonneborn-Berger-Tie-Break variable) equals SB under", "equals WIN under"} {
		if !strings.Contains(verdicts[k], w) || !strings.Contains(verdicts[k], "9 of 9") {
			t.Errorf("verdict %d %q, want %q … 9 of 9", k+1, verdicts[k], w)
		}
	}
	if !strings.Contains(verdicts[0], "2012") {
		t.Errorf("TB1 %q: want the 2012 virtual opponent named", verdicts[0])
	}
	if st := eval[string](t, b, `document.querySelector('#printed-report .printed-summary').textContent`); !strings.Contains(st, "Every printed column") {
		t.Errorf("summary %q", st)
	}
	s.answers(t, "the printed tie-breaks")

	// Carlo's TB2 printed as his 2012 Sonneborn-Berger, in Italian.
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	s.setValue(t, "input-text", strings.Replace(text, ";11,5;11,50;4", ";11,5;9,50;4", 1), "input")
	// The text read again is another event: the old report goes.
	waitFor(t, b, "the old report to go", `!document.getElementById('printed-report')`)
	waitFor(t, b, "the standings again", `document.querySelectorAll('#standings tbody tr').length === 9 && !!document.getElementById('printed-run')`)
	b.do(t, "check again", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "Carlo's difference", `!!document.querySelector('#printed-report .printed-column[data-column="TB2"] tr[data-start="3"]')`)
	carlo := eval[[]string](t, b, `[...document.querySelectorAll('#printed-report .printed-column[data-column="TB2"] tr[data-start="3"] > *')].map(c => c.textContent)`)
	if len(carlo) != 5 || carlo[2] != "9,50" || carlo[3] != "11.50" && carlo[3] != "11,50" || !strings.Contains(carlo[4], "SB fide2012") || !strings.Contains(carlo[4], "turni non giocati (3)") {
		t.Errorf("Carlo's row %q, want printed 9,50, computed 11.50, the 2012 SB and his unplayed round 3 named in Italian", carlo)
	}
	if v := eval[string](t, b, `document.querySelector('#printed-report .printed-column[data-column="TB2"] h3').textContent`); !strings.Contains(v, "8 partecipanti su 9") {
		t.Errorf("TB2 verdict %q, want 8 of 9 in Italian", v)
	}
	// The report is the page's: a language switch words it again, in
	// German, without checking again (issue 32, item 2).
	runs := eval[int](t, b, `window.spareggiEngineRuns || 0`)
	tb2 := `(document.querySelector('#printed-report .printed-column[data-column="TB2"] h3') || {textContent: ''}).textContent`
	b.do(t, "switch to de", chromedp.Click(chromedp.ID("lang-de")))
	waitFor(t, b, "the report in German", `document.documentElement.lang === 'de' && `+tb2+`.includes('8 von 9 Teilnehmern')`)
	b.do(t, "switch back to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "the report in Italian again", `document.documentElement.lang === 'it' && `+tb2+`.includes('8 partecipanti su 9')`)
	if n := eval[int](t, b, `window.spareggiEngineRuns || 0`) - runs; n != 0 {
		t.Errorf("the language switches ran the engine %d times: the report was checked again", n)
	}
	screenshot(t, b, "printed-360", 360)
	if w := eval[int](t, b, `document.documentElement.scrollWidth`); w > 360 {
		t.Errorf("the page is %d px wide at 360 px with the printed report", w)
	}
	s.answers(t, "a printed difference")

	// The same export is an example: its bye questions are answered.
	s.open(t, "/?example=forlano-printed", true)
	b.do(t, "check the example's printed tie-breaks", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the example's report", `!!document.getElementById('printed-report') && document.querySelectorAll('#printed-report .printed-column').length === 3`)
	s.answers(t, "the printed example")
}

// TestPrintedTooManyColumns: an export printing more tie-break columns
// than the check compares (check.MaxColumns) opens as any other; asked to
// check them, the page refuses in its language, in the check panel, and
// keeps the text as pasted.
func TestPrintedTooManyColumns(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	data, err := os.ReadFile("../testdata/forlano-9.printed.csv")
	if err != nil {
		t.Fatal(err)
	}
	// TB1 … TB3, then TB4 … as copies of TB1, up to one past the limit.
	text := gen.WidePrinted(string(data), check.MaxColumns+1)
	s.open(t, "/", false)
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	s.setValue(t, "input-text", text, "input")
	for _, id := range []string{"Q-BYE/r3/p3", "Q-BYE/r3/p6", "Q-BYE/r4/p7", "Q-BYE/r4/p8"} {
		answerBye(t, b, id, "fpb")
	}
	waitFor(t, b, "the standings", `document.querySelectorAll('#standings tbody tr').length === 9 && !!document.getElementById('printed-run')`)
	b.do(t, "check the printed tie-breaks", chromedp.Click(chromedp.ID("printed-run")))
	waitFor(t, b, "the refusal", `!!document.querySelector('#printed .error')`)
	want := "Il testo stampa " + strconv.Itoa(check.MaxColumns+1) + " colonne di spareggi: il controllo ne confronta al massimo " + strconv.Itoa(check.MaxColumns) + "."
	if got := eval[string](t, b, `document.querySelector('#printed .error').textContent`); got != want {
		t.Errorf("refusal %q, want %q", got, want)
	}
	if eval[bool](t, b, `!!document.getElementById('printed-report')`) {
		t.Error("a report next to the refusal")
	}
	if got := eval[string](t, b, `document.getElementById('input-text').value`); got != text {
		t.Errorf("the text changed: %d characters, pasted %d", len(got), len(text))
	}
	s.answers(t, "the refused check")
}
