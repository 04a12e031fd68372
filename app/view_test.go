package app

import (
	"hash/fnv"
	"net/url"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/request"
)

// oldLink is a share link made by the page before the what-if marks and
// the board prizes' fields joined the State (commit 7d7d1f3): tec-rr-6.trf
// in Italian, the 2024 rules, the list SB, DE, the explanation of #3's DE
// open, sorted by name descending, the compare view on two editions and
// two prizes shared equally by units.
const oldLink = "s=jJO9bts8GIVv5cWZvg-lEpKSjIZAhjp20KxuhgB1B_3QKRGVCigpdlv03guGEu1kUO3BoAnyeR-eA_9GDwUuJN3erdZ0v76h9UG7ynS6I2Pp3uhk6XTxZOwjJWRsbV5MPRQNuXawNbm2NHZruZTxHv23M1VvWls01LeDs8UPbfv_t5ZnkiSX2SX_eMnF1vIrSXcRqGjjickmEB8eNpRvLeeCiOj1i-hT8_NAsx8pOZ89kF7kR2BOe7oO92g_7qVUjquM9hRgC78XZWQgLd1g23kZkZ8lI8chk4Kgchycn2hNqtkbmTSQbr4XrjFWz8mcl0wa3y6Obx-1pjwklaPMq2CUyQJpVbyYej4Z_o9kRJDJYiVTHmWsZMpDREFfIo8yeSDdusJWT7Ozrs6TyeO463cZyTdayVE6yiwC6bNu9FxJPhl-lszi3eA0lpOdlFPSh2N1WwsGC4VeV4lzyeKidzswaCjsTK39fxMMDdRXfFmCYbXGN4amg-rdoBkeoWB6MBygUoZDBSUYugpKMnT1dKzygBNgWArpYc-_oCD8G3POwfA8-N9-ocP1P38DAAD__w"

// openLink mounts a page and opens the share link frag.
func openLink(t *testing.T, frag string) (*Page, app.ClientDispatcher) {
	t.Helper()
	return openAt(t, "/#"+frag)
}

// openExample mounts a page and opens the example id (/?example=id).
func openExample(t *testing.T, id string) (*Page, app.ClientDispatcher) {
	t.Helper()
	return openAt(t, "/?example="+id)
}

// openAt mounts a page, opens the address and checks that it shows
// standings.
func openAt(t *testing.T, address string) (*Page, app.ClientDispatcher) {
	t.Helper()
	p := &Page{}
	d := mount(t, p)
	u, _ := url.Parse(address)
	d.Nav(u)
	d.Consume()
	if p.view.Out.Standings == nil {
		t.Fatalf("the link shows no standings: %+v", p.view.Out)
	}
	return p, d
}

// TestOldShareLinkOpens: a link made before the State held the panels'
// fields opens as it did, every panel it carried shown.
func TestOldShareLinkOpens(t *testing.T) {
	b, err := os.ReadFile("../testdata/tec-rr-6.trf")
	if err != nil {
		t.Fatal(err)
	}
	want := State{Text: string(b), Name: "tec-rr-6.trf", Lang: "it", Edition: "fide2024", List: []string{"SB", "DE"}, ListSet: true,
		Explain: 3, ExplainCol: 1, SortCol: SortName, SortDesc: true, Compare: []string{"fide2024", "fide2012"},
		Prizes: "1000 500", PrizeUnit: "1", PrizeEqual: true}
	s, err := DecodeState(oldLink)
	if err != nil || !reflect.DeepEqual(s, want) {
		t.Fatalf("the old link decodes to %+v (%v), want %+v", s, err, want)
	}
	p, _ := openLink(t, oldLink)
	v := p.view
	if len(v.Compare) != 6 || v.CompareErr != nil || v.Explain.row == nil || v.Explain.err != nil || len(v.Prizes.Awards) == 0 || v.Prizes.Err != nil {
		t.Errorf("the old link's panels: compare %d rows (%v), explanation %v (%v), prizes %+v", len(v.Compare), v.CompareErr, v.Explain.row != nil, v.Explain.err, v.Prizes)
	}
	html := app.HTMLString(p)
	for _, want := range []string{`id="compare"`, `id="explain"`, `id="prizes-input"`, "Classifica"} {
		if !strings.Contains(html, want) {
			t.Errorf("the old link's page lacks %q", want)
		}
	}
}

// TestSortAndTypingRunNoEngine: once the page shows a link with the
// compare view, an explanation and prizes open, sort clicks, exercise mode
// and values typed in it (in the table and in the explanation's rounds)
// run no engine computation; a language switch reads the prizes again
// with its decimal mark, and computes nothing else; a change of the rules
// computes again each part shown, once; a change of the prizes computes
// only the prize sharing.
func TestSortAndTypingRunNoEngine(t *testing.T) {
	p, d := openLink(t, oldLink)
	before := engineRuns.Load()
	for _, f := range []func(ctx app.Context){
		func(ctx app.Context) { p.onSort(ctx, SortName) },
		func(ctx app.Context) { p.onSort(ctx, SortPoints) },
		func(ctx app.Context) { p.onSort(ctx, SortTB+1) },
		func(ctx app.Context) { p.onExercise(ctx, app.Event{}) },
		func(ctx app.Context) { p.onTyped(ctx, 1, 0, "3") },
		func(ctx app.Context) { p.onTyped(ctx, 1, 0, "3,") },
		func(ctx app.Context) { p.setTyped(ctx, roundKey(3, 1, 1), "½") },
	} {
		do(d, p, f)
	}
	if n := engineRuns.Load() - before; n != 0 {
		t.Errorf("sorting, switching language and typing ran the engine %d times", n)
	}
	// The language reads the prizes again (their decimal mark), only them.
	before = engineRuns.Load()
	do(d, p, func(ctx app.Context) { p.onLang(ctx, "en") })
	if n := engineRuns.Load() - before; n != 1 {
		t.Errorf("switching language ran the engine %d times, want 1 (the prizes)", n)
	}
	if !p.state.Exercise || p.state.Typed["1/0"] != "3," || p.state.SortCol != SortTB+1 {
		t.Fatalf("the updates did not reach the state: %+v", p.state)
	}
	html := app.HTMLString(p)
	if !strings.Contains(html, `value="3,"`) || !strings.Contains(html, "Standings") {
		t.Errorf("the page does not show the value typed in English")
	}
	// Out of exercise mode: the rules change recomputes the standings, the
	// compare view, the explanation, the prizes and the what-if's games.
	do(d, p, func(ctx app.Context) { p.onExercise(ctx, app.Event{}) })
	before = engineRuns.Load()
	do(d, p, func(ctx app.Context) { p.onEdition(ctx, "fide2012") })
	if n := engineRuns.Load() - before; n != 5 {
		t.Errorf("a change of the rules ran the engine %d times, want 5", n)
	}
	before = engineRuns.Load()
	do(d, p, func(ctx app.Context) { p.onPrizes(ctx, "900 600", "1", false) })
	if n := engineRuns.Load() - before; n != 1 || len(p.view.Prizes.Awards) == 0 {
		t.Errorf("a change of the prizes ran the engine %d times, want 1: %+v", n, p.view.Prizes)
	}
}

// TestShareLinkCarriesPanels: the what-if marks and the board prizes'
// fields go into the share link and come back from it; the page opened
// with it shows the game marked and the board, the minimum and the
// player chosen.
func TestShareLinkCarriesPanels(t *testing.T) {
	b, err := os.ReadFile("../testdata/fide-team-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev := readTRFFile(t, "../testdata/fide-team-2026.trf")
	match := engine.LastRoundGames(ev)[1]
	s := State{Text: string(b), Lang: "en", WhatIfMarks: request.GameToken(match),
		Boards: true, Board: 2, BoardMin: "3", Unrated: "1500", BoardSel: 0}
	frag, err := EncodeState(s)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := DecodeState(frag); err != nil || !reflect.DeepEqual(got, s) {
		t.Fatalf("the link decodes to %+v (%v)", got, err)
	}
	p, d := openLink(t, frag)
	if !p.view.WhatIf.marked[match] || p.view.Boards.res == nil || p.view.Boards.res.MinGames != 3 {
		t.Fatalf("the link's panels: marked %v, boards %+v", p.view.WhatIf.marked, p.view.Boards)
	}
	html := app.HTMLString(p)
	if !strings.Contains(openingTag(html, "whatif-game-"+itoa(match.White)), "checked") ||
		!hasAttr(openingTag(html, "boards-tab-2"), "aria-selected") || strings.Contains(openingTag(html, "boards-tab-2"), "false") || !strings.Contains(html, "Board 2 after round") {
		t.Errorf("the page does not show the link's mark and board:\n%s", html)
	}
	// A player chosen on the board goes into the state: the next link has him.
	start := p.view.Boards.res.Boards[1].Players[0].Player.StartNo
	do(d, p, func(ctx app.Context) { p.update(ctx, func(s *State) { s.BoardSel = start }) })
	if !strings.Contains(app.HTMLString(p), `id="boards-detail"`) {
		t.Errorf("the player chosen on the board shows no line")
	}
	frag, _ = EncodeState(shareable(p.state))
	if got, _ := DecodeState(frag); got.BoardSel != start || got.WhatIfMarks != s.WhatIfMarks {
		t.Errorf("the next link lost the player or the mark: %+v", got)
	}
}

// TestExerciseStoreKeyKept: the browser key of a student's answers to a
// pasted text is still the FNV-1a hash of the text, now taken from the
// view's digest, so answers kept by an older page are found again; the
// digest follows the text.
func TestExerciseStoreKeyKept(t *testing.T) {
	p := &Page{}
	for _, text := range []string{"012 A\n", "012 B\n", ""} {
		h := fnv.New64a()
		h.Write([]byte(text))
		want := "spareggi.exercise." + strconv.FormatUint(h.Sum64(), 36)
		if got := p.exerciseStore(State{Text: text}); got != want {
			t.Errorf("%q: key %q, want %q", text, got, want)
		}
	}
	if got := p.exerciseStore(State{Text: "x", Example: "forlano-9"}); got != "spareggi.exercise.forlano-9" {
		t.Errorf("an example's key %q", got)
	}
}
