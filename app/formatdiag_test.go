package app

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// seed002 is the strip table of Forlano's complete case (docs/tiebreaks.md
// §14.2), one row a line, as kept in engine/formats/testdata.
var seed002 = func() string {
	b, err := os.ReadFile("../engine/formats/testdata/x-strip-seed002-rows.txt")
	if err != nil {
		panic(err)
	}
	return string(b)
}()

func TestFormatSelector(t *testing.T) {
	var chosen []string
	f := &FormatSelect{Lang: "en", Detected: "strip", OnChange: func(ctx app.Context, id string) { chosen = append(chosen, id) }}
	d := mount(t, f)
	html := app.HTMLString(f)
	if n := strings.Count(html, "<option"); n != len(formats.Formats()) {
		t.Errorf("%d options, want %d (auto + every format)", n, len(formats.Formats()))
	}
	for _, s := range []string{`id="input-format"`, `for="input-format"`, "Automatic detection (found: Wallchart strips", "Round-robin grid",
		"chess-results crosstable", "PGN games", `data-detected="strip"`} {
		if !strings.Contains(html, s) {
			t.Errorf("selector lacks %q:\n%s", s, html)
		}
	}
	for _, id := range formats.Formats() {
		if !strings.Contains(html, `value="`+id+`"`) {
			t.Errorf("no option %q", id)
		}
		for _, l := range i18n.Languages {
			if _, ok := i18n.Catalogue(l)["format."+id]; !ok {
				t.Errorf("%s: no name for format %s", l, id)
			}
		}
	}
	if !strings.Contains(before(html, ">Automatic detection"), "selected") {
		t.Errorf("auto is not selected by default")
	}
	// A chosen format is selected, in Italian with the Italian names.
	f.Lang, f.Value = "it", "strip"
	do(d, f, func(ctx app.Context) {})
	html = app.HTMLString(f)
	if !strings.Contains(before(html, ">Righe per giocatore"), "selected") || strings.Contains(html, "trovato:") {
		t.Errorf("strip is not the selected option:\n%s", html)
	}
	for _, s := range []string{"Formato", "Riconoscimento automatico", "Tabellone all&#39;italiana"} {
		if !strings.Contains(html, s) {
			t.Errorf("Italian selector lacks %q:\n%s", s, html)
		}
	}
	do(d, f, func(ctx app.Context) { f.OnChange(ctx, "grid") })
	if len(chosen) != 1 || chosen[0] != "grid" {
		t.Errorf("OnChange got %v", chosen)
	}
	for in, want := range map[string]string{"": "auto", "auto": "auto", "STRIP": "strip", "vega": "strip", "nonsense": "auto"} {
		if got := NormFormat(in); got != want {
			t.Errorf("NormFormat(%q) = %q, want %q", in, got, want)
		}
	}
}

// The page re-reads the text with the chosen format, keeps the text, and the
// choice travels in the share link.
func TestPageFormatChoice(t *testing.T) {
	p := &Page{}
	d := mount(t, p)
	do(d, p, func(ctx app.Context) {
		p.state.Lang = "en"
		p.update(ctx, func(s *State) { s.Text = seed002 })
	})
	if p.view.Out.FormatID != "strip" {
		t.Fatalf("detected %q, want strip", p.view.Out.FormatID)
	}
	// Forced to TRF, the strips cannot be read.
	do(d, p, func(ctx app.Context) { p.onFormat(ctx, "trf") })
	if !p.view.Out.Failed || p.view.Out.FormatID != "trf" || len(p.view.Out.Diags) == 0 || p.view.Out.Diags[0].Code != "E-TRF-NO-PLAYERS" {
		t.Fatalf("forced TRF: %+v", p.view.Out)
	}
	html := app.HTMLString(p)
	for _, s := range []string{"The input holds no player record", `data-code="E-TRF-NO-PLAYERS"`} {
		if !strings.Contains(html, s) {
			t.Errorf("forced TRF: the page lacks %q", s)
		}
	}
	// Forced to strips: two blocking questions on the byes, then standings.
	do(d, p, func(ctx app.Context) { p.onFormat(ctx, "strip") })
	if p.state.Format != "strip" || len(p.view.Out.Questions) == 0 {
		t.Fatalf("forced strips: format %q, %+v", p.state.Format, p.view.Out)
	}
	html = app.HTMLString(p)
	if !strings.Contains(html, "Round 3: 6 GIORGIO has &#34;+BYE&#34;, a full point without an opponent (also in this round: 3 CARLO)") {
		t.Errorf("the bye question is not shown for GIORGIO's cell")
	}
	do(d, p, func(ctx app.Context) { p.onAnswer(ctx, "Q-BYE/r3", "fpb") })
	do(d, p, func(ctx app.Context) { p.onAnswer(ctx, "Q-BYE/r4", "fpb") })
	if p.view.Out.Standings == nil || len(p.view.Out.Standings.Rows) != 9 {
		t.Fatalf("no standings of the 9 strips: %+v", p.view.Out)
	}
	if p.state.Text != seed002 {
		t.Errorf("the text was altered")
	}
	html = app.HTMLString(p)
	if !strings.Contains(html, "Format Wallchart strips (Vega, Italian style) (with colours) · 9 players · 5 rounds") {
		t.Errorf("status: %s", between(html, `id="input-status"`, "</p>"))
	}
	// The share link carries the choice; opening it restores it.
	frag, err := EncodeState(p.state)
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeState(frag)
	if err != nil || s.Format != "strip" {
		t.Fatalf("share link: format %q, %v", s.Format, err)
	}
	q := &Page{}
	dq := mount(t, q)
	do(dq, q, func(ctx app.Context) { q.setState(ctx, s) })
	if q.view.Out.FormatID != "strip" || q.view.Out.Standings == nil || len(q.view.Out.Standings.Rows) != 9 {
		t.Fatalf("restored page: %+v", q.view.Out)
	}
	if !strings.Contains(before(app.HTMLString(q), ">Wallchart strips"), "selected") {
		t.Errorf("the restored page does not select strips")
	}
	// Back to automatic detection.
	do(d, p, func(ctx app.Context) { p.onFormat(ctx, "auto") })
	if p.state.Format != "" || p.view.Out.FormatID != "strip" {
		t.Errorf("auto: state %q, read %q", p.state.Format, p.view.Out.FormatID)
	}
}

func TestTranslatedDiagnostic(t *testing.T) {
	text := strings.Replace(seed002, "+W8", "+Q8", 1)
	o := Read(State{Text: text, Format: "strip", Answers: map[string]string{"Q-BYE/*": "fpb"}})
	var g formats.Diagnostic
	for _, x := range o.Diags {
		if x.Code == "E-STRIP-CELL" {
			g = x
		}
	}
	if !o.Failed || g.Line != 1 || g.Col != 32 {
		t.Fatalf("no E-STRIP-CELL at 1:32: %+v", o.Diags)
	}
	unknown := formats.Diagnostic{Severity: formats.SeverityWarning, Code: "W-NOT-YET-KNOWN", Line: 2, Col: 3, Message: "A brand new warning."}
	dl := &DiagList{Lang: "it", Text: text, Diags: []formats.Diagnostic{g, unknown}, Failed: true}
	d := mount(t, dl)
	html := app.HTMLString(dl)
	for _, s := range []string{
		"Errore", "riga 1, colonna 32", "non è una casella di risultato", // translated, positioned
		`title="E-STRIP-CELL"`, "Riga 1 ANDREA, turno 5: &#34;+Q8&#34;", // code as a title, the cell's details
		"Avviso", "riga 2, colonna 3", "W-NOT-YET-KNOWN", "A brand new warning.", // unknown code: English
		strings.Repeat(" ", 31) + "^^^", // a short line is shown whole
	} {
		if !strings.Contains(html, s) {
			t.Errorf("Italian diagnostics lack %q:\n%s", s, html)
		}
	}
	if strings.Contains(html, "is not a result cell") {
		t.Errorf("the reader's English message is on the Italian page:\n%s", html)
	}
	dl.Lang = "es"
	do(d, dl, func(ctx app.Context) {})
	if html := app.HTMLString(dl); !strings.Contains(html, "Fila 1 ANDREA, ronda 5: &#34;+Q8&#34; no es una casilla de resultado") || !strings.Contains(html, "línea 1, columna 32") {
		t.Errorf("no Spanish diagnostic:\n%s", html)
	}
	if got, ok := i18n.CodeText("it", "Q-BYE/r3"); !ok || !strings.HasPrefix(got, "Un punto intero") {
		t.Errorf("CodeText(Q-BYE/r3) = %q, %v", got, ok)
	}
	if _, ok := i18n.CodeText("it", "E-NOPE"); ok {
		t.Error("an unknown code has a text")
	}
}

// The codes that have a general sentence (CodeHasSentence: the grouped
// warnings and the questions) have one in every catalogue, and no other
// code has one: every other diagnostic is worded by its own message.
func TestReaderCodesTranslated(t *testing.T) {
	codes := formats.Codes()
	if len(codes) < 60 {
		t.Fatalf("only %d codes in the readers' table", len(codes))
	}
	var missing, unused []string
	n := 0
	for _, c := range codes {
		want := i18n.CodeHasSentence(c)
		if want {
			n++
		}
		for _, l := range i18n.Languages {
			if _, ok := i18n.Catalogue(l)["code."+string(c)]; ok && !want {
				unused = append(unused, l+":"+string(c))
			} else if !ok && want {
				missing = append(missing, l+":"+string(c))
			}
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 || len(unused) > 0 {
		t.Errorf("codes without a sentence: %v\nsentences no diagnostic shows: %v", missing, unused)
	}
	if n < 30 {
		t.Errorf("only %d codes with a sentence: the grouped warnings or the questions are lost", n)
	}
	t.Logf("%d of %d reader codes have a sentence in %v", n, len(codes), i18n.Languages)
}

// The engine's warnings come with codes and arguments: each is translated
// from the catalogues, shown once, and no English is left on the Italian
// and Spanish pages.
func TestEngineWarningsTranslated(t *testing.T) {
	s, _ := ExampleState("campionato-2009")
	s.ListSet, s.List = true, []string{"BH", "SB"}
	o := Run(s)
	if o.Standings == nil || len(o.Standings.Notices) == 0 {
		t.Fatalf("no coded warning for BH in a round robin: %+v", o.Err)
	}
	r := &RulesUsed{Lang: "it", St: o.Standings}
	d := mount(t, r)
	html := app.HTMLString(r)
	if !strings.Contains(html, "BH in un girone all&#39;italiana") || strings.Contains(html, "BH in a round robin") {
		t.Errorf("rules used: %s", html)
	}
	r.Lang = "en"
	do(d, r, func(ctx app.Context) {})
	if html := app.HTMLString(r); strings.Count(html, "BH in a round robin") != 1 {
		t.Errorf("the English warning is not shown exactly once: %s", html)
	}
	// The default-preset warning.
	s.ListSet, s.List = false, nil
	ev := Run(s).Event
	ev.TieBreaks = nil
	st, err := engine.Compute(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, n := range st.Notices {
		if strings.Contains(n.Text("es"), "se usa el preajuste fide-rr") {
			found = true
		}
	}
	if !found {
		t.Errorf("the default-preset warning is not translated: %q", st.Notices)
	}
}
