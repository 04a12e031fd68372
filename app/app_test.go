package app

import (
	"os"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
)

func TestShareStateRoundTrip(t *testing.T) {
	s, ok := ExampleState("campionato-2009")
	if !ok {
		t.Fatal("no example")
	}
	s.Round, s.Lang, s.Explain, s.ExplainCol, s.SortCol, s.SortDesc = 9, "es", 3, 2, SortTB+1, true
	s.Compare = []string{"fide2024", "fide2012"}
	frag, err := EncodeState(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(frag, "s=") || strings.ContainsAny(frag[2:], "+/=#&? ") {
		t.Errorf("fragment is not URL-safe: %q", frag)
	}
	got, err := DecodeState("#" + frag)
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != s.Text || strings.Join(got.List, ",") != strings.Join(s.List, ",") || !got.ListSet ||
		got.Round != 9 || got.Lang != "es" || got.Explain != 3 || got.ExplainCol != 2 || got.SortCol != s.SortCol ||
		!got.SortDesc || len(got.Compare) != 2 || got.Example != s.Example {
		t.Errorf("round trip lost state: %+v", got)
	}
	t.Logf("share fragment of the 2009 example: %d characters for %d of text", len(frag), len(s.Text))
	if _, err := DecodeState("#s=!!!"); err == nil {
		t.Error("garbage decodes")
	}
}

func TestCaretAndOffsets(t *testing.T) {
	if got := Caret("001    1 m", 5, 8); got != "    ^^^^" {
		t.Errorf("Caret = %q", got)
	}
	if got := Caret("\tab", 3, 0); got != "\t ^" {
		t.Errorf("Caret with tab = %q", got)
	}
	text := "ab\nçd€\nxyz"
	for n, want := range map[int][2]int{1: {0, 2}, 2: {3, 6}, 3: {7, 10}, 9: {10, 10}} {
		s, e := LineOffsets(text, n)
		if s != want[0] || e != want[1] {
			t.Errorf("LineOffsets(%d) = %d, %d, want %v", n, s, e, want)
		}
	}
	if got := lineText("a\r\nb\r\n", 2); got != "b" {
		t.Errorf("lineText = %q", got)
	}
}

func TestDecodeBytes(t *testing.T) {
	if got := DecodeBytes([]byte{0xEF, 0xBB, 0xBF, 'a', 0xC3, 0xA8}); got != "aè" {
		t.Errorf("UTF-8 with BOM = %q", got)
	}
	if got := DecodeBytes([]byte{'D', 0x92, 'A', 'm', 'o', 'r', 'e', ' ', 0xE8, 0x80}); got != "D’Amore è€" {
		t.Errorf("Windows-1252 = %q", got)
	}
}

// mount renders a component in go-app's client tester and returns the
// dispatcher; the caller closes it.
func mount(t testing.TB, c app.UI) app.ClientDispatcher {
	t.Helper()
	d := app.NewClientTester(c)
	t.Cleanup(d.Close)
	return d
}

// do runs f on the UI goroutine of the tester with c as the source.
func do(d app.ClientDispatcher, c app.UI, f func(ctx app.Context)) {
	d.Dispatch(app.Dispatch{Mode: app.Update, Source: c, Function: f})
	d.Consume()
}

func TestPageOpensExample(t *testing.T) {
	p, d := openExample(t, "campionato-2009")
	if p.view.Out.Standings == nil {
		t.Fatalf("no standings: %+v", p.view.Out)
	}
	html := app.HTMLString(p)
	for _, s := range []string{"Godena, Michele", `id="standings"`, "PTS, SB, KS, PS, ARO, TPR, WIN, BPG, DE", `id="rules-edition"`} {
		if !strings.Contains(html, s) {
			t.Errorf("page lacks %q", s)
		}
	}
	// The explanation of a value opens from the state.
	do(d, p, func(ctx app.Context) { p.onExplain(ctx, 1, 0) })
	if html := app.HTMLString(p); !strings.Contains(html, `id="explain"`) {
		t.Error("the explanation did not open")
	}
	do(d, p, func(ctx app.Context) { p.onCloseExplain(ctx) })
	if html := app.HTMLString(p); strings.Contains(html, `id="explain"`) {
		t.Error("the explanation did not close")
	}
	// Language switch.
	do(d, p, func(ctx app.Context) { p.onLang(ctx, "it") })
	if html := app.HTMLString(p); !strings.Contains(html, "Classifica") {
		t.Error("no Italian after the switch")
	}
}

func TestExplainGroupSteps(t *testing.T) {
	p, d := openExample(t, "fide-exercise")
	st := p.view.Out.Standings
	if st == nil {
		t.Fatalf("no standings: %s", p.view.Out.Err)
	}
	col := -1
	for i, tb := range st.TieBreaks {
		if tb.Code == "DE" {
			col = i
		}
	}
	if col < 0 {
		t.Skipf("the list %v has no DE", engine.Keys(st.TieBreaks))
	}
	start := 0
	for _, r := range st.Rows {
		if r.Values[col].Defined {
			start = r.Player.StartNo
			break
		}
	}
	if start == 0 {
		t.Skip("DE was applied to nobody")
	}
	do(d, p, func(ctx app.Context) { p.onExplain(ctx, start, col) })
	html := app.HTMLString(p)
	if !strings.Contains(html, "Step 1") {
		t.Errorf("the DE explanation of #%d shows no steps:\n%s", start, between(html, `id="explain"`, "</section>"))
	}
}

func TestLots(t *testing.T) {
	if _, err := ParseLots("16 1", []int{1, 16}); err != nil {
		t.Error(err)
	}
	for _, bad := range []string{"16", "16 16", "16 2", "x 1"} {
		if _, err := ParseLots(bad, []int{1, 16}); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	p, d := openExample(t, "fide-exercise")
	do(d, p, func(ctx app.Context) { p.onList(ctx, []string{"BH"}) })
	st := p.view.Out.Standings
	if st == nil || len(st.Ties) == 0 {
		t.Fatalf("no tie left in the FIDE exercise with BH alone: %s", p.view.Out.Err)
	}
	g := st.Ties[0]
	order := []int{g[len(g)-1]}
	order = append(order, g[:len(g)-1]...)
	if html := app.HTMLString(p); !strings.Contains(html, `id="lots-0"`) {
		t.Fatal("no lots form")
	}
	do(d, p, func(ctx app.Context) { p.onLots(ctx, order) })
	st = p.view.Out.Standings
	if st == nil {
		t.Fatalf("no standings: %s", p.view.Out.Err)
	}
	if keys := engine.Keys(st.TieBreaks); keys[len(keys)-1] != "LOT" {
		t.Errorf("list %v does not end with LOT", keys)
	}
	for _, tie := range st.Ties {
		if overlaps(tie, g) && len(tie) == len(g) {
			t.Errorf("the group %v is still tied", g)
		}
	}
	pos := map[int]int{}
	for i, r := range st.Rows {
		pos[r.Player.StartNo] = i
	}
	if pos[order[0]] > pos[order[1]] {
		t.Errorf("order %v not applied", order)
	}
}

// The examples are copies (web/ is embedded into the WebAssembly module);
// build.sh refreshes them, and this test catches a stale copy.
func TestExampleCopiesAreFresh(t *testing.T) {
	for copy, orig := range map[string]string{
		"campionato-2009.trf": "../examples/campionato-italiano-2009.trf",
		"fide-exercise.trf":   "../testdata/tec-swiss-5-2026.trf",
		"forlano-9.trf":       "../testdata/forlano-9.trf",
	} {
		a, err1 := os.ReadFile("../web/examples/" + copy)
		b, err2 := os.ReadFile(orig)
		if err1 != nil || err2 != nil || string(a) != string(b) {
			t.Errorf("web/examples/%s differs from %s (run ./build.sh): %v %v", copy, orig, err1, err2)
		}
	}
}
