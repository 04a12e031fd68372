package app

import (
	stdhtml "html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/whatif"
	"github.com/spareggi/spareggi/internal/gen"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// TestWhatIfTooMany: with more games pending than what-if combines, the
// section says so in the page's language with its numbers, and offers no
// computation.
func TestWhatIfTooMany(t *testing.T) {
	ev := gen.Swiss(40, 5, 1, false)
	games := engine.LastRoundGames(ev)
	if len(games) <= whatif.MaxPendingGames {
		t.Fatalf("%d games in the last round, want more than %d", len(games), whatif.MaxPendingGames)
	}
	unf := whatif.Unfinished(ev, games)
	w := &WhatIfPanel{Lang: "it", Event: unf, View: deriveWhatIf(unf, "")}
	mount(t, w)
	html := stdhtml.UnescapeString(app.HTMLString(w))
	want := itoa(len(games)) + " partite sono in attesa del risultato; l'analisi delle possibilità ne combina al massimo 8 (6561 combinazioni)"
	if !strings.Contains(html, want) || strings.Contains(html, "%!") {
		t.Errorf("the limit message is not %q in:\n%s", want, html)
	}
	if !hasAttr(openingTag(html, "whatif-run"), "disabled") {
		t.Errorf("the computation is offered beyond the limit:\n%s", html)
	}
}

// readTRFFile reads a TRF of the repository for the what-if tests.
func readTRFFile(t *testing.T, path string) *engine.Event {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.ReadTRF(data, filepath.Base(path))
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// TestWhatIfPanelLists: the games combined are a numbered list with the
// players' names (only those: the finished games the user may mark are a
// list of their own, and a marked game joins the numbered list, said
// marked); after the computation each participant's conditions are a small
// table, a column "#N" per game that matters and a row per alternative,
// or "always"; the table sits in a scroll box with its cue and its
// caption outside the box.
func TestWhatIfPanelLists(t *testing.T) {
	ev := readTRFFile(t, "../testdata/campionato-2009-pending.trf")
	w := &WhatIfPanel{Lang: "en", Event: ev, View: deriveWhatIf(ev, "")}
	mount(t, w)
	html := stdhtml.UnescapeString(app.HTMLString(w))
	if n := strings.Count(html, "<li data-white="); n != 6 || !strings.Contains(html, `id="whatif-pending"`) || !strings.Contains(html, "Game 6: Rombaldoni, Denis (No. 11) – Godena, Michele (No. 1)") {
		t.Errorf("%d numbered games:\n%s", n, html)
	}
	if strings.Contains(html, `type="checkbox"`) {
		t.Errorf("a game without a result is offered as a checkbox:\n%s", html)
	}
	res, err := whatif.Compute(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	html = stdhtml.UnescapeString(app.HTMLString(w.table("en", res)) + whatIfRowsHTML(whatIfRowsOf{Res: res, Lang: "en", Event: ev}, upTo(len(res.Players))))
	// (go-app writes the attributes in any order)
	for _, want := range []string{`class="whatif-needs"`, `aria-label="The best rank of Godena, Michele`, `title="Game or match 6: Rombaldoni, Denis – Godena, Michele"`, `>#6</th>`,
		`id="whatif-cue"`, `id="whatif-caption"`, `class="table-scroll whatif-scroll"`, `aria-labelledby="whatif-caption"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the result lacks %q:\n%s", want, html)
		}
	}

	// A finished event: its games are checkboxes; one marked joins the
	// numbered list.
	done := readTRFFile(t, "../examples/campionato-italiano-2009.trf")
	games := engine.LastRoundGames(done)
	var marks string
	w = &WhatIfPanel{Lang: "it", Event: done, View: deriveWhatIf(done, ""),
		onChange: func(ctx app.Context, f func(s *State)) { s := State{}; f(&s); marks = s.WhatIfMarks }}
	d := mount(t, w)
	do(d, w, func(ctx app.Context) { w.mark(ctx, games[1], true) })
	if marks != request.GameToken(games[1]) {
		t.Errorf("marks %q, want %q", marks, request.GameToken(games[1]))
	}
	w = &WhatIfPanel{Lang: "it", Event: done, View: deriveWhatIf(done, marks)}
	html = stdhtml.UnescapeString(app.HTMLString(w))
	if strings.Count(html, `type="checkbox"`) != 6 || strings.Count(html, "<li data-white=") != 1 || !strings.Contains(html, "(segnata come ancora in corso)") {
		t.Errorf("a marked game:\n%s", html)
	}
}

// TestWhatIfPanelTeam: in a team event the units are matches, listed
// with the teams' names and the note on their outcomes; a match marked as
// still being played has the match points' outcomes in its cells.
func TestWhatIfPanelTeam(t *testing.T) {
	ev := readTRFFile(t, "../testdata/fide-team-2026.trf")
	matches := engine.LastRoundGames(ev)
	w := &WhatIfPanel{Lang: "en", Event: ev, View: deriveWhatIf(ev, request.GameToken(matches[0])+" "+request.GameToken(matches[1]))}
	mount(t, w)
	html := stdhtml.UnescapeString(app.HTMLString(w))
	if strings.Count(html, "<li data-white=") != 2 || !strings.Contains(html, "2 matches of the last round have no result yet: 9 combinations") ||
		!strings.Contains(html, "narrowest margin") || !strings.Contains(html, ev.Teams.Teams[matches[0].White-1].Name) {
		t.Errorf("the team's matches:\n%s", html)
	}
	res, err := whatif.Compute(whatif.Unfinished(ev, matches[:2]), engine.Options{Preset: "fide-team-swiss"})
	if err != nil {
		t.Fatal(err)
	}
	html = stdhtml.UnescapeString(whatIfRowsHTML(whatIfRowsOf{Res: res, Lang: "en", Event: ev}, upTo(len(res.Players))))
	if !strings.Contains(html, "<td>2-0") && !strings.Contains(html, "<td>0-2") && !strings.Contains(html, "<td>1-1") {
		t.Errorf("no match points in the conditions:\n%s", html)
	}
}

// TestWhatIfPendingNumberedOnce: each game combined is numbered once, by
// the number the conditions cite ("Game 1: …"), its list drawn without
// markers, and the start numbers follow the names: never "1. 1 Alyx – 4
// David" (issue 33, item 7).
func TestWhatIfPendingNumberedOnce(t *testing.T) {
	ev := readTRFFile(t, "../testdata/campionato-2009-pending.trf")
	w := &WhatIfPanel{Lang: "en", Event: ev, View: deriveWhatIf(ev, "")}
	mount(t, w)
	html := stdhtml.UnescapeString(app.HTMLString(w))
	items := regexp.MustCompile(`<li data-white="\d+">([^<]*)`).FindAllStringSubmatch(html, -1)
	if len(items) != 6 {
		t.Fatalf("%d pending games:\n%s", len(items), html)
	}
	for i, m := range items {
		if want := "Game " + itoa(i+1) + ": "; !strings.HasPrefix(m[1], want) || regexp.MustCompile(`^\d|– \d`).MatchString(m[1]) {
			t.Errorf("item %d reads %q: want it to start %q, with no start number before a name", i+1, m[1], want)
		}
	}
	css, err := os.ReadFile("../web/spareggi.css")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`\.whatif-pending \{[^}]*list-style: none`).Match(css) {
		t.Errorf("the list of pending games keeps its own numbers beside the items'")
	}
}

// TestWhatIfSaysItsRound: the what-if is of the last paired round
// whatever the round chosen for the standings (decision 85); when the
// user chose an earlier one, the panel says which round each is, in the
// page's language; the round chosen equal to it, or none, says nothing.
func TestWhatIfSaysItsRound(t *testing.T) {
	ev := readTRFFile(t, "../examples/campionato-italiano-2009.trf")
	last := engine.LastRoundGames(ev)[0].Round
	for _, c := range []struct {
		round int
		say   bool
	}{{last - 2, true}, {last, false}, {0, false}} {
		for _, l := range []string{"it", "de"} {
			w := &WhatIfPanel{Lang: l, Event: ev, View: deriveWhatIf(ev, ""), Round: c.round}
			mount(t, w)
			html := stdhtml.UnescapeString(app.HTMLString(w))
			if got := strings.Contains(html, i18n.T(l, "whatif.round", c.round, last)); got != c.say || strings.Contains(html, `id="whatif-round"`) != c.say {
				t.Errorf("%s, round %d chosen of %d: says the rounds %v, want %v", l, c.round, last, got, c.say)
			}
		}
	}
}
