package app

import (
	stdhtml "html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// TestWhatIfTooMany: with more games pending than what-if combines, the
// section says so in the page's language with its numbers, and offers no
// computation.
func TestWhatIfTooMany(t *testing.T) {
	ev := gen.Swiss(40, 5, 1, false)
	games := engine.LastRoundGames(ev)
	if len(games) <= engine.MaxPendingGames {
		t.Fatalf("%d games in the last round, want more than %d", len(games), engine.MaxPendingGames)
	}
	w := &WhatIfPanel{Lang: "it", Event: engine.Unfinished(ev, games)}
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
