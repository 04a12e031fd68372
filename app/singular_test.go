package app

import (
	"os"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/engine/prizes"
	"github.com/spareggi/spareggi/internal/i18n"
)

// roundOneTRF is the 2009 championship (examples) after its first round,
// testdata/campionato-2009-round1.trf (the e2e test pastes it too).
func roundOneTRF(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../testdata/campionato-2009-round1.trf")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestRoundOneFile: testdata/campionato-2009-round1.trf is the example cut
// after round 1: the record XXR dropped, each player line cut after the
// round's cell, its points those of the round.
func TestRoundOneFile(t *testing.T) {
	b, err := os.ReadFile("../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "XXR"):
			continue
		case strings.HasPrefix(line, "001") && len(line) >= 99:
			pts := map[byte]string{'1': "1.0", '=': "0.5", '0': "0.0"}[line[98]]
			line = line[:80] + " " + pts + line[84:99]
		}
		out = append(out, line)
	}
	if want := strings.Join(out, "\n") + "\n"; roundOneTRF(t) != want {
		t.Errorf("testdata/campionato-2009-round1.trf is not the example after round 1:\n%s", want)
	}
}

// TestOneRoundInSingular: after the first round the input panel says
// "1 round" in every language ("1 turno", "1 ronda", "1 Runde"; it said
// "1 rounds"), and a performance's explanation scores "in 1 game".
func TestOneRoundInSingular(t *testing.T) {
	frag, err := EncodeState(State{Text: roundOneTRF(t), Name: "r1.trf", Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	p, d := openLink(t, frag)
	if st := p.view.Out.Standings; st == nil || st.Round != 1 {
		t.Fatalf("the standings are not after round 1: %+v", p.view.Out)
	}
	do(d, p, func(ctx app.Context) { p.onList(ctx, []string{"ARO", "TPR"}) })
	tpr := -1
	for i, k := range engine.Keys(p.view.Out.Standings.TieBreaks) {
		if k == "TPR" {
			tpr = i
		}
	}
	if tpr < 0 {
		t.Fatalf("no TPR column: %v; %s", engine.Keys(p.view.Out.Standings.TieBreaks), p.state.Preset)
	}
	do(d, p, func(ctx app.Context) { p.onExplain(ctx, 1, tpr) })
	for _, c := range []struct{ lang, format, percent string }{
		{"en", " · 12 players · 1 round", "Score 1 in 1 game = "},
		{"it", " · 12 giocatori · 1 turno", "Punteggio 1 in 1 partita = "},
		{"es", " · 12 jugadores · 1 ronda", "Puntuación 1 en 1 partida = "},
		{"de", " · 12 Spieler · 1 Runde", "Ergebnis 1 aus 1 Partie = "},
	} {
		do(d, p, func(ctx app.Context) { p.onLang(ctx, c.lang) })
		html := pageHTML(p)
		if !strings.Contains(html, c.format+"<") && !strings.Contains(html, c.format+"\n") {
			i := strings.Index(html, " · 12 ")
			t.Errorf("%s: the format line lacks %q: %q", c.lang, c.format, html[max(i-40, 0):min(i+80, len(html))])
		}
		if !strings.Contains(html, c.percent) {
			t.Errorf("%s: the explanation of TPR lacks %q", c.lang, c.percent)
		}
	}
}

// TestOneWordedInSingular words the count 1 of the page's texts in the
// singular, in Italian and English: a place up or down (compare), a game
// or match without a result (what-if), a printed column, a participant
// whose printed value or rank differs, a board's single game.
func TestOneWordedInSingular(t *testing.T) {
	for _, c := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"1 place higher than", "1 place lower than", "1 game of the last round has no result yet: 2 combinations",
			"1 match of the last round has no result yet: 3 combinations of its results", "prints 1 tie-break column (BH)",
			"1 participant differs", "for 1 participant:", "divided by 1 game,", "Score 1 in 1 game = 100 %"}},
		{"it", []string{"1 posto più in alto", "1 posto più in basso", "1 partita dell'ultimo turno non ha ancora un risultato: 2 combinazioni",
			"1 incontro dell'ultimo turno non ha ancora un risultato: 3 combinazioni", "stampa 1 colonna di spareggio (BH)",
			"1 partecipante differisce", "per 1 partecipante:", "diviso per 1 partita,", "Punteggio 1 in 1 partita = 100 %"}},
	} {
		l := c.lang
		cv := &CompareView{Lang: l, Editions: []string{"fide2024", "fide2026"},
			Rows: []CompareRow{{Start: 1, Name: "A", Ranks: []int{1, 2}}, {Start: 2, Name: "B", Ranks: []int{2, 1}}}}
		texts := []string{cv.tableHTML(),
			whatIfIntro(l, "whatif.intro", 1, 2), whatIfIntro(l, "whatif.intro.matches", 1, 3),
			printedIntro(l, []engine.DeclaredColumn{{Name: "BH"}}),
			printedColumn(l, check.Column{Differ: []check.Difference{{Player: &engine.Player{StartNo: 1, Name: "A"}}}}),
			printedRanking(l, &check.Report{RankingChecked: true, Ranking: []check.RankDifference{{Player: &engine.Player{StartNo: 1, Name: "A"}, Printed: 1, From: 2, To: 2}}}),
		}
		bp := prizes.BoardPlayer{Player: &engine.Player{StartNo: 1, Name: "A"}, Team: &engine.Team{Name: "T"}, Games: 1, HasRating: true, RatingSum: 2000, Ra: 2000, Percent: engine.IntValue(100), P: 100,
			Rounds: []prizes.BoardRound{{Game: true, Rating: 2000}}}
		bd := prizes.Board{Number: 1, Players: []prizes.BoardPlayer{bp}}
		bpanel := &BoardsPanel{State: State{BoardSel: 1}}
		texts = append(texts, app.HTMLString(bpanel.detail(l, bd)))
		all := strings.Join(texts, "\n")
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: no %q in\n%s", l, w, all)
			}
		}
		for _, plural := range []string{"1 places", "1 posti", "1 games", "1 partite", "1 matches", "1 incontri", "1 participants", "1 partecipanti", "1 tie-break columns", "1 colonne"} {
			if strings.Contains(all, plural) {
				t.Errorf("%s: %q in\n%s", l, plural, all)
			}
		}
	}
	if i18n.T("en", "whatif.intro", 2, 4) == whatIfIntro("en", "whatif.intro", 1, 4) {
		t.Error("the singular is the plural")
	}
}
